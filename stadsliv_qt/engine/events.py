"""Events: what happened, with who may see it, for the log and the UI's animations.

An event says what happened as a message (`stadsliv_qt.text.Msg`: an id and typed parameters),
never as a sentence, so the table can show the log in any language and a save keeps the ids.
Logs of saves from before messages (save format 1) hold English sentences; those load as they are.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol

from stadsliv_qt.text import Msg, render

from .errors import StateError


def plural(n: int, one: str, many: str = "") -> str:
    """'1 member', '3 members': a count with its noun in the right number ('many' if not +s)."""
    return f"{n} {one if n == 1 else (many or one + 's')}"


@dataclass(frozen=True, slots=True)
class Event:
    """One thing that happened; `to` is None for public events, else the seats that may see it.

    Slotted: a log keeps thousands of these for a whole evening (no per-event attribute dict)."""

    message: Msg | str  # what happened; a plain sentence only in logs of format-1 saves
    rule: str = ""
    kind: str = ""
    to: tuple[int, ...] | None = None
    data: dict[str, Any] = field(default_factory=dict)

    def visible_to(self, seat: int | None) -> bool:
        """True if this seat (None: the shared screen) may see the event."""
        return self.to is None or (seat is not None and seat in self.to)

    @property
    def text(self) -> str:
        """What happened, in English (scripts, tests, the simulator's log)."""
        return self.say("en")

    def say(self, lang: str = "en", *, strict: bool = False) -> str:
        """What happened, in a language of the catalogues."""
        m = self.message
        return m if isinstance(m, str) else render(m, lang, strict=strict)

    def line(self, lang: str = "en") -> str:
        """The log line, with its rule id when it has one."""
        text = self.say(lang)
        return f"{text} ({self.rule})" if self.rule else text

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON form for saves: the message's id and parameters, never rendered text."""
        m = self.message
        d: dict[str, Any] = {"text": m} if isinstance(m, str) else {"msg": m.to_json()}
        if self.rule:
            d["rule"] = self.rule
        if self.kind:
            d["kind"] = self.kind
        if self.to is not None:
            d["to"] = list(self.to)
        if self.data:
            d["data"] = self.data
        return d

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Event:
        """Strict inverse of to_dict."""
        if not isinstance(d, dict):
            raise StateError("a log entry is malformed")
        message: Msg | str
        if "msg" in d and "text" not in d:
            try:
                message = Msg.from_json(d["msg"])
            except ValueError as exc:
                raise StateError(f"a log entry's message is damaged: {exc}") from None
        elif isinstance(d.get("text"), str) and "msg" not in d:
            message = d["text"]
        else:
            raise StateError("a log entry says nothing")
        to = d.get("to")
        if to is not None and (not isinstance(to, list) or not all(isinstance(s, int) for s in to)):
            raise StateError("a log entry names its readers wrongly")
        data = d.get("data", {})
        if not isinstance(data, dict):
            raise StateError("a log entry has malformed data")
        return cls(
            message=message,
            rule=str(d.get("rule", "")),
            kind=str(d.get("kind", "")),
            to=tuple(to) if to is not None else None,
            data=data,
        )


class Emit(Protocol):
    """The event sink a title's mechanics receive (Game.emit; keeps nothing in quiet copies)."""

    def __call__(
        self,
        message: Msg | str,
        rule: str = "",
        kind: str = "",
        to: tuple[int, ...] | None = None,
        **data: Any,  # the event's JSON data for the table (seats, amounts, fields, lots ...)
    ) -> Event: ...
