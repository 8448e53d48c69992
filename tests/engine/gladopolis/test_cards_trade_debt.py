"""Event cards, trades, mortgages, debt, bankruptcy and the early end: GLA-25 to GLA-28."""

from __future__ import annotations

import pytest

from stadsliv_qt.engine import IllegalAction, Kind
from stadsliv_qt.games.gladopolis import actions as A
from stadsliv_qt.games.gladopolis.money import redemption_cost

from .helpers import build_to, end_turn, new, own, roll, set_cash, set_kasse, texts


def draw(card: str, at: int = 7, n: int = 3, **kw):
    """A game whose first player draws `card` on the event field `at`."""
    g = new(n, events=[card], **kw)
    g.pos[0] = at - 3
    events = roll(g, 1, 2)
    return g, events


@pytest.mark.rule("GLA-25")
def test_gla25_formfehler_is_kept_other_cards_go_under_the_deck():
    g, _ = draw("formfehler")
    assert g.formfehler == 0 and "formfehler" not in g.events_deck
    assert str(g.view(None)["players"][0]["notes"][-1]) == "holds Formfehler in der Satzung"
    g, _ = draw("ehrenamt")
    assert g.events_deck[-1] == "ehrenamt" and g.bg[0] == 4
    g.validate()


@pytest.mark.rule("GLA-25")
def test_gla25_moves_to_named_fields_passing_los_pays():
    g, _ = draw("glanzberg")
    assert g.pos[0] == 39 and g.cash[0] == 15000 and g.phase == "buy"
    g, _ = draw("kaisertor", at=33)
    assert g.pos[0] == 24 and g.cash[0] == 17000 and g.calendar == 1
    g, _ = draw("hauptbahnhof", at=17)
    assert g.pos[0] == 5 and g.cash[0] == 17000


@pytest.mark.rule("GLA-25")
@pytest.mark.parametrize(
    ("card", "cash", "kasse", "bg"),
    [
        ("falschparker", 14500, 2500, 3),
        ("schwarzbau", 13500, 3500, 3),
        ("steuerrueckzahlung", 16000, 2000, 3),
        ("erbschaft", 17000, 2000, 3),
        ("foerdermittel", 16000, 1000, 3),
        ("ehrenamt", 15000, 2000, 4),
        ("skandal", 15000, 2000, 2),
        ("bauaufsicht", 15000, 2000, 3),  # no buildings: nothing to pay
    ],
)
def test_gla25_money_and_bg_cards(card, cash, kasse, bg):
    g = new(3, events=[card])
    set_kasse(g, 2000)
    g.pos[0] = 4
    roll(g, 1, 2)
    assert (g.cash[0], g.kasse, g.bg[0]) == (cash, kasse, bg)
    g.validate()


@pytest.mark.rule("GLA-25")
def test_gla25_levy_per_bauvorhaben_and_per_leuchtturmprojekt():
    g = new(3, events=["bauaufsicht"])
    own(g, 0, 1, 3)
    build_to(g, 1, 5, 500)
    build_to(g, 3, 4, 500)
    g.bank_net -= 4500
    g.cash[0] -= 4500
    g.pos[0] = 4
    events = roll(g, 1, 2)
    assert (
        g.kasse == 4 * 400 + 1150
        and "4 Bauvorhaben × 400 € + 1 Leuchtturmprojekt × 1,150 €" in texts(events)
    )
    g.validate()


@pytest.mark.rule("GLA-26")
def test_gla26_trade_any_mix_with_consent():
    g = new(3)
    own(g, 0, 1)
    own(g, 1, 5, 15)
    g.mortgaged[15] = True
    g.events_deck.remove("formfehler")
    g.formfehler = 0
    offer = A.OfferTrade(0, 1, give=(1,), take=(5, 15), give_money=500, give_card=True)
    g.apply(offer)
    d = g.decision()
    assert d.tag == "trade" and d.seats == (1,)
    assert g.legal_actions(0) == [] and set(g.legal_actions(1)) == {A.Accept(1), A.Refuse(1)}
    assert g.view(None)["trade"]["give"] == [1]
    g.apply(A.Accept(1))
    assert g.owner[1] == 1 and g.owner[5] == 0 and g.owner[15] == 0 and g.mortgaged[15]
    assert g.formfehler == 1 and g.cash[:2] == [14500, 15500]
    assert g.phase == "pre" and g.decision().seats == (0,)
    g.validate()


@pytest.mark.rule("GLA-26")
def test_gla26_one_offer_may_give_money_and_ask_for_money():
    """ "Any number of each in one offer": money both ways, each side paid in full."""
    g = new(3)
    own(g, 1, 5)
    g.apply(A.OfferTrade(0, 1, take=(5,), give_money=2000, take_money=300))
    g.apply(A.Accept(1))
    assert g.owner[5] == 0 and g.cash[:2] == [15000 - 2000 + 300, 15000 + 2000 - 300]
    g.validate()


@pytest.mark.rule("GLA-26")
def test_gla26_refused_trade_changes_nothing_and_bad_offers_are_refused():
    g = new(3)
    own(g, 0, 1, 3)
    own(g, 1, 5)
    g.apply(A.OfferTrade(0, 1, take=(5,), give_money=2000))
    before = g.state_dict()
    g.apply(A.Refuse(1))
    after = g.state_dict()
    assert {k: v for k, v in after.items() if k not in ("phase", "trade")} == {
        k: v for k, v in before.items() if k not in ("phase", "trade")
    }
    build_to(g, 1, 1, 500)
    build_to(g, 3, 1, 500)
    g.cash[0] -= 1000
    g.bank_net -= 1000
    for bad, message in [
        (A.OfferTrade(0, 1, give=(3,), take_money=10), "carries buildings"),
        (A.OfferTrade(0, 1, take=(5,), give_money=20000), "only"),
        (A.OfferTrade(0, 1, take=(6,)), "does not own field 6"),
        (A.OfferTrade(0, 0, take_money=1), "another player"),
        (A.OfferTrade(0, 1), "must contain something"),
        (A.OfferTrade(0, 1, give_card=True), "do not hold"),
    ]:
        with pytest.raises(IllegalAction, match=message):
            g.apply(bad)
    with pytest.raises(IllegalAction, match="not Bernd's turn"):
        g.apply(A.OfferTrade(1, 0, give=(5,)))
    g.active[2] = False
    with pytest.raises(IllegalAction, match="sachkundiger Bürger"):
        g.apply(A.OfferTrade(0, 2, give_money=5))


@pytest.mark.rule("GLA-26")
def test_gla26_mortgage_half_price_redeem_plus_ten_percent_rounded_up():
    assert redemption_cost(1050) == 1160 and redemption_cost(300) == 330
    assert redemption_cost(700) == 770 and redemption_cost(1750) == 1930
    g = new(3)
    own(g, 0, 21)
    g.apply(A.Mortgage(0, 21))
    assert g.cash[0] == 16100
    assert g.redemption(21) == 1210
    g.apply(A.Redeem(0, 21))
    assert g.cash[0] == 14890 and not g.mortgaged[21]
    g.apply(A.Mortgage(0, 21))
    set_cash(g, 0, 1200)
    with pytest.raises(IllegalAction, match="costs 1,210 €"):
        g.apply(A.Redeem(0, 21))


def _debtor_game():
    """Anna, 15,000 € and brown with a Bauvorhaben each, lands on Bernd's Glanzberger Höhe with a
    Leuchtturmprojekt: 20,000 € rent."""
    g = new(3)
    own(g, 0, 1, 3)
    build_to(g, 1, 1, 500)
    build_to(g, 3, 1, 500)
    own(g, 1, 37, 39)
    build_to(g, 37, 5, 2000)
    build_to(g, 39, 5, 2000)
    g.events_deck.remove("formfehler")
    g.formfehler = 0
    g.pos[0] = 36
    roll(g, 1, 2)
    return g


@pytest.mark.rule("GLA-27")
def test_gla27_debt_offers_only_sales_and_mortgages_then_bankruptcy_to_the_player():
    g = _debtor_game()
    d = g.decision()
    assert d.tag == "debt" and d.seats == (0,)
    assert set(g.legal_actions(0)) == {A.SellBuilding(0, 1), A.SellBuilding(0, 3)}
    with pytest.raises(IllegalAction, match="Not now"):
        g.apply(A.OfferTrade(0, 2, give_money=10))
    g.apply(A.SellBuilding(0, 1))
    g.apply(A.SellBuilding(0, 3))
    assert set(g.legal_actions(0)) == {A.Mortgage(0, 1), A.Mortgage(0, 3)}
    g.apply(A.Mortgage(0, 1))
    events = g.apply(A.Mortgage(0, 3))
    assert "bankrupt" in texts(events)
    assert not g.active[0] and g.cash[0] == 0 and g.bg[0] == 3
    assert g.cash[1] == 15000 + 16100
    assert g.owner[1] == g.owner[3] == 1 and g.mortgaged[1] and g.mortgaged[3]
    assert g.formfehler == 1
    assert g.cur == 1 and g.phase == "pre"  # the turn passed on
    assert "sachkundiger Bürger" in [str(n) for n in g.view(None)["players"][0]["notes"]]
    end_turn_seq = []
    for _ in range(2):
        g.pos[g.cur] = 0
        roll(g, 3, 1)
        end_turn_seq.append(g.cur)
        end_turn(g)
    assert end_turn_seq == [1, 2] and g.cur == 1  # Anna no longer rolls
    g.validate()


@pytest.mark.rule("GLA-27")
def test_gla27_debt_covered_by_selling_then_paid_and_turn_goes_on():
    g = new(3)
    own(g, 0, 5)
    own(g, 1, 3)
    set_cash(g, 0, 20)
    g.pos[0] = 0
    roll(g, 1, 2)
    assert g.decision().tag == "debt" and g.legal_actions(0) == [A.Mortgage(0, 5)]
    g.apply(A.Mortgage(0, 5))
    assert g.cash[0] == 20 + 1000 - 40 and g.cash[1] == 15040 and g.phase == "post"


@pytest.mark.rule("GLA-27")
def test_gla27_bankruptcy_to_the_stadtkasse_from_a_tax():
    g = new(3)
    own(g, 0, 5)
    g.mortgaged[5] = True
    g.events_deck.remove("formfehler")
    g.formfehler = 0
    set_cash(g, 0, 500)
    events = roll(g, 3, 1)  # Gewerbesteuer 2,000 €
    assert "bankrupt" in texts(events)
    assert g.kasse == 500 and g.cash[0] == 0 and not g.active[0]
    assert g.owner[5] == -1 and not g.mortgaged[5]  # back to the bank, unowned and unmortgaged
    assert g.formfehler == -1 and g.events_deck[-1] == "formfehler"
    assert g.cur == 1
    g.validate()


@pytest.mark.rule("GLA-28")
def test_gla28_the_last_player_who_can_still_win_wins_at_once():
    g = new(3)
    g.active[2] = False
    set_cash(g, 0, 100)
    roll(g, 3, 1)
    d = g.decision()
    assert d.kind is Kind.TERMINAL and d.results.winners == (1,) and d.results.rule == "GLA-28"
    assert g.legal_actions(0) == g.legal_actions(1) == []
    with pytest.raises(IllegalAction, match="over"):
        g.apply(A.Roll(1))
    end = g.log[-1]
    assert end.kind == "over" and "only player who can still win" in end.text


@pytest.mark.rule("GLA-28")
def test_gla28_two_players_one_bankrupt_from_rent():
    g = new(2)
    own(g, 1, 3)
    set_cash(g, 0, 10)
    roll(g, 1, 2)
    assert g.decision().kind is Kind.TERMINAL and g.decision().results.winners == (1,)
    assert g.cash == [0, 15010]


@pytest.mark.rule("GLA-27")
def test_gla27_bankruptcy_to_the_bank_cash_to_the_stadtkasse_properties_to_the_bank():
    """No card or field makes a debt to the bank today; the rule is still carried out."""
    from stadsliv_qt.games.gladopolis.money import BANK

    g = new(3)
    own(g, 1, 1, 3)  # a player not on turn (the one on turn would end the turn at once)
    g.mortgaged[1] = g.mortgaged[3] = True
    set_cash(g, 1, 250)
    g._s_pay(1, BANK, 1000, "a test debt", "GLA-27")
    assert not g.active[1] and g.kasse == 250 and g.cash[1] == 0
    assert g.owner[1] == g.owner[3] == -1 and not g.mortgaged[1]
    g.validate()


@pytest.mark.rule("GLA-27")
def test_gla27_a_player_bankrupt_at_los_does_not_land():
    """Grundsteuer at LOS can bankrupt the mover before the field is resolved: the sachkundiger
    Bürger then neither sends the field to auction nor buys, draws or pays there."""
    g = new(3)
    g.resolutions = ["grundsteuer"]
    g.motions_deck.remove("grundsteuer")
    props = [p for p in g.property_fields if p != 1][:12]
    own(g, 0, *props)
    for p in props:
        g.mortgaged[p] = True
    set_cash(g, 0, 0)
    g.pos[0] = 38
    events = roll(g, 1, 2)
    assert not g.active[0] and g.pos[0] == 1
    assert g.owner[1] == -1 and g.auction is None and g.phase == "pre" and g.cur == 1
    assert "goes to auction" not in texts(events)
    g.validate()
