"""Benchmark of the Glad-o-polis table at 1920x1080 (a plain script, not collected by pytest).

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_table.py [--actions 400]

Measures, offscreen on this machine:
* act: one action applied through the session and the whole table updated from the public view
  (seat panels, log, board scene, action bar with its panel), as a click does;
* act+paint: the same, then the whole window painted at once (what the player sees);
* board: a full redraw of the board scene into a 1920x1080 image, every item painted from scratch
  (no caches), and the board view's own repaint at 1920x1080 (with its item caches).
Goal: under 16 ms each (60 frames per second). Two seats, so no curtain interrupts the run;
animations off, so each update is measured, not the animation's timer.

The baseline, measured in the same run: the same window at 1920x1080 showing the welcome page,
repainted; every figure is also given as a multiple of it. The script drives the window without
exec(), so after every step it runs Qt's deferred deletions itself (stadsliv_qt/ui/pump.py), as
the app's event loop does; the widget count at the start and the end shows the window stayed the
size of the real app's (without that it grew from 24 to 13,570 widgets over 1,200 actions).
"""

from __future__ import annotations

import argparse
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

from PySide6.QtCore import QRectF  # noqa: E402
from PySide6.QtGui import QImage, QPainter  # noqa: E402
from PySide6.QtWidgets import QApplication, QGraphicsView  # noqa: E402

from stadsliv_qt.engine import Kind, Seat, registry  # noqa: E402
from stadsliv_qt.ui import style  # noqa: E402
from stadsliv_qt.ui.board_view import BoardView  # noqa: E402
from stadsliv_qt.ui.main_window import MainWindow  # noqa: E402
from stadsliv_qt.ui.pump import process_events  # noqa: E402
from stadsliv_qt.ui.settings import Preferences  # noqa: E402

W, H = 1920, 1080


def now() -> tuple[float, float]:
    """Wall clock and this thread's CPU time (the machine is often shared)."""
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
    """Median and 95th percentile in milliseconds, wall clock and CPU time; the medians also as
    multiples of the baseline's medians (wall, CPU)."""
    wall, cpu = stats([w for w, _ in samples]), stats([c for _, c in samples])
    return (
        f"{name:<34} median {wall[0]:6.2f} ms (CPU {cpu[0]:6.2f})   "
        f"p95 {wall[1]:6.2f} ms (CPU {cpu[1]:6.2f})   "
        f"= {wall[0] / base[0]:5.2f} x baseline (CPU {cpu[0] / base[1]:5.2f} x)   "
        f"{len(samples)} samples"
    )


def pick(game, rng: random.Random):
    """A seeded choice that keeps games moving: roll, buy, end turns, pass most auctions."""
    d = game.decision()
    acts = game.legal_actions(d.seats[0])
    for name in ("Build", "Buy", "Roll", "EndTurn", "BringIn", "Allow", "Accept"):
        options = [a for a in acts if type(a).__name__ == name]
        if options and rng.random() < 0.9:
            return options[0]
    return rng.choice(acts)


def main(argv: list[str] | None = None) -> int:
    """Run the measurements and print them."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--actions", type=int, default=400)
    parser.add_argument("--frames", type=int, default=60)
    args = parser.parse_args(argv)
    app = QApplication.instance() or QApplication(["bench"])
    style.apply(app)
    prefs = Preferences()
    prefs.speed = "off"
    window = MainWindow(prefs)
    window.resize(W, H)
    window.show()
    process_events()
    widgets_before = len(QApplication.allWidgets())
    baseline = []
    for _ in range(args.frames):  # the welcome page: the same window with next to nothing on it
        t0 = now()
        window.repaint()
        baseline.append(since(t0))
    seats = [Seat("Anna", "#E69F00", "circle"), Seat("Björn", "#56B4E9", "square")]
    act, act_paint = [], []
    done, games, seed = 0, 0, 3
    while done < args.actions:
        window.start_session(registry.get("gladopolis")(seats, {}, seed=seed))
        process_events()
        session, rng = window.session, random.Random(seed)
        games += 1
        seed += 1
        while done < args.actions:
            game = session.game
            d = game.decision()
            if d.kind is Kind.TERMINAL:
                break
            if d.kind is Kind.CHANCE:
                session.resolve_chance()
                process_events()
                continue
            action = pick(game, rng)
            t0 = now()
            session.apply(action)  # the table refreshes on the session's signal
            act.append(since(t0))
            window.repaint()
            act_paint.append(since(t0))
            process_events()
            done += 1
    widgets_after = len(QApplication.allWidgets())

    scene = window.table.scene
    image = QImage(W, H, QImage.Format.Format_ARGB32_Premultiplied)
    uncached = []
    for _ in range(args.frames):
        painter = QPainter(image)
        painter.setRenderHints(
            QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
        )
        t0 = now()
        scene.render(painter, QRectF(0, 0, W, H), scene.sceneRect())
        painter.end()
        uncached.append(since(t0))
    view = BoardView()  # the board alone, full screen, as the table shows it
    view.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
    view.setScene(scene)
    view.resize(W, H)
    view.show()
    process_events()
    view.fit()
    view.viewport().repaint()
    repaint = []
    for _ in range(args.frames):
        t0 = now()
        view.viewport().repaint()
        repaint.append(since(t0))

    base = (stats([w for w, _ in baseline])[0], stats([c for _, c in baseline])[0])
    print(
        f"Glad-o-polis table at {W}x{H}, 2 seats, {done} actions in {games} game(s), animations off"
    )
    print(f"widgets: {widgets_before} at the start, {widgets_after} after the run")
    print(figures("baseline: repaint the welcome page", baseline, base))
    print(figures("act (apply + update the table)", act, base))
    print(figures("act + paint the window", act_paint, base))
    print(figures("board: full redraw, no caches", uncached, base))
    print(figures("board: view repaint, item caches", repaint, base))
    window.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
