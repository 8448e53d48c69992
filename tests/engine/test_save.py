"""Saves: round trip, atomic writes, and a clear refusal for every kind of bad file."""

from __future__ import annotations

import json
import os

import pytest

from stadsliv_qt.engine import save
from stadsliv_qt.engine.save import SaveError
from tests.toy_game import Bid, Target, ToyGame


def played() -> ToyGame:
    g = ToyGame(["Anna", "Björn"], {"rounds": 3}, seed=5)
    g.apply(Target(0, 6))
    g.resolve_chance()
    g.apply(Bid(1, 2))
    return g


def test_round_trip_gives_an_equal_game(tmp_path):
    g = played()
    path = tmp_path / "game.json"
    save.save(g, path)
    h = save.load(path)
    assert h.to_dict() == g.to_dict()
    # both continue identically, chance included
    for x in (g, h):
        x.apply(Bid(0, 1))
        x.apply(Target(1, 3))
        x.resolve_chance()
    assert h.to_dict() == g.to_dict()


def test_write_is_atomic_and_leaves_no_temporary_files(tmp_path, monkeypatch):
    g = played()
    path = tmp_path / "game.json"
    save.save(g, path)
    good = path.read_bytes()

    def boom(*_a, **_k):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", boom)
    with pytest.raises(SaveError, match="No space left"):
        save.save(played(), path)
    assert path.read_bytes() == good
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]


def doc() -> dict:
    return json.loads(save.dumps(played()))


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "empty"),
        ('{"format": "stadsliv-save", "version": 1, "game": "to', "cut short"),
        ("{]", "damaged"),
        ("[1, 2, 3]", "not a Stadsliv saved game"),
        ('{"format": "something-else"}', "not a Stadsliv saved game"),
        ("[" * 100000 + "]" * 100000, "nested too deeply"),
    ],
)
def test_unreadable_files_are_refused(text, message):
    with pytest.raises(SaveError, match=message):
        save.loads(text)


def mutate(change) -> str:
    d = doc()
    change(d)
    return json.dumps(d)


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d.update(version=99), "newer Stadsliv"),
        (lambda d: d.update(version="1"), "no version"),
        (lambda d: d.update(game="monopoly"), "no game called"),
        (lambda d: d["state"].update(coins=[-5, 10]), "negative coins"),
        (lambda d: d["state"].update(phase="dance"), "unknown phase"),
        (lambda d: d["state"].pop("coins"), "edited by hand"),
        (lambda d: d["seats"].append({"name": "Anna"}), "both called"),
        (lambda d: d["options"].update(rounds=50), "at most 5"),
        (lambda d: d["chance"].update(rng=[3, [1, 2], None]), "generator state"),
        (lambda d: d.update(log="nope"), "log"),
    ],
)
def test_impossible_or_hand_edited_states_are_refused(change, message):
    with pytest.raises(SaveError, match=message):
        save.loads(mutate(change))


def test_binary_and_missing_files(tmp_path):
    p = tmp_path / "x.json"
    p.write_bytes(b"\xff\xfe\x00garbage")
    with pytest.raises(SaveError, match="not text"):
        save.load(p)
    with pytest.raises(SaveError, match="no file"):
        save.load(tmp_path / "missing.json")
    with pytest.raises(SaveError, match="folder"):
        save.load(tmp_path)


def test_saves_keep_who_plays_each_seat_and_old_saves_are_all_people():
    from stadsliv_qt.engine import registry
    from stadsliv_qt.engine import save as saves

    game = registry.get("gladopolis")(["A", "B", "C"], {}, seed=5)
    text = saves.dumps(game, ["person", "hard", "easy"])
    loaded, players = saves.table_loads(text)
    assert players == ["person", "hard", "easy"] and loaded.to_dict() == game.to_dict()
    assert json.loads(text)["version"] == 2
    old = json.loads(saves.dumps(game))  # people only: format 1, as before computer players
    assert old["version"] == 1 and "players" not in old
    assert saves.table_loads(json.dumps(old))[1] == ["person"] * 3
    bad = json.loads(text)
    bad["players"] = ["person", "genius", "easy"]
    with pytest.raises(saves.SaveError, match="who plays each seat"):
        saves.loads(json.dumps(bad))


def test_undo_with_computers_goes_back_to_the_last_step_of_a_person():
    from stadsliv_qt.engine import IllegalAction, registry
    from stadsliv_qt.engine.undo import UndoHistory
    from stadsliv_qt.games.stadsliv import actions as S

    game = registry.get("stadsliv")(["A", "B", "C"], {"turn_limit": 20}, seed=2)
    history = UndoHistory()
    start = game.to_dict()
    history.apply(game, S.Volunteer(0, False))  # a person
    history.apply(game, S.Volunteer(1, False))  # a computer
    assert history.can_undo_to(lambda s: s == 0) and not history.can_undo_to(lambda s: s == 2)
    with pytest.raises(IllegalAction):
        history.undo_to(game, lambda s: s == 2)
    back = history.undo_to(game, lambda s: s == 0)
    assert back.to_dict() == start and back.decision().seat == 0 and not history.can_undo
