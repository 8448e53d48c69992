"""Phase 3, Kontrakt (BOR-12): a face-down lot is named; sealed bids; the winner's member waits."""

from __future__ import annotations

import pytest

from stadsliv_qt.engine import IllegalAction, Kind
from stadsliv_qt.games.borgata.actions import ContractBid, NameLot

from .helpers import arrange, at, bid, new_game, public_text, seal, start

CITY = {(2, 2): {0: 1}, (1, 2): {1: 1}, (3, 2): {2: 1}}


def phase3(**kw):
    g = arrange(new_game(3), CITY, **kw)
    return start(g, 3)


@pytest.mark.rule("BOR-12")
def test_bor12_stadshuset_controller_names_and_the_highest_bid_wins():
    g = phase3()
    d = g.decision()
    assert d.tag == "name_contract" and d.seat == 0
    assert len(g.legal_actions(0)) == 12  # every face-down lot
    g.apply(NameLot(0, (0, 1)))  # Stålverket, contract $1,000
    d = g.decision()
    assert d.kind is Kind.SEALED and d.tag == "contract_bid" and d.seats == (0, 1, 2)
    bid(g, {0: 300, 1: 450, 2: 100})
    assert at(g, (0, 1)) == [0, 1, 0] and not g.face_up[1]
    assert g.cash == [2000, 1550, 2000]  # only the winning bid is paid
    assert g.joined == [1, 2, 1]
    assert "The contract bids are opened: Anna $300, Björn $450, Cecilia $100" in public_text(g)
    assert (
        "Björn wins the contract on B1 with the highest bid, $450 (against Anna $300, "
        "Cecilia $100), and pays $450 to the bank: a new member waits on the face-down card "
        "until the next Phase 1" in public_text(g)
    )
    assert "Stålverket" not in public_text(g)
    assert g.decision().tag == "mobilise"


@pytest.mark.rule("BOR-12")
def test_bor12_the_contract_lot_turns_up_at_the_next_phase1_and_pays():
    g = phase3()
    g.apply(NameLot(0, (0, 1)))
    bid(g, {1: 450})
    while g.decision().tag == "mobilise":
        g.apply(g.legal_actions(g.decision().seat)[-1])  # everyone passes
    while g.decision().tag == "recruit":
        g.apply(g.legal_actions(g.decision().seat)[-1])  # nobody recruits
    assert g.round == 2 and g.face_up[1]
    assert g.cash == [2000, 1550 + 1000, 2000]
    assert "Björn's contract lot Stålverket turns up" in public_text(g)
    seal(g, {})
    assert g._controller(1) == 1


@pytest.mark.rule("BOR-12")
def test_bor12_without_a_stadshuset_controller_the_highest_status_names():
    g = arrange(new_game(3), {(1, 1): {0: 1}, (1, 3): {1: 2}, (3, 2): {2: 1}})
    start(g, 3)
    assert g.decision().seat == 1  # Björn: Sjöutsikten 4 with two members beats Anna's 4 with one


@pytest.mark.rule("BOR-12")
def test_bor12_a_lot_without_contract_is_just_turned_up():
    g = phase3()
    g.apply(NameLot(0, (0, 2)))  # Saluhallen has no contract
    assert g.face_up[2] and at(g, (0, 2)) == [0, 0, 0]
    assert "C1 turns up: Saluhallen (Handel, value 3); it carries no contract" in public_text(g)
    assert g.decision().tag == "mobilise"


@pytest.mark.rule("BOR-12")
@pytest.mark.parametrize(("bids", "why"), [({0: 200, 1: 200}, "tie"), ({}, "nobody bid")])
def test_bor12_a_tie_or_no_bid_turns_the_lot_up(bids, why):
    g = phase3()
    g.apply(NameLot(0, (0, 3)))  # Travbanan
    bid(g, bids)
    assert g.face_up[3] and at(g, (0, 3)) == [0, 0, 0]
    assert g.cash == [2000, 2000, 2000]
    assert why in public_text(g) and "Travbanan" in public_text(g)


@pytest.mark.rule("BOR-12")
def test_bor12_no_face_down_lot_skips_the_phase():
    g = arrange(new_game(2), {(2, 2): {0: 1}, (1, 2): {1: 1}})
    g.face_up = [True] * 25
    start(g, 3)
    assert g.decision().tag == "mobilise"
    assert "No face-down lot is left: no contract this round" in public_text(g)


@pytest.mark.rule("BOR-12")
def test_bor12_refusals():
    g = phase3()
    with pytest.raises(IllegalAction, match="still face down"):
        g.apply(NameLot(0, (1, 1)))
    with pytest.raises(IllegalAction, match="not Björn's turn"):
        g.apply(NameLot(1, (0, 1)))
    g.apply(NameLot(0, (0, 1)))
    with pytest.raises(IllegalAction, match=r"cannot bid \$2,001"):
        g.apply(ContractBid(1, 2001))
    with pytest.raises(IllegalAction, match="below"):
        g.apply(ContractBid(1, -1))


@pytest.mark.rule("BOR-12")
def test_bor12_a_lot_with_a_waiting_contract_member_cannot_be_named():
    g = arrange(new_game(3), {**CITY, (0, 1): {2: 1}})
    g._phase3()
    with pytest.raises(IllegalAction, match="contract member waiting"):
        g.apply(NameLot(0, (0, 1)))
