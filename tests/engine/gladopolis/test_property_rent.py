"""Buying, the open auction and rent: GLA-09, GLA-10."""

from __future__ import annotations

import pytest

from stadsliv_qt.engine import IllegalAction, Kind
from stadsliv_qt.games.gladopolis import actions as A

from .helpers import build_to, new, own, roll, set_cash, texts


def land(g, target: int):
    """Move the current player onto `target` (>= 3) with a roll of 1 and 2."""
    g.pos[g.cur] = target - 3
    return roll(g, 1, 2)


@pytest.mark.rule("GLA-09")
def test_gla09_decline_opens_auction_round_the_table_from_the_next_player():
    g = new(4)
    set_cash(g, 3, 300)
    land(g, 6)  # Ziegeleistraße, 1,000 €
    assert g.decision().tag == "buy"
    g.apply(A.Decline(0))
    d = g.decision()
    assert d.tag == "auction" and d.seats == (1,)
    assert A.Pass(1) in g.legal_actions(1) and A.Bid(1, 100) in g.legal_actions(1)
    g.apply(A.Bid(1, 100))
    with pytest.raises(IllegalAction, match="at least 200"):
        g.apply(A.Bid(2, 100))
    with pytest.raises(IllegalAction, match="steps of 100"):
        g.apply(A.Bid(2, 250))
    events = g.apply(A.Bid(2, 500))
    assert "Clara bids 500 €" in texts(events)
    assert "Dieter cannot bid 600 €" in texts(events)  # 300 € cash: out
    assert g.decision().seats == (0,)  # the decliner bids too
    g.apply(A.Bid(0, 600))
    with pytest.raises(IllegalAction, match="more than your cash"):
        g.apply(A.Bid(1, 15100))
    g.apply(A.Pass(1))
    bank_before = g.bank_net
    events = g.apply(A.Pass(2))
    assert g.owner[6] == 0 and g.cash[0] == 14400 and g.kasse == 0
    assert g.bank_net == bank_before - 600
    assert "wins the auction" in texts(events)
    assert g.phase == "post"
    g.validate()


@pytest.mark.rule("GLA-09")
def test_gla09_no_bid_leaves_it_unowned_and_no_cash_goes_straight_to_auction():
    g = new(3)
    land(g, 8)
    g.apply(A.Decline(0))
    for seat in (1, 2, 0):
        g.apply(A.Pass(seat))
    assert g.owner[8] == -1 and g.phase == "post" and g.cash == [15000] * 3
    g = new(3)
    set_cash(g, 0, 500)
    events = land(g, 6)
    assert "cannot pay 1,000 €" in texts(events)
    assert g.decision().tag == "auction" and g.decision().seats == (1,)
    for seat in (1, 2, 0):
        g.apply(A.Pass(seat))
    assert g.view(None)["pending"] == -1  # nothing waits to be bought after the auction


@pytest.mark.rule("GLA-09")
def test_gla09_a_refusal_during_the_purchase_reads_as_one_sentence():
    g = new(3)
    land(g, 37)
    with pytest.raises(IllegalAction) as refused:
        g.apply(A.Roll(0))
    said = str(refused.value)
    assert said.startswith("Not now (waiting for Anna: buy") and said.endswith("?)")


@pytest.mark.rule("GLA-09")
def test_gla09_opening_bid_and_step_are_options():
    g = new(3, auction_opening=500, auction_step=200)
    land(g, 6)
    g.apply(A.Decline(0))
    assert min(a.amount for a in g.legal_actions(1) if isinstance(a, A.Bid)) == 500
    with pytest.raises(IllegalAction, match="at least 500"):
        g.apply(A.Bid(1, 300))
    g.apply(A.Bid(1, 500))
    with pytest.raises(IllegalAction, match="steps of 200"):
        g.apply(A.Bid(2, 800))
    g.apply(A.Bid(2, 900))
    assert g.auction["high"] == 900


@pytest.mark.rule("GLA-10")
@pytest.mark.parametrize(
    ("setup", "rent"),
    [
        (lambda g: own(g, 1, 3), 40),  # base rent
        (lambda g: own(g, 1, 1, 3), 80),  # whole group, none mortgaged: doubled
        (lambda g: (own(g, 1, 1, 3), g.mortgaged.__setitem__(1, True)), 40),  # one mortgaged
        (lambda g: (own(g, 1, 1, 3), build_to(g, 1, 2, 500), build_to(g, 3, 2, 500)), 600),
        (lambda g: (own(g, 1, 1, 3), build_to(g, 1, 5, 500), build_to(g, 3, 5, 500)), 4500),
        (lambda g: (own(g, 1, 3), g.mortgaged.__setitem__(3, True)), 0),  # mortgaged: no rent
    ],
)
def test_gla10_district_rent(setup, rent):
    g = new(3)
    setup(g)
    land(g, 3)
    assert g.cash[0] == 15000 - rent and g.cash[1] == 15000 + rent
    g.validate()


@pytest.mark.rule("GLA-10")
@pytest.mark.parametrize(("hubs", "rent"), [((5,), 250), ((5, 15), 500), ((5, 15, 25), 1000),
                                            ((5, 15, 25, 35), 2000)])  # fmt: skip
def test_gla10_hub_rent_by_number_held(hubs, rent):
    g = new(3)
    own(g, 2, *hubs)
    land(g, 5)
    assert g.cash[0] == 15000 - rent and g.cash[2] == 15000 + rent


@pytest.mark.rule("GLA-10")
def test_gla10_utility_rent_pips_times_40_or_100_and_owner_inside_collects():
    g = new(3)
    own(g, 1, 12)
    g.in_hz[1], g.pos[1] = True, 10
    g.pos[0] = 3
    events = roll(g, 4, 5)
    assert g.cash[0] == 15000 - 360 and g.cash[1] == 15360
    assert "9 pips x40" in texts(events)
    g = new(3)
    own(g, 1, 12, 28)
    g.pos[0] = 3
    roll(g, 4, 5)
    assert g.cash[0] == 15000 - 900


@pytest.mark.rule("GLA-10")
def test_gla10_utility_reached_by_card_rolls_the_dice_for_the_rent():
    g = new(3, events=["stadtwerke"])
    own(g, 1, 12)
    g.apply(A.Roll(0))
    g.chance.script("dice", (3, 4))
    g.resolve_chance()  # field 7: advance to the Stadtwerke
    assert g.pos[0] == 12 and g.decision().kind is Kind.CHANCE
    g.chance.script("dice", (2, 3))
    events = g.resolve_chance()
    assert g.cash[0] == 15000 - 200 and g.cash[1] == 15200
    assert "for the Versorger rent" in texts(events)
    assert g.phase == "post"  # 3+4 was no double
