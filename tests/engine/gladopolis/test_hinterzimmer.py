"""The Hinterzimmer: GLA-16 to GLA-19."""

from __future__ import annotations

import pytest

from stadsliv_qt.games.gladopolis import actions as A

from .helpers import end_turn, new, own, roll, texts


def other_turn(g):
    """The current player lands on the Gewerbesteuer (2,000 € into the Stadtkasse) and ends."""
    g.pos[g.cur] = 0
    roll(g, 3, 1)
    end_turn(g)


def into_hz(g):
    """The current player walks onto field 30."""
    g.pos[g.cur] = 25
    roll(g, 2, 3)


@pytest.mark.rule("GLA-16")
def test_gla16_three_roads_in_and_field_10_is_only_a_visit():
    g = new(3, events=["ab_ins_hinterzimmer"])
    roll(g, 3, 4)  # the card
    assert g.in_hz[0] and g.pos[0] == 10 and g.cur == 1 and g.calendar == 0
    into_hz(g)  # field 30
    assert g.in_hz[1] and g.cur == 2
    g.pos[2] = 7
    events = roll(g, 1, 2)
    assert g.pos[2] == 10 and not g.in_hz[2] and "just visiting" in texts(events)


@pytest.mark.rule("GLA-17")
def test_gla17_each_turn_inside_sitzungsgeld_minus_bg_plus_chip_and_business_goes_on():
    g = new(3)
    own(g, 0, 1, 3)
    into_hz(g)
    other_turn(g)
    other_turn(g)
    events = g.log[-4:]  # 4,000 € went in; the new turn inside has begun
    assert g.cur == 0 and g.phase == "pre"
    assert g.cash[0] == 15500 and g.kasse == 3500 and g.bg[0] == 2 and g.chips[0] == 1
    assert "Sitzungsgeld" in texts(events)
    acts = g.legal_actions(0)
    assert A.Build(0, 1) in acts and A.PayFee(0) in acts and A.Mortgage(0, 1) in acts


@pytest.mark.rule("GLA-17")
def test_gla17_sitzungsgeld_from_an_empty_stadtkasse_triggers_the_nothaushalt():
    g = new(2)
    into_hz(g)
    g.pos[1] = 0
    roll(g, 1, 2)  # Gerberhof: buy it, nothing goes into the Stadtkasse
    g.apply(A.Buy(1))
    end_turn(g)  # seat 0's turn inside begins: 500 € owed by an empty Stadtkasse
    assert g.cash == [14700, 14700 - 600] and g.kasse == 600 and g.chips[0] == 1


@pytest.mark.rule("GLA-18")
def test_gla18_doubles_move_by_that_roll_and_do_not_roll_again():
    g = new(2)
    into_hz(g)
    other_turn(g)
    roll(g, 2, 2)
    assert not g.in_hz[0] and g.pos[0] == 14 and g.phase == "buy"
    g.apply(A.Buy(0))
    assert g.phase == "post"


@pytest.mark.rule("GLA-18")
def test_gla18_paying_then_rolling_as_usual_doubles_included():
    g = new(2)
    into_hz(g)
    other_turn(g)
    kasse = g.kasse
    g.apply(A.PayFee(0))
    assert not g.in_hz[0] and g.kasse == kasse + 1000
    roll(g, 3, 3)
    g.apply(A.Decline(0))
    g.apply(A.Pass(1))
    g.apply(A.Pass(0))
    assert g.pos[0] == 16 and g.phase == "pre"  # doubles: roll again as usual


@pytest.mark.rule("GLA-18")
def test_gla18_formfehler_card_gets_out_and_goes_under_the_deck():
    g = new(2)
    g.events_deck.remove("formfehler")
    g.formfehler = 0
    into_hz(g)
    other_turn(g)
    assert A.PlayFormfehler(0) in g.legal_actions(0)
    g.apply(A.PlayFormfehler(0))
    assert not g.in_hz[0] and g.formfehler == -1 and g.events_deck[-1] == "formfehler"
    g.validate()


@pytest.mark.rule("GLA-18")
def test_gla18_after_the_third_failed_try_paying_is_compulsory_then_move():
    g = new(2)
    into_hz(g)
    for _ in range(2):
        other_turn(g)
        roll(g, 1, 2)
        assert g.in_hz[0] and g.phase == "post"
        end_turn(g)
    other_turn(g)
    assert g.hz_turns[0] == 3 and g.kasse == 4500
    events = roll(g, 1, 2)
    assert "must pay 1,000 €" in texts(events)
    assert not g.in_hz[0] and g.pos[0] == 13 and g.phase == "buy"
    assert g.cash[0] == 15000 + 3 * 500 - 1000 and g.kasse == 5500
    assert g.bg[0] == 0 and g.chips[0] == 3
    g.validate()


@pytest.mark.rule("GLA-19")
@pytest.mark.parametrize(
    ("chips", "active", "loss"),
    [
        ([2, 1, 0], [True] * 3, {0: 6}),
        ([2, 2, 0], [True] * 3, {0: 3, 1: 3}),
        ([0, 0, 0], [True] * 3, {}),
        ([1, 1, 1], [True] * 3, {0: 3, 1: 3, 2: 3}),
        # a sachkundiger Bürger is still a player (GLA-27): with the most chips, the crown is
        # theirs and no candidate loses a vote; on a shared top each tied player loses 3
        ([0, 1, 5], [True, True, False], {2: 6}),
        ([0, 3, 3], [True, True, False], {1: 3, 2: 3}),
    ],
)
def test_gla19_kluengel_krone(chips, active, loss):
    g = new(3)
    g.chips, g.active = chips, active
    assert g.kluengel_loss() == loss
    for s in range(3):
        assert g.breakdown(s)["kluengel_loss"] == loss.get(s, 0)
