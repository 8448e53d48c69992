"""Nothing the engine keeps grows with the length of an evening: the undo stack stays under its
limit and every cache is bounded (issue 15: memory stays flat at step 5,000)."""

from __future__ import annotations

import functools
import random
import sys

import pytest

from stadsliv_qt.engine import Kind, registry
from stadsliv_qt.engine.undo import LIMIT, UndoHistory

TITLES = ("gladopolis", "borgata", "stadsliv")
UNBOUNDED_MOST = 2000  # a cache without a size limit must be keyed by finite things (data, texts)


def caches() -> dict[str, functools._lru_cache_wrapper]:
    """Every functools cache in the project's loaded modules, by qualified name."""
    found = {}
    for name, module in list(sys.modules.items()):
        if not name.startswith("stadsliv_qt") or module is None:
            continue
        for attr, value in vars(module).items():
            if callable(getattr(value, "cache_info", None)):
                found[f"{name}.{attr}"] = value
    return found


def evening(game_id: str, steps: int, seed: int) -> tuple[int, object]:
    """Play `steps` random steps through an undo history, game after game; the longest the
    stack was, and the last game."""
    rng = random.Random(seed)
    history = UndoHistory()
    game = registry.get(game_id)(["Anna", "Björn", "Cecilia", "Dag", "Elin"], seed=seed)
    longest = 0
    for n in range(steps):
        if game.is_over:
            game = registry.get(game_id)(["Anna", "Björn", "Cecilia"], seed=seed + n)
            history.clear()
        d = game.decision()
        if d.kind is Kind.CHANCE:
            history.resolve_chance(game)
        else:
            seat = d.seats[0] if d.kind is Kind.SEAT else rng.choice(sorted(d.seats))
            history.apply(game, rng.choice(game.legal_actions(seat)))
        str(game.decision().prompt)  # the prompt's words, as the table renders them
        for event in game.log[-3:]:
            str(event.text)
        longest = max(longest, len(history))
    return longest, game


@pytest.mark.parametrize("game_id", TITLES)
def test_a_long_evening_keeps_the_undo_stack_and_every_cache_bounded(game_id: str) -> None:
    # what the evening itself keeps: the tests before it in this process rendered every message
    # of the catalogues in every language (about 2,800 patterns), which an evening never does
    for cache in caches().values():
        cache.cache_clear()
    longest, game = evening(game_id, 1500, 4)
    assert longest <= LIMIT
    for name, cache in caches().items():
        info = cache.cache_info()
        if info.maxsize is None:
            assert info.currsize <= UNBOUNDED_MOST, f"{name} holds {info.currsize} entries"
        else:
            assert info.maxsize <= 8192, f"{name} may hold {info.maxsize} entries"
    decisions = getattr(game, "_decisions", None)  # Borgata's cache of built decisions
    if decisions is not None:
        assert len(decisions) <= 256


def test_the_stack_never_holds_more_than_its_limit_of_states() -> None:
    game = registry.get("gladopolis")(["Anna", "Björn"], seed=8)
    history = UndoHistory(limit=4)
    rng = random.Random(8)
    reached = 0
    for _ in range(2000):
        if game.is_over:
            break
        d = game.decision()
        if d.kind is Kind.CHANCE:
            history.resolve_chance(game)
            continue
        seat = d.seats[0] if d.kind is Kind.SEAT else rng.choice(sorted(d.seats))
        history.apply(game, rng.choice(game.legal_actions(seat)))
        assert len(history) <= 4
        reached = max(reached, len(history))
    assert reached == 4  # the limit was met, and held
