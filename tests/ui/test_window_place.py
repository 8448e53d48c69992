"""The window opens where it was closed, and the first time it fits the screen; the New Game
dialog and its list of titles fit a 1024-wide screen in every language."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QLabel

from stadsliv_qt.ui import i18n
from stadsliv_qt.ui.main_window import MainWindow
from stadsliv_qt.ui.new_game import NewGameDialog
from stadsliv_qt.ui.settings import Preferences

from .conftest import settle


def test_the_first_window_fits_a_screen_smaller_than_its_first_size(qtbot, prefs) -> None:
    window = MainWindow(prefs)
    qtbot.addWidget(window)
    room = window.screen().availableGeometry()  # the offscreen screen: 800 x 800
    assert room.height() < 900
    window.take_place()
    assert window.height() <= room.height()
    assert (window.width(), window.height()) >= (1000, 680)  # never below the least size


def test_the_window_opens_at_the_size_it_was_closed_at(qtbot, prefs) -> None:
    window = MainWindow(prefs)
    qtbot.addWidget(window)
    window.resize(1000, 701)  # within the offscreen screen (800 x 800), at the least width
    window.show()
    settle(qtbot)
    window.close()
    assert prefs.window_place
    again = MainWindow(Preferences())
    qtbot.addWidget(again)
    again.take_place()
    assert (again.width(), again.height()) == (1000, 701)


def test_a_damaged_window_place_is_ignored(qtbot, prefs) -> None:
    prefs.window_place = b"not what Qt wrote"
    window = MainWindow(prefs)
    qtbot.addWidget(window)
    window.take_place()
    assert window.width() >= 1000 and window.height() >= 680


@pytest.mark.parametrize("lang", ["en", "sv", "de"])
def test_the_new_game_dialog_fits_a_1024_wide_screen(qtbot, prefs, lang) -> None:
    i18n.install(lang)
    dialog = NewGameDialog(prefs)
    qtbot.addWidget(dialog)
    dialog.resize(1000, 680)
    dialog.show()
    settle(qtbot)
    assert dialog.minimumSizeHint().width() <= 1000
    assert dialog.width() == 1000
    # the titles' cards are laid out again for the narrower list: none is cut at its right
    listing = dialog.game_list
    for row in range(listing.count()):
        card = listing.itemWidget(listing.item(row))
        assert isinstance(card, QLabel)
        assert card.width() <= listing.viewport().width()
        assert listing.item(row).sizeHint().height() >= card.heightForWidth(card.width())


def test_the_rules_browser_fits_the_screen(qtbot) -> None:
    """At 1020x760 it was taller than a 1024x700 laptop screen; the offscreen one is 800 high."""
    from stadsliv_qt.ui.dialogs.help import RulesDialog, rules_file

    path = rules_file("stadsliv", "en")
    assert path is not None
    browser = RulesDialog("Stadsliv", path.read_text(encoding="utf-8"))
    qtbot.addWidget(browser)
    room = browser.screen().availableGeometry()
    assert browser.height() <= room.height() and browser.width() <= room.width()
