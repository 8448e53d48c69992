"""STA-06 rolling, STA-07 buying and fees, STA-08 the choice of owner and protests, STA-10 varvslön."""

from __future__ import annotations

import pytest

from stadsliv_qt.engine import IllegalAction, Kind
from stadsliv_qt.games.stadsliv.actions import (
    Buy,
    ChooseOwner,
    EndTurn,
    Protest,
    Roll,
)

from .helpers import at, conserved, end_turn, land, new_game, texts


@pytest.mark.rule("STA-06")
def test_sta06_one_die_or_both_by_the_players_choice():
    g = new_game()
    assert set(g.legal_actions(0)) >= {Roll(0, 1), Roll(0, 2)}
    g.apply(Roll(0, 1))
    d = g.decision()
    assert d.kind is Kind.CHANCE and d.chance == "die"
    g.chance.script("die", 4)
    events = g.resolve_chance()
    assert g.pos[0] == 4 and g.last_dice == [4]
    assert events[0].text == "Anna rolls 4 and moves 4 to Varuhus 1 (square 5)"
    assert events[0].kind == "move" and events[0].data["dice"] == [4]
    g.apply(Buy(0, False))
    end_turn(g)
    assert g.decision().seat == 1 and g.decision().tag == "roll"
    g.apply(Roll(1, 2))
    assert g.decision().chance == "dice"
    g.chance.script("dice", (2, 3))
    g.resolve_chance()
    assert g.pos[1] == 5 and g.last_dice == [2, 3]


@pytest.mark.rule("STA-06")
def test_sta06_nobody_rolls_before_the_previous_player_finished():
    g = new_game()
    g.apply(Roll(0, 2))
    with pytest.raises(IllegalAction, match="dice must be rolled first"):
        g.apply(Roll(1, 2))
    g.chance.script("dice", (1, 1))
    g.resolve_chance()  # Kv2: a purchase is offered
    with pytest.raises(IllegalAction, match="not Björn's turn"):
        g.apply(Roll(1, 2))
    with pytest.raises(IllegalAction, match="Buy it or let it be"):
        g.apply(EndTurn(0))


@pytest.mark.rule("STA-07")
def test_sta07_buy_an_unowned_block_then_others_pay_its_fee():
    g = new_game()
    land(g, 0, at(g, "Kv2"), roll=(2,))
    d = g.decision()
    assert d.tag == "buy" and d.seat == 0 and "Kv2 Kvarter 2 for 2 poäng" in str(d.prompt)
    events = g.apply(Buy(0, True))
    assert texts(events)[0] == "Anna buys Kv2 Kvarter 2 for 2 poäng"
    assert g.owner["Kv2"] == 0 and g.money[0] == 8 and g.kassa == 2
    end_turn(g)
    events = land(g, 1, at(g, "Kv2"), roll=(1,))
    assert "Björn pays 2 poäng to Anna: fee 2 for Kv2 Kvarter 2, as printed" in texts(events)
    assert g.money == [10, 8, 10] and conserved(g)
    end_turn(g)
    land(g, 0, at(g, "Kv2"), roll=(2,))  # one's own block: nothing to pay
    assert g.money == [10, 8, 10] and g.decision().tag == "turn"


@pytest.mark.rule("STA-07")
def test_sta07_no_obligation_to_buy_and_no_auction():
    g = new_game()
    land(g, 0, at(g, "Kv1"), roll=(1,))
    events = g.apply(Buy(0, False))
    assert texts(events) == ["Anna does not buy Kv1"]
    assert g.owner["Kv1"] == -1 and g.money[0] == 10
    assert g.decision().tag == "turn" and g.decision().seat == 0


@pytest.mark.rule("STA-07")
def test_sta07_a_price_out_of_reach_is_not_offered():
    g = new_game()
    g.money[0], g.kassa = 2, 8
    g.loan[0], g.loan_left[0] = 3, 2  # cannot borrow again
    g.money[0] += 3
    g.kassa -= 3
    events = land(g, 0, at(g, "K"), roll=(3, 4))
    assert "Anna cannot afford the price of 14 poäng" in texts(events)
    assert g.decision().tag == "turn"


def varuhus_table(**kw):
    """Björn owns Varuhus 1 (A, fee 5), Cecilia Varuhus 2 (C, fee 6); David is banker."""
    g = new_game(players=4, banker=3, **kw)
    g.owner["A"], g.owner["C"] = 1, 2
    return g


@pytest.mark.rule("STA-08")
def test_sta08_protest_won_by_the_plaintiff():
    g = varuhus_table()
    land(g, 0, at(g, "A"), roll=(4,))
    d = g.decision()
    assert d.tag == "choose_owner" and d.seat == 0
    assert g.legal_actions(0) == [ChooseOwner(0, "A"), ChooseOwner(0, "C")]
    g.apply(ChooseOwner(0, "A"))
    d = g.decision()  # every other player in seat order, the chosen owner too
    assert d.tag == "protest" and d.seat == 1
    assert g.legal_actions(1) == [Protest(1, False), Protest(1, True)]
    g.apply(Protest(1, False))
    g.apply(Protest(2, True))
    d = g.decision()
    assert d.kind is Kind.CHANCE and d.chance == "fate"
    g.chance.script("fate", "N")
    events = g.resolve_chance()
    assert texts(events) == [
        "David throws the Ödestärning on the protest: N Naturkatastrof (negative)",
        "The plaintiff Cecilia chooses the owner",
    ]
    d = g.decision()
    assert d.tag == "choose_owner" and d.seat == 2
    events = g.apply(ChooseOwner(2, "C"))
    assert "Anna pays 6 poäng to Cecilia: fee 6 for C Varuhus 2, as printed" in texts(events)
    assert g.money == [4, 10, 16, 10]
    assert g.decision().tag == "turn" and g.decision().seat == 0


@pytest.mark.rule("STA-08")
def test_sta08_protest_lost_the_payers_choice_stands():
    g = varuhus_table()
    land(g, 0, at(g, "C"), roll=(3, 4))
    g.apply(ChooseOwner(0, "A"))
    g.apply(Protest(1, False))
    g.apply(Protest(2, False))
    g.apply(Protest(3, True))
    g.chance.script("fate", "IU")
    events = g.resolve_chance()
    assert "The payer's choice stands: Anna pays the owner of A" in texts(events)
    assert "Anna pays 5 poäng to Björn: fee 5 for A Varuhus 1, as printed" in texts(events)
    assert g.money == [5, 15, 10, 10]


@pytest.mark.rule("STA-08")
def test_sta08_without_protest_the_chosen_owner_is_paid():
    g = varuhus_table()
    land(g, 0, at(g, "A"), roll=(4,))
    g.apply(ChooseOwner(0, "C"))
    assert g.decision().seat == 1  # Björn may protest a choice against him
    g.apply(Protest(1, False))
    g.apply(Protest(2, False))
    events = g.apply(Protest(3, False))
    assert "Anna pays 6 poäng to Cecilia: fee 6 for C Varuhus 2, as printed" in texts(events)
    with pytest.raises(IllegalAction, match="Choose one of"):
        g2 = varuhus_table()
        land(g2, 0, at(g2, "A"), roll=(4,))
        g2.apply(ChooseOwner(0, "H"))


@pytest.mark.rule("STA-08")
def test_sta08_no_choice_with_a_single_other_owner():
    g = new_game(players=3)
    g.owner["H"] = g.owner["I"] = 1  # one owner of two hotels
    g.owner["J"] = 0  # the payer's own hotel does not count
    events = land(g, 0, at(g, "H"), roll=(3, 4))
    assert "Anna pays 5 poäng to Björn: fee 5 for H Hotell 1, as printed" in texts(events)
    assert g.decision().tag == "turn"


@pytest.mark.rule("STA-10")
def test_sta10_varvslon_needs_an_investment_banker_and_stortorget_get_ten():
    g = new_game(players=4)  # Anna is banker
    events = land(g, 1, 2, roll=(2, 3))  # from square 79 round Start to Kv2
    assert "Björn passes Start: no varvslön (no investment yet)" in texts(events)
    assert g.money[1] == 10
    g.owner["Kv1"] = 1
    events = land(g, 1, 2, roll=(2, 3))
    assert "Björn passes Start: varvslön 5 poäng (owns an investment)" in texts(events)
    assert g.money[1] == 15
    land(g, 0, 2, roll=(2, 3))
    assert g.money[0] == 20  # the banker, with no investment
    g.owner["T"] = 2
    land(g, 2, 2, roll=(2, 3))
    assert g.money[2] == 20
    g.owner["T"] = 0
    events = land(g, 0, 0, roll=(3, 4))  # landing on Start is a passage too
    assert "Anna passes Start: varvslön 20 poäng = 10 (banker) + 10 (owner of Stortorget)" in texts(
        events
    )
    assert g.money[0] == 40 and conserved(g)


@pytest.mark.rule("STA-10")
@pytest.mark.parametrize(
    ("variant", "plain", "investor", "banker", "stortorget"),
    [("standard", 0, 5, 10, 10), ("tryckt", 1, 1, 1, 3), ("stortorget6", 0, 5, 10, 6)],
)
def test_sta10_three_varvslon_variants(variant, plain, investor, banker, stortorget):
    g = new_game(players=4, varvslon=variant)
    g.owner["Kv1"] = 1
    g.owner["T"] = 3
    assert [g.varvslon(s)[0] for s in range(4)] == [banker, investor, plain, stortorget]
