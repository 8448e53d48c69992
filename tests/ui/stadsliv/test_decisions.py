"""Stadsliv's decisions through the table: the owner choice and protest, the auction and the
seller's refusal, the loan throw, raising money, the banker's roll. Each scenario starts from a
state set up in the engine, then only clicks (panels, menus, the board, Roll) drive it.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtWidgets import QPushButton

from stadsliv_qt.engine import Kind
from tests.engine.stadsliv.helpers import at, give_turn, new_game, nth, set_money

from ..conftest import click, settle
from .helpers import menu_choose, press, roll, start_game, throw


def table_for(qtbot, window, game):
    window.start_session(game)
    settle(qtbot)
    return window.table


def click_block(qtbot, window, code: str) -> None:
    """A real click on a block of the city map."""
    scene = window.table.scene
    item = scene.blocks[scene.codes[code]]
    view = window.table.board
    at_ = view.mapFromScene(item.mapToScene(item.centre + QPointF(0, 8)))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=at_)
    settle(qtbot)


@pytest.mark.rule("STA-08")
def test_sta08_owner_chosen_on_the_board_protest_and_the_plaintiffs_choice(qtbot, window):
    game = new_game(4, banker=1)
    game.owner["A"], game.owner["C"] = 1, 2
    give_turn(game, 0)
    game.pos[0] = at(game, "A") - 7
    table = table_for(qtbot, window, game)
    roll(qtbot, window, (3, 4))
    assert game.decision().tag == "choose_owner"
    assert {c for c, i in table.scene.codes.items() if table.scene.squares[i].target} == {"A", "C"}
    click_block(qtbot, window, "C")  # Anna pays Cecilia's Varuhus 2 (fee 6)
    assert game.decision().tag == "protest" and game.decision().seat == 1
    press(qtbot, window, "Let it stand")
    assert game.decision().seat == 2
    press(qtbot, window, "Protest to Domstolen")
    throw(qtbot, window, "F")  # negative: the plaintiff chooses
    assert game.decision().tag == "choose_owner" and game.decision().seat == 2
    assert "as plaintiff" in " ".join(
        lab.text() for lab in table.bar.panel.findChildren(type(table.bar.prompt))
    )
    press(qtbot, window, "Björn: A Varuhus 1, fee 5")
    assert game.money[0] == 10 - 5 and game.money[1] == 15
    assert game.decision().tag == "turn"


@pytest.mark.rule("STA-09")
def test_sta09_open_auction_quick_raises_and_a_refused_low_bid(qtbot, window):
    game = new_game(4, banker=1)
    game.owner["H"] = 0
    give_turn(game, 0)
    table_for(qtbot, window, game)
    menu_choose(qtbot, window, "Sell at auction", "H Hotell 1")
    assert game.decision().tag == "auction" and game.decision().seat == 1
    panel = window.table.bar.panel
    assert "Price on the card 8 poäng" in " ".join(
        lab.text() for lab in panel.findChildren(type(window.table.bar.prompt))
    )
    click(qtbot, panel.raise_buttons[1])  # Björn +5: bids 5
    assert game.decision().seat == 2
    click(qtbot, window.table.bar.panel.raise_buttons[0])  # Cecilia +1: 6
    press(qtbot, window, "Pass")  # David
    press(qtbot, window, "Pass")  # Björn
    assert game.decision().tag == "auction_accept"
    press(qtbot, window, "Refuse and keep it")
    assert game.owner["H"] == 0 and game.money[2] == 10


@pytest.mark.rule("STA-13")
def test_sta13_loan_throw_after_odet_cancels_the_loan(qtbot, window):
    game = new_game(4, banker=1)
    give_turn(game, 0)
    game.pos[0] = nth(game, "fate") - 7
    table_for(qtbot, window, game)
    window.table.bar.panel.loan.click()
    box = window.table.bar.panel.box
    box.amount.setValue(6)
    assert "you repay 8 poäng there (20 % interest: 2 poäng)" in box.note.text()
    click(qtbot, box.go)
    assert game.loan[0] == 6
    roll(qtbot, window, (3, 4))
    throw(qtbot, window, "GB")  # Anna made no investment yet: nothing to buy
    assert game.decision().tag == "loan_throw"
    press(qtbot, window, "Ask for the throw")
    throw(qtbot, window, "IU")
    assert game.loan[0] == 0 and game.money[0] == 16


@pytest.mark.rule("STA-17")
def test_sta17_raising_money_with_a_loan_and_a_sale_to_stadskassan(qtbot, window):
    game = new_game(4, banker=1)
    game.owner["H"] = 0
    set_money(game, 0, 1)
    give_turn(game, 0)
    game.pos[0] = nth(game, "fate") - 7
    table_for(qtbot, window, game)
    roll(qtbot, window, (3, 4))
    throw(qtbot, window, "N")
    assert game.decision().tag == "debt"
    panel = window.table.bar.panel
    assert panel.progress.value() == 1 and panel.box.amount.value() == 4
    press(qtbot, window, "Sell H Hotell 1 to Stadskassan (+4 poäng)")
    assert game.owner["H"] == -1 and game.money[0] == 0  # 1 + 4 - 5
    assert game.decision().tag == "turn"


@pytest.mark.rule("STA-17")
def test_sta17_sales_that_do_not_fit_in_a_row_become_one_menu(qtbot, window):
    """Three sales to Stadskassan, each a long button, once scrolled the bar of a small window;
    there they are one menu (numbered as the keys that still sell), in a wide one a row."""
    game = new_game(4, banker=1)
    for code in ("Kv10", "Kv15", "H"):
        game.owner[code] = 0
    set_money(game, 0, 1)
    give_turn(game, 0)
    game.pos[0] = nth(game, "fate") - 7
    window.resize(1920, 1080)
    table_for(qtbot, window, game)
    roll(qtbot, window, (3, 4))
    throw(qtbot, window, "N")
    assert game.decision().tag == "debt"
    panel = window.table.bar.panel
    settle(qtbot)
    assert all(b.isVisible() for b in panel.sell_buttons) and len(panel.sell_buttons) == 3
    assert not panel.sell_menu.isVisible()
    window.resize(1000, 680)
    settle(qtbot)
    assert not any(b.isVisible() for b in panel.sell_buttons)
    assert panel.sell_menu.isVisible()
    row = panel.sell_menu.parentWidget()
    assert panel.sell_menu.geometry().bottom() < row.height()  # one row: nothing below it
    entries = [a.text() for a in panel.sell_menu.menu().actions()]
    assert entries[0].startswith("1  Sell Kv10") and entries[2].startswith("3  Sell H Hotell 1")
    menu_choose(qtbot, window, "Sell to Stadskassan", "Sell H Hotell 1")
    assert game.owner["H"] == -1 and game.decision().tag == "turn"


@pytest.mark.rule("STA-04")
def test_sta04_nobody_volunteers_and_the_lowest_roll_is_banker(qtbot, window):
    game = start_game(qtbot, window, names=("Anna", "Björn", "Cecilia"))
    for _ in range(3):
        press(qtbot, window, "Not me")
    assert game.decision().kind is Kind.CHANCE and game.decision().tag == "banker"
    game.chance.script("dice", (3, 4), (1, 1), (5, 6))
    press(qtbot, window, "Roll")
    assert game.banker == 1
    scene = window.table.scene
    assert scene.pieces[1].banker and "banker's ring" in scene.pieces[1].toolTip()
    assert scene.kassa.banker == 1


@pytest.mark.rule("STA-06")
def test_sta06_one_die_chosen_on_the_board_tray(qtbot, window):
    game = new_game(3, banker=0)
    table = table_for(qtbot, window, game)
    chips = table.scene.tray.chips
    assert [c.text for c in chips] == ["1 die", "2 dice"]
    game.chance.script("die", 5)
    view = table.board
    at_ = view.mapFromScene(chips[0].mapToScene(chips[0].boundingRect().center()))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=at_)
    settle(qtbot)
    assert game.pos[0] == 5 and game.last_dice == [5]
    assert table.scene.tray.roll_caption.startswith("Anna")
    assert not table.scene.tray.chips  # no roll is on offer any more


@pytest.mark.rule("STA-06")
def test_the_roll_and_turn_panels_are_kept_and_send_the_next_seats_actions(qtbot, window):
    """Issue 15: the roll panel and the end of the move are not built anew for every seat; the
    kept panels' buttons act for the seat now to play, and the keys still press them."""
    from stadsliv_qt.ui.titles.stadsliv.turn import RollPanel, TurnPanel

    game = new_game(3, banker=0)
    game.pos[0] = nth(game, "neutral") - 5
    game.pos[1] = nth(game, "neutral", 1) - 5
    table = table_for(qtbot, window, game)
    roll_panel = table.bar.panel
    assert isinstance(roll_panel, RollPanel)
    roll(qtbot, window, (5,))
    assert game.decision().tag == "turn" and game.decision().seat == 0
    turn_panel = table.bar.panel
    assert isinstance(turn_panel, TurnPanel)
    press(qtbot, window, "End the turn")
    assert game.decision().tag == "roll" and game.decision().seat == 1
    assert table.bar.panel is roll_panel and roll_panel.isVisible()
    before = game.pos[1]
    game.chance.script("dice", (2, 3))
    qtbot.keyClick(window, Qt.Key.Key_Space)  # Space: the primary button, both dice
    settle(qtbot)
    assert game.pos[1] == (before + 5) % len(game.ring) and game.last_dice == [2, 3]
    assert game.decision().tag == "turn" and game.decision().seat == 1
    assert table.bar.panel is turn_panel
    qtbot.keyClick(window, Qt.Key.Key_Space)  # Space: end the turn
    settle(qtbot)
    assert game.decision().tag == "roll" and game.decision().seat == 2


def test_a_tall_panel_in_a_small_window_scrolls_its_buttons_into_sight(qtbot, window):
    """A Varuhus's buy panel (its words on three lines) is taller than the bar of the smallest
    window: the bar scrolls so that its buttons are whole, not cut off under the bar's edge."""
    game = new_game(2, banker=1)
    give_turn(game, 0)
    game.pos[0] = at(game, "A") - 7
    window.resize(1000, 680)
    table = table_for(qtbot, window, game)
    roll(qtbot, window, (3, 4))
    assert game.decision().tag == "buy"
    bar = table.bar
    view = bar.body_scroll.viewport()
    assert bar.body_scroll.verticalScrollBar().maximum() > 0  # taller than the bar
    buttons = [b for b in bar.panel.findChildren(QPushButton) if b.isVisible()]
    assert buttons
    for button in buttons:
        top = button.mapTo(view, QPoint(0, 0)).y()
        assert top >= 0 and top + button.height() <= view.height(), button.text()


@pytest.mark.rule("STA-09")
def test_sta09_the_quick_raises_read_whole_in_a_small_swedish_window(qtbot, window):
    """Eight at the table, Swedish, 1000x680: '1  +1 poäng' and its neighbours were cut to
    '+1 poä' and pushed Pass out of the bar (it scrolled sideways), and the panel scrolled
    down past its title row. The raises say the step alone (the amount box has the unit) and
    are never narrower than their words; the title row shows only where it fits."""
    from stadsliv_qt.ui import i18n

    i18n.install("sv")
    try:
        game = new_game(8, banker=1)
        game.owner["H"] = 0
        give_turn(game, 0)
        window.resize(1000, 680)
        table_for(qtbot, window, game)
        menu_choose(qtbot, window, "Sälj på auktion", "H Hotell 1")
        settle(qtbot, 20)
        panel = window.table.bar.panel
        assert [b.text() for b in panel.raise_buttons] == ["1  +1", "2  +5", "3  +10"]
        for button in (*panel.raise_buttons, panel.bid_button, panel.pass_button):
            assert button.width() >= button.sizeHint().width(), button.text()
        bar = window.table.bar
        corner = panel.pass_button.mapTo(bar, panel.pass_button.rect().bottomRight())
        assert bar.rect().contains(corner)  # Pass is in the bar, not scrolled out sideways
        # the two-line prompt, the bidders and the buttons fill the bar: the title row makes
        # way (the prompt names the item and the bid), so the page does not scroll
        page = bar.body_scroll
        assert not panel.head.isVisible()
        assert page.verticalScrollBar().maximum() == 0
        window.resize(1440, 900)
        settle(qtbot, 20)
        assert panel.head.isVisible() and "H Hotell 1" in panel.title.text()
        assert page.verticalScrollBar().maximum() == 0
    finally:
        i18n.install("en")
