"""The cost of one step at step 100, 1,000 and 5,000 of an evening, per title (no Qt).

    nice -n 5 .venv/bin/python benchmarks/bench_steps.py [--titles ...] [--window 200] [--old]

A step is what the session does for every action or draw: apply it through the undo history
(snapshot included) and write the autosave journal (engine/autosave.py, synchronous=NORMAL, in a
temporary folder on the same disk as the project). Random legal play with 8 players or the
title's maximum; games follow each other carrying the evening's log (benchmarks/longplay.py), so at
step 5,000 the log holds 5,000 steps. At each mark the next `--window` steps are timed (wall
clock and CPU time of the process).

The baseline, interleaved with every timed step so that a change of the machine's load moves both:
a fixed piece of work (a copy and JSON dump of the state at the start of the evening). Each mark's
median is given in milliseconds and as a multiple of the baseline's median in the same window, and
that multiple as a ratio to step 100's. Goal (issue 15): step 1,000 and 5,000 within 1.2x of step 100.

`--old` times the way before the journal in the same run for comparison: a snapshot of the whole
game with its log (`to_dict()`) and the whole JSON save written and synced after every step.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks import longplay  # noqa: E402
from stadsliv_qt.engine import Game, autosave  # noqa: E402
from stadsliv_qt.engine import save as saves  # noqa: E402
from stadsliv_qt.engine.undo import UndoHistory  # noqa: E402

MARKS = (100, 1000, 5000)
TITLES = ("gladopolis", "borgata", "stadsliv")


class OldWay:
    """The step before issue 15: to_dict() of the whole game as the undo snapshot, the whole
    document saved atomically (written, synced, renamed) as the autosave."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.stack: list[dict] = []
        self.journal = None

    def step(self, game: Game, action) -> tuple[Game, float]:
        """One step, the old way; the game and the CPU time of the autosave part."""
        if action is None:
            game.resolve_chance()
        else:
            self.stack.append(game.to_dict())
            del self.stack[:-200]
            game.apply(action)
        c0 = time.process_time()
        saves.save(game, self.path)
        return game, time.process_time() - c0


class NewWay:
    """The session's step now: the undo history (Game.clone) and the autosave journal."""

    def __init__(self, path: Path) -> None:
        self.history = UndoHistory()
        self.journal = autosave.Journal(path)

    def step(self, game: Game, action) -> tuple[Game, float]:
        """One step, as ui/session.py does it; the game and the CPU time of the autosave part."""
        if action is None:
            self.history.resolve_chance(game)
        else:
            self.history.apply(game, action)
        c0 = time.process_time()
        self.journal.write(game)
        return game, time.process_time() - c0


def evening(game_id: str, way_cls, folder: Path, window: int, seed: int) -> dict:
    """Play to the last mark plus a window; time the steps after each mark and the baseline."""
    rng = random.Random(seed)
    game = longplay.carry(game_id, seed, None)
    way = way_cls(folder / f"{game_id}-{way_cls.__name__}")
    fixed = game.to_dict()  # the baseline's work: a copy and a JSON dump of a fixed document
    timed: dict[int, list[tuple[float, float]]] = {m: [] for m in MARKS}
    saving: dict[int, list[float]] = {m: [] for m in MARKS}  # CPU of the autosave part
    base: dict[int, list[tuple[float, float]]] = {m: [] for m in MARKS}
    games = 1
    last = MARKS[-1] + window
    for n in range(last):
        if game.is_over:
            game = longplay.carry(game_id, seed + games, game)
            games += 1
            if way.journal is not None:
                way.journal.write(game)  # a new game is written whole, once (not a step)
        action = longplay.random_action(game, rng)
        mark = next((m for m in MARKS if m <= n < m + window), None)
        w0, c0 = time.perf_counter(), time.process_time()
        game, saved = way.step(game, action)
        w1, c1 = time.perf_counter(), time.process_time()
        if mark is not None:
            timed[mark].append((w1 - w0, c1 - c0))
            saving[mark].append(saved)
            w0, c0 = time.perf_counter(), time.process_time()
            json.dumps(json.loads(json.dumps(fixed)))
            w1, c1 = time.perf_counter(), time.process_time()
            base[mark].append((w1 - w0, c1 - c0))
    return {"timed": timed, "base": base, "saving": saving, "games": games, "log": len(game.log)}


def med(samples: list[tuple[float, float]], k: int) -> float:
    """Median of the wall (k=0) or CPU (k=1) times, in milliseconds."""
    return statistics.median(s[k] for s in samples) * 1000


def report(game_id: str, label: str, result: dict) -> None:
    """Print one evening's marks: each as a multiple of its own window's baseline, and that
    multiple against step 100's (the figure the goal is about: the machine's load cancels)."""
    timed, base, saving = result["timed"], result["base"], result["saving"]
    first = MARKS[0]
    norm0 = (med(timed[first], 0) / med(base[first], 0), med(timed[first], 1) / med(base[first], 1))
    save0 = statistics.median(saving[first]) * 1000 / med(base[first], 1)
    print(
        f"  {label}: {result['games']} game(s), log {result['log']} events at the end"
        f" ({longplay.seats_for(game_id)} players)"
    )
    for mark in MARKS:
        wall, cpu = med(timed[mark], 0), med(timed[mark], 1)
        bwall, bcpu = med(base[mark], 0), med(base[mark], 1)
        part = statistics.median(saving[mark]) * 1000
        print(
            f"    step {mark:>5}: {wall:6.2f} ms (CPU {cpu:5.2f}) = {wall / bwall:5.2f} x baseline"
            f" (CPU {cpu / bcpu:5.2f} x); vs step {first}: {wall / bwall / norm0[0]:4.2f} x"
            f" (CPU {cpu / bcpu / norm0[1]:4.2f} x); the autosave's part: CPU {part:5.2f} ms"
            f" = {part / bcpu:5.2f} x baseline, vs step {first}: {part / bcpu / save0:4.2f} x"
        )


def main(argv: list[str] | None = None) -> int:
    """Run the evenings and print them."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--titles", default=",".join(TITLES))
    parser.add_argument("--window", type=int, default=400)
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--old", action="store_true", help="also time the way before the journal")
    args = parser.parse_args(argv)
    load = os.getloadavg()
    print(f"load average at the start: {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}")
    with tempfile.TemporaryDirectory(prefix="stadsliv-steps-", dir=Path.home()) as tmp:
        folder = Path(tmp)
        for game_id in args.titles.split(","):
            print(longplay.new_game(game_id, 0).info.title)
            ways = [NewWay, OldWay] if args.old else [NewWay]
            for way in ways:
                result = evening(game_id, way, folder, args.window, args.seed)
                report(game_id, "now" if way is NewWay else "before (whole save)", result)
    load = os.getloadavg()
    print(f"load average at the end: {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
