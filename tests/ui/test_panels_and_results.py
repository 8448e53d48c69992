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


def test_the_badge_of_the_seat_to_choose_differs_from_the_turn_line_in_every_language(qapp):
    """During an auction one panel says whose turn it is (Glad-o-polis: "on turn") and another
    carries the badge of the seat that must choose; in Swedish and German both read "på tur" /
    "am Zug", so two panels seemed to have the turn."""
    from stadsliv_qt.text import msg, render
    from stadsliv_qt.ui import i18n
    from stadsliv_qt.ui.panels import SeatPanel

    try:
        for lang in ("en", "sv", "de"):
            i18n.install(lang)
            panel = SeatPanel(0, "Anna", "#E69F00", "circle")
            badge = panel.turn.text()
            assert badge and badge != render(msg("gla.view.on_turn"), lang), (lang, badge)
    finally:
        i18n.install("en")
