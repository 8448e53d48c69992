"""Rule cards and the 'since your turn' digest, without a table (teach/cards.py, teach/digest.py)."""

from __future__ import annotations

import random

import pytest

from stadsliv_qt.engine import Event, Game, registry
from stadsliv_qt.engine.decisions import Kind
from stadsliv_qt.engine.playout import random_step
from stadsliv_qt.teach import cards
from stadsliv_qt.teach.digest import Digest, digest, public_row
from stadsliv_qt.text import Msg

# (title, seed, steps before a sealed round that seat 1 enters): found by seeded random play
SECRETS = [("gladopolis", 0, 129), ("borgata", 0, 10), ("stadsliv", 5, 532)]


def _to_secret(game_id: str, seed: int, steps: int) -> Game:
    game = registry.get(game_id)(["Ada", "Bo", "Cai"], seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        random_step(game, rng)
    decision = game.decision()
    assert decision.kind is Kind.SEALED and 1 in decision.seats
    return game


def _said(d: Digest) -> list[str]:
    return (
        [f"{f.key}:{f.before}>{f.after}" for f in d.figures]
        + [str(x) for x in d.won + d.lost]
        + [e.line("en") for e in d.events]
        + [str(d.more)]
    )


@pytest.mark.parametrize(("game_id", "seed", "steps"), SECRETS)
def test_twin_games_differing_in_another_seats_secret_give_equal_cards_and_digests(
    game_id: str, seed: int, steps: int
) -> None:
    base = _to_secret(game_id, seed, steps)
    mark, row = len(base.log_for(None)), public_row(base.view(None), 0)
    first, second = base.copy(), base.copy()
    options = base.legal_actions(1)
    first.apply(options[0])
    second.apply(options[-1])
    # the twins differ in seat 1's secret (its own log says what it sealed) ...
    assert [e.line() for e in first.log_for(1)] != [e.line() for e in second.log_for(1)]
    # ... yet seat 0's digest and the rule cards of the shared screen are the same
    for seat in (0, 2):
        digests = [
            digest(seat, g.log_for(None)[mark:], row, public_row(g.view(None), seat))
            for g in (first, second)
        ]
        assert _said(digests[0]) == _said(digests[1])
    shown = [[e.line() for e in cards.first_times(g.log_for(None))] for g in (first, second)]
    assert shown[0] == shown[1]
    # no card is ever made of a private event or a sealed entry
    for g in (first, second):
        for event in cards.first_times(g.log_for(None)):
            assert event.to is None and event.kind not in cards.SECRET_ENTRY_KINDS
        assert not any(cards.teaches(e) for e in g.log if e.to is not None)


def test_a_rule_makes_a_card_only_the_first_time_it_shows_in_the_public_log() -> None:
    log = [
        Event("Anna has sealed", rule="BOR-27", kind="sealed"),
        Event("You bid 300", rule="BOR-27", kind="sealed_private", to=(0,)),
        Event("Anna pays rent", rule="GLA-10", kind="pay", data={"seat": 0}),
        Event("Bo pays rent", rule="GLA-10", kind="pay", data={"seat": 1}),
        Event("Bids revealed", rule="BOR-27", kind="reveal"),
        Event("A turn begins", kind="turn"),
    ]
    public = [e for e in log if e.to is None]
    assert [e.text for e in cards.first_times(public)] == ["Anna pays rent", "Bids revealed"]
    # after the first rent, only the reveal is new: the decision is the log's, so it survives
    # a resume (start further on) and an undo (a shorter log) alike
    assert [e.text for e in cards.first_times(public, 2)] == ["Bids revealed"]
    assert cards.first_times(public[:3], 2) == []  # the second rent: no card


@pytest.mark.parametrize("game_id", ["gladopolis", "borgata", "stadsliv"])
@pytest.mark.parametrize("lang", ["en", "sv", "de"])
def test_every_cited_rule_has_a_heading_and_one_to_three_sentences(game_id: str, lang: str) -> None:
    text = cards.rules_text(game_id, lang)
    cited = list(cards.rules_cited(text))
    assert len(cited) > 20
    for rule in cited:
        card = cards.card_for(game_id, rule, lang)
        assert card.heading, rule
        assert 1 <= len(card.why) <= cards.MAX_SENTENCES, rule
        assert all(rule not in s and "**" not in s for s in card.why), card.why


def test_a_card_says_the_rule_in_the_tables_language() -> None:
    en = cards.card_for("gladopolis", "GLA-21", "en")
    de = cards.card_for("gladopolis", "GLA-21", "de")
    assert en.why[0].startswith("Everyone votes at once")
    assert de.why[0].startswith("Alle stimmen gleichzeitig")
    assert len(en.why) == 3  # the first three of the item's five sentences


def test_the_digest_tells_money_places_and_the_events_about_the_seat() -> None:
    before = {"money": 1500, "bg": 3, "holdings": [Msg("h", {"field": "Lindenplatz", "tag": ""})]}
    after = {
        "money": 900,
        "bg": 3,
        "holdings": [
            Msg("h", {"field": "Lindenplatz", "tag": "mortgaged"}),
            Msg("h", {"field": "Kaisertor", "tag": ""}),
        ],
    }
    events = [
        Event("Ada pays Bo 600 €", rule="GLA-10", kind="pay", data={"payer": 0, "payee": 1}),
        Event("Cai buys a street", rule="GLA-09", kind="buy", data={"seat": 2}),
        Event("Motion passed", rule="GLA-21", kind="rule_change"),
        Event("Ada secret", kind="peek", to=(0,), data={"seat": 0}),
        Event("Ada is hit", kind="attack", data={"x": 1}),
    ]
    refs = {"Ada is hit": ["lot:3", "seat:0"]}
    d = digest(0, events, before, after, lambda e: refs.get(e.text, []))
    assert [(f.key, f.before, f.after) for f in d.figures] == [("money", 1500, 900)]
    assert [str(x.args["field"]) for x in d.won if isinstance(x, Msg)] == ["Kaisertor"]
    assert d.lost == ()  # mortgaged is still held
    assert [e.text for e in d.events] == ["Ada pays Bo 600 €", "Motion passed", "Ada is hit"]
    assert not digest(1, [], before, before).events and digest(1, [], before, before).empty


@pytest.mark.parametrize("lang", ["en", "sv", "de"])
def test_a_card_that_announces_a_list_carries_the_list(lang: str) -> None:
    """BOR-09's goals, STA-12's six faces, GLA-29's votes: a card stopped at "these goals
    wins:" before; every item now follows on a line of its own."""
    for game_id in ("gladopolis", "borgata", "stadsliv"):
        text = cards.rules_text(game_id, lang)
        for rule in cards.rules_cited(text):
            why = cards.card_for(game_id, rule, lang).why
            assert not why[-1].endswith(":"), (game_id, rule, why)
    goals = cards.card_for("borgata", "BOR-09", lang).why[-1].split("\n• ")
    assert len(goals) == 4 and "30" in goals[3]  # the announcing sentence and three goals
    faces = cards.card_for("stadsliv", "STA-12", lang).why[-1]
    for face in ("Guldbonus", "Investeringsutdelning", "Gynnsamt klimat", "Farsot"):
        assert face in faces
    assert "Naturkatastrof" in faces and "Krigshot" in faces and "…" not in faces
