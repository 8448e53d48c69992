"""Seen, not only logged (issue 18): on the Glad-o-polis board money flies from payer to payee
and a passed motion is carried onto the Beschlusslage, at the pace of Settings, counted by
busy_ms() so the curtain waits, skippable by a click or the next action, absent when off."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QGraphicsView

from stadsliv_qt.games.gladopolis import actions as A
from stadsliv_qt.ui.scenes import SceneContext
from stadsliv_qt.ui.titles.gladopolis import create_scene
from tests.engine.gladopolis.helpers import new, own, roll


def scene_for(g, prefs):
    sc = create_scene(SceneContext.for_game(g, prefs))
    sc.update_from(g.view(None), g.decision(), [])
    return sc


def rent_game():
    """Anna lands on Bernd's whole brown group: 80 € rent."""
    g = new(3)
    own(g, 1, 1, 3)
    g.pos[0] = 0
    events = roll(g, 1, 2)
    return g, events


@pytest.mark.rule("GLA-10")
def test_gla10_rent_flies_from_payer_to_payee_and_ends(qtbot, prefs):
    prefs.speed = "fast"
    g, events = rent_game()
    sc = scene_for(new(3), prefs)
    sc.update_from(g.view(None), g.decision(), events)
    coins = [f for f in sc.flows if f.label == "80 €"]
    assert len(coins) == 1 and not coins[0].card
    busy = sc.busy_ms()
    assert busy >= coins[0].busy_ms() > 0
    assert coins[0].busy_ms() > sc.dice.busy_ms()  # it waits for the dice and the walk
    qtbot.waitUntil(lambda: sc.busy_ms() == 0, timeout=busy + 3000)
    assert not coins[0].isVisible()  # arrived and gone


@pytest.mark.rule("GLA-10")
def test_gla10_the_coin_goes_from_the_payers_token_to_the_payees(qtbot, prefs):
    prefs.speed = "slow"
    g, events = rent_game()
    sc = scene_for(new(3), prefs)
    sc.update_from(g.view(None), g.decision(), events)
    coin = next(f for f in sc.flows if f.label == "80 €")
    anim = coin.anim.animationAt(coin.anim.animationCount() - 1)
    assert anim.startValue() == sc.point(0) and anim.endValue() == sc.point(1)
    assert sc.point(1) == QPointF(sc.tokens[1].target)


@pytest.mark.rule("GLA-13")
def test_gla13_a_tax_flies_into_the_stadtkasse_and_a_click_skips_it(qtbot, prefs):
    prefs.speed = "normal"
    g = new(3)
    sc = scene_for(g, prefs)
    g.pos[0] = 1
    events = roll(g, 1, 2)
    sc.update_from(g.view(None), g.decision(), events)
    coin = next(f for f in sc.flows if f.label == "2,000 €")
    anim = coin.anim.animationAt(coin.anim.animationCount() - 1)
    assert anim.endValue() == sc.point(-2)
    assert sc.anchor_rect("kasse").contains(sc.point(-2))
    view = QGraphicsView(sc)
    view.resize(800, 800)
    qtbot.addWidget(view)
    view.show()
    view.fitInView(sc.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
    assert sc.busy_ms() > 0
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                     pos=view.mapFromScene(sc.anchor_rect("centre").center()))  # fmt: skip
    assert sc.busy_ms() == 0 and coin.scene() is None


@pytest.mark.rule("GLA-22")
def test_gla22_a_passed_motion_is_carried_onto_the_beschlusslage(qtbot, prefs):
    prefs.speed = "normal"
    g = new(3, motions=["mietpreisbremse"])
    g.pos[0] = 19
    roll(g, 1, 2)
    g.apply(A.BringIn(0))
    sc = scene_for(g, prefs)
    events = []
    for s in range(3):
        events += g.apply(A.Vote(s, True))
    sc.update_from(g.view(None), g.decision(), events)
    cards = [f for f in sc.flows if f.card]
    assert [c.label for c in cards] == ["Mietpreisbremse"]
    anim = cards[0].anim.animationAt(cards[0].anim.animationCount() - 1)
    last = sc.beschluss.mapRectToScene(sc.beschluss.card_rects()[-1])
    assert last.contains(anim.endValue())
    # the next action finishes it at once
    sc.update_from(g.view(None), g.decision(), g.apply(A.EndTurn(0)))
    assert cards[0].scene() is None and not any(f.card for f in sc.flows)


def test_nothing_flies_when_animations_are_off(qtbot, prefs):
    assert prefs.speed == "off"
    g, events = rent_game()
    sc = scene_for(new(3), prefs)
    sc.update_from(g.view(None), g.decision(), events)
    assert sc.flows == [] and sc.busy_ms() == 0
