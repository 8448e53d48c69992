"""Every automatic payment of Borgata says its reason and its arithmetic in its log line (issue 18):
collecting adds up each lot's income and names the blocked lots that paid nothing (BOR-11); a
won envelope (BOR-10) and a won contract (BOR-12) name the beaten offers; under Alt 1 each
family's envelopes are added up (BOR-10). The sums in the messages are checked against the money
that moved, over random games, and the lines are said in every language."""

from __future__ import annotations

import random

import pytest

from stadsliv_qt.engine.playout import play_random
from stadsliv_qt.games.borgata import BorgataGame
from stadsliv_qt.games.borgata.actions import Block
from stadsliv_qt.text import Money, Msg

from .helpers import arrange, new_game, start


def _terms(m: object) -> list[Msg]:
    """The items of a sum said as 'a + b + c' (bor.list.plus), in order."""
    if isinstance(m, Msg) and m.id == "bor.list.plus":
        return _terms(m.args["head"]) + _terms(m.args["last"])
    assert isinstance(m, Msg), m
    return [m]


def _dollars(m: Msg, key: str = "amount") -> int:
    money = m.args[key]
    assert isinstance(money, Money) and money.unit == "usd"
    return money.amount


def _games(option: str) -> list[BorgataGame]:
    out = []
    for seed in range(4):
        game = BorgataGame(
            ["Anna", "Björn", "Cecilia", "Dag"], {"envelope_money": option}, seed=seed
        )
        play_random(game, random.Random(seed), 600)
        out.append(game)
    return out


@pytest.fixture(scope="module")
def alt2_games() -> list[BorgataGame]:
    return _games("alt2")


@pytest.fixture(scope="module")
def alt1_games() -> list[BorgataGame]:
    return _games("alt1")


@pytest.mark.rule("BOR-11")
def test_bor11_a_collection_adds_up_each_lots_income_to_what_was_paid(alt2_games):
    seen = 0
    for game in alt2_games:
        for e in game.log:
            if e.kind != "collect":
                continue
            m = e.message
            assert isinstance(m, Msg) and m.id in (
                "bor.collect.income",
                "bor.collect.income_blocked",
            )
            parts = _terms(m.args["lots"])
            assert all(p.id == "bor.collect.part" for p in parts)
            assert sum(_dollars(p) for p in parts) == _dollars(m) == e.data["amount"]
            assert " = " in e.text and e.text.count(" + ") == len(parts) - 1
            seen += 1
    assert seen > 20


@pytest.mark.rule("BOR-11")
def test_bor11_lots_of_a_blocked_category_are_named_as_paying_nothing():
    g = arrange(new_game(3), {(2, 2): {0: 1}, (1, 1): {1: 1}, (1, 2): {1: 1}})
    start(g, 2)
    assert g.decision().tag == "block" and g.decision().seat == 0
    g.apply(Block(0, (2, 2), True))  # Stadshuset blocks Kontorskomplex: Börshuset pays nothing
    lines = [e for e in g.log if e.kind == "collect"]
    assert [e.text for e in lines] == [
        "Björn collects $300 = Gjuteriet $300, the income of each lot it controls; nothing "
        "from Börshuset, whose category is blocked this round",
        "Anna collects $500 = Stadshuset $500, the income of each lot it controls",
    ]
    assert g.cash == [2500, 2300, 2000]
    blocked = lines[0]  # Björn (lot value 6) collects before Anna (5)
    assert "inget från Börshuset" in blocked.say("sv")
    assert "nichts von Börshuset" in blocked.say("de")


@pytest.mark.rule("BOR-10")
def test_bor10_a_won_envelope_names_the_offers_it_beat_and_what_is_paid(alt2_games):
    seen = 0
    for game in alt2_games:
        for e in game.log:
            if e.kind != "contact_won":
                continue
            m = e.message
            assert isinstance(m, Msg) and m.id == "bor.envelopes.won_over"
            others = [_dollars(x) for x in _flat(m.args["others"])]
            assert len(others) == len(game.seats) - 1
            assert all(a < _dollars(m) for a in others)  # the single highest envelope
            assert _dollars(m) == e.data["amount"]
            assert "pays" in e.text and "come back" in e.text
            seen += 1
    assert seen > 5


@pytest.mark.rule("BOR-10")
def test_bor10_alt1_adds_up_every_envelope_a_family_pays(alt1_games):
    seen = 0
    for game in alt1_games:
        for e in game.log:
            if e.kind == "contact_won":
                assert isinstance(e.message, Msg) and e.message.id == "bor.envelopes.won_alt1_over"
            if e.kind != "payment":
                continue
            m = e.message
            assert isinstance(m, Msg) and m.id == "bor.envelopes.alt1_sum"
            parts = _terms(m.args["parts"])
            assert all(_dollars(p) > 0 for p in parts)
            assert sum(_dollars(p) for p in parts) == _dollars(m) == e.data["amount"]
            seen += 1
    assert seen > 5


@pytest.mark.rule("BOR-12")
def test_bor12_a_won_contract_names_the_bids_it_beat(alt2_games):
    seen = 0
    for game in alt2_games:
        for e in game.log:
            if e.kind != "contract_won":
                continue
            m = e.message
            assert isinstance(m, Msg) and m.id == "bor.contract.won_over"
            others = [_dollars(x) for x in _flat(m.args["others"])]
            assert len(others) == len(game.seats) - 1 and max(others) < _dollars(m)
            assert _dollars(m) == e.data["amount"]
            for lang in ("sv", "de"):
                assert "…" not in e.say(lang, strict=True)
            seen += 1
    assert seen > 3


def _flat(m: object) -> list[Msg]:
    """The entries of a list said with commas and 'and' (bor.list.*)."""
    if isinstance(m, Msg) and m.id.startswith("bor.list."):
        return _flat(m.args["head"]) + _flat(m.args["last"])
    assert isinstance(m, Msg) and m.id == "bor.envelopes.entry", m
    return [m]
