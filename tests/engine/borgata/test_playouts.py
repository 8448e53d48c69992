"""Seeded random legal play, 2 to 6 families, with every invariant checked after every action.

Invariants: validate() (money conserved between families and bank, members accounted for on lots,
in Fängelset or dead, at most 5 police cars, every card in one place, no lot shared by two
families outside Phase 4); no seat outside the decision has a legal action; a sample of legal
actions each applies without raising; save/load round trips equal at random points; every game
ends (round limit on, BOR-09). The secrets check lives in test_secrets.py.
"""

from __future__ import annotations

import random

import pytest

from stadsliv_qt.engine import Kind, save
from stadsliv_qt.games.borgata import BorgataGame
from stadsliv_qt.games.borgata.grid import PRISON

from .helpers import NAMES


def check_invariants(g: BorgataGame) -> None:
    g.validate()
    n = len(g.seats)
    assert sum(g.cash) + g.bank_net == 2000 * n
    for f in range(n):
        on_lots = sum(row[f] for row in g.members)
        assert on_lots + g.dead[f] == g.joined[f]
    assert sum(g.police) <= 5
    d = g.decision()
    if d.kind is not Kind.TERMINAL and g.phase not in ("place", "mobilise", "response"):
        for i, row in enumerate(g.members):
            if i != PRISON:
                assert sum(1 for c in row if c) <= 1
    asked = set(d.seats)
    for seat in range(n):
        if seat not in asked:
            assert g.legal_actions(seat) == []


def play(seats: int, seed: int, rounds: int = 12, sample: int = 0, saves: int = 0, **options):
    g = BorgataGame(list(NAMES[:seats]), {"round_limit": rounds, **options}, seed=seed)
    rng = random.Random(seed)
    steps = 0
    while True:
        check_invariants(g)
        d = g.decision()
        if d.kind is Kind.TERMINAL:
            return g, steps
        if d.kind is Kind.CHANCE:
            g.resolve_chance()
            continue
        seat = rng.choice(d.seats)
        legal = g.legal_actions(seat)
        assert legal, f"{g.name(seat)} must act in {d.tag} but has no legal action"
        if sample and rng.random() < 0.05:
            for action in rng.sample(legal, min(sample, len(legal))):
                trial = g.copy()
                trial.apply(action)
                trial.validate()
        if saves and rng.random() < 0.03:
            loaded = save.loads(save.dumps(g))
            assert loaded.to_dict() == g.to_dict()
        g.apply(rng.choice(legal))
        steps += 1
        assert steps < 20_000, "a random game did not end"


@pytest.mark.rule("BOR-09")
@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
def test_bor09_random_playouts_end_and_keep_every_invariant(seats):
    for seed in range(6):
        g, steps = play(seats, 100 * seats + seed, sample=3, saves=1)
        results = g.decision().results
        assert len(results.winners) == 1 and results.rule == "BOR-09"
        assert steps > 0


@pytest.mark.rule("BOR-10")
def test_bor10_random_playouts_with_alt1_envelopes_and_other_win_values():
    for seed, win in [(1, 20), (2, 40), (3, 25)]:
        g, _ = play(4, seed, rounds=8, envelope_money="alt1", win_value=win)
        assert g.is_over


@pytest.mark.rule("BOR-09")
def test_bor09_a_finished_playout_saves_and_loads_equal():
    g, _ = play(3, 77)
    loaded = save.loads(save.dumps(g))
    assert loaded.to_dict() == g.to_dict() and loaded.is_over
