"""A turn, doubles, LOS and the calendar: GLA-04 to GLA-08."""

from __future__ import annotations

import pytest

from stadsliv_qt.engine import IllegalAction, Kind
from stadsliv_qt.games.gladopolis import actions as A

from .helpers import end_turn, new, own, roll, texts


@pytest.mark.rule("GLA-04")
def test_gla04_pre_roll_window_in_any_order_bg_once():
    g = new(3)
    d = g.decision()
    assert d.kind is Kind.SEAT and d.seats == (0,) and d.tag == "turn"
    types = {type(a) for a in g.legal_actions(0)}
    assert {A.Roll, A.BuyBG} <= types and A.EndTurn not in types
    assert g.legal_actions(1) == [] and g.legal_actions(2) == []
    own(g, 0, 1, 3)
    acts = g.legal_actions(0)
    assert A.Build(0, 1) in acts and A.Build(0, 3) in acts and A.Mortgage(0, 1) in acts
    g.apply(A.Build(0, 1))
    assert g.cash[0] == 14500 and g.level[1] == 1
    assert A.Mortgage(0, 3) not in g.legal_actions(0)  # the group carries a building
    g.apply(A.SellBuilding(0, 1))
    assert g.cash[0] == 14750 and g.level[1] == 0
    g.apply(A.Mortgage(0, 3))
    assert g.cash[0] == 15050 and g.mortgaged[3]
    g.apply(A.Redeem(0, 3))
    assert g.cash[0] == 14720 and not g.mortgaged[3]  # 300 € + 10 % = 330 €
    g.apply(A.BuyBG(0))
    assert (g.cash[0], g.bg[0], g.kasse) == (13720, 4, 1000)
    with pytest.raises(IllegalAction, match="only once per turn"):
        g.apply(A.BuyBG(0))
    assert A.BuyBG(0) not in g.legal_actions(0)
    g.apply(A.OfferTrade(0, 1, give=(1,), take_money=700))
    assert g.decision().seats == (1,) and g.decision().tag == "trade"
    g.apply(A.Refuse(1))
    assert g.phase == "pre" and g.decision().seats == (0,)
    roll(g, 4, 5)
    assert g.pos[0] == 9
    g.validate()


@pytest.mark.rule("GLA-05")
def test_gla05_roll_move_resolve_then_after_field_window():
    g = new(3)
    events = roll(g, 2, 3)
    assert g.pos[0] == 5 and "moves to Hauptbahnhof" in texts(events)
    assert g.decision().tag == "buy"
    g.apply(A.Buy(0))
    assert g.cash[0] == 13000 and g.owner[5] == 0
    d = g.decision()
    assert d.tag == "after" and d.seats == (0,)
    types = {type(a) for a in g.legal_actions(0)}
    assert A.EndTurn in types and A.Mortgage in types
    assert not types & {A.Roll, A.BuyBG, A.Redeem, A.SellBuilding, A.PayFee}
    with pytest.raises(IllegalAction, match="Not now"):
        g.apply(A.BuyBG(0))
    g.apply(A.Mortgage(0, 5))
    assert g.cash[0] == 14000
    end_turn(g)
    assert g.cur == 1 and g.phase == "pre"
    g.validate()


@pytest.mark.rule("GLA-06")
def test_gla06_doubles_roll_again_and_third_doubles_lands_nowhere():
    g = new(3)
    events = roll(g, 5, 5)
    assert g.pos[0] == 10 and not g.in_hz[0]  # only a visit
    assert g.cur == 0 and g.phase == "pre" and "rolls again" in texts(events)
    roll(g, 5, 5)
    assert g.pos[0] == 20 and g.bg[0] == 4  # Bürgerfest: nothing in the Stadtkasse, 1 BG
    assert g.cur == 0 and g.phase == "pre"
    events = roll(g, 6, 6)
    assert g.pos[0] == 10 and g.in_hz[0]  # straight in, not moved to 32
    assert g.cash[0] == 15000 and g.calendar == 0
    assert "third doubles" in texts(events)
    assert g.cur == 1 and g.phase == "pre"  # the turn ended at once
    g.validate()


@pytest.mark.rule("GLA-06")
def test_gla06_into_the_hinterzimmer_with_doubles_ends_the_turn():
    g = new(3)
    g.pos[0] = 24
    roll(g, 3, 3)
    assert g.in_hz[0] and g.pos[0] == 10 and g.cur == 1


@pytest.mark.rule("GLA-07")
def test_gla07_passing_or_landing_on_los_pays_and_advances_calendar():
    g = new(3)
    g.pos[0] = 38
    events = roll(g, 1, 2)
    assert g.pos[0] == 1 and g.cash[0] == 17000 and g.bg[0] == 4 and g.calendar == 1
    assert "passes LOS" in texts(events)
    g.apply(A.Buy(0))
    end_turn(g)
    g.pos[1] = 35
    roll(g, 1, 4)
    assert g.pos[1] == 0 and g.cash[1] == 17000 and g.bg[1] == 4 and g.calendar == 2
    g.validate()


@pytest.mark.rule("GLA-07")
def test_gla07_card_move_counts_hinterzimmer_never_passes_los():
    g = new(3, events=["zurueck_auf_los"])
    roll(g, 3, 4)  # field 7: Stadtgeschehen, advance to LOS
    assert g.pos[0] == 0 and g.cash[0] == 17000 and g.calendar == 1
    end_turn(g)
    g.pos[1] = 25
    roll(g, 2, 3)  # field 30
    assert g.in_hz[1] and g.pos[1] == 10 and g.cash[1] == 15000 and g.calendar == 1


@pytest.mark.rule("GLA-08")
def test_gla08_wahltag_finishes_the_round_then_the_election():
    g = new(3)
    g.calendar = 11
    roll(g, 3, 1)  # Gewerbesteuer
    end_turn(g)
    g.pos[1] = 36
    events = roll(g, 1, 3)  # lands on LOS: the calendar reaches WAHLTAG
    assert g.calendar == 12 and "WAHLTAG" in texts(events)
    end_turn(g)
    assert g.cur == 2 and g.phase == "pre"  # the round is played out
    roll(g, 3, 1)
    events = end_turn(g)
    assert g.decision().kind is Kind.TERMINAL
    assert g.turn_no == 3 and g.decision().results.rule == "GLA-29"
    assert any(e.kind == "votes" for e in events)


@pytest.mark.rule("GLA-08")
def test_gla08_passages_after_wahltag_still_pay_but_do_not_advance():
    g = new(2, short_game=True)
    g.calendar = 8
    g.pos[0] = 38
    roll(g, 1, 2)
    assert g.calendar == 8 and g.cash[0] == 17000
