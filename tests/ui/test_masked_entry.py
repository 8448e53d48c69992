"""Masked entry stays masked: a sealed amount shows the same mark whatever its length, the sealed
page says that the entry is in (not what it holds) unless the seat holds a button, and digits
typed as soon as the private page opens go into the first field."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication, QLabel, QWidget

from stadsliv_qt.games.borgata.actions import Place
from stadsliv_qt.ui.dialogs.amount import MaskedField

from .borgata.drive import new_game, start
from .conftest import bar_button, click, settle, toy

OPENING = [(1, 1), (1, 3), (3, 1), (1, 2), (2, 3), (3, 3), (2, 1), (1, 3), (3, 2)]


@pytest.fixture
def steady_cursor():
    """The text cursor does not blink, so two pictures of a field differ only by what it shows."""
    app = QApplication.instance()
    old = app.cursorFlashTime()
    app.setCursorFlashTime(0)
    yield
    app.setCursorFlashTime(old)


def picture(widget: QWidget) -> QImage:
    QApplication.processEvents()
    return widget.grab().toImage()


def visible_texts(page: QWidget) -> list[str]:
    return [lab.text() for lab in page.findChildren(QLabel) if lab.isVisibleTo(page)]


def borgata_on_table(qtbot, window):
    game = new_game(3)
    game.resolve_chance()
    for k, pos in enumerate(OPENING):
        game.apply(Place(k % 3, pos))
    start(qtbot, window, game)
    click(qtbot, window.table.bar.buttons[0])  # "Pass to Anna"
    return game


def test_a_masked_field_looks_the_same_for_any_amount(qtbot, steady_cursor):
    field = MaskedField(9)
    qtbot.addWidget(field)
    field.resize(160, 40)
    field.show()
    field.setText("")
    empty = picture(field)
    pictures = []
    for amount in ("5", "50", "5000", "987654321"):
        field.setText(amount)
        assert field.text() == amount
        assert field.displayText() == "" and field.shown_text() == "••••"
        pictures.append(picture(field))
    assert all(p == pictures[0] for p in pictures)  # not one dot per digit
    assert pictures[0] != empty  # but the seat sees that something is entered
    field.set_masked(False)
    assert field.displayText() == "987654321" and picture(field) != pictures[0]


@pytest.mark.rule("BOR-27")
def test_envelopes_show_one_mark_for_any_amount_and_typing_goes_in_at_once(
    qtbot, window, steady_cursor
):
    borgata_on_table(qtbot, window)
    curtain = window.table.curtain
    click(qtbot, curtain.card)
    sheet = curtain.panel
    first = sheet.envelopes[0]
    # the keyboard is in the first envelope as soon as the page opens: no click needed
    assert QApplication.focusWidget() is first.field
    qtbot.keyClicks(QApplication.focusWidget(), "7")
    seven = picture(first)
    qtbot.keyClicks(QApplication.focusWidget(), "33")
    assert first.amount == 733
    assert picture(first) == seven  # $7 and $733 look the same
    other = sheet.envelopes[1]
    qtbot.mouseClick(other, Qt.MouseButton.LeftButton)
    for digit in "1500":
        click(qtbot, other.keys[digit])
    assert other.field.shown_text() == first.field.shown_text() == "●●●●"
    assert "$733" not in " ".join(visible_texts(sheet))


@pytest.mark.rule("BOR-27")
def test_sealed_page_says_the_envelopes_are_in_and_shows_amounts_only_while_held(qtbot, window):
    borgata_on_table(qtbot, window)
    curtain = window.table.curtain
    click(qtbot, curtain.card)
    sheet = curtain.panel
    count = len(sheet.envelopes)
    qtbot.keyClicks(QApplication.focusWidget(), "733")
    click(qtbot, sheet.submit)
    page = curtain.page
    shown = " ".join(visible_texts(page))
    assert "Your choice is sealed." in shown
    assert f"Your {count} envelopes are sealed." in shown  # how many, not how much
    assert "$733" not in shown and "$0" not in shown
    assert curtain.done_button.hasFocus()  # Enter goes on, as before
    peek = curtain.peek_button
    qtbot.mousePress(peek, Qt.MouseButton.LeftButton)
    assert "$733" in " ".join(visible_texts(page))  # while the button is held down
    qtbot.mouseRelease(peek, Qt.MouseButton.LeftButton)
    assert "$733" not in " ".join(visible_texts(page))


def test_generic_amount_typed_at_once_masked_and_sealed_page_without_it(
    qtbot, window, steady_cursor
):
    window.start_session(toy(("Anna", "Björn")))
    settle(qtbot)
    game = window.session.game
    click(qtbot, bar_button(window, "aims for 12"))
    game.chance.script("dice", (1, 2))
    click(qtbot, bar_button(window, "Roll"))
    settle(qtbot)
    curtain = window.table.curtain
    click(qtbot, curtain.card)
    panel = curtain.panel
    assert QApplication.focusWidget() is panel.field
    qtbot.keyClicks(QApplication.focusWidget(), "7")
    seven = picture(panel.field)
    qtbot.keyClicks(QApplication.focusWidget(), "0")
    assert panel.field.text() == "70" and picture(panel.field) == seven
    qtbot.mousePress(panel.peek, Qt.MouseButton.LeftButton)
    assert panel.field.displayText() == "70"
    qtbot.mouseRelease(panel.peek, Qt.MouseButton.LeftButton)
    assert panel.field.displayText() == ""
    panel.field.setText("7")
    click(qtbot, panel.submit)
    shown = " ".join(visible_texts(curtain.page))
    assert "Your amount is sealed." in shown and "You bid 7" not in shown
    qtbot.mousePress(curtain.peek_button, Qt.MouseButton.LeftButton)
    assert "You bid 7" in " ".join(visible_texts(curtain.page))
    qtbot.mouseRelease(curtain.peek_button, Qt.MouseButton.LeftButton)
