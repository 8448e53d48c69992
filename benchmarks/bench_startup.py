"""Start-up time: process start to the first shown main window, against a bare PySide6 window.

    nice -n 5 .venv/bin/python benchmarks/bench_startup.py [--runs 15] [--steps 5000]

All are fresh Python processes started the same way, in turn, after one warm-up each: a bare
PySide6 QMainWindow (the baseline), the app with no game to resume, and the app with an unfinished
Stadsliv game of `--steps` steps (8 players, the evening's log carried from game to game, see
longplay.py) in its autosave, which the welcome page offers to continue. The app prints "shown
<unix time> <CPU seconds>" once its window was shown and it has looked for a game to resume
(STADSLIV_STARTUP_PROBE=1) and quits; the bare script does the same with an empty window. Prints
medians and the ratios to the bare window of the same run (goal, issue 15: at most 1.3x, with and
without a game to resume): of the wall-clock time, and of the CPU time the process used until then
(steadier than the wall clock on a loaded machine). Runs offscreen unless --display is given.

The package's bytecode is compiled first (compileall, into its __pycache__ folders), as an
installed app has it (pip compiles on install, a PyInstaller bundle holds it): with
PYTHONDONTWRITEBYTECODE set and no cache, every start would compile the app's modules from source
(~100 ms), which no player's start does. --source measures that case instead. The app runs from
this checkout (its folder is the working directory of every start).
"""

from __future__ import annotations

import argparse
import compileall
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GOAL = 1.3

BARE = """
import sys, time
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication(sys.argv)
window = QMainWindow()
window.resize(1440, 900)
window.show()
def probe():
    print(f"shown {time.time():.6f} {time.process_time():.6f}", flush=True)
    app.quit()
QTimer.singleShot(0, probe)
app.exec()
"""


def once(command: list[str], env: dict[str, str]) -> tuple[float, float]:
    """Seconds from starting the process to its 'shown' line, and its CPU seconds by then."""
    start = time.time()
    done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=120, cwd=ROOT)
    if done.returncode != 0 or not done.stdout.startswith("shown "):
        raise SystemExit(f"{command} failed:\n{done.stdout}\n{done.stderr}")
    words = done.stdout.split()
    return float(words[1]) - start, float(words[2])


def resume_home(steps: int) -> str:
    """A data folder whose autosave holds an unfinished Stadsliv game of `steps` steps."""
    sys.path.insert(0, str(ROOT))
    import random

    from benchmarks import longplay
    from stadsliv_qt.engine import autosave

    rng = random.Random(3)
    game, games = longplay.carry("stadsliv", 3, None), 1
    for _ in range(steps):
        if game.is_over:
            game, games = longplay.carry("stadsliv", 3 + games, game), games + 1
        action = longplay.random_action(game, rng)
        if action is None:
            game.resolve_chance()
        else:
            game.apply(action)
    if game.is_over:
        game = longplay.carry("stadsliv", 3 + games, game)
    home = tempfile.mkdtemp(prefix="stadsliv-bench-resume-")
    path = Path(home) / "autosave.sqlite"
    autosave.write_game(path, game)
    found = autosave.peek(path)  # what the welcome page reads: it must offer this game
    assert not found.game.is_over and found.log_length == len(game.log)
    return home


def report(table: dict[str, list[float]], baseline: str) -> None:
    """Each kind's median, fastest and ratios to the baseline's."""
    bare = table[baseline]
    bare_ms = statistics.median(bare) * 1000
    for name, values in table.items():
        ms = statistics.median(values) * 1000
        ratio = ms / bare_ms
        paired = statistics.median(a / b for a, b in zip(values, bare, strict=True))
        verdict = (
            ""
            if values is bare
            else f"  (goal <= {GOAL}x: {'met' if ratio <= GOAL else 'NOT met'})"
        )
        print(
            f"  {name:<40} median {ms:7.1f} ms (min {min(values) * 1000:6.1f}) = {ratio:.2f}x the"
            f" bare window; paired {paired:.2f}x, fastest {min(values) / min(bare):.2f}x{verdict}"
        )


def main() -> int:
    """Measure and print."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--steps", type=int, default=5000, help="length of the game to resume")
    parser.add_argument("--display", action="store_true", help="use the real display")
    parser.add_argument(
        "--source", action="store_true", help="start without compiled bytecode of the app"
    )
    args = parser.parse_args()
    env = dict(os.environ)
    if args.source:  # the app's cache removed and none written (the standard library keeps its)
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        for cache in (ROOT / "stadsliv_qt").rglob("__pycache__"):
            shutil.rmtree(cache)
    else:
        compileall.compile_dir(ROOT / "stadsliv_qt", quiet=1)
    if not args.display:
        env["QT_QPA_PLATFORM"] = "offscreen"
    env["STADSLIV_HOME"] = tempfile.mkdtemp(prefix="stadsliv-bench-")
    env["STADSLIV_STARTUP_PROBE"] = "1"
    resume_env = {**env, "STADSLIV_HOME": resume_home(args.steps)}
    app_cmd = [sys.executable, "-m", "stadsliv_qt"]
    bare_cmd = [sys.executable, "-c", BARE]
    kinds = {
        "bare PySide6 QMainWindow": (bare_cmd, env),
        "Stadsliv, nothing to resume": (app_cmd, env),
        f"Stadsliv, a {args.steps}-step game to resume": (app_cmd, resume_env),
    }
    times: dict[str, list[float]] = {name: [] for name in kinds}
    cpu: dict[str, list[float]] = {name: [] for name in kinds}
    load = os.getloadavg()
    print(f"load average at the start: {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}")
    for command, where in kinds.values():
        once(command, where)  # warm-up
    for _ in range(args.runs):
        for name, (command, where) in kinds.items():
            wall, used = once(command, where)
            times[name].append(wall)
            cpu[name].append(used)
    print(
        f"runs: {args.runs} of each, in turn, platform {env.get('QT_QPA_PLATFORM', 'default')},"
        f" the app {'from source' if args.source else 'with compiled bytecode'}"
    )
    for what, table in (("wall clock", times), ("CPU time", cpu)):
        print(f"{what}:")
        report(table, "bare PySide6 QMainWindow")
    load = os.getloadavg()
    print(f"load average at the end: {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
