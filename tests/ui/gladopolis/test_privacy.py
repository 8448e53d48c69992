"""No secret vote on the shared screen before the reveal; the curtain freezes the table."""

from __future__ import annotations

import pytest

from stadsliv_qt.engine import Kind

from ..conftest import all_texts, click
from .driver import Driver, Policy
from .test_whole_game import start

SECRETS = ("votes yes", "votes no", "vote yes", "vote no", "voted yes", "voted no")


def shared_texts(window) -> list[str]:
    """Everything readable on the shared screen, painted board texts included."""
    scene = window.table.scene
    texts = all_texts(window)
    texts += [scene.banner.title, scene.banner.text]
    texts += [f.toolTip() for f in scene.fields] + [t.toolTip() for t in scene.tokens]
    return texts


@pytest.mark.rule("GLA-21")
def test_gla21_no_sealed_vote_in_any_widget_tooltip_or_log_before_the_reveal(qtbot, window):
    """At every card and behind every page until the reveal, no vote can be read."""
    game = start(qtbot, window, 4)
    table = window.table
    driver = Driver(qtbot, window, Policy(votes={0: False, 1: True, 2: False, 3: False}))
    game.chance.script("dice", (6, 5), (1, 2), (2, 3), (2, 4), (6, 5))
    driver.until(lambda: game.decision().tag == "council")
    driver.step()
    driver.until(lambda: table.curtain.is_up)
    lines = table.log.lines()
    checked = 0
    while table.curtain.reveal_button is None:
        curtain = table.curtain
        if curtain.card is not None:
            text = "\n".join(shared_texts(window)).lower()
            assert not any(s in text for s in SECRETS), text
            assert table.log.lines() == lines  # nothing behind the curtain changes
            assert table.scene.busy_ms() == 0
            checked += 1
        driver.step()
    assert checked >= 4
    assert table.curtain.is_up and table.curtain.reveal_button is not None
    text = "\n".join(shared_texts(window)).lower()
    assert not any(s in text for s in SECRETS)
    click(qtbot, table.curtain.reveal_button)
    assert table.reveal is not None and table.reveal.tally.text() == "1 yes · 3 no"
    assert any("Björn yes" in line for line in table.log.lines())


@pytest.mark.rule("GLA-21")
def test_gla21_open_vote_variant_is_cast_on_the_bar(qtbot, window):
    """With the open-vote option the same vote panel is used in the open, one voter at a time."""
    game = start(qtbot, window, 3, open_vote=True)
    table = window.table
    driver = Driver(qtbot, window)
    game.chance.script("dice", (6, 5), (1, 2), (2, 3), (6, 5))
    driver.until(lambda: game.decision().tag == "council")
    driver.step()
    assert game.decision().kind is Kind.SEAT and game.decision().tag == "vote"
    assert not table.curtain.is_up
    panel = table.bar.panel
    click(qtbot, panel.cast)
    assert panel.error.text() == "Choose yes or no first."
    click(qtbot, panel.no)
    click(qtbot, panel.cast)
    assert "Anna votes no (GLA-21)" in table.log.lines()
