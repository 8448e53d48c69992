"""Seeded random legal play for 2 to 8 players with the invariants checked after every action."""

from __future__ import annotations

import json
import random

import pytest

from stadsliv_qt.engine import IllegalAction, Kind, save
from stadsliv_qt.games.stadsliv import StadslivGame
from stadsliv_qt.games.stadsliv.actions import Appeal, Ask, Buy, Offer, TakeLoan, Vote

from .helpers import NAMES, conserved


def check_invariants(g: StadslivGame) -> None:
    g.validate()
    assert conserved(g)
    fig = g.fig
    # shares and Guldbonus accounted for: held by players in the game or in Stadskassan
    kassa = g.view(None)["kassa"]
    assert kassa["seats"] >= 0 and kassa["seats"] + sum(g.sf) == fig["council_seats"]
    assert kassa["guldbonus"] >= 0 and kassa["guldbonus"] + sum(g.gb) == fig["guldbonus_count"]
    assert kassa["bank_share"] == (g.owner["B"] < 0)
    assert all(o == -1 or g.active[o] for o in g.owner.values())
    for s in range(g.n):
        if not g.active[s]:
            assert g.sf[s] == g.gb[s] == g.money[s] == 0
    d = g.decision()
    asked = set(d.seats) if d.kind in (Kind.SEAT, Kind.SEALED) else set()
    for s in range(g.n):
        if s not in asked:
            assert g.legal_actions(s) == [], (s, d)
        else:
            assert g.legal_actions(s), (s, d)


def check_secrets(g: StadslivGame) -> None:
    """While a vote is open, no view or log line shows another seat's vote."""
    top = g.stack[-1] if g.stack else None
    if not top or top["t"] not in ("vote", "victory"):
        return
    cast = [v for v in top["voters"] if top["votes"][v] is not None]
    if not cast:
        return
    flipped = g.copy()
    ftop = flipped.stack[-1]
    for v in cast:
        ftop["votes"][v] = not ftop["votes"][v]
    for viewer in [None, *range(g.n)]:
        mine = g.view(viewer)
        theirs = flipped.view(viewer)
        if viewer in cast:
            assert mine["pending"]["vote"]["my_vote"] == top["votes"][viewer]
            mine["pending"]["vote"]["my_vote"] = theirs["pending"]["vote"]["my_vote"]
        assert json.dumps(mine, sort_keys=True, default=repr) == json.dumps(
            theirs, sort_keys=True, default=repr
        )
        for e in g.log_for(viewer):
            if e.kind == "my_vote":
                assert e.to == (viewer,)
            if e.kind == "voted":
                assert "yes" not in e.text and " no" not in e.text


def seat_hungry(rng: random.Random, actions: list) -> object:
    """A random player who mostly buys, asks to be voted into a seat, and votes at random."""
    keen = [
        a
        for a in actions
        if (isinstance(a, Buy) and a.yes)
        or (isinstance(a, Ask) and a.question == "seat")
        or (isinstance(a, Vote) and rng.random() < 0.5)
        or isinstance(a, Appeal)
    ]
    if keen and rng.random() < 0.9:
        return rng.choice(keen)
    calm = [a for a in actions if not isinstance(a, (TakeLoan, Offer))] or actions
    return rng.choice(calm)


def playout(
    players: int, seed: int, turn_limit: int = 120, sample: int = 40, policy=None
) -> StadslivGame:
    g = StadslivGame(list(NAMES[:players]), {"turn_limit": turn_limit}, seed=seed)
    rng = random.Random(seed)
    steps = 0
    g.seen = set()
    while True:
        if g.stack:
            g.seen.add(g.stack[-1]["t"])
        check_invariants(g)
        check_secrets(g)
        d = g.decision()
        if d.kind is Kind.TERMINAL:
            return g
        if steps % sample == sample // 2:
            copy = save.loads(save.dumps(g))
            assert copy.to_dict() == g.to_dict()
        if d.kind is Kind.CHANCE:
            g.resolve_chance()
        else:
            seat = d.seats[0] if d.kind is Kind.SEAT else rng.choice(d.seats)
            actions = g.legal_actions(seat)
            if steps % sample == 0:
                for a in random.Random(steps).sample(actions, min(4, len(actions))):
                    trial = g.copy()
                    trial.apply(a)  # every legal action applies without raising
            g.apply(policy(rng, actions) if policy else rng.choice(actions))
        steps += 1
        assert steps < 60000, "the game does not end"


@pytest.mark.rule("STA-24")
@pytest.mark.parametrize("players", range(2, 9))
def test_sta24_random_playouts_end_with_invariants(players):
    g = playout(players, seed=100 + players)
    r = g.decision().results
    assert r.winners and all(g.active[w] for w in r.winners)
    assert all(e.rule.startswith("STA-") for e in g.log)
    assert set(r.breakdown) == set(range(players))


@pytest.mark.rule("STA-23")
@pytest.mark.parametrize(("players", "seed", "rule"), [(4, 44, "STA-23"), (5, 77, "STA-24")])
def test_sta23_seat_hungry_playouts_reach_the_victory_vote(players, seed, rule):
    g = playout(players, seed, turn_limit=200, policy=seat_hungry)
    assert "victory" in g.seen
    assert g.decision().results.rule == rule


@pytest.mark.rule("STA-22")
def test_sta22_refused_action_changes_nothing_in_a_playout():
    g = StadslivGame(list(NAMES[:4]), {"turn_limit": 30}, seed=3)
    rng = random.Random(3)
    while not g.is_over:
        d = g.decision()
        if d.kind is Kind.CHANCE:
            g.resolve_chance()
            continue
        before = g.to_dict()
        outsider = next((s for s in range(4) if s not in d.seats), None)
        if outsider is not None:
            with pytest.raises(IllegalAction):
                g.apply(Vote(outsider, True))
            assert g.to_dict() == before
        g.apply(rng.choice(g.legal_actions(d.seats[0])))
