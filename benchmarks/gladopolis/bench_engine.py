"""Glad-o-polis random legal play: actions per second and whole games per second on one core.

    .venv/bin/python benchmarks/gladopolis/bench_engine.py [--games N] [--seats 4] [--short]

An "action" is one step of the driver loop: an apply() of a randomly chosen legal action (after
legal_actions() listed them) or a resolve_chance(). The baseline is a bare loop that does the
same number of random.choice calls over lists of the same lengths, so the figure can also be read
as a ratio that does not depend on the machine. CPU time is printed beside wall-clock time because
the machine is often shared: CPU time is what one core gives this process.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from stadsliv_qt.engine import registry  # noqa: E402
from stadsliv_qt.engine.playout import play_random  # noqa: E402


def play(seed: int, seats: int, short: bool) -> tuple[int, list[int]]:
    """One seeded random game; returns the number of actions and the list lengths chosen from."""
    game = registry.get("gladopolis")(
        [f"Spieler {i + 1}" for i in range(seats)], {"short_game": short}, seed=seed
    )
    lengths: list[int] = []
    actions = play_random(game, random.Random(seed), 10**9, lengths)
    return actions, lengths


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--seats", type=int, default=4)
    parser.add_argument("--short", action="store_true", help="8-field calendar instead of 12")
    args = parser.parse_args()

    play(10_000, args.seats, args.short)  # warm-up: data loading, imports
    total = 0
    all_lengths: list[int] = []
    start, start_cpu = time.perf_counter(), time.process_time()
    for seed in range(args.games):
        n, lengths = play(seed, args.seats, args.short)
        total += n
        all_lengths += lengths
    elapsed = time.perf_counter() - start
    cpu = time.process_time() - start_cpu

    lists = [list(range(k)) for k in all_lengths]
    rng = random.Random(0)
    t0 = time.perf_counter()
    for items in lists:
        rng.choice(items)
    baseline = time.perf_counter() - t0

    calendar = 8 if args.short else 12
    print(f"Glad-o-polis: {args.games} games, {args.seats} seats, {calendar}-field calendar")
    print(f"  actions:          {total} ({total / args.games:.0f} per game)")
    print(f"  actions/second:   {total / elapsed:,.0f} wall clock, {total / cpu:,.0f} CPU time")
    print(
        f"  games/second:     {args.games / elapsed:.2f} wall clock, {args.games / cpu:.2f} CPU time"
    )
    print(
        f"  baseline: bare random.choice over the same {len(lists)} lists: "
        f"{len(lists) / baseline:,.0f} choices/second; the engine runs at "
        f"{(total / elapsed) / (len(lists) / baseline):.4f} of that"
    )


if __name__ == "__main__":
    main()
