"""Scenarios from a rule-by-rule review: malformed amounts and items are refused, not played.

A bool is an int to Python, so `TakeLoan(0, True)` or `Bid(1, True)` passed the range checks and
left the flag itself in the state (a loan of `True`, a bid of `True`) that the game's own loader
then refused as damaged; an item or question that is no code at all gave a refusal that could
not be said, or a TypeError. Such actions must be refused with a sentence and change nothing.
"""

from __future__ import annotations

import pytest

from stadsliv_qt.engine import IllegalAction
from stadsliv_qt.engine import record as records
from stadsliv_qt.games.stadsliv import StadslivGame
from stadsliv_qt.games.stadsliv.actions import (
    Ask,
    Bid,
    Offer,
    Pass,
    Roll,
    SellToKassa,
    TakeLoan,
    Volunteer,
    Vote,
)

from .helpers import at, land, new_game, nth


def _refused(g, action) -> str:
    before = records.dump(g.st)
    with pytest.raises(IllegalAction) as caught:
        g.apply(action)
    assert records.dump(g.st) == before
    sentence = str(caught.value)
    assert sentence and sentence[0].isupper()
    return sentence


@pytest.mark.rule("STA-14")
def test_sta14_a_loan_of_true_is_not_an_amount_of_poang():
    g = new_game(players=3)
    assert "1 to 10 poäng" in _refused(g, TakeLoan(0, True))
    assert g.loan == [0, 0, 0] and g.money == [10, 10, 10]


@pytest.mark.rule("STA-09")
def test_sta09_a_bid_of_true_is_not_a_bid():
    g = new_game(players=3)
    g.owner["Kv5"] = 0
    g.apply(Offer(0, "Kv5"))
    _refused(g, Bid(1, True))
    assert g.decision().tag == "auction" and g.decision().seat == 1


@pytest.mark.rule("STA-06")
@pytest.mark.parametrize("dice", [True, 2.0, 1.0, "2"])
def test_sta06_one_die_or_both_and_true_is_neither(dice):
    # 2.0 passed `in (1, 2)`, was kept as the roll's number of dice, and the next throw raised a
    # TypeError: the game could not go on nor be saved
    g = new_game(players=3)
    _refused(g, Roll(0, dice))
    assert g.decision().tag == "roll" and g.decision().seat == 0
    g.apply(Roll(0, 2))
    g.resolve_chance()


@pytest.mark.rule("STA-17")
def test_sta09_sta17_an_item_that_is_no_code_is_refused_in_a_sentence():
    g = new_game(players=3)
    assert "None" in _refused(g, Offer(0, None))
    g.owner["Kv10"] = 1
    g.money[0], g.kassa = 0, 10
    land(g, 0, at(g, "Kv10"), roll=(3, 4))
    assert g.decision().tag == "debt"
    assert "None" in _refused(g, SellToKassa(0, None))


@pytest.mark.rule("STA-22")
def test_sta22_a_question_that_is_no_code_is_not_on_the_list():
    g = new_game(players=3)
    g.sf[1] = 1  # a shareholder may put rule changes
    land(g, 1, nth(g, "start"))
    assert g.decision().tag == "turn" and g.decision().rule == "STA-22"
    assert _refused(g, Ask(1, ["fee+1"])) == "That question is not on the Röstkort's list."
    assert _refused(g, Ask(1, "fee+1", ["Kv1"])) == "That question is not on the Röstkort's list."
    g.apply(Ask(1, "fee+1", "Kv1"))  # the same question, well formed, goes to the vote
    assert g.decision().tag == "vote"


@pytest.mark.rule("STA-09")
def test_sta09_a_guldbonus_offered_twice_is_refused_in_a_sentence_that_starts_with_a_capital():
    g = new_game(players=3)
    g.gb[0] = 1
    g.apply(Offer(0, "GB"))
    g.apply(Pass(1))
    g.apply(Pass(2))  # nobody bids: Anna keeps it, and may not offer it again this turn
    assert _refused(g, Offer(0, "GB")) == "You have already offered a Guldbonus once this turn."


@pytest.mark.rule("STA-04")
@pytest.mark.rule("STA-22")
def test_sta04_sta22_a_yes_or_no_that_is_no_bool_is_refused():
    # "no" is a truthy string: a Vote(seat, "no") used to count as a yes
    fresh = StadslivGame(["Anna", "Björn", "Cecilia"], {}, seed=7)
    assert fresh.decision().tag == "banker"
    assert _refused(fresh, Volunteer(0, "no")) == "Answer yes or no."
    g = new_game(players=3)
    g.sf[1] = 1
    land(g, 1, nth(g, "start"))
    g.apply(Ask(1, "fee+1", "Kv1"))
    seat = g.decision().seats[0]
    assert _refused(g, Vote(seat, "no")) == "Vote yes or no."
    assert _refused(g, Vote(seat, 1)) == "Vote yes or no."
    g.apply(Vote(seat, False))
