"""STA-09 open auctions between players, STA-17 raising money and bankruptcy, STA-19 the Bank's share."""

from __future__ import annotations

import pytest

from stadsliv_qt.engine import IllegalAction, Kind
from stadsliv_qt.games.stadsliv.actions import (
    AcceptBid,
    Bid,
    Buy,
    Offer,
    Pass,
    Roll,
    SellToKassa,
    TakeLoan,
)

from .helpers import at, conserved, english, give_turn, land, new_game, texts


@pytest.mark.rule("STA-09")
def test_sta09_open_auction_highest_bidder_wins():
    g = new_game()
    g.owner["Kv5"] = 0  # price 3
    events = g.apply(Offer(0, "Kv5"))
    assert texts(events) == ["Anna puts Kv5 up for open auction: opening bid 1"]
    d = g.decision()
    assert d.tag == "auction" and d.seat == 1
    assert g.legal_actions(1) == [Pass(1), Bid(1, 1), Bid(1, 2), Bid(1, 3), Bid(1, 5)]
    g.apply(Bid(1, 1))
    with pytest.raises(IllegalAction, match="at least 2"):
        g.apply(Bid(2, 1))
    with pytest.raises(IllegalAction, match="only 10 poäng"):
        g.apply(Bid(2, 11))
    g.apply(Bid(2, 4))  # any raise of 1 or more, not only the listed steps
    events = g.apply(Pass(1))
    assert texts(events) == ["Björn passes", "Cecilia buys Kv5 from Anna for 4 poäng"]
    assert g.owner["Kv5"] == 2 and g.money == [14, 10, 6] and conserved(g)
    d = g.decision()
    assert d.tag == "roll" and d.seat == 0
    assert Offer(0, "Kv5") not in g.legal_actions(0)


@pytest.mark.rule("STA-09")
def test_sta09_seller_may_refuse_a_final_bid_below_the_price():
    g = new_game()
    g.owner["Kv5"] = 0
    g.apply(Offer(0, "Kv5"))
    g.apply(Bid(1, 2))
    g.apply(Pass(2))
    d = g.decision()
    assert d.tag == "auction_accept" and d.seat == 0 and "below the price of 3" in str(d.prompt)
    events = g.apply(AcceptBid(0, False))
    assert texts(events) == ["Anna refuses 2 and keeps Kv5"]
    assert g.owner["Kv5"] == 0 and g.money == [10, 10, 10]
    with pytest.raises(IllegalAction, match="already offered .* once this turn"):
        g.apply(Offer(0, "Kv5"))
    g.owner["Kv6"] = 0
    g.apply(Offer(0, "Kv6"))
    g.apply(Pass(1))
    events = g.apply(Pass(2))
    assert texts(events) == ["Cecilia passes", "No bid: Anna keeps Kv6"]
    g.owner["Kv7"] = 0  # price 2: a bid of 1 accepted
    g.apply(Offer(0, "Kv7"))
    g.apply(Bid(1, 1))
    g.apply(Pass(2))
    g.apply(AcceptBid(0, True))
    assert g.owner["Kv7"] == 1 and g.money == [11, 9, 10]


@pytest.mark.rule("STA-09")
def test_sta09_a_bidder_without_poang_to_raise_drops_out():
    g = new_game()
    g.owner["Kv5"] = 0
    g.money[2], g.kassa = 1, 9
    g.apply(Offer(0, "Kv5"))
    g.apply(Bid(1, 1))
    assert "Cecilia cannot bid more than 1 and is out" in texts(g.log)
    assert g.decision().tag == "auction_accept"


@pytest.mark.rule("STA-17")
def test_sta17_raise_money_then_bankruptcy_assets_to_stadskassan():
    g = new_game(players=3)  # Anna is banker
    g.owner.update({"Kv5": 0, "Kv1": 0, "Kv10": 1, "Kv6": 0})
    g.sf[0], g.gb[0] = 1, 1
    g.money[0], g.kassa = 1, 9
    g.loan[0], g.loan_left[0] = 3, 2
    events = land(g, 0, at(g, "Kv10"), roll=(3, 4))
    assert "Anna owes 4 poäng (fee for Kv10 Kvarter 10) but has 1: the money must be raised" in (
        texts(events)
    )
    d = g.decision()
    assert d.tag == "debt" and d.seat == 0
    legal = g.legal_actions(0)
    assert SellToKassa(0, "Kv5") in legal and Offer(0, "GB") in legal
    assert Offer(0, "SF") not in legal and SellToKassa(0, "SF") in legal
    assert not any(isinstance(a, TakeLoan) for a in legal)  # a loan is already running
    events = g.apply(SellToKassa(0, "Kv5"))
    assert texts(events) == [
        "Anna sells Kv5 back to Stadskassan for 1 poäng: half of 3, rounded down"
    ]
    assert g.owner["Kv5"] == -1 and g.money[0] == 2
    g.apply(Offer(0, "GB"))  # nobody bids: Anna keeps it, and may not offer it again
    g.apply(Pass(1))
    g.apply(Pass(2))
    assert Offer(0, "GB") not in g.legal_actions(0)
    with pytest.raises(IllegalAction, match="Nobody bought"):
        g.apply(Offer(0, "GB"))
    g.apply(SellToKassa(0, "Kv1"))  # 1 // 2 = 0
    events = g.apply(SellToKassa(0, "Kv6"))
    assert texts(events) == [
        "Anna sells Kv6 back to Stadskassan for 0 poäng: half of 1, rounded down",
    ]
    assert g.money[0] == 2 and g.decision().tag == "debt"
    events = g.apply(SellToKassa(0, "SF"))  # 15 // 2 = 7: now 9, the fee is paid
    assert "Anna pays 4 poäng to Björn: fee 4 for Kv10 Kvarter 10, as printed" in texts(events)
    assert g.money[0] == 5 and g.sf[0] == 0 and g.gb[0] == 1 and g.active[0]
    assert g.view(None)["kassa"]["seats"] == 3
    assert conserved(g)


@pytest.mark.rule("STA-17")
def test_sta17_bankrupt_player_leaves_and_the_creditor_gets_the_rest():
    g = new_game(players=3)  # Anna is banker
    g.owner["Kv10"] = 1
    g.owner["Kv3"] = 0
    g.owner["B"] = -1  # the Bank's share is in Stadskassan
    g.money[0], g.kassa = 1, 9
    g.loan[0], g.loan_left[0] = 5, 1
    land(g, 0, at(g, "Kv10"), roll=(3, 4))
    events = g.apply(SellToKassa(0, "Kv3"))
    assert texts(events)[-3:] == [
        "Anna cannot raise the money and is bankrupt: 1 poäng go to Björn, every block, share "
        "and Guldbonus returns to Stadskassan, and the loan is void",
        "Björn takes over the banker's ring",
        "Björn's turn",
    ]
    assert not g.active[0] and g.money == [0, 11, 10] and g.loan[0] == 0
    assert g.owner["B"] == -1 and g.banker == 1 and g.current == 1
    assert "bankrupt" in english(g.view(None)["players"][0]["notes"])
    assert g.legal_actions(0) == [] and conserved(g)


@pytest.mark.rule("STA-17")
def test_sta17_the_last_player_standing_wins():
    g = new_game(players=2, banker=1)
    g.owner["Kv10"] = 1
    g.money[0], g.kassa = 0, 10
    g.loan[0], g.loan_left[0] = 2, 1
    land(g, 0, at(g, "Kv10"), roll=(3, 4))
    d = g.decision()
    assert d.kind is Kind.TERMINAL
    assert d.results.winners == (1,) and d.results.rule == "STA-17"
    assert d.results.breakdown[0]["total"] == 0


@pytest.mark.rule("STA-17")
def test_sta17_raise_money_with_a_loan_or_at_auction():
    g = new_game(players=3)
    g.owner.update({"Kv10": 1, "Kv5": 0})
    g.money[0], g.kassa = 0, 10
    land(g, 0, at(g, "Kv10"), roll=(3, 4))
    assert TakeLoan(0, 10) in g.legal_actions(0)
    g.apply(Offer(0, "Kv5"))
    g.apply(Bid(1, 3))
    events = g.apply(Pass(2))
    assert "Björn buys Kv5 from Anna for 3 poäng" in texts(events)
    assert g.decision().tag == "debt"  # 3 of the 4 raised
    events = g.apply(TakeLoan(0, 2))
    assert "Anna pays 4 poäng to Björn: fee 4 for Kv10 Kvarter 10, as printed" in texts(events)
    assert g.money == [1, 11, 10] and g.loan[0] == 2 and conserved(g)


@pytest.mark.rule("STA-17")
def test_sta17_a_debt_outside_ones_turn_is_raised_by_the_debtor():
    g = new_game(players=3)  # Anna banker; Cecilia has nothing to pay Farsot with
    g.money[2], g.kassa = 0, 10
    g.owner["Kv9"] = 2
    land(g, 0, 10, roll=(3, 4))  # Ödet
    g.chance.script("fate", "F")
    g.resolve_chance()
    d = g.decision()
    assert d.tag == "debt" and d.seat == 2
    assert g.legal_actions(0) == [] and g.legal_actions(1) == []
    g.apply(TakeLoan(2, 3))
    assert g.money == [7, 7, 0] and g.decision().seat == 0 and conserved(g)


@pytest.mark.rule("STA-19")
def test_sta19_a_banker_who_sold_the_banks_share():
    g = new_game(players=3)  # Anna is banker and holds the Bank's share (block B)
    g.apply(Offer(0, "B"))
    g.apply(Bid(1, 8))
    g.apply(Pass(2))
    assert g.decision().tag == "auction_accept"  # 8 is below the price of 10
    events = g.apply(AcceptBid(0, True))
    assert texts(events) == [
        "Björn buys the Bank's share from Anna for 8 poäng",
        "Anna stays banker but no longer collects Banken's fees nor counts the Bank's share "
        "at the end",
    ]
    assert g.banker == 0 and g.owner["B"] == 1 and g.money == [18, 2, 10]
    assert g.breakdown(0)["shares"] == 0 and g.breakdown(1)["shares"] == 15
    assert g.varvslon(0) == (10, "banker")  # the banker's privileges stay
    events = land(g, 2, at(g, "B"), roll=(3, 4))
    assert "Cecilia pays 6 poäng to Björn: fee 6 for B Banken, as printed" in texts(events)


@pytest.mark.rule("STA-19")
def test_sta19_no_bidder_the_share_goes_to_stadskassan_for_sale_on_b():
    g = new_game(players=3)
    g.apply(Offer(0, "B"))
    g.apply(Pass(1))
    events = g.apply(Pass(2))
    assert "No bid for the Bank's share: it returns to Stadskassan without payment" in texts(events)
    assert g.owner["B"] == -1 and g.banker == 0
    assert g.view(None)["kassa"]["bank_share"] is True
    give_turn(g, 2)
    land(g, 2, at(g, "B"), roll=(3, 4))
    d = g.decision()
    assert d.tag == "buy" and "the Bank's share (block B, Banken) for 10 poäng" in str(d.prompt)
    events = g.apply(Buy(2, True))
    assert texts(events) == [
        "Cecilia buys the Bank's share (block B) from Stadskassan for 10 poäng"
    ]
    assert g.owner["B"] == 2 and g.money[2] == 0 and g.banker == 0


@pytest.mark.rule("STA-19")
def test_sta19_only_its_holder_offers_the_banks_share():
    g = new_game(players=3)
    g.apply(Roll(0, 2))
    g.chance.script("dice", (1, 1))
    g.resolve_chance()
    g.apply(Buy(0, False))
    assert Offer(0, "B") in g.legal_actions(0)
    with pytest.raises(IllegalAction, match="not Björn's turn"):
        g.apply(Offer(1, "B"))
