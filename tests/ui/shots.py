"""Shared by the screenshot set-ups (scripts/screenshots.py, tests/ui/<id>/shots.py): the seats,
the window at the screenshot size with animations off, and a dialog composed over its window.

Not collected by pytest; each title's shots live beside its UI tests in tests/ui/<id>/shots.py.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPoint
from PySide6.QtGui import QColor, QPainter, QPixmap
from PySide6.QtWidgets import QApplication, QWidget

from stadsliv_qt.engine import Seat
from stadsliv_qt.ui.main_window import MainWindow
from stadsliv_qt.ui.pump import process_events
from stadsliv_qt.ui.settings import Preferences

SIZE = (1600, 1000)
Shot = Callable[[QApplication], QPixmap]

SEATS = [
    Seat("Anna", "#E69F00", "circle"),
    Seat("Björn", "#56B4E9", "square"),
    Seat("Çelik", "#009E73", "triangle"),
    Seat("Dagny", "#CC79A7", "star"),
]


def settle(app: QApplication, rounds: int = 6) -> None:
    """Let layouts, deferred calls and deferred deletions finish (no exec() runs them here)."""
    for _ in range(rounds):
        process_events()


def sized(app: QApplication, game, size: tuple[int, int]) -> QPixmap:
    """The game on the table in a window of `size`, animations off."""
    window = fresh_window(app)
    window.resize(*size)
    window.start_session(game)
    settle(app, 12)
    pix = window.grab()
    window.close()
    return pix


def at_sizes(name: str, make: Callable[[], object]) -> dict[str, Shot]:
    """A title's board mid-game at a small laptop's and a full-HD screen's size."""
    return {
        f"{name}_{w}": (lambda app, w=w, h=h: sized(app, make(), (w, h)))
        for w, h in ((1024, 700), (1920, 1080))
    }


def fresh_window(app: QApplication) -> MainWindow:
    """A main window at the screenshot size, animations off."""
    prefs = Preferences()
    prefs.speed = "off"
    window = MainWindow(prefs)
    window.resize(*SIZE)
    window.show()
    settle(app)
    return window


def compose(window: QWidget, dialog: QWidget) -> QPixmap:
    """The window with a dialog centred over it, as a player would see it."""
    base = window.grab()
    painter = QPainter(base)
    painter.fillRect(base.rect(), QColor(40, 32, 26, 90))
    shot = dialog.grab()
    painter.drawPixmap(
        QPoint((base.width() - shot.width()) // 2, (base.height() - shot.height()) // 2), shot
    )
    painter.end()
    return base
