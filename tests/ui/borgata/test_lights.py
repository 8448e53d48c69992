"""Borgata's board refs and lights for the teaching code (H18 contract): refs_for(event) names the
lots, families and contacts an event concerns; the scene lights them per role without one role
clearing another, gives each thing's rectangle, and draws pictures from the board itself."""

from __future__ import annotations

import pytest

from stadsliv_qt.engine import Event
from stadsliv_qt.teach import tutorial
from stadsliv_qt.text import SeatRef, msg
from stadsliv_qt.ui.titles import borgata as title
from stadsliv_qt.ui.titles.borgata.refs import parse_lot, refs_for
from tests.engine.borgata.helpers import arrange

from .drive import click_lot, new_game, start


@pytest.fixture(scope="module")
def tutorial_events() -> list[Event]:
    out: list[Event] = []
    tutorial.play(tutorial.load("borgata"), lambda step, game, events: out.extend(events))
    return out


def _first(events: list[Event], kind: str) -> Event:
    return next(e for e in events if e.kind == kind)


def test_refs_for_is_exported_by_the_title_package():
    assert title.refs_for is refs_for
    assert parse_lot("lot:C3") == (2, 2) and parse_lot("lot:F1") is None


@pytest.mark.rule("BOR-13")
def test_bor13_a_move_concerns_both_lots_and_the_family(tutorial_events):
    move = _first(tutorial_events, "move")
    assert refs_for(move) == ["lot:B2", "lot:C2", "seat:0"]


@pytest.mark.rule("BOR-08")
def test_bor08_a_conflict_concerns_its_lot_and_every_family_that_stood_there(tutorial_events):
    conflict = _first(tutorial_events, "conflict")
    assert refs_for(conflict) == ["lot:C2", "seat:0", "seat:1"]


@pytest.mark.rule("BOR-11")
def test_bor11_an_arrest_on_collecting_concerns_the_lot_faengelset_and_the_family(
    tutorial_events,
):
    arrest = next(e for e in tutorial_events if e.kind == "arrest" and e.rule == "BOR-11")
    assert refs_for(arrest) == ["lot:D4", "lot:E5", "seat:1"]
    prison = _first(tutorial_events, "prison")
    assert refs_for(prison) == ["lot:E5", "seat:1"]


@pytest.mark.rule("BOR-10")
def test_bor10_a_reveal_names_every_family_and_the_contacts_with_money_on_them(
    tutorial_events,
):
    reveal = _first(tutorial_events, "reveal")
    refs = refs_for(reveal)
    assert {"seat:0", "seat:1", "contact:polisbilen"} <= set(refs)
    assert "contact:fbi" not in refs  # nobody put money on it
    won = _first(tutorial_events, "contact_won")
    assert refs_for(won) == ["seat:0", "seat:1", "contact:polisbilen"]  # it names the beaten offer


def test_a_family_named_only_in_the_message_is_found():
    event = Event(msg("bor.mobilise.passes", seat=SeatRef(1, "Bruno")), rule="BOR-13")
    assert refs_for(event) == ["seat:1"]


def _table(qtbot, window):
    game = new_game(3)
    game.resolve_chance()
    arrange(game, {(1, 1): {0: 2}, (1, 3): {1: 1}, (3, 3): {0: 1}})
    game._phase4()
    start(qtbot, window, game)
    return game, window.table.scene


def _halos(scene, role):
    return [h.rect for h in scene.lights.halos[role]]


def test_roles_light_their_things_and_never_clear_each_other(qtbot, window):
    _, scene = _table(qtbot, window)
    scene.light(["lot:C3"], "guide")
    scene.light(["lot:B2", "lot:D2"], "hover")
    assert _halos(scene, "guide") == [scene.lot_rect((2, 2))]
    assert _halos(scene, "hover") == [scene.lot_rect((1, 1)), scene.lot_rect((1, 3))]
    scene.light([], "hover")
    assert _halos(scene, "hover") == [] and _halos(scene, "guide") == [scene.lot_rect((2, 2))]
    scene.light(["seat:0"], "choice")  # a family: each lot its members stand on, and its line
    rects = _halos(scene, "choice")
    assert scene.lot_rect((1, 1)) in rects and scene.lot_rect((3, 3)) in rects
    assert scene.lot_rect((1, 3)) not in rects
    assert scene.anchor_rect("seat:0") in rects
    with pytest.raises(ValueError):
        scene.light(["lot:A1"], "sparkle")


@pytest.mark.rule("BOR-13")
def test_bor13_a_lit_lot_is_still_chosen_by_a_click_through_its_halo(qtbot, window):
    game, scene = _table(qtbot, window)
    scene.light(["lot:B2", "lot:C3"], "guide")
    click_lot(qtbot, window, (1, 1))
    click_lot(qtbot, window, (2, 2))
    assert game.members[12][0] == 1  # the member stepped into Stadshuset


def test_anchor_rects_of_each_kind_and_none_for_unknown_refs(qtbot, window):
    _, scene = _table(qtbot, window)
    assert scene.anchor_rect("lot:E5") == scene.lot_rect((4, 4))
    seat = scene.anchor_rect("seat:1")
    contact = scene.anchor_rect("contact:polisbilen")
    phase = scene.anchor_rect("phase")
    status = scene.anchor_rect("status")
    bank = scene.anchor_rect("bank")
    for rect in (seat, contact, phase, status, bank):
        assert rect is not None and not rect.isEmpty()
        assert scene.sceneRect().contains(rect.center())
    assert status.contains(seat) and status.contains(bank)
    for ref in ("lot:Z9", "seat:7", "contact:nobody", "kasse", ""):
        assert scene.anchor_rect(ref) is None


def test_a_picture_is_drawn_from_the_board_without_the_lights(qtbot, window):
    _, scene = _table(qtbot, window)
    scene.light(["lot:C3"], "guide")
    pixmap = scene.picture(["lot:B2", "lot:C3"], 240)
    assert pixmap is not None and pixmap.width() == 240 and pixmap.height() > 100
    assert all(h.isVisible() for h in scene.lights.halos["guide"])  # back after the picture
    assert scene.picture([], 240) is None and scene.picture(["nothing"], 240) is None
