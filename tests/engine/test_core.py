"""The shared rules core: decision kinds, refusal without change, chance, redaction, undo."""

from __future__ import annotations

import pytest

from stadsliv_qt.engine import Chance, IllegalAction, Kind, OptionError, registry
from stadsliv_qt.engine.undo import UndoHistory
from tests.toy_game import Bid, Target, ToyGame


def new(**options) -> ToyGame:
    return ToyGame(["Anna", "Björn", "Çelik"], options, seed=3)


def test_every_decision_kind_in_order():
    g = new(rounds=1)
    assert g.decision().kind is Kind.SEAT and g.decision().seat == 0
    g.apply(Target(0, 6))
    assert g.decision().kind is Kind.CHANCE
    g.chance.script("dice", (2, 3))
    g.resolve_chance()
    d = g.decision()
    assert d.kind is Kind.SEALED and d.seats == (0, 1, 2)
    g.apply(Bid(1, 4))
    assert g.decision().seats == (0, 2) and g.decision().submitted == (1,)
    g.apply(Bid(0, 2))
    g.apply(Bid(2, 1))
    d = g.decision()
    assert d.kind is Kind.TERMINAL
    assert d.results.winners == (1,)
    assert g.points == [0, 5, 0]


def test_refusal_names_the_problem_and_changes_nothing():
    g = new()
    before = g.to_dict()
    with pytest.raises(IllegalAction, match="not Björn's turn"):
        g.apply(Target(1, 5))
    with pytest.raises(IllegalAction, match="2 to 12"):
        g.apply(Target(0, 13))
    with pytest.raises(IllegalAction, match="no such seat"):
        g.apply(Target(7, 5))
    with pytest.raises(IllegalAction, match="Nothing is waiting"):
        g.resolve_chance()
    assert g.to_dict() == before


def test_no_seat_outside_the_decision_has_a_legal_action():
    g = new()
    assert g.legal_actions(0) and not g.legal_actions(1) and not g.legal_actions(2)


def test_options_are_declared_and_checked():
    assert new().options == {"rounds": 2, "prize": "5"}
    with pytest.raises(OptionError, match="at most 5"):
        new(rounds=9)
    with pytest.raises(OptionError, match="one of"):
        new(prize="7")
    with pytest.raises(OptionError, match="no option called"):
        new(speed=1)


@pytest.mark.parametrize(
    ("names", "message"),
    [
        (["Anna"], "2 to 4 players"),
        (["Anna", "  "], "Player 2 needs a name"),
        (["Anna", "anna "], "both called"),
        (["Anna", "x" * 25], "too long"),
        (["Anna", "a\x00b"], "cannot be shown"),
    ],
)
def test_seat_names_validated(names, message):
    with pytest.raises(OptionError, match=message):
        ToyGame(names)


def test_names_trimmed_and_unicode_kept():
    g = ToyGame(["  Åsa  Öberg ", "Ζωή 🎲"])
    assert [s.name for s in g.seats] == ["Åsa Öberg", "Ζωή 🎲"]


def test_chance_is_seeded_and_scriptable():
    a, b = Chance(42), Chance(42)
    assert [a.dice() for _ in range(20)] == [b.dice() for _ in range(20)]
    c = Chance(1)
    c.script("dice", (6, 6))
    c.script("die", 4)
    c.script("fate", "GB")
    c.script("shuffle:deck", [3, 1, 2])
    assert c.dice() == (6, 6)
    assert c.dice(1) == (4,)
    assert c.face(["GB", "F"], "fate") == "GB"
    assert c.shuffle([1, 2, 3], "shuffle:deck") == [3, 1, 2]
    with pytest.raises(ValueError):
        c.script("dice", (7, 1))
        c.dice()
    with pytest.raises(ValueError):
        c.script("shuffle:deck", [1, 1, 2])
        c.shuffle([1, 2, 3], "shuffle:deck")


def test_chance_round_trip_continues_the_same_stream():
    c = Chance(9)
    c.dice()
    c.script("fate", "KH")
    d = Chance.from_dict(c.to_dict())
    assert d.face(["GB", "KH"], "fate") == "KH"
    assert [c.dice() for _ in range(5)][1:] == [d.dice() for _ in range(5)][1:]


def test_views_redact_sealed_bids_until_the_reveal():
    g = new()
    g.apply(Target(0, 12))
    g.chance.script("dice", (1, 1))
    g.resolve_chance()
    g.apply(Bid(0, 7))
    assert g.view(0)["my_bid"] == 7
    assert g.view(1)["my_bid"] is None and g.view(None)["my_bid"] is None
    public = " ".join(e.line() for e in g.log_for(None))
    assert "7" not in public
    assert any("You bid 7" in e.text for e in g.log_for(0))
    assert not any("7" in e.text for e in g.log_for(1))


def test_undo_back_to_the_last_reveal_never_past_it():
    g = new()
    h = UndoHistory()
    assert not h.can_undo
    h.apply(g, Target(0, 4))
    assert h.can_undo and h.last() == "aims for 4"
    g = h.undo(g)
    assert g.decision().kind is Kind.SEAT and g.target == 0
    h.apply(g, Target(0, 4))
    g.chance.script("dice", (3, 3))
    h.resolve_chance(g)
    assert not h.can_undo
    with pytest.raises(IllegalAction, match="cannot go back past dice"):
        h.undo(g)
    h.apply(g, Bid(0, 3))  # a sealed entry is final too
    assert not h.can_undo


def test_registry_finds_games_by_id():
    assert registry.get("toy") is ToyGame
    with pytest.raises(KeyError, match="no game called"):
        registry.get("monopoly")


def test_random_playout_reaches_the_end_and_is_seeded():
    import random

    from stadsliv_qt.engine.playout import play_random

    games = [new(rounds=3) for _ in range(2)]
    steps = [play_random(g, random.Random(4), 1000) for g in games]
    assert steps[0] == steps[1] and games[0].is_over
    assert games[0].to_dict() == games[1].to_dict()
