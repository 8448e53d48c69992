"""What a long evening keeps per step stays small (issue 15: memory stays flat): log events have
no attribute dict each, events older than the newest few thousand are packed (and read, save and
compare exactly as before), and the autosave's SQLite page cache is bounded, not the default 2 MB
that fills with the whole log."""

from __future__ import annotations

import copy
import json
import pickle
import random

import pytest

from stadsliv_qt.engine import Kind, autosave, registry, save
from stadsliv_qt.engine import game as game_module
from stadsliv_qt.engine.events import BLOCK, Event, pack
from stadsliv_qt.engine.playout import play_random
from stadsliv_qt.engine.undo import UndoHistory
from stadsliv_qt.text import Many, Money, SeatRef, msg


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


def _evening(game_id: str, live: int, monkeypatch, steps: int = 400):
    """A seeded random game of `steps` steps through the undo history, with `live` events kept
    as objects (the rest packed), written to the autosave journal as it goes."""
    monkeypatch.setattr(game_module, "LIVE", live)
    game = registry.get(game_id)(["Anna", "Björn", "Cecilia", "Dag"], {}, seed=8)
    history = UndoHistory()
    rng = random.Random(8)
    for _ in range(steps):
        d = game.decision()
        if d.kind is Kind.TERMINAL:
            break
        if d.kind is Kind.CHANCE:
            history.resolve_chance(game)
        else:
            seat = d.seats[0] if d.kind is Kind.SEAT else rng.choice(sorted(d.seats))
            history.apply(game, rng.choice(game.legal_actions(seat)))
            if history.can_undo and rng.random() < 0.2:
                game = history.undo(game)
    return game


@pytest.mark.parametrize("game_id", ["borgata", "gladopolis", "stadsliv"])
def test_old_log_events_are_packed_and_read_save_and_compare_the_same(
    game_id: str, monkeypatch
) -> None:
    packed = _evening(game_id, 16, monkeypatch)
    plain = _evening(game_id, 10**9, monkeypatch)
    old = len(packed.log) - 16 - BLOCK
    assert old > 2 * BLOCK
    assert all(e.packed for e in packed.log[:old])
    assert not any(e.packed for e in packed.log[-16:]) and not any(e.packed for e in plain.log)
    assert packed.log == plain.log
    for a, b in zip(packed.log, plain.log, strict=True):
        fields = ("message", "rule", "kind", "to", "data")
        assert [getattr(a, f) for f in fields] == [getattr(b, f) for f in fields]
        assert a.to_dict() == b.to_dict()
        assert a.line("sv") == b.line("sv") and a.text == b.text
        assert a.visible_to(None) == b.visible_to(None)
    assert [e.text for e in packed.log_for(1)] == [e.text for e in plain.log_for(1)]
    assert save.dumps(packed) == save.dumps(plain)  # a save holds the same, byte for byte
    assert pickle.loads(pickle.dumps(packed.log)) == plain.log  # a bot's worker gets the same
    assert copy.deepcopy(packed.log[:BLOCK]) == plain.log[:BLOCK]
    with pytest.raises(AttributeError):
        packed.log[0].rule = "X"  # type: ignore[misc]
    monkeypatch.setattr(game_module, "LIVE", 16)
    loaded = save.from_document(json.loads(save.dumps(plain)))  # a long save packs on load
    assert all(e.packed for e in loaded.log[:old]) and loaded.log == plain.log


def test_a_packed_event_reads_fresh_data_each_time(monkeypatch) -> None:
    game = _evening("borgata", 16, monkeypatch)
    event = next(e for e in game.log if e.packed and e.data)
    event.data.clear()  # what a reader does with its copy stays with it
    assert event.data


def test_packing_makes_the_log_of_a_long_evening_several_times_smaller(monkeypatch) -> None:
    import tracemalloc

    monkeypatch.setattr(game_module, "LIVE", 10**9)
    game = registry.get("borgata")(["Anna", "Björn", "Cecilia", "Dag", "Elin", "Fredrik"], seed=3)
    rng = random.Random(3)
    play_random(game, rng, 1500)
    docs = [e.to_dict() for e in game.log]
    assert len(docs) > 20 * BLOCK

    def traced_size(pack_them: bool) -> int:
        tracemalloc.start()
        log = [Event.from_dict(d) for d in docs]
        if pack_them:
            for k in range(0, len(log), BLOCK):
                pack(log[k : k + BLOCK])
        size = tracemalloc.get_traced_memory()[0]
        tracemalloc.stop()
        assert [e.to_dict() for e in log] == docs
        return size

    plain, packed = traced_size(False), traced_size(True)
    assert packed * 5 < plain, (plain, packed)  # about 1.5 KB an event, then about 100 bytes
    assert packed / len(docs) < 200


def test_a_packed_event_reads_back_exactly_what_was_packed() -> None:
    def made() -> Event:
        return Event(
            msg(
                "bor.x",
                seat=SeatRef(1, "Björn"),
                amount=Money(300, "usd"),
                seats=Many((SeatRef(0, "Anna"), SeatRef(2, "Ödön")), "or"),
                inner=msg("bor.y", n=3, ok=True),
            ),
            "BOR-10",
            "reveal",
            (1,),
            {"lots": (1, 2), 3: "x"},
        )

    event, twin, odd = made(), made(), Event("odd", data={"f": lambda: 0})
    assert pack([odd, event]) == 1  # what no save could hold stays as it is
    assert event.packed and not odd.packed
    assert event == twin and event.message is not event.message
    assert type(event.data["lots"]) is tuple and event.data[3] == "x"
    assert event.to_dict() == twin.to_dict() and event.line("de") == twin.line("de")
    assert pack([event]) == 0  # packed once
