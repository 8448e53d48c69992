"""Small windows stay readable (issue 12): at 1024x700 no board text is under 9 px on screen,
the board keeps its size while prompts and panels change, and texts do not run into each other."""

from __future__ import annotations

import random

import pytest

from stadsliv_qt.ui.main_window import MainWindow
from stadsliv_qt.ui.scenes.legible import MIN_PX
from tests.ui.boards import TITLES, random_step, seeded_game
from tests.ui.conftest import settle
from tests.ui.text_runs import view_runs


def on_table(qtbot, prefs, game, size: tuple[int, int]) -> MainWindow:
    """A shown window of `size` with the game on the table."""
    window = MainWindow(prefs)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    window.start_session(game)
    settle(qtbot)
    return window


def too_small(window: MainWindow, least: float = MIN_PX) -> list[str]:
    """The board's texts drawn under `least` screen pixels, with their sizes."""
    runs = view_runs(window.table.board)
    assert runs, "the board drew no text at all"
    return [f"{r.px:.1f} px {r.text!r}" for r in runs if r.px < least - 1e-6]


@pytest.mark.parametrize("game_id", TITLES)
def test_no_board_text_is_under_9_px_at_1024x700(qtbot, prefs, game_id: str) -> None:
    game = seeded_game(game_id, 0)
    window = on_table(qtbot, prefs, game, (1024, 700))
    rng = random.Random(5)
    problems: dict[str, int] = {}
    for checkpoint in range(8):
        for _ in range(45):
            if not random_step(game, rng):
                break
        window.start_session(game)  # the table draws the game as it now stands
        settle(qtbot)
        for text in too_small(window):
            problems[text] = checkpoint
        if game.is_over:
            break
    assert not problems, f"{len(problems)} texts under {MIN_PX} px: {sorted(problems)[:25]}"
