"""Events: what happened, with who may see it, for the log and the UI's animations."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .errors import StateError


def plural(n: int, one: str, many: str = "") -> str:
    """'1 member', '3 members': a count with its noun in the right number ('many' if not +s)."""
    return f"{n} {one if n == 1 else (many or one + 's')}"


@dataclass(frozen=True)
class Event:
    """One thing that happened; `to` is None for public events, else the seats that may see it."""

    text: str
    rule: str = ""
    kind: str = ""
    to: tuple[int, ...] | None = None
    data: dict[str, Any] = field(default_factory=dict)

    def visible_to(self, seat: int | None) -> bool:
        """True if this seat (None: the shared screen) may see the event."""
        return self.to is None or (seat is not None and seat in self.to)

    def line(self) -> str:
        """The log line, with its rule id when it has one."""
        return f"{self.text} ({self.rule})" if self.rule else self.text

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON form for saves."""
        d: dict[str, Any] = {"text": self.text}
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
        if not isinstance(d, dict) or not isinstance(d.get("text"), str):
            raise StateError("a log entry has no text")
        to = d.get("to")
        if to is not None and (not isinstance(to, list) or not all(isinstance(s, int) for s in to)):
            raise StateError("a log entry names its readers wrongly")
        data = d.get("data", {})
        if not isinstance(data, dict):
            raise StateError("a log entry has malformed data")
        return cls(
            text=d["text"],
            rule=str(d.get("rule", "")),
            kind=str(d.get("kind", "")),
            to=tuple(to) if to is not None else None,
            data=data,
        )
