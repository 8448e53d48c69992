"""Saves (BOR-27 secrets included): round trip mid-round, and hand-edited states refused."""

from __future__ import annotations

import json

import pytest

from stadsliv_qt.engine import save
from stadsliv_qt.engine.save import SaveError
from stadsliv_qt.games.borgata.actions import Envelopes, Inform, Pass

from .helpers import arrange, new_game, start


def mid_game():
    g = start(
        arrange(
            new_game(3),
            {(1, 1): {0: 1}, (1, 2): {1: 1}, (3, 3): {2: 1}},
            holders={"informatoren": 0},
            police=((1, 2),),
        ),
        4,
    )
    while g.decision().seat != 0:
        g.apply(Pass(g.decision().seat))
    g.apply(Inform(0, ((0, 1), (0, 3))))
    return g


@pytest.mark.rule("BOR-27")
def test_bor27_round_trip_keeps_peeks_and_sealed_envelopes(tmp_path):
    g = mid_game()
    path = tmp_path / "b.json"
    save.save(g, path)
    h = save.load(path)
    assert h.to_dict() == g.to_dict() and h.peeks[0] == {1, 3}
    s = start(arrange(new_game(3), {(4, 4): {0: 1, 1: 1, 2: 1}}), 1)
    s.apply(Envelopes(1, (("fbi", 300),)))
    t = save.loads(save.dumps(s))
    assert t.to_dict() == s.to_dict() and dict(t.envelopes[1])["fbi"] == 300
    for x in (s, t):
        x.apply(Envelopes(0, (("fbi", 200),)))
        x.apply(Envelopes(2, ()))
    assert s.to_dict() == t.to_dict() and t.holder["fbi"] == 1


def edited(change):
    doc = json.loads(save.dumps(mid_game()))
    change(doc["state"])
    return json.dumps(doc)


@pytest.mark.rule("BOR-16")
@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda s: s["cash"].__setitem__(0, 99999), "money was created"),
        (lambda s: s["members"][6].__setitem__(0, 5), "members do not add up"),
        (lambda s: s.__setitem__("police", [True] * 6 + [False] * 19), "police"),
        (lambda s: s.__setitem__("phase", "party"), "unknown phase"),
        (lambda s: s["cards"].__setitem__(1, "borshuset"), "district cards"),
        (lambda s: s.__setitem__("prison_controller", 2), "Fängelset"),
        (lambda s: s["holders"].pop("fbi"), "contacts"),
        (lambda s: s["peeks"][0].append(6), "peek at a face-up lot"),
        (lambda s: s.__setitem__("actor", 9), "seat to act"),
    ],
)
def test_bor16_hand_edited_states_are_refused(change, message):
    with pytest.raises(SaveError, match=message):
        save.loads(edited(change))
