"""Saves written before Stadsliv spoke in messages (format 1: log lines as English text) still load.

text_saves/*.json were written once by the code of main before this change (a seeded random game
of 3 seats paused at a purchase, one of 5 seats paused in an auction). Their log lines load as the
sentences they were; the debts, throws and rule changes the state keeps in English are read back
into messages; play goes on in messages, and a new save keeps ids and parameters.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from stadsliv_qt.engine import save
from stadsliv_qt.engine.playout import random_step
from stadsliv_qt.text import Msg, render

from .texts import view_texts

FOLDER = Path(__file__).with_name("text_saves")
FILES = sorted(FOLDER.glob("*.json"))


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_a_save_with_text_lines_loads_and_plays_on_in_messages(path: Path) -> None:
    doc = json.loads(path.read_text(encoding="utf-8"))
    assert doc["version"] == 1 and all("text" in e and "msg" not in e for e in doc["log"])
    game = save.load(path)
    old = len(game.log)
    assert old == len(doc["log"]) and all(isinstance(e.message, str) for e in game.log)
    assert [e.text for e in game.log] == [e["text"] for e in doc["log"]]
    for _where, text in view_texts(game.view(None)):
        for lang in ("sv", "de"):
            assert render(text, lang, strict=True)
    rng = random.Random(3)
    for _ in range(200):
        if game.is_over:
            break
        random_step(game, rng)
    new = game.log[old:]
    assert new and all(isinstance(e.message, Msg) for e in new)
    for e in new:
        assert e.say("sv", strict=True) and e.say("de", strict=True)
    again = save.loads(save.dumps(game))
    written = json.loads(save.dumps(game))
    assert all("msg" in e for e in written["log"][old:])
    assert [e.line("de") for e in again.log] == [e.line("de") for e in game.log]
