"""Glad-o-polis search clones: Game.clone() per second at step 100 and step 1,000 (4 seats).

    .venv/bin/python benchmarks/gladopolis/bench_clone.py [--clones N] [--seed S]

A search copies the state thousands of times a move (issue 16 asks for 5,000 clones a second at
step 1,000, and no slowdown between step 100 and step 1,000 beyond 1.2x). The game is a seeded
random 4-seat game with the full calendar, played by a busy random player (it prefers building,
mortgages and offers to rolling, so the game lasts past step 1,000); the best of five rounds is printed (CPU time, since the
machine is often shared).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from stadsliv_qt.engine import Game, Kind, registry  # noqa: E402


def game_at(step: int, seed: int) -> Game:
    """A seeded 4-seat game after `step` steps of busy random play (still running)."""
    game = registry.get("gladopolis")(["Anna", "Bernd", "Clara", "Dieter"], seed=seed)
    rng = random.Random(seed)
    for taken in range(step):
        d = game.decision()
        if d.kind is Kind.TERMINAL:
            raise SystemExit(f"seed {seed} ends after {taken} steps; pick another --seed")
        if d.kind is Kind.CHANCE:
            game.resolve_chance()
            continue
        seat = d.seats[0] if d.kind is Kind.SEAT else rng.choice(sorted(d.seats))
        actions = game.legal_actions(seat)
        busy = [a for a in actions if type(a).__name__ not in ("Roll", "EndTurn")]
        if busy and len(busy) < len(actions) and rng.random() < 0.6:
            actions = busy
        game.apply(rng.choice(actions))
    return game


def rate(game: Game, clones: int) -> float:
    """Clones per CPU second, best of five rounds."""
    best = float("inf")
    for _ in range(5):
        start = time.process_time()
        for _ in range(clones):
            game.clone()
        best = min(best, time.process_time() - start)
    return clones / best


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clones", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    rates = {}
    for step in (100, 1000):
        rates[step] = rate(game_at(step, args.seed), args.clones)
        print(f"step {step:>5}: {rates[step]:>9,.0f} clones/s ({1e6 / rates[step]:.1f} µs each)")
    print(f"slowdown from step 100 to step 1,000: {rates[100] / rates[1000]:.2f}x")


if __name__ == "__main__":
    main()
