"""Board refs for Stadsliv: the names the log, the tutorial and the rule cards use for board things.

A ref is a string `"<kind>:<id>"` (or a bare kind for a thing there is one of):

* `square:<i>`  a square of the ring by its index from Start (0 = Start; the printed number is
  i + 1); lighting a square also lights its block in the city.
* `block:<code>` a block by its card code (`block:Kv2`, `block:B`, `block:T`), the same place as
  its square, for events that name a code rather than a square.
* `seat:<n>`    seat n's piece on the ring.
* `bank`        Stadskassan (its box in the middle: unsold seats, Guldbonus, the Bank's share).
* `council`     Stadshuset, the three seats of Stadsfullmäktige.
* `changes`     the card of the rules in force (rule changes voted in).
* `fate`        the Ödestärning in the dice tray.
* `dice`        the two dice in the tray.

`refs_for(event)` is pure: it reads only the event's data and message, never the game.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from stadsliv_qt.engine import Event
from stadsliv_qt.text import Msg, SeatRef
from stadsliv_qt.text.message import Many

SEAT_KEYS = ("seat", "creditor", "thrower", "seller", "buyer", "who", "payer", "plaintiff")
SEAT_LISTS = ("seats", "yes", "no", "winners")
PLACE_KINDS = {
    "fate": ("fate",),
    "fate_effect": ("fate",),
    "varvslon": ("square:0", "bank"),
    "loan": ("bank",),
    "sell": ("bank",),
    "rule_change": ("changes",),
    "seat": ("council",),
    "victory": ("council",),
    "guldbonus": ("bank",),
    "dice": ("dice",),
    "banker": ("block:B",),
}
ITEM_REFS = {"SF": "council", "GB": "bank"}


def refs_for(event: Event) -> list[str]:
    """The board things an event concerns: places, Stadskassan, and every seat involved."""
    data = event.data
    out: list[str] = []

    def add(ref: str) -> None:
        if ref not in out:
            out.append(ref)

    square = data.get("square")
    if isinstance(square, int) and square >= 0:
        add(f"square:{square}")
    for key in ("code", "item", "chosen"):
        code = data.get(key)
        if isinstance(code, str) and code:
            add(ITEM_REFS.get(code, f"block:{code}"))
    for ref in PLACE_KINDS.get(event.kind, ()):
        add(ref)
    if event.kind == "question":
        add("council" if data.get("question") == "seat" else "changes")
    if data.get("creditor") == -1 or (event.kind == "pay" and data.get("creditor") is None):
        add("bank")
    for seat in _seats(event):
        add(f"seat:{seat}")
    return out


def _seats(event: Event) -> list[int]:
    """Every seat the event names, in its data or as a seat in its message."""
    data = event.data
    found: list[int] = []
    for key in SEAT_KEYS:
        value = data.get(key)
        if isinstance(value, int) and not isinstance(value, bool) and value >= 0:
            found.append(value)
    for key in SEAT_LISTS:
        value = data.get(key)
        if isinstance(value, list | tuple):
            found += [v for v in value if isinstance(v, int) and not isinstance(v, bool)]
    if isinstance(event.message, Msg):
        found += list(_message_seats(event.message.args.values()))
    out: list[int] = []
    for s in found:
        if s >= 0 and s not in out:
            out.append(s)
    return out


def _message_seats(args: Iterable[Any]) -> Iterable[int]:
    """Seats named in a message's arguments, nested messages and lists included."""
    for arg in args:
        if isinstance(arg, SeatRef):
            yield arg.seat
        elif isinstance(arg, Msg):
            yield from _message_seats(arg.args.values())
        elif isinstance(arg, Many):
            yield from _message_seats(arg.items)
        elif isinstance(arg, list | tuple):
            yield from _message_seats(arg)
