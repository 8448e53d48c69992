"""Many games with bots, in parallel: the work behind `stadsliv-sim` and benchmarks/bench_bots.py.

Each game is described by a GameSpec and played in a worker process; a game's outcome depends
only on its spec (game seed, bot seeds derived from it, a search budget counted in simulations),
so a run gives the same games on any number of processes. A Hard bot's optional time cap is the
one exception, as it depends on the machine.
"""

from __future__ import annotations

import multiprocessing
import os
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from stadsliv_qt.engine import registry

from .play import play, summary
from .titles import make_bot

NAMES = ["Anna", "Björn", "Cecilia", "David", "Elin", "Fredrik", "Greta", "Hugo"]


@dataclass(frozen=True)
class GameSpec:
    """One game to play: the title, who sits where, the options and the seed."""

    index: int
    game: str
    levels: tuple[str, ...]
    seed: int
    options: dict[str, Any] = field(default_factory=dict)
    budget: dict[str, Any] = field(default_factory=dict)
    step_limit: int = 200_000


def bot_seed(game_seed: int, seat: int) -> int:
    """A bot's own seed, derived from the game's (so a game is reproducible from its seed)."""
    return game_seed * 16 + seat + 1


def play_one(spec: GameSpec) -> dict[str, Any]:
    """Play one game and return its row (with each decision's time, wall and CPU, per level)."""
    cls = registry.get(spec.game)
    game = cls(NAMES[: len(spec.levels)], dict(spec.options), seed=spec.seed)
    bots = [
        make_bot(
            spec.game,
            level,
            seat,
            bot_seed(spec.seed, seat),
            **(spec.budget if level == "hard" else {}),
        )
        for seat, level in enumerate(spec.levels)
    ]
    record = play(game, bots, seed=spec.seed, step_limit=spec.step_limit)
    row = summary(record)
    row["index"] = spec.index
    times: dict[str, list[list[float]]] = {}
    for t in record.timings:
        times.setdefault(t.level, []).append([round(t.seconds, 5), round(t.cpu, 5), t.legal])
    row["times"] = times
    return row


def run_many(
    specs: Sequence[GameSpec],
    jobs: int = 0,
    progress: Callable[[int, int], None] | None = None,
) -> list[dict[str, Any]]:
    """Play every spec on `jobs` processes (0: all cores); rows come back in spec order."""
    total = len(specs)
    jobs = jobs or os.cpu_count() or 1
    rows: list[dict[str, Any]] = []
    if jobs <= 1 or total <= 1:
        for spec in specs:
            rows.append(play_one(spec))
            if progress is not None:
                progress(len(rows), total)
    else:
        with multiprocessing.get_context("spawn").Pool(min(jobs, total)) as pool:
            for row in pool.imap_unordered(play_one, specs):
                rows.append(row)
                if progress is not None:
                    progress(len(rows), total)
    rows.sort(key=lambda r: r["index"])
    return rows


def rotated(lineup: Sequence[str], k: int) -> tuple[str, ...]:
    """The line-up turned k seats round (seat order rotated from game to game)."""
    n = len(lineup)
    return tuple(lineup[(s - k) % n] for s in range(n))


def tournament_specs(
    game: str,
    higher: str,
    lower: str,
    games: int,
    seats: int = 4,
    seed: int = 1,
    options: dict[str, Any] | None = None,
    budget: dict[str, Any] | None = None,
) -> list[GameSpec]:
    """One `higher` bot against `seats - 1` of `lower`, its seat rotated from game to game."""
    lineup = [higher] + [lower] * (seats - 1)
    return [
        GameSpec(i, game, rotated(lineup, i), seed + i, dict(options or {}), dict(budget or {}))
        for i in range(games)
    ]


def seat_of(levels: Iterable[str], level: str) -> int:
    """The first seat a level sits in."""
    return list(levels).index(level)
