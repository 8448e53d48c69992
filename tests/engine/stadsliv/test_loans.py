"""STA-14 borrowing from Stadskassan, STA-15 repayment at the second passage or on an NZ."""

from __future__ import annotations

import pytest

from stadsliv_qt.engine import IllegalAction
from stadsliv_qt.games.stadsliv.actions import Buy, Roll, TakeLoan

from .helpers import at, conserved, end_turn, english, give_turn, land, new_game, nth, texts


@pytest.mark.rule("STA-14")
def test_sta14_borrow_one_to_ten_once_in_ones_own_turn():
    g = new_game()
    loans = [a for a in g.legal_actions(0) if isinstance(a, TakeLoan)]
    assert [a.amount for a in loans] == list(range(1, 11))
    with pytest.raises(IllegalAction, match="A loan is 1 to 10 poäng"):
        g.apply(TakeLoan(0, 11))
    with pytest.raises(IllegalAction, match="not Björn's turn"):
        g.apply(TakeLoan(1, 5))
    events = g.apply(TakeLoan(0, 4))
    assert texts(events) == [
        "Anna borrows 4 poäng from Stadskassan: due at the second Start passage, or on an NZ "
        "with 20 % interest"
    ]
    assert g.money[0] == 14 and g.kassa == -4 and g.loan[0] == 4 and g.loan_left[0] == 2
    assert conserved(g)
    with pytest.raises(IllegalAction, match="already have a loan of 4"):
        g.apply(TakeLoan(0, 1))
    assert not any(isinstance(a, TakeLoan) for a in g.legal_actions(0))
    assert "loan 4 (due in 2 passages)" in english(g.view(None)["players"][0]["holdings"])


@pytest.mark.rule("STA-14")
def test_sta14_loan_limit_option_and_borrowing_to_buy():
    g = new_game(loan_limit=20)
    g.apply(TakeLoan(0, 20))
    assert g.money[0] == 30
    g = new_game()
    g.money[0], g.kassa = 4, 6
    land(g, 0, at(g, "K"), roll=(3, 4))  # Museum for 14: within reach with a loan of 10
    assert g.legal_actions(0)[:1] == [Buy(0, False)] and Buy(0, True) not in g.legal_actions(0)
    with pytest.raises(IllegalAction, match="price is 14 poäng and you have 4"):
        g.apply(Buy(0, True))
    g.apply(TakeLoan(0, 10))
    g.apply(Buy(0, True))
    assert g.owner["K"] == 0 and g.money[0] == 0 and conserved(g)


@pytest.mark.rule("STA-14")
def test_sta14_a_loan_asked_at_another_moment_says_when_loans_are_taken():
    g = new_game(players=4, banker=3)
    g.owner["A"], g.owner["C"] = 1, 2  # two Varuhus owners: Anna chooses whom to pay (STA-08)
    land(g, 0, at(g, "A"), roll=(4,))
    assert g.decision().tag == "choose_owner"
    before = g.to_dict()
    with pytest.raises(IllegalAction, match=r"^Not now: a loan is taken before the roll, after"):
        g.apply(TakeLoan(0, 5))
    assert g.to_dict() == before
    g.loan[0], g.loan_left[0] = 3, 2  # with a loan running, that is the reason given
    with pytest.raises(IllegalAction, match="already have a loan of 3"):
        g.apply(TakeLoan(0, 5))


@pytest.mark.rule("STA-15")
def test_sta15_loan_repaid_at_the_second_passage_without_interest():
    g = new_game()  # Anna is banker; Björn has no investment, so no varvslön
    give_turn(g, 1)
    g.apply(TakeLoan(1, 5))
    events = land(g, 1, 2, roll=(2, 3))
    assert texts(events)[1:3] == [
        "Björn passes Start: no varvslön (no investment yet)",
        "Björn's loan of 5 falls due at the next passage",
    ]
    assert g.loan[1] == 5 and g.loan_left[1] == 1
    g.apply(Buy(1, False))
    end_turn(g)
    events = land(g, 1, 2, roll=(2, 3))
    assert (
        "Björn pays 5 poäng to Stadskassan: loan of 5 repaid at the second Start passage, "
        "without interest"
    ) in texts(events)
    assert g.money[1] == 10 and g.loan[1] == 0 and g.kassa == 0


@pytest.mark.rule("STA-15")
def test_sta15_loan_caught_on_an_nz_with_interest_rounded_up():
    g = new_game()
    give_turn(g, 1)
    g.apply(TakeLoan(1, 7))
    events = land(g, 1, nth(g, "neutral"), roll=(1,))
    assert texts(events)[-1] == (
        "Björn pays 9 poäng to Stadskassan: loan 7 + 20 % interest rounded up (2) = 9, repaid on an NZ"
    )
    assert g.money[1] == 8 and g.loan[1] == 0 and g.kassa == 2 and conserved(g)


@pytest.mark.rule("STA-15")
@pytest.mark.parametrize(("rate", "due"), [(10, 6), (20, 6), (30, 7)])
def test_sta15_nz_interest_follows_the_rule_in_force(rate, due):
    g = new_game()
    g.rules["nz_interest"] = rate
    g.apply(TakeLoan(0, 5))
    land(g, 0, nth(g, "neutral"), roll=(3,))
    assert g.money[0] == 15 - due and g.loan[0] == 0


@pytest.mark.rule("STA-15")
def test_sta15_no_repayment_on_an_nz_without_a_loan_and_varvslon_comes_first():
    g = new_game()
    g.apply(Roll(0, 1))
    g.chance.script("die", 3)
    events = g.resolve_chance()
    assert len(events) == 1 and g.money[0] == 10
    g = new_game()  # Anna, the banker, is paid 10 at the passage before her loan falls due
    g.money[0], g.kassa = 0, 10
    g.loan[0], g.loan_left[0] = 8, 1
    g.money[0] += 8
    g.kassa -= 8
    land(g, 0, 2, roll=(2, 3))
    assert g.money[0] == 10 and g.loan[0] == 0
