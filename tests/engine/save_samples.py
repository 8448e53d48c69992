"""Valid saves taken at many points of seeded random games of each title, labelled by what is pending.

The save-hardening tests (test_save_records.py) mutate these. Each title plays a few seeded games
(plain random play, a keen player who buys, votes and attacks, and the seat-hungry player of the
Stadsliv playouts), and keeps the first saves at which each label is seen plus a save every few
dozen steps. The labels name the pending records (an auction, a sealed decision with some entries
in, a debt, a vote, a trade, a council, ...), so a test can assert that every kind is sampled.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import Any

from stadsliv_qt.engine import Game, Kind, registry, save
from stadsliv_qt.games.borgata import BorgataGame
from stadsliv_qt.games.gladopolis import GladopolisGame
from stadsliv_qt.games.stadsliv import StadslivGame
from stadsliv_qt.games.stadsliv.actions import Appeal, Vote
from tests.engine.borgata.test_playouts import check_invariants as borgata_invariants
from tests.engine.gladopolis.test_playouts import check_invariants as gladopolis_invariants
from tests.engine.stadsliv.test_playouts import check_invariants as stadsliv_invariants
from tests.engine.stadsliv.test_playouts import seat_hungry

NAMES = ("Anna", "Björn", "Cecilia", "David", "Elsa", "Filip")
EVERY = 40  # besides the first save of each label, one save every EVERY steps
PER_LABEL = 2  # saves kept per label

Policy = Callable[[Any, random.Random, list], Any]


def plain(g: Game, rng: random.Random, actions: list) -> Any:
    """Any legal action, uniformly."""
    return rng.choice(actions)


KEEN = ("Buy", "BringIn", "Allow", "Appeal", "Ask", "Respond", "Collect", "Block")
KEEN_YES = ("Protest", "Vote")


def keen(g: Game, rng: random.Random, actions: list) -> Any:
    """Mostly buys, brings motions in, asks, protests and votes yes; rarely borrows or offers."""
    pick = [
        a
        for a in actions
        if type(a).__name__ in KEEN or (type(a).__name__ in KEEN_YES and getattr(a, "yes", False))
    ]
    if pick and rng.random() < 0.8:
        return rng.choice(pick)
    calm = [a for a in actions if type(a).__name__ not in ("TakeLoan", "Offer", "OfferTrade")]
    return rng.choice(calm or actions)


def hungry(g: Game, rng: random.Random, actions: list) -> Any:
    """The seat-hungry player of the Stadsliv playouts (buys seats, asks to be voted in)."""
    return seat_hungry(rng, actions)


def hungry_then_no(g: StadslivGame, rng: random.Random, actions: list) -> Any:
    """Seat-hungry, but the table votes no on a victory and the holder appeals (STA-23)."""
    top = g.stack[-1]["t"] if g.stack else ""
    if top == "victory":
        return next(a for a in actions if isinstance(a, Vote) and not a.yes)
    if top == "appeal":
        return next(a for a in actions if isinstance(a, Appeal) and a.yes)
    return seat_hungry(rng, actions)


@dataclass(frozen=True)
class Plan:
    """One seeded game to sample: seats, options, seed, policy and a step bound."""

    seats: int
    options: tuple[tuple[str, Any], ...]
    seed: int
    policy: Policy
    steps: int


# ----- labels: what a save holds pending -------------------------------------------------------
def borgata_labels(g: BorgataGame) -> set[str]:
    out = {f"phase:{g.phase}"}
    if g.phase == "envelopes" and g.envelopes:
        out.add("envelopes:some-in")
    if g.phase == "bid" and g.bids:
        out.add("bids:some-in")
    if any(g.peeks):
        out.add("peeks")
    if any(g.police):
        out.add("police")
    if g.prison_controller is not None:
        out.add("prison")
    if any(g.dead):
        out.add("dead")
    if any(map(any, g.moved)):
        out.add("moved")
    if any(g.passed):
        out.add("passed")
    if g.discards:
        out.add("discards")
    if any(h is not None for h in g.holder.values()):
        out.add("contacts-held")
    return out


def gladopolis_labels(g: GladopolisGame) -> set[str]:
    out = {f"phase:{g.phase}"}
    for record in ("auction", "trade", "debt", "council"):
        if getattr(g, record) is not None:
            out.add(record)
    if g.auction is not None and g.auction["leader"] >= 0:
        out.add("auction:bid-made")
    if g.votes:
        out.add("votes:some-in")
    if g.todo:
        out.add("todo")
    if g.resolutions:
        out.add("resolutions")
    if g.formfehler >= 0:
        out.add("formfehler-held")
    if any(g.in_hz):
        out.add("hinterzimmer")
    if any(g.level):
        out.add("buildings")
    if any(g.mortgaged):
        out.add("mortgages")
    if not all(g.active):
        out.add("bankrupt")
    return out


def stadsliv_labels(g: StadslivGame) -> set[str]:
    out = {f"frame:{fr['t']}" for fr in g.stack}
    if g.stack:
        top = g.stack[-1]
        out.add(f"top:{top['t']}")
        if top["t"] in ("vote", "victory") and any(v is not None for v in top["votes"]):
            out.add("votes:some-in")
        if top["t"] == "auction" and top["high"] >= 0:
            out.add("auction:bid-made")
    if g.results is not None:
        out.add("over")
    if any(g.loan):
        out.add("loans")
    if g.changes:
        out.add("rule-changes")
    if not all(g.active):
        out.add("bankrupt")
    if any(g.gb):
        out.add("guldbonus")
    if any(g.sf):
        out.add("council-seats")
    return out


# ----- the titles ----------------------------------------------------------------------------
@dataclass(frozen=True)
class Title:
    """How to sample and check one title."""

    id: str
    plans: tuple[Plan, ...]
    labels: Callable[[Any], set[str]]
    required: frozenset[str]
    invariants: Callable[[Any], None]
    extra: Callable[[], list[Game]] = lambda: []


def _rolloff() -> list[Game]:
    """A roll-off on Wahltag (two candidates equal on votes and Bürgergunst) is too rare in
    random play, so one is set up: the calendar reaches Wahltag before anyone has moved."""
    g = GladopolisGame(list(NAMES[:2]), {"short_game": True}, seed=3)
    g.resolve_chance()
    g.calendar = g.calendar_length
    g._hold_election()
    assert g.phase == "rolloff"
    return [g]


# The labels every title's samples must show (test_save_records.py asserts it).
# fmt: off
BORGATA_KINDS = frozenset({
    "phase:shuffle", "phase:place", "phase:envelopes", "envelopes:some-in", "phase:block",
    "phase:collect", "phase:name", "phase:bid", "bids:some-in", "phase:mobilise",
    "phase:response", "phase:recruit", "phase:over", "peeks", "police", "prison", "dead",
    "moved", "passed", "discards", "contacts-held",
})
GLADOPOLIS_KINDS = frozenset({
    "phase:shuffle", "phase:pre", "phase:dice", "phase:buy", "phase:auction",
    "auction:bid-made", "phase:utility_dice", "phase:debt", "phase:council", "phase:vote",
    "votes:some-in", "phase:veto", "phase:repeal", "phase:trade", "phase:post", "phase:rolloff",
    "phase:over", "todo", "resolutions", "formfehler-held", "hinterzimmer", "buildings",
    "mortgages", "bankrupt",
})
STADSLIV_KINDS = frozenset({
    "top:banker", "top:banker_roll", "top:turn", "top:move", "top:buy", "top:choose",
    "top:protest", "top:court", "top:fate", "top:auction", "auction:bid-made", "top:accept",
    "top:loan_offer", "top:loan_throw", "top:pay", "top:after", "top:vote", "votes:some-in",
    "top:vote_throw", "top:victory", "top:appeal", "frame:land", "over", "loans",
    "rule-changes", "bankrupt", "guldbonus", "council-seats",
})
# fmt: on


TITLES: dict[str, Title] = {
    "borgata": Title(
        "borgata",
        (
            Plan(3, (("round_limit", 6),), 0, plain, 3000),
            Plan(4, (("round_limit", 6),), 1, keen, 3000),
            Plan(2, (("round_limit", 6), ("envelope_money", "alt1")), 2, keen, 3000),
            Plan(5, (("round_limit", 6),), 3, plain, 3000),
            Plan(6, (("round_limit", 6),), 4, keen, 3000),
            Plan(3, (("round_limit", 6), ("win_value", 40)), 5, keen, 3000),
            Plan(4, (("round_limit", 6),), 6, plain, 3000),
        ),
        borgata_labels,
        BORGATA_KINDS,
        borgata_invariants,
    ),
    "gladopolis": Title(
        "gladopolis",
        (
            Plan(3, (("short_game", True),), 1, keen, 3000),
            Plan(2, (("short_game", True),), 4, keen, 3000),
            Plan(4, (("short_game", True),), 14, keen, 3000),
            Plan(4, (("short_game", True),), 26, plain, 3000),
            Plan(3, (("short_game", True), ("open_vote", True)), 5, keen, 3000),
        ),
        gladopolis_labels,
        GLADOPOLIS_KINDS,
        gladopolis_invariants,
        _rolloff,
    ),
    "stadsliv": Title(
        "stadsliv",
        (
            Plan(2, (("turn_limit", 150),), 0, keen, 3000),
            Plan(4, (("turn_limit", 150),), 2, plain, 3000),
            Plan(5, (("turn_limit", 150),), 7, plain, 2400),
            Plan(5, (("turn_limit", 200),), 2, keen, 700),
            Plan(2, (("turn_limit", 200),), 3, keen, 300),
            Plan(4, (("turn_limit", 200),), 44, hungry_then_no, 6000),
        ),
        stadsliv_labels,
        STADSLIV_KINDS,
        stadsliv_invariants,
    ),
}


@dataclass(frozen=True)
class Sample:
    """One valid save: its labels and its document (JSON text, so each use gets a fresh copy)."""

    labels: frozenset[str]
    text: str

    def doc(self) -> dict[str, Any]:
        """A fresh copy of the save document."""
        return json.loads(self.text)

    @property
    def short(self) -> str:
        """The same save with only the last lines of its log (quicker to load many times over)."""
        doc = self.doc()
        doc["log"] = doc["log"][-10:]
        return json.dumps(doc)


@cache
def samples(title: str) -> tuple[Sample, ...]:
    """The sampled saves of a title (computed once per test session)."""
    spec = TITLES[title]
    cls = registry.get(title)
    kept: dict[str, int] = {}
    out: list[Sample] = []

    def keep(g: Game, step: int) -> None:
        labels = spec.labels(g)
        fresh = [label for label in labels if kept.get(label, 0) < PER_LABEL]
        if fresh or step % EVERY == EVERY // 2:
            for label in labels:
                kept[label] = kept.get(label, 0) + 1
            out.append(Sample(frozenset(labels), save.dumps(g)))

    for plan in spec.plans:
        g = cls(list(NAMES[: plan.seats]), dict(plan.options), seed=plan.seed)
        rng = random.Random(plan.seed)
        for step in range(plan.steps):
            keep(g, step)
            d = g.decision()
            if d.kind is Kind.TERMINAL:
                break
            if d.kind is Kind.CHANCE:
                g.resolve_chance()
                continue
            seat = d.seats[0] if d.kind is Kind.SEAT else rng.choice(sorted(d.seats))
            g.apply(plan.policy(g, rng, g.legal_actions(seat)))
    for g in spec.extra():
        keep(g, 0)
    return tuple(out)
