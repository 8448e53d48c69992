"""Seen, not only logged (issue 18): on the Stadsliv board poäng fly from payer to payee with
their amount (a piece, Stadskassan) and a passed Röstkort vote is carried onto the rules in force,
at the pace of Settings, counted by busy_ms() so the curtain waits, skippable by a click or the
next action, absent when animations are off."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QGraphicsView

from stadsliv_qt.engine import Kind
from stadsliv_qt.games.stadsliv.actions import Ask, Buy, TakeLoan, Vote
from stadsliv_qt.ui.scenes import SceneContext
from stadsliv_qt.ui.titles.stadsliv.flows import KASSA, parties
from stadsliv_qt.ui.titles.stadsliv.scene import create_scene
from tests.engine.stadsliv.helpers import at, give_turn, land, new_game


def scene_for(g, prefs):
    sc = create_scene(SceneContext.for_game(g, prefs))
    sc.update_from(g.view(None), g.decision(), [])
    return sc


def fee_game():
    """Anna lands on Björn's Kv10: a fee of 4 poäng (STA-07)."""
    g = new_game()
    g.owner["Kv10"] = 1
    events = land(g, 0, at(g, "Kv10"))
    return g, events


@pytest.mark.rule("STA-07")
def test_sta07_a_fee_flies_from_the_payers_piece_to_the_owners_and_ends(qtbot, prefs) -> None:
    prefs.speed = "fast"
    g, events = fee_game()
    assert (0, 1, 4) in [p for e in events for p in parties(e)]
    sc = scene_for(new_game(), prefs)
    sc.update_from(g.view(None), g.decision(), events)
    coins = [f for f in sc.flows if f.label == "4 poäng"]
    assert len(coins) == 1 and not coins[0].card
    anim = coins[0].anim.animationAt(coins[0].anim.animationCount() - 1)
    assert anim.startValue() == sc.point(0) and anim.endValue() == sc.point(1)
    busy = sc.busy_ms()
    assert busy >= coins[0].busy_ms() > 0
    qtbot.waitUntil(lambda: sc.busy_ms() == 0, timeout=busy + 3000)
    assert not coins[0].isVisible()  # arrived and gone


@pytest.mark.rule("STA-14")
def test_sta14_a_loan_flies_out_of_stadskassan_and_the_next_action_ends_it(qtbot, prefs) -> None:
    prefs.speed = "slow"
    g = new_game()
    give_turn(g, 1)
    sc = scene_for(g, prefs)
    events = g.apply(TakeLoan(1, 7))
    sc.update_from(g.view(None), g.decision(), events)
    coin = next(f for f in sc.flows if f.label == "7 poäng")
    anim = coin.anim.animationAt(coin.anim.animationCount() - 1)
    assert anim.startValue() == sc.point(KASSA) == sc.kassa.sceneBoundingRect().center()
    assert anim.endValue() == sc.point(1)
    assert sc.busy_ms() > 0
    sc.update_from(g.view(None), g.decision(), [])  # the next action: everything arrives
    assert sc.busy_ms() == 0 and coin.scene() is None


@pytest.mark.rule("STA-07")
def test_sta07_buying_pays_stadskassan_and_a_click_on_the_board_skips_it(qtbot, prefs) -> None:
    prefs.speed = "normal"
    g = new_game()
    sc = scene_for(g, prefs)
    events = land(g, 0, at(g, "Kv10"))
    assert g.decision().tag == "buy"
    events += g.apply(Buy(0, True))
    assert (0, KASSA, g.cards["Kv10"].price) in [p for e in events for p in parties(e)]
    sc.update_from(g.view(None), g.decision(), events)
    assert any(f.busy_ms() > 0 for f in sc.flows)
    view = QGraphicsView(sc)
    view.resize(900, 600)
    qtbot.addWidget(view)
    view.show()
    view.fitInView(sc.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                     pos=view.mapFromScene(sc.hall.sceneBoundingRect().center()))  # fmt: skip
    assert sc.busy_ms() == 0 and sc.flows == []


@pytest.mark.rule("STA-22")
def test_sta22_a_passed_rule_change_is_carried_onto_the_rules_card(qtbot, prefs) -> None:
    prefs.speed = "fast"
    g = new_game()
    g.sf[2] = 1
    land(g, 2, at(g, "T"), roll=(3, 4))
    g.apply(Buy(2, False))
    sc = scene_for(g, prefs)
    g.apply(Ask(2, "nz30"))
    g.apply(Vote(0, True))
    events = g.apply(Vote(1, True))
    while g.decision().kind is Kind.CHANCE:  # a throw of the court, if the rules want one
        g.chance.script("fate", "IU")
        events += g.resolve_chance()
    assert any(e.kind == "rule_change" for e in events)
    sc.update_from(g.view(None), g.decision(), events)
    cards = [f for f in sc.flows if f.card]
    assert len(cards) == 1 and "30" in cards[0].label
    anim = cards[0].anim.animationAt(cards[0].anim.animationCount() - 1)
    assert sc.rules_card.sceneBoundingRect().contains(anim.endValue())
    busy = sc.busy_ms()
    qtbot.waitUntil(lambda: sc.busy_ms() == 0, timeout=busy + 3000)


@pytest.mark.rule("STA-07")
def test_sta07_nothing_flies_when_animations_are_off(qtbot, prefs) -> None:
    prefs.speed = "off"
    g, events = fee_game()
    sc = scene_for(new_game(), prefs)
    sc.update_from(g.view(None), g.decision(), events)
    assert sc.flows == [] and sc.busy_ms() == 0
