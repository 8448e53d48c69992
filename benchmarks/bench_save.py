"""Save and load time of large games: every registered title played long, then saved and loaded.

    .venv/bin/python benchmarks/bench_save.py [--actions 3000] [--reps 5]

Each game is played with seeded random legal actions (chance resolved by the game) until it ends
or `--actions` steps were taken; then the atomic save (stadsliv_qt.engine.save.save, with fsync)
and the strict load are timed, each the median of `--reps`. The baseline in the same run is plain
json.dumps/json.loads of the same document, so the figures read as a ratio over bare JSON. The
test game Tärningsduell (tests/toy_game.py) is included at its longest (5 rounds, 4 seats).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from stadsliv_qt.engine import registry  # noqa: E402
from stadsliv_qt.engine import save as saves  # noqa: E402
from stadsliv_qt.engine.playout import play_random  # noqa: E402

SEATS = ["Anna", "Björn", "Çelik", "Dagny", "Einar", "Frida", "Gösta", "Hedda"]


def timed(fn, reps: int) -> float:
    """Median milliseconds of `reps` calls."""
    times = []
    for _ in range(reps):
        start = time.perf_counter()
        fn()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def main() -> int:
    """Measure and print one line per game."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--actions", type=int, default=3000)
    parser.add_argument("--reps", type=int, default=5)
    args = parser.parse_args()
    from tests.toy_game import ToyGame

    if "toy" not in {c.info.id for c in registry.games()}:
        registry.register(ToyGame)
    classes = [c for c in registry.games() if c.info.id != "toy"] + [ToyGame]
    folder = Path(tempfile.mkdtemp(prefix="stadsliv-bench-save-"))
    print(
        f"{'game':12s} {'steps':>6s} {'events':>7s} {'bytes':>10s} {'save ms':>8s} "
        f"{'load ms':>8s} {'json dump':>9s} {'json load':>9s} {'save x':>7s} {'load x':>7s}"
    )
    for cls in classes:
        seats = SEATS[: min(cls.info.max_seats, 6)]
        options = {"rounds": 5} if cls is ToyGame else {}
        try:
            game = cls(seats, options, seed=2026)
            steps = play_random(game, random.Random(2026), args.actions)
        except Exception as exc:  # a title still being written should not stop the others
            print(f"{cls.info.id:12s} skipped: {type(exc).__name__}: {exc}")
            continue
        path = folder / f"{cls.info.id}.json"
        save_ms = timed(lambda g=game, p=path: saves.save(g, p), args.reps)
        load_ms = timed(lambda p=path: saves.load(p), args.reps)
        doc = saves.to_document(game)
        text = json.dumps(doc, ensure_ascii=False, separators=(",", ":"))
        dump_ms = timed(
            lambda d=doc: json.dumps(d, ensure_ascii=False, separators=(",", ":")), args.reps
        )
        parse_ms = timed(lambda t=text: json.loads(t), args.reps)
        assert saves.load(path).to_dict() == json.loads(json.dumps(game.to_dict()))
        print(
            f"{cls.info.id:12s} {steps:6d} {len(game.log):7d} {path.stat().st_size:10,d} "
            f"{save_ms:8.2f} {load_ms:8.2f} {dump_ms:9.2f} {parse_ms:9.2f} "
            f"{save_ms / max(dump_ms, 1e-6):6.1f}x {load_ms / max(parse_ms, 1e-6):6.1f}x"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
