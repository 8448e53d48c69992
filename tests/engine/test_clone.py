"""Game.clone() for search: an exact, independent copy of the state without the log, and the
quiet mode it runs in plays exactly like a logged game."""

from __future__ import annotations

import json
import random

import pytest

from stadsliv_qt.engine import Kind, registry
from stadsliv_qt.engine.playout import play_random, random_step

NAMES = ["Anna", "Björn", "Cecilia", "Dag"]
TITLES = ("gladopolis", "borgata", "stadsliv")


def state(game) -> str:
    return json.dumps(game.state_dict(), sort_keys=True)


@pytest.mark.parametrize("game_id", TITLES)
@pytest.mark.parametrize("steps", [0, 40, 300])
def test_clone_is_exact_independent_and_plays_on_identically(game_id: str, steps: int) -> None:
    game = registry.get(game_id)(NAMES, seed=5)
    play_random(game, random.Random(5), steps)
    before = state(game)
    twin = game.clone()
    assert state(twin) == before and twin.log == [] and twin.quiet
    assert twin.chance.to_dict() == game.chance.to_dict()
    # both continue with the same choices and the same chance stream: same states all the way
    rng_a, rng_b = random.Random(9), random.Random(9)
    for _ in range(150):
        if game.decision().kind is Kind.TERMINAL:
            break
        random_step(game, rng_a)
        random_step(twin, rng_b)
        assert state(twin) == state(game)
    # and changing the copy never touched the original (and the other way round)
    fresh = registry.get(game_id)(NAMES, seed=5)
    play_random(fresh, random.Random(5), steps)
    assert state(fresh) == before
    copy_of_fresh = fresh.clone()
    play_random(copy_of_fresh, random.Random(3), 100)
    assert state(fresh) == before


@pytest.mark.parametrize("game_id", TITLES)
def test_quiet_mode_keeps_no_log_and_changes_nothing_else(game_id: str) -> None:
    loud = registry.get(game_id)(NAMES, seed=8)
    quiet = registry.get(game_id)(NAMES, seed=8)
    quiet.quiet = True
    quiet.log.clear()  # set-up lines were written before it went quiet
    play_random(loud, random.Random(1), 400)
    play_random(quiet, random.Random(1), 400)
    assert quiet.log == [] and loud.log
    assert state(quiet) == state(loud)


def test_reseeded_chance_of_a_clone_leaves_the_original_stream_alone() -> None:
    game = registry.get("gladopolis")(NAMES, seed=2)
    twin = game.clone()
    twin.chance.reseed(12345)
    assert [twin.chance.dice() for _ in range(5)] != [game.chance.copy().dice() for _ in range(5)]
    assert game.chance.to_dict()["draws"] == 0


def test_copies_of_the_chance_source_never_disturb_each_other() -> None:
    from stadsliv_qt.engine.chance import Chance

    a = Chance(7)
    a.dice()
    b = a.copy()
    c = b.copy()
    expected = [Chance.from_dict(a.to_dict()).dice() for _ in range(1)]
    # the original draws first, then the copies: each continues the same stream on its own
    first = a.dice()
    assert [first] == expected
    assert b.dice() == first and c.dice() == first
    assert a.to_dict() == b.to_dict() == c.to_dict()
    c.reseed(3)
    assert a.dice() == b.dice()
