"""What a long evening keeps per step stays small (issue 15: memory stays flat): log events have
no attribute dict each, and the autosave's SQLite page cache is bounded, not the default 2 MB that
fills with the whole log."""

from __future__ import annotations

import random

from stadsliv_qt.engine import autosave, registry
from stadsliv_qt.engine.events import Event
from stadsliv_qt.engine.playout import play_random


def test_log_events_are_slotted_and_keep_their_message_not_its_text() -> None:
    game = registry.get("gladopolis")(["Anna", "Björn", "Cecilia"], {}, seed=4)
    play_random(game, random.Random(4), 60)
    assert game.log
    for event in game.log:
        assert not hasattr(event, "__dict__")
        assert Event.from_dict(event.to_dict()) == event
        assert not isinstance(event.message, str)  # an id and parameters, rendered when shown


def test_the_journal_keeps_a_small_page_cache_whatever_the_log(tmp_path) -> None:
    game = registry.get("gladopolis")(["Anna", "Björn", "Cecilia"], {}, seed=5)
    journal = autosave.Journal(tmp_path / "autosave.sqlite")
    rng = random.Random(5)
    for _ in range(40):
        play_random(game, rng, 5)
        journal.write(game)
    db = journal._open()
    assert db.execute("PRAGMA cache_size").fetchone()[0] == -autosave.CACHE_KIB
    assert autosave.CACHE_KIB <= 512
    journal.close()
    assert len(autosave.load(tmp_path / "autosave.sqlite").log) == len(game.log)
