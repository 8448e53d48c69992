"""The shared dialogs refuse bad input with a clear sentence and change nothing; undo, resume and
the board's clickable fields, tooltips with rule ids."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from stadsliv_qt.engine import Kind
from stadsliv_qt.games.gladopolis import actions as A
from stadsliv_qt.ui.dialogs import PanelContext, common
from stadsliv_qt.ui.dialogs.choice import Card, CardButton, ChoicePanel
from stadsliv_qt.ui.dialogs.debt import DebtOption, DebtPanel, DebtState
from stadsliv_qt.ui.main_window import MainWindow

from ..conftest import click, settle, toy
from .driver import Driver
from .test_whole_game import start


def to_turn(qtbot, window, game, dice=((6, 5), (1, 2))) -> Driver:
    """Anna buys Lindenplatz, Björn buys Gerberhof (…); the third turn's pre-roll window is open."""
    driver = Driver(qtbot, window)
    game.chance.script("dice", *dice)
    driver.until(lambda: game.turn_no == 3 and game.decision().tag == "turn")
    return driver


@pytest.mark.rule("GLA-09")
def test_gla09_auction_refuses_a_bid_above_cash_and_shows_the_engines_sentence(qtbot, window):
    """Raises above the cash are disabled; a typed amount over the cash or off-step is refused."""
    game = start(qtbot, window, 2)
    table = window.table
    driver = Driver(qtbot, window)
    game.chance.script("dice", (1, 2))
    driver.until(lambda: game.decision().tag == "buy")
    click(qtbot, table.bar.panel.buttons[1])  # Anna declines Gerberhof: Björn bids first
    panel = table.bar.panel
    assert panel.state.cash == 15000 and panel.state.minimum == 100
    assert [b.isEnabled() for b in panel.raise_buttons] == [True, True, True]
    panel.amount.setValue(20000)
    click(qtbot, panel.bid_button)
    assert panel.error.text() == "You have only 15,000 €: you cannot bid 20,000 €."
    assert game.auction["leader"] == -1
    panel.amount.setValue(150)
    click(qtbot, panel.bid_button)
    assert table.bar.panel.error.text() == "Raises go in steps of 100 €."
    panel.amount.setValue(14900)
    click(qtbot, panel.bid_button)
    assert game.auction["high"] == 14900
    panel = table.bar.panel  # Anna to bid: +100 would be 15,000 € (her cash), +500 is over it
    assert [b.isEnabled() for b in panel.raise_buttons] == [True, False, False]
    assert "more than your cash" in panel.raise_buttons[1].toolTip()
    assert "Björn ★" in panel.chips[1].label.text() and panel.chips[0].strong


@pytest.mark.rule("GLA-26")
def test_gla26_trade_dialog_refuses_empty_and_impossible_offers(qtbot, window):
    """Empty offer, money beyond cash; a real offer (a property, money both ways) is answered
    on screen."""
    game = start(qtbot, window, 2)
    table = window.table
    to_turn(qtbot, window, game)
    panel = table.bar.panel
    dialog = panel.open_trade()
    settle(qtbot)
    click(qtbot, dialog.offer_button)
    assert dialog.error.text() == "An offer must contain something."
    dialog.theirs.money.setValue(20000)
    click(qtbot, dialog.offer_button)
    assert dialog.error.text() == "Björn has only 14,400 €."
    assert game.decision().tag == "turn"
    dialog.mine.money.setValue(1000)
    dialog.theirs.money.setValue(100)  # "any number of each in one offer"
    dialog.mine.check(11)
    click(qtbot, dialog.offer_button)
    assert game.decision().tag == "trade" and game.decision().seat == 1
    answer = table.bar.panel
    texts = [label.text() for label in answer.findChildren(type(table.bar.prompt))]
    assert "• Lindenplatz" in texts and "• 1,000 €" in texts and "• 100 €" in texts
    click(qtbot, answer.buttons[1])  # Björn refuses
    assert game.owner[11] == 0 and "Björn refuses the trade (GLA-26)" in table.log.lines()


@pytest.mark.rule("GLA-27")
def test_gla27_debt_panel_refuses_bankruptcy_while_money_can_be_raised(qtbot, window, monkeypatch):
    """Bankruptcy only when nothing is left to sell or mortgage; the options show what they bring."""
    window.start_session(toy())
    settle(qtbot)
    game = window.session.game
    actions = game.legal_actions(0)
    state = DebtState(900, 200, "Björn", "rent", [DebtOption(actions[0], "Mortgage X", 300)],
                      bankrupt=actions[1])  # fmt: skip
    monkeypatch.setitem(common._ADAPTERS, ("debt", "toy"), lambda _c: state)
    chosen = []
    panel = DebtPanel(PanelContext(game, 0, game.decision(), actions, private=False))
    panel.chosen.connect(chosen.append)
    qtbot.addWidget(panel)
    assert panel.progress.value() == 200 and panel.buttons[0].text() == "Mortgage X  (+300)"
    panel.declare_bankruptcy()
    assert panel.error.text() == "You can still raise money: sell or mortgage first."
    assert not panel.bankrupt_button.isEnabled() and chosen == []
    state.options = []
    panel = DebtPanel(PanelContext(game, 0, game.decision(), actions, private=False))
    panel.chosen.connect(chosen.append)
    qtbot.addWidget(panel)
    assert panel.bankrupt_button.isEnabled()
    panel.declare_bankruptcy()
    assert chosen == [actions[1]]


def test_choice_shows_cards_when_the_game_describes_them(qtbot, window, monkeypatch):
    """A choice among cards: one card button per legal action, a click chooses it."""
    window.start_session(toy())
    settle(qtbot)
    game = window.session.game
    actions = game.legal_actions(0)[:3]
    cards = [Card(a, f"Card {i}", "text", "#6E5A8C") for i, a in enumerate(actions)]
    monkeypatch.setitem(common._ADAPTERS, ("cards", "toy"), lambda _c: cards)
    panel = ChoicePanel(PanelContext(game, 0, game.decision(), actions, private=True))
    qtbot.addWidget(panel)
    chosen = []
    panel.chosen.connect(chosen.append)
    assert all(isinstance(b, CardButton) for b in panel.buttons) and len(panel.buttons) == 3
    panel.buttons[2].click()
    assert chosen == [actions[2]]


@pytest.mark.rule("GLA-26")
def test_gla26_a_lit_field_on_the_board_offers_its_legal_actions(qtbot, window):
    """Anna's Lindenplatz lights up in her window; a click on it mortgages it."""
    game = start(qtbot, window, 2)
    table = window.table
    to_turn(qtbot, window, game)
    scene = table.scene
    assert scene.fields[11].lit and not scene.fields[3].lit
    assert scene.labels_at(11) == ["Mortgage Lindenplatz"]
    view = table.board
    point = view.mapFromScene(scene.fields[11].sceneBoundingRect().center())
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    settle(qtbot)
    assert game.mortgaged[11] and scene.fields[11].mortgaged
    assert (
        "Anna mortgages Lindenplatz for 700 € (half of its price 1,400 €) (GLA-26)"
        in table.log.lines()
    )


@pytest.mark.rule("GLA-03")
def test_gla03_every_field_has_a_plain_tooltip_with_rule_ids(qtbot, window):
    """Forty tooltips, each naming at least one rule id; owners appear once bought."""
    game = start(qtbot, window, 2)
    to_turn(qtbot, window, game)
    fields = window.table.scene.fields
    assert len(fields) == 40 and all("(GLA-" in f.toolTip() for f in fields)
    assert "Owner: Anna" in fields[11].toolTip() and "Owner: Björn" in fields[3].toolTip()


@pytest.mark.rule("GLA-11")
def test_gla11_undo_takes_back_a_purchase_but_not_the_dice(qtbot, window):
    """Ctrl+Z takes back buying Bürgergunst; after the dice it says it cannot go further."""
    game = start(qtbot, window, 2)
    to_turn(qtbot, window, game)
    table = window.table
    buy = next(b for b in table.bar.panel.buttons if "Bürgergunst" in b.text())
    click(qtbot, buy)
    game = window.session.game
    assert game.bg[0] == 4 and game.cash[0] == 15000 - 1400 - 1000 + 0
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    settle(qtbot)
    game = window.session.game
    assert game.bg[0] == 3 and game.decision().tag == "turn"
    assert window.last_message.startswith("Took back: ") and "Bürgergunst" in window.last_message
    window.session.game.chance.script("dice", (1, 2))
    click(qtbot, table.bar.panel.buttons[0])  # roll
    assert not window.menu_actions["undo"].isEnabled()  # nothing goes back past the dice
    rolled = window.session.game
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    settle(qtbot)
    assert window.session.game is rolled
    assert window.undo() is False and "Nothing to undo" in table.bar.message.text()


@pytest.mark.rule("GLA-02")
def test_gla02_autosave_after_every_action_and_resume_on_the_next_start(qtbot, window, prefs):
    """A new window offers the unfinished game and continues it exactly, chart samples too."""
    game = start(qtbot, window, 3)
    to_turn(qtbot, window, game, dice=((6, 5), (1, 2), (2, 3)))
    game = window.session.game
    saved, samples = game.to_dict(), list(window.session.series.keys)
    window.close()
    again = MainWindow(prefs)
    qtbot.addWidget(again)
    again.show()
    again.check_autosave()
    assert again.welcome.resume_card.isVisible()
    assert again.continue_last()
    settle(qtbot)
    assert again.session.game.to_dict() == saved
    assert again.session.series.keys == samples
    assert again.session.game.decision().kind is Kind.SEAT
    cur = again.session.game.cur
    assert again.table.bar.panel.buttons[0].text() == "1  Roll the dice"
    assert A.Roll(cur) in again.session.game.legal_actions(cur)


@pytest.mark.rule("GLA-04")
def test_gla04_keyboard_shortcuts_work_on_the_turn_panel(qtbot, window):
    """Key 2 buys Bürgergunst in the pre-roll window, Space rolls the dice."""
    game = start(qtbot, window, 2)
    to_turn(qtbot, window, game)
    game = window.session.game
    qtbot.keyClick(window, Qt.Key.Key_2)
    settle(qtbot)
    game = window.session.game
    assert game.bg[0] == 4
    game.chance.script("dice", (1, 2))
    qtbot.keyClick(window, Qt.Key.Key_Space)
    settle(qtbot)
    assert window.session.game.last_dice == [1, 2]


@pytest.mark.rule("GLA-05")
def test_gla05_dice_tumble_then_the_token_walks_field_by_field(qtbot, window):
    """At normal speed the dice roll on the board first, then the token walks to its field."""
    window.prefs.speed = "normal"
    game = start(qtbot, window, 2)
    scene = window.table.scene
    qtbot.waitUntil(lambda: window.session.game.decision().tag == "turn", timeout=3000)

    def roll_ready() -> bool:
        button = window.table.bar.panel.buttons[0]
        return button.isVisible() and button.isEnabled()

    qtbot.waitUntil(roll_ready, timeout=5000)  # the table waits for the deal's animation
    game = window.session.game
    game.chance.script("dice", (2, 3))
    click(qtbot, window.table.bar.panel.buttons[0])
    token = scene.tokens[0]
    assert scene.dice.values == [2, 3] and scene.busy_ms() > 0
    start_pos = token.pos()
    qtbot.waitUntil(lambda: token.pos() != start_pos, timeout=3000)
    assert scene.busy_ms() > 0  # still walking
    qtbot.waitUntil(lambda: scene.busy_ms() == 0, timeout=5000)
    assert token.pos() == token.target and scene.fields[5].sceneBoundingRect().contains(token.pos())


def test_the_turn_window_is_kept_through_an_auction_and_shows_the_next_turn(qtbot, window):
    """The bar keeps the turn window hidden while an auction runs (not built anew after it),
    and shows it again with the next seat's actions and keys."""
    from stadsliv_qt.ui.titles.gladopolis.turn import TurnPanel

    game = start(qtbot, window, 2)
    table = window.table
    driver = Driver(qtbot, window)
    turn_panel = table.bar.panel
    assert isinstance(turn_panel, TurnPanel) and game.decision().tag == "turn"
    game.chance.script("dice", (1, 2))
    driver.until(lambda: game.decision().tag == "buy")
    click(qtbot, table.bar.panel.buttons[1])  # Anna declines Gerberhof: an auction
    assert game.decision().tag == "auction" and not turn_panel.isVisible()
    click(qtbot, table.bar.panel.pass_button)  # Björn passes: Anna gets it for 100 €
    driver.until(lambda: game.decision().tag in ("turn", "after"))
    assert table.bar.panel is turn_panel and turn_panel.isVisible()
    assert [a for a in turn_panel.context.actions] == game.legal_actions(game.decision().seat)
    assert len(table.bar.findChildren(TurnPanel)) == 1
    shown = [b.text() for b in turn_panel.buttons]
    assert shown and all(b.isVisible() for b in turn_panel.buttons)
    assert shown[0].startswith("1  ")
