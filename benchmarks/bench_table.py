"""The table of every title at 1920x1080: the whole event-loop turn after each action, over a long
evening of random games (a plain script, not collected by pytest).

    QT_QPA_PLATFORM=offscreen nice -n 5 .venv/bin/python benchmarks/bench_table.py \
        [--titles stadsliv,borgata,gladopolis] [--actions 1500] [--profile out.prof]

One sample is what a click costs until the screen is done: the action (or the draw) applied
through the session (engine step, undo snapshot), the table updated from the public view (seat
panels, log, board, action bar), and then that turn of the event loop run as the app runs it:
layouts, the paint of everything that changed in the 1920x1080 window, the autosave's zero timer,
other zero timers, deferred deletions (stadsliv_qt/ui/pump.py).

`--paint window` also marks the whole window dirty before that turn, so every pixel is painted
once, after the layouts (a stricter figure than the app's own). Until December 2026 the benchmark
called `repaint()` on the whole window straight after the action instead: that painted about 95
widgets before their layouts had run, and the event loop then painted about 30 of them again, a
paint the app never does. Private choices are made behind the curtain and timed the same
way; clicks on the curtain's cards are not actions and are not timed. Nor is the click that closes
a Borgata reveal's card once it has shown everything ("Back to the city"), as a player does
before choosing on the board again: until December 2026 the benchmark never closed it, so most of
an evening's Borgata turns were taken, and painted, under a card that covers the city.

Eight players, or the title's maximum where that is fewer (Glad-o-polis 6, Borgata 6). Random legal
choices; a finished game is followed by a new one that carries the evening's whole log
(benchmarks/longplay.py), so the later samples are taken with the log of thousands of steps.
Animations off (`--speed off`), so each turn is measured, not an animation's timers (with
animations on, a turn's samples would include the timers' waits; frames while animations run were
not measured here).

The baseline, measured in the same run and interleaved with the samples (one every few steps): a
second main window of the same size showing the welcome page, repainted. Each figure is also given
as a multiple of the baseline's median, wall clock and the main thread's CPU time. Since the
welcome page's skyline became a cached picture, that repaint costs far less than it did (about 3.5
instead of 10.5 ms of CPU), so a second baseline is printed beside it: a bare QMainWindow of the
same size (no style sheet of its own, no children), repainted right after the welcome page.
The table runs as the app runs it: importing `stadsliv_qt.ui` sets `QT_NO_GUI_THREADPOOL` (Qt fills
on the GUI thread alone, stadsliv_qt/ui/__init__.py), also for the baseline windows of the same process.
Goal (issue 15): median at most 8 ms, 95th percentile at most 16 ms.
"""

from __future__ import annotations

import argparse
import cProfile
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["STADSLIV_HOME"] = tempfile.mkdtemp(prefix="stadsliv-bench-")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtWidgets import QApplication, QMainWindow  # noqa: E402

from benchmarks import longplay  # noqa: E402
from stadsliv_qt.engine import Kind  # noqa: E402
from stadsliv_qt.ui import dialogs, style  # noqa: E402
from stadsliv_qt.ui.main_window import MainWindow  # noqa: E402
from stadsliv_qt.ui.pump import process_events  # noqa: E402
from stadsliv_qt.ui.settings import Preferences  # noqa: E402
from tests.ui.curtain_press import press_curtain  # noqa: E402

W, H = 1920, 1080
TITLES = ("gladopolis", "borgata", "stadsliv")
BASELINE_EVERY = 5  # steps between two baseline repaints
PHASES = ((0, 500), (500, 2000), (2000, 10**9))  # by the evening's step number


def now() -> tuple[float, float]:
    """Wall clock and this thread's CPU time (the machine is shared)."""
    return time.perf_counter(), time.thread_time()


def since(start: tuple[float, float]) -> tuple[float, float]:
    """Wall and CPU seconds since `start`."""
    wall, cpu = now()
    return wall - start[0], cpu - start[1]


def stats(values: list[float]) -> tuple[float, float]:
    """Median and 95th percentile, in milliseconds."""
    ms = sorted(v * 1000 for v in values)
    return statistics.median(ms), ms[max(0, int(len(ms) * 0.95) - 1)]


def figures(name: str, samples: list[tuple[float, float]], base: tuple[float, float]) -> str:
    """Median and 95th percentile (wall, CPU) and both as multiples of the baseline's median."""
    wall, cpu = stats([w for w, _ in samples]), stats([c for _, c in samples])
    return (
        f"  {name:<30} median {wall[0]:6.2f} ms (CPU {cpu[0]:6.2f}) "
        f"= {wall[0] / base[0]:5.2f} x (CPU {cpu[0] / base[1]:5.2f} x)   "
        f"p95 {wall[1]:6.2f} ms (CPU {cpu[1]:6.2f}) "
        f"= {wall[1] / base[0]:5.2f} x (CPU {cpu[1] / base[1]:5.2f} x)   n={len(samples)}"
    )


def step(window: MainWindow, rng: random.Random) -> bool:
    """One thing a player does at the screen, as the table's own buttons do it; True if it
    applied an action or a draw (a turn to time)."""
    table = window.table
    game = window.session.game
    if table.curtain.is_up:
        return press_curtain(window, rng)
    blocker = getattr(table.scene, "guide_blocker", lambda: None)()
    if blocker is not None and table.staged is None:
        blocker.click()  # the reveal's card read: back to the city, as a player does
        return False
    decision = game.decision()
    if decision.kind is Kind.CHANCE:
        table.roll()
        return True
    if dialogs.is_private(game.info.id, decision) and decision.seats:
        table.start_private()
        return False
    table.choose(longplay.random_action(game, rng))
    return True


def run_title(
    game_id: str,
    actions: int,
    seed: int,
    window: MainWindow,
    base_windows: tuple[QMainWindow, QMainWindow],
    prof,
    whole: bool = False,
) -> tuple[list[tuple[int, tuple[float, float]]], list[list[tuple[float, float]]], int]:
    """Play one evening of `actions` timed turns; returns (step number, sample) pairs, the
    interleaved samples of each baseline window and the number of games."""
    rng = random.Random(seed)
    window.start_session(longplay.carry(game_id, seed, None))
    process_events()
    samples: list[tuple[int, tuple[float, float]]] = []
    baseline: list[list[tuple[float, float]]] = [[] for _ in base_windows]
    games, moves = 1, 0
    while len(samples) < actions:
        moves += 1
        if moves > actions * 30:
            raise SystemExit(f"{game_id}: the table stopped moving")
        game = window.session.game
        if game.is_over and not window.table.curtain.is_up:
            window.start_session(longplay.carry(game_id, seed + games, game))
            games += 1
            process_events()
            continue
        if prof is not None:
            prof.enable()
        t0 = now()
        acted = step(window, rng)
        if whole:
            window.update()
        process_events()
        took = since(t0)
        if prof is not None:
            prof.disable()
        if acted:
            samples.append((len(samples), took))
            if len(samples) % BASELINE_EVERY == 0:
                for base_window, taken in zip(base_windows, baseline, strict=True):
                    t0 = now()
                    base_window.repaint()
                    taken.append(since(t0))
    return samples, baseline, games


def main(argv: list[str] | None = None) -> int:
    """Run the evenings and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--titles", default=",".join(TITLES))
    parser.add_argument("--actions", type=int, default=1500, help="timed turns per title")
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--speed", default="off", help="animation speed (off, fast, normal)")
    parser.add_argument("--profile", help="write a cProfile of the timed turns to this file")
    parser.add_argument(
        "--paint",
        choices=("changed", "window"),
        default="changed",
        help="paint what changed (as the app does) or the whole window every turn",
    )
    args = parser.parse_args(argv)
    app = QApplication.instance() or QApplication(["bench"])
    style.apply(app)
    prefs = Preferences()
    prefs.speed = args.speed
    window = MainWindow(prefs)
    window.resize(W, H)
    window.show()
    base_window = MainWindow(prefs)  # the welcome page, the same size: the baseline
    base_window.resize(W, H)
    base_window.show()
    bare = QMainWindow()  # the second baseline: a bare window of the same size
    bare.resize(W, H)
    bare.show()
    process_events()
    prof = cProfile.Profile() if args.profile else None
    load = os.getloadavg()
    print(f"load average at the start: {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}")
    print(
        f"window {W}x{H}, animations {args.speed}, paint: {args.paint}, "
        f"{args.actions} timed turns per title"
    )
    for game_id in args.titles.split(","):
        samples, (baseline, bare_base), games = run_title(
            game_id,
            args.actions,
            args.seed,
            window,
            (base_window, bare),
            prof,
            args.paint == "window",
        )
        base = (stats([w for w, _ in baseline])[0], stats([c for _, c in baseline])[0])
        base2 = (stats([w for w, _ in bare_base])[0], stats([c for _, c in bare_base])[0])
        title = window.session.game.info.title
        print(
            f"{title}: {longplay.seats_for(game_id)} players, {games} game(s), "
            f"log {len(window.session.game.log)} events at the end, "
            f"widgets {len(QApplication.allWidgets())}"
        )
        print(figures("baseline: welcome repaint", baseline, base))
        print(figures("turn after an action", [s for _, s in samples], base))
        print(figures("baseline: bare window repaint", bare_base, base2))
        print(figures("turn, against the bare window", [s for _, s in samples], base2))
        for low, high in PHASES:
            part = [s for n, s in samples if low <= n < high]
            if part:
                label = f"  steps {low}-{min(high, len(samples))}"
                print(figures(label.strip(), part, base))
    load = os.getloadavg()
    print(f"load average at the end: {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}")
    if prof is not None:
        prof.dump_stats(args.profile)
    window.close()
    base_window.close()
    bare.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
