"""Phase 2, Inkassera (BOR-11): category blocks, collection in status order, police-car arrests."""

from __future__ import annotations

import pytest

from stadsliv_qt.engine import IllegalAction
from stadsliv_qt.games.borgata.actions import Block, Collect, Done

from .helpers import arrange, at, new_game, public_text, start


@pytest.mark.rule("BOR-11")
def test_bor11_each_family_collects_from_its_lots_in_status_order():
    g = arrange(new_game(3), {(1, 1): {0: 1}, (2, 2): {0: 1}, (1, 2): {1: 2}, (4, 4): {2: 1}})
    start(g, 2)
    collected = [e for e in g.log if e.kind == "collect"]
    assert [e.text for e in collected] == [
        "Anna collects $1,050 = Börshuset $550 + Stadshuset $500, the income of each lot it "
        "controls",
        "Björn collects $300 = Gjuteriet $300, the income of each lot it controls",
    ]
    assert g.cash == [3050, 2300, 2000]  # Fängelset pays nothing
    assert all(e.rule == "BOR-11" for e in collected)
    assert g.bank_net == -1350


@pytest.mark.rule("BOR-11")
def test_bor11_value5_controller_blocks_its_category():
    g = arrange(
        new_game(3),
        {(0, 0): {0: 1}, (1, 1): {0: 1}, (1, 2): {1: 1}, (3, 2): {1: 1}, (2, 3): {1: 1}},
    )
    start(g, 2)
    d = g.decision()
    assert d.tag == "block" and d.seat == 0 and "Industri" in str(d.prompt) and d.rule == "BOR-11"
    assert g.legal_actions(0) == [Block(0, (0, 0), False), Block(0, (0, 0), True)]
    g.apply(Block(0, (0, 0), True))
    # Björn's Gjuteriet and Tryckeriet (Industri) pay nothing; Kylhuset (Lager) does.
    assert g.cash == [2000 + 500 + 550, 2000 + 300, 2000]
    assert "Anna (Skroten) blocks Industri: no Industri lot pays this round" in public_text(g)
    assert g.blocked == []  # the block lasts only this round's collection


@pytest.mark.rule("BOR-11")
def test_bor11_choosing_not_to_block():
    g = arrange(new_game(2), {(0, 0): {0: 1}, (1, 2): {1: 1}})
    start(g, 2)
    g.apply(Block(0, (0, 0), False))
    assert g.cash == [2500, 2300]


@pytest.mark.rule("BOR-11")
def test_bor11_stadshuset_blocks_offices_and_flats_together():
    g = arrange(new_game(2), {(2, 2): {0: 1}, (1, 1): {1: 1}, (1, 3): {1: 1}, (1, 2): {1: 1}})
    start(g, 2)
    assert "Kontorskomplex and Lägenhetskomplex" in str(g.decision().prompt)
    g.apply(Block(0, (2, 2), True))
    assert g.cash == [2500, 2300]  # only Gjuteriet pays Björn


@pytest.mark.rule("BOR-11")
def test_bor11_no_question_when_only_the_controller_has_that_category():
    g = arrange(new_game(2), {(0, 0): {0: 1}, (1, 2): {0: 1}, (1, 1): {1: 1}})
    start(g, 2)
    assert g.cash == [2800, 2550]
    assert not [e for e in g.log if e.kind == "block"]


@pytest.mark.rule("BOR-11")
def test_bor11_police_car_collecting_pays_but_one_member_is_arrested():
    g = arrange(new_game(2), {(1, 2): {1: 2}, (1, 1): {0: 1}}, police=((1, 2),))
    start(g, 2)
    d = g.decision()
    assert d.tag == "collect" and d.seat == 1
    assert g.legal_actions(1) == [Collect(1, (1, 2)), Done(1)]
    g.apply(Collect(1, (1, 2)))
    assert g.cash == [2550, 2300]
    assert at(g, (1, 2)) == [0, 1] and at(g, (4, 4)) == [0, 1]
    assert g.prison_controller == 1
    assert (
        "Björn collects $300 at Gjuteriet, but the police car there arrests one member, "
        "who goes to Fängelset" in public_text(g)
    )
    assert "Björn now controls Fängelset" in public_text(g)


@pytest.mark.rule("BOR-11")
def test_bor11_police_car_lot_may_be_left_alone():
    g = arrange(new_game(2), {(1, 2): {1: 1}, (1, 1): {0: 1}}, police=((1, 2),))
    start(g, 2)
    g.apply(Done(1))
    assert g.cash == [2550, 2000] and at(g, (1, 2)) == [0, 1]
    assert "Björn leaves Gjuteriet alone" in public_text(g)


@pytest.mark.rule("BOR-11")
def test_bor11_collecting_the_last_member_away_leaves_the_lot_empty():
    g = arrange(new_game(2), {(1, 2): {1: 1}, (1, 1): {0: 1}}, police=((1, 2),))
    start(g, 2)
    with pytest.raises(IllegalAction, match="police car"):
        g.apply(Collect(1, (1, 1)))
    g.apply(Collect(1, (1, 2)))
    assert at(g, (1, 2)) == [0, 0] and g._controller(7) is None


@pytest.mark.rule("BOR-11")
def test_bor11_blocked_police_lot_is_not_offered():
    g = arrange(new_game(2), {(0, 0): {0: 1}, (1, 2): {1: 1}}, police=((1, 2),))
    start(g, 2)
    g.apply(Block(0, (0, 0), True))
    assert g.decision().tag != "collect"
    assert g.cash == [2500, 2000] and at(g, (1, 2)) == [0, 1]
