"""Save and open through the window; a broken file is refused with its sentence, nothing changes."""

from __future__ import annotations

import copy
import json

import pytest

from stadsliv_qt.engine import save as saves
from tests.toy_game import Target

from .conftest import bar_button, click, settle, toy


def test_save_and_open_round_trip(qtbot, window, tmp_path):
    window.start_session(toy(("Anna", "Björn"), rounds=2))
    settle(qtbot)
    click(qtbot, bar_button(window, "aims for 6"))
    path = tmp_path / "kväll.json"
    assert window.save_to(path)
    assert window.session.file_path == path and not window.session.dirty
    assert "kväll.json" in window.windowTitle() and "Tärningsduell" in window.windowTitle()
    saved = copy.deepcopy(window.session.game.to_dict())  # the toy game's state shares lists
    click(qtbot, bar_button(window, "Roll"))
    assert window.session.game.to_dict() != saved
    assert window.open_path(path)
    settle(qtbot)
    assert window.session.game.to_dict() == saved
    assert window.last_message == "Opened kväll.json."
    assert "Roll" in window.table.bar.buttons[0].text()


BROKEN = {
    "truncated": (lambda good: good[: len(good) // 2], "cut short"),
    "not json": (lambda good: "hello, world", "damaged: unreadable at line 1"),
    "other format": (lambda good: json.dumps({"format": "x"}), "not a Stadsliv saved game"),
    "newer": (
        lambda good: json.dumps({**json.loads(good), "version": 99}),
        "saved by a newer Stadsliv",
    ),
    "impossible": (
        lambda good: json.dumps(
            {**json.loads(good), "state": {**json.loads(good)["state"], "coins": [-5, 10]}}
        ),
        "negative coins",
    ),
    "empty": (lambda good: "", "empty"),
}


@pytest.mark.parametrize("kind", sorted(BROKEN))
def test_broken_file_is_refused_with_its_sentence(qtbot, window, tmp_path, kind):
    window.start_session(toy())
    settle(qtbot)
    click(qtbot, bar_button(window, "aims for 8"))
    good = saves.dumps(window.session.game)
    make, words = BROKEN[kind]
    path = tmp_path / "broken.json"
    path.write_text(make(good), encoding="utf-8")
    with pytest.raises(saves.SaveError) as expected:
        saves.load(path)
    before_game, before_dict = window.session.game, copy.deepcopy(window.session.game.to_dict())
    before_title, before_table = window.windowTitle(), window.table
    assert not window.open_path(path)
    settle(qtbot)
    assert words in str(expected.value)
    assert window.last_message == str(expected.value)
    assert window.alert_box is not None and window.alert_box.text() == str(expected.value)
    assert window.session.game is before_game and before_game.to_dict() == before_dict
    assert window.windowTitle() == before_title and window.table is before_table


def test_broken_file_on_the_welcome_page_keeps_the_welcome_page(qtbot, window, tmp_path):
    path = tmp_path / "nothing.json"
    path.write_text("{", encoding="utf-8")
    assert not window.open_path(path)
    assert window.session is None and window.stack.currentWidget() is window.welcome
    assert "cut short" in window.last_message


def test_save_refusal_is_reported(qtbot, window, tmp_path):
    window.start_session(toy())
    settle(qtbot)
    folder = tmp_path / "folder.json"
    folder.mkdir()
    assert not window.save_to(folder)
    assert window.alert_box is not None and "Cannot save" in window.alert_box.text()


def test_save_needs_a_game(window, tmp_path):
    assert not window.save() and not window.save_to(tmp_path / "x.json")


def test_game_on_the_table_after_open_can_be_played_on(qtbot, window, tmp_path):
    game = toy()
    game.apply(Target(0, 3))
    path = tmp_path / "g.json"
    saves.save(game, path)
    assert window.open_path(path)
    settle(qtbot)
    window.session.game.chance.script("dice", (1, 1))
    click(qtbot, bar_button(window, "Roll"))
    assert window.session.game.decision().kind.value == "sealed"
