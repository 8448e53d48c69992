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


@pytest.mark.parametrize("game_id", ["stadsliv", "gladopolis"])
def test_the_end_screen_fits_a_small_window_in_german(qtbot, window, game_id) -> None:
    """Eight players' scores and two charts were taller than the board's place at 1000x680:
    the charts lay under the buttons, the last row was cut and the long German headings were
    cut at both ends. The page scrolls now, the buttons below it, each heading fits its column."""
    import random

    from stadsliv_qt.engine import Kind
    from stadsliv_qt.ui.pump import process_events
    from stadsliv_qt.ui.results import ResultsView
    from tests.ui.conftest import settle as settle_more

    i18n.install("de")
    game = _finished(game_id, random.Random(11), Kind)
    window.resize(1000, 680)
    window.start_session(game)
    settle_more(qtbot, 20)
    window.table.show_results()
    process_events()
    settle_more(qtbot, 20)
    view = window.table.results
    assert isinstance(view, ResultsView)
    page = view.page.geometry()
    for button in (view.again_button, view.new_button, view.board_button):
        assert button.isVisible() and button.geometry().top() >= page.bottom()
    table = view.table
    header = table.horizontalHeader()
    for c in range(table.columnCount()):
        assert header.sectionSize(c) >= header.sectionSizeFromContents(c).width(), c
    rows = sum(table.rowHeight(r) for r in range(table.rowCount()))
    assert table.viewport().height() >= rows  # every seat's row in sight in the table


def _finished(game_id: str, rng, kind):
    """A game of the benchmark's table played to its end at random."""
    from benchmarks import longplay

    game = longplay.new_game(game_id, 11)
    while game.decision().kind is not kind.TERMINAL:
        action = longplay.random_action(game, rng)
        if action is None:
            game.resolve_chance()
        else:
            game.apply(action)
    return game
