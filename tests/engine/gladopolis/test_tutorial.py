"""The Glad-o-polis tutorial (resources/gladopolis/tutorial.json) walked without a table.

Each test names the rules (GLA-..) whose mechanic it proves the learner meets: the steps' `shows`
are checked by `tutorial.play()` itself, and these tests check the game state and events behind
them, that the learner (not the guide) makes every secret entry, and that no card gives away a
secret of another seat before it is revealed.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

import pytest

from stadsliv_qt.engine import Event, Game
from stadsliv_qt.engine.decisions import Kind
from stadsliv_qt.teach import tutorial
from stadsliv_qt.teach.tutorial import LANGUAGES, Step, Tutorial

KASSE = -2  # the Stadtkasse as a payer or payee in pay events (games/gladopolis/state.py)


@dataclass
class Walk:
    """What happened at each step of one walk through the tutorial."""

    t: Tutorial
    game: Game
    steps: list[Step] = field(default_factory=list)
    events: dict[str, list[Event]] = field(default_factory=dict)
    after: dict[str, dict[str, Any]] = field(default_factory=dict)  # the state after each step
    kinds: dict[str, Kind] = field(default_factory=dict)  # the decision the step answered

    def of(self, *kinds: str, rule: str | None = None) -> list[tuple[str, Event]]:
        """Every (step id, event) of these kinds (and rule, if given), in order."""
        return [
            (sid, e)
            for sid, evs in self.events.items()
            for e in evs
            if e.kind in kinds and (rule is None or e.rule == rule)
        ]

    def step(self, sid: str) -> Step:
        """The step with this id."""
        return next(s for s in self.steps if s.id == sid)


@pytest.fixture(scope="module")
def walk() -> Walk:
    t = tutorial.load("gladopolis")
    steps: list[Step] = []
    events: dict[str, list[Event]] = {}
    after: dict[str, dict[str, Any]] = {}
    kinds: dict[str, Kind] = {}
    game = t.new_game()
    last = {"kind": Kind.CHANCE}

    def on_step(step: Step, g: Game, evs: list[Event]) -> None:
        steps.append(step)
        events[step.id] = list(evs)
        after[step.id] = g.state_dict()
        kinds[step.id] = last["kind"]
        last["kind"] = g.decision().kind

    game = tutorial.play(t, on_step)
    return Walk(t, game, steps, events, after, kinds)


def test_the_tutorial_plays_to_the_election_on_wahltag_gla_08_gla_29(walk: Walk) -> None:
    """GLA-08, GLA-29: the short calendar reaches Wahltag and the count ends the game."""
    assert walk.t.options.get("short_game") is True and len(walk.t.players) == 3
    assert [s.id for s in walk.steps] == [s.id for s in walk.t.steps]
    assert walk.game.decision().kind is Kind.TERMINAL
    assert walk.of("wahltag", rule="GLA-08")
    votes = walk.of("votes", rule="GLA-29")
    assert len(votes) == 3  # every candidate's breakdown is counted
    result = walk.game.st.result
    assert result is not None and result.rule == "GLA-29"
    # The end card's lesson: Ada's Klüngel chip (GLA-19) cost her the 6 votes that decided it.
    ada, bo = result.breakdown["0"], result.breakdown["1"]
    assert ada["kluengel_loss"] == 6 and result.winner == 1
    assert ada["total"] + 6 > bo["total"]


def test_rolling_and_moving_gla_05(walk: Walk) -> None:
    """GLA-05: the learner's own Roll moves Ada's token by the scripted dice."""
    moves = [e for sid, e in walk.of("move", rule="GLA-05") if sid == "roll1"]
    assert moves and moves[0].data["seat"] == 0 and moves[0].data["dest"] == 3
    assert walk.step("roll1").wait == "act" and walk.step("roll1").action == {
        "type": "Roll",
        "seat": 0,
    }


def test_buying_gla_09(walk: Walk) -> None:
    """GLA-09: the learner buys Gerberhof at its printed price."""
    (_, bought), *_ = [x for x in walk.of("buy", rule="GLA-09") if x[0] == "buy1"]
    assert bought.data == {"seat": 0, "field": 3, "amount": 600}
    assert walk.after["buy1"]["owner"][3] == 0


def test_an_auction_the_learner_wins_gla_09(walk: Walk) -> None:
    """GLA-09: Bo declines Kanalgasse, it is auctioned at once, the learner bids and wins it."""
    assert walk.of("decline", rule="GLA-09")
    assert [sid for sid, _ in walk.of("auction", rule="GLA-09")] == ["bo4d"]
    assert walk.step("bid").wait == "act"
    won = [e for _sid, e in walk.of("buy") if e.data.get("field") == 1]
    assert won and won[0].data == {"seat": 0, "field": 1, "amount": 100}
    assert walk.after["bo4p"]["owner"][1] == 0


def test_rent_and_the_full_group_gla_10(walk: Walk) -> None:
    """GLA-10: rent on a whole group is doubled; built levels raise it; a mortgage stops it."""
    rents = [(sid, e.data) for sid, e in walk.of("pay", rule="GLA-10")]
    assert ("cai4r", {"payer": 2, "payee": 0, "amount": 80}) in rents  # 2 x 40 € on Gerberhof
    assert ("cai6", {"payer": 2, "payee": 0, "amount": 200}) in rents  # one Bauvorhaben
    free = [e for sid, e in walk.of("rent", rule="GLA-10") if sid == "bo6r"]
    assert free and free[0].data == {"field": 11, "amount": 0}  # the mortgaged Lindenplatz


def test_a_los_passage_with_buergergunst_gla_07(walk: Walk) -> None:
    """GLA-07: LOS pays 2,000 € and 1 BG and moves the calendar, also when a card moves the token."""
    before, after = walk.after["end1"], walk.after["roll2"]
    assert after["bg"][0] == before["bg"][0] + 1
    assert after["calendar"] == before["calendar"] + 1
    assert [sid for sid, _ in walk.of("los", rule="GLA-07")].count("roll2") == 1
    assert walk.after["cai6"]["calendar"] == 8


def test_a_stadtgeschehen_card_gla_25(walk: Walk) -> None:
    """GLA-25: the learner draws an event card ('Neuanfang') that moves Ada to LOS."""
    cards = [(sid, e.data["card"]) for sid, e in walk.of("card", rule="GLA-25")]
    assert cards[0] == ("roll2", "zurueck_auf_los")
    assert ("roll9", "hauptbahnhof") in cards


def test_a_council_motion_with_a_secret_vote_made_by_the_learner_gla_20_gla_21_gla_22(
    walk: Walk,
) -> None:
    """GLA-20 to GLA-22: a motion brought in, voted SEALED by every seat, each vote made by the learner."""
    assert walk.step("motion").action == {"type": "BringIn", "seat": 0}
    votes = [s for s in walk.steps if s.action and s.action["type"] == "Vote"]
    assert sorted(s.action["seat"] for s in votes if s.action) == [0, 1, 2]
    assert all(s.wait == "act" for s in votes)  # secret entries are never made by the guide
    assert all(walk.kinds[s.id] is Kind.SEALED for s in votes)
    assert walk.step("secret").anchor == "ui:curtain"
    assert walk.of("reveal", rule="GLA-21")
    assert walk.after["voteC"]["resolutions"] == ["baukostenzuschuss"]


def test_the_hinterzimmer_gla_16_gla_17_gla_18(walk: Walk) -> None:
    """GLA-16 to GLA-18: in by field 30, Sitzungsgeld and a Klüngel chip, out by doubles."""
    assert walk.after["roll5"]["in_hz"][0] is True
    sits = [e for sid, e in walk.of("hinterzimmer", rule="GLA-17") if sid == "cai4e"]
    assert sits and sits[0].data["chips"] == 1
    assert walk.after["cai4e"]["chips"][0] == 1
    assert walk.after["roll6"]["in_hz"][0] is False and walk.after["roll6"]["pos"][0] == 20


def test_building_and_a_mortgage_gla_12_gla_26(walk: Walk) -> None:
    """GLA-12, GLA-26: evenly built brown group (subsidised by the passed motion) and a mortgage."""
    assert walk.after["build2"]["level"][1] == walk.after["build2"]["level"][3] == 1
    assert walk.after["build1"]["cash"][0] == walk.after["roll6"]["cash"][0] - 370  # 500 € - 25 %
    assert walk.after["mortgage"]["mortgaged"][11] is True
    assert walk.after["mortgage"]["cash"][0] == walk.after["build2"]["cash"][0] + 700


def test_buying_buergergunst_into_the_stadtkasse_gla_11_gla_13(walk: Walk) -> None:
    """GLA-11, GLA-13: 1 BG for 1,000 € into the Stadtkasse; taxes fill it too."""
    before, after = walk.after["cai5e"], walk.after["buybg"]
    assert after["bg"][0] == before["bg"][0] + 1 and after["kasse"] == before["kasse"] + 1000
    taxes = [e.data for _sid, e in walk.of("pay", rule="GLA-13")]
    assert {"payer": 2, "payee": KASSE, "amount": 2000} in taxes


def test_every_mechanic_the_issue_names_is_taught_by_a_card(walk: Walk) -> None:
    """Rolling, buying, auction, rent, LOS, card, council, Hinterzimmer, building, mortgage, count."""
    taught = walk.t.rules()
    for rule in (
        "GLA-05",
        "GLA-09",
        "GLA-10",
        "GLA-07",
        "GLA-25",
        "GLA-20",
        "GLA-21",
        "GLA-16",
        "GLA-17",
        "GLA-18",
        "GLA-12",
        "GLA-26",
        "GLA-08",
        "GLA-29",
    ):
        assert rule in taught, rule


def _sentences(text: str) -> int:
    return len([s for s in re.split(r"(?<=[.!?])\s+", text.strip()) if s])


def test_every_card_is_short_anchored_and_in_three_languages(walk: Walk) -> None:
    """Each card: one to three sentences in en, sv and de, anchored, naming a rule id."""
    for step in walk.t.steps:
        for lang in LANGUAGES:
            assert 1 <= _sentences(step.text[lang]) <= 3, (step.id, lang)
        assert step.anchor, step.id
        if step.wait in ("act", "next", "end"):
            assert re.fullmatch(r"GLA-\d\d", step.rule), step.id
        for ref in step.light + (step.anchor,):
            assert re.fullmatch(
                r"field:\d+|seat:[0-2]|kasse|calendar|resolutions|ui:[a-z]+", ref
            ), ref
        if step.wait == "act":
            assert step.hint is not None


def test_no_card_shows_another_seats_secret_vote_before_the_reveal(walk: Walk) -> None:
    """GLA-21: while votes are sealed, the card for a voter names no other seat; none says how one voted."""
    names = walk.t.players
    voted: set[int] = set()
    for k, step in enumerate(walk.steps[:-1]):
        for e in walk.events[step.id]:
            if e.kind == "voted":
                voted.add(e.data["seat"])
            if e.kind == "reveal":
                voted.clear()
        card = walk.steps[k + 1]  # the card the table shows next
        if not voted:
            continue
        own = card.action["seat"] if card.action else None
        for lang in LANGUAGES:
            text = card.text[lang]
            for seat in voted:
                if seat != own:
                    assert names[seat] not in text, (card.id, lang, names[seat])
