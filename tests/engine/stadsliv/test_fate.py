"""STA-11 to STA-13 and STA-16: the Ödestärning on Ödet, its exceptions, the loan throw."""

from __future__ import annotations

import pytest

from stadsliv_qt.engine import Kind
from stadsliv_qt.games.stadsliv import data
from stadsliv_qt.games.stadsliv.actions import Bid, Buy, LoanThrow, Pass

from .helpers import conserved, land, new_game, nth, texts


def fate_table():
    """Four players, David banker; Björn and Cecilia stand on Neutral zones, David on Start."""
    g = new_game(players=4, banker=3)
    g.pos[1] = nth(g, "neutral", 1)
    g.pos[2] = nth(g, "neutral", 2)
    return g


def throw(g, face, seat=0, odet=0):
    """`seat` lands on the odet-th Ödet square and the Ödestärning shows `face`."""
    land(g, seat, nth(g, "fate", odet), roll=(3, 4))
    d = g.decision()
    assert d.kind is Kind.CHANCE and d.chance == "fate" and d.tag == "fate"
    g.chance.script("fate", face)
    return g.resolve_chance()


@pytest.mark.rule("STA-11")
def test_sta11_six_faces_three_positive_and_a_named_thrower():
    d = data.load()
    assert d.face_order == ("GB", "IU", "GK", "F", "N", "KH")
    assert {c for c, f in d.faces.items() if f.positive} == {"GB", "IU", "GK"}
    g = fate_table()
    events = throw(g, "IU")  # Anna may not throw: the banker throws for her
    assert events[-2].text == (
        "David throws the Ödestärning for Anna on Ödet: IU Investeringsutdelning (positive)"
    )
    assert events[-2].data == {"face": "IU", "positive": True, "thrower": 3}
    assert g.view(None)["last_fate"]["thrower"] == 3
    g.sf[2] = 1  # a shareholder of Stadsfullmäktige throws herself
    g.pos[2] = 0
    events = throw(g, "GK", seat=2)
    assert events[-2].text.startswith("Cecilia throws the Ödestärning for Cecilia on Ödet: GK")
    g.owner["D"] = 1  # so does Domstolen's owner
    g.pos[1] = 0
    events = throw(g, "KH", seat=1)
    assert events[-2].text.startswith("Björn throws the Ödestärning for Björn on Ödet: KH")


@pytest.mark.rule("STA-12")
def test_sta12_farsot_with_players_on_nz_and_the_banker():
    g = fate_table()
    events = throw(g, "F")
    assert texts(events)[-3:] == [
        "Farsot: Anna, David pay 3 poäng to Stadskassan; spared: Björn (on an NZ), "
        "Cecilia (on an NZ)",
        "Anna pays 3 poäng to Stadskassan: Farsot, 3 from every player not on an NZ",
        "David pays 3 poäng to Stadskassan: Farsot, 3 from every player not on an NZ",
    ]
    assert events[-3].rule == "STA-16"
    assert g.money == [7, 10, 10, 7] and g.kassa == 6 and conserved(g)


@pytest.mark.rule("STA-12")
def test_sta12_naturkatastrof_spares_the_banker_and_nz():
    g = fate_table()
    g.pos[2] = 5
    events = throw(g, "N")
    assert texts(events)[-3] == (
        "Naturkatastrof: Anna, Cecilia pay 5 poäng to Stadskassan; spared: Björn (on an NZ), "
        "David (the banker)"
    )
    assert g.money == [5, 10, 5, 10] and g.kassa == 10


@pytest.mark.rule("STA-12")
def test_sta12_investeringsutdelning_and_gynnsamt_klimat():
    g = fate_table()
    throw(g, "IU")
    assert g.money == [13, 10, 10, 13] and g.kassa == -6
    g = fate_table()
    events = throw(g, "GK")
    assert texts(events)[-1] == (
        "Gynnsamt klimat: Anna gets 5 poäng from Stadskassan; spared: Björn (on an NZ), "
        "Cecilia (on an NZ), David (the banker)"
    )
    assert g.money == [15, 10, 10, 10] and conserved(g)


@pytest.mark.rule("STA-12")
def test_sta12_krigshot_the_player_whose_throw_it_is_pays_four():
    g = fate_table()
    events = throw(g, "KH")
    assert (
        texts(events)[-1]
        == "Anna pays 4 poäng to Stadskassan: Krigshot, 4 from the player whose throw it is"
    )
    assert g.money == [6, 10, 10, 10]


@pytest.mark.rule("STA-12")
def test_sta12_guldbonus_bought_after_a_first_investment():
    g = fate_table()
    land(g, 0, 1, roll=(1,))
    g.apply(Buy(0, True))  # Kv1 for 1: the first investment
    g.money[0] += 1
    g.kassa -= 1
    throw(g, "GB")
    d = g.decision()
    assert d.tag == "buy" and "a Guldbonus for 10 poäng" in str(d.prompt)
    events = g.apply(Buy(0, True))
    assert texts(events) == ["Anna buys a Guldbonus from Stadskassan for 10 poäng"]
    assert g.gb == [1, 0, 0, 0] and g.money[0] == 0
    assert g.view(None)["kassa"]["guldbonus"] == 2


@pytest.mark.rule("STA-12")
def test_sta12_guldbonus_for_a_player_without_investments():
    g = fate_table()
    events = throw(g, "GB")
    assert texts(events)[-1] == "Anna has made no investment yet and may not buy a Guldbonus"
    assert g.decision().tag == "turn" and g.gb == [0, 0, 0, 0]


@pytest.mark.rule("STA-12")
def test_sta12_guldbonus_owner_must_sell_with_no_buyer_it_returns():
    g = fate_table()
    g.gb[0] = 1
    events = throw(g, "GB")
    assert texts(events)[-2:] == [
        "Anna already owns a Guldbonus and must sell it to the highest bidder",
        "Anna puts a Guldbonus up for open auction (forced sale): opening bid 1",
    ]
    d = g.decision()
    assert d.tag == "auction" and d.seat == 1
    g.apply(Pass(1))
    g.apply(Pass(2))
    events = g.apply(Pass(3))
    assert texts(events)[-1] == (
        "No bid for a Guldbonus: it returns to Stadskassan without payment"
    )
    assert g.gb == [0, 0, 0, 0] and g.money[0] == 10 and g.decision().tag == "turn"


@pytest.mark.rule("STA-12")
def test_sta12_forced_guldbonus_sale_cannot_be_refused():
    g = fate_table()
    g.gb[0] = 1
    throw(g, "GB")
    g.apply(Bid(1, 2))
    g.apply(Pass(2))
    events = g.apply(Pass(3))
    assert "Björn buys a Guldbonus from Anna for 2 poäng" in texts(events)
    assert g.gb == [0, 1, 0, 0] and g.money[:2] == [12, 8]


@pytest.mark.rule("STA-12")
def test_sta12_no_guldbonus_left_in_stadskassan():
    g = fate_table()
    g.gb[1], g.gb[2] = 2, 1
    g.invested[0] = True
    events = throw(g, "GB")
    assert texts(events)[-1] == "No Guldbonus is left in Stadskassan"


@pytest.mark.rule("STA-13")
def test_sta13_loan_throw_positive_cancels():
    g = fate_table()
    g.loan[0], g.loan_left[0] = 6, 2
    g.money[0] += 6
    g.kassa -= 6
    throw(g, "KH")
    d = g.decision()
    assert d.tag == "loan_throw" and d.seat == 0  # after the effect
    g.apply(LoanThrow(0, True))
    assert g.decision().chance == "fate"
    g.chance.script("fate", "GK")
    events = g.resolve_chance()
    assert texts(events) == [
        "David throws the Ödestärning on Anna's loan: GK Gynnsamt klimat (positive)",
        "Anna's loan of 6 is cancelled",
    ]
    assert g.loan[0] == 0 and g.loan_left[0] == 0 and g.money[0] == 12 and conserved(g)


@pytest.mark.rule("STA-13")
def test_sta13_loan_throw_negative_doubles():
    g = fate_table()
    g.loan[0], g.loan_left[0] = 6, 1
    g.money[0] += 6
    g.kassa -= 6
    throw(g, "IU")
    g.apply(LoanThrow(0, True))
    g.chance.script("fate", "N")
    events = g.resolve_chance()
    assert texts(events)[-1] == "Anna's loan is doubled: 6 × 2 = 12"
    assert g.loan[0] == 12 and g.loan_left[0] == 1 and g.money[0] == 19
    g2 = fate_table()
    g2.loan[0], g2.loan_left[0] = 6, 2
    g2.money[0] += 6
    g2.kassa -= 6
    throw(g2, "IU")
    events = g2.apply(LoanThrow(0, False))
    assert texts(events) == ["Anna keeps the loan as it is"] and g2.loan[0] == 6


@pytest.mark.rule("STA-16")
def test_sta16_players_on_an_nz_are_not_touched_by_any_face():
    for face, expect in (("F", 10), ("N", 10), ("IU", 10), ("GK", 10)):
        g = fate_table()
        throw(g, face)
        assert g.money[1] == expect and g.money[2] == expect, face
