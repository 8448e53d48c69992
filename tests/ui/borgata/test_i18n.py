"""Borgata's table in Swedish and German: the app's words translated, the game's own words kept."""

from __future__ import annotations

import pytest

from stadsliv_qt.ui import i18n

from ..conftest import settle
from .drive import new_game, scene_texts, start


@pytest.mark.rule("BOR-27")
@pytest.mark.parametrize(
    ("code", "round_word", "hint"),
    [
        ("sv", "Runda", "Klicka på en av de upplysta tomterna runt Stadshuset"),
        ("de", "Runde", "Klicke auf eines der leuchtenden Grundstücke um Stadshuset"),
    ],
)
def test_bor27_the_board_speaks_the_tables_language(qtbot, window, code, round_word, hint):
    assert i18n.install(code)
    game = new_game(3)
    game.resolve_chance()
    start(qtbot, window, game)
    settle(qtbot)
    assert window.table.bar.panel.hint.text().startswith(hint)
    texts = " ".join(scene_texts(window.table.scene))
    assert "Kontakter" in texts and "Mobilisera" in texts  # the game's own words stay
    assert "Stadshuset" in texts
    game.round = 1
    window.table.refresh([])
    assert round_word in scene_texts(window.table.scene)
