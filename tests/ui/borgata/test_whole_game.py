"""A whole 3-family game of Borgata through the table only: board clicks, panels, the curtain."""

from __future__ import annotations

import pytest

from stadsliv_qt.engine import Kind

from ..conftest import click, settle
from .drive import (
    click_contact,
    click_lot,
    new_game,
    press,
    reveal,
    scene_texts,
    seal_sheet,
    start,
)

OPENING = [(1, 1), (1, 3), (3, 1), (1, 2), (2, 3), (3, 3), (2, 1), (1, 3), (3, 2)]


def members(game, pos):
    return list(game.members[pos[0] * 5 + pos[1]])


@pytest.mark.rule("BOR-09")
def test_bor09_three_families_play_a_round_to_a_winner_through_the_table(qtbot, window):
    game = new_game(round_limit=1)
    start(qtbot, window, game)
    table = window.table
    assert game.decision().tag == "place"

    # BOR-06: the opening, one click per member on the lit ring around Stadshuset
    ring = {(1, 1), (1, 2), (1, 3), (2, 1), (2, 3), (3, 1), (3, 2), (3, 3)}
    assert {p for p, item in table.scene.lots.items() if item.role} == ring
    click_lot(qtbot, window, (0, 0))  # not offered: the engine's sentence, nothing placed
    assert "around Stadshuset" in table.bar.panel.error.text()
    for pos in OPENING:
        click_lot(qtbot, window, pos)
    assert members(game, (1, 3)) == [0, 2, 0]

    # BOR-10: envelopes behind the curtain, one sheet per family in seat order
    assert table.curtain.is_up and table.curtain.seat == 0
    seal_sheet(qtbot, window, {"lonnmordaren": 733, "fbi": 411})
    seal_sheet(qtbot, window, {"livvakterna": 517, "lonnmordaren": 611})
    seal_sheet(qtbot, window, {"fbi": 411, "informatoren": 329})
    reveal(qtbot, window)
    holders = {c: game.holder[c] for c in ("lonnmordaren", "livvakterna", "fbi", "informatoren")}
    assert holders == {"lonnmordaren": 0, "livvakterna": 1, "fbi": None, "informatoren": 2}
    panel = table.scene.overlay.content
    assert [row[-1].text() for row in panel.rows][:3] == [
        "Anna wins and pays $733",
        "Björn wins and pays $517",
        "Tie at $411: nobody gets it",
    ]
    click(qtbot, table.scene.overlay.close_button)

    # BOR-11 collection is automatic; BOR-12: Anna (highest status) names Stålverket's lot
    assert game.decision().tag == "name_contract" and game.decision().seat == 0
    click_lot(qtbot, window, (0, 1))
    seal_sheet(qtbot, window, {"contract": 0})
    seal_sheet(qtbot, window, {"contract": 250})
    seal_sheet(qtbot, window, {"contract": 0})
    reveal(qtbot, window)
    assert members(game, (0, 1)) == [0, 1, 0] and not game.face_up[1]
    click(qtbot, table.scene.overlay.close_button)

    # BOR-13, BOR-17, BOR-18: Lönnmördaren on Björn's member at Kylhuset, answered by Livvakterna
    assert game.decision().tag == "mobilise" and game.decision().seat == 0
    click_contact(qtbot, window, "lonnmordaren")
    assert table.scene.lots[(2, 3)].role == "target"
    assert table.scene.lots[(1, 3)].role is None  # Björn controls that Lägenhetskomplex
    assert "BOR-17" in table.scene.lots[(1, 3)].toolTip()
    click_lot(qtbot, window, (2, 3))
    assert game.decision().tag == "response" and game.decision().seat == 1
    assert table.scene.lots[(2, 3)].attacked == 1
    press(qtbot, window, "Play Livvakterna")
    assert members(game, (2, 3)) == [0, 1, 0]
    assert game.holder["lonnmordaren"] is None and game.holder["livvakterna"] is None

    # Björn steps onto Stadshuset (diagonals allowed; face-down lots and Fängelset not offered)
    click_lot(qtbot, window, (1, 3))
    lit = {p for p, item in table.scene.lots.items() if item.role == "target"}
    assert (2, 2) in lit and (0, 3) not in lit and (0, 4) in lit
    click_lot(qtbot, window, (2, 2))
    assert members(game, (2, 2)) == [0, 1, 0]

    # BOR-24: Çelik looks at two face-down lots; the news goes behind the curtain
    click_contact(qtbot, window, "informatoren")
    click_lot(qtbot, window, (0, 2))
    click_lot(qtbot, window, (1, 0))
    settle(qtbot, 20)
    curtain = table.curtain
    assert curtain.is_up and curtain.seat == 2
    click(qtbot, curtain.card)
    assert any("Saluhallen" in line for line in curtain_lines(curtain))
    click(qtbot, curtain.done_button)
    click(qtbot, curtain.reveal_button)
    assert not curtain.is_up

    # Anna walks into Stadshuset too: 1 against 1, both die when the phase ends (BOR-08)
    click_lot(qtbot, window, (1, 1))
    click_lot(qtbot, window, (2, 2))
    for _ in range(3):
        press(qtbot, window, "Pass")
    assert members(game, (2, 2)) == [0, 0, 0]
    assert any("Conflict on Stadshuset" in line for line in table.log.lines())

    # BOR-14: recruiting in status order (all worth 6; Çelik has most members), on own lots
    assert game.decision().tag == "recruit" and game.decision().seat == 2
    assert table.scene.lots[(0, 0)].role is None and table.scene.lots[(3, 1)].role == "target"
    click_lot(qtbot, window, (3, 1))
    click_lot(qtbot, window, (3, 1))
    assert game.decision().seat == 1
    click_lot(qtbot, window, (2, 3))
    press(qtbot, window, "Done recruiting")
    press(qtbot, window, "Done recruiting")

    # BOR-09: the round limit is reached; the highest status wins, and the end screen shows it
    decision = game.decision()
    assert decision.kind is Kind.TERMINAL and decision.results.winners == (2,)
    assert members(game, (3, 1)) == [0, 0, 3]
    assert table.results is not None and table.stage.currentWidget() is table.results
    assert "Çelik" in table.results.title.text()
    assert "Çelik rules the city" in scene_texts(table.scene)


def curtain_lines(curtain) -> list[str]:
    from PySide6.QtWidgets import QLabel

    return [label.text() for label in curtain.page.findChildren(QLabel)]
