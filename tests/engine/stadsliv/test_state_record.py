"""Stadsliv's state as one typed record: the game reads it through, copies share nothing, and a
damaged save is refused in the players' words, naming the record."""

from __future__ import annotations

import dataclasses
import json
from typing import Any

import pytest

from stadsliv_qt.engine import save
from stadsliv_qt.engine.record import dump
from stadsliv_qt.engine.save import SaveError
from stadsliv_qt.games.stadsliv import StadslivGame
from stadsliv_qt.games.stadsliv.frames import FRAME_WORDS
from stadsliv_qt.games.stadsliv.state import FRAME_KINDS, FateThrow, StadslivState, TurnFrame

from .helpers import new_game
from .test_old_saves import ENTRIES, document


def first(label: str) -> dict[str, Any]:
    """The save document of the first old save with this label."""
    return document(next(e for e in ENTRIES if label in e["labels"]))


def test_the_game_reads_and_writes_the_fields_of_its_state_record() -> None:
    g = new_game(players=3)
    assert [f.name for f in dataclasses.fields(StadslivState)] == list(dump(g.st))
    assert g.money is g.st.money and g.stack is g.st.stack and g.rules is g.st.rules
    g.current = 2
    g.offered = ["GB"]
    assert g.st.current == 2 and g.st.offered == ["GB"]
    assert isinstance(g.stack[-1], TurnFrame) and g.stack[-1]["t"] == "turn"
    assert g.ring is g.board.ring and g.n == 3 and g.cards is g.board.cards


def test_every_kind_of_frame_is_a_record_of_its_own_and_the_old_saves_hold_each() -> None:
    assert set(FRAME_KINDS) == set(FRAME_WORDS) and len(set(FRAME_KINDS.values())) == 21
    held = {label[6:] for e in ENTRIES for label in e["labels"] if label.startswith("frame:")}
    assert held == set(FRAME_KINDS)


def _mutable_parts(value: Any, path: str = "st") -> dict[int, str]:
    """id -> path of every mutable object inside a state (lists, dicts, sets, records)."""
    out: dict[int, str] = {}
    if isinstance(value, list | dict | set):
        out[id(value)] = path
        items = value.items() if isinstance(value, dict) else enumerate(value)
        for k, v in items:
            out.update(_mutable_parts(v, f"{path}[{k!r}]"))
    elif dataclasses.is_dataclass(value) and not isinstance(value, FateThrow):
        out[id(value)] = path
        for f in dataclasses.fields(value):
            out.update(_mutable_parts(getattr(value, f.name), f"{path}.{f.name}"))
    return out


@pytest.mark.parametrize("k", range(0, len(ENTRIES), 4))
def test_a_clone_of_any_state_is_equal_and_shares_nothing_mutable(k: int) -> None:
    game = save.from_document(document(ENTRIES[k]))
    assert isinstance(game, StadslivGame)
    twin = game.clone()
    assert dump(twin.st) == dump(game.st)
    shared = set(_mutable_parts(twin.st)) & set(_mutable_parts(game.st))
    assert not shared, [_mutable_parts(game.st)[i] for i in shared]
    # the mechanics of the copy work on the copy: its state, its chance, its (quiet) event sink
    assert twin.c.st is twin.st and twin.c.chance is twin.chance
    assert twin.c.emit == twin.emit and twin.c.reveal == twin.reveal
    assert twin.board is game.board  # fixed for the game: shared


def _set(path: str, value: Any):
    def change(state: dict[str, Any]) -> None:
        *head, last = [int(p) if p.lstrip("-").isdigit() else p for p in path.split(".")]
        target: Any = state
        for p in head:
            target = target[p]
        target[last] = value

    return change


def _land_on_top(state: dict[str, Any]) -> None:
    state["stack"].append({"t": "land", "who": state["stack"][-1]["who"]})


REFUSALS = [
    ("top:turn", _set("money.0", True), "the players' poäng hold something of the wrong kind"),
    ("top:turn", _set("money", 5), "the players' poäng need one entry per player"),
    ("top:turn", _set("active.1", 1), "who is still in the game hold something of the wrong"),
    ("top:turn", _set("banker", "0"), "the banker is not a whole number"),
    ("top:turn", _set("owner", []), "the owners of the blocks are missing or unknown blocks"),
    ("top:turn", _set("owner.Kv1", None), "a block belongs to no seat at this table"),
    ("top:turn", _set("offered", "Kv1"), "the items offered this turn must be a list of texts"),
    ("top:turn", _set("rules.fees", {"Kv1": "2"}), "a fee change names an unknown block"),
    ("top:turn", _set("rules.F", 0.5), "a rule in force is not a whole number"),
    ("top:turn", _set("rules", []), "the rules in force are malformed"),
    ("top:turn", _set("last_dice", [1, "6"]), "the last roll is malformed"),
    ("top:turn", _set("last_fate", {"face": "F"}), "the last Ödestärning throw is malformed"),
    ("top:turn", _set("stack", {}), "the pending steps are malformed"),
    ("top:turn", _set("stack.-1.who", "0"), "the pending turn names no player at this table"),
    ("top:turn", _set("stack.-1.extra", 1), "the pending turn has the wrong fields"),
    ("top:turn", _set("stack.-1", []), "a pending step is of an unknown kind"),
    ("top:after", _land_on_top, "the pending landing waits for nobody"),
    ("top:auction", _set("stack.-1.in", ["1"]), "the pending auction has a malformed bidders"),
    ("top:auction", _set("stack.-1.high", 9), "the pending auction has a malformed high bidder"),
    ("top:vote", _set("stack.-1.votes", [None]), "the pending vote has a malformed votes"),
    ("top:buy", _set("stack.-1.what", "house"), "the pending purchase has a malformed kind of"),
    ("top:choose", _set("stack.-1.by", "judge"), "the pending choice of owner has a malformed"),
    ("over", _set("results.scores", {"00": 1}), "the scores are malformed"),
    ("over", _set("results.winners", []), "the winners are not players at this table"),
    ("over", _set("results.breakdown", {"0": 1}), "the count's breakdown is malformed"),
    ("over", _set("results.reason", 1), "the result of the game is malformed"),
]


@pytest.mark.parametrize(("label", "change", "words"), REFUSALS, ids=[w for _, _, w in REFUSALS])
def test_a_damaged_record_is_refused_in_the_players_words(label, change, words) -> None:
    doc = json.loads(json.dumps(first(label)))
    change(doc["state"])
    with pytest.raises(SaveError) as refused:
        save.from_document(doc)
    message = str(refused.value)
    assert message.startswith("This saved game is damaged: " + words), message
    assert "[" not in message and "state." not in message
