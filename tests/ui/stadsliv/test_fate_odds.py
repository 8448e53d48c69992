"""The Ödestärning's odds at a glance (issue 18): faces, chances and effects before a throw.

The numbers come from fate_odds on the public view only (STA-11, STA-12, STA-13, STA-16); the
card beside the fate die shows them while a throw is pending and not otherwise.
"""

from __future__ import annotations

from fractions import Fraction

import pytest

from stadsliv_qt.engine import Kind
from stadsliv_qt.games.stadsliv.actions import LoanThrow
from stadsliv_qt.ui.titles.stadsliv.fate_odds import expected, fate_odds
from tests.engine.stadsliv.helpers import land, new_game, nth


def _at_odet(players: int = 4, banker: int = 3):
    """Anna lands on Ödet; Björn stands on an NZ; David is the banker."""
    g = new_game(players=players, banker=banker)
    g.pos[1] = nth(g, "neutral", 1)
    land(g, 0, nth(g, "fate", 0), roll=(3, 4))
    d = g.decision()
    assert d.kind is Kind.CHANCE and d.chance == "fate" and d.rule == "STA-12"
    return g


@pytest.mark.rule("STA-11")
@pytest.mark.rule("STA-12")
@pytest.mark.rule("STA-16")
def test_sta12_each_face_one_in_six_with_what_it_would_do_to_each_player() -> None:
    g = _at_odet()
    odds = {o.code: o for o in fate_odds(g.view(None), "STA-12", 0)}
    assert list(odds) == ["GB", "IU", "GK", "F", "N", "KH"]
    assert all(o.chance == Fraction(1, 6) for o in odds.values())
    assert sum(o.positive for o in odds.values()) == 3  # STA-11: three white, three black
    # Björn (on an NZ, STA-16) is spared by every throw from Ödet; GK and N spare the banker
    assert odds["IU"].deltas == {0: 3, 2: 3, 3: 3} and odds["IU"].spared == (1,)
    assert odds["GK"].deltas == {0: 5, 2: 5} and set(odds["GK"].spared) == {1, 3}
    assert odds["F"].deltas == {0: -3, 2: -3, 3: -3}
    assert odds["N"].deltas == {0: -5, 2: -5}
    assert odds["KH"].deltas == {0: -4}  # only the lander pays Krigshot
    assert odds["GB"].effect == "gb_maybe"  # Anna has invested in nothing yet
    assert expected(list(odds.values()), 0) == Fraction(3 + 5 - 3 - 5 - 4, 6)


@pytest.mark.rule("STA-12")
@pytest.mark.rule("STA-22")
def test_sta12_a_voted_farsot_and_a_guldbonus_change_the_odds() -> None:
    g = _at_odet()
    view = g.view(None)
    view["rules"]["farsot"] = 4  # as a passed Röstkort change would say in the view
    view["squares"][g.where["Kv2"]]["owner"] = 0
    odds = {o.code: o for o in fate_odds(view, "STA-12", 0)}
    assert odds["F"].deltas[0] == -4 and odds["GB"].effect == "gb_buy"
    view["players"][0]["guldbonus"] = 1
    assert {o.code: o for o in fate_odds(view, "STA-12", 0)}["GB"].effect == "gb_sell"


@pytest.mark.rule("STA-13")
def test_sta13_the_loan_throw_wipes_out_or_doubles_half_and_half() -> None:
    g = new_game(players=4, banker=3)
    g.loan[0], g.loan_left[0] = 6, 2
    g.money[0] += 6
    g.kassa -= 6
    land(g, 0, nth(g, "fate", 0), roll=(3, 4))
    g.chance.script("fate", "KH")
    g.resolve_chance()
    g.apply(LoanThrow(0, True))
    d = g.decision()
    assert d.chance == "fate" and d.rule == "STA-13"
    odds = fate_odds(g.view(None), d.rule, 0)
    cancel = [o for o in odds if o.effect == "cancel"]
    double = [o for o in odds if o.effect == "double"]
    assert len(cancel) == len(double) == 3
    assert sum(o.chance for o in cancel) == Fraction(1, 2)
    assert {o.amount for o in cancel} == {6} and {o.amount for o in double} == {12}


@pytest.mark.rule("STA-12")
def test_sta12_the_card_beside_the_fate_die_shows_before_the_throw_only(qtbot) -> None:
    from stadsliv_qt.ui.scenes import SceneContext
    from stadsliv_qt.ui.titles.stadsliv.scene import create_scene

    g = _at_odet()
    scene = create_scene(SceneContext.for_game(g))
    scene.update_from(g.view(None), g.decision(), [])
    card = scene.fate_odds_card
    assert card.isVisible() and len(scene.fate_odds) == 6
    lines = card.lines()
    assert lines[1].startswith("IU Investeringsutdelning 1/6: Anna +3")
    assert "Anna −4" in lines[5] and "1 spared" in lines[1]
    g.chance.script("fate", "IU")
    events = g.resolve_chance()
    scene.update_from(g.view(None), g.decision(), events)
    assert not card.isVisible() and scene.fate_odds == []


class _Sealed(dict):
    """A part of the view the odds must never open (pending votes, bids: secrets live there)."""

    def __getitem__(self, key):
        raise AssertionError(f"the odds read pending[{key!r}]")

    def get(self, key, default=None):
        raise AssertionError(f"the odds read pending[{key!r}]")


@pytest.mark.rule("STA-12")
def test_sta12_the_odds_read_nothing_but_the_public_view() -> None:
    """The odds come from positions, holdings and the rules in force; never from what is pending
    (where a seat's own vote or a sealed amount would sit), and equally for any seat's view."""
    g = _at_odet()
    public = g.view(None)
    public["pending"] = _Sealed()
    odds = fate_odds(public, "STA-12", 0)
    assert [o.deltas for o in odds] == [o.deltas for o in fate_odds(g.view(2), "STA-12", 0)]


@pytest.mark.rule("STA-12")
def test_sta12_the_card_speaks_the_tables_language(qtbot) -> None:
    from stadsliv_qt.ui import words
    from stadsliv_qt.ui.scenes import SceneContext
    from stadsliv_qt.ui.titles.stadsliv.scene import create_scene

    g = _at_odet()
    scene = create_scene(SceneContext.for_game(g))
    scene.update_from(g.view(None), g.decision(), [])
    try:
        words.set_language("sv")
        assert scene.fate_odds_card.lines()[1].endswith("Anna +3 · 2 andra +3 · 1 går fria")
        words.set_language("de")
        assert "2 weitere +3" in scene.fate_odds_card.lines()[1]
        with words.strict():
            assert all("sta.board" not in line for line in scene.fate_odds_card.lines())
    finally:
        words.set_language("en")
