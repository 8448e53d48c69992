"""UI test fixtures: a private home folder per test, a main window, and helpers to read widgets."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QStandardPaths, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QGraphicsTextItem,
    QGraphicsView,
    QLabel,
    QLineEdit,
    QListWidget,
    QPlainTextEdit,
    QStatusBar,
    QWidget,
)

from stadsliv_qt.ui import i18n, style
from stadsliv_qt.ui.main_window import MainWindow
from stadsliv_qt.ui.pump import process_events
from stadsliv_qt.ui.settings import Preferences
from tests.toy_game import ToyGame


@pytest.fixture(autouse=True)
def app_home(tmp_path, monkeypatch, qapp):
    """Preferences and autosave live in a temporary folder; Qt's own paths are in test mode."""
    QStandardPaths.setTestModeEnabled(True)
    QCoreApplication.setApplicationName("Stadsliv")
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("STADSLIV_HOME", str(home))
    style.apply(qapp)
    i18n.install("en")
    yield home
    i18n.install("en")


@pytest.fixture
def prefs(app_home):
    """Preferences stored in the test's home folder, animations off."""
    p = Preferences()
    p.speed = "off"
    return p


@pytest.fixture
def window(qtbot, prefs):
    """A shown main window on the welcome page."""
    w = MainWindow(prefs)
    qtbot.addWidget(w)
    w.resize(1400, 900)
    w.show()
    settle(qtbot)
    return w


def settle(qtbot, ms: int = 5) -> None:
    """Let deferred calls, timers at 0 ms and deferred deletes run (see ui/pump.py: a test that
    only called processEvents() would keep every widget the table replaced alive)."""
    qtbot.wait(ms)
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    process_events()


def toy(names=("Anna", "Björn"), rounds: int = 1, seed: int = 3, prize: str = "5") -> ToyGame:
    """A new Tärningsduell game."""
    return ToyGame(list(names), {"rounds": rounds, "prize": prize}, seed=seed)


def click(qtbot, button: QAbstractButton) -> None:
    """A real mouse click on a visible, enabled button."""
    assert button.isVisible() and button.isEnabled(), button.text()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    settle(qtbot)


def bar_button(window, text: str) -> QAbstractButton:
    """The action bar's button whose label contains `text`."""
    for button in window.table.bar.buttons:
        if text in button.text():
            return button
    raise AssertionError(
        f"no action button with {text!r}: {[b.text() for b in window.table.bar.buttons]}"
    )


def seal(qtbot, window, amount: int) -> None:
    """At a seat's card: open it, type the amount on the keypad, seal, and press Done."""
    curtain = window.table.curtain
    click(qtbot, curtain.card)
    for digit in str(amount):
        click(qtbot, curtain.panel.keys[digit])
    click(qtbot, curtain.panel.submit)
    click(qtbot, curtain.done_button)


def all_texts(root: QWidget) -> list[str]:
    """Every text a player could read: labels, buttons, fields, tooltips, lists, titles, scenes."""
    texts = [root.windowTitle()]
    widgets = [root, *root.findChildren(QWidget)]
    for w in widgets:
        texts.append(w.toolTip())
        if isinstance(w, (QLabel, QAbstractButton)):
            texts.append(w.text())
        if isinstance(w, QLineEdit):
            texts.extend([w.text(), w.displayText(), w.placeholderText()])
        if isinstance(w, QStatusBar):
            texts.append(w.currentMessage())
        if isinstance(w, QListWidget):
            texts.extend(w.item(i).text() for i in range(w.count()))
        if isinstance(w, QPlainTextEdit):
            texts.extend(w.toPlainText().split("\n"))
        if isinstance(w, QGraphicsView) and w.scene() is not None:
            for item in w.scene().items():
                if isinstance(item, QGraphicsTextItem):
                    texts.append(item.toPlainText())
                texts.append(item.toolTip())
    return [t for t in texts if t]
