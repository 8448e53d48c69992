"""Kill test of the autosave: a writer process plays and autosaves step after step and is killed
with SIGKILL at a random moment; the autosave must then load and hold the game as it was after the
last step the writer reported, or after the one in flight, nothing else. The next writer resumes
from that autosave and is killed in turn, so each kill also tests a resume.

    .venv/bin/python -m tests.engine.autosave_kill [--kills 500] [--seed 1]   (the long run)

tests/engine/test_autosave.py runs a few kills of each title in the suite.

The writer (`--write PATH TITLE SEED`) plays seeded random legal steps through the undo history,
taking back a step now and then, writes the autosave after each and prints the step's number once
it is committed. The checker replays the same steps from the same start without writing.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

from stadsliv_qt.engine import Game, Kind, Seat, autosave, registry
from stadsliv_qt.engine.undo import UndoHistory

ROOT = Path(__file__).resolve().parents[2]
TITLES = ("gladopolis", "borgata", "stadsliv")
SEATS = [Seat("Anna", "#E69F00", "circle"), Seat("Björn", "#56B4E9", "square"), Seat("Cecilia")]
UNDO_SHARE = 0.15  # of the steps that could be taken back, how many are
READY = "ready"


def same(a: Game, b: Game) -> bool:
    """The whole game alike, as saved (JSON form: tuples and lists compare equal)."""
    return json.dumps(a.to_dict(), sort_keys=True) == json.dumps(b.to_dict(), sort_keys=True)


def steps(game: Game, seed: int) -> Iterator[Game]:
    """The writer's steps from `game`: the game after each (a new object after an undo)."""
    rng = random.Random(seed)
    history = UndoHistory()
    while not game.is_over:
        d = game.decision()
        if history.can_undo and rng.random() < UNDO_SHARE:
            game = history.undo(game)
        elif d.kind is Kind.CHANCE:
            history.resolve_chance(game)
        else:
            seat = d.seats[0] if d.kind is Kind.SEAT else rng.choice(sorted(d.seats))
            history.apply(game, rng.choice(game.legal_actions(seat)))
        yield game


def start(path: Path, title: str, seed: int) -> Game:
    """Where a writer starts: the autosave left by the last one, else a new game."""
    if path.exists():
        return autosave.load(path)
    return registry.get(title)(SEATS, {}, seed=seed)


def write(path: Path, title: str, seed: int) -> None:
    """The writer: play, autosave after every step, say each step's number once it is in."""
    game = start(path, title, seed)
    journal = autosave.Journal(path)
    journal.adopt(game)
    journal.write(game)
    print(READY, flush=True)
    for k, now in enumerate(steps(game, seed), 1):
        journal.write(now)
        print(k, flush=True)
    time.sleep(3600)  # the game is over: wait for the kill


def kill_once(path: Path, title: str, seed: int, rng: random.Random) -> tuple[int, int]:
    """Start a writer from the current autosave, kill it at a random moment, check what was kept.

    Returns (the last step reported, the step the autosave holds).
    """
    begin = start(path, title, seed)
    at_start = json.dumps(begin.to_dict(), sort_keys=True)
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "tests.engine.autosave_kill",
            "--write",
            str(path),
            title,
            str(seed),
        ],
        stdout=subprocess.PIPE,
        env=env,
        cwd=ROOT,
        text=True,
    )
    assert proc.stdout is not None
    try:
        line = proc.stdout.readline()
        assert line.strip() == READY, f"the writer did not start: {line!r}"
        time.sleep(rng.uniform(0.0, 0.4))
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait(60)
    reported = [int(x) for x in proc.stdout.read().split()]
    proc.stdout.close()
    done = reported[-1] if reported else 0
    kept = autosave.load(path)  # must load, whatever the moment of the kill
    if done == 0 and json.dumps(kept.to_dict(), sort_keys=True) == at_start:
        return 0, 0
    for k, game in enumerate(steps(begin, seed), 1):
        if k < done:
            continue
        if k == done and same(kept, game):
            return done, k
        if k == done + 1:
            assert same(kept, game), (
                f"{title}: after a kill at step {done} the autosave holds neither step "
                f"{done} nor the step in flight"
            )
            return done, k
    raise AssertionError(f"{title}: the autosave holds a state the writer never reached")


def run(kills: int, seed: int, folder: Path) -> dict[str, int]:
    """`kills` kills over the three titles, each title on its own autosave, resumed each time."""
    rng = random.Random(seed)
    counts = {"kills": 0, "in flight kept": 0, "resumed": 0}
    for n in range(kills):
        title = TITLES[n % len(TITLES)]
        path = folder / f"{title}.sqlite"
        if path.exists():
            counts["resumed"] += 1
            if autosave.load(path).is_over:
                autosave.remove(path)
        done, kept = kill_once(path, title, seed + n, rng)
        counts["kills"] += 1
        counts["in flight kept"] += kept > done
    return counts


def main(argv: list[str] | None = None) -> int:
    """The writer, or the long run of kills."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--write", nargs=3, metavar=("PATH", "TITLE", "SEED"))
    parser.add_argument("--kills", type=int, default=500)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    if args.write:
        path, title, seed = args.write
        write(Path(path), title, int(seed))
        return 0
    import tempfile

    with tempfile.TemporaryDirectory(prefix="stadsliv-kill-") as folder:
        started = time.monotonic()
        counts = run(args.kills, args.seed, Path(folder))
    print(
        f"{counts['kills']} kills ({counts['resumed']} of them of a writer that had resumed "
        f"a killed one's autosave): every autosave loaded and held the last reported step or "
        f"the one in flight ({counts['in flight kept']} times the step in flight); "
        f"{time.monotonic() - started:.0f} s"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
