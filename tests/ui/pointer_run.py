"""Point at everything on a title's board, as a curious player does; run in a child process.

    python -m tests.ui.pointer_run <game id>

Plays a seeded game some moves in, puts it on the table, then for every item of the board scene
moves the real (QTest) pointer over it, presses and releases on it, drags across the board, and
resizes the window several times between passes. Each step is printed before it is taken, so
when Qt kills the process (a segmentation fault in hit-testing, issue 12) the parent test names
the item. At the end the live objects of the window and the scene are checked for attributes
that hide a Qt method. Exit status 0 and a last line "OK …" mean all went well.
"""

from __future__ import annotations

import os
import random
import sys
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("STADSLIV_HOME", tempfile.mkdtemp(prefix="stadsliv-pointer-"))

from PySide6.QtCore import QEvent, QPoint, Qt  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication, QGraphicsItem, QWidget  # noqa: E402

from stadsliv_qt.ui import style  # noqa: E402
from stadsliv_qt.ui.main_window import MainWindow  # noqa: E402
from stadsliv_qt.ui.settings import Preferences  # noqa: E402
from tests.ui.boards import open_table, seeded_game  # noqa: E402
from tests.ui.qt_shadowing import live_shadowing  # noqa: E402

SIZES = [(1400, 900), (1024, 700), (1920, 1080), (1000, 680), (1600, 1000)]
LEFT = Qt.MouseButton.LeftButton


def say(text: str) -> None:
    """One step, printed before it is taken (the parent shows the last ones after a crash)."""
    print(text, flush=True)


def settle(app: QApplication) -> None:
    """Let events, zero timers and deferred deletions run."""
    for _ in range(3):
        app.processEvents()
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def label(item: QGraphicsItem) -> str:
    """A name for an item in the log: its class, and its tooltip's first line."""
    tip = item.toolTip().split("\n", 1)[0][:40]
    return f"{type(item).__name__}{f' ({tip})' if tip else ''}"


def targets(window: MainWindow) -> list[tuple[str, QPoint]]:
    """Every visible item of the board, as a point on the view's viewport."""
    view = window.table.board
    area = view.viewport().rect()
    out = []
    for item in view.scene().items():
        if not item.isVisible():
            continue
        centre = item.mapToScene(item.boundingRect().center())
        at = view.mapFromScene(centre)
        if area.contains(at):
            out.append((label(item), at))
    return out


def point_at_all(app: QApplication, window: MainWindow, click: bool) -> int:
    """Hover (and click) every item; returns how many were pointed at."""
    view = window.table.board
    port = view.viewport()
    found = targets(window)
    for name, at in found:
        say(f"  hover {name} at {at.x()},{at.y()}")
        QTest.mouseMove(port, at)
        settle(app)
        if click and window.table.isEnabled() and window.table.board.isVisible():
            say(f"  press and release {name}")
            QTest.mousePress(port, LEFT, Qt.KeyboardModifier.NoModifier, at)
            settle(app)
            QTest.mouseRelease(port, LEFT, Qt.KeyboardModifier.NoModifier, at)
            settle(app)
            close_popups(app)
    return len(found)


def drag(app: QApplication, window: MainWindow) -> None:
    """Press on the board, drag across it and release (the view pans by hand)."""
    port = window.table.board.viewport()
    start = port.rect().center()
    say("  drag across the board")
    QTest.mousePress(port, LEFT, Qt.KeyboardModifier.NoModifier, start)
    for k in range(1, 8):
        QTest.mouseMove(port, start + QPoint(k * 25, k * 12))
        settle(app)
    QTest.mouseRelease(port, LEFT, Qt.KeyboardModifier.NoModifier, start + QPoint(175, 84))
    settle(app)


def close_popups(app: QApplication) -> None:
    """A click on a field may open its menu: close it again."""
    while (popup := QApplication.activePopupWidget()) is not None:
        popup.close()
        settle(app)


def play_a_little(app: QApplication, window: MainWindow, moves: int) -> None:
    """A few moves through the table, so the board animates events it was shown."""
    session = window.session
    rng = random.Random(3)
    for _ in range(moves):
        game = session.game
        if not open_table(game) or window.table.frozen:
            break
        seat = game.decision().seats[0]
        window.table.choose(rng.choice(game.legal_actions(seat)))
        settle(app)


def shadowing_on_live_objects(window: MainWindow) -> list[str]:
    """Attributes on the window's objects and the board's items that hide a Qt method."""
    problems: list[str] = []
    for obj in [window, *window.findChildren(QWidget), *window.table.board.scene().items()]:
        problems += live_shadowing(obj)
    return sorted(set(problems))


def main(game_id: str) -> int:
    """Play, point, click, drag and resize; 0 when nothing broke."""
    app = QApplication.instance() or QApplication([sys.argv[0]])
    style.apply(app)
    prefs = Preferences()
    prefs.speed = "off"
    window = MainWindow(prefs)
    window.resize(*SIZES[0])
    window.show()
    say(f"start {game_id}")
    window.start_session(seeded_game(game_id, 40))
    settle(app)
    play_a_little(app, window, 4)
    pointed = 0
    for k, (w, h) in enumerate(SIZES):
        say(f"resize to {w}x{h}")
        window.resize(w, h)
        settle(app)
        window.table.board.fit()
        settle(app)
        pointed += point_at_all(app, window, click=k % 2 == 0)
        if not window.table.isEnabled():  # a click raised the curtain: back to the table
            say("  the curtain is up: put the game on the table again")
            window.start_session(seeded_game(game_id, 40))
            settle(app)
        drag(app, window)
    for w, h in [(1100, 720), (1920, 1080), (1024, 700)]:
        say(f"resize to {w}x{h}")
        window.resize(w, h)
        settle(app)
    problems = shadowing_on_live_objects(window)
    if problems:
        say("attributes hide Qt methods:\n" + "\n".join(problems))
        return 1
    say(f"OK {game_id}: pointed at {pointed} items")
    window.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1]))
