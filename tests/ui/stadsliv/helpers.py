"""Driving Stadsliv through the table only: the New Game dialog, panels, menus, the curtain."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QComboBox, QPushButton

from stadsliv_qt.engine import Kind
from stadsliv_qt.ui.new_game import NewGameDialog

from ..conftest import click, settle

NAMES = ("Anna", "Björn", "Cecilia", "David")


def start_game(qtbot, window, names=NAMES, options=None, seed="5"):
    """Start Stadsliv through the New Game dialog; returns the game."""

    def fill():
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, NewGameDialog)
        dialog.game_list.setCurrentRow([c.info.id for c in dialog.classes].index("stadsliv"))
        while len(dialog.rows) < len(names):
            dialog.add_seat()
        while len(dialog.rows) > len(names):
            dialog.remove_seat(len(dialog.rows) - 1)
        for row, name in zip(dialog.rows, names, strict=True):
            row.name.setText(name)
        for key, value in (options or {}).items():
            dialog.option_widgets[key].setValue(value)
        dialog.seed.setText(seed)
        qtbot.mouseClick(dialog.ok, Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, fill)
    click(qtbot, window.welcome.new_button)
    settle(qtbot)
    return window.session.game


def buttons(window) -> list[QPushButton]:
    """Every visible button of the action bar (its own and its panel's)."""
    bar = window.table.bar
    found = [b for b in bar.findChildren(QPushButton) if b.isVisible()]
    return found


def press(qtbot, window, text: str) -> None:
    """Click the action bar's visible button whose label contains `text`."""
    for b in buttons(window):
        if text in b.text() and b.isEnabled():
            click(qtbot, b)
            return
    raise AssertionError(f"no button {text!r}: {[b.text() for b in buttons(window)]}")


def menu_choose(qtbot, window, menu_text: str, entry: str) -> None:
    """Open a menu button on the bar and trigger the entry containing `entry`."""
    for b in buttons(window):
        if menu_text in b.text() and b.menu() is not None:
            for action in b.menu().actions():
                if entry in action.text():
                    action.trigger()
                    settle(qtbot)
                    return
            raise AssertionError([a.text() for a in b.menu().actions()])
    raise AssertionError(f"no menu {menu_text!r}")


def combo_choose(combo: QComboBox, text: str) -> None:
    """Pick the combo entry containing `text`."""
    for i in range(combo.count()):
        if text in combo.itemText(i):
            combo.setCurrentIndex(i)
            return
    raise AssertionError([combo.itemText(i) for i in range(combo.count())])


def roll(qtbot, window, dice: tuple[int, ...]) -> None:
    """Script the dice and choose one die or both on the roll panel (the table rolls at once)."""
    game = window.session.game
    assert game.decision().tag == "roll", game.decision()
    if len(dice) == 1:
        game.chance.script("die", dice[0])
        press(qtbot, window, "One die")
    else:
        game.chance.script("dice", dice)
        press(qtbot, window, "Both dice")
    settle(qtbot)


def throw(qtbot, window, face: str) -> None:
    """Script the Ödestärning and click Roll for the thrower."""
    game = window.session.game
    d = game.decision()
    assert d.kind is Kind.CHANCE and d.chance == "fate", d
    game.chance.script("fate", face)
    press(qtbot, window, "Roll")
    settle(qtbot)


def vote(qtbot, window, choices: list[bool]) -> None:
    """Every voter in seat order behind the curtain: card, Yes/No, Cast, Done; then reveal."""
    curtain = window.table.curtain
    settle(qtbot, 20)
    if not curtain.is_up:
        press(qtbot, window, "Pass to")
    for choice in choices:
        assert curtain.card is not None, "no seat card on the curtain"
        click(qtbot, curtain.card)
        panel = curtain.panel
        click(qtbot, panel.yes if choice else panel.no)
        click(qtbot, panel.cast)
        click(qtbot, curtain.done_button)
    click(qtbot, curtain.reveal_button)
    settle(qtbot)


def end_turn(qtbot, window) -> None:
    """End the turn on the turn panel."""
    assert window.session.game.decision().tag == "turn"
    press(qtbot, window, "End the turn")
