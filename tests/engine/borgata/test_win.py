"""BOR-09: the three win conditions after every phase, simultaneous winners, the round limit."""

from __future__ import annotations

import pytest

from stadsliv_qt.engine import IllegalAction, Kind
from stadsliv_qt.games.borgata.actions import Assassinate, Block, Done, Pass, Step

from .helpers import arrange, new_game, public_text, start


def results(g):
    d = g.decision()
    assert d.kind is Kind.TERMINAL
    return d.results


@pytest.mark.rule("BOR-09")
def test_bor09_stadshuset_and_the_four_corners_win():
    g = arrange(
        new_game(2),
        {
            (2, 2): {0: 1},
            (0, 0): {0: 1},
            (0, 4): {0: 1},
            (4, 0): {0: 1},
            (4, 4): {0: 1},
            (1, 2): {1: 1},
        },
    )
    start(g, 2)
    assert g.decision().tag == "block"  # Skroten governs Björn's Gjuteriet
    g.apply(Block(0, (0, 0), False))
    r = results(g)
    assert r.winners == (0,) and r.rule == "BOR-09"
    assert (
        str(r.reason)
        == "Anna controls Stadshuset and all four corner lots after Phase 2: Inkassera"
    )
    assert r.scores == {0: 25, 1: 2}
    assert r.breakdown[0] == {"lot value": 25, "members": 5, "money": 4000}
    assert g.legal_actions(0) == [] and g.legal_actions(1) == []
    with pytest.raises(IllegalAction, match="over"):
        g.apply(Pass(0))


@pytest.mark.rule("BOR-09")
def test_bor09_the_only_family_left_in_the_city_wins():
    g = arrange(new_game(2), {(1, 1): {0: 1}, (1, 2): {1: 1}}, holders={"lonnmordaren": 0})
    start(g, 4)
    g.apply(Assassinate(0, (1, 2), 1))
    assert not g.is_over  # checked when the phase ends, not in the middle
    g.apply(Pass(0))
    r = results(g)
    assert r.winners == (0,)
    assert "Anna is the only family left in the city after Phase 4: Mobilisera" in str(r.reason)


@pytest.mark.rule("BOR-09")
def test_bor09_fangelset_counts_as_in_the_city():
    g = arrange(new_game(2), {(1, 1): {0: 1}, (4, 4): {1: 1}})
    start(g, 2)
    assert not g.is_over


@pytest.mark.rule("BOR-09")
@pytest.mark.parametrize(("win_value", "over"), [(20, True), (30, False)])
def test_bor09_lot_value_win_follows_the_option(win_value, over):
    members = {(2, 2): {0: 1}, (1, 1): {0: 1}, (1, 3): {0: 1}, (2, 1): {0: 1}, (3, 1): {0: 1}}
    g = arrange(new_game(2, win_value=win_value), {**members, (3, 3): {1: 1}})
    start(g, 2)
    assert g.is_over is over
    if over:
        assert str(results(g).reason).startswith("Anna controls lots worth 21 (at least 20)")


@pytest.mark.rule("BOR-09")
def test_bor09_two_families_reach_a_win_in_the_same_phase_higher_status_wins():
    g = arrange(
        new_game(2, win_value=20),
        {
            (0, 0): {0: 1},
            (0, 4): {0: 1},
            (2, 2): {0: 2},
            (3, 3): {0: 1},
            (4, 0): {1: 1},
            (3, 1): {1: 1},
            (2, 1): {1: 1},
            (3, 2): {1: 1},
            (2, 3): {1: 2},
        },
    )
    assert g._control_values() == [16, 16]
    start(g, 4)
    assert g.order == [1, 0]  # tie on value; Björn has more members
    g.apply(Step(1, (2, 3), (1, 3)))  # Sjöutsikten: Björn 20
    g.apply(Step(0, (2, 2), (1, 1)))  # Börshuset: Anna 20
    g.apply(Pass(1))
    g.apply(Pass(0))
    r = results(g)
    assert r.winners == (1,)
    assert r.scores == {0: 20, 1: 20}
    assert str(r.reason) == (
        "Björn controls lots worth 20 (at least 20); Anna also met a condition, but Björn has "
        "the higher status after Phase 4: Mobilisera"
    )


@pytest.mark.rule("BOR-09")
def test_bor09_round_limit_ends_by_status():
    g = arrange(new_game(3, round_limit=1), {(1, 1): {0: 1}, (1, 3): {1: 2}, (3, 3): {2: 1}})
    start(g, 5)
    while g.decision().tag == "recruit":
        g.apply(Done(g.decision().seat))
    r = results(g)
    assert r.winners == (1,)
    assert "round limit of 1 round is reached" in str(r.reason)  # not "1 rounds"
    assert "Game over" in public_text(g)


@pytest.mark.rule("BOR-09")
def test_bor09_round_limit_is_off_by_default():
    g = new_game(2)
    assert g.options["round_limit"] == 0 and g.options["win_value"] == 30
    assert g.options["envelope_money"] == "alt2"


@pytest.mark.rule("BOR-09")
def test_bor09_nobody_left_ends_the_game_by_status():
    g = arrange(new_game(2), {(1, 1): {0: 1}, (1, 2): {1: 1}}, cash=[1500, 2500])
    start(g, 4)
    g.apply(Step(0, (1, 1), (1, 2)))  # 1-1 on Gjuteriet
    g.apply(Pass(1))  # Anna has nothing left to move: the phase ends, the conflict kills both
    r = results(g)
    assert r.winners == (1,)  # nothing controlled, nobody left: money decides
    assert "nobody is left in the city" in str(r.reason)
