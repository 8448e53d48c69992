"""Seeded random legal play, 2 to 6 seats, both calendar lengths, invariants after every action.

Covers every rule id at once (GLA-01 to GLA-29): money conserved between players, bank and
Stadtkasse; BG never negative; only the seats asked have legal actions; every listed action
applies; save/load gives an equal game; no view or log shows another seat's secret vote.
"""

from __future__ import annotations

import random

import pytest

from stadsliv_qt.engine import IllegalAction, Kind, save
from stadsliv_qt.games.gladopolis import GladopolisGame
from stadsliv_qt.games.gladopolis import actions as A

from .helpers import NAMES

CASES = [
    (seats, short, options, seed)
    for seed in (0, 1)
    for seats in range(2, 7)
    for short in (False, True)
    for options in (
        {},
        {"open_vote": True, "votes_per": "2000"},
        {"auction_opening": 300, "auction_step": 200},
    )
]


def check_invariants(g: GladopolisGame) -> None:
    g.validate()
    n = len(g.seats)
    start = g.d.params["start_cash"] * n
    assert sum(g.cash) + g.kasse == start + g.bank_net
    assert min(g.bg) >= 0 and min(g.cash) >= 0 and g.kasse >= 0
    d = g.decision()
    for s in range(n):
        legal = g.legal_actions(s)
        if s in d.seats and d.kind in (Kind.SEAT, Kind.SEALED):
            assert legal, f"seat {s} is asked but has nothing to do in {g.phase}"
        else:
            assert legal == [], f"seat {s} is not asked but may act in {g.phase}"
    if d.kind is Kind.SEAT:
        assert len(d.seats) == 1


def check_secrets(g: GladopolisGame) -> None:
    """Before the reveal, a secret vote is in its voter's view and log only."""
    if g.options["open_vote"]:
        return
    n = len(g.seats)
    for seat in [None, *range(n)]:
        council = g.view(seat)["council"]
        if council is not None:
            assert "votes" not in council
            own = g.votes.get(str(seat)) if seat is not None else None
            assert council.get("my_vote") == own
        for e in g.log_for(seat):
            if e.kind == "vote":
                assert e.to == (seat,) and e.data["seat"] == seat
    for e in g.log:
        assert e.to is None or (isinstance(e.to, tuple) and all(0 <= s < n for s in e.to))


def every_legal_action_applies(g: GladopolisGame) -> None:
    d = g.decision()
    for seat in d.seats:
        for action in g.legal_actions(seat):
            trial = g.copy()
            trial.apply(action)
            trial.validate()


@pytest.mark.rule("GLA-01")
@pytest.mark.parametrize(("seats", "short", "options", "seed"), CASES)
def test_random_playout_reaches_the_end_with_invariants(seats, short, options, seed):
    seed += seats * 100 + short * 10 + len(options) * 1000
    g = GladopolisGame(NAMES[:seats], {"short_game": short, **options}, seed=seed)
    rng = random.Random(seed)
    steps = 0
    while g.decision().kind is not Kind.TERMINAL:
        d = g.decision()
        if d.kind is Kind.CHANCE:
            g.resolve_chance()
        else:
            seat = rng.choice(d.seats)
            legal = g.legal_actions(seat)
            if rng.random() < 0.02:
                every_legal_action_applies(g)
            if rng.random() < 0.05:
                before = g.to_dict()
                with pytest.raises(IllegalAction):
                    g.apply(A.Bid(seat, 10**9 + 1))
                assert g.to_dict() == before  # a refusal changes nothing
            g.apply(rng.choice(legal))
        check_invariants(g)
        if d.kind is Kind.SEALED or g.phase == "vote":
            check_secrets(g)
        if rng.random() < 0.01:
            text = save.dumps(g)
            loaded = save.loads(text)
            assert loaded.to_dict() == g.to_dict()
            g = loaded
        steps += 1
        assert steps < 20000, "the game did not end"
    check_secrets(g)
    r = g.decision().results
    assert len(r.winners) == 1 and g.active[r.winners[0]]
    assert r.rule in ("GLA-28", "GLA-29")
    if r.rule == "GLA-29":
        assert g.calendar == g.calendar_length
        assert set(r.breakdown) == set(range(seats))
        if all(g.active):  # GLA-08: the round was played out, everyone had as many turns
            turns = [sum(1 for e in g.log if e.kind == "turn" and e.data["seat"] == s)
                     for s in range(seats)]  # fmt: skip
            assert len(set(turns)) == 1, turns
