"""Since your turn: what changed for one seat since its last turn, for the curtain's page.

Pure Python (no Qt), built only from what the shared screen shows (the public log and the public
view's row of that seat), so the digest of one seat can never carry another seat's secret; the
seat's own private reminders are added by the table from that seat's own view.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from stadsliv_qt.engine import Event
from stadsliv_qt.text import Msg

# the numbers of a seat's public row worth telling, in this order (other keys are left out)
FIGURES = (
    "money", "bg", "chips", "value", "members", "dead", "loan", "seats", "guldbonus", "worth",
)  # fmt: skip
# the keys of an event's data that name a seat
SEAT_KEYS = (
    "seat", "payer", "payee", "creditor", "debtor", "seller", "buyer", "owner", "target",
    "controller", "winner", "thrower", "victim", "attacker", "defender", "seats", "winners",
    "family",
)  # fmt: skip
# events every seat is concerned by: the council's and the city's decisions, reveals
EVERYONE_KINDS = frozenset(
    {"rule_change", "accepted", "rejected", "repealed", "tiebreak", "vote", "reveal", "count"}
    | {"victory", "tie", "appeal", "question", "police", "new_lot", "turn_up", "burn"}
)
# what a seat's own move changed for it (besides anything with an amount of money)
CHANGE_KINDS = frozenset(
    {"buy", "sold", "sell", "mortgage", "redeem", "bankrupt", "debt", "loan", "seat", "guldbonus"}
    | {"varvslon", "contract_won", "contract_paid", "contact_won", "contact_back", "conflict"}
    | {"removal", "death", "arrest", "prison", "recruit", "collect", "attack", "trade", "rent"}
    | {"hinterzimmer", "los", "card", "fee", "fees", "payment", "pay"}
)
# a seat's own offers: said at the table when it made them, not money that moved
OFFER_KINDS = frozenset({"bid", "auction", "offer", "decline", "pass", "name_contract"})
MAX_EVENTS = 8  # lines of news; older ones are counted, not shown
Refs = Callable[[Event], Sequence[str]]


@dataclass(frozen=True)
class Figure:
    """One number of the seat's public row that changed: its key, before and after."""

    key: str
    before: int
    after: int


@dataclass(frozen=True)
class Digest:
    """What changed for a seat: figures, holdings won and lost, and the events about it."""

    seat: int
    figures: tuple[Figure, ...] = ()
    won: tuple[Msg | str, ...] = ()
    lost: tuple[Msg | str, ...] = ()
    events: tuple[Event, ...] = ()
    more: int = 0  # events about the seat left out (older than the MAX_EVENTS shown)
    notes: tuple[str, ...] = field(default_factory=tuple)

    @property
    def empty(self) -> bool:
        """True when nothing changed for the seat."""
        return not (self.figures or self.won or self.lost or self.events)


def _seats_in(value: Any) -> set[int]:
    if isinstance(value, bool):
        return set()
    if isinstance(value, int):
        return {value}
    if isinstance(value, (list, tuple)):
        return {v for v in value if isinstance(v, int) and not isinstance(v, bool)}
    return set()


def concerns(event: Event, seat: int, refs: Refs | None = None) -> bool:
    """True if a public event is news for this seat: a decision of the council or the city,
    money or places that moved for it, or another's move that named it or its things (not its
    own rolls and moves, which it saw itself)."""
    if event.kind in EVERYONE_KINDS:
        return True
    data = event.data
    if any(seat in _seats_in(data.get(key)) for key in SEAT_KEYS if key != "seat"):
        return True
    actor = _seats_in(data.get("seat"))
    if seat in actor:  # its own bids and offers are not money that moved
        return event.kind in CHANGE_KINDS or ("amount" in data and event.kind not in OFFER_KINDS)
    return refs is not None and f"seat:{seat}" in refs(event)


def _holding_key(item: Msg | str) -> str:
    """A holding's identity (its field, lot or block), so a change of state is not a loss."""
    if isinstance(item, Msg):
        for name in ("field", "code", "lot", "block", "name"):
            if name in item.args:
                return f"{name}:{item.args[name]}"
        return item.id + repr(sorted(item.args.items(), key=lambda kv: kv[0]))
    return str(item)


def _holdings(row: Mapping[str, Any]) -> dict[str, Msg | str]:
    items = row.get("holdings")
    if not isinstance(items, list):
        return {}
    return {_holding_key(i): i for i in items if isinstance(i, (Msg, str))}


def _number(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def digest(
    seat: int,
    events: Sequence[Event],
    before: Mapping[str, Any] | None,
    after: Mapping[str, Any],
    refs: Refs | None = None,
) -> Digest:
    """The digest of `seat` from the public events since its last turn and its public row then
    (`before`, None if unknown) and now (`after`); private events are ignored here."""
    about = [e for e in events if e.to is None and concerns(e, seat, refs)]
    figures: list[Figure] = []
    won: tuple[Msg | str, ...] = ()
    lost: tuple[Msg | str, ...] = ()
    if before is not None:
        for key in FIGURES:
            old, new = _number(before.get(key)), _number(after.get(key))
            if old is not None and new is not None and old != new:
                figures.append(Figure(key, old, new))
        then, now = _holdings(before), _holdings(after)
        won = tuple(now[k] for k in now if k not in then)
        lost = tuple(then[k] for k in then if k not in now)
    shown = about[-MAX_EVENTS:]
    return Digest(seat, tuple(figures), won, lost, tuple(shown), len(about) - len(shown))


def public_row(view: Mapping[str, Any], seat: int) -> dict[str, Any]:
    """A seat's row of the public view ({} if the view has none)."""
    rows = view.get("players")
    if isinstance(rows, list) and 0 <= seat < len(rows) and isinstance(rows[seat], dict):
        return dict(rows[seat])
    return {}
