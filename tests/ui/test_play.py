"""The test game played through the table only: action bar, Roll, curtain, keypad, Done, reveal."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication

from stadsliv_qt.engine import Kind
from stadsliv_qt.ui.main_window import central
from stadsliv_qt.ui.new_game import NewGameDialog

from .conftest import bar_button, click, seal, settle, toy


def _fill_new_game(qtbot, names):
    dialog = QApplication.activeModalWidget()
    assert isinstance(dialog, NewGameDialog)
    dialog.game_list.setCurrentRow([c.info.id for c in dialog.classes].index("toy"))
    while len(dialog.rows) < len(names):
        dialog.add_seat()
    for row, name in zip(dialog.rows, names, strict=True):
        row.name.setText(name)
    dialog.option_widgets["rounds"].setValue(2)
    dialog.seed.setText("11")
    qtbot.mouseClick(dialog.ok, Qt.MouseButton.LeftButton)


def test_whole_game_through_the_ui(qtbot, window):
    """New Game dialog, then two rounds: target, roll, sealed bids behind the curtain, results."""
    QTimer.singleShot(0, lambda: _fill_new_game(qtbot, ["Anna", "Björn", "Çelik"]))
    click(qtbot, window.welcome.new_button)
    game = window.session.game
    assert central(window) is window.table
    assert [s.name for s in game.seats] == ["Anna", "Björn", "Çelik"]
    assert game.options == {"rounds": 2, "prize": "5"}
    assert "Tärningsduell" in window.windowTitle()

    # round 1: Anna names 7, the dice say 3+4, bids 2 / 5 / 1 -> Björn wins the prize
    assert "Anna" in window.table.bar.prompt.text()
    click(qtbot, bar_button(window, "aims for 7"))
    assert game.decision().kind is Kind.CHANCE
    game.chance.script("dice", (3, 4))
    click(qtbot, bar_button(window, "Roll"))
    settle(qtbot)
    assert window.table.curtain.is_up and window.table.frozen
    for amount in (2, 5, 1):
        seal(qtbot, window, amount)
    click(qtbot, window.table.curtain.reveal_button)
    assert not window.table.curtain.is_up
    assert game.points == [7, 5, 0] and game.coins == [10, 5, 10]
    log = window.table.log.lines()
    assert "Bids opened: Anna 2, Björn 5, Çelik 1 (TOY-2)" in log
    assert "Anna aims for 7 (TOY-1)" in log

    # round 2: Björn names 12, rolls 1+1, everyone bids 0 -> no prize
    assert "Björn" in window.table.bar.prompt.text()
    click(qtbot, bar_button(window, "aims for 12"))
    game.chance.script("dice", (1, 1))
    click(qtbot, bar_button(window, "Roll"))
    settle(qtbot)
    for amount in (0, 0, 0):
        seal(qtbot, window, amount)
    click(qtbot, window.table.curtain.reveal_button)
    decision = game.decision()
    assert decision.kind is Kind.TERMINAL and decision.results.winners == (0,)
    assert "Anna wins" in window.table.bar.prompt.text()
    assert "Anna 7 · Björn 5 · Çelik 0" in window.table.bar.prompt.text()
    assert [b.text() for b in window.table.bar.buttons] == [
        "Play again with the same table",
        "New game…",
        "Show the results",
    ]


def test_keyboard_shortcuts_choose_and_roll(qtbot, window):
    """Keys 1..9 pick the n-th action, Space the first one, and Space rolls."""
    window.start_session(toy())
    settle(qtbot)
    game = window.session.game
    qtbot.keyClick(window, Qt.Key.Key_3)
    settle(qtbot)
    assert game.target == 4  # the third action: aims for 4
    assert game.decision().kind is Kind.CHANCE
    game.chance.script("dice", (6, 5))
    qtbot.keyClick(window, Qt.Key.Key_Space)
    settle(qtbot)
    assert game.decision().kind is Kind.SEALED
    assert window.table.curtain.is_up


def test_action_bar_offers_exactly_the_legal_actions(qtbot, window):
    """One button per legal action of the seat to act, labelled by describe(), numbered 1..9."""
    window.start_session(toy())
    settle(qtbot)
    game = window.session.game
    labels = [b.text() for b in window.table.bar.buttons]
    expected = [a.describe() for a in game.legal_actions(0)]
    assert len(labels) == len(expected) == 11
    for i, (label, text) in enumerate(zip(labels, expected, strict=True)):
        assert label.endswith(text)
        assert label.startswith(f"{i + 1}  ") if i < 9 else label == text
    assert window.table.panels.panels[0].active and not window.table.panels.panels[1].active


def test_refused_bid_shows_the_engines_sentence_and_keeps_the_page(qtbot, window):
    """The keypad accepts any amount; check() refuses 11 coins and the seat can try again."""
    window.start_session(toy())
    settle(qtbot)
    game = window.session.game
    click(qtbot, bar_button(window, "aims for 5"))
    game.chance.script("dice", (2, 2))
    click(qtbot, bar_button(window, "Roll"))
    settle(qtbot)
    curtain = window.table.curtain
    click(qtbot, curtain.card)
    for digit in "11":
        click(qtbot, curtain.panel.keys[digit])
    click(qtbot, curtain.panel.submit)
    assert curtain.panel.error.text() == "You have only 10 coins."
    assert curtain.panel.error.isVisible()
    assert game.decision().submitted == ()
    click(qtbot, curtain.panel.keys["⌫"])
    click(qtbot, curtain.panel.submit)
    assert game.decision().submitted == (0,)
    assert curtain.done_button is not None


def test_seats_are_asked_in_order_once_and_the_table_waits(qtbot, window):
    """Cards come in seat order; the table behind shows nothing new until the reveal card."""
    window.start_session(toy(("Anna", "Björn", "Çelik")))
    settle(qtbot)
    game = window.session.game
    click(qtbot, bar_button(window, "aims for 9"))
    game.chance.script("dice", (1, 2))
    click(qtbot, bar_button(window, "Roll"))
    settle(qtbot)
    table = window.table
    lines_before = table.log.lines()
    asked = []
    for amount in (4, 3, 2):
        asked.append(table.curtain.seat)
        assert table.curtain.card.title.text() == f"Pass to {game.seats[table.curtain.seat].name}"
        seal(qtbot, window, amount)
        assert table.log.lines() == lines_before
        assert not table.isEnabled()
    assert asked == [0, 1, 2]
    assert table.curtain.seat is None and table.curtain.reveal_button is not None
    click(qtbot, table.curtain.reveal_button)
    assert table.log.lines()[len(lines_before) :] == [
        "Anna sealed a bid",
        "Björn sealed a bid",
        "Çelik sealed a bid",
        "Bids opened: Anna 4, Björn 3, Çelik 2 (TOY-2)",
    ]


def test_hiding_the_page_returns_to_the_same_seats_card(qtbot, window):
    """'Hide my screen' goes back to the same card without choosing."""
    window.start_session(toy())
    settle(qtbot)
    click(qtbot, bar_button(window, "aims for 5"))
    window.session.game.chance.script("dice", (2, 2))
    click(qtbot, bar_button(window, "Roll"))
    settle(qtbot)
    curtain = window.table.curtain
    click(qtbot, curtain.card)
    assert curtain.hide_button.text() == "Hide my screen"
    click(qtbot, curtain.hide_button)
    assert curtain.seat == 0 and curtain.card is not None
    assert window.session.game.decision().submitted == ()


def test_private_round_after_a_load_waits_for_the_pass_button(qtbot, window):
    """Opening a game in a sealed round shows the table first, with 'Pass to <name>'."""
    game = toy()
    from tests.toy_game import Target

    game.apply(Target(0, 5))
    game.chance.script("dice", (2, 2))
    game.resolve_chance()
    window.start_session(game)
    settle(qtbot)
    assert not window.table.curtain.is_up
    click(qtbot, bar_button(window, "Pass to Anna"))
    assert window.table.curtain.is_up and window.table.curtain.seat == 0
