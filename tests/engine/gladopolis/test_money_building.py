"""Bürgergunst, building, the Stadtkasse, Nothaushalt and Bürgerfest: GLA-11 to GLA-15."""

from __future__ import annotations

import pytest

from stadsliv_qt.engine import IllegalAction
from stadsliv_qt.games.gladopolis import actions as A

from .helpers import end_turn, new, own, roll, set_cash, set_kasse, texts


@pytest.mark.rule("GLA-11")
def test_gla11_bg_bought_into_stadtkasse_once_per_turn_and_never_below_zero():
    g = new(3, events=["skandal"])
    g.apply(A.BuyBG(0))
    assert (g.cash[0], g.bg[0], g.kasse, g.bank_net) == (14000, 4, 1000, 0)
    with pytest.raises(IllegalAction, match="once per turn"):
        g.apply(A.BuyBG(0))
    g.bg[0] = 0
    roll(g, 3, 4)  # Stadtgeschehen: lose 1 BG
    assert g.bg[0] == 0
    end_turn(g)
    set_cash(g, 1, 900)
    assert A.BuyBG(1) not in g.legal_actions(1)
    with pytest.raises(IllegalAction, match="costs 1,000 €"):
        g.apply(A.BuyBG(1))


@pytest.mark.rule("GLA-12")
def test_gla12_build_evenly_up_to_the_leuchtturmprojekt_and_sell_back_evenly():
    g = new(3)
    own(g, 0, 6, 8, 9)
    g.apply(A.Build(0, 6))
    assert g.cash[0] == 14500 and g.level[6] == 1
    with pytest.raises(IllegalAction, match="Build evenly"):
        g.apply(A.Build(0, 6))
    for pos in [8, 9] + [6, 8, 9] * 3:
        g.apply(A.Build(0, pos))
    assert [g.level[p] for p in (6, 8, 9)] == [4, 4, 4] and g.cash[0] == 9000
    events = g.apply(A.Build(0, 6))
    assert g.level[6] == 5 and g.cash[0] == 8500 and "Leuchtturmprojekt" in texts(events)
    with pytest.raises(IllegalAction, match="already carries the Leuchtturmprojekt"):
        g.apply(A.Build(0, 6))
    with pytest.raises(IllegalAction, match="Sell evenly"):
        g.apply(A.SellBuilding(0, 8))
    g.apply(A.SellBuilding(0, 6))
    assert g.level[6] == 4 and g.cash[0] == 8750
    assert g.kasse == 0 and g.bank_net == -6250  # buildings go to and from the bank
    g.validate()


@pytest.mark.rule("GLA-12")
def test_gla12_only_on_a_whole_unmortgaged_group():
    g = new(3)
    own(g, 0, 11, 13)
    with pytest.raises(IllegalAction, match="whole group"):
        g.apply(A.Build(0, 11))
    own(g, 0, 1, 3)
    g.mortgaged[1] = True
    with pytest.raises(IllegalAction, match="mortgaged"):
        g.apply(A.Build(0, 3))
    assert A.Build(0, 3) not in g.legal_actions(0)


@pytest.mark.rule("GLA-13")
def test_gla13_taxes_fees_and_fines_go_into_the_stadtkasse_prices_to_the_bank():
    g = new(3, events=["schwarzbau"])
    roll(g, 3, 1)  # Gewerbesteuer 2,000 €
    assert g.kasse == 2000 and g.cash[0] == 13000 and g.bank_net == 0
    end_turn(g)
    roll(g, 3, 4)  # Stadtgeschehen: Schwarzbau, fine 1,500 €
    assert g.kasse == 3500 and g.cash[1] == 13500
    end_turn(g)
    g.pos[2] = 35
    roll(g, 1, 2)  # Zweitwohnungsteuer 1,000 €
    assert g.kasse == 4500
    end_turn(g)
    g.pos[0] = 3
    roll(g, 1, 1)  # Hauptbahnhof: the price goes to the bank
    g.apply(A.Buy(0))
    assert g.kasse == 4500 and g.bank_net == -2000
    g.validate()


@pytest.mark.rule("GLA-14")
def test_gla14_nothaushalt_when_the_stadtkasse_is_empty():
    g = new(3, events=["foerdermittel"])
    events = roll(g, 3, 4)  # the Stadtkasse owes 1,000 € and holds nothing
    assert "Nothaushalt" in texts(events)
    assert g.cash == [14700, 14700, 14700] and g.kasse == 900
    g.validate()


@pytest.mark.rule("GLA-14")
def test_gla14_partial_payment_recipient_not_made_whole_sachkundige_exempt():
    g = new(4, events=["foerdermittel"])
    g.active[3] = False
    set_kasse(g, 400)
    roll(g, 3, 4)
    assert g.cash[:3] == [15100, 14700, 14700] and g.cash[3] == 15000
    assert g.kasse == 900


@pytest.mark.rule("GLA-14")
def test_gla14_a_player_who_cannot_pay_the_levy_is_in_debt_to_the_stadtkasse():
    g = new(3, events=["foerdermittel"])
    own(g, 1, 5)
    set_cash(g, 1, 200)
    roll(g, 3, 4)
    d = g.decision()
    assert d.tag == "debt" and d.seats == (1,)
    assert g.legal_actions(1) == [A.Mortgage(1, 5)]
    g.apply(A.Mortgage(1, 5))
    assert g.cash[1] == 900 and g.cash[2] == 14700 and g.kasse == 900
    assert g.phase == "post" and g.cur == 0
    g.validate()


@pytest.mark.rule("GLA-15")
@pytest.mark.parametrize(("kasse", "paid"), [(1250, 600), (0, 0), (199, 0), (5000, 2500)])
def test_gla15_buergerfest_half_the_stadtkasse_rounded_down_to_100_and_1_bg(kasse, paid):
    g = new(3)
    set_kasse(g, kasse)
    g.pos[0] = 17
    roll(g, 1, 2)
    assert g.cash[0] == 15000 + paid and g.kasse == kasse - paid and g.bg[0] == 4
