"""The end chart is named by each game (each title's own chart and panel tests: tests/ui/<id>/)."""

from __future__ import annotations


def test_end_charts_are_named_by_each_game(qapp):
    from stadsliv_qt.ui.dialogs import discover
    from stadsliv_qt.ui.dialogs.common import adapter

    discover()
    titles = {g: adapter("score_title", g)() for g in ("gladopolis", "borgata", "stadsliv")}
    assert "Votes" in titles["gladopolis"] and "GLA-29" in titles["gladopolis"]
    assert "lot value" in titles["borgata"]
    assert "STA-24" in titles["stadsliv"]
