"""Small things a user notices: the Ödestärning's Roll key, a greyed Undo, the envelope reveal at
the default window size, the seat's own mark before the prompt, the New Game dialog keeping the
names, counts in the right number, the undo status as a sentence, the dice tray after a resume."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QScrollArea

from stadsliv_qt.engine import Kind, Seat
from stadsliv_qt.engine import save as saves
from stadsliv_qt.games.borgata.actions import Place
from stadsliv_qt.ui import tokens
from stadsliv_qt.ui.format import format_value, plural
from stadsliv_qt.ui.new_game import NewGameDialog
from tests.engine.stadsliv.helpers import give_turn, nth
from tests.engine.stadsliv.helpers import new_game as stadsliv_game

from .borgata import drive
from .borgata.drive import new_game, reveal, seal_sheet, start
from .conftest import bar_button, click, settle, toy
from .stadsliv.helpers import press, roll


def on_fate(qtbot, window):
    """Stadsliv: Anna lands on Ödet; the Ödestärning waits for Björn, the banker, to roll."""
    game = stadsliv_game(3, banker=1)
    give_turn(game, 0)
    game.pos[0] = nth(game, "fate") - 7
    window.start_session(game)
    settle(qtbot)
    roll(qtbot, window, (3, 4))
    decision = game.decision()
    assert decision.kind is Kind.CHANCE and decision.chance == "fate"
    return game


@pytest.mark.rule("STA-12")
def test_the_odestarning_rolls_with_key_1_like_every_action(qtbot, window):
    game = on_fate(qtbot, window)
    button = window.table.bar.buttons[0]
    assert button.text() == "1  Roll" and "1" in button.toolTip()
    game.chance.script("fate", "IU")
    qtbot.keyClick(window, Qt.Key.Key_1)
    settle(qtbot)
    assert game.decision().kind is not Kind.CHANCE or game.decision().chance != "fate"
    assert window.table.scene.tray.fate.code == "IU"


def test_undo_is_greyed_whenever_nothing_can_be_undone(qtbot, window):
    window.start_session(toy())
    settle(qtbot)
    undo = window.menu_actions["undo"]
    assert not undo.isEnabled()  # a new game: nothing to take back
    click(qtbot, bar_button(window, "aims for 6"))
    assert undo.isEnabled() and undo.text() == "&Undo: aims for 6"
    window.session.game.chance.script("dice", (2, 5))
    click(qtbot, bar_button(window, "Roll"))
    assert not undo.isEnabled() and undo.text() == "&Undo"  # never past the dice
    assert "Nothing to undo" in undo.statusTip()
    game = window.session.game
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    settle(qtbot)
    assert window.session.game is game


@pytest.mark.rule("BOR-10")
def test_the_envelope_reveal_is_not_cut_off_in_the_default_window(
    qtbot, window, prefs, monkeypatch
):
    monkeypatch.setattr(drive, "SEATS", (*drive.SEATS, Seat("Dagny Wilhelmina", "#CC79A7", "star")))
    window.resize(1440, 900)  # the size a new window opens at
    game = new_game(4)
    game.resolve_chance()
    n = 0
    while game.decision().tag == "place":
        actions = game.legal_actions(game.decision().seat)
        game.apply(actions[(5 * n) % len(actions)])
        n += 1
    start(qtbot, window, game)
    click(qtbot, window.table.bar.buttons[0])
    seal_sheet(qtbot, window, {"lonnmordaren": 733, "fbi": 411})
    seal_sheet(qtbot, window, {"livvakterna": 517, "lonnmordaren": 611})
    seal_sheet(qtbot, window, {"fbi": 411, "informatoren": 329})
    seal_sheet(qtbot, window, {"smugglaren": 1200})
    prefs.speed = "normal"  # rows open one by one after the card is laid (a twentieth as slow)
    monkeypatch.setattr(prefs, "delay_ms", lambda ms: ms // 20)
    reveal(qtbot, window)
    overlay = window.table.scene.overlay
    panel = overlay.content
    assert panel.opened < len(panel.rows)
    qtbot.waitUntil(lambda: panel.opened == len(panel.rows), timeout=5000)
    settle(qtbot, 20)
    assert panel.opened == len(panel.rows) == 10  # every contact's row, results in
    scroll = overlay.findChild(QScrollArea)
    assert scroll.verticalScrollBar().maximum() == 0  # nothing below the fold
    assert scroll.horizontalScrollBar().maximum() == 0
    paid = panel.paid_label
    bottom = paid.mapTo(scroll.viewport(), paid.rect().bottomLeft()).y()
    assert paid.isVisible() and bottom <= scroll.viewport().height()
    assert overlay.card.geometry().bottom() <= overlay.height()
    for row in panel.rows:  # each result on one line: the row is no taller than its cells
        assert row[-1].height() <= row[0].height() + 2, row[-1].text()


def test_the_mark_before_the_prompt_is_the_seats_own_token(qtbot, window):
    seats = (Seat("Anna", "#E69F00", "triangle"), Seat("Björn", "#56B4E9", "square"))
    window.start_session(toy(seats))
    settle(qtbot)
    swatch = window.table.bar.swatch
    colour = tokens.seat_colour("#E69F00", 0)
    assert swatch.pixmap().toImage() == tokens.token_pixmap("triangle", colour, 18).toImage()
    assert swatch.pixmap().toImage() != tokens.token_pixmap("circle", colour, 18).toImage()
    assert swatch.toolTip() == tokens.shape_name("triangle")
    click(qtbot, bar_button(window, "aims for 6"))
    window.session.game.chance.script("dice", (2, 5))
    click(qtbot, bar_button(window, "Roll"))  # a sealed round: "Pass to Anna" with her mark
    window.table.curtain.lift()
    assert swatch.pixmap().toImage() == tokens.token_pixmap("triangle", colour, 18).toImage()


def test_new_game_dialog_keeps_the_names_when_another_game_is_picked(qtbot, prefs):
    dialog = NewGameDialog(prefs, None, "stadsliv")
    qtbot.addWidget(dialog)
    dialog.show()
    while len(dialog.rows) < 6:
        dialog.add_seat()
    names = ["Anna", "Björn", "Çelik", "Dagny", "Erik", "Frida"]
    for row, name in zip(dialog.rows, names, strict=True):
        row.name.setText(name)
    dialog.rows[1].token.setCurrentIndex(tokens.SHAPES.index("star"))
    ids = [c.info.id for c in dialog.classes]
    dialog.game_list.setCurrentRow(ids.index("borgata"))  # up to four families
    assert [r.name.text() for r in dialog.rows] == names[: dialog.cls.info.max_seats]
    assert dialog.rows[1].token.currentData() == "star"
    dialog.game_list.setCurrentRow(ids.index("stadsliv"))  # room again: the others come back
    assert [r.name.text() for r in dialog.rows] == names
    assert dialog.validate()


def test_counts_are_in_the_right_number():
    assert plural(1, "{n} entry", "{n} entries") == "1 entry"
    assert (
        plural(3, "1 item and {money}", "{n} items and {money}", money="5 €") == "3 items and 5 €"
    )
    assert format_value([{"x": 1}], []) == "1 entry"
    game = new_game(3)
    game.resolve_chance()
    for k, pos in enumerate([(1, 1), (1, 3), (3, 1)]):
        game.apply(Place(k % 3, pos))
    holdings = [str(h) for h in game.view(None)["players"][0]["holdings"]]  # English
    assert "1 member" in holdings and "1 members" not in holdings


@pytest.mark.rule("GLA-26")
def test_trade_summary_and_wahltag_countdown_count_in_the_right_number(qtbot, window):
    from stadsliv_qt.ui.titles.gladopolis.centre import CalendarItem

    from .gladopolis.test_dialogs import to_turn
    from .gladopolis.test_whole_game import start as gladopolis_start

    calendar = CalendarItem()
    calendar.set(length=12, calendar=11)
    assert calendar.note() == "1 LOS passage to Wahltag"
    calendar.set(calendar=9)
    assert calendar.note() == "3 LOS passages to Wahltag"
    game = gladopolis_start(qtbot, window, 2)
    to_turn(qtbot, window, game)
    dialog = window.table.bar.panel.open_trade()
    settle(qtbot)
    dialog.mine.check(11)
    assert dialog.summary.text() == "1 item and 0 € in this offer."
    dialog.close()


def test_undo_status_is_a_whole_sentence_in_the_ui_language_and_goes_at_the_next_move(
    qtbot, window
):
    window.menu_actions["lang_sv"].trigger()
    window.start_session(toy())
    settle(qtbot)
    click(qtbot, bar_button(window, "aims for 6"))
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    settle(qtbot)
    # the move's own words come from the engine's message (the toy game's are plain English)
    assert window.statusBar().currentMessage() == "Ångrade: aims for 6."
    click(qtbot, bar_button(window, "aims for 6"))  # the next move
    assert window.statusBar().currentMessage() == ""


@pytest.mark.rule("GLA-11")
def test_nothing_to_undo_goes_from_the_prompt_and_the_status_at_the_next_move(qtbot, window):
    from .gladopolis.driver import Driver
    from .gladopolis.test_dialogs import to_turn
    from .gladopolis.test_whole_game import start as gladopolis_start

    game = gladopolis_start(qtbot, window, 2)
    to_turn(qtbot, window, game)
    window.session.game.chance.script("dice", (1, 2))
    click(qtbot, window.table.bar.panel.buttons[0])  # roll
    assert window.undo() is False
    bar = window.table.bar
    assert "Nothing to undo" in bar.message.text() and bar.message.isVisible()
    assert "Nothing to undo" in window.statusBar().currentMessage()
    Driver(qtbot, window).step()  # the next move
    assert not bar.message.isVisible()
    assert window.statusBar().currentMessage() == ""


@pytest.mark.rule("STA-12")
def test_the_dice_tray_remembers_the_last_odestarning_after_a_resume(qtbot, window, tmp_path):
    game = on_fate(qtbot, window)
    game.chance.script("fate", "KH")
    press(qtbot, window, "Roll")
    assert window.table.scene.tray.fate.code == "KH"
    saved = window.session.game
    for k in range(45):  # play went on: the throw is no longer among the last 40 lines
        saved.emit(f"Later line {k}", rule="STA-06", kind="info")
    path = tmp_path / "resumed.json"
    saves.save(saved, path)
    assert window.open_path(path)
    settle(qtbot)
    tray = window.table.scene.tray
    assert tray.fate.code == "KH" and tray.fate_caption == "thrown by Björn"


@pytest.mark.parametrize("game_id", ["stadsliv", "borgata", "gladopolis"])
def test_a_title_board_is_painted_once_a_scene_without_a_background_is_filled(
    qtbot, window, game_id
):
    """Every title's scene paints its own background, so the board's viewport is not filled
    first (each changed pixel filled once, not twice); a scene that paints none (a new title's
    first sketch) still gets the viewport's fill, never stale pixels."""
    from PySide6.QtWidgets import QGraphicsScene

    from stadsliv_qt.engine import registry

    window.start_session(registry.get(game_id)(["Anna", "Björn"], seed=2))
    settle(qtbot)
    board = window.table.board
    viewport = board.viewport()
    assert viewport.testAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
    assert not viewport.autoFillBackground()
    scene = board.scene()
    bare = QGraphicsScene()
    board.setScene(bare)
    assert not viewport.testAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
    assert viewport.autoFillBackground()
    board.setScene(scene)
    assert viewport.testAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)


def test_the_seat_to_play_is_scrolled_into_sight_in_a_short_column(qtbot, window):
    """Eight seats do not fit beside the log of a small window: the column follows the turn."""
    window.resize(1100, 620)
    game = stadsliv_game(8)
    window.start_session(game)
    settle(qtbot)
    panels = window.table.panels
    viewport = panels.parentWidget()
    assert panels.height() > viewport.height()  # the column scrolls
    for seat in (7, 0, 6):
        give_turn(game, seat)
        window.table.refresh()
        settle(qtbot)
        panel = panels.panels[seat]
        assert panel.active
        top = panel.mapTo(viewport, panel.rect().topLeft()).y()
        assert top >= 0 and top + panel.height() <= viewport.height(), seat


def test_an_auction_with_eight_seats_fits_the_bar_of_a_1440_window(qtbot, window):
    """The terms of a sale are cut to fit beside the title and the bid: at 1440x900 they had
    widened the panel past the bar, so that Pass and the player's poäng were out of sight."""
    window.resize(1440, 900)
    game = stadsliv_game(8)
    window.start_session(game)
    settle(qtbot)
    offer = next(a for a in game.legal_actions(0) if type(a).__name__ == "Offer")
    window.table.choose(offer)  # the banker sells the Bank's share (STA-19): the longest terms
    settle(qtbot)
    panel = window.table.bar.panel
    assert type(panel).__name__ == "AuctionPanel"
    bar = window.table.bar
    for shown in (panel.pass_button, panel.limit, panel.current, panel.raise_buttons[0]):
        corner = shown.mapTo(bar, shown.rect().bottomRight())
        assert shown.isVisible() and bar.rect().contains(corner), shown
    terms = panel.detail.full  # cut on screen, whole in its tooltip
    assert terms.startswith("Sold by Anna") and terms in panel.detail.toolTip()


def test_a_long_name_is_cut_beside_the_to_play_badge_and_whole_in_its_tooltip(qtbot, window):
    long = "Maximiliane Wolkenstein"  # 23 characters, within the limit
    window.resize(1440, 900)
    seats = [Seat(long, "#E69F00", "circle"), Seat("Bo", "#56B4E9", "square")]
    window.start_session(stadsliv_game(2).__class__(seats, {}, seed=3))
    settle(qtbot)
    panel = window.table.panels.panels[0]
    assert panel.turn.isVisible()  # the 'to play' badge
    name_right = panel.name.mapTo(panel, panel.name.rect().topRight()).x()
    assert name_right < panel.turn.mapTo(panel, panel.turn.rect().topLeft()).x()
    shown = panel.name.text()
    assert shown != long and shown.endswith("…") and long.startswith(shown[:-1])
    assert panel.name.toolTip() == long
