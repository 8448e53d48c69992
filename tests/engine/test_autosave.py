"""The autosave journal: each step written as a change, the game read back through the JSON save's
strict checks, a damaged or hostile file refused with a sentence, and a kill -9 at any moment
costing at most the step in flight."""

from __future__ import annotations

import json
import os
import random
import sqlite3

import pytest

from stadsliv_qt.engine import Kind, autosave, registry
from stadsliv_qt.engine.playout import play_random
from stadsliv_qt.engine.save import SaveError
from stadsliv_qt.engine.undo import UndoHistory

from . import autosave_kill

NAMES = ["Anna", "Björn", "Cecilia"]
TITLES = ("gladopolis", "borgata", "stadsliv")


def doc(game) -> str:
    return json.dumps(game.to_dict(), sort_keys=True)


def rows(path, table: str) -> int:
    with sqlite3.connect(path) as db:
        return db.execute(f"SELECT count(*) FROM {table}").fetchone()[0]  # noqa: S608


@pytest.mark.parametrize("game_id", TITLES)
def test_every_step_reads_back_as_the_game_undo_included(tmp_path, game_id):
    path = tmp_path / "autosave.sqlite"
    journal = autosave.Journal(path)
    game = registry.get(game_id)(NAMES, seed=4)
    journal.write(game)
    history = UndoHistory()
    rng = random.Random(4)
    undone = 0
    for k in range(250):
        if game.is_over:
            break
        d = game.decision()
        if history.can_undo and rng.random() < 0.2:
            game = history.undo(game)
            undone += 1
        elif d.kind is Kind.CHANCE:
            history.resolve_chance(game)
        else:
            seat = d.seats[0] if d.kind is Kind.SEAT else rng.choice(sorted(d.seats))
            history.apply(game, rng.choice(game.legal_actions(seat)))
        journal.write(game)
        if k % 25 == 0 or undone == 1:
            assert doc(autosave.load(path)) == doc(game)
    assert undone > 3
    assert rows(path, "log") == len(game.log)  # undone events were deleted, not left behind
    found = autosave.peek(path)  # the welcome page's look: the state checked, the log not read
    assert found.game.state_dict() == json.loads(json.dumps(game.state_dict()))
    assert found.game.log == [] and found.log_length == len(game.log)
    journal.close()
    assert doc(autosave.load(path)) == doc(game)


def test_who_plays_each_seat_is_kept_written_only_when_it_changes(tmp_path):
    path = tmp_path / "autosave.sqlite"
    journal = autosave.Journal(path)
    game = registry.get("borgata")(NAMES, seed=3)
    rng = random.Random(3)
    players = ["person", "medium", "person"]
    journal.write(game, players=players)

    def step() -> None:
        d = game.decision()
        if d.kind is Kind.CHANCE:
            game.resolve_chance()
        else:
            seat = d.seats[0] if d.kind is Kind.SEAT else min(d.seats)
            game.apply(rng.choice(game.legal_actions(seat)))

    with sqlite3.connect(path) as db:
        db.execute("UPDATE meta SET value = 'gone' WHERE key = 'players'")  # a marker
    step()
    journal.write(game, players=players)  # the same line-up: the row is not written again
    with sqlite3.connect(path) as db:
        assert db.execute("SELECT value FROM meta WHERE key = 'players'").fetchone()[0] == "gone"
    players = ["person", "hard", "easy"]  # two seats handed to computers mid-game
    step()
    journal.write(game, players=players)
    assert autosave.load_table(path)[1] == players
    other = registry.get("gladopolis")(NAMES, seed=3)  # a new game writes the whole file again
    journal.write(other, players=players)
    assert autosave.load_table(path)[1] == players
    journal.close()


def test_a_new_game_replaces_the_last_and_a_resumed_one_is_not_written_again(tmp_path):
    path = tmp_path / "autosave.sqlite"
    first = registry.get("gladopolis")(NAMES, seed=1)
    autosave.write_game(path, first, [[1, [0, 0, 0]]])
    journal = autosave.Journal(path)
    again = autosave.load(path)
    assert journal.adopt(again) == [[1, [0, 0, 0]]]  # the same game: its chart samples back
    other = registry.get("stadsliv")(NAMES, seed=2)
    assert journal.adopt(other) is None
    journal.write(other, [])
    assert doc(autosave.load(path)) == doc(other)
    assert rows(path, "samples") == 0 and rows(path, "log") == len(other.log)
    journal.remove()
    assert not any(tmp_path.iterdir())


def test_samples_grow_change_at_the_end_and_are_cut_back(tmp_path):
    path = tmp_path / "autosave.sqlite"
    game = registry.get("gladopolis")(NAMES, seed=1)
    journal = autosave.Journal(path)
    samples = [[1, [10]], [2, [20]]]
    journal.write(game, samples)
    samples.append([3, [30]])
    journal.write(game, samples)
    samples[-1] = [3, [31]]
    journal.write(game, samples)
    del samples[1:]
    journal.write(game, samples)
    journal.close()
    again = autosave.Journal(path)
    assert again.adopt(autosave.load(path)) == [[1, [10]]]
    again.close()


def write_broken(path, sql: str, *params) -> None:
    """A real autosave of a game under way, then one change made by hand."""
    game = registry.get("gladopolis")(NAMES, seed=1)
    play_random(game, random.Random(1), 40)
    assert len(game.log) > 5
    autosave.write_game(path, game)
    with sqlite3.connect(path) as db:
        db.execute(sql, params)
    db.close()


BROKEN = [
    ("UPDATE head SET state = '{\"nonsense\": 1}'", "This saved game is damaged"),
    ("UPDATE head SET state = '{not json'", "some of its records are not readable"),
    ("UPDATE meta SET value = '\"monopoly\"' WHERE key = 'game'", "no game called"),
    ("UPDATE meta SET value = '99' WHERE key = 'version'", "saved by a newer Stadsliv"),
    ("DELETE FROM log WHERE n = (SELECT max(n) FROM log)", "its log is incomplete"),
    # a row missing inside the log: peek() looks only at the last row; load() reads them all
    ("DELETE FROM log WHERE n = 0", "its log is incomplete"),
    ("UPDATE log SET event = '{\"text\": 5}' WHERE n = 0", "a log entry says nothing"),
    ("DELETE FROM head", "it holds no game"),
    ("CREATE VIEW extra AS SELECT 1", "not a database Stadsliv wrote"),
    ("CREATE TRIGGER t AFTER INSERT ON log BEGIN DELETE FROM log; END", "not a database"),
]


@pytest.mark.parametrize(("sql", "sentence"), BROKEN)
def test_a_damaged_or_hostile_autosave_is_refused_with_a_sentence_and_left_as_it_is(
    tmp_path, sql, sentence
):
    path = tmp_path / "autosave.sqlite"
    write_broken(path, sql)
    before = path.read_bytes()
    readers = (autosave.load,) if "n = 0" in sql else (autosave.load, autosave.peek)
    for read in readers:
        with pytest.raises(SaveError, match=sentence) as caught:
            read(path)
        assert str(caught.value).endswith(".") and "Traceback" not in str(caught.value)
    assert path.read_bytes() == before


def test_files_that_are_not_an_autosave_are_refused_at_once(tmp_path):
    garbage = tmp_path / "garbage.sqlite"
    garbage.write_bytes(os.urandom(5000))
    with pytest.raises(SaveError, match="not a database Stadsliv wrote"):
        autosave.load(garbage)
    pipe = tmp_path / "pipe.sqlite"
    os.mkfifo(pipe)
    with pytest.raises(SaveError, match="is a named pipe"):
        autosave.peek(pipe)
    with pytest.raises(SaveError, match="is a folder"):
        autosave.load(tmp_path)
    cut = tmp_path / "cut.sqlite"
    autosave.write_game(cut, registry.get("borgata")(NAMES, seed=1))
    cut.write_bytes(cut.read_bytes()[:1500])  # a file cut short by hand: no torn WAL to drop
    with pytest.raises(SaveError, match="damaged"):
        autosave.load(cut)


def test_a_file_that_is_not_ours_is_kept_aside_and_never_written_over(tmp_path):
    path = tmp_path / "autosave.sqlite"
    with sqlite3.connect(path) as db:
        db.execute("CREATE TABLE mine (x)")
    db.close()
    mine = path.read_bytes()
    game = registry.get("stadsliv")(NAMES, seed=1)
    autosave.write_game(path, game)
    assert (tmp_path / "autosave.damaged.sqlite").read_bytes() == mine
    assert doc(autosave.load(path)) == doc(game)


@pytest.mark.skipif(os.name != "posix", reason="SIGKILL")
def test_a_kill_at_any_moment_loses_at_most_the_step_in_flight(tmp_path):
    """A few kills of each title here; `python -m tests.engine.autosave_kill` runs hundreds."""
    counts = autosave_kill.run(9, 3, tmp_path)
    assert counts["kills"] == 9 and counts["resumed"] >= 6
