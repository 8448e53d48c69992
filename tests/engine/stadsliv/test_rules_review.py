"""Scenario tests from a rule-by-rule review of the engine against the rules file."""

from __future__ import annotations

import pytest

from stadsliv_qt.engine import Kind
from stadsliv_qt.games.stadsliv.actions import Ask, Buy, EndTurn, Vote

from .helpers import conserved, land, new_game, nth, texts


@pytest.mark.rule("STA-12")
def test_sta12_a_seat_won_by_vote_is_an_investment_for_the_guldbonus():
    g = new_game(players=3)  # Anna banker
    land(g, 1, 0)  # Björn moves onto Start
    g.apply(Ask(1, "seat"))
    g.apply(Vote(0, True))
    g.apply(Vote(2, True))
    g.chance.script("fate", "IU")
    g.resolve_chance()
    assert g.sf == [0, 1, 0] and g.owner["T"] == -1
    g.apply(EndTurn(1))
    land(g, 1, nth(g, "fate"))
    g.chance.script("fate", "GB")
    events = g.resolve_chance()
    assert "may not buy a Guldbonus" not in " ".join(texts(events))
    d = g.decision()
    assert d.kind is Kind.SEAT and d.tag == "buy" and "a Guldbonus for 10 poäng" in str(d.prompt)
    g.apply(Buy(1, True))
    assert g.gb == [0, 1, 0] and g.money[1] == 0 and conserved(g)
