"""Undo through the Edit menu: back over open steps, never past dice or sealed choices."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence

from stadsliv_qt.engine import Kind

from .conftest import bar_button, click, seal, settle, toy

NOTHING = "Nothing to undo: play cannot go back past dice, cards or revealed choices."


def test_undo_takes_back_an_open_step(qtbot, window):
    window.start_session(toy())
    settle(qtbot)
    game = window.session.game
    click(qtbot, bar_button(window, "aims for 6"))
    assert window.menu_actions["undo"].text() == "&Undo: aims for 6"
    assert window.menu_actions["undo"].shortcut() == QKeySequence(QKeySequence.StandardKey.Undo)
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    settle(qtbot)
    assert window.last_message == "Took back the last move."
    restored = window.session.game
    assert restored is not game and restored.decision().kind is Kind.SEAT
    assert restored.log == [] and window.table.log.lines() == []
    assert "aims for 2" in window.table.bar.buttons[0].text()
    assert window.undo() is False and window.last_message == NOTHING


def test_undo_stops_at_the_dice(qtbot, window):
    window.start_session(toy())
    settle(qtbot)
    click(qtbot, bar_button(window, "aims for 6"))
    window.session.game.chance.script("dice", (2, 5))
    click(qtbot, bar_button(window, "Roll"))
    settle(qtbot)
    before = window.session.game.to_dict()
    assert window.undo() is False
    assert window.last_message == "Undo waits until the screen is uncovered."
    seal(qtbot, window, 1)
    seal(qtbot, window, 2)
    click(qtbot, window.table.curtain.reveal_button)
    assert window.session.game.decision().kind is Kind.TERMINAL
    assert window.undo() is False and window.last_message == NOTHING
    assert window.table.bar.message.text() == NOTHING and window.table.bar.message.isVisible()
    assert window.session.game.barrier > before["barrier"]


def test_undo_after_a_reveal_only_reaches_the_reveal(qtbot, window):
    window.start_session(toy(rounds=2))
    settle(qtbot)
    click(qtbot, bar_button(window, "aims for 6"))
    window.session.game.chance.script("dice", (2, 5))
    click(qtbot, bar_button(window, "Roll"))
    seal(qtbot, window, 1)
    seal(qtbot, window, 2)
    click(qtbot, window.table.curtain.reveal_button)
    click(qtbot, bar_button(window, "aims for 9"))
    assert window.undo() is True
    assert window.session.game.decision().seats == (1,)
    assert window.undo() is False and window.last_message == NOTHING
    assert "Bids opened: Anna 1, Björn 2 (TOY-2)" in window.table.log.lines()


def test_undo_without_a_game(window):
    assert window.undo() is False and window.last_message == "No game is running."
