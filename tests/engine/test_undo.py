"""Undo snapshots hold the state, not the log: undo gives back exactly the game before the step,
in every title, and the stack stays bounded however long the game."""

from __future__ import annotations

import random

import pytest

from stadsliv_qt.engine import Kind, registry
from stadsliv_qt.engine.playout import random_step
from stadsliv_qt.engine.undo import UndoHistory
from tests.toy_game import Target, ToyGame

NAMES = ["Anna", "Björn", "Cecilia", "Dag"]
TITLES = ("gladopolis", "borgata", "stadsliv")


def step(history: UndoHistory, game, rng: random.Random) -> None:
    """One random legal step through the history (draws as the table makes them)."""
    d = game.decision()
    if d.kind is Kind.CHANCE:
        history.resolve_chance(game)
        return
    seat = d.seats[0] if d.kind is Kind.SEAT else rng.choice(sorted(d.seats))
    history.apply(game, rng.choice(game.legal_actions(seat)))


@pytest.mark.parametrize("game_id", TITLES)
def test_undo_restores_the_whole_game_and_it_plays_on_like_the_original(game_id: str) -> None:
    game = registry.get(game_id)(NAMES, seed=6)
    history = UndoHistory()
    rng = random.Random(6)
    undone = 0
    for _ in range(600):
        if game.is_over:
            break
        before = game.to_dict()
        step(history, game, rng)
        if history.can_undo and rng.random() < 0.3:
            game = history.undo(game)
            undone += 1
            assert game.to_dict() == before  # state, chance, barrier and log, all of it
            assert not game.quiet
            # the restored game plays on exactly like one loaded from the save form
            twin = type(game).from_dict(before)
            a, b = random.Random(undone), random.Random(undone)
            probe, probe_twin = game.clone(), twin.clone()
            for _ in range(20):
                random_step(probe, a)
                random_step(probe_twin, b)
            assert probe.state_dict() == probe_twin.state_dict()
    assert undone > 10


def test_undo_keeps_the_log_shared_and_cut_back() -> None:
    game = ToyGame(["Anna", "Björn"], {"rounds": 2}, seed=3)
    history = UndoHistory()
    log = game.log
    history.apply(game, Target(0, 6))
    assert len(log) > 0
    restored = history.undo(game)
    assert restored.log is log and log == []  # cut back in place: no copy of a long log


def test_the_stack_is_bounded_however_long_the_game() -> None:
    game = registry.get("stadsliv")(NAMES, seed=2)
    history = UndoHistory(limit=5)
    rng = random.Random(2)
    longest = 0
    for _ in range(3000):
        if game.is_over:
            break
        step(history, game, rng)
        longest = max(longest, len(history))
    assert 0 < longest <= 5
