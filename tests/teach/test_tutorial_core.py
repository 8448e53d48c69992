"""The tutorial format and its guide, without a table (stadsliv_qt/teach/tutorial.py)."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from stadsliv_qt.teach import tutorial
from stadsliv_qt.teach.tutorial import Guide, TutorialError


def _t(en: str) -> dict[str, str]:
    return {"en": en, "sv": en + " (sv)", "de": en + " (de)"}


DOC: dict[str, Any] = {
    "format": 1,
    "game": "gladopolis",
    "title": _t("Learn"),
    "players": ["Ada", "Bo", "Cai"],
    "options": {},
    "seed": 1,
    "chance": {"dice": [[6, 5]]},
    "steps": [
        {"id": "hello", "text": _t("Welcome"), "wait": "next", "anchor": "ui:board"},
        {
            "id": "roll",
            "text": _t("Roll"),
            "wait": "act",
            "action": {"type": "Roll", "seat": 0},
            "anchor": "ui:roll",
        },
        {
            "id": "buy",
            "text": _t("Buy it"),
            "wait": "act",
            "action": {"type": "Buy", "seat": 0},
            "light": ["field:11"],
            "rule": "GLA-09",
            "shows": ["GLA-09"],
        },
        {"id": "bye", "text": _t("Done"), "wait": "end"},
    ],
}


def test_a_tutorial_plays_through_with_its_scripted_dice_and_shows_its_rules():
    t = tutorial.parse(copy.deepcopy(DOC), "gladopolis")
    seen: list[str] = []
    game = tutorial.play(t, lambda step, g, events: seen.append(step.id))
    assert seen == ["hello", "roll", "buy", "bye"]
    assert game.owner[11] == 0  # Lindenplatz, reached by the scripted 6 + 5
    assert t.rules() == {"GLA-09"}


def test_a_step_that_misses_the_rule_it_promises_is_named():
    doc = copy.deepcopy(DOC)
    doc["steps"][2]["shows"] = ["GLA-10"]
    with pytest.raises(TutorialError, match="'buy' shows no event of GLA-10"):
        tutorial.play(tutorial.parse(doc, "gladopolis"))


def test_a_step_the_game_does_not_offer_is_named():
    doc = copy.deepcopy(DOC)
    doc["chance"] = {"dice": [[1, 1]]}  # lands on a Stadtgeschehen field, nothing to buy
    with pytest.raises(TutorialError, match="no Buy"):
        tutorial.play(tutorial.parse(doc, "gladopolis"))


def test_the_guide_lets_only_the_steps_action_through():
    t = tutorial.parse(copy.deepcopy(DOC), "gladopolis")
    game = t.new_game()
    tutorial.settle(game, False)
    guide = Guide(t)
    assert not guide.allows(game.legal_actions(0)[0])  # the card asks for Next first
    assert guide.next() and guide.step.id == "roll"
    roll, bg = game.legal_actions(0)
    assert guide.allows(roll) and not guide.allows(bg)
    assert guide.after_action(roll) and guide.step.id == "buy"
    assert not guide.after_roll()


@pytest.mark.parametrize(
    ("change", "says"),
    [
        (lambda d: d.update(format=2), "format 2"),
        (lambda d: d.update(game="borgata"), "is for 'borgata'"),
        (lambda d: d["title"].pop("de"), "no text in de"),
        (lambda d: d.update(extra=1), "unknown keys: extra"),
        (lambda d: d["steps"][0].update(wait="sleep"), "waits for 'sleep'"),
        (lambda d: d["steps"].pop(), "last step must wait for 'end'"),
        (lambda d: d["steps"][1].pop("action"), "needs an action"),
        (lambda d: d["steps"][1]["action"].pop("seat"), "needs the seat"),
        (lambda d: d["steps"][0].update(action={"type": "Roll", "seat": 0}), "takes no action"),
        (lambda d: d["steps"][1].update(id="hello"), "same id"),
        (lambda d: d.update(chance={"dice": 3}), "list of outcomes"),
    ],
)
def test_a_broken_tutorial_file_is_refused_with_a_sentence(change, says):
    doc = copy.deepcopy(DOC)
    change(doc)
    with pytest.raises(TutorialError, match=says):
        tutorial.parse(doc, "gladopolis")


def test_a_missing_or_unreadable_file_is_said(tmp_path):
    with pytest.raises(TutorialError, match="no tutorial"):
        tutorial.load("gladopolis", tmp_path / "none.json")
    bad = tmp_path / "bad.json"
    bad.write_text("{", encoding="utf-8")
    with pytest.raises(TutorialError, match="cannot be read"):
        tutorial.load("gladopolis", bad)
