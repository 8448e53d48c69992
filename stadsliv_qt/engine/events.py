"""Events: what happened, with who may see it, for the log and the UI's animations.

An event says what happened as a message (`stadsliv_qt.text.Msg`: an id and typed parameters),
never as a sentence, so the table can show the log in any language and a save keeps the ids.
Logs of saves from before messages (save format 1) hold English sentences; those load as they are.

A long evening logs ten thousand events, and a message with its parameters and data is a dozen
small objects, about 1.5 KB (Borgata's envelopes most). So the log keeps only its newest events
as objects; older ones are packed (`pack`) in blocks: each event's message and data pickled, the
block compressed, about 30 bytes an event, unpickled anew at each read (fresh objects equal to
the ones packed: the attributes read the same, and `to_dict` gives the same save form). Only
what `pack` wrote in this process is ever unpickled; saves stay JSON.
"""

from __future__ import annotations

import copyreg
import io
import pickle
import zlib
from array import array
from collections.abc import Sequence
from dataclasses import FrozenInstanceError
from typing import Any, Protocol

from stadsliv_qt.text import Many, Money, Msg, SeatRef, render

from .errors import StateError

BLOCK = 64  # events packed together: a larger block compresses better, but costs more at once
LEVEL = 6  # zlib's compression level for a block
OPEN_BLOCKS = 4  # decoded blocks kept at hand, so a pass over old events decodes each block once


def plural(n: int, one: str, many: str = "") -> str:
    """'1 member', '3 members': a count with its noun in the right number ('many' if not +s)."""
    return f"{n} {one if n == 1 else (many or one + 's')}"


# How pack() pickles messages: by their fields, in C (a frozen dataclass's own way runs Python
# code for each object, five times slower)
_REDUCE: dict[type, Any] = {
    **copyreg.dispatch_table,
    Msg: lambda m: (Msg, (m.id, m.args)),
    Money: lambda m: (Money, (m.amount, m.unit)),
    SeatRef: lambda m: (SeatRef, (m.seat, m.name)),
    Many: lambda m: (Many, (m.items, m.joiner)),
}


class _Block:
    """Packed events' messages and data: one pickle per event, compressed together."""

    __slots__ = ("blob", "starts")

    def __init__(self, blob: bytes, starts: array[int]) -> None:
        self.blob = blob
        self.starts = starts  # where each event's pickle begins in the decompressed block

    def __reduce__(self) -> tuple[Any, ...]:
        return (_Block, (self.blob, self.starts))


_open: list[tuple[_Block, bytes]] = []  # the blocks read last, decompressed, newest last


def _raw(block: _Block) -> bytes:
    """A block decompressed, once while it is among the last few read."""
    for b, raw in _open:
        if b is block:
            return raw
    raw = zlib.decompress(block.blob)
    _open.append((block, raw))
    if len(_open) > OPEN_BLOCKS:
        del _open[0]
    return raw


class Event:
    """One thing that happened; `to` is None for public events, else the seats that may see it.

    A frozen, slotted record: Event(message, rule, kind, to, data), compared by those fields.
    A log keeps thousands of these for a whole evening (no per-event attribute dict)."""

    __slots__ = ("_message", "rule", "kind", "to", "_data")
    __match_args__ = ("message", "rule", "kind", "to", "data")
    __hash__ = None  # type: ignore[assignment]  # holds a dict, like the dataclass it was

    rule: str
    kind: str
    to: tuple[int, ...] | None
    _message: Msg | str | _Block  # a block once packed
    _data: dict[str, Any] | int  # the line in the block once packed

    def __init__(
        self,
        message: Msg | str,  # what happened; a plain sentence only in logs of format-1 saves
        rule: str = "",
        kind: str = "",
        to: tuple[int, ...] | None = None,
        data: dict[str, Any] | None = None,
    ) -> None:
        put = object.__setattr__
        put(self, "_message", message)
        put(self, "rule", rule)
        put(self, "kind", kind)
        put(self, "to", to)
        put(self, "_data", {} if data is None else data)

    def __setattr__(self, name: str, value: Any) -> None:
        raise FrozenInstanceError(f"cannot assign to field {name!r}")

    def __delattr__(self, name: str) -> None:
        raise FrozenInstanceError(f"cannot delete field {name!r}")

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickles (and copies) as it is held: a packed event keeps its block, shared."""
        return (_rebuild, (self._message, self.rule, self.kind, self.to, self._data))

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not Event:
            return NotImplemented
        assert isinstance(other, Event)
        return (self.message, self.rule, self.kind, self.to, self.data) == (
            other.message,
            other.rule,
            other.kind,
            other.to,
            other.data,
        )

    def __repr__(self) -> str:
        return (
            f"Event(message={self.message!r}, rule={self.rule!r}, kind={self.kind!r},"
            f" to={self.to!r}, data={self.data!r})"
        )

    # ----- the fields a packed event keeps in its block ---------------------------------------
    def _entry(self) -> tuple[Msg | str, dict[str, Any]]:
        """A packed event's message and data, unpickled anew (objects of their own)."""
        block, k = self._message, self._data
        assert isinstance(block, _Block) and isinstance(k, int)
        entry: tuple[Msg | str, dict[str, Any]] = pickle.loads(
            memoryview(_raw(block))[block.starts[k] :]  # the bytes after its pickle are ignored
        )
        return entry

    @property
    def message(self) -> Msg | str:
        """What happened, as a message (a plain sentence only in logs of format-1 saves)."""
        m = self._message
        return self._entry()[0] if isinstance(m, _Block) else m

    @property
    def data(self) -> dict[str, Any]:
        """The event's JSON data for the table (seats, amounts, fields, lots ...)."""
        d = self._data
        return self._entry()[1] if isinstance(d, int) else d

    @property
    def packed(self) -> bool:
        """True once the event is kept in a block (see `pack`)."""
        return isinstance(self._message, _Block)

    # ----- reading ----------------------------------------------------------------------------
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
        m, data = self._entry() if isinstance(self._message, _Block) else (self.message, self.data)
        d: dict[str, Any] = {"text": m} if isinstance(m, str) else {"msg": m.to_json()}
        if self.rule:
            d["rule"] = self.rule
        if self.kind:
            d["kind"] = self.kind
        if self.to is not None:
            d["to"] = list(self.to)
        if data:
            d["data"] = data
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


def _rebuild(
    message: Msg | str | _Block,
    rule: str,
    kind: str,
    to: tuple[int, ...] | None,
    data: dict[str, Any] | int,
) -> Event:
    """An event from its held fields (unpickling, copies), packed or not."""
    event = object.__new__(Event)
    put = object.__setattr__
    put(event, "_message", message)
    put(event, "rule", rule)
    put(event, "kind", kind)
    put(event, "to", to)
    put(event, "_data", data)
    return event


def pack(events: Sequence[Event]) -> int:
    """Pack the events not packed yet into one block; returns how many were packed.

    An event whose message or data cannot be pickled (which no save could hold either) stays as
    it is. The events stay the same objects: lists holding them (the log view's) still match.
    """
    todo: list[Event] = []
    starts = array("I")
    out = io.BytesIO()
    pickler = pickle.Pickler(out, pickle.HIGHEST_PROTOCOL)
    pickler.dispatch_table = _REDUCE
    for event in events:
        if isinstance(event._message, _Block):
            continue
        start = out.tell()
        try:
            pickler.dump((event._message, event._data))
        except (pickle.PicklingError, TypeError, AttributeError):
            out.seek(start)
            out.truncate()
            continue
        finally:
            pickler.clear_memo()  # each event's pickle stands alone
        starts.append(start)
        todo.append(event)
    if not todo:
        return 0
    block = _Block(zlib.compress(out.getvalue(), LEVEL), starts)
    put = object.__setattr__
    for k, event in enumerate(todo):
        put(event, "_message", block)
        put(event, "_data", k)
    return len(todo)


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
