"""`Game.log_for` keeps what it read per seat and filters only new events (issue 15: a step at
the table costs the same at move 10 and at move 5,000); it must still answer exactly what a
fresh filter of the whole log would, through appends, undo, clones and loads, and never show a
seat another seat's private line."""

from __future__ import annotations

import random

import pytest

from stadsliv_qt.engine import Kind, registry
from stadsliv_qt.engine.undo import UndoHistory

SEATS = {"gladopolis": 4, "borgata": 4, "stadsliv": 4}


def random_action(game, d, rng: random.Random):
    """A random legal action of a seat the decision waits for."""
    seat = d.seats[0] if d.kind is Kind.SEAT else rng.choice(sorted(d.seats))
    return rng.choice(game.legal_actions(seat))


def _fresh(game, seat):
    return [e for e in game.log if e.to is None or (seat is not None and seat in e.to)]


def _check(game, seats: int) -> None:
    for seat in (None, *range(seats)):
        assert game.log_for(seat) == _fresh(game, seat)
        assert all(a is b for a, b in zip(game.log_for(seat), _fresh(game, seat), strict=True))


@pytest.mark.parametrize("title", sorted(SEATS))
def test_log_for_matches_a_fresh_filter_through_steps_undo_and_loads(title: str) -> None:
    n = SEATS[title]
    game = registry.get(title)([f"P{k}" for k in range(n)], {}, seed=11)
    history = UndoHistory()
    rng = random.Random(11)
    for step in range(400):
        d = game.decision()
        if d.kind is Kind.TERMINAL:
            break
        if d.kind is Kind.CHANCE:
            history.resolve_chance(game)
        else:
            history.apply(game, random_action(game, d, rng))
        _check(game, n)
        if step % 7 == 3 and history.can_undo:
            game = history.undo(game)  # the log is cut back under the kept reads
            _check(game, n)
        if step % 50 == 25:
            clone = game.clone()  # no log: nothing read before may show
            assert clone.log_for(None) == []
            _check(game, n)
            game = type(game).from_dict(game.to_dict())  # a load: another log, read anew
            _check(game, n)


def test_a_returned_log_is_the_callers_own() -> None:
    game = registry.get("gladopolis")(["Anna", "Björn", "Cecilia"], {}, seed=4)
    rng = random.Random(4)
    for _ in range(30):
        d = game.decision()
        if d.kind is Kind.CHANCE:
            game.resolve_chance()
        else:
            game.apply(random_action(game, d, rng))
    mine = game.log_for(None)
    mine.clear()  # a caller changing its list changes nothing the game keeps
    assert game.log_for(None) == _fresh(game, None) != []
