"""Autosave after every action, resume after the window died without a clean close."""

from __future__ import annotations

import copy
import json

import pytest
import shiboken6

from stadsliv_qt.engine import autosave
from stadsliv_qt.engine import save as saves
from stadsliv_qt.ui.main_window import MainWindow
from stadsliv_qt.ui.settings import Preferences, autosave_path, legacy_autosave_path

from .conftest import bar_button, click, seal, settle, toy


def test_every_action_is_autosaved(qtbot, window, app_home):
    window.start_session(toy(("Anna", "Björn")))
    settle(qtbot)
    path = autosave_path()
    assert path.parent == app_home and path.exists()

    def same() -> bool:
        return autosave.load(path).to_dict() == window.session.game.to_dict()

    assert same()
    click(qtbot, bar_button(window, "aims for 5"))
    assert same()
    window.session.game.chance.script("dice", (4, 4))
    click(qtbot, bar_button(window, "Roll"))
    assert same()
    click(qtbot, window.table.curtain.card)
    click(qtbot, window.table.curtain.panel.keys["3"])
    click(qtbot, window.table.curtain.panel.submit)
    assert same()  # the sealed bid is in the autosave (a file, never on screen)


def test_resume_after_the_window_was_destroyed_without_closing(qtbot, prefs, app_home):
    first = MainWindow(prefs)
    first.show()
    first.start_session(toy(("Anna", "Björn"), rounds=2))
    settle(qtbot)
    click(qtbot, bar_button(first, "aims for 9"))
    first.session.game.chance.script("dice", (5, 5))
    click(qtbot, bar_button(first, "Roll"))
    seal(qtbot, first, 4)  # Anna sealed; Björn still to choose
    state = copy.deepcopy(first.session.game.to_dict())
    shiboken6.delete(first)  # no closeEvent: like a crash or a pulled plug
    settle(qtbot)

    second = MainWindow(Preferences())
    qtbot.addWidget(second)
    second.show()
    second.check_autosave()
    welcome = second.welcome
    assert welcome.resume_card.isVisible() and welcome.resume_button.isVisible()
    assert "Tärningsduell with Anna, Björn" in welcome.resume_text.text()
    assert second.menu_actions["continue"].isEnabled()
    click(qtbot, welcome.resume_button)
    game = second.session.game
    assert game.to_dict() == state
    assert game.decision().seats == (1,)
    assert not second.table.curtain.is_up
    click(qtbot, bar_button(second, "Pass to Björn"))
    assert second.table.curtain.seat == 1


def test_finished_game_is_not_offered_again(qtbot, window):
    window.start_session(toy(("Anna", "Björn")))
    settle(qtbot)
    click(qtbot, bar_button(window, "aims for 2"))
    window.session.game.chance.script("dice", (1, 1))
    click(qtbot, bar_button(window, "Roll"))
    seal(qtbot, window, 1)
    assert autosave_path().exists()
    seal(qtbot, window, 0)
    assert window.session.game.is_over
    assert not autosave_path().exists()
    fresh = MainWindow(Preferences())
    qtbot.addWidget(fresh)
    fresh.check_autosave()
    assert not fresh.welcome.resume_card.isVisibleTo(fresh)
    assert not fresh.continue_last()


def test_broken_autosave_shows_its_sentence_and_is_kept(qtbot, window, app_home):
    path = autosave_path()
    path.write_bytes(b"SQLite format 3\x00" + b"\x00" * 200)  # a database cut short
    window.check_autosave()
    welcome = window.welcome
    assert welcome.resume_card.isVisible() and not welcome.resume_button.isVisible()
    assert welcome.resume_text.text() == ("This autosave is damaged: the database cannot be read.")
    assert not window.continue_last()
    assert window.session is None
    broken = path.read_bytes()
    window.start_session(toy())
    assert (app_home / "autosave.damaged.sqlite").read_bytes() == broken
    assert autosave.load(path).to_dict() == window.session.game.to_dict()


def test_an_older_versions_broken_autosave_json_shows_its_sentence_and_is_kept(
    qtbot, window, app_home
):
    legacy = legacy_autosave_path()
    legacy.write_text('{"format": "stadsliv-save", "version": 1', encoding="utf-8")
    window.check_autosave()
    welcome = window.welcome
    assert welcome.resume_card.isVisible() and not welcome.resume_button.isVisible()
    assert welcome.resume_text.text() == "This saved game is cut short (the file ends too early)."
    assert not window.continue_last()
    assert window.session is None and not autosave_path().exists()
    assert legacy.read_text(encoding="utf-8").endswith('"version": 1')
    window.start_session(toy())
    assert (app_home / "autosave.damaged.json").exists() and not legacy.exists()
    assert autosave.load(autosave_path()).to_dict() == window.session.game.to_dict()


def test_an_older_versions_autosave_json_is_offered_and_migrated(qtbot, window, app_home):
    """autosave.json (and its chart samples) of a version before the journal: offered, resumed."""
    game = toy(("Ulla", "Vera"))
    saves.save(game, legacy_autosave_path())
    series = app_home / "autosave.series.json"
    mine = {"game": "toy", "seats": ["Ulla", "Vera"], "seed": game.chance.seed}
    series.write_text(
        json.dumps({"for": mine, "series": {"keys": [0], "money": [[3, 4]], "score": [[1, 2]]}}),
        encoding="utf-8",
    )
    window.check_autosave()
    assert "Tärningsduell with Ulla, Vera" in window.welcome.resume_text.text()
    assert not legacy_autosave_path().exists() and not series.exists()
    assert autosave.load(autosave_path()).to_dict() == game.to_dict()
    click(qtbot, window.welcome.resume_button)
    assert window.session.game.to_dict() == game.to_dict()
    assert window.session.series.money[0] == [3, 4]


def test_continue_last_game_menu(qtbot, window):
    autosave.write_game(autosave_path(), toy(("Ulla", "Vera")))
    window._update_actions()
    assert window.menu_actions["continue"].isEnabled()
    window.menu_actions["continue"].trigger()
    settle(qtbot)
    assert [s.name for s in window.session.game.seats] == ["Ulla", "Vera"]
    assert not window.menu_actions["continue"].isEnabled()


def _damage_state(path) -> None:
    """Keep the journal's meta rows whole and break the state row (a hostile or torn edit)."""
    import sqlite3

    db = sqlite3.connect(path)
    db.execute('UPDATE head SET state = \'{"cash": "lots"}\'')
    db.commit()
    db.close()


def test_at_start_the_offer_comes_from_a_glance_and_the_full_check_follows(qtbot, prefs, app_home):
    """issue 15: the welcome page offers a waiting game from the journal's meta rows (no rules
    core, no game built); the full check on the next turn of the event loop still replaces the
    offer with the reason when the game cannot be continued, and nothing is changed."""
    autosave.write_game(autosave_path(), toy(("Anna", "Björn")))
    _damage_state(autosave_path())
    before = autosave_path().read_bytes()
    window = MainWindow(prefs)
    qtbot.addWidget(window)
    window.show()
    window.check_autosave(glance_first=True)
    welcome = window.welcome
    assert welcome.resume_button.isVisible()  # offered at once, from the glance
    assert "Tärningsduell with Anna, Björn" in welcome.resume_text.text()
    qtbot.waitUntil(lambda: not welcome.resume_button.isVisible())  # then checked in full
    assert welcome.resume_card.isVisible()
    assert "damaged" in welcome.resume_text.text()
    assert not window.continue_last()
    assert autosave_path().read_bytes() == before


def test_the_glance_reads_no_state_and_gives_way_to_a_full_check_when_it_cannot(app_home):
    import subprocess
    import sys

    from stadsliv_qt.ui.glance import glance

    path = autosave_path()
    assert glance(path) is None  # nothing there
    autosave.write_game(path, toy(("Anna", "Björn")))
    seen = glance(path)
    assert seen is not None and seen.title == "Tärningsduell" and seen.names == ("Anna", "Björn")
    # an older journal has no title row: no glance, the caller checks in full
    import sqlite3

    db = sqlite3.connect(path)
    db.execute("DELETE FROM meta WHERE key = 'title'")
    db.commit()
    db.close()
    assert glance(path) is None
    assert autosave.load(path).seats[0].name == "Anna"  # and it still loads
    # the glance imports neither the rules core nor any title
    autosave.write_game(path, toy(("Anna", "Björn")))
    code = (
        "import sys; from pathlib import Path; from stadsliv_qt.ui.glance import glance;"
        f"assert glance(Path({str(path)!r})) is not None;"
        "print(sorted(m for m in sys.modules if m.startswith('stadsliv_qt.')))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "['stadsliv_qt.ui', 'stadsliv_qt.ui.glance']"


@pytest.mark.parametrize(
    ("key", "value"),
    [
        ("title", "not json"),
        ("title", "7"),
        ("seats", '{"name": "Anna"}'),
        ("seats", '[{"name": "Anna"}, "Björn"]'),
        ("seats", '[{"name": "Anna"}, {"name": 5}]'),
        ("seats", "[]"),
    ],
)
def test_the_glance_gives_way_to_the_full_check_on_odd_meta_rows(app_home, key, value):
    """The glance reads the meta rows with SQLite's JSON functions: anything but a text title and
    a list of seats that all have a text name gives no glance (the full check then decides)."""
    import sqlite3

    from stadsliv_qt.ui.glance import glance

    path = autosave_path()
    autosave.write_game(path, toy(("Anna", "Björn")))
    seen = glance(path)
    assert seen is not None and seen.names == ("Anna", "Björn") and seen.title == "Tärningsduell"
    db = sqlite3.connect(path)
    db.execute("UPDATE meta SET value = ? WHERE key = ?", (value, key))
    db.commit()
    db.close()
    assert glance(path) is None
