"""Phase 4, Mobilisera (BOR-13), and Fängelset control (BOR-15)."""

from __future__ import annotations

import pytest

from stadsliv_qt.engine import IllegalAction
from stadsliv_qt.games.borgata.actions import Arrest, Pass, Step

from .helpers import arrange, at, new_game, public_text, start


@pytest.mark.rule("BOR-13")
def test_bor13_status_order_and_passing_until_all_have_passed():
    g = arrange(new_game(3), {(1, 1): {0: 1}, (1, 3): {1: 2}, (3, 2): {2: 2}})
    start(g, 4)
    assert g.order == [1, 0, 2]  # Björn 4 with 2 members, Anna 4, Cecilia 1
    assert g.decision().seat == 1 and g.decision().tag == "mobilise"
    g.apply(Pass(1))
    assert g.decision().seat == 0
    g.apply(Step(0, (1, 1), (1, 2)))
    assert g.decision().seat == 2
    g.apply(Step(2, (3, 2), (3, 3)))
    # Björn passed: the turn skips him; Anna's only member has moved, so she passes by herself.
    assert g.decision().seat == 2
    assert "Anna has nothing left to move and passes" in public_text(g)
    g.apply(Pass(2))
    assert g.decision().tag != "mobilise"


@pytest.mark.rule("BOR-13")
def test_bor13_single_steps_in_eight_directions_onto_face_up_lots_only():
    g = arrange(new_game(2), {(2, 2): {0: 1}, (4, 0): {1: 1}})
    start(g, 4)
    targets = {a.to for a in g.legal_actions(0) if isinstance(a, Step)}
    assert targets == {(1, 1), (1, 2), (1, 3), (2, 1), (2, 3), (3, 1), (3, 2), (3, 3)}
    g.apply(Step(0, (2, 2), (3, 3)))  # diagonal
    assert at(g, (3, 3)) == [1, 0]


@pytest.mark.rule("BOR-13")
@pytest.mark.parametrize(
    ("frm", "to", "message"),
    [
        ((1, 1), (0, 1), "face-down"),
        ((3, 3), (4, 4), "Nobody walks into Fängelset"),
        ((1, 1), (1, 3), "one step"),
        ((1, 2), (1, 3), "no member on Gjuteriet"),
        ((0, 3), (1, 3), "waits on its face-down lot"),
    ],
)
def test_bor13_refused_steps(frm, to, message):
    g = arrange(new_game(2), {(1, 1): {0: 1}, (3, 3): {0: 1}, (0, 3): {0: 1}, (2, 3): {1: 1}})
    start(g, 4)
    before = g.to_dict()
    with pytest.raises(IllegalAction, match=message):
        g.apply(Step(0, frm, to))
    assert g.to_dict() == before


@pytest.mark.rule("BOR-13")
def test_bor13_a_member_moves_at_most_one_step_a_round():
    g = arrange(new_game(2), {(1, 1): {0: 2}, (3, 3): {1: 1}})
    start(g, 4)
    g.apply(Step(0, (1, 1), (1, 2)))
    g.apply(Pass(1))
    with pytest.raises(IllegalAction, match="already moved"):
        g.apply(Step(0, (1, 2), (1, 3)))
    g.apply(Step(0, (1, 1), (1, 2)))  # the other member may still go
    assert at(g, (1, 2)) == [2, 0]
    assert g.decision().tag != "mobilise"  # nothing left to move: Anna passes by herself


@pytest.mark.rule("BOR-13")
def test_bor13_members_may_leave_fangelset():
    g = arrange(new_game(2), {(4, 4): {0: 1}, (1, 1): {1: 1}})
    assert g.prison_controller == 0
    start(g, 4)
    steps = {a.to for a in g.legal_actions(0) if isinstance(a, Step)}
    assert steps == {(3, 3)}  # (3, 4) and (4, 3) are face down
    g.apply(Step(0, (4, 4), (3, 3)))
    assert at(g, (4, 4)) == [0, 0] and g.prison_controller is None


@pytest.mark.rule("BOR-13")
def test_bor13_conflicts_wait_for_the_end_of_the_phase():
    g = arrange(new_game(2), {(1, 1): {0: 2}, (1, 3): {1: 1}})
    start(g, 4)
    g.apply(Step(0, (1, 1), (1, 2)))
    g.apply(Step(1, (1, 3), (1, 2)))
    assert at(g, (1, 2)) == [1, 1]
    g.apply(Step(0, (1, 1), (1, 2)))
    # Björn's member has moved: he passes by himself, and so does Anna, so the phase ends.
    assert at(g, (1, 2)) == [1, 0] and g.dead == [1, 1]


@pytest.mark.rule("BOR-15")
def test_bor15_most_members_control_fangelset():
    g = arrange(new_game(3), {(4, 4): {0: 1, 1: 2}, (1, 1): {2: 1}})
    assert g.prison_controller == 1


@pytest.mark.rule("BOR-15")
def test_bor15_tie_keeps_the_former_controller():
    g = arrange(
        new_game(2),
        {(4, 4): {0: 1}, (1, 1): {1: 1}, (1, 3): {1: 1}},
        holders={"fbi": 0},
    )
    assert g.prison_controller == 0
    start(g, 4)
    g.apply(Pass(1))
    g.apply(Arrest(0, (1, 3), 1))
    assert at(g, (4, 4)) == [1, 1]
    assert g.prison_controller == 0


@pytest.mark.rule("BOR-15")
def test_bor15_tie_between_two_new_families_leaves_nobody_in_control():
    g = arrange(
        new_game(3),
        {(4, 4): {0: 1, 1: 1, 2: 2}, (1, 1): {0: 1}, (1, 3): {1: 1}},
        prison_controller=2,
    )
    start(g, 4)
    assert g.order[0] == 2  # Fängelset's value 5 puts Cecilia first
    g.apply(Step(2, (4, 4), (3, 3)))
    assert g.prison_controller == 2  # 1-1-1: the former controller is among the tied
    g.apply(Pass(0))
    g.apply(Pass(1))
    g.apply(Step(2, (4, 4), (3, 3)))
    assert at(g, (4, 4)) == [1, 1, 0]
    assert g.prison_controller is None  # Anna and Björn tie, neither controlled it before
    assert "Nobody controls Fängelset now" in public_text(g)
