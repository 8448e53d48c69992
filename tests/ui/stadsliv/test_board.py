"""The elliptical board: 81 squares and their blocks, owners on both, tooltips with figures and
rule ids, Stadshuset and Stadskassan, pieces of eight players, the Ödestärning's report."""

from __future__ import annotations

import re

import pytest

from stadsliv_qt.games.stadsliv.actions import Buy
from tests.engine.stadsliv.helpers import at, give_turn, land, new_game, nth

from ..conftest import settle


def on_table(qtbot, window, game):
    window.start_session(game)
    settle(qtbot)
    return window.table.scene


@pytest.mark.rule("STA-01")
def test_sta01_ring_of_81_squares_and_the_city_blocks_with_tooltips(qtbot, window):
    game = new_game(8, banker=2)
    scene = on_table(qtbot, window, game)
    assert len(scene.squares) == 81 and len(scene.blocks) == 67
    kinds = {item.sq["kind"] for item in scene.squares}
    assert kinds == {
        "start",
        "residential",
        "office",
        "building",
        "stortorget",
        "council",
        "fate",
        "neutral",
    }
    for item in [*scene.squares, *scene.blocks.values()]:
        tip = item.toolTip()
        assert re.search(r"STA-\d\d", tip), tip
        if "price" in item.sq:
            assert f"Price {item.sq['price']} poäng · fee {item.sq['fee']} poäng" in tip
    assert "höghus" in scene.squares[at(game, "Kv5")].toolTip()
    assert "STA-08" in scene.blocks[at(game, "C")].toolTip()
    assert "STA-21" in scene.squares[at(game, "D")].toolTip()
    assert "STA-16" in scene.squares[nth(game, "neutral")].toolTip()
    # hovering a square lights its block, and the other way round
    scene._hover(at(game, "Kv12"), True)
    assert scene.blocks[at(game, "Kv12")].lit and scene.squares[at(game, "Kv12")].lit
    scene._hover(at(game, "Kv12"), False)
    assert not scene.blocks[at(game, "Kv12")].lit


@pytest.mark.rule("STA-07")
def test_sta07_an_investment_shows_on_its_square_and_its_block(qtbot, window):
    game = new_game(4, banker=1)
    land(game, 0, at(game, "Kv8"), roll=(6, 6))
    scene = on_table(qtbot, window, game)
    i = at(game, "Kv8")
    assert scene.squares[i].owner_colour == "" and scene.blocks[i].owner_colour == ""
    window.session.apply(Buy(0, True))
    settle(qtbot)
    anna = scene.context.seats[0]
    assert scene.squares[i].owner_colour == anna.colour == scene.blocks[i].owner_colour
    assert "Owner: Anna" in scene.blocks[i].toolTip()


@pytest.mark.rule("STA-05")
def test_sta05_stadshuset_and_stadskassan_show_seats_and_guldbonus(qtbot, window):
    game = new_game(4, banker=1)
    game.sf[2] = 2
    game.gb[3] = 1
    game.owner["B"] = -1
    give_turn(game, 0)
    scene = on_table(qtbot, window, game)
    assert scene.hall.holders == [2, 2]
    assert scene.kassa.coins == [3, -1, -1] and scene.kassa.seats_left == 1
    assert scene.kassa.bank_share == -1 and scene.kassa.banker == 1
    assert "STA-23" in scene.hall.toolTip() and "STA-05" in scene.kassa.toolTip()


@pytest.mark.rule("STA-12")
def test_sta12_pieces_of_eight_players_and_the_report_of_a_throw(qtbot, window):
    game = new_game(8, banker=1)
    for s in range(1, 8):
        game.pos[s] = nth(game, "neutral", 2) if s in (4, 6) else 20
    give_turn(game, 0)
    game.pos[0] = nth(game, "fate") - 7
    scene = on_table(qtbot, window, game)
    crowd = [p for p in scene.pieces if p.square == 20]
    assert len(crowd) == 5 and all(p.isVisible() for p in crowd)
    spots = {(round(p.pos().x()), round(p.pos().y())) for p in crowd}
    assert len(spots) == 5  # every piece has its own spot
    from .helpers import roll, throw

    roll(qtbot, window, (3, 4))
    throw(qtbot, window, "N")
    report = scene.fate_panel.report
    assert scene.fate_panel.isVisible() and report.face == "N" and report.thrower == 1
    rows = {r.seat: r.text for r in report.rows}
    assert rows[1] == "spared: the banker"
    assert rows[4] == rows[6] == "spared: on an NZ"
    assert [s for s, t in rows.items() if t == "pays 5 poäng"] == [0, 2, 3, 5, 7]
    assert scene.tray.fate.code == "N" and scene.tray.fate_caption == "thrown by Björn"
