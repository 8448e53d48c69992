"""Saves keep Borgata's log as message ids and parameters, so a loaded game says its whole log in
any language; saves written before messages (their log lines are English sentences) still load
and play on, the new lines as messages (issue 17)."""

from __future__ import annotations

import json
import random

from stadsliv_qt.engine import save
from stadsliv_qt.engine.playout import play_random
from stadsliv_qt.games.borgata import BorgataGame
from stadsliv_qt.text import Msg
from tests.engine.borgata.test_old_saves import _entries


def test_a_save_keeps_ids_and_parameters_and_says_the_log_again_in_every_language() -> None:
    game = BorgataGame(["Anna", "Björn", "Cecilia", "Dag"], seed=5)
    play_random(game, random.Random(5), 400)
    doc = json.loads(json.dumps(save.to_document(game)))
    entries = doc["log"]
    assert len(entries) > 50
    assert all("msg" in e and "text" not in e for e in entries)
    assert all(e["msg"]["id"].startswith("bor.") for e in entries)
    loaded = save.from_document(doc)
    for lang in ("en", "sv", "de"):
        before = [e.line(lang) for e in game.log]
        assert [e.line(lang) for e in loaded.log] == before
    assert [e.line("sv") for e in loaded.log] != [e.line("en") for e in loaded.log]


def test_saves_from_before_messages_load_and_go_on_in_messages() -> None:
    entry = next(e for e in _entries(0) if e["save"]["log"])
    old_line = entry["save"]["log"][0]
    assert "text" in old_line and "msg" not in old_line
    game = save.from_document(json.loads(json.dumps(entry["save"])))
    first = game.log[0]
    assert first.message == old_line["text"] and first.say("sv") == old_line["text"]
    start = len(game.log)
    play_random(game, random.Random(1), 60)
    new = game.log[start:]
    assert new and all(isinstance(e.message, Msg) for e in new)
    again = save.from_document(json.loads(json.dumps(save.to_document(game))))
    assert [e.line("de") for e in again.log] == [e.line("de") for e in game.log]
