"""The city, the families and the opening: BOR-01 to BOR-08."""

from __future__ import annotations

import pytest

from stadsliv_qt.engine import IllegalAction, Kind, OptionError
from stadsliv_qt.games.borgata import BorgataGame
from stadsliv_qt.games.borgata.actions import Pass, Place, Step
from stadsliv_qt.games.borgata.grid import RING, resolve_conflict

from .helpers import NAMES, arrange, at, new_game, start


@pytest.mark.rule("BOR-01")
def test_bor01_five_by_five_with_cornerstones_face_up_from_the_start():
    g = BorgataGame(["Anna", "Björn"], seed=3)
    assert g.decision().kind is Kind.CHANCE and g.decision().chance == "shuffle:districts"
    lots = g.view(None)["lots"]
    assert len(lots) == 25
    named = {tuple(lot["pos"]): lot.get("name") for lot in lots if lot["face_up"]}
    assert named == {
        (2, 2): "Stadshuset",
        (0, 0): "Skroten",
        (0, 4): "Hamnen",
        (4, 0): "Lastbilsterminalen",
        (4, 4): "Fängelset",
    }
    assert all(lot["value"] == 5 for lot in lots if lot["face_up"])


@pytest.mark.rule("BOR-02")
def test_bor02_shuffled_deal_face_down_then_the_ring_turns_up():
    g = new_game()
    view = g.view(None)
    up = {tuple(lot["pos"]) for lot in view["lots"] if lot["face_up"]}
    ring = {(1, 1), (1, 2), (1, 3), (2, 1), (2, 3), (3, 1), (3, 2), (3, 3)}
    assert up == ring | {(2, 2), (0, 0), (0, 4), (4, 0), (4, 4)}
    by_pos = {tuple(lot["pos"]): lot for lot in view["lots"]}
    assert by_pos[(1, 1)]["name"] == "Börshuset"
    assert by_pos[(3, 3)]["name"] == "Pantbanken"
    assert "name" not in by_pos[(0, 1)]
    assert view["deck_left"] == 8
    assert g.cards[1] == "stalverket" and g.cards[23] == "biografen"
    assert "around Stadshuset lie Börshuset" in g.log[-1].text and g.log[-1].rule == "BOR-02"
    assert g.decision().tag == "place"


@pytest.mark.rule("BOR-02")
def test_bor02_nobody_places_before_the_deal_and_the_refusal_names_the_cards():
    g = BorgataGame(["Anna", "Björn"], seed=3)
    before = g.to_dict()
    with pytest.raises(IllegalAction, match="or the cards drawn"):
        g.apply(Place(0, (1, 1)))
    assert g.to_dict() == before


@pytest.mark.rule("BOR-03")
def test_bor03_back_shows_the_contract_mark_but_not_the_card():
    g = new_game()
    by_pos = {tuple(lot["pos"]): lot for lot in g.view(None)["lots"]}
    assert by_pos[(0, 1)]["contract_mark"] is True  # Stålverket, $1,000
    assert by_pos[(0, 2)]["contract_mark"] is False  # Saluhallen, no contract
    assert set(by_pos[(0, 1)]) >= {"pos", "face_up", "contract_mark"}
    assert not {"name", "value", "category", "income", "contract", "id"} & set(by_pos[(0, 1)])
    hall = by_pos[(2, 2)]
    assert (hall["value"], hall["income"]) == (5, 500)
    assert by_pos[(4, 4)]["income"] == 0


@pytest.mark.rule("BOR-04")
@pytest.mark.parametrize("count", [2, 3, 4, 5, 6])
def test_bor04_two_to_six_families(count):
    g = BorgataGame(list(NAMES[:count]))
    assert len(g.cash) == count


@pytest.mark.rule("BOR-04")
@pytest.mark.parametrize("count", [1, 7])
def test_bor04_one_or_seven_families_refused(count):
    with pytest.raises(OptionError, match="2 to 6 players"):
        BorgataGame([f"P{i}" for i in range(count)])


@pytest.mark.rule("BOR-05")
def test_bor05_two_thousand_dollars_and_one_envelope_per_contact():
    g = new_game(4)
    assert g.cash == [2000] * 4
    assert [str(p["money_text"]) for p in g.view(None)["players"]] == ["$2,000"] * 4
    g2 = arrange(new_game(4), {(1, 1): {0: 1}, (1, 3): {1: 1}, (3, 1): {2: 1}, (3, 3): {3: 1}})
    start(g2, 1)
    d = g2.decision()
    assert d.tag == "envelopes" and d.seats == (0, 1, 2, 3)
    legal = g2.legal_actions(0)
    assert all(len(a.amounts) == 10 for a in legal)  # one envelope for each of the ten contacts


@pytest.mark.rule("BOR-05")
def test_bor05_members_are_unlimited():
    g = arrange(new_game(2), {(1, 1): {0: 40}, (3, 3): {1: 1}}, cash=[9000, 2000])
    start(g, 5)
    assert g.decision().tag == "recruit"
    g.apply(g.legal_actions(0)[0])
    g.apply(g.legal_actions(0)[0])
    assert at(g, (1, 1))[0] == 42


@pytest.mark.rule("BOR-06")
def test_bor06_three_members_each_in_seat_order_round_after_round():
    g = new_game(3)
    seats = []
    for k in range(9):
        d = g.decision()
        assert d.tag == "place" and d.kind is Kind.SEAT
        seats.append(d.seat)
        assert {a.lot for a in g.legal_actions(d.seat)} == {(i // 5, i % 5) for i in RING}
        g.apply(Place(d.seat, [(1, 1), (1, 3), (3, 3)][k % 3]))
    assert seats == [0, 1, 2] * 3
    assert at(g, (1, 1)) == [3, 0, 0] and at(g, (1, 3)) == [0, 3, 0] and at(g, (3, 3)) == [0, 0, 3]
    assert g.decision().tag == "envelopes" and g.round == 1


@pytest.mark.rule("BOR-06")
def test_bor06_only_the_ring_around_stadshuset():
    g = new_game(2)
    for pos, words in [
        ((2, 2), "8 lots around"),
        ((0, 1), "8 lots around"),
        ((5, 0), "no such lot"),
    ]:
        with pytest.raises(IllegalAction, match=words):
            g.apply(Place(0, pos))
    with pytest.raises(IllegalAction, match="not Björn's turn"):
        g.apply(Place(1, (1, 1)))


@pytest.mark.rule("BOR-07")
def test_bor07_control_and_status_order():
    g = arrange(
        new_game(4),
        {(1, 1): {0: 1}, (1, 3): {1: 1}, (3, 3): {2: 1, 3: 1}, (3, 2): {3: 2}},
        cash=[1000, 1000, 3000, 3000],
    )
    # Anna: Börshuset 4; Björn: Sjöutsikten 4; Cecilia nothing (shared); David: Tryckeriet 1.
    assert g._controller(6) == 0 and g._controller(17) == 3 and g._controller(18) is None
    assert g._control_values() == [4, 4, 0, 1]
    assert g._status_order() == [0, 1, 3, 2]  # tie on value and members: seat order
    g.cash = [1000, 1500, 3000, 2500]
    assert g._status_order() == [1, 0, 3, 2]  # money breaks the tie
    g.members[1][0] = 1  # Anna also on a face-down lot: members count, value does not
    g.joined[0] += 1
    assert g._status_order()[0] == 0


@pytest.mark.rule("BOR-08")
def test_bor08_conflict_three_two_one_leaves_one_of_the_first():
    assert resolve_conflict([3, 2, 1]) == [1, 0, 0]
    g = new_game(3)
    for pos in [(1, 1), (1, 1), (1, 1), (1, 1), (1, 1), (2, 3), (1, 1), (1, 3), (3, 3)]:
        g.apply(Place(g.decision().seat, pos))
    assert at(g, (1, 1)) == [1, 0, 0]
    assert g.dead == [2, 2, 1]
    conflict = [e for e in g.log if e.kind == "conflict"][0]
    assert conflict.rule == "BOR-08"
    assert conflict.text == (
        "Conflict on Börshuset (Anna 3, Björn 2, Cecilia 1): Anna keeps 1; 5 members die"
    )
    removals = [e.text for e in g.log if e.kind == "removal"]
    assert removals == [
        "Anna loses 2 members on Börshuset",
        "Björn loses 2 members on Börshuset",
        "Cecilia loses 1 member on Börshuset",
    ]


@pytest.mark.rule("BOR-08")
def test_bor08_conflict_two_two_leaves_nobody():
    assert resolve_conflict([2, 2, 0]) == [0, 0, 0]
    g = arrange(new_game(2), {(1, 1): {0: 2}, (1, 3): {1: 2}, (3, 1): {0: 1}, (3, 3): {1: 1}})
    start(g, 4)
    for seat, frm in [(0, (1, 1)), (1, (1, 3)), (0, (1, 1)), (1, (1, 3))]:
        g.apply(Step(seat, frm, (1, 2)))
    assert at(g, (1, 2)) == [2, 2]  # a shared lot stays until the phase ends (BOR-13)
    while g.decision().tag == "mobilise":
        g.apply(Pass(g.decision().seat))
    assert at(g, (1, 2)) == [0, 0]
    assert g.dead == [2, 2]
    assert at(g, (3, 1)) == [1, 0] and at(g, (3, 3)) == [0, 1]
    assert "Conflict on Gjuteriet (Anna 2, Björn 2): nobody is left; 4 members die" in [
        e.text for e in g.log
    ]


@pytest.mark.rule("BOR-08")
def test_bor08_no_conflict_in_fangelset():
    g = arrange(
        new_game(2), {(4, 4): {0: 2, 1: 2}, (1, 1): {0: 1}, (3, 3): {1: 1}}, prison_controller=None
    )
    start(g, 4)
    g.apply(Pass(0))
    g.apply(Pass(1))
    assert at(g, (4, 4)) == [2, 2] and g.dead == [0, 0]
    assert not [e for e in g.log if e.kind == "conflict"]
    assert g.prison_controller is None
