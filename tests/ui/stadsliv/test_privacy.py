"""No Röstkort vote can be read on the shared screen before the one reveal (STA-22): not in a
widget, a tooltip, a board item, the log, the undo menu or the public view."""

from __future__ import annotations

import re

import pytest
from PySide6.QtWidgets import QApplication

from stadsliv_qt.engine import Kind
from stadsliv_qt.ui.dialogs.vote import VoteReveal
from tests.engine.stadsliv.helpers import give_turn, new_game, nth

from ..conftest import all_texts, click, settle
from .helpers import combo_choose, press, roll

VOTE = re.compile(r"voted (yes|no)|\b(Björn|Cecilia|David|Elsa):? (yes|no|ja|nej)\b", re.I)


def shared_screen(window) -> list[str]:
    """Everything readable while the curtain is down or between seats."""
    texts = []
    for top in QApplication.topLevelWidgets():
        if top.isVisible():
            texts.extend(all_texts(top))
    scene = window.table.scene
    texts += [item.toolTip() for item in scene.items()]
    texts += [row[1] for row in scene.vote_card.rows]
    texts += window.table.log.lines()
    texts += [window.menu_actions["undo"].text()]
    return [t for t in texts if t]


@pytest.mark.rule("STA-22")
def test_sta22_no_vote_is_readable_before_the_reveal(qtbot, window):
    game = new_game(5, banker=1)
    game.pos[4] = nth(game, "neutral", 1)  # Elsa stands on an NZ: she does not vote
    give_turn(game, 0)
    game.pos[0] = nth(game, "council") - 7
    window.start_session(game)
    settle(qtbot)
    roll(qtbot, window, (3, 4))
    press(qtbot, window, "Do not buy")
    combo_choose(window.table.bar.panel.kind, "vote Anna into Stadsfullmäktige")
    press(qtbot, window, "Raise the Röstkort")
    settle(qtbot, 20)
    card = window.table.scene.vote_card
    assert [r[0] for r in card.rows] == [1, 2, 3, 0, 4]
    assert card.rows[-1][1] == "on an NZ: does not vote"
    curtain = window.table.curtain
    assert curtain.is_up and curtain.seat == 1
    for seat, choice in ((1, True), (2, False), (3, True)):
        assert curtain.seat == seat
        leaks = [t for t in shared_screen(window) if VOTE.search(t)]
        assert leaks == [], leaks
        click(qtbot, curtain.card)
        panel = curtain.panel
        assert "Not voting, on an NZ: Elsa (STA-16)" in [
            lab.text() for lab in panel.findChildren(type(window.table.bar.prompt))
        ]
        click(qtbot, panel.yes if choice else panel.no)
        click(qtbot, panel.cast)
        click(qtbot, curtain.done_button)
        assert not window.findChildren(VoteReveal)
        leaks = [t for t in shared_screen(window) if VOTE.search(t)]
        assert leaks == [], leaks
        if game.decision().kind is Kind.SEALED:  # the engine's public side, before the reveal
            assert not any(VOTE.search(e.line()) for e in game.log_for(None))
            assert game.view(None)["pending"]["vote"]["my_vote"] is None
    click(qtbot, curtain.reveal_button)
    reveal = window.findChildren(VoteReveal)
    assert len(reveal) == 1 and reveal[0].votes == {1: True, 2: False, 3: True}
    assert game.decision().kind is Kind.CHANCE  # the majority: now the Ödestärning
