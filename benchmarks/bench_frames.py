"""Frames painted at the table while Hard bots think (issue 16 part 5; a plain script, not a test).

    QT_QPA_PLATFORM=offscreen nice -n 5 .venv/bin/python benchmarks/bench_frames.py \
        [--titles gladopolis,borgata,stadsliv] [--rounds 4] [--phase 3.0] [--workers thread]

A real table at 1920x1080 (offscreen) with one person and three Hard bots in each title. A 16 ms
precise QTimer repaints the board view (`viewport().repaint()`, as an animation's frame would), and
an event filter on the viewport records the time of every paint event actually delivered. Phases of
`--phase` seconds alternate in the same run:

- baseline: the same table with nobody thinking (the bot runner is idle);
- thinking: the three Hard bots play on at the table (animations off, so a bot thinks again as soon
  as it has moved); the person's decisions are taken at once by a random legal choice, as
  bench_table.py does.

Reported per phase kind: the interval between painted frames (median, p95, p99, max) and the share
of intervals over 16.7 ms and 33 ms. While bots play, the table itself is updated after each move
(seat panels, log, board: work on the GUI thread that has nothing to do with thinking), so the
thinking frames are given twice: all of them, and only the intervals in which no move was applied
(the effect of the thought alone). `--workers` picks the bot runner's path (thread or process,
ui/bot_runner.py), to compare both in one invocation each.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["STADSLIV_HOME"] = tempfile.mkdtemp(prefix="stadsliv-bench-")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QElapsedTimer, QEvent, QObject, Qt, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from benchmarks import longplay  # noqa: E402
from stadsliv_qt.engine import Kind, registry  # noqa: E402
from stadsliv_qt.ui import bot_runner, dialogs, style  # noqa: E402
from stadsliv_qt.ui.main_window import MainWindow  # noqa: E402
from stadsliv_qt.ui.pump import process_events  # noqa: E402
from stadsliv_qt.ui.settings import Preferences  # noqa: E402

W, H = 1920, 1080
TITLES = ("gladopolis", "borgata", "stadsliv")
NAMES = ["Anna", "Björn", "Cecilia", "David"]
PLAYERS = ["person", "hard", "hard", "hard"]
FRAME_MS = 16
OPTIONS = {"stadsliv": {"turn_limit": 400}}


class Frames(QObject):
    """Records when paint events reach a widget, and whether a move was applied in between."""

    def __init__(self) -> None:
        super().__init__()
        self.clock = QElapsedTimer()
        self.clock.start()
        self.times: list[float] = []  # ms
        self.moved: list[bool] = []  # a move was applied since the previous frame
        self._moved = False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt name)
        """Note the time of a paint event (the frame is being painted)."""
        if event.type() == QEvent.Type.Paint:
            self.times.append(self.clock.nsecsElapsed() / 1e6)
            self.moved.append(self._moved)
            self._moved = False
        return False

    def mark_move(self) -> None:
        """A move was applied to the table (the next interval includes the table's update)."""
        self._moved = True

    def reset(self) -> None:
        """Start a new phase."""
        self.times.clear()
        self.moved.clear()
        self._moved = False

    def intervals(self) -> tuple[list[float], list[float]]:
        """All intervals of this phase, and those with no move applied in them."""
        gaps = [b - a for a, b in zip(self.times, self.times[1:], strict=False)]
        quiet = [g for g, m in zip(gaps, self.moved[1:], strict=False) if not m]
        return gaps, quiet


def figures(name: str, gaps: list[float]) -> str:
    """Median, p95, p99, max and the shares over 16.7 and 33 ms of frame intervals (ms)."""
    if not gaps:
        return f"  {name:<34} no frames"
    s = sorted(gaps)

    def pct(p: float) -> float:
        return s[min(len(s) - 1, int(len(s) * p))]

    over16 = 100 * sum(g > 16.7 for g in s) / len(s)
    over33 = 100 * sum(g > 33.0 for g in s) / len(s)
    return (
        f"  {name:<34} median {pct(0.5):6.1f}  p95 {pct(0.95):6.1f}  p99 {pct(0.99):6.1f}  "
        f"max {s[-1]:7.1f} ms   >16.7 ms {over16:5.1f} %  >33 ms {over33:5.1f} %  n={len(s)}"
    )


def person_step(window: MainWindow, rng: random.Random) -> bool:
    """The person's part, as the table's own buttons do it; True if something was applied."""
    table = window.table
    assert table is not None
    curtain = table.curtain
    game = window.session.game
    if curtain.is_up:
        if curtain.card is not None:
            curtain.card.clicked.emit()
        elif curtain.panel is not None:
            curtain.panel.chosen.emit(rng.choice(game.legal_actions(curtain.seat)))
            return True
        elif curtain.done_button is not None:
            curtain.done_button.click()
        elif curtain.reveal_button is not None:
            curtain.reveal_button.click()
        return False
    if table.staged is not None:
        table.staged.show_all()
        return False
    decision = game.decision()
    if table.bots.busy or decision.kind is Kind.TERMINAL:
        return False
    if decision.kind is Kind.CHANCE:
        if decision.seats and not window.session.is_person(decision.seats[0]):
            return False  # a bot's own roll: the table rolls it
        table.roll()
        return True
    if not any(window.session.is_person(s) for s in decision.seats):
        return False
    if dialogs.is_private(game.info.id, decision) or decision.kind is Kind.SEALED:
        table.start_private()
        return False
    table.choose(longplay.random_action(game, rng))
    return True


def new_game(window: MainWindow, game_id: str, seed: int) -> None:
    """A fresh four-seat game: one person and three Hard bots."""
    game = registry.get(game_id)(NAMES, OPTIONS.get(game_id, {}), seed=seed)
    window.start_session(game, players=list(PLAYERS))


def run_title(
    window: MainWindow, game_id: str, rounds: int, phase_s: float, seed: int
) -> dict[str, list[float]]:
    """Alternate baseline and thinking phases; returns the frame intervals of each kind."""
    rng = random.Random(seed)
    new_game(window, game_id, seed)
    process_events()
    table = window.table
    assert table is not None
    frames = Frames()
    timer = QTimer()
    timer.setTimerType(Qt.TimerType.PreciseTimer)
    timer.setInterval(FRAME_MS)
    out: dict[str, list[float]] = {"baseline": [], "thinking": [], "thinking, no move": []}
    thought = {"busy": 0.0, "moves": 0, "games": 1}

    def hook_table() -> None:
        nonlocal table
        table = window.table
        assert table is not None
        viewport = table.board.viewport()
        viewport.installEventFilter(frames)
        timer.timeout.connect(viewport.repaint)
        original = table.bots.act

        def act(seat: int, choice: object) -> None:
            frames.mark_move()
            thought["moves"] += 1
            original(seat, choice)

        table.bots.act = act

    hook_table()
    for _ in range(rounds):
        for kind in ("baseline", "thinking"):
            table.bots.cancel()
            frames.reset()
            end = time.monotonic() + phase_s
            timer.start()
            if kind == "thinking":
                table._players_changed()  # ask the waiting seat again: a bot starts
            busy_since = None
            while time.monotonic() < end:
                QApplication.processEvents()
                if kind == "baseline":
                    time.sleep(0.001)
                    continue
                if table.bots.busy and busy_since is None:
                    busy_since = time.monotonic()
                elif not table.bots.busy and busy_since is not None:
                    thought["busy"] += time.monotonic() - busy_since
                    busy_since = None
                if window.session.game.is_over and not table.curtain.is_up:
                    timer.timeout.disconnect()
                    new_game(window, game_id, seed + thought["games"])
                    thought["games"] += 1
                    process_events()
                    hook_table()
                    frames.mark_move()
                    table._players_changed()
                    continue
                if not table.bots.busy and person_step(window, rng):
                    frames.mark_move()
                time.sleep(0.001)
            if busy_since is not None:
                thought["busy"] += time.monotonic() - busy_since
            timer.stop()
            table.bots.cancel()
            all_gaps, quiet = frames.intervals()
            if kind == "baseline":
                out["baseline"] += all_gaps
            else:
                out["thinking"] += all_gaps
                out["thinking, no move"] += quiet
    total = rounds * phase_s
    print(
        f"{window.session.game.info.title}: bots busy {100 * thought['busy'] / total:.0f} % of the "
        f"thinking phases, {thought['moves']} bot moves, {thought['games']} game(s)"
    )
    table.bots.shutdown()
    return out


def main(argv: list[str] | None = None) -> int:
    """Run the phases for every title and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--titles", default=",".join(TITLES))
    parser.add_argument("--rounds", type=int, default=4, help="baseline+thinking pairs per title")
    parser.add_argument("--phase", type=float, default=3.0, help="seconds per phase")
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--workers", default=None, help="thread or process (default: the app's)")
    args = parser.parse_args(argv)
    if args.workers:
        bot_runner.WORKERS = args.workers
    app = QApplication.instance() or QApplication(["bench"])
    style.apply(app)
    prefs = Preferences()
    prefs.speed = "off"
    window = MainWindow(prefs)
    window.resize(W, H)
    window.show()
    process_events()
    load = os.getloadavg()
    print(f"load average at the start: {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}")
    print(
        f"window {W}x{H}, board repainted every {FRAME_MS} ms, {args.rounds} x "
        f"({args.phase:.1f} s baseline + {args.phase:.1f} s thinking) per title, "
        f"workers: {getattr(bot_runner, 'WORKERS', 'thread')}"
    )
    for game_id in args.titles.split(","):
        out = run_title(window, game_id, args.rounds, args.phase, args.seed)
        for name, gaps in out.items():
            print(figures(name, gaps))
    load = os.getloadavg()
    print(f"load average at the end: {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}")
    window.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
