"""Saves of a Glad-o-polis game refuse impossible states; the view follows the table convention."""

from __future__ import annotations

import json

import pytest

from stadsliv_qt.engine import save
from stadsliv_qt.engine.save import SaveError
from stadsliv_qt.games.gladopolis import actions as A
from stadsliv_qt.text import render

from .helpers import new, own, roll


def _doc(g):
    return json.loads(save.dumps(g))


@pytest.mark.rule("GLA-02")
@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda s: s["cash"].__setitem__(0, 99999), "not conserved"),
        (lambda s: s["bg"].__setitem__(1, -1), "never be negative"),
        (lambda s: s["owner"].__setitem__(0, 1), "cannot be owned"),
        (lambda s: s["level"].__setitem__(1, 2), "impossible building level"),
        (lambda s: s["events_deck"].pop(), "not all accounted"),
        (lambda s: s.__setitem__("todo", [["explode"]]), "unknown step"),
        (lambda s: s.__setitem__("phase", "dance"), "unknown phase"),
        (lambda s: s["pos"].__setitem__(0, 40), "off the board"),
        (lambda s: s.pop("kasse"), "damaged"),
    ],
)
def test_tampered_saves_are_refused(change, message):
    g = new(3)
    own(g, 0, 1)
    roll(g, 2, 3)
    g.apply(A.Buy(0))
    doc = _doc(g)
    assert save.loads(json.dumps(doc)).to_dict() == g.to_dict()
    change(doc["state"])
    with pytest.raises(SaveError, match=message):
        save.loads(json.dumps(doc))


def test_view_follows_the_table_convention():
    g = new(3)
    own(g, 1, 5)
    g.mortgaged[5] = True
    v = g.view(None)
    p = v["players"][1]
    assert p["money"] == 15000 and str(p["money_text"]) == "15,000 €" and str(p["second"]) == "3 BG"
    assert [str(h) for h in p["holdings"]] == ["Hauptbahnhof (M)"] and p["active"] is True
    assert [str(n) for n in v["players"][0]["notes"]] == ["on turn"]
    assert str(v["kasse_text"]) == "0 €" and len(v["fields"]) == 40 and v["resolutions"] == []
    assert render(p["money_text"], "de") == "15.000 €" and render(p["holdings"][0], "sv") == (
        "Hauptbahnhof (B)"
    )
    assert v["decks"] == {"events": 16, "motions": 16}
