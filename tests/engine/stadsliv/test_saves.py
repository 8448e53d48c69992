"""Saves and undo for Stadsliv: round trip, refusal of impossible states, undo barriers."""

from __future__ import annotations

import json

import pytest

from stadsliv_qt.engine import IllegalAction, save
from stadsliv_qt.engine.save import SaveError
from stadsliv_qt.engine.undo import UndoHistory
from stadsliv_qt.games.stadsliv.actions import Ask, Bid, Buy, EndTurn, Offer, Pass, TakeLoan, Vote

from .helpers import at, land, new_game


def doc(g) -> dict:
    return json.loads(save.dumps(g))


@pytest.mark.rule("STA-03")
def test_sta03_round_trip_mid_auction_continues_identically():
    g = new_game(players=4)
    land(g, 0, at(g, "Kv5"), roll=(3, 4))
    g.apply(Buy(0, True))
    g.apply(Offer(0, "Kv5"))
    g.apply(Bid(1, 2))
    h = save.loads(save.dumps(g))
    assert h.to_dict() == g.to_dict() and h.decision() == g.decision()
    for x in (g, h):
        x.apply(Bid(2, 4))
        x.apply(Pass(3))
        x.apply(Pass(1))
        x.apply(EndTurn(0))
        x.apply(TakeLoan(1, 3))
    assert h.to_dict() == g.to_dict() and g.owner["Kv5"] == 2


@pytest.mark.rule("STA-03")
@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda s: s["money"].__setitem__(0, 99), "poäng were created or lost"),
        (lambda s: s["money"].__setitem__(0, -1), "negative poäng"),
        (lambda s: s["owner"].__setitem__("Kv1", 9), "belongs to no seat"),
        (lambda s: s["owner"].pop("Kv1"), "owners of the blocks"),
        (lambda s: s["sf"].__setitem__(1, 4), "only three Stadsfullmäktige"),
        (lambda s: s["gb"].__setitem__(1, 4), "only three Guldbonus"),
        (lambda s: s["pos"].__setitem__(1, 81), "off the board"),
        (lambda s: s["stack"].append({"t": "dance", "who": 0}), "unknown kind"),
        (lambda s: s["stack"].append({"t": "turn"}), "wrong fields"),
        (lambda s: s["loan_left"].__setitem__(1, 2), "loan nobody has"),
        (lambda s: s["stack"].clear(), "waits for nothing"),
        (lambda s: s["rules"].pop("F"), "rules in force"),
    ],
)
def test_sta03_impossible_states_are_refused(change, message):
    g = new_game(players=3)
    d = doc(g)
    change(d["state"])
    with pytest.raises(SaveError, match=message):
        save.loads(json.dumps(d))


@pytest.mark.rule("STA-22")
def test_sta22_undo_stops_at_a_secret_vote_and_at_dice():
    g = new_game(players=3)
    history = UndoHistory()
    history.apply(g, TakeLoan(0, 2))
    assert history.can_undo
    g = history.undo(g)
    assert g.loan[0] == 0
    land(g, 1, 0, roll=(3, 4))
    history.clear()
    history.apply(g, Ask(1, "seat"))
    assert history.can_undo
    history.apply(g, Vote(2, True))
    assert not history.can_undo
    with pytest.raises(IllegalAction, match="cannot go back"):
        history.undo(g)
