"""Whole 4-player games of Stadsliv through the table only, with scripted dice and faces.

Both games follow the same script up to the victory vote (STA-23): Björn volunteers as banker,
Anna buys Kv8, lands on Ödet (IU), borrows to buy a seat on SF and is voted a second seat with
the Röstkort, is paid fees on Kv8, repays her loan with interest on an NZ, and raises the
Röstkort on Stortorget for the third seat. Then the table votes ja (she wins) or nej (she
appeals, Domstolen's face is negative, and the count decides).
"""

from __future__ import annotations

import pytest

from stadsliv_qt.engine import Kind

from ..conftest import settle
from .helpers import combo_choose, end_turn, press, roll, start_game, throw, vote


def others(qtbot, window, moves):
    """Björn, Cecilia and David each roll one die; a buy offer is declined."""
    game = window.session.game
    for die in moves:
        roll(qtbot, window, (die,))
        if game.decision().tag == "buy":
            press(qtbot, window, "Do not buy")
        end_turn(qtbot, window)


def to_victory_vote(qtbot, window):
    """The shared script, through the Röstkort on Stortorget that gives Anna her third seat."""
    game = start_game(qtbot, window)
    assert game.decision().tag == "banker"
    press(qtbot, window, "Not me")
    press(qtbot, window, "Volunteer as banker")
    assert game.banker == 1
    # round 1: Anna buys Kv8 for 1
    roll(qtbot, window, (6, 6))
    assert game.pos[0] == 12 and game.decision().tag == "buy"
    press(qtbot, window, "Buy for 1")
    assert game.owner["Kv8"] == 0 and game.money[0] == 9
    end_turn(qtbot, window)
    others(qtbot, window, (1, 2, 3))
    # round 2: Anna on Ödet, the banker throws Investeringsutdelning
    roll(qtbot, window, (6, 6))
    throw(qtbot, window, "IU")
    panel = window.table.scene.fate_panel
    assert panel.isVisible() and panel.report.face == "IU"
    rows = {r.seat: r.text for r in panel.report.rows}
    assert rows[0] == rows[1] == rows[2] == "gets 3 poäng" and rows[3] == "spared: on an NZ"
    assert game.money == [12, 13, 13, 10]
    end_turn(qtbot, window)
    roll(qtbot, window, (3,))
    press(qtbot, window, "Buy for 7")
    end_turn(qtbot, window)
    others(qtbot, window, (2, 1))
    assert game.owner["A"] == 1 and game.money == [12, 16, 8, 5]
    # round 3: SF; borrow 3 inside the purchase, buy a seat, raise the Röstkort
    roll(qtbot, window, (5, 4))
    assert game.decision().tag == "buy"
    bar = window.table.bar
    box = bar.panel.box
    assert box.isVisible() and box.amount.value() == 3
    assert "you repay 4 poäng there (20 % interest: 1 poäng)" in box.note.text()
    box.go.click()
    settle(qtbot)
    assert game.loan[0] == 3
    press(qtbot, window, "Buy for 15")
    assert game.sf[0] == 1 and game.decision().tag == "turn"
    combo_choose(window.table.bar.panel.kind, "vote Anna into Stadsfullmäktige")
    press(qtbot, window, "Raise the Röstkort")
    vote(qtbot, window, [True, True, True])
    throw(qtbot, window, "GK")
    assert game.sf[0] == 2
    end_turn(qtbot, window)
    others(qtbot, window, (2, 3, 4))
    # round 4: Anna cannot afford K; the others all land on her Kv8 and pay 2 each
    roll(qtbot, window, (6, 6))
    end_turn(qtbot, window)
    others(qtbot, window, (6, 5, 4))
    assert game.pos[1:] == [12, 12, 12] and game.money[0] == 6
    # round 5: Anna lands on an NZ and repays 3 + 1 interest
    roll(qtbot, window, (6, 6))
    assert game.loan[0] == 0 and game.money[0] == 2
    end_turn(qtbot, window)
    others(qtbot, window, (1, 2, 3))
    # round 6: Stortorget, the Röstkort again; the third seat brings the victory vote
    roll(qtbot, window, (2, 2))
    assert game.pos[0] == 61 and game.decision().tag == "turn"
    combo_choose(window.table.bar.panel.kind, "vote Anna into Stadsfullmäktige")
    press(qtbot, window, "Raise the Röstkort")
    vote(qtbot, window, [True, True, True])
    throw(qtbot, window, "GB")
    assert game.sf[0] == 3
    d = game.decision()
    assert d.kind is Kind.SEALED and d.rule == "STA-23"
    return game


@pytest.mark.rule("STA-23")
def test_sta23_whole_game_won_by_the_victory_vote(qtbot, window):
    game = to_victory_vote(qtbot, window)
    vote(qtbot, window, [True, True, True])
    d = game.decision()
    assert d.kind is Kind.TERMINAL and d.results.winners == (0,) and d.results.rule == "STA-23"
    table = window.table
    assert table.stage.currentWidget() is table.results
    assert "Anna wins" in table.results.title.text()
    assert table.scene.end_card.isVisible()
    series = window.session.series  # one sample a turn: the end screen's wealth chart
    assert len(series.keys) >= 20 and series.score[-1][0] == d.results.scores[0]


@pytest.mark.rule("STA-24")
def test_sta24_whole_game_to_the_count_after_a_lost_appeal(qtbot, window):
    game = to_victory_vote(qtbot, window)
    vote(qtbot, window, [False, True, False])
    assert game.decision().tag == "appeal"
    press(qtbot, window, "Appeal to Domstolen")
    throw(qtbot, window, "F")
    d = game.decision()
    assert d.kind is Kind.TERMINAL and d.results.rule == "STA-24"
    texts = window.table.results.texts()
    assert "Anna" in " ".join(texts)
    # Anna: 2 poäng + Kv8 1 + 3 seats x 15 = 48; the others have only their poäng and Björn A and B
    assert d.results.scores[0] == 48
    assert d.results.winners == (0,)
