"""STA-18 seats of Stadsfullmäktige, STA-20 values, STA-21 Domstolen, STA-22 Röstkortet,
STA-23 the victory vote and the appeal, STA-24 the count."""

from __future__ import annotations

import pytest

from stadsliv_qt.engine import IllegalAction, Kind
from stadsliv_qt.games.stadsliv.actions import (
    Appeal,
    Ask,
    Buy,
    ChooseOwner,
    EndTurn,
    Offer,
    Protest,
    Vote,
)

from .helpers import at, conserved, english, land, log_texts, new_game, nth, set_money, texts

SF_ROLL = (3, 4)


def on_council(g, seat):
    """`seat` lands on Stadsfullmäktige."""
    return land(g, seat, nth(g, "council"), roll=SF_ROLL)


def on_start(g, seat):
    return land(g, seat, 0, roll=(3, 4))


@pytest.mark.rule("STA-18")
def test_sta18_buy_one_free_seat_on_stadsfullmaktige():
    g = new_game()
    set_money(g, 1, 15)
    on_council(g, 1)
    d = g.decision()
    assert d.tag == "buy" and "a seat in Stadsfullmäktige for 15 poäng" in str(d.prompt)
    events = g.apply(Buy(1, True))
    assert texts(events) == ["Björn buys a Stadsfullmäktige seat from the banker for 15 poäng"]
    assert g.sf == [0, 1, 0] and g.money[1] == 0 and g.invested[1] and conserved(g)
    assert g.view(None)["kassa"]["seats"] == 2
    with pytest.raises(IllegalAction, match="cannot put a Stadsfullmäktige share up"):
        g.apply(Offer(1, "SF"))
    g.apply(EndTurn(1))
    g.sf[:] = [1, 1, 1]
    events = on_council(g, 2)
    assert texts(events)[-1] == "Every Stadsfullmäktige seat is taken"


@pytest.mark.rule("STA-20")
def test_sta20_shares_count_15_and_guldbonus_25():
    g = new_game()  # Anna: banker, the Bank's share
    g.owner["Kv5"] = 0
    g.sf[0], g.gb[0] = 1, 1
    set_money(g, 0, 16)
    g.loan[0], g.loan_left[0] = 4, 2
    assert g.breakdown(0) == {
        "poäng": 16,
        "investments": 3,
        "shares": 30,
        "guldbonus": 25,
        "loan": -4,
        "total": 70,
    }
    g.gb[1] = 1  # a Guldbonus is worth 25 whoever owns it
    assert g.breakdown(1)["guldbonus"] == 25


@pytest.mark.rule("STA-21")
def test_sta21_domstolen_is_an_ordinary_building_whose_owner_throws_for_the_court():
    g = new_game(players=4)  # Anna is banker
    g.owner.update({"A": 1, "C": 2, "D": 3})
    land(g, 0, at(g, "A"), roll=(4,))
    g.apply(ChooseOwner(0, "A"))
    g.apply(Protest(1, False))
    g.apply(Protest(2, True))
    assert "David throws the Ödestärning on the protest" in str(g.decision().prompt)
    g.chance.script("fate", "GB")
    events = g.resolve_chance()
    assert events[0].text.startswith("David throws the Ödestärning on the protest: GB")
    events = land(g, 1, at(g, "D"), roll=(3, 4))
    assert "Björn pays 7 poäng to David: fee 7 for D Domstolen, as printed" in texts(events)
    g.owner["D"] = -1
    assert g._court() == 0  # with no owner, the banker throws


def raise_question(g, asker, question, code="", square=on_start):
    square(g, asker)
    if g.decision().tag == "buy":
        g.apply(Buy(asker, False))
    return g.apply(Ask(asker, question, code))


@pytest.mark.rule("STA-22")
def test_sta22_voted_into_a_seat_secret_votes_nz_not_voting():
    g = new_game(players=4)  # Anna banker
    g.pos[3] = nth(g, "neutral")  # David stands on an NZ
    events = raise_question(g, 1, "seat")
    assert texts(events)[-1] == "Björn raises the Röstkort: vote Björn into Stadsfullmäktige"
    d = g.decision()
    assert d.kind is Kind.SEALED and d.tag == "vote" and d.seats == (2, 0)
    assert g.legal_actions(1) == [] and g.legal_actions(3) == []
    before = g.to_dict()
    with pytest.raises(IllegalAction, match="^David stands on a neutral zone and does not vote"):
        g.apply(Vote(3, True))  # STA-16: the refusal says why, not only "not your turn"
    with pytest.raises(IllegalAction, match="^Björn put the question and does not vote on it"):
        g.apply(Vote(1, True))
    assert g.to_dict() == before
    events = g.apply(Vote(0, True))
    assert [(e.text, e.to) for e in events] == [("You voted yes", (0,)), ("Anna has voted", None)]
    with pytest.raises(IllegalAction, match="^Anna's sealed entry is already in; it cannot be"):
        g.apply(Vote(0, False))  # a second vote
    assert "You voted yes" not in log_texts(g, None) + log_texts(g, 2)
    assert g.view(0)["pending"]["vote"]["my_vote"] is True
    assert g.view(2)["pending"]["vote"]["my_vote"] is None
    public = g.view(None)["pending"]
    assert public["vote"]["voted"] == [0] and public["vote"]["not_voting"] == [1, 3]
    assert public["seats"] == [2] and public["kind"] == "sealed"
    key = g.undo_key()
    events = g.apply(Vote(2, True))
    assert g.undo_key() != key
    assert [e.text for e in events if e.to is None] == [
        "Cecilia has voted",
        "The votes are revealed: 2 yes, 0 no (Cecilia yes, Anna yes)",
        "A majority agrees: the Ödestärning decides",
    ]
    assert events[-2].data == {"yes": [2, 0], "no": []}
    assert g.decision().kind is Kind.CHANCE
    g.chance.script("fate", "IU")
    events = g.resolve_chance()
    assert texts(events)[-1] == "Björn is voted into Stadsfullmäktige without payment"
    assert g.sf == [0, 1, 0, 0] and g.money[1] == 10
    d = g.decision()
    assert d.tag == "turn" and not any(isinstance(a, Ask) for a in g.legal_actions(1))
    with pytest.raises(IllegalAction, match="raised once"):
        g.apply(Ask(1, "seat"))


@pytest.mark.rule("STA-22")
def test_sta22_no_majority_or_a_negative_die_changes_nothing():
    g = new_game()
    raise_question(g, 1, "seat")
    g.apply(Vote(2, True))
    events = g.apply(Vote(0, False))
    assert texts(events)[-1] == "No majority for the question: nothing happens"
    assert g.sf == [0, 0, 0] and g.decision().tag == "turn"
    g = new_game()
    raise_question(g, 1, "seat")
    g.apply(Vote(2, True))
    g.apply(Vote(0, True))
    g.chance.script("fate", "KH")
    events = g.resolve_chance()
    assert texts(events)[-1] == "The Ödestärning says no: nothing happens"
    assert g.sf == [0, 0, 0]


@pytest.mark.rule("STA-22")
def test_sta22_only_on_start_stortorget_or_stadsfullmaktige_and_not_with_a_guldbonus():
    g = new_game()
    land(g, 1, at(g, "Kv1"), roll=(1,))
    g.apply(Buy(1, False))
    assert not any(isinstance(a, Ask) for a in g.legal_actions(1))
    with pytest.raises(IllegalAction, match="raised once, right after moving onto Start"):
        g.apply(Ask(1, "seat"))
    g = new_game()
    g.gb[1] = 1
    land(g, 1, at(g, "T"), roll=(3, 4))
    g.apply(Buy(1, False))
    assert not any(isinstance(a, Ask) for a in g.legal_actions(1))
    with pytest.raises(IllegalAction, match="owns a Guldbonus cannot be voted"):
        g.apply(Ask(1, "seat"))
    with pytest.raises(IllegalAction, match="Only a holder of a Stadsfullmäktige share"):
        g.apply(Ask(1, "nz30"))


@pytest.mark.rule("STA-22")
def test_sta22_a_rule_change_really_changes_the_fee():
    g = new_game()
    g.sf[2] = 1
    g.owner["Kv1"] = 1
    land(g, 2, at(g, "T"), roll=(3, 4))
    g.apply(Buy(2, False))
    asks = [a for a in g.legal_actions(2) if isinstance(a, Ask)]
    shown = english(g.view(None)["pending"]["questions"])
    assert [(q["question"], q["code"]) for q in shown] == [(a.question, a.code) for a in asks]
    assert shown[0] == {
        "question": "seat",
        "code": "",
        "label": "vote Cecilia into Stadsfullmäktige",
    }
    assert Ask(2, "fee+1", "Kv1") in asks and Ask(2, "nz30") in asks and Ask(2, "seat") in asks
    assert Ask(2, "fee-1", "Kv3") not in asks  # a fee of 1 cannot go lower
    events = g.apply(Ask(2, "fee+1", "Kv1"))
    assert texts(events)[-1] == (
        "Cecilia raises the Röstkort: One block's fee 1 higher: Kv1 Kvarter 1 (now 2)"
    )
    g.apply(Vote(0, True))
    g.apply(Vote(1, False))  # 1 yes, 1 no: no majority
    assert g.fee("Kv1") == 2
    g.apply(EndTurn(2))
    land(g, 2, at(g, "T"), roll=(3, 4))
    g.apply(Buy(2, False))
    g.apply(Ask(2, "fee+1", "Kv1"))
    g.apply(Vote(0, True))
    g.apply(Vote(1, True))
    g.chance.script("fate", "GK")
    events = g.resolve_chance()
    assert texts(events)[-1] == "Rule change in force: Kv1 Kvarter 1 fee now 3"
    assert english(g.view(None)["rules"]["changes"]) == ["Kv1 Kvarter 1 fee now 3"]
    assert g.view(None)["squares"][1]["fee"] == 3
    g.apply(EndTurn(2))
    events = land(g, 0, at(g, "Kv1"), roll=(1,))
    assert (
        "Anna pays 3 poäng to Björn: fee for Kv1 Kvarter 1: 2 as printed +1 by rule change = 3"
        in texts(events)
    )


def passed(g, asker, question, code=""):
    """Put a question with no Ödestärning needed; everyone votes yes."""
    if g.decision().tag == "turn":
        g.apply(EndTurn(g.decision().seat))
    raise_question(g, asker, question, code)
    for s in g.decision().seats:
        g.apply(Vote(s, True))
    assert g.decision().kind is not Kind.CHANCE


@pytest.mark.rule("STA-22")
def test_sta22_rule_changes_without_the_odestarning_hold_to_the_end():
    g = new_game(players=3, change_needs_fate=False)
    g.sf[1] = 1
    g.owner["Kv2"] = 2
    assert g.varvslon(2)[0] == 5
    passed(g, 1, "varvslon+1")
    assert g.varvslon(2) == (6, "owns an investment, rule change +1")
    passed(g, 1, "nz30")
    passed(g, 1, "farsot+1")
    passed(g, 1, "natur-1")
    assert g.rules == {"varvslon": 1, "nz_interest": 30, "F": 4, "N": 4, "fees": {}}
    assert english(g.view(None)["rules"]["changes"]) == [
        "Varvslön 1 higher",
        "NZ interest 30 %",
        "Farsot 1 higher",
        "Naturkatastrof 1 lower",
    ]
    g.apply(EndTurn(1))
    land(g, 2, nth(g, "fate"), roll=(3, 4))
    g.chance.script("fate", "F")
    g.resolve_chance()
    # Farsot now costs 4. Björn (a share is an investment) landed on Start four times:
    # varvslön 5 before the change, then 6, 6, 6.
    assert g.money == [6, 10 + 5 + 6 + 6 + 6 - 4, 6] and conserved(g)


@pytest.mark.rule("STA-16")
def test_sta16_nobody_left_to_vote_means_no_majority_and_nz_players_are_bound():
    g = new_game(players=3)
    g.pos[0] = nth(g, "neutral")
    g.pos[2] = nth(g, "neutral", 2)
    events = raise_question(g, 1, "seat")
    assert texts(events)[-1] == "Nobody may vote (everyone else is on an NZ): no majority"
    assert g.sf == [0, 0, 0] and g.decision().tag == "turn"
    g = new_game(players=3, change_needs_fate=False)
    g.sf[1] = 1
    g.owner["Kv1"] = 1
    g.pos[0] = nth(g, "neutral")  # Anna does not vote, yet the new fee binds her
    raise_question(g, 1, "fee+1", "Kv1")
    assert g.decision().seats == (2,)
    g.apply(Vote(2, True))
    g.apply(EndTurn(1))
    events = land(g, 0, at(g, "Kv1"), roll=(1,))
    assert (
        "Anna pays 3 poäng to Björn: fee for Kv1 Kvarter 1: 2 as printed +1 by rule change = 3"
        in texts(events)
    )


def three_seat_table(**kw):
    """Björn holds two seats and stands before Stadsfullmäktige with 15 poäng."""
    g = new_game(players=3, **kw)
    g.sf[1] = 2
    set_money(g, 1, 15)
    on_council(g, 1)
    return g


@pytest.mark.rule("STA-23")
def test_sta23_the_table_votes_yes_and_the_holder_of_three_seats_wins():
    g = three_seat_table()
    events = g.apply(Buy(1, True))
    assert texts(events)[-1] == (
        "Björn holds all three Stadsfullmäktige seats: the table votes whether Björn wins"
    )
    d = g.decision()
    assert d.kind is Kind.SEALED and d.seats == (2, 0) and d.rule == "STA-23"
    # the holder does not vote on their own victory, and is told so (no question was put)
    with pytest.raises(IllegalAction, match="^Björn holds all three seats: the table votes on"):
        g.apply(Vote(1, True))
    g.apply(Vote(2, True))
    events = g.apply(Vote(0, True))
    assert texts(events)[-1] == ("Björn wins: the table voted for the holder of all three seats")
    d = g.decision()
    assert d.kind is Kind.TERMINAL and d.results.winners == (1,) and d.results.rule == "STA-23"
    assert d.results.breakdown[1]["shares"] == 45


@pytest.mark.rule("STA-23")
def test_sta23_vote_lost_and_appeal_lost_leads_to_the_count():
    g = three_seat_table()
    g.owner.update({"K": 2, "T": 2})
    set_money(g, 2, 30)
    g.apply(Buy(1, True))
    g.apply(Vote(2, False))
    events = g.apply(Vote(0, True))  # 1 yes, 1 no: no majority
    assert texts(events)[-1] == "The table says no to Björn"
    d = g.decision()
    assert d.tag == "appeal" and d.seat == 1
    g.apply(Appeal(1, True))
    assert g.decision().kind is Kind.CHANCE
    g.chance.script("fate", "KH")
    events = g.resolve_chance()
    assert texts(events)[:4] == [
        "Anna throws the Ödestärning on the appeal: KH Krigshot (negative)",
        "Count for Anna: 10 poäng + 0 investments + 15 shares + 0 Guldbonus - 0 loan = 25",
        "Count for Björn: 0 poäng + 0 investments + 45 shares + 0 Guldbonus - 0 loan = 45",
        "Count for Cecilia: 30 poäng + 29 investments + 0 shares + 0 Guldbonus - 0 loan = 59",
    ]
    r = g.decision().results
    assert r.winners == (2,) and r.rule == "STA-24"
    assert str(r.reason) == "the count (Domstolen rejected the appeal)"
    assert r.scores == {0: 25, 1: 45, 2: 59}
    assert r.breakdown[2] == {
        "poäng": 30,
        "investments": 29,
        "shares": 0,
        "guldbonus": 0,
        "loan": 0,
        "total": 59,
    }


@pytest.mark.rule("STA-23")
def test_sta23_appeal_won_and_no_appeal():
    g = three_seat_table()
    g.owner["D"] = 1  # the court's owner holds the three seats: the court still throws
    g.apply(Buy(1, True))
    g.apply(Vote(2, False))
    g.apply(Vote(0, False))
    g.apply(Appeal(1, True))
    g.chance.script("fate", "GB")
    events = g.resolve_chance()
    assert events[0].text.startswith("Björn throws the Ödestärning on the appeal: GB")
    r = g.decision().results
    assert r.winners == (1,) and str(r.reason) == "Domstolen upheld the appeal"
    g = three_seat_table()
    g.apply(Buy(1, True))
    g.apply(Vote(2, False))
    g.apply(Vote(0, False))
    g.apply(Appeal(1, False))
    r = g.decision().results
    assert str(r.reason) == "the count (Björn did not appeal)" and r.winners == (1,)


@pytest.mark.rule("STA-23")
def test_sta23_no_voters_counts_as_no_and_a_voted_third_seat_triggers_the_vote():
    g = three_seat_table()
    g.pos[0] = nth(g, "neutral")
    g.pos[2] = nth(g, "neutral", 1)
    events = g.apply(Buy(1, True))
    assert texts(events)[-1] == "Nobody may vote: that counts as no"
    assert g.decision().tag == "appeal"
    g = new_game(players=3)
    g.sf[1] = 2
    raise_question(g, 1, "seat")
    g.apply(Vote(2, True))
    g.apply(Vote(0, True))
    g.chance.script("fate", "IU")
    g.resolve_chance()
    d = g.decision()
    assert d.kind is Kind.SEALED and d.rule == "STA-23" and g.sf[1] == 3


@pytest.mark.rule("STA-24")
def test_sta24_tie_at_the_count_goes_to_poang_in_hand_then_shared():
    g = new_game(players=3, turn_limit=1)
    g.owner["B"] = -1
    g.owner["K"] = 0  # Anna: 10 + 14 = 24
    set_money(g, 1, 24)  # Björn: 24 in hand
    set_money(g, 2, 5)
    land(g, 0, at(g, "Kv1"), roll=(1,))
    g.apply(Buy(0, False))
    events = g.apply(EndTurn(0))
    assert "The turn limit of 1 turn is reached" in texts(events)  # not "1 turns"
    r = g.decision().results
    assert r.winners == (1,) and r.rule == "STA-24"
    assert str(r.reason) == (
        "the count (the turn limit was reached): a tie on the total, decided by poäng in hand"
    )
    g = new_game(players=3, turn_limit=1)
    g.owner["B"] = -1
    set_money(g, 2, 5)
    land(g, 0, at(g, "Kv1"), roll=(1,))
    g.apply(Buy(0, False))
    g.apply(EndTurn(0))
    r = g.decision().results
    assert r.winners == (0, 1) and str(r.reason).endswith("still tied: a shared victory")
    assert "Anna and Björn share the victory" in log_texts(g)[-1]
