"""Stadsliv search copies: Game.clone() per second at step 100 and step 1,000 of a 4-player game.

Run: .venv/bin/python benchmarks/stadsliv/bench_clone.py [seconds per point]
The goal (issue 16): at least 5,000 clones a second at step 1,000, and no slowdown between step
100 and step 1,000 (within 1.2x): a clone copies the state record and leaves the log behind.
For comparison the default copy through the save form (state_dict and load_state) is timed too.
"""

from __future__ import annotations

import random
import sys
import time

from stadsliv_qt.engine import Game, Kind, registry
from stadsliv_qt.engine.playout import play_random

SEATS = ["Anna", "Björn", "Cecilia", "David"]


def game_at(step: int) -> Game:
    """A seeded random 4-player game still going after `step` steps."""
    for seed in range(1, 200):
        game = registry.get("stadsliv")(SEATS, seed=seed)
        steps = play_random(game, random.Random(seed), step)
        if steps == step and game.decision().kind is not Kind.TERMINAL:
            return game
    raise RuntimeError(f"no seeded game lasts {step} steps")


def rate(copy: object, budget: float) -> float:
    """Calls of `copy` per second within the time budget."""
    n = 0
    start = time.perf_counter()
    while (elapsed := time.perf_counter() - start) < budget:
        for _ in range(100):
            copy()  # type: ignore[operator]
        n += 100
    return n / elapsed


def main() -> None:
    budget = float(sys.argv[1]) if len(sys.argv) > 1 else 2.0
    print(f"Stadsliv, {len(SEATS)} players: Game.clone() per second")
    rates = {}
    for step in (100, 1000):
        game = game_at(step)
        rates[step] = rate(game.clone, budget)
        slow = rate(lambda g=game: type(g).from_dict(g.to_dict()), budget / 2)
        print(
            f"  step {step:>5}: {rates[step]:>9,.0f} clones/s "
            f"(log {len(game.log)} lines; a copy through the save form: {slow:,.0f}/s)"
        )
    ratio = rates[100] / rates[1000]
    ok = rates[1000] >= 5000 and ratio <= 1.2
    print(
        f"  step 100 / step 1,000 = {ratio:.2f}x; goal 5,000/s and 1.2x: {'met' if ok else 'NOT met'}"
    )


if __name__ == "__main__":
    main()
