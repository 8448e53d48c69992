"""Borgata random legal play: actions per second and whole games per second on one core.

    .venv/bin/python benchmarks/borgata/bench_engine.py [--games N] [--seats 4] [--rounds 20]

An "action" is one step of the driver loop: an apply() of a randomly chosen legal action (after
legal_actions() listed them) or a resolve_chance(). Sealed decisions are taken seat by seat, the
first waiting seat first. Random play uses the round limit option (BOR-09) so every game ends.
The baseline is a bare loop of random.choice calls over lists of the same lengths, so the figure
can also be read as a ratio that does not depend on the machine.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from stadsliv_qt.engine.playout import play_random  # noqa: E402
from stadsliv_qt.games.borgata import BorgataGame  # noqa: E402


def play(seed: int, seats: int, rounds: int) -> tuple[int, list[int], int]:
    """One seeded random game; returns actions, the list lengths chosen from, and rounds played."""
    game = BorgataGame(
        [f"Familj {i + 1}" for i in range(seats)], {"round_limit": rounds}, seed=seed
    )
    lengths: list[int] = []
    actions = play_random(game, random.Random(seed), 10**9, lengths)
    return actions, lengths, game.round


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seats", type=int, default=4)
    parser.add_argument("--rounds", type=int, default=20, help="round limit for random play")
    args = parser.parse_args()

    play(10_000, args.seats, args.rounds)  # warm-up: data loading, imports
    total = 0
    rounds = 0
    all_lengths: list[int] = []
    start = time.perf_counter()
    for seed in range(args.games):
        n, lengths, r = play(seed, args.seats, args.rounds)
        total += n
        rounds += r
        all_lengths += lengths
    elapsed = time.perf_counter() - start

    lists = [list(range(k)) for k in all_lengths]
    rng = random.Random(0)
    t0 = time.perf_counter()
    for items in lists:
        rng.choice(items)
    baseline = time.perf_counter() - t0

    print(f"Borgata: {args.games} games, {args.seats} families, round limit {args.rounds}")
    print(
        f"  actions:          {total} ({total / args.games:.0f} per game, "
        f"{rounds / args.games:.1f} rounds per game)"
    )
    print(f"  actions/second:   {total / elapsed:,.0f}")
    print(f"  games/second:     {args.games / elapsed:.2f}")
    print(
        f"  baseline: bare random.choice over the same {len(lists)} lists: "
        f"{len(lists) / baseline:,.0f} choices/second; the engine runs at "
        f"{(total / elapsed) / (len(lists) / baseline):.4f} of that"
    )


if __name__ == "__main__":
    main()
