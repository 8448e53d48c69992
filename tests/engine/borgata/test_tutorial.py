"""Borgata's guided first game (resources/borgata/tutorial.json) walked without a table.

Each test names the rules it proves were met by the learner's clicks: the five phases (BOR-10 to
BOR-14), sealed envelopes behind the curtain and their reveal (BOR-10, BOR-27), collecting
(BOR-11), a contract bid (BOR-12), mobilising and a conflict (BOR-13, BOR-08), recruiting
(BOR-14), the police and Fängelset (BOR-22, BOR-11, BOR-15) and a win (BOR-09).
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from stadsliv_qt.engine import Event
from stadsliv_qt.games.borgata import BorgataGame
from stadsliv_qt.games.borgata.grid import HALL, PRISON, index, label
from stadsliv_qt.teach import tutorial
from stadsliv_qt.teach.tutorial import LANGUAGES, Step, Tutorial

SEALED = ("Envelopes", "ContractBid")


@pytest.fixture(scope="module")
def tut() -> Tutorial:
    return tutorial.load("borgata")


@pytest.fixture(scope="module")
def walk(tut: Tutorial) -> dict[str, Any]:
    """The tutorial played once: each step's events and the phase each step left the game in."""
    seen: list[tuple[Step, list[Event], int, str]] = []

    def on_step(step: Step, game: Any, events: list[Event]) -> None:
        seen.append((step, list(events), game.phase_no, game.phase))

    game = tutorial.play(tut, on_step)
    assert isinstance(game, BorgataGame)
    by_id = {step.id: events for step, events, _, _ in seen}
    return {"game": game, "seen": seen, "events": by_id}


def _kinds(events: list[Event], rule: str) -> set[str]:
    return {e.kind for e in events if e.rule == rule}


def test_the_tutorial_plays_to_its_end_with_two_families(tut, walk):
    assert tut.players == ("Alba", "Bruno")
    assert [s.id for s, *_ in walk["seen"]] == [s.id for s in tut.steps]
    assert tut.steps[-1].wait == "end"


def test_the_five_phases_each_happen_BOR_10_to_BOR_14(tut, walk):
    phases = {phase_no for _, _, phase_no, _ in walk["seen"]}
    assert {1, 2, 3, 4, 5} <= phases
    assert {"BOR-10", "BOR-11", "BOR-12", "BOR-13", "BOR-14"} <= tut.rules()
    phase_card = next(s for s in tut.steps if s.id == "phases")
    for word in ("Kontakter", "Inkassera", "Kontrakt", "Mobilisera", "Rekrytera"):
        assert all(word in phase_card.say(lang) for lang in LANGUAGES)


def test_envelopes_are_sealed_behind_the_curtain_and_revealed_together_BOR_10_BOR_27(tut, walk):
    ev = walk["events"]
    for step_id, seat in (("env_a", 0), ("env_b", 1)):
        step = next(s for s in tut.steps if s.id == step_id)
        assert step.anchor == "ui:curtain"
        private = [e for e in ev[step_id] if e.kind == "sealed_private"]
        assert [e.to for e in private] == [(seat,)]  # the amounts only in the family's own log
        assert "sealed" in _kinds(ev[step_id], "BOR-27")
    assert "reveal" not in _kinds(ev["env_a"], "BOR-10")  # nothing opens with one family in
    assert "reveal" in _kinds(ev["env_b"], "BOR-10")
    won = [e for e in ev["env_b"] if e.kind == "contact_won"]
    assert [(e.data["contact"], e.data["seat"], e.data["amount"]) for e in won] == [
        ("polisbilen", 0, 300)
    ]
    assert any(s.anchor == "ui:curtain" and s.rule == "BOR-27" for s in tut.steps)


def test_collecting_pays_each_family_its_lots_BOR_11(walk):
    collected = [e for e in walk["events"]["env_b"] if e.kind == "collect"]
    # Alba: Börshuset $550 + Varuhuset $600; Bruno: Kasinot $600 + Kylhuset $300 + Pantbanken $200
    assert sorted((e.data["seat"], e.data["amount"]) for e in collected) == [(0, 1150), (1, 1100)]


def test_a_contract_is_bid_for_in_secret_and_pays_when_it_turns_up_BOR_12_BOR_10(walk):
    ev = walk["events"]
    won = [e for e in ev["bid_b"] if e.kind == "contract_won"]
    assert [(e.data["seat"], e.data["amount"], e.data["lot"]) for e in won] == [(0, 500, [0, 1])]
    paid = [e for e in ev["done_b"] if e.kind == "contract_paid"]
    assert [(e.data["seat"], e.data["amount"]) for e in paid] == [(0, 1000)]
    assert "turn_up" in _kinds(ev["name_2"], "BOR-12")  # a lot with no contract just turns up


def test_mobilising_leads_to_a_conflict_that_removes_the_same_number_BOR_13_BOR_08(walk):
    ev = walk["events"]
    assert "move" in _kinds(ev["step_1"], "BOR-13")
    conflicts = [e for e in ev["pass_a1"] if e.kind == "conflict"]
    assert [(e.data["lot"], e.data["before"], e.data["after"]) for e in conflicts] == [
        ([1, 2], [2, 1], [1, 0])
    ]
    assert sum(1 for e in ev["pass_a1"] if e.kind == "removal") == 2  # one dead per family


def test_recruiting_places_new_members_for_500_BOR_14(walk):
    ev = walk["events"]
    recruits = [e for e in ev["recruit_1"] + ev["recruit_2"] if e.kind == "recruit"]
    assert [(e.data["seat"], e.data["lot"], e.data["amount"]) for e in recruits] == [
        (0, [1, 1], 500),
        (0, [1, 1], 500),
    ]


def test_a_police_car_sends_a_collector_to_faengelset_which_he_then_controls_BOR_22_BOR_15(walk):
    ev = walk["events"]
    assert "contact_back" in _kinds(ev["police"], "BOR-22")  # Polisbilen played and returned
    arrests = [e for e in ev["police_collect"] if e.kind == "arrest"]
    assert [(e.rule, e.data["seat"], e.data["lot"]) for e in arrests] == [("BOR-11", 1, [3, 3])]
    prison = [e for e in ev["police_collect"] if e.kind == "prison"]
    assert [e.data["controller"] for e in prison] == [1]
    game = walk["game"]
    assert game.members[PRISON] == [0, 1]
    assert game.police[index((3, 3))]


def test_alba_wins_by_lot_value_and_the_ways_to_win_are_taught_BOR_09(tut, walk):
    game = walk["game"]
    results = game.decision().results
    assert results is not None and results.winners == (0,) and results.rule == "BOR-09"
    assert results.scores[0] == 21 and results.scores[0] >= game.options["win_value"]
    assert game.members[HALL][0] == 1
    ways = next(s for s in tut.steps if s.id == "ways_to_win")
    assert ways.rule == "BOR-09"
    assert "30" in ways.say("en") and "Stadshuset" in ways.say("en")


def _amounts(step: Step) -> set[int]:
    action = step.action or {}
    if action.get("type") == "Envelopes":
        return {a for _, a in action["amounts"] if a}
    if action.get("type") == "ContractBid" and action["amount"]:
        return {action["amount"]}
    return set()


def _windows(steps: tuple[Step, ...]) -> list[range]:
    """Each sealed round: from the card after the last other action up to its last sealed step."""
    out: list[range] = []
    start = 0
    k = 0
    while k < len(steps):
        s = steps[k]
        typ = (s.action or {}).get("type")
        if typ in SEALED:
            end = k
            while end + 1 < len(steps) and (steps[end + 1].action or {}).get("type") in SEALED:
                end += 1
            out.append(range(start, end + 1))
            k = end + 1
            start = k
            continue
        if s.wait in ("act", "auto"):
            start = k + 1
        k += 1
    return out


def test_no_card_shows_another_familys_sealed_amount_before_the_reveal_BOR_27(tut):
    steps = tut.steps
    windows = _windows(steps)
    assert len(windows) == 3  # envelopes of round 1, the contract bid, envelopes of round 2
    for window in windows:
        sealed = {
            steps[k].action["seat"]: _amounts(steps[k])  # type: ignore[index]
            for k in window
            if (steps[k].action or {}).get("type") in SEALED
        }
        assert len(sealed) == 2  # the learner seals for both families, one after the other
        for k in window:
            own = (steps[k].action or {}).get("seat")
            others = {a for seat, amounts in sealed.items() if seat != own for a in amounts}
            for lang in LANGUAGES:
                text = steps[k].say(lang) + steps[k].hint_text(lang)
                for amount in others:
                    assert not re.search(rf"(?<![\d.,]){amount}(?![\d])", text), (
                        steps[k].id,
                        lang,
                        amount,
                    )


def test_every_card_is_short_anchored_and_names_its_rule(tut):
    for step in tut.steps:
        assert step.anchor, step.id
        assert step.rule.startswith("BOR-"), step.id
        for lang in LANGUAGES:
            sentences = re.findall(r"[.!?](?:\s|$)", step.say(lang))
            assert 1 <= len(sentences) <= 3, (step.id, lang)


def test_board_refs_of_the_cards_name_real_lots_and_seats(tut):
    lots = {f"lot:{label(i)}" for i in range(25)}
    for step in tut.steps:
        for ref in (step.anchor, *step.light):
            if ref.startswith("ui:"):
                continue
            assert ref in lots or ref in {"seat:0", "seat:1"}, (step.id, ref)
        if step.wait == "act" and (step.action or {}).get("type") in ("Place", "Step", "NameLot"):
            assert step.light, step.id  # the choice is lit on the board


def test_secret_entries_are_made_for_each_seat_behind_the_curtain(tut):
    for step in tut.steps:
        if (step.action or {}).get("type") in SEALED:
            assert step.wait == "act" and step.anchor == "ui:curtain", step.id
