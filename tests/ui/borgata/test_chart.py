"""Borgata on the shared end chart: one sample per round (BOR-09)."""

from __future__ import annotations

import pytest

from stadsliv_qt.engine import registry
from stadsliv_qt.ui.chart import Sampler, turn_key


@pytest.mark.rule("BOR-09")
def test_bor09_borgata_chart_samples_once_per_round(qapp):
    import stadsliv_qt.ui.titles.borgata.adapters  # noqa: F401 (registers the adapters)

    game = registry.get("borgata")(["Anna", "Björn"], {"round_limit": 3}, seed=2)
    assert turn_key(game, game.view(None)) == game.view(None)["round"]
    sampler = Sampler()
    assert sampler.sample(game) and not sampler.sample(game)  # same round: no second sample
