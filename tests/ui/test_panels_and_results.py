"""Seat panels show the banker's ring; the end chart samples when the game says and is named by it."""

from __future__ import annotations

import pytest

from stadsliv_qt.engine import registry
from stadsliv_qt.ui.chart import Sampler, turn_key
from stadsliv_qt.ui.panels import SeatPanel


@pytest.mark.rule("STA-04")
def test_sta04_the_bankers_panel_wears_the_ring(qtbot):
    panel = SeatPanel(0, "Anna", "#E69F00", "circle")
    qtbot.addWidget(panel)
    panel.show()
    panel.update_row({"name": "Anna", "money_text": "10 poäng", "notes": ["banker"]})
    assert panel.ring.isVisible() and "STA-04" in panel.ring.toolTip()
    panel.update_row({"name": "Anna", "money_text": "10 poäng", "notes": []})
    assert not panel.ring.isVisible()


@pytest.mark.rule("BOR-09")
def test_bor09_borgata_chart_samples_once_per_round(qapp):
    import stadsliv_qt.ui.titles.borgata.adapters  # noqa: F401 (registers the adapters)

    game = registry.get("borgata")(["Anna", "Björn"], {"round_limit": 3}, seed=2)
    assert turn_key(game, game.view(None)) == game.view(None)["round"]
    sampler = Sampler()
    assert sampler.sample(game) and not sampler.sample(game)  # same round: no second sample


def test_end_charts_are_named_by_each_game(qapp):
    from stadsliv_qt.ui.dialogs import discover
    from stadsliv_qt.ui.dialogs.common import adapter

    discover()
    titles = {g: adapter("score_title", g)() for g in ("gladopolis", "borgata", "stadsliv")}
    assert "Votes" in titles["gladopolis"] and "GLA-29" in titles["gladopolis"]
    assert "lot value" in titles["borgata"]
    assert "STA-24" in titles["stadsliv"]
