"""Borgata search copies: Game.clone() per second after 100 and after 1,000 random steps.

    .venv/bin/python benchmarks/borgata/bench_clone.py [--seats 4] [--clones 20000]

A search copies the state it explores thousands of times; the target (issue 16) is at least 5,000
clones a second at step 1,000, and no slowdown between step 100 and step 1,000 (within 1.2x): a
clone leaves the log behind, so its cost must not grow with the length of the game. Random play
has no round limit here, so the game is still going at step 1,000 (a later seed is tried if not).
Times are CPU time of this process, so other work on the machine disturbs them less.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from stadsliv_qt.engine import Kind  # noqa: E402
from stadsliv_qt.engine.playout import play_random  # noqa: E402
from stadsliv_qt.games.borgata import BorgataGame  # noqa: E402


def game_at(step: int, seats: int) -> BorgataGame:
    """A seeded random game that has taken `step` steps and is not over."""
    for seed in range(100):
        game = BorgataGame([f"Familj {i + 1}" for i in range(seats)], seed=seed)
        taken = play_random(game, random.Random(seed), step)
        if taken == step and game.decision().kind is not Kind.TERMINAL:
            return game
    raise SystemExit(f"no seed gives a game still running at step {step}")


def rate(game: BorgataGame, clones: int) -> float:
    """Clones a second of this process's CPU time (steadier than wall time on a shared
    machine), best of five runs."""
    best = 0.0
    for _ in range(5):
        start = time.process_time()
        for _ in range(clones):
            game.clone()
        best = max(best, clones / max(time.process_time() - start, 1e-9))
    return best


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seats", type=int, default=4)
    parser.add_argument("--clones", type=int, default=10_000)
    args = parser.parse_args()
    rates = {}
    for step in (100, 1000):
        game = game_at(step, args.seats)
        rates[step] = rate(game, args.clones)
        print(
            f"step {step:>5}: {rates[step]:>9,.0f} clones/second "
            f"({1e6 / rates[step]:.1f} µs each, log {len(game.log)} lines, round {game.round})"
        )
    print(f"step 100 / step 1,000: {rates[100] / rates[1000]:.2f}x")


if __name__ == "__main__":
    main()
