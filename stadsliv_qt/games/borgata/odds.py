"""What chance and the crowds decide in Borgata, worked out from the public view only (issue 18).

The one random thing in Borgata is the district deck (BOR-02, BOR-03): a face-down lot is any of
the cards nobody has seen yet whose back shows the same contract mark, each as likely as the
others (the shuffle is fair and the mark is all that shows). A conflict (BOR-08) is not random:
its outcome follows from the members standing on the lot, so it is forecast, not given odds.
Everything here reads what the shared screen may show (`game.view(None)`), never a hidden card.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from stadsliv_qt.text import Msg, SeatRef, msg

from .city import joined, usd
from .data import BorgataData
from .grid import resolve_conflict


@dataclass(frozen=True)
class LotOdds:
    """What a face-down lot may turn out to be, for everyone who has not looked (BOR-03, BOR-27)."""

    contract: bool  # the mark on its back
    cards: int  # the unseen cards with that mark: what it may be
    category: dict[str, Fraction]  # chance of each category
    value: dict[int, Fraction]  # chance of each value 1-4
    mean_value: Fraction  # the value to expect
    mean_contract: Fraction  # the contract payment to expect when it turns up for its bidder

    def at_least(self, value: int) -> Fraction:
        """The chance that the lot is worth `value` or more."""
        return sum((p for v, p in self.value.items() if v >= value), Fraction(0))


def unseen(view: Mapping[str, Any], data: BorgataData) -> list[str]:
    """District cards the shared screen has not shown: not face up in the city, not burnt."""
    shown = {lot.get("id") for lot in view.get("lots") or [] if lot.get("face_up")}
    by_name = {d.name: d.id for d in data.districts.values()}
    burnt = [by_name.get(name, name) for name in view.get("discards") or []]
    out = [cid for cid in data.districts if cid not in shown]
    for cid in burnt:  # each burnt card once (names are unique in the deck)
        if cid in out:
            out.remove(cid)
    return out


def lot_odds(view: Mapping[str, Any], data: BorgataData, mark: bool) -> LotOdds | None:
    """The odds of a face-down lot whose back shows `mark` (None when no unseen card fits)."""
    cards = [data.districts[cid] for cid in unseen(view, data)]
    fits = [d for d in cards if (d.contract > 0) == mark]
    if not fits:
        return None
    n = len(fits)
    category: dict[str, Fraction] = {}
    value: dict[int, Fraction] = {}
    for d in fits:
        category[d.category] = category.get(d.category, Fraction(0)) + Fraction(1, n)
        value[d.value] = value.get(d.value, Fraction(0)) + Fraction(1, n)
    return LotOdds(
        contract=mark,
        cards=n,
        category=dict(sorted(category.items(), key=lambda kv: (-kv[1], kv[0]))),
        value=dict(sorted(value.items())),
        mean_value=Fraction(sum(d.value for d in fits), n),
        mean_contract=Fraction(sum(d.contract for d in fits), n),
    )


def odds_by_lot(view: Mapping[str, Any], data: BorgataData) -> dict[tuple[int, int], LotOdds]:
    """The odds of every face-down lot of the city, by (row, col)."""
    out: dict[tuple[int, int], LotOdds] = {}
    memo: dict[bool, LotOdds | None] = {}
    for lot in view.get("lots") or []:
        if lot.get("face_up") or "contract_mark" not in lot:
            continue
        mark = bool(lot["contract_mark"])
        if mark not in memo:
            memo[mark] = lot_odds(view, data, mark)
        odds = memo[mark]
        if odds is not None:
            out[(lot["pos"][0], lot["pos"][1])] = odds
    return out


def conflict_forecast(members: list[int]) -> list[int] | None:
    """BOR-08: who is left on a lot where several families stand (None: no conflict there)."""
    if sum(1 for n in members if n) < 2:
        return None
    return resolve_conflict(members)


def forecasts(view: Mapping[str, Any]) -> dict[tuple[int, int], tuple[list[int], list[int]]]:
    """Every lot (but Fängelset) that will see a conflict: (members now, members left), by lot."""
    out: dict[tuple[int, int], tuple[list[int], list[int]]] = {}
    for lot in view.get("lots") or []:
        if lot.get("id") == "fangelset" or tuple(lot["pos"]) == (4, 4):
            continue
        row = list(lot.get("members") or [])
        left = conflict_forecast(row)
        if left is not None:
            out[(lot["pos"][0], lot["pos"][1])] = (row, left)
    return out


# The word on the board's bank plate, where payments to the bank fly (issue 18).
BANK = msg("bor.odds.bank")


def percent(p: Fraction) -> int:
    """A chance as whole percent, rounded half up (what the board shows)."""
    return int(p * 100 + Fraction(1, 2))


def say_badge(odds: LotOdds) -> Msg:
    """The few words on a face-down lot: how likely it is worth 3 or more, and its contract."""
    p = percent(odds.at_least(3))
    if odds.contract:
        return msg("bor.odds.badge_contract", p=p, amount=usd(round(odds.mean_contract)))
    return msg("bor.odds.badge", p=p)


def say_odds(odds: LotOdds) -> Msg:
    """The whole odds of a face-down lot, for its tooltip and the rule cards (BOR-03)."""
    values = joined(
        [msg("bor.odds.share", what=str(v), p=percent(p)) for v, p in odds.value.items()]
    )
    categories = joined(
        [msg("bor.odds.share", what=cat, p=percent(p)) for cat, p in odds.category.items()]
    )
    if odds.contract:
        return msg(
            "bor.odds.tip_contract",
            n=odds.cards,
            values=values,
            categories=categories,
            amount=usd(round(odds.mean_contract)),
        )
    return msg("bor.odds.tip", n=odds.cards, values=values, categories=categories)


def say_forecast(before: list[int], after: list[int], names: list[str]) -> tuple[Msg, Msg]:
    """The badge and the tooltip of a conflict to come (BOR-08): who keeps how many, who loses."""
    keeper = next((f for f, n in enumerate(after) if n), None)
    if keeper is None:
        badge = msg("bor.odds.forecast_none")
    else:
        badge = msg("bor.odds.forecast", seat=SeatRef(keeper, names[keeper]), n=after[keeper])
    losses = joined(
        [
            msg("bor.odds.loses", seat=SeatRef(f, names[f]), n=before[f] - after[f])
            for f in range(len(before))
            if before[f] > after[f]
        ]
    )
    return badge, msg("bor.odds.forecast_tip", losses=losses, outcome=badge)
