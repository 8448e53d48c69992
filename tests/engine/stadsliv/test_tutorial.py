"""Stadsliv's guided first game (resources/stadsliv/tutorial.json), walked without a table.

`tutorial.play()` follows every card; each test names the rule (STA-xx) whose mechanic the
tutorial must let the learner meet, and checks it by the step's events and the game's state.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

import pytest

from stadsliv_qt.engine import Event, Game, Kind
from stadsliv_qt.games.stadsliv import StadslivGame
from stadsliv_qt.teach import tutorial
from stadsliv_qt.teach.tutorial import LANGUAGES, Step
from stadsliv_qt.text import msg, render
from stadsliv_qt.text.message import SeatRef


@dataclass
class Walk:
    """What a walk through the tutorial saw: per step, its events and a snapshot of the state."""

    steps: list[Step] = field(default_factory=list)
    events: dict[str, list[Event]] = field(default_factory=dict)
    state: dict[str, dict[str, object]] = field(default_factory=dict)
    game: Game | None = None

    def rules(self, step_id: str) -> set[str]:
        """The rule ids of a step's events."""
        return {e.rule for e in self.events[step_id]}

    def kinds(self, step_id: str) -> set[str]:
        """The kinds of a step's events."""
        return {e.kind for e in self.events[step_id]}

    def all_events(self) -> list[Event]:
        """Every event of the walk, in order."""
        return [e for s in self.steps for e in self.events[s.id]]


@pytest.fixture(scope="module")
def walk() -> Walk:
    t = tutorial.load("stadsliv")
    w = Walk()

    def note(step: Step, game: Game, events: list[Event]) -> None:
        assert isinstance(game, StadslivGame)
        w.steps.append(step)
        w.events[step.id] = list(events)
        w.state[step.id] = {
            "money": list(game.money),
            "pos": list(game.pos),
            "loan": list(game.loan),
            "sf": list(game.sf),
            "gb": list(game.gb),
            "banker": game.banker,
            "owner": dict(game.owner),
        }

    w.game = tutorial.play(t, note)
    return w


def _step_of(w: Walk, kind: str, rule: str | None = None) -> str:
    """The id of the first step with an event of this kind (and rule)."""
    for s in w.steps:
        for e in w.events[s.id]:
            if e.kind == kind and (rule is None or e.rule == rule):
                return s.id
    raise AssertionError(f"no step shows an event of kind {kind!r} ({rule})")


def test_the_tutorial_loads_plays_to_its_end_and_ends_the_game(walk: Walk) -> None:
    """Every step can be done as its card says; the last card closes a finished game."""
    assert walk.steps[-1].wait == "end"
    assert walk.game is not None and walk.game.decision().kind is Kind.TERMINAL
    assert len(walk.game.seats) == 2  # few seats keep it short


def test_sta04_the_banker_is_chosen_by_the_lowest_roll_after_nobody_volunteers(walk: Walk) -> None:
    """STA-04: the learner declines, nobody volunteers, the dice choose Bo."""
    sid = _step_of(walk, "banker", "STA-04")
    assert [s.id for s in walk.steps].index(sid) < [s.id for s in walk.steps].index("roll-one")
    assert "dice" in walk.kinds("banker-roll") and walk.state["banker-roll"]["banker"] == 1
    assert walk.state["banker-roll"]["owner"]["B"] == 1  # the Bank's share goes with the job


def test_sta06_one_die_and_two_dice_are_both_chosen(walk: Walk) -> None:
    """STA-06: the learner rolls one die and later both dice."""
    rolls = [
        e.data["dice"] for e in walk.all_events() if e.kind == "move" and e.data.get("seat") == 0
    ]
    assert any(len(r) == 1 for r in rolls) and any(len(r) == 2 for r in rolls)


def test_sta07_a_block_is_bought_and_its_fee_is_paid_to_its_owner(walk: Walk) -> None:
    """STA-07: Ada buys Kvarter 2; Bo lands on it and pays Ada its fee; a buy may be refused."""
    assert walk.state["buy-kv2"]["owner"]["Kv2"] == 0
    fee = [e for e in walk.events["bo-fee"] if e.kind == "pay"]
    assert (
        fee
        and fee[0].data["seat"] == 1
        and fee[0].data["creditor"] == 0
        and fee[0].rule == "STA-07"
    )
    assert (
        walk.state["bo-fee"]["money"][0] - walk.state["end-1"]["money"][0] == fee[0].data["amount"]
    )
    assert "buy" in walk.kinds("no-buy") and walk.state["no-buy"]["owner"]["C"] == -1


def test_sta10_varvslon_is_paid_at_start_with_the_rule_change_in_it(walk: Walk) -> None:
    """STA-10: passing Start pays the learner varvslön (5 for an investment, +1 voted in)."""
    pay = [e for e in walk.all_events() if e.kind == "varvslon"]
    assert (
        pay and pay[0].rule == "STA-10" and pay[0].data["seat"] == 0 and pay[0].data["amount"] == 6
    )


def test_sta14_sta15_a_loan_is_taken_and_repaid_on_an_nz_with_interest(walk: Walk) -> None:
    """STA-14 a loan of 5; STA-15 landing on an NZ repays 5 + 20 % (rounded up) = 6."""
    assert walk.state["loan"]["loan"][0] == 5 and "STA-14" in walk.rules("loan")
    repaid = [e for e in walk.events["roll-nz"] if e.rule == "STA-15" and e.kind == "pay"]
    assert repaid and repaid[0].data["amount"] == 6 and repaid[0].data["creditor"] == -1
    assert walk.state["roll-nz"]["loan"][0] == 0
    game = walk.game
    assert (
        isinstance(game, StadslivGame)
        and game.ring[walk.state["roll-nz"]["pos"][0]].kind == "neutral"
    )


def test_sta16_a_player_on_an_nz_is_spared_by_a_throw_from_odet(walk: Walk) -> None:
    """STA-16: Bo's Farsot hits Bo and passes Ada by on her NZ."""
    effect = [e for e in walk.events["bo-throw"] if e.kind == "fate_effect"]
    assert effect and effect[0].rule == "STA-16" and effect[0].data["seats"] == [1]
    assert walk.state["bo-throw"]["money"][0] == walk.state["nz-paid"]["money"][0]


def test_sta11_sta12_the_odestarning_shows_white_and_black_faces_and_who_throws(walk: Walk) -> None:
    """STA-11, STA-12: faces of both colours are met; the banker throws until Ada is a member."""
    throws = [e for e in walk.all_events() if e.kind == "fate"]
    assert {e.data["positive"] for e in throws} == {True, False}
    assert len({e.data["face"] for e in throws}) >= 4
    by_step = {s.id: [e for e in walk.events[s.id] if e.kind == "fate"] for s in walk.steps}
    assert by_step["fate-throw"][0].data["thrower"] == 1  # Ada may not throw yet: the banker does
    assert by_step["gb-throw"][0].data["thrower"] == 0  # as a member of Stadsfullmäktige she may


def test_sta12_a_guldbonus_is_bought_with_a_loan_and_sta13_the_loan_throw_wipes_it(
    walk: Walk,
) -> None:
    """STA-12: GB lets Ada buy a Guldbonus for 10; STA-13: the throw on her loan cancels it."""
    assert walk.state["gb-buy"]["gb"][0] == 1
    assert walk.state["gb-loan"]["loan"][0] == 8 and walk.state["loan-roll"]["loan"][0] == 0
    assert "STA-13" in walk.rules("loan-roll")


def test_sta18_a_stadsfullmaktige_seat_is_bought(walk: Walk) -> None:
    """STA-18: on Stadsfullmäktige the learner buys a seat for 15."""
    assert walk.state["buy-seat"]["sf"][0] == 1 and "STA-18" in walk.rules("buy-seat")
    assert walk.state["roll-sf"]["money"][0] - walk.state["buy-seat"]["money"][0] == 15


def test_sta22_a_rokort_vote_wins_a_seat_and_a_rule_change(walk: Walk) -> None:
    """STA-22: two Röstkort questions pass the secret vote and the court's throw."""
    assert "question" in walk.kinds("ask") and "reveal" in walk.kinds("bo-votes")
    assert walk.state["vote-throw"]["sf"][0] == 2
    assert "rule_change" in walk.kinds("change-throw")
    assert walk.game is not None and isinstance(walk.game, StadslivGame)
    assert walk.game.rules["varvslon"] == 1


def test_sta24_the_game_ends_with_the_count(walk: Walk) -> None:
    """STA-24: the count names every part of each total; the learner wins it."""
    assert "STA-24" in walk.rules("end-10")
    game = walk.game
    assert game is not None
    results = game.decision().results
    assert results is not None and results.rule == "STA-24" and results.winners == (0,)
    assert results.breakdown[0]["guldbonus"] == 25 and results.breakdown[0]["shares"] == 30


def test_every_card_teaches_a_rule_and_each_mechanic_of_the_issue_is_named() -> None:
    """Each card names its rule; all mechanics of issue 18's list appear among the rules taught."""
    t = tutorial.load("stadsliv")
    assert all(s.rule for s in t.steps)
    wanted = {
        "STA-04",
        "STA-06",
        "STA-07",
        "STA-10",
        "STA-11",
        "STA-12",
        "STA-13",
        "STA-14",
        "STA-15",
        "STA-16",
        "STA-18",
        "STA-22",
        "STA-24",
    }
    assert wanted <= t.rules()


def test_cards_are_short_and_said_in_every_language() -> None:
    """One to three sentences a card, in en, sv and de; German says du, not Sie."""
    t = tutorial.load("stadsliv")
    for step in t.steps:
        for lang in LANGUAGES:
            text = step.say(lang)
            sentences = [s for s in re.split(r"(?<=[.!?])\s+", text.strip()) if s]
            assert 1 <= len(sentences) <= 3, (step.id, lang, text)
        assert not re.search(r"\b(Sie|Ihr|Ihre)\b", step.say("de")), step.id


def _vote_words(lang: str) -> list[str]:
    """How the game says a seat's vote: the voter's private line and the reveal's part."""
    out = []
    for yes in (True, False):
        out.append(render(msg("sta.votes.you_voted", yes=yes), lang).lower())
        out.append(render(msg("sta.votes.cast", seat=SeatRef(1, "Bo"), yes=yes), lang).lower())
    return out


PHRASES = {
    "en": r"\b(votes?|voted) (yes|no)\b",
    "sv": r"\b(röstar|rösta|röstade) (ja|nej)\b",
    "de": r"\bmit (ja|nein)\b",
}


def test_no_card_shows_a_secret_vote_before_it_is_revealed(walk: Walk) -> None:
    """STA-22: from the question to the reveal, no card says how a voter votes (the hint, said
    only behind the curtain to the voter who tries the other button, may)."""
    secret = False
    checked = 0
    for step in walk.steps:
        if secret or step.action and step.action.get("type") == "Vote":
            for lang in LANGUAGES:
                text = step.say(lang).lower()
                assert not any(w in text for w in _vote_words(lang)), (step.id, lang)
                assert not re.search(PHRASES[lang], text), (step.id, lang, text)
            checked += 1
        kinds = walk.kinds(step.id)
        if "question" in kinds:
            secret = True
        if "reveal" in kinds:
            secret = False
    assert checked >= 3  # the curtain card and both votes were checked
    votes = [s for s in walk.steps if s.action and s.action.get("type") == "Vote"]
    assert votes and all(s.action and s.action["seat"] != 0 for s in votes)
    assert all(s.anchor in ("ui:actions", "ui:curtain") for s in votes)
