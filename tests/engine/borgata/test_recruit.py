"""Phase 5, Rekrytera (BOR-14): two recruits at $500 on controlled lots, Fängelset's $200 extra."""

from __future__ import annotations

import pytest

from stadsliv_qt.engine import IllegalAction
from stadsliv_qt.games.borgata.actions import Done, Recruit

from .helpers import arrange, at, new_game, public_text, start


@pytest.mark.rule("BOR-14")
def test_bor14_two_recruits_at_five_hundred_on_controlled_lots():
    g = arrange(new_game(2), {(1, 1): {0: 1}, (1, 2): {0: 1}, (1, 3): {1: 1}})
    start(g, 5)
    assert g.decision().tag == "recruit" and g.decision().seat == 0
    assert g.legal_actions(0) == [Recruit(0, (1, 1)), Recruit(0, (1, 2)), Done(0)]
    with pytest.raises(IllegalAction, match="lots your family controls"):
        g.apply(Recruit(0, (1, 3)))
    g.apply(Recruit(0, (1, 1)))
    g.apply(Recruit(0, (1, 1)))
    # Two is the limit: Anna's turn ends by itself.
    assert g.decision().seat == 1
    assert at(g, (1, 1)) == [3, 0] and g.cash == [1000, 2000] and g.joined == [4, 1]
    assert "Anna recruits a member on Börshuset for $500" in public_text(g)
    g.apply(Done(1))
    assert g.round == 2


@pytest.mark.rule("BOR-14")
def test_bor14_fangelset_controller_recruits_one_more_for_two_hundred():
    g = arrange(new_game(2), {(1, 1): {0: 1}, (4, 4): {0: 1}, (1, 3): {1: 1}})
    start(g, 5)
    legal = g.legal_actions(0)
    assert Recruit(0, (4, 4)) in legal
    g.apply(Recruit(0, (4, 4)))
    with pytest.raises(IllegalAction, match="one extra recruit"):
        g.apply(Recruit(0, (4, 4)))
    g.apply(Recruit(0, (1, 1)))
    g.apply(Recruit(0, (1, 1)))
    assert g.cash == [2000 - 200 - 1000, 2000]
    assert at(g, (4, 4)) == [2, 0]
    assert g.decision().seat == 1
    with pytest.raises(IllegalAction, match="controls Fängelset"):
        g.apply(Recruit(1, (4, 4)))


@pytest.mark.rule("BOR-14")
def test_bor14_money_limits_recruits_and_broke_families_are_skipped():
    g = arrange(
        new_game(3),
        {(1, 1): {0: 1}, (1, 3): {1: 1}, (3, 3): {2: 1}},
        cash=[700, 499, 2000],
    )
    start(g, 5)
    assert g.decision().seat == 0  # Börshuset 4; Björn has 4 too but less money
    g.apply(Recruit(0, (1, 1)))
    # $200 left ends Anna's turn; Björn, with $499, is never asked.
    assert g.decision().seat == 2 and g.cash[:2] == [200, 499]
    g.apply(Done(2))
    assert g.round == 2
