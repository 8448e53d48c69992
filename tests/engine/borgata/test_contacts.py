"""The ten contacts (BOR-16..BOR-26): effects, exact limits, responses, return to the table."""

from __future__ import annotations

import pytest

from stadsliv_qt.engine import IllegalAction
from stadsliv_qt.games.borgata.actions import (
    Arrest,
    Assassinate,
    Burn,
    Inform,
    Lawyer,
    Pass,
    PoliceCar,
    PoliceChief,
    Respond,
    Smuggle,
    Step,
)

from .helpers import arrange, at, new_game, public_text, start


def phase4(members, holders, seats=3, **kw):
    g = arrange(new_game(seats), members, holders=holders, **kw)
    return start(g, 4)


def turn(g, seat):
    """Others pass until it is `seat`'s turn in Phase 4."""
    while g.decision().seat != seat:
        g.apply(Pass(g.decision().seat))
    return g


# ----- BOR-17 Lönnmördaren, BOR-18 Livvakterna --------------------------------------------------
@pytest.mark.rule("BOR-17")
def test_bor17_lonnmordaren_kills_one_member_and_goes_back_to_the_table():
    g = turn(phase4({(1, 1): {0: 1}, (1, 2): {1: 2}, (3, 3): {2: 1}}, {"lonnmordaren": 0}), 0)
    assert Assassinate(0, (1, 2), 1) in g.legal_actions(0)
    g.apply(Assassinate(0, (1, 2), 1))
    assert at(g, (1, 2)) == [0, 1, 0] and g.dead == [0, 1, 0]
    assert g.holder["lonnmordaren"] is None
    text = public_text(g)
    assert "Anna sends Lönnmördaren after one of Björn's members on Gjuteriet" in text
    assert "One of Björn's members on Gjuteriet is murdered" in text
    assert "Lönnmördaren goes back to the table" in text


@pytest.mark.rule("BOR-17")
def test_bor17_lonnmordaren_refused_on_a_controlled_kontorskomplex():
    g = turn(phase4({(1, 2): {0: 1}, (1, 1): {1: 2}, (1, 3): {2: 1}}, {"lonnmordaren": 0}), 0)
    legal = g.legal_actions(0)
    assert Assassinate(0, (1, 1), 1) not in legal  # Björn controls Börshuset (Kontorskomplex)
    assert Assassinate(0, (1, 3), 2) not in legal  # Cecilia controls Sjöutsikten (Lägenhetskomplex)
    before = g.to_dict()
    with pytest.raises(IllegalAction, match="Björn controls Börshuset, a Kontorskomplex"):
        g.apply(Assassinate(0, (1, 1), 1))
    assert g.to_dict() == before
    with pytest.raises(IllegalAction, match="another family"):
        g.apply(Assassinate(0, (1, 2), 0))


@pytest.mark.rule("BOR-17")
def test_bor17_a_shared_kontorskomplex_is_not_protected():
    g = phase4({(1, 2): {0: 2}, (1, 1): {1: 1}, (3, 3): {2: 1}}, {"lonnmordaren": 2})
    g = turn(g, 0)
    g.apply(Step(0, (1, 2), (1, 1)))  # now Anna and Björn share Börshuset
    g = turn(g, 2)
    assert Assassinate(2, (1, 1), 1) in g.legal_actions(2)
    g.apply(Assassinate(2, (1, 1), 1))
    assert at(g, (1, 1))[1] == 0


@pytest.mark.rule("BOR-18")
def test_bor18_livvakterna_answer_and_both_contacts_go_back():
    g = turn(
        phase4(
            {(1, 1): {0: 1}, (1, 2): {1: 1}, (3, 3): {2: 1}},
            {"lonnmordaren": 0, "livvakterna": 1},
        ),
        0,
    )
    g.apply(Assassinate(0, (1, 2), 1))
    d = g.decision()
    assert d.tag == "response" and d.seat == 1 and d.rule == "BOR-18"
    assert "Anna plays Lönnmördaren on Gjuteriet. Play Livvakterna?" in str(d.prompt)
    assert at(g, (1, 2)) == [0, 1, 0]  # nothing has happened yet
    assert g.legal_actions(1) == [Respond(1, True), Respond(1, False)]
    assert g.legal_actions(0) == []
    g.apply(Respond(1, True))
    assert at(g, (1, 2)) == [0, 1, 0] and g.dead == [0, 0, 0]
    assert g.holder["lonnmordaren"] is None and g.holder["livvakterna"] is None
    assert "Björn plays Livvakterna: the murder fails" in public_text(g)
    assert g.decision().tag == "mobilise"


@pytest.mark.rule("BOR-18")
def test_bor18_livvakterna_kept_the_murder_happens():
    g = turn(
        phase4(
            {(1, 1): {0: 1}, (1, 2): {1: 1}, (3, 3): {2: 1}}, {"lonnmordaren": 0, "livvakterna": 1}
        ),
        0,
    )
    g.apply(Assassinate(0, (1, 2), 1))
    g.apply(Respond(1, False))
    assert g.dead == [0, 1, 0] and g.holder["livvakterna"] == 1
    assert g.holder["lonnmordaren"] is None


@pytest.mark.rule("BOR-18")
def test_bor18_no_question_when_the_target_holds_no_livvakterna():
    g = turn(
        phase4(
            {(1, 1): {0: 1}, (1, 2): {1: 1}, (3, 3): {2: 1}}, {"lonnmordaren": 0, "livvakterna": 2}
        ),
        0,
    )
    g.apply(Assassinate(0, (1, 2), 1))
    assert g.dead == [0, 1, 0] and g.decision().tag != "response"


# ----- BOR-19 FBI, BOR-20 Domaren ---------------------------------------------------------------
@pytest.mark.rule("BOR-19")
def test_bor19_fbi_sends_a_member_to_fangelset():
    g = turn(phase4({(1, 1): {0: 1}, (1, 2): {1: 2}, (3, 3): {2: 1}}, {"fbi": 0}), 0)
    assert not any(a.lot == (4, 4) for a in g.legal_actions(0) if isinstance(a, Arrest))
    g.apply(Arrest(0, (1, 2), 1))
    assert at(g, (1, 2)) == [0, 1, 0] and at(g, (4, 4)) == [0, 1, 0]
    assert g.prison_controller == 1 and g.holder["fbi"] is None
    assert "The FBI takes one of Björn's members from Gjuteriet to Fängelset" in public_text(g)
    # Carried off, it may not walk out again this round.
    turn(g, 1)
    assert not [a for a in g.legal_actions(1) if isinstance(a, Step) and a.frm == (4, 4)]


@pytest.mark.rule("BOR-19")
def test_bor19_fbi_reaches_a_contract_member_waiting_on_a_face_down_lot():
    """BOR-19 names no kind of lot: the waiting member goes to Fängelset, the lot stays face
    down and its card unnamed, and no contract is paid for it at the next Phase 1."""
    g = turn(phase4({(1, 1): {0: 1}, (3, 3): {1: 1}, (0, 1): {1: 1}}, {"fbi": 0}), 0)
    assert Arrest(0, (0, 1), 1) in g.legal_actions(0)
    g.apply(Arrest(0, (0, 1), 1))
    assert at(g, (0, 1)) == [0, 0, 0] and at(g, (4, 4)) == [0, 1, 0] and not g.face_up[1]
    text = public_text(g)
    assert "The FBI takes one of Björn's members from" in text and "Travbanan" not in text


@pytest.mark.rule("BOR-17")
def test_bor17_lonnmordaren_does_not_reach_a_member_waiting_face_down():
    g = turn(phase4({(1, 1): {0: 1}, (3, 3): {1: 1}, (0, 1): {1: 1}}, {"lonnmordaren": 0}), 0)
    assert Assassinate(0, (0, 1), 1) not in g.legal_actions(0)
    before = g.to_dict()
    with pytest.raises(IllegalAction, match="only members on face-up lots"):
        g.apply(Assassinate(0, (0, 1), 1))
    assert g.to_dict() == before


@pytest.mark.rule("BOR-20")
def test_bor20_domaren_answers_the_fbi():
    g = turn(phase4({(1, 1): {0: 1}, (1, 2): {1: 1}, (3, 3): {2: 1}}, {"fbi": 0, "domaren": 1}), 0)
    g.apply(Arrest(0, (1, 2), 1))
    d = g.decision()
    assert d.tag == "response" and d.seat == 1 and d.rule == "BOR-20" and "Domaren" in str(d.prompt)
    g.apply(Respond(1, True))
    assert at(g, (1, 2)) == [0, 1, 0] and at(g, (4, 4)) == [0, 0, 0]
    assert g.holder["fbi"] is None and g.holder["domaren"] is None
    assert "Björn plays Domaren: the arrest fails" in public_text(g)


@pytest.mark.rule("BOR-20")
def test_bor20_domaren_kept_the_arrest_happens():
    g = turn(phase4({(1, 1): {0: 1}, (1, 2): {1: 1}, (3, 3): {2: 1}}, {"fbi": 0, "domaren": 1}), 0)
    g.apply(Arrest(0, (1, 2), 1))
    g.apply(Respond(1, False))
    assert at(g, (4, 4)) == [0, 1, 0] and g.holder["domaren"] == 1


# ----- BOR-21 Mordbrännaren ---------------------------------------------------------------------
@pytest.mark.rule("BOR-21")
def test_bor21_arson_with_members_on_the_lot():
    g = phase4(
        {(1, 2): {0: 1, 1: 2}, (1, 1): {0: 1}, (3, 3): {2: 1}},
        {"mordbrannaren": 0},
        police=((1, 2),),
    )
    g = turn(g, 0)
    next_card = g.deck[0]
    g.apply(Burn(0, (1, 2)))
    assert at(g, (1, 2)) == [0, 0, 0] and g.dead == [1, 2, 0]
    assert g.joined == [2, 2, 1]
    assert not g.face_up[7] and g.cards[7] == next_card and not g.police[7]
    assert g.discards == ["gjuteriet"] and len(g.deck) == 7
    text = public_text(g)
    assert (
        "Anna's Mordbrännaren burns Gjuteriet down: 1 of Anna's, 2 of Björn's members die; "
        "its police car leaves the city" in text
    )
    assert "A new face-down lot is laid at C2" in text
    assert g.holder["mordbrannaren"] is None


@pytest.mark.rule("BOR-21")
def test_bor21_no_arson_on_value5_or_face_down_lots():
    g = turn(phase4({(1, 1): {0: 1}, (3, 3): {1: 1}}, {"mordbrannaren": 0}, seats=2), 0)
    assert all(a.lot not in ((2, 2), (0, 0)) for a in g.legal_actions(0) if isinstance(a, Burn))
    with pytest.raises(IllegalAction, match="value-5"):
        g.apply(Burn(0, (2, 2)))
    with pytest.raises(IllegalAction, match="face-up district"):
        g.apply(Burn(0, (0, 1)))


@pytest.mark.rule("BOR-21")
def test_bor21_an_empty_deck_is_rebuilt_from_the_burnt_cards():
    g = phase4({(1, 1): {0: 1}, (3, 3): {1: 1}}, {"mordbrannaren": 0}, seats=2)
    g.discards, g.deck = g.discards + g.deck, []
    burnt = list(g.discards)
    g.chance.script("shuffle:districts", ["gjuteriet"] + burnt)
    g = turn(g, 0)
    g.apply(Burn(0, (1, 2)))
    assert g.cards[7] == "gjuteriet" and not g.face_up[7]
    assert g.deck == burnt and g.discards == []
    assert "burnt cards are shuffled into a new deck" in public_text(g)


# ----- BOR-22 Polisbilen, BOR-16, BOR-26 Polischefen ---------------------------------------------
@pytest.mark.rule("BOR-22")
def test_bor22_polisbilen_puts_or_moves_a_police_car():
    g = turn(phase4({(1, 1): {0: 1}, (3, 3): {1: 1}}, {"polisbilen": 0}, seats=2), 0)
    g.apply(PoliceCar(0, (1, 2)))
    assert g.police[7] and g.holder["polisbilen"] is None
    assert "a police car now stands on Gjuteriet" in public_text(g)
    g.holder["polisbilen"] = 0
    turn(g, 0)
    with pytest.raises(IllegalAction, match="Fängelset"):
        g.apply(PoliceCar(0, (4, 4)))
    with pytest.raises(IllegalAction, match="already stands"):
        g.apply(PoliceCar(0, (1, 2)))
    g.apply(PoliceCar(0, (2, 2), (1, 2)))
    assert g.police[12] and not g.police[7]


@pytest.mark.rule("BOR-16")
def test_bor16_a_sixth_police_car_is_refused():
    cars = ((1, 1), (1, 2), (1, 3), (2, 1), (2, 3))
    g = turn(phase4({(3, 1): {0: 1}, (3, 3): {1: 1}}, {"polisbilen": 0}, seats=2, police=cars), 0)
    legal = [a for a in g.legal_actions(0) if isinstance(a, PoliceCar)]
    assert legal and all(a.frm is not None for a in legal)
    before = g.to_dict()
    with pytest.raises(IllegalAction, match="All 5 police cars are already in the city"):
        g.apply(PoliceCar(0, (3, 2)))
    assert g.to_dict() == before
    g.apply(PoliceCar(0, (3, 2), (1, 1)))
    assert sum(g.police) == 5


@pytest.mark.rule("BOR-26")
def test_bor26_polischefen_removes_a_police_car():
    g = turn(
        phase4({(1, 1): {0: 1}, (3, 3): {1: 1}}, {"polischefen": 0}, seats=2, police=((1, 2),)), 0
    )
    assert [a for a in g.legal_actions(0) if isinstance(a, PoliceChief)] == [PoliceChief(0, (1, 2))]
    with pytest.raises(IllegalAction, match="no police car"):
        g.apply(PoliceChief(0, (1, 3)))
    g.apply(PoliceChief(0, (1, 2)))
    assert sum(g.police) == 0 and g.holder["polischefen"] is None


# ----- BOR-23 Advokaten -------------------------------------------------------------------------
@pytest.mark.rule("BOR-23")
def test_bor23_advokaten_frees_two_members():
    g = phase4({(4, 4): {0: 3}, (1, 1): {0: 1}, (1, 2): {1: 1}}, {"advokaten": 0}, seats=2)
    g = turn(g, 0)
    lawyer = [a for a in g.legal_actions(0) if isinstance(a, Lawyer)]
    places = {p for a in lawyer for p in a.lots}
    assert places == {(1, 1), (3, 3)}  # Anna's Börshuset, and empty Pantbanken next to Fängelset
    with pytest.raises(IllegalAction, match="empty lots next to Fängelset"):
        g.apply(Lawyer(0, ((1, 2),)))
    g.apply(Lawyer(0, ((1, 1), (3, 3))))
    assert at(g, (4, 4)) == [1, 0] and at(g, (1, 1)) == [2, 0] and at(g, (3, 3)) == [1, 0]
    assert g.moved[18][0] == 1 and g.moved[6][0] == 1  # they count as moved this round
    assert g.holder["advokaten"] is None


# ----- BOR-24 Informatören ----------------------------------------------------------------------
@pytest.mark.rule("BOR-24")
def test_bor24_informatoren_peeks_in_secret():
    g = turn(phase4({(1, 1): {0: 1}, (3, 3): {1: 1}}, {"informatoren": 0}, seats=2), 0)
    g.apply(Inform(0, ((0, 1), (2, 4))))
    mine = {tuple(lot["pos"]): lot for lot in g.view(0)["lots"]}
    theirs = {tuple(lot["pos"]): lot for lot in g.view(1)["lots"]}
    assert mine[(0, 1)]["name"] == "Stålverket" and mine[(2, 4)]["name"] == "Bryggeriet"
    assert mine[(0, 1)]["peeked"] and not mine[(0, 1)]["face_up"]
    assert "name" not in theirs[(0, 1)] and "name" not in g.view(None)["lots"][1]
    private = [e for e in g.log if e.kind == "peek"]
    assert private[0].to == (0,) and "Stålverket" in private[0].text
    assert "Anna plays Informatören and looks in secret at B1 and E3" in public_text(g)
    assert "Stålverket" not in public_text(g) and "Stålverket" not in str(g.view(1))
    assert g.view(0)["peeks"] == ["B1", "E3"]


@pytest.mark.rule("BOR-24")
def test_bor24_peeks_end_when_the_lot_turns_up():
    g = turn(phase4({(1, 1): {0: 1}, (3, 3): {1: 1}}, {"informatoren": 0}, seats=2), 0)
    g.apply(Inform(0, ((0, 1), (2, 4))))
    g._turn_up(1)
    assert g.peeks[0] == {14}
    with pytest.raises(IllegalAction, match="face-down"):
        g.holder["informatoren"] = 0
        turn(g, 0).apply(Inform(0, ((0, 1), (2, 4))))


@pytest.mark.rule("BOR-25")
def test_bor25_smugglaren_onto_a_waiting_contract_member_turns_the_lot_up_and_nobody_is_paid():
    """BOR-25 puts no limit on the face-down lot: one with another family's contract member
    turns up, no contract is paid, and the two meet in a conflict when Phase 4 ends."""
    g = phase4({(2, 1): {0: 1}, (3, 3): {1: 1}, (0, 1): {1: 1}}, {"smugglaren": 0}, seats=2)
    g = turn(g, 0)
    assert Smuggle(0, (2, 1), (0, 1)) in g.legal_actions(0)
    cash = list(g.cash)
    g.apply(Smuggle(0, (2, 1), (0, 1)))
    assert g.face_up[1] and at(g, (0, 1)) == [1, 1] and g.cash == cash
    assert "no contract is paid" in public_text(g)
    while g.phase_no == 4 and not g.is_over:
        g.apply(Pass(g.decision().seat))
    assert at(g, (0, 1)) == [0, 0]  # BOR-08: one each, both die


# ----- BOR-25 Smugglaren ------------------------------------------------------------------------
@pytest.mark.rule("BOR-25")
def test_bor25_smugglaren_two_steps_onto_a_face_down_lot_which_turns_up_unpaid():
    g = turn(phase4({(1, 1): {0: 1}, (3, 3): {1: 1}}, {"smugglaren": 0}, seats=2), 0)
    g.apply(Smuggle(0, (1, 1), (0, 3)))  # two steps to Travbanan (contract $800)
    assert g.face_up[3] and at(g, (0, 3)) == [1, 0] and g.cash == [2000, 2000]
    assert g.moved[3][0] == 1
    assert "which turns up: Travbanan (Nöje, value 3); no contract is paid" in public_text(g)
    assert g.holder["smugglaren"] is None


@pytest.mark.rule("BOR-25")
@pytest.mark.parametrize(
    ("frm", "to", "message"),
    [
        ((2, 1), (2, 4), "one or two steps"),
        ((3, 2), (4, 4), "Fängelset"),
    ],
)
def test_bor25_smugglaren_limits(frm, to, message):
    g = phase4(
        {(2, 1): {0: 1}, (3, 2): {0: 1}, (3, 3): {1: 1}, (0, 1): {1: 1}},
        {"smugglaren": 0},
        seats=2,
    )
    g = turn(g, 0)
    before = g.to_dict()
    with pytest.raises(IllegalAction, match=message):
        g.apply(Smuggle(0, frm, to))
    assert g.to_dict() == before
