"""Kill benchmark of the autosave: at least 500 `kill -9`s of a writer at random moments.

    nice -n 5 .venv/bin/python benchmarks/bench_kill.py [--kills 500] [--seed 1]

Each kill starts a writer process that resumes the autosave the last killed writer left, plays
seeded random steps of a title (taking one back now and then) and commits each step to the SQLite
journal (engine/autosave.py); it is killed with SIGKILL at a random moment, and the autosave must
then load through the save's strict checks and hold the game after the last step the writer
reported, or after the step in flight, nothing else (tests/engine/autosave_kill.py holds the writer
and the check; the test suite runs nine kills of it). The three titles take turns.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.engine import autosave_kill  # noqa: E402

MINIMUM = 500  # the floor for a kill test


def main(argv: list[str] | None = None) -> int:
    """Kill, check, print the counts and the load average."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kills", type=int, default=MINIMUM)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    load = os.getloadavg()
    print(f"load average at the start: {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}", flush=True)
    started = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="stadsliv-kill-", dir=Path.home()) as folder:
        counts = autosave_kill.run(args.kills, args.seed, Path(folder))
    load = os.getloadavg()
    print(
        f"{counts['kills']} kills, {counts['resumed']} of a writer that had resumed a killed "
        f"one's autosave: every autosave loaded and held the last reported step "
        f"({counts['kills'] - counts['in flight kept']} times) or the one in flight "
        f"({counts['in flight kept']} times); nothing else was ever found. "
        f"{time.monotonic() - started:.0f} s"
    )
    print(f"load average at the end: {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
