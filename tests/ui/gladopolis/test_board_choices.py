"""Choices on the Glad-o-polis board (issue 18): places a decision is about are lit on the board
and a click on one chooses it: fields to build, sell, mortgage or redeem (GLA-12, GLA-26), the
field to buy (GLA-09), the resolution to repeal (GLA-22); the field under the hammer is lit."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QGraphicsView

from stadsliv_qt.games.gladopolis import actions as A
from stadsliv_qt.ui.scenes import SceneContext
from stadsliv_qt.ui.titles.gladopolis import create_scene
from tests.engine.gladopolis.helpers import new, own, roll

FIVE = ["mietpreisbremse", "baukostenzuschuss", "los_abgabe", "transparenzgesetz", "gunstaufschlag"]


def table(qtbot, g):
    """The board of a game in a view, offered the seat to act's actions, and what it chooses."""
    sc = create_scene(SceneContext.for_game(g))
    d = g.decision()
    sc.update_from(g.view(None), d, [])
    seat = d.seats[0]
    sc.offer(seat, g.legal_actions(seat))
    view = QGraphicsView(sc)
    view.resize(1000, 1000)
    qtbot.addWidget(view)
    view.show()
    view.fitInView(sc.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
    chosen: list[object] = []
    sc.actionChosen.connect(chosen.append)
    return sc, view, chosen


def click(view: QGraphicsView, point: QPointF) -> None:
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(point))


@pytest.mark.rule("GLA-22")
def test_gla22_the_resolutions_to_repeal_are_lit_and_a_click_repeals_one(qtbot):
    g = new(3, motions=["amnestie"])
    for m in FIVE:
        g.motions_deck.remove(m)
        g.resolutions.append(m)
    g.pos[0] = 19
    roll(g, 1, 2)
    g.apply(A.BringIn(0))
    for s in range(3):
        g.apply(A.Vote(s, True))
    assert g.decision().tag == "repeal"
    sc, view, chosen = table(qtbot, g)
    assert sc.beschluss.pickable == frozenset(range(5))  # the sixth, just accepted, is not offered
    cards = sc.beschluss.card_rects()
    assert len(cards) == 6
    click(view, sc.beschluss.mapToScene(cards[5].center()))
    assert chosen == []
    click(view, sc.beschluss.mapToScene(cards[2].center()))
    assert chosen == [A.Repeal(0, "los_abgabe")]


@pytest.mark.rule("GLA-12")
def test_gla12_a_click_on_a_lit_field_builds_there(qtbot):
    g = new(3)
    own(g, 0, 1, 3)
    sc, view, chosen = table(qtbot, g)
    assert sc.fields[1].lit and sc.fields[3].lit and not sc.fields[5].lit
    click(view, sc.anchor_rect("field:5").center())
    assert chosen == []
    labels = sc.labels_at(1)
    assert len(labels) == 2  # build or mortgage: the board asks which
    sc.choose_at(1, 0)
    assert chosen == [A.Build(0, 1)]


@pytest.mark.rule("GLA-09")
def test_gla09_the_field_to_buy_is_lit_and_under_the_hammer_it_stays_lit(qtbot):
    g = new(3)
    g.pos[0] = 3
    roll(g, 1, 2)  # Ziegeleistraße, unowned
    sc, view, chosen = table(qtbot, g)
    assert sc.fields[6].lit and sc.labels_at(6)
    g.apply(A.Decline(0))
    d = g.decision()
    assert d.tag == "auction"
    sc.update_from(g.view(None), d, [])
    sc.offer(d.seats[0], g.legal_actions(d.seats[0]))
    assert sc.lit("choice") == ("field:6",)
    g.apply(A.Pass(1))
    g.apply(A.Pass(2))
    g.apply(A.Pass(0))
    d = g.decision()
    sc.update_from(g.view(None), d, [])
    sc.offer(d.seats[0], g.legal_actions(d.seats[0]))
    assert sc.lit("choice") == ()
