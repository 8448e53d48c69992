"""The odds Borgata's board shows (issue 18): a face-down lot is one of the unseen cards with the
same back (BOR-02, BOR-03), worked out from the shared screen's view only (BOR-27); a conflict's
outcome is certain and forecast as BOR-08 resolves it."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest

from stadsliv_qt.games.borgata.data import load
from stadsliv_qt.games.borgata.grid import index
from stadsliv_qt.games.borgata.odds import (
    conflict_forecast,
    forecasts,
    lot_odds,
    odds_by_lot,
    percent,
    say_badge,
    say_forecast,
    unseen,
)
from stadsliv_qt.text import render

from .helpers import LAYOUT, arrange, new_game, start

RING = {"borshuset", "gjuteriet", "sjoutsikten", "varuhuset", "kylhuset", "kasinot",
        "tryckeriet", "pantbanken"}  # fmt: skip


@pytest.mark.rule("BOR-03")
def test_bor03_a_marked_face_down_lot_is_one_of_the_unseen_contract_cards():
    g = new_game(3)
    view = g.view(None)
    data = load()
    assert set(unseen(view, data)) == set(data.districts) - RING
    odds = odds_by_lot(view, data)[(0, 1)]
    marked = [d for d in data.districts.values() if d.contract and d.id not in RING]
    assert odds.contract and odds.cards == len(marked) == 15
    assert (
        odds.at_least(3) == Fraction(sum(1 for d in marked if d.value >= 3), 15) == Fraction(2, 5)
    )
    assert odds.mean_contract == Fraction(sum(d.contract for d in marked), 15)
    assert sum(odds.value.values()) == 1 and sum(odds.category.values()) == 1
    assert odds.category["Industri"] == Fraction(3, 15)  # Stålverket, Bryggeriet, Sågverket
    plain = odds_by_lot(view, data)[(0, 2)]  # Saluhallen's back: no contract mark
    assert not plain.contract and plain.cards == 5 and plain.mean_contract == 0
    assert percent(plain.at_least(3)) == 40  # Bankpalatset 3, Saluhallen 3 of the five


@pytest.mark.rule("BOR-02")
def test_bor02_the_odds_match_the_frequencies_of_fair_deals():
    """Deal the 20 unseen cards at random many times: how often a marked lot is worth 3+."""
    data = load()
    rest = [cid for cid in data.districts if cid not in RING]
    rng = random.Random(18)
    marked = hits = 0
    for _ in range(20000):
        rng.shuffle(rest)
        card = data.districts[rest[0]]  # the card dealt on one face-down place
        if card.contract:
            marked += 1
            hits += card.value >= 3
    odds = lot_odds(new_game(3).view(None), data, True)
    assert odds is not None
    assert abs(hits / marked - float(odds.at_least(3))) < 0.015


@pytest.mark.rule("BOR-27")
def test_bor27_the_odds_use_nothing_hidden():
    """Swapping which unseen card lies where, or a family's peek, changes nothing shown."""
    data = load()
    layout = dict(LAYOUT)
    layout[(0, 1)], layout[(0, 3)] = layout[(0, 3)], layout[(0, 1)]
    a, b = new_game(3), new_game(3, layout)
    assert a.cards != b.cards
    assert odds_by_lot(a.view(None), data) == odds_by_lot(b.view(None), data)
    a.peeks[0] = {index((0, 1))}
    assert odds_by_lot(a.view(None), data) == odds_by_lot(b.view(None), data)


@pytest.mark.rule("BOR-03")
def test_bor03_cards_turned_up_or_burnt_leave_the_unseen():
    data = load()
    g = arrange(new_game(3), {(1, 1): {0: 1}})
    g.face_up[index((0, 1))] = True  # Stålverket turns up
    view = g.view(None)
    assert "stalverket" not in unseen(view, data)
    assert odds_by_lot(view, data)[(0, 3)].cards == 14
    g.discards = ["bryggeriet"]
    view = g.view(None)
    assert "bryggeriet" not in unseen(view, data)
    assert odds_by_lot(view, data)[(0, 3)].cards == 13


@pytest.mark.rule("BOR-08")
def test_bor08_a_conflict_is_forecast_as_it_will_resolve():
    assert conflict_forecast([3, 2, 1]) == [1, 0, 0]
    assert conflict_forecast([2, 2, 0]) == [0, 0, 0]
    assert conflict_forecast([0, 4, 0]) is None
    g = arrange(new_game(3), {(1, 1): {0: 2, 1: 1}, (1, 2): {2: 1}, (4, 4): {0: 1, 1: 1}})
    start(g, 4)
    found = forecasts(g.view(None))
    assert found == {(1, 1): ([2, 1, 0], [1, 0, 0])}  # no conflict in Fängelset
    badge, tip = say_forecast([2, 1, 0], [1, 0, 0], ["Anna", "Björn", "Cecilia"])
    assert render(badge, "en") == "⚔ Anna keeps 1"
    assert render(tip, "en") == (
        "Conflict when Phase 4 ends, certain (BOR-08): Anna loses 1, Björn loses 1; ⚔ Anna keeps 1."
    )
    for lang in ("sv", "de"):
        assert "…" not in render(tip, lang, strict=True)


def test_the_badge_says_the_odds_in_every_language():
    odds = odds_by_lot(new_game(3).view(None), load())[(0, 1)]
    assert render(say_badge(odds), "en") == "worth 3+: 40% · pays ≈$607"
    assert render(say_badge(odds), "sv") == "värd 3+: 40 % · ger ≈607 dollar"
    assert render(say_badge(odds), "de", strict=True).startswith("3+ wert: 40 %")
