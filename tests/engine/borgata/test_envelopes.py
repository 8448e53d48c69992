"""Phase 1, Kontakter (BOR-10): contract lots pay, then sealed envelopes on every free contact."""

from __future__ import annotations

import pytest

from stadsliv_qt.engine import IllegalAction, Kind
from stadsliv_qt.engine.undo import UndoHistory
from stadsliv_qt.games.borgata.actions import Envelopes

from .helpers import arrange, at, new_game, public_text, seal, start

# Everyone waits in Fängelset (no conflict, nobody controls it, nothing to collect in Phase 2),
# so money after the envelopes shows only what the envelopes cost.
CITY = {(4, 4): {0: 1, 1: 1, 2: 1}}


def phase1(alt: str = "alt2", cash=None, holders=None):
    g = arrange(new_game(3, envelope_money=alt), CITY, cash=cash, holders=holders)
    return start(g, 1)


@pytest.mark.rule("BOR-10")
def test_bor10_contract_lot_turns_up_and_pays_its_family():
    g = arrange(new_game(3), {(1, 1): {0: 1}, (1, 3): {1: 1}, (0, 1): {2: 1}})
    assert not g.face_up[1]
    start(g, 1)
    assert g.face_up[1] and at(g, (0, 1)) == [0, 0, 1]
    assert g.cash == [2000, 2000, 3000]
    assert g._controller(1) == 2
    event = next(e for e in g.log if e.kind == "contract_paid")
    assert event.text == (
        "Cecilia's contract lot Stålverket turns up (Industri, value 4): the contract pays $1,000"
    )
    assert event.rule == "BOR-10"


@pytest.mark.rule("BOR-10")
def test_bor10_highest_envelope_wins_and_alt2_pays_only_the_winner():
    g = phase1()
    d = g.decision()
    assert d.kind is Kind.SEALED and d.tag == "envelopes" and d.seats == (0, 1, 2)
    seal(g, {0: {"lonnmordaren": 300, "fbi": 100}, 1: {"lonnmordaren": 200}, 2: {"fbi": 150}})
    assert g.holder["lonnmordaren"] == 0 and g.holder["fbi"] == 2
    assert g.cash == [1700, 2000, 1850]
    assert g.bank_net == 450
    lines = public_text(g)
    assert (
        "Lönnmördaren: Anna has the highest envelope, $300 (against Björn $200, Cecilia $0), "
        "wins and pays $300 to the bank; the other envelopes come back" in lines
    )
    assert "FBI: Cecilia has the highest envelope, $150 (against Anna $100, Björn $0)" in lines
    assert "Livvakterna: no money offered, nobody gets it" in lines
    assert g.decision().tag == "name_contract"  # Phase 2 had nothing to collect


@pytest.mark.rule("BOR-10")
def test_bor10_alt1_every_envelope_goes_to_the_bank():
    g = phase1("alt1")
    seal(g, {0: {"lonnmordaren": 300, "fbi": 100}, 1: {"lonnmordaren": 200}, 2: {"fbi": 150}})
    assert g.holder["lonnmordaren"] == 0 and g.holder["fbi"] == 2
    assert g.cash == [1600, 1800, 1850]  # losers pay too
    assert g.bank_net == 750
    lines = public_text(g)
    assert (
        "Alt 1: Anna pays every envelope to the bank: Lönnmördaren $300 + FBI $100 = $400" in lines
    )
    assert "Alt 1: Björn pays every envelope to the bank: Lönnmördaren $200 = $200" in lines


@pytest.mark.rule("BOR-10")
@pytest.mark.parametrize(
    ("alt", "cash"), [("alt2", [2000, 2000, 2000]), ("alt1", [1600, 1600, 1900])]
)
def test_bor10_tie_for_highest_nobody_gets_the_contact(alt, cash):
    g = phase1(alt)
    seal(g, {0: {"smugglaren": 400}, 1: {"smugglaren": 400}, 2: {"smugglaren": 100}})
    assert g.holder["smugglaren"] is None
    assert g.cash == cash
    assert "Smugglaren: Anna and Björn tie at $400, nobody gets it this round" in public_text(g)


@pytest.mark.rule("BOR-10")
def test_bor10_held_contacts_are_not_on_the_table():
    g = phase1(holders={"fbi": 1, "domaren": 0})
    assert "fbi" not in g.available and "domaren" not in g.available and len(g.available) == 8
    with pytest.raises(IllegalAction, match="FBI is not on the table"):
        g.apply(Envelopes(0, (("fbi", 100),)))
    seal(g, {2: {"polisbilen": 50}})
    assert g.holder["fbi"] == 1 and g.holder["polisbilen"] == 2


@pytest.mark.rule("BOR-10")
@pytest.mark.parametrize(
    ("amounts", "message"),
    [
        ((("lonnmordaren", 1500), ("fbi", 600)), r"hold \$2,100 in all, but you have only \$2,000"),
        ((("lonnmordaren", -5),), "less than \\$0"),
        ((("lonnmordaren", 2.5),), "whole dollars"),
        ((("lonnmordaren", 5), ("lonnmordaren", 5)), "has two"),
        ((("kungen", 5),), "'kungen' is not on the table"),
        ((("lonnmordaren",),), "pairs"),
    ],
)
def test_bor10_envelopes_refused_without_change(amounts, message):
    g = phase1()
    before = g.to_dict()
    with pytest.raises(IllegalAction, match=message):
        g.apply(Envelopes(0, amounts))
    assert g.to_dict() == before


@pytest.mark.rule("BOR-10")
def test_bor10_all_the_money_may_go_in_and_missing_envelopes_are_empty():
    g = phase1()
    g.apply(Envelopes(0, (("lonnmordaren", 1000), ("advokaten", 1000))))
    assert dict(g.envelopes[0])["fbi"] == 0 and len(g.envelopes[0]) == 10


@pytest.mark.rule("BOR-10")
def test_bor10_a_family_without_money_is_not_asked():
    g = phase1(cash=[2000, 0, 2000])
    assert g.decision().seats == (0, 2)
    assert "Björn has no money: all its envelopes are empty" in public_text(g)
    seal(g, {0: {"fbi": 10}})
    assert g.holder["fbi"] == 0


@pytest.mark.rule("BOR-10")
def test_bor10_legal_envelopes_are_a_representative_set_within_cash():
    g = phase1(cash=[250, 2000, 2000])
    legal = g.legal_actions(0)
    assert legal[0].amounts == tuple((c, 0) for c in g.available)
    assert all(sum(a for _, a in x.amounts) <= 250 for x in legal)
    assert g.legal_actions(1) and len(g.legal_actions(1)) > len(legal)
    for action in legal:
        g.check(action)


@pytest.mark.rule("BOR-10")
def test_bor10_each_submission_is_a_reveal_barrier_for_undo():
    g = phase1()
    h = UndoHistory()
    h.apply(g, Envelopes(0, (("fbi", 100),)))
    assert not h.can_undo


@pytest.mark.rule("BOR-10")
def test_bor10_envelope_naming_no_contact_is_refused_without_change():
    g = phase1()
    before = g.to_dict()
    with pytest.raises(IllegalAction, match="Name each contact"):
        g.apply(Envelopes(0, ((["fbi"], 100),)))
    assert g.to_dict() == before and g.decision().seats == (0, 1, 2)
