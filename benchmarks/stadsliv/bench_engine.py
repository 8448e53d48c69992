"""Stadsliv engine speed: seeded random legal play, 6 players, actions and games per second.

Run: .venv/bin/python benchmarks/stadsliv/bench_engine.py [seconds]
The baseline is a bare loop of random.Random.choice over lists of the same lengths, measured in
the same run, so the engine's figure can be read as a ratio on any machine.
"""

from __future__ import annotations

import random
import sys
import time

from stadsliv_qt.engine import registry
from stadsliv_qt.engine.playout import play_random

SEATS = ["Anna", "Björn", "Cecilia", "David", "Elsa", "Filip"]
TURN_LIMIT = 400  # random players rarely take all three seats; the count then ends the game


def play(seed: int, lengths: list[int]) -> int:
    """One whole seeded random game; returns the number of actions and chance draws."""
    game = registry.get("stadsliv")(SEATS, {"turn_limit": TURN_LIMIT}, seed=seed)
    return play_random(game, random.Random(seed), 10**9, lengths)


def baseline(lengths: list[int]) -> float:
    """Choices per second of a bare loop over lists of the lengths the engine offered."""
    rng = random.Random(0)
    pools = {n: list(range(n)) for n in set(lengths)}
    lists = [pools[n] for n in lengths]
    start = time.perf_counter()
    for pool in lists:
        rng.choice(pool)
    return len(lists) / (time.perf_counter() - start)


def main() -> None:
    budget = float(sys.argv[1]) if len(sys.argv) > 1 else 10.0
    lengths: list[int] = []
    steps = games = 0
    start = time.perf_counter()
    while time.perf_counter() - start < budget:
        steps += play(1000 + games, lengths)
        games += 1
    elapsed = time.perf_counter() - start
    rate = steps / elapsed
    base = baseline(lengths)
    print(f"Stadsliv, {len(SEATS)} players, random legal play, turn limit {TURN_LIMIT}")
    print(f"  {games} games, {steps} actions (chance draws included) in {elapsed:.1f} s")
    print(f"  {rate:,.0f} actions per second, {games / elapsed:.2f} games per second")
    print(f"  average {steps / games:.0f} actions per game")
    print(f"  baseline: {base:,.0f} bare random choices per second; engine = {rate / base:.3f} x")
    print(f"  goal: 20,000 actions per second: {'met' if rate >= 20000 else 'NOT met'}")


if __name__ == "__main__":
    main()
