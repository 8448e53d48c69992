"""The state as one typed record: the save form is the record's JSON, the game forwards its fields,
a search's clone shares nothing mutable and keeps its own Ctx, and the decision cache never hands
a copy a stale decision."""

from __future__ import annotations

import dataclasses
import random

import pytest

from stadsliv_qt.engine import Kind, save
from stadsliv_qt.engine.playout import play_random, random_step
from stadsliv_qt.engine.record import dump, load
from stadsliv_qt.games.borgata import BorgataGame
from stadsliv_qt.games.borgata.flow import build_decision
from stadsliv_qt.games.borgata.state import Attack, BorgataState, Result

from .helpers import NAMES

FIELDS = [f.name for f in dataclasses.fields(BorgataState)]


def played(steps: int, seats: int = 4, seed: int = 5) -> BorgataGame:
    g = BorgataGame(list(NAMES[:seats]), seed=seed)
    play_random(g, random.Random(seed), steps)
    return g


def fresh_decision(g: BorgataGame):
    """The decision built afresh, bypassing the cache."""
    return build_decision(g.ctx, g.st.phase)


def test_the_record_declares_every_field_and_takes_no_other() -> None:
    g = played(60)
    assert not hasattr(g.st, "__dict__")  # slots: a mechanic cannot invent a field
    with pytest.raises(AttributeError):
        g.st.treasure = 1  # type: ignore[attr-defined]
    for cls in (BorgataState, Attack, Result):
        hints = cls.__annotations__
        assert [f.name for f in dataclasses.fields(cls)] == list(hints)


def test_the_save_form_is_the_records_json_form_and_loads_back_equal() -> None:
    g = played(300)
    data = g.state_dict()
    assert data == dump(g.st)
    assert "holders" in data and "holder" not in data  # the JSON key the saves always had
    assert load(BorgataState, data) == g.st
    again = save.loads(save.dumps(g))
    assert again.st == g.st and again.to_dict() == g.to_dict()


def test_every_state_field_is_an_attribute_of_the_game_read_and_write() -> None:
    g = played(120)
    for name in FIELDS:
        assert getattr(g, name) is getattr(g.st, name)
    g.cash = [1, 2, 3, 4]
    assert g.st.cash == [1, 2, 3, 4] and g.ctx.st.cash == [1, 2, 3, 4]
    g.round = 9
    assert g.st.round == 9


@pytest.mark.parametrize("steps", [0, 40, 250, 700])
def test_a_clone_shares_no_mutable_part_of_the_state(steps: int) -> None:
    g = played(steps)
    twin = g.clone()
    assert twin.st == g.st and twin.st is not g.st
    for name in FIELDS:
        mine, theirs = getattr(twin.st, name), getattr(g.st, name)
        if isinstance(mine, list | dict | set):
            assert mine is not theirs, name
    for a, b in zip(twin.st.members + twin.st.moved + twin.st.peeks,
                    g.st.members + g.st.moved + g.st.peeks, strict=True):  # fmt: skip
        assert a is not b


def test_a_clones_mechanics_work_on_the_clone_and_write_nothing_to_the_original() -> None:
    g = played(200)
    before, lines, barrier = g.state_dict(), len(g.log), g.barrier
    twin = g.clone()
    assert twin.ctx.st is twin.st and twin.ctx.chance is twin.chance
    assert twin.ctx.emit.__self__ is twin and twin.ctx.reveal.__self__ is twin
    play_random(twin, random.Random(1), 200)
    assert g.state_dict() == before and len(g.log) == lines and g.barrier == barrier
    assert twin.log == [] and twin.state_dict() != before


def test_the_shared_decision_cache_never_gives_a_clone_a_stale_decision() -> None:
    """Original and clones go different ways while sharing the cache: every decision each of
    them gets is the one built afresh from its own state."""
    g = played(30, seats=3, seed=8)
    games = [g, g.clone(), g.clone()]
    rngs = [random.Random(k) for k in range(len(games))]
    for _ in range(400):
        for game, rng in zip(games, rngs, strict=True):
            if game.decision().kind is Kind.TERMINAL:
                continue
            assert game.decision() == fresh_decision(game)
            random_step(game, rng)
            assert game.decision() == fresh_decision(game)


def test_a_loaded_game_has_its_own_fresh_decision_cache() -> None:
    g = played(150)
    g.decision()
    loaded = save.loads(save.dumps(g))
    assert loaded._decisions is not g._decisions
    copied = g.copy()
    assert copied._decisions is not g._decisions
    for game in (loaded, copied):
        assert game.decision() == fresh_decision(game) == g.decision()


def test_pending_steps_are_records_of_their_own() -> None:
    """The attack waiting for its answer and the result are typed records, still read by key."""
    seen_attack = seen_result = False
    for seed in range(40):
        g = BorgataGame(list(NAMES[:3]), {"round_limit": 4}, seed=seed)
        rng = random.Random(seed)
        while g.decision().kind is not Kind.TERMINAL:
            if g.st.pending is not None:
                p = g.st.pending
                assert isinstance(p, Attack) and p["target"] == p.target == g.st.actor
                seen_attack = True
            random_step(g, rng)
        assert isinstance(g.st.result, Result)
        assert g.decision().results.winners == tuple(g.st.result.winners)
        assert g.view(None)["result"] == g.state_dict()["result"]
        seen_result = True
        if seen_attack:
            break
    assert seen_attack and seen_result
