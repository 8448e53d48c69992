"""stadsliv-sim: play seeded random legal games headless, for bots, balancing and quick checks."""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections import Counter
from typing import Any

from stadsliv_qt.engine import Game, Kind, OptionError, registry
from stadsliv_qt.engine.playout import play_random

NAMES = ["Anna", "Björn", "Cecilia", "David", "Elin", "Fredrik", "Greta", "Hugo"]


def play(cls: type[Game], seats: int, options: dict[str, Any], seed: int, limit: int) -> Game:
    """One random legal game from a seed; stops after `limit` steps if it has not ended."""
    game = cls(NAMES[:seats], options, seed=seed)
    play_random(game, random.Random(seed), limit)
    return game


def parse_option(text: str) -> tuple[str, Any]:
    """NAME=VALUE with VALUE read as a whole number, true/false, or text."""
    name, sep, raw = text.partition("=")
    if not sep or not name:
        raise argparse.ArgumentTypeError(f"{text!r} is not NAME=VALUE")
    value: Any = raw
    if raw.lower() in ("true", "false"):
        value = raw.lower() == "true"
    elif raw.lstrip("-").isdigit():
        value = int(raw)
    return name, value


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point."""
    ids = [c.info.id for c in registry.games()]
    p = argparse.ArgumentParser(prog="stadsliv-sim", description=__doc__)
    p.add_argument("game", choices=ids)
    p.add_argument("--seats", type=int, default=4)
    p.add_argument("--games", type=int, default=10)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--limit", type=int, default=200_000, help="steps before a game is abandoned")
    p.add_argument(
        "-o",
        "--option",
        type=parse_option,
        action="append",
        default=[],
        help="a game option, NAME=VALUE (repeatable)",
    )
    args = p.parse_args(argv)
    cls = registry.get(args.game)
    options = dict(args.option)
    wins: Counter[str] = Counter()
    unfinished = 0
    start = time.perf_counter()
    for i in range(args.games):
        try:
            game = play(cls, args.seats, options, args.seed + i, args.limit)
        except OptionError as exc:
            print(f"stadsliv-sim: {exc}", file=sys.stderr)
            return 2
        d = game.decision()
        results = d.results
        if d.kind is not Kind.TERMINAL or results is None:  # (a terminal decision has results)
            unfinished += 1
            continue
        for w in results.winners:
            wins[f"seat {w + 1}"] += 1
        print(
            f"game {i + 1}: {', '.join(game.name(w) for w in results.winners)} - {results.reason}"
        )
    took = time.perf_counter() - start
    print(
        f"{args.games} games in {took:.2f} s; wins by seat: {dict(sorted(wins.items()))}"
        + (f"; {unfinished} unfinished" if unfinished else "")
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
