"""The state of a game is one typed record: declared in one place, saved as it always was, copied
cheaply and exactly, and refused in the players' words when a save holds a value of the wrong type."""

from __future__ import annotations

import gzip
import inspect
import json
import random
import typing
from dataclasses import fields
from typing import Any

import pytest

from stadsliv_qt.engine import Chance, save
from stadsliv_qt.engine.playout import play_random
from stadsliv_qt.engine.record import dump
from stadsliv_qt.engine.save import SaveError
from stadsliv_qt.games.gladopolis import GladopolisGame
from stadsliv_qt.games.gladopolis import state as S
from stadsliv_qt.games.gladopolis.records import RECORDS
from tests.engine.test_save_records import assert_sentence

from .helpers import NAMES, new
from .test_old_saves import FOLDER, document


def test_every_field_is_typed_commented_and_saved_under_its_old_key() -> None:
    source = inspect.getsource(S.GladopolisState).splitlines()
    hints = typing.get_type_hints(S.GladopolisState)
    for f in fields(S.GladopolisState):
        line = next(x for x in source if x.strip().startswith(f"{f.name}:"))
        assert "#" in line and line.split("#", 1)[1].strip(), f"{f.name} has no comment"
        assert Any not in typing.get_args(hints[f.name]) and hints[f.name] is not Any
    for record in (S.Auction, S.Trade, S.Debt, S.Council, S.Result):
        for line in inspect.getsource(record).splitlines():
            if ": " in line and not line.strip().startswith(('"', "#", "class", "def")):
                assert "#" in line, f"{record.__name__}: {line.strip()} has no comment"
    g = new(3)
    assert list(g.state_dict()) == list(RECORDS)  # the save's keys, in the order saves had


def test_the_game_keeps_no_state_outside_the_record() -> None:
    g = new(3)
    play_random(g, random.Random(4), 200)
    assert set(vars(g)) == {"seats", "options", "chance", "log", "barrier", "st", "c"}
    with pytest.raises(AttributeError):
        g.st.surprise = 1  # type: ignore[attr-defined]
    assert g.state_dict() == dump(g.st)


def test_game_fields_read_and_write_the_record() -> None:
    g = new(3)
    for f in fields(S.GladopolisState):
        assert getattr(g, f.name) is getattr(g.st, f.name), f.name
    g.cash[0] = 5
    g.phase = "post"
    g.resolutions = ["x"]
    assert g.st.cash[0] == 5 and g.st.phase == "post" and g.st.resolutions == ["x"]


def _entries() -> list[dict[str, Any]]:
    text = gzip.decompress((FOLDER / "four.json.gz").read_bytes()).decode("utf-8")
    more = gzip.decompress((FOLDER / "variants.json.gz").read_bytes()).decode("utf-8")
    entries: list[dict[str, Any]] = json.loads(text) + json.loads(more)
    return entries


def first(label: str) -> dict[str, Any]:
    """The first old save with this label, as a full document."""
    return document(next(e for e in _entries() if label in e["labels"]))


@pytest.mark.parametrize(
    ("label", "path", "value", "words"),
    [
        ("todo", ("cash", 0), True, "the players' cash holds something that is not a whole"),
        ("todo", ("cash",), {}, "the players' cash should be a list"),
        ("todo", ("in_hz", 1), 0, "who sits in the Hinterzimmer holds something of the wrong"),
        ("todo", ("kasse",), "x", "the Stadtkasse holds something that is not a whole number"),
        ("todo", ("paid", 3), [None], "the prices paid for buildings holds something"),
        ("todo", ("phase",), "dance", "the game is in an unknown phase"),
        ("todo", ("todo",), {}, "the rest of the turn is malformed"),
        ("todo", ("todo", 0), ["pay", 0], "the rest of the turn has a malformed payment"),
        ("phase:auction", ("auction",), [], "the auction is malformed"),
        ("phase:auction", ("auction", "turn"), "1", "the bidder's turn in the auction is not"),
        ("phase:auction", ("auction", "order", 0), None, "names a bidder who is not at the"),
        ("phase:trade", ("trade", "give"), ["x"], "names something that is not a field"),
        ("phase:trade", ("trade", "back"), "later", "which window it came from"),
        ("phase:trade", ("trade", "give_card"), 1, "the trade on offer is malformed"),
        ("phase:debt", ("debt", "why"), 5, "the debt is malformed"),
        ("phase:debt", ("debt", "creditor"), "bank", "owed to nobody at the table"),
        ("phase:vote", ("votes",), {"0": 1}, "the votes are malformed"),
        ("phase:council", ("council", "proposer"), 0.5, "the proposer is not a valid number"),
        ("phase:over", ("result", "breakdown", "0", "cash"), "x", "breakdown of the votes"),
        ("phase:over", ("result", "winner"), False, "the winner is not a valid number"),
    ],
)
def test_a_value_of_the_wrong_type_is_refused_naming_the_record(
    label: str, path: tuple[Any, ...], value: Any, words: str
) -> None:
    doc = first(label)
    target = doc["state"]
    for key in path[:-1]:
        target = target[key]
    if isinstance(target, dict) and path[-1] not in target:
        pytest.fail(f"{label}: no {path}")
    target[path[-1]] = value
    with pytest.raises(SaveError) as refused:
        save.from_document(doc)
    message = str(refused.value)
    assert words in message, message
    assert_sentence(message)


def test_a_clone_shares_no_mutable_part_of_the_record() -> None:
    g = save.from_document(first("phase:auction"))
    assert isinstance(g, GladopolisGame) and g.auction is not None
    before = json.dumps(g.state_dict())
    twin = g.clone()
    for f in fields(S.GladopolisState):
        value = getattr(g.st, f.name)
        if isinstance(value, list | dict) or f.name in ("auction",):
            assert getattr(twin.st, f.name) is not value, f.name
    twin.auction.order.pop()
    twin.paid[1].append(10)
    twin.votes["9"] = True
    assert json.dumps(g.state_dict()) == before


def test_old_step_lists_load_as_typed_steps_and_save_back() -> None:
    raw = [["move", 7, None], ["land", 7], ["pay", 0, -2, 200, "rent", "GLA-10"],
           ["kasse_pay", 1, 50, "Sitzungsgeld", "GLA-17"], ["hz_out", 4], ["after"], ["end"],
           ["start"], ["window"]]  # fmt: skip
    steps = [S.Step.from_json(x, "") for x in raw]
    assert [type(s) for s in steps] == [S.Move, S.Land, S.Pay, S.KassePay, S.HzOut, S.After,
                                        S.End, S.Start, S.OpenWindow]  # fmt: skip
    assert [s.to_json() for s in steps] == raw
    assert steps[2] == S.Pay(0, S.KASSE, 200, "rent", "GLA-10")


def test_a_blank_game_and_a_rebuilt_chance_make_the_same_document() -> None:
    g = GladopolisGame(NAMES[:2], {}, seed=3)
    doc = save.to_document(g)
    doc["chance"] = Chance(3).to_dict()
    assert save.to_document(save.from_document(doc)) == doc
