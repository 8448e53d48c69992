"""Wahltag: GLA-29 (with GLA-19's Klüngel loss)."""

from __future__ import annotations

import pytest

from stadsliv_qt.engine import Kind

from .helpers import build_to, new, own, set_cash, texts


@pytest.mark.rule("GLA-29")
def test_gla29_votes_from_wealth_bg_and_kluengel_with_full_breakdown():
    g = new(3)
    own(g, 0, 1, 3, 5)
    build_to(g, 1, 2, 500)
    build_to(g, 3, 2, 500)
    g.mortgaged[5] = True  # mortgaged property counts nothing
    g.bg[0], g.chips = 5, [1, 0, 0]
    assert g.breakdown(0) == {
        "cash": 15000, "properties": 1200, "buildings": 2000, "wealth": 18200,
        "wealth_votes": 18, "bg": 5, "bg_votes": 15, "kluengel_chips": 1, "kluengel_loss": 6,
        "total": 27, "candidate": 1,
    }  # fmt: skip
    g._hold_election()
    d = g.decision()
    assert d.kind is Kind.TERMINAL and d.results.winners == (0,) and d.results.rule == "GLA-29"
    assert d.results.scores == {0: 27, 1: 24, 2: 24}
    assert d.results.breakdown[1]["wealth_votes"] == 15
    assert "Anna: 18 votes for 18,200 € + 15 for 5 BG - 6 Klüngel = 27" in texts(g.log)
    assert g.view(None)["result"]["winner"] == 0


@pytest.mark.rule("GLA-29")
def test_gla29_variant_one_vote_per_2000_euros():
    g = new(2, votes_per="2000")
    set_cash(g, 0, 15999)
    assert g.breakdown(0)["wealth_votes"] == 7 and g.breakdown(0)["total"] == 16


@pytest.mark.rule("GLA-29")
def test_gla29_tie_goes_to_more_bg():
    g = new(3)
    set_cash(g, 1, 12000)
    g.bg = [3, 4, 2]
    g._hold_election()
    r = g.decision().results
    assert r.scores == {0: 24, 1: 24, 2: 21} and r.winners == (1,)
    assert "more Bürgergunst" in str(r.reason)


@pytest.mark.rule("GLA-29")
def test_gla29_tie_on_bg_too_goes_to_a_die_roll_off_until_decided():
    g = new(3)
    g.bg = [3, 3, 2]
    g._hold_election()
    d = g.decision()
    assert d.kind is Kind.CHANCE and d.chance == "die" and g.rolloff == [0, 1]
    g.chance.script("die", 4, 4)
    events = g.resolve_chance()
    assert "Roll-off: Anna 4, Bernd 4" in texts(events) and g.decision().kind is Kind.CHANCE
    g.chance.script("die", 2, 5)
    g.resolve_chance()
    r = g.decision().results
    assert r.winners == (1,) and "decided by the die" in str(r.reason)


@pytest.mark.rule("GLA-29")
def test_gla29_a_sachkundiger_buerger_cannot_win():
    g = new(3)
    g.active[2] = False
    g.bg = [3, 4, 20]
    g._hold_election()
    r = g.decision().results
    assert r.winners == (1,) and r.breakdown[2]["candidate"] == 0
    assert "cannot win" in texts(g.log)
