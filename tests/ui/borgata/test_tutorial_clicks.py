"""Every action of Borgata's tutorial can be made by clicks at the table (issue 18): lots on the
board, a contact card, the panel's buttons and the envelope sheets behind the curtain, each
leaving the game exactly as the tutorial's own walk does (stadsliv_qt.teach.tutorial.play)."""

from __future__ import annotations

import pytest

from stadsliv_qt.teach import tutorial

from ..conftest import click, settle
from .drive import click_contact, click_lot, press, reveal, seal_sheet, start


@pytest.fixture(scope="module")
def expected():
    """The state after each step of the tutorial's own walk."""
    out = {}
    tutorial.play(
        tutorial.load("borgata"),
        lambda step, game, events: out.__setitem__(step.id, game.state_dict()),
    )
    return out


def _do(qtbot, window, step) -> None:
    spec = step.action
    kind = spec["type"]
    table = window.table
    if kind in ("Place", "NameLot", "Recruit", "Collect"):
        click_lot(qtbot, window, tuple(spec["lot"]))
    elif kind == "Step":
        click_lot(qtbot, window, tuple(spec["frm"]))
        click_lot(qtbot, window, tuple(spec["to"]))
    elif kind == "PoliceCar":
        click_contact(qtbot, window, "polisbilen")
        click_lot(qtbot, window, tuple(spec["lot"]))
    elif kind == "Pass":
        press(qtbot, window, "Pass")
    elif kind == "Done":
        press(qtbot, window, "Done")
    elif kind == "Envelopes":
        assert table.curtain.is_up and table.curtain.seat == spec["seat"]
        seal_sheet(qtbot, window, {cid: a for cid, a in spec["amounts"] if a})
    elif kind == "ContractBid":
        assert table.curtain.is_up and table.curtain.seat == spec["seat"]
        seal_sheet(qtbot, window, {"contract": spec["amount"]})
    else:  # pragma: no cover - a new kind of step needs a way to click it here
        raise AssertionError(kind)
    button = table.curtain.reveal_button if table.curtain.is_up else None
    if button is not None and button.isVisible():
        reveal(qtbot, window)  # everyone has sealed: the common opening
    overlay = table.scene.overlay
    if overlay is not None:
        click(qtbot, overlay.close_button)
    settle(qtbot, 10)


@pytest.mark.rule("BOR-10")
def test_the_tutorial_is_played_by_clicks_at_the_table(qtbot, window, expected):
    t = tutorial.load("borgata")
    game = t.new_game()
    start(qtbot, window, game)
    guide = tutorial.Guide(t)
    while not guide.done:
        step = guide.step
        if step.wait == "next":
            guide.next()
            continue
        _do(qtbot, window, step)
        assert game.state_dict() == expected[step.id], step.id
        guide.advance()
    assert game.decision().results is not None and game.decision().results.winners == (0,)
