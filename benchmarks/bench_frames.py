"""Frames painted at the table while Hard bots think (issue 16 part 5; a plain script, not a test).

    QT_QPA_PLATFORM=offscreen nice -n 5 .venv/bin/python benchmarks/bench_frames.py \
        [--titles gladopolis,borgata,stadsliv] [--rounds 4] [--phase 3.0] [--workers thread,process]

A real table at 1920x1080 (offscreen) with one person and three Hard bots in each title. A 16 ms
precise QTimer repaints the board view (`viewport().repaint()`, as an animation's frame would), and
an event filter on the viewport records the time of every paint event actually delivered. Phases of
`--phase` seconds alternate in the same run, in a shuffled order each round:

- baseline: the same table with nobody thinking (the bot runner is idle);
- thinking, once per worker kind (`--workers thread,process`: ui/bot_runner.py's two paths, a
  QThread of this process or a worker process): the three Hard bots play on at the table
  (animations off, so a bot thinks again as soon as it has moved); the person's decisions are
  taken at once by a random legal choice, as bench_table.py does. A kind `thread@1` is the
  thread path with `sys.setswitchinterval(0.001)` during the phase (the GUI thread waits at most
  1 ms, not 5, for the interpreter lock), to weigh that cheaper remedy.

Reported per phase kind: the interval between painted frames (median, p95, p99, max) and the share
of intervals over 16.7 ms and 33 ms, and the median wall and GUI-thread CPU time of one repaint
(wall above CPU: the GUI thread waited, for the interpreter lock or for a core). While bots play,
the table itself is updated after each move (seat panels, log, board: work on the GUI thread that
has nothing to do with thinking), so the thinking frames are given twice: all of them, and only
the intervals in which no move was applied (the effect of the thought alone). Each figure is also given as a multiple of the baseline's
(median, p95, p99) of the same run: the machine is shared, so only those ratios compare.
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

from PySide6.QtCore import QElapsedTimer, QEvent, QObject, Qt, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from benchmarks import longplay  # noqa: E402
from stadsliv_qt.engine import Kind, registry  # noqa: E402
from stadsliv_qt.ui import bot_runner, bot_workers, dialogs, style  # noqa: E402
from stadsliv_qt.ui.main_window import MainWindow  # noqa: E402
from stadsliv_qt.ui.pump import process_events  # noqa: E402
from stadsliv_qt.ui.settings import Preferences  # noqa: E402
from tests.ui.curtain_press import press_curtain  # noqa: E402

W, H = 1920, 1080
TITLES = ("gladopolis", "borgata", "stadsliv")
NAMES = ["Anna", "Björn", "Cecilia", "David"]
PLAYERS = ["person", "hard", "hard", "hard"]
FRAME_MS = 16
OPTIONS = {"stadsliv": {"turn_limit": 400}}
SWITCH = sys.getswitchinterval()  # the interpreter's own (5 ms)


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


def figures(name: str, gaps: list[float], base: list[float]) -> str:
    """Median, p95, p99, max and the shares over 16.7 and 33 ms of frame intervals (ms), and the
    median, p95 and p99 as multiples of the baseline's."""
    if not gaps:
        return f"  {name:<30} no frames"
    s = sorted(gaps)
    p = {q: pct(s, q) for q in (0.5, 0.95, 0.99)}
    ratio = "/".join(f"{p[q] / pct(base, q):.2f}" for q in p) if base else "-"
    over16 = 100 * sum(g > 16.7 for g in s) / len(s)
    over33 = 100 * sum(g > 33.0 for g in s) / len(s)
    return (
        f"  {name:<30} median {p[0.5]:6.1f}  p95 {p[0.95]:6.1f}  p99 {p[0.99]:6.1f}  "
        f"max {s[-1]:6.1f} ms  >16.7 ms {over16:5.1f} %  >33 ms {over33:5.1f} %  "
        f"x baseline (median/p95/p99) {ratio}  n={len(s)}"
    )


def pct(ordered: list[float], q: float) -> float:
    """The q-quantile of sorted values (nearest rank)."""
    return ordered[min(len(ordered) - 1, int(len(ordered) * q))]


def person_step(window: MainWindow, rng: random.Random) -> bool:
    """The person's part, as the table's own buttons do it; True if something was applied."""
    table = window.table
    assert table is not None
    game = window.session.game
    if table.curtain.is_up:
        return press_curtain(window, rng)
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
    window: MainWindow, game_id: str, rounds: int, phase_s: float, seed: int, workers: list[str]
) -> dict[str, list[float]]:
    """Alternate a baseline phase and one thinking phase per worker kind, `rounds` times; returns
    the frame intervals of each kind of phase."""
    rng = random.Random(seed)
    new_game(window, game_id, seed)
    process_events()
    table = window.table
    assert table is not None
    frames = Frames()
    timer = QTimer()
    timer.setTimerType(Qt.TimerType.PreciseTimer)
    timer.setInterval(FRAME_MS)
    out: dict[str, list[float]] = {"baseline": []}
    for w in workers:
        out[f"thinking ({w})"] = []
        out[f"thinking ({w}), no move"] = []
    paints: list[tuple[float, float]] = []  # one repaint's wall and GUI-thread CPU seconds
    cost: dict[str, list[tuple[float, float]]] = {k: [] for k in ("baseline", *workers)}
    busy = dict.fromkeys(workers, 0.0)
    moves = dict.fromkeys(workers, 0)
    games = 1
    kind = "baseline"

    def hook_table() -> None:
        nonlocal table
        table = window.table
        assert table is not None
        viewport = table.board.viewport()
        viewport.installEventFilter(frames)

        def frame() -> None:
            wall, cpu = time.perf_counter(), time.thread_time()
            viewport.repaint()
            paints.append((time.perf_counter() - wall, time.thread_time() - cpu))

        timer.timeout.connect(frame)
        original = table.bots.act

        def act(seat: int, choice: object) -> None:
            frames.mark_move()
            if kind in moves:
                moves[kind] += 1
            original(seat, choice)

        table.bots.act = act

    hook_table()

    def drain() -> None:
        """Wait (unmeasured) until no cancelled thought still runs, in a thread or a worker."""
        pool = bot_workers.pool() if bot_workers.running() else None
        while any(t.isRunning() for t in table.bots._threads) or (
            pool is not None and any(w.busy for w in pool._workers)
        ):
            QApplication.processEvents()
            time.sleep(0.005)

    order = ["baseline", *workers]
    for _ in range(rounds):
        rng.shuffle(order)  # the load of a shared machine drifts: no phase always comes first
        for kind in order:
            table.bots.cancel()
            drain()
            if kind != "baseline":
                # "thread@1" : the thread path with the interpreter's switch interval at 1 ms
                where, _, switch_ms = kind.partition("@")
                bot_runner.WORKERS = where
                sys.setswitchinterval(float(switch_ms) / 1000 if switch_ms else SWITCH)
            frames.reset()
            paints.clear()
            end = time.monotonic() + phase_s
            timer.start()
            if kind != "baseline":
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
                    busy[kind] += time.monotonic() - busy_since
                    busy_since = None
                if window.session.game.is_over and not table.curtain.is_up:
                    timer.timeout.disconnect()
                    new_game(window, game_id, seed + games)
                    games += 1
                    process_events()
                    hook_table()
                    frames.mark_move()
                    table._players_changed()
                    continue
                if not table.bots.busy and person_step(window, rng):
                    frames.mark_move()
                time.sleep(0.001)
            if busy_since is not None:
                busy[kind] += time.monotonic() - busy_since
            timer.stop()
            table.bots.cancel()
            sys.setswitchinterval(SWITCH)
            all_gaps, quiet = frames.intervals()
            cost[kind] += paints
            if kind == "baseline":
                out["baseline"] += all_gaps
            else:
                out[f"thinking ({kind})"] += all_gaps
                out[f"thinking ({kind}), no move"] += quiet
    total = rounds * phase_s
    shares = ", ".join(
        f"{w}: bots busy {100 * busy[w] / total:.0f} % of the time, {moves[w]} bot moves"
        for w in workers
    )
    print(f"{window.session.game.info.title}: {shares}; {games} game(s)")
    print(
        "  one repaint of the board, median wall / GUI-thread CPU ms: "
        + ", ".join(
            f"{k} {1000 * statistics.median(w for w, _ in v):.1f} / "
            f"{1000 * statistics.median(c for _, c in v):.1f}"
            for k, v in cost.items()
            if v
        )
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
    parser.add_argument(
        "--workers", default="thread,process", help="where bots think, one phase each per round"
    )
    args = parser.parse_args(argv)
    workers = args.workers.split(",")
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
        f"window {W}x{H}, board repainted every {FRAME_MS} ms, {args.rounds} rounds per title "
        f"of {args.phase:.1f} s phases: baseline, then "
        f"thinking phases: {', '.join(workers)}"
    )
    if "process" in workers:
        bot_workers.pool().warm(args.titles.split(",")[0])  # as a table with bots does
    for game_id in args.titles.split(","):
        out = run_title(window, game_id, args.rounds, args.phase, args.seed, workers)
        base = sorted(out["baseline"])
        for name, gaps in out.items():
            print(figures(name, gaps, base))
    bot_workers.shutdown()
    load = os.getloadavg()
    print(f"load average at the end: {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}")
    window.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
