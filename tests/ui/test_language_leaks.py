"""In Swedish or German no message reaches the table in English: the table renders every engine
message in its language (words.say / words.name), never through str(), whose words are English.

str() of a message is English by design (logs and saves keep it); the table calling it showed
English in the middle of German: a Glad-o-polis motion's text on the vote page and the board, a
debt's reason, the tokens' tooltips, Stadsliv's varvslön figures and its vote overlay.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

from benchmarks import longplay
from stadsliv_qt.text import Msg
from stadsliv_qt.ui import i18n
from stadsliv_qt.ui.pump import process_events
from tests.ui import test_long_game

UI = Path(__file__).resolve().parents[2] / "stadsliv_qt" / "ui"
STEPS = 300


@pytest.fixture
def german():
    """The table in German for the test; English again afterwards."""
    i18n.install("de")
    yield
    i18n.install("en")


@pytest.mark.parametrize("game_id", ["gladopolis", "borgata", "stadsliv"])
def test_no_message_is_shown_in_english_at_a_german_table(
    qtbot, window, german, monkeypatch, game_id
):
    english: set[str] = set()
    real = Msg.__str__

    def spy(self: Msg) -> str:
        caller = sys._getframe(1)  # the code that asked for the English words
        path = Path(caller.f_code.co_filename)
        if UI in path.parents:
            english.add(f"{path.relative_to(UI)}:{caller.f_lineno} {self.id}")
        return real(self)

    monkeypatch.setattr(Msg, "__str__", spy)
    window.start_session(longplay.new_game(game_id, 11))
    process_events()
    rng = random.Random(11)
    for _ in range(STEPS):
        test_long_game.step(window, rng)
        process_events()
    assert sorted(english) == []
