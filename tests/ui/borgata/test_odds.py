"""Odds at a glance on Borgata's board (issue 18): while a contract lot is named (BOR-12), each
face-down lot carries its odds (BOR-03); during the bid only the named lot does; during Phase 4
each lot where families meet shows the conflict's certain outcome (BOR-08); tooltips give the
whole distribution; nothing on them depends on a hidden card (BOR-27)."""

from __future__ import annotations

import pytest

from stadsliv_qt.games.borgata.actions import NameLot, Step
from tests.engine.borgata.helpers import arrange

from .drive import click_lot, new_game, scene_texts, start


def _badges(scene) -> dict[tuple[int, int], str]:
    out = {}
    for badge in scene.odds.badges:
        centre = badge.rect.center()
        pos = next(p for p in scene.lots if scene.lot_rect(p).contains(centre))
        out[pos] = badge.text
    return out


def _table(qtbot, window, members, phase):
    game = new_game(3)
    game.resolve_chance()
    arrange(game, members)
    getattr(game, f"_phase{phase}")()
    start(qtbot, window, game)
    return game, window.table.scene


@pytest.mark.rule("BOR-12")
def test_bor12_naming_a_contract_shows_the_odds_of_every_face_down_lot(qtbot, window):
    game, scene = _table(qtbot, window, {(2, 2): {0: 1}, (1, 1): {1: 1}}, 3)
    assert game.decision().tag == "name_contract"
    badges = _badges(scene)
    face_down = {p for p, item in scene.lots.items() if not item.lot.get("face_up")}
    assert set(badges) == face_down
    assert badges[(0, 1)] == "worth 3+: 40% · pays ≈$607"  # a contract mark
    assert badges[(0, 2)] == "worth 3+: 40%"  # no mark: nothing to pay
    tip = scene.lots[(0, 1)].toolTip()
    assert "one of 15 unseen cards with a contract mark" in tip and "(BOR-03)" in tip
    assert "Stålverket" not in " ".join(scene_texts(scene))  # the hidden card is never named
    game.apply(NameLot(0, (0, 1)))
    window.table.refresh([])
    assert _badges(scene) == {(0, 1): "worth 3+: 40% · pays ≈$607"}  # only the lot bid for


@pytest.mark.rule("BOR-08")
def test_bor08_a_lot_where_families_meet_shows_the_conflict_to_come(qtbot, window):
    game, scene = _table(qtbot, window, {(1, 1): {0: 2}, (1, 2): {1: 1}, (3, 3): {2: 1}}, 4)
    assert _badges(scene) == {}
    click_lot(qtbot, window, (1, 1))
    click_lot(qtbot, window, (1, 2))
    assert game.members[7] == [1, 1, 0]
    badges = _badges(scene)
    assert badges == {(1, 2): "⚔ nobody is left"}
    tip = scene.odds.badges[0].toolTip()
    assert "Anna loses 1, Björn loses 1" in tip and "(BOR-08)" in tip
    assert game.decision().seat == 1
    game.apply(Step(1, (1, 2), (1, 1)))  # Björn steps onto Anna's other member instead
    window.table.refresh([])
    assert game.members[6] == [1, 1, 0] and game.members[7] == [1, 0, 0]
    assert _badges(scene) == {(1, 1): "⚔ nobody is left"}  # updated with the decision
