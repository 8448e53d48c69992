"""Bot strength and speed: the tournament of issue 16, and what a copy for the search costs.

    .venv/bin/python benchmarks/bench_bots.py [--titles gladopolis,borgata,stadsliv]
        [--pairs easy:random,medium:easy,hard:medium] [--games 200] [--jobs 1]
        [--out results.json] [--progress progress.txt] [--rows rows.jsonl] [--report rows.jsonl]

`--rows` plays one game at a time and appends each game's row to a JSON-lines file as soon as it
ends (so a long run stopped early keeps its games); `--report` prints the figures of such a file
without playing (only whole rounds of seat rotation, a multiple of 4 games per pairing, count).

Four seats: one bot of the higher level against three of the lower, the higher's seat rotated
from game to game, each game seeded (seed 1, 2, ...). Titles play with their tournament options
(`Title.tournament_options`: Stadsliv with a turn limit of 160 turns, Borgata with a round limit
of 12 rounds); Glad-o-polis ends by itself on Wahltag. A shared victory counts 1/k of a win for
each of its k winners. The goal: Easy beats random in >= 50 % of games, Medium beats Easy in
>= 40 %, Hard beats Medium in >= 35 %, each with the 95 % Wilson lower bound above 25 % (the rate
of a seat that is no better than the others).

Speed is every decision of the higher level, timed by wall clock and by the thread's CPU time
(the machine is shared, so CPU time is the fairer figure): Hard at most 1.0 s median and 2.0 s
at the 95th percentile, Easy and Medium at most 20 ms median. The baseline of the same run is
the random bot's decision (building the observation and choosing), so the figures can be read
against the machine's speed. The copy section times `fork()` (clone() when the engine has it,
else copy()) at step 100 and step 1,000 of each title.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from stadsliv_qt.bots.batch import GameSpec, play_one, run_many, tournament_specs  # noqa: E402
from stadsliv_qt.bots.fork import fork  # noqa: E402
from stadsliv_qt.bots.titles import title  # noqa: E402
from stadsliv_qt.engine import Game, registry  # noqa: E402
from stadsliv_qt.engine.playout import play_random  # noqa: E402
from stadsliv_qt.sim import pairing, pairing_line  # noqa: E402

GOALS = {"easy": 0.50, "medium": 0.40, "hard": 0.35}
SPEED = {"easy": (0.020, None), "medium": (0.020, None), "hard": (1.0, 2.0)}


def game_at(game_id: str, step: int) -> Game:
    """A seeded random 4-seat game with default options still going after `step` steps."""
    for seed in range(1, 400):
        game = registry.get(game_id)(["A", "B", "C", "D"], {}, seed=seed)
        if play_random(game, random.Random(seed), step) == step and not game.is_over:
            return game
    raise RuntimeError(f"no seeded {game_id} game lasts {step} steps")


def copy_cost(game_id: str, seconds: float = 1.0) -> dict[str, float]:
    """`Game.clone()`s per second of CPU time at step 100 and step 1,000 of a seeded random game
    still going (CPU time: the machine is shared), and their ratio (the goal: within 1.2x)."""
    out: dict[str, float] = {}
    for steps in (100, 1000):
        game = game_at(game_id, steps)
        n = 0
        start = time.thread_time()
        while time.thread_time() - start < seconds:
            fork(game)
            n += 1
        out[f"step {steps}"] = n / (time.thread_time() - start)
    out["ratio"] = out["step 100"] / out["step 1000"]
    return out


def play_rows(specs: list[GameSpec], path: str, label: str, report) -> list[dict[str, Any]]:
    """Play the specs one after another, appending each row to `path` as soon as it ends."""
    rows = []
    for i, spec in enumerate(specs):
        row = play_one(spec)
        row["game"], row["pairing"] = spec.game, label
        with open(path, "a", encoding="utf-8") as fh:
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")
        rows.append(row)
        report(i + 1, len(specs))
    return rows


def report_rows(path: str) -> None:
    """Print the figures of a --rows file: per title and pairing, whole rotations only."""
    groups: dict[tuple[str, str], list[dict[str, Any]]] = {}
    for line in Path(path).read_text(encoding="utf-8").splitlines():
        if line.strip():
            row = json.loads(line)
            groups.setdefault((row["game"], row["pairing"]), []).append(row)
    for (game_id, pair), rows in sorted(groups.items()):
        higher, lower = pair.split(":")
        rows = sorted(rows, key=lambda r: r["index"])
        rows = rows[: len(rows) - len(rows) % 4]
        print_pairing(game_id, higher, lower, pairing(rows, higher))


def print_pairing(game_id: str, higher: str, lower: str, result: dict[str, Any]) -> None:
    """The pairing's sentence and each level's think times."""
    line = pairing_line(game_id, higher, lower, 4, result)
    print(f"{line}: {verdict(higher, result)}", flush=True)
    for level, t in result["timing"].items():
        print(
            f"    {level:<7} {t['decisions']:>6} decisions: median {1000 * t['median']:.1f} ms, "
            f"p95 {1000 * t['p95']:.1f} ms; CPU median {1000 * t['cpu_median']:.1f} ms, "
            f"p95 {1000 * t['cpu_p95']:.1f} ms {speed_verdict(level, t)}",
            flush=True,
        )


def verdict(higher: str, result: dict[str, Any]) -> str:
    goal = GOALS.get(higher)
    if goal is None:
        return ""
    ok = result["rate"] >= goal and result["ci"][0] > 0.25
    return "meets the goal" if ok else f"BELOW the goal ({goal:.0%}, lower bound > 25 %)"


def speed_verdict(level: str, t: dict[str, float]) -> str:
    median_limit, p95_limit = SPEED.get(level, (None, None))
    if median_limit is None:
        return ""
    ok = t["cpu_median"] <= median_limit and (p95_limit is None or t["cpu_p95"] <= p95_limit)
    return "speed ok" if ok else "TOO SLOW"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--titles", default="gladopolis,borgata,stadsliv")
    parser.add_argument("--pairs", default="easy:random,medium:easy,hard:medium")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1, help="processes (the goal is one core)")
    parser.add_argument("--out", help="write every figure and game row to this JSON file")
    parser.add_argument("--progress", help="append progress lines to this file")
    parser.add_argument("--rows", help="append each game's row to this JSON-lines file at once")
    parser.add_argument("--report", help="only print the figures of a --rows file")
    parser.add_argument("--no-copies", action="store_true", help="skip the clone() timing")
    args = parser.parse_args()
    if args.report:
        report_rows(args.report)
        return

    def progress(label: str):
        def report(done: int, total: int) -> None:
            if args.progress and (done == total or done % 10 == 0):
                with open(args.progress, "a", encoding="utf-8") as fh:
                    fh.write(f"{time.strftime('%H:%M:%S')} {label} {done}/{total}\n")

        return report

    results: dict[str, Any] = {}
    for game_id in [t for t in args.titles.split(",") if t]:
        options = dict(title(game_id).tournament_options)
        results[game_id] = {
            "options": options,
            "copies_per_second": {} if args.no_copies else copy_cost(game_id),
            "pairs": {},
        }
        for pair in [p for p in args.pairs.split(",") if p]:
            higher, lower = pair.split(":")
            specs = tournament_specs(game_id, higher, lower, args.games, 4, args.seed, options)
            start = time.perf_counter()
            report = progress(f"{game_id} {pair}")
            if args.rows:
                rows = play_rows(specs, args.rows, pair, report)
            else:
                rows = run_many(specs, args.jobs, report)
            result = pairing(rows, higher)
            result["seconds"] = time.perf_counter() - start
            results[game_id]["pairs"][pair] = {**result, "rows": rows}
            print_pairing(game_id, higher, lower, result)
        copies = results[game_id]["copies_per_second"]
        print(
            f"{game_id}: clone() per CPU second: "
            + ", ".join(
                f"{k} {v:,.2f}" if k == "ratio" else f"{k} {v:,.0f}" for k, v in copies.items()
            ),
            flush=True,
        )
        if args.out:
            Path(args.out).write_text(json.dumps(results, indent=1, ensure_ascii=False))


if __name__ == "__main__":
    main()
