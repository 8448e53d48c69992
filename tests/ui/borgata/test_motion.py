"""Seen, not only logged (issue 18): on Borgata's board money flies between a family and the bank
(BOR-10, BOR-11, BOR-12, BOR-14), a contract lot turning up pays from the lot (BOR-10), members
lost in a conflict fall on their lot (BOR-08); at the Settings pace, nothing when animations are
off, and a click or the next action finishes them at once; busy_ms() counts them."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from stadsliv_qt.teach import tutorial
from stadsliv_qt.ui.titles.borgata.fx import Ghost

from ..conftest import settle
from .drive import start


@pytest.fixture(scope="module")
def steps():
    """Each tutorial step's events and the game right after it (a copy)."""
    out = {}
    tutorial.play(
        tutorial.load("borgata"),
        lambda step, game, events: out.__setitem__(step.id, (list(events), game.copy())),
    )
    return out


def _table(qtbot, window, speed: str):
    window.prefs.speed = speed
    t = tutorial.load("borgata")
    game = t.new_game()
    tutorial.settle(game, False)  # dealt: the table has nothing of its own to animate
    start(qtbot, window, game)
    return window.table.scene


def _ghosts(scene) -> int:
    return sum(1 for item in scene.items() if isinstance(item, Ghost))


def _feed(scene, steps, step_id: str):
    events, game = steps[step_id]
    # the table stages a reveal's card itself (scene.stage); the board plays the rest
    scene.update_from(game.view(None), game.decision(), [e for e in events if e.kind != "reveal"])
    return events


@pytest.mark.rule("BOR-11")
def test_bor11_collected_money_flies_from_the_bank_and_a_click_finishes_it(qtbot, window, steps):
    scene = _table(qtbot, window, "normal")
    events = _feed(scene, steps, "env_b")  # envelopes open (Alba pays), then both collect
    kinds = [e.kind for e in events]
    assert kinds.count("collect") == 2 and "contact_won" in kinds
    settle(qtbot, 30)
    assert scene.fx.running and scene.busy_ms() > 1000  # three coins still to fly
    assert _ghosts(scene) >= 1
    assert scene.bank_rect().intersects(scene.anchor_rect("status"))
    viewport = window.table.board.viewport()
    qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=viewport.rect().center())
    settle(qtbot)
    assert scene.busy_ms() == 0 and _ghosts(scene) == 0


@pytest.mark.rule("BOR-08")
def test_bor08_lost_members_fall_and_the_effects_run_to_their_end(qtbot, window, steps):
    scene = _table(qtbot, window, "fast")
    events = _feed(scene, steps, "pass_a1")  # the conflict on Kasinot
    assert sum(1 for e in events if e.kind == "removal") == 2
    queued = len(scene.fx.queue) + (1 if scene.fx.running else 0)
    assert queued >= 3  # the conflict card and two falls
    qtbot.waitUntil(lambda: not scene.fx.running and _ghosts(scene) == 0, timeout=8000)
    assert scene.busy_ms() == 0


@pytest.mark.rule("BOR-10")
def test_bor10_a_contract_lot_pays_from_the_lot_and_the_next_action_finishes_it(
    qtbot, window, steps
):
    scene = _table(qtbot, window, "normal")
    _feed(scene, steps, "done_b")  # Round 2: Stålverket turns up and pays Alba $1,000
    settle(qtbot, 20)
    assert scene.fx.running
    coin = next(i for i in scene.items() if isinstance(i, Ghost))
    _feed(scene, steps, "env2_a")  # the next action: what still moved ends at once
    assert coin.scene() is None
    scene.finish_animations()  # the curtain comes up: nothing moves behind it
    assert scene.busy_ms() == 0 and _ghosts(scene) == 0


def test_nothing_moves_when_animations_are_off(qtbot, window, steps):
    scene = _table(qtbot, window, "off")
    _feed(scene, steps, "env_b")
    _feed(scene, steps, "pass_a1")
    assert not scene.fx.running and scene.busy_ms() == 0 and _ghosts(scene) == 0


@pytest.mark.rule("BOR-11")
def test_bor11_collecting_on_a_police_lot_pays_and_the_arrested_member_goes_to_faengelset(
    qtbot, window, steps
):
    scene = _table(qtbot, window, "normal")
    events = _feed(scene, steps, "police_collect")
    arrest = next(e for e in events if e.kind == "arrest")
    assert arrest.data["amount"] == 200
    # the member glides to Fängelset, then the income flies from the bank
    assert scene.fx.running and len(scene.fx.queue) >= 1
    scene.finish_animations()
    assert scene.busy_ms() == 0 and _ghosts(scene) == 0
