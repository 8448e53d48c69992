"""Choices on the board (issue 18): where a Stadsliv decision is about a place, the place is lit
and a click chooses it; where one click could mean two things (selling a block back or putting it
up for auction while in debt), the click lights the block and opens a small menu of the two.
Each scenario starts from a state set up in the engine; then real clicks on the board drive it.
"""

from __future__ import annotations

import pytest

from tests.engine.stadsliv.helpers import at, give_turn, new_game, nth, set_money

from .helpers import roll, throw
from .test_decisions import click_block, table_for


def lit(scene) -> set[str]:
    """The codes of the places a click can choose now."""
    return {c for c, i in scene.codes.items() if scene.squares[i].target}


@pytest.mark.rule("STA-07")
def test_sta07_the_block_for_sale_is_lit_and_a_click_buys_it(qtbot, window) -> None:
    game = new_game(3)
    give_turn(game, 0)
    game.pos[0] = at(game, "Kv10") - 7
    table = table_for(qtbot, window, game)
    roll(qtbot, window, (3, 4))
    assert game.decision().tag == "buy"
    assert lit(table.scene) == {"Kv10"}
    click_block(qtbot, window, "Kv10")
    assert game.owner["Kv10"] == 0
    assert game.decision().tag == "turn"  # now Anna's own block: lit for an auction, asked
    assert [type(a).__name__ for a in table.scene.choices[at(game, "Kv10")]] == ["Offer"]


@pytest.mark.rule("STA-17")
@pytest.mark.rule("STA-09")
def test_sta17_in_debt_a_click_on_a_block_offers_selling_back_or_auction(qtbot, window) -> None:
    game = new_game(4, banker=1)
    game.owner["H"] = 0
    set_money(game, 0, 1)
    give_turn(game, 0)
    game.pos[0] = nth(game, "fate") - 7
    table = table_for(qtbot, window, game)
    roll(qtbot, window, (3, 4))
    throw(qtbot, window, "N")  # Naturkatastrof: 5 poäng Anna has not got
    assert game.decision().tag == "debt"
    scene = table.scene
    assert lit(scene) == {"H"}
    click_block(qtbot, window, "H")
    assert game.owner["H"] == 0  # nothing chosen yet: the click only asks
    assert scene.menu is not None and scene._lit.get("choice") == [f"square:{at(game, 'H')}"]
    labels = [a.text() for a in scene.menu.actions()]
    # the action bar's own words for the same two actions
    assert labels == ["Sell H Hotell 1 to Stadskassan (+4 poäng)", "Auction H Hotell 1"]
    sell = next(a for a in scene.menu.actions() if "Stadskassan" in a.text())
    sell.trigger()
    qtbot.waitUntil(lambda: game.owner["H"] == -1, timeout=3000)
    assert game.money[0] == 0 and game.decision().tag == "turn"  # 1 + 4 - 5


@pytest.mark.rule("STA-09")
def test_sta09_in_ones_own_turn_a_click_on_an_own_block_asks_before_an_auction(
    qtbot, window
) -> None:
    game = new_game(3)
    game.owner["Kv3"] = 0
    give_turn(game, 0)
    game.pos[0] = at(game, "Kv10") - 7
    game.owner["Kv10"] = 2
    table = table_for(qtbot, window, game)
    roll(qtbot, window, (3, 4))  # Anna pays Cecilia's fee and may then end the turn
    assert game.decision().tag == "turn"
    assert "Kv3" in lit(table.scene)
    click_block(qtbot, window, "Kv3")
    menu = table.scene.menu
    assert menu is not None and [a.text() for a in menu.actions()] != []
    assert game.decision().tag == "turn"  # a single click never starts an auction by itself
    menu.actions()[0].trigger()
    qtbot.waitUntil(lambda: game.decision().tag != "turn", timeout=3000)
    assert table.scene.view["pending"]["auction"]["item"] == "Kv3"
