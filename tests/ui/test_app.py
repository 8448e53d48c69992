"""The shell: start-up, command line, menus and shortcuts, languages, settings, help, zoom."""

from __future__ import annotations

import os
import subprocess
import sys
import types

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication

import stadsliv_qt
from stadsliv_qt import app
from stadsliv_qt.paths import resource
from stadsliv_qt.ui import i18n
from stadsliv_qt.ui.dialogs import help as help_dialogs
from stadsliv_qt.ui.settings import Preferences

from .conftest import bar_button, click, settle, toy


def test_startup_probe_prints_and_quits(tmp_path):
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "STADSLIV_HOME": str(tmp_path)}
    env["STADSLIV_STARTUP_PROBE"] = "1"
    done = subprocess.run(
        [sys.executable, "-m", "stadsliv_qt"], env=env, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("shown ")
    assert float(done.stdout.split()[1]) > 0
    assert float(done.stdout.split()[2]) > 0  # the CPU seconds used by then (bench_startup.py)


def test_startup_imports_no_game_before_the_window(tmp_path):
    code = (
        "import os, sys\n"
        "os.environ['STADSLIV_STARTUP_PROBE'] = '1'\n"
        "from stadsliv_qt.app import main\n"
        "main([])\n"
        "heavy = [m for m in sys.modules if m.startswith(('stadsliv_qt.games', 'stadsliv_qt.ui.table'))]\n"
        "assert not heavy, heavy\n"
    )
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "STADSLIV_HOME": str(tmp_path)}
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr


# What the first window shows without: checked at the moment the app reports it shown.
_SHOWN_SPY = """
import builtins, os, sys
os.environ['STADSLIV_STARTUP_PROBE'] = '1'
real_print, seen = builtins.print, {}
def spy(*args, **kwargs):
    if args and str(args[0]).startswith('shown '):
        from PySide6 import QtCore, QtWidgets
        seen['modules'] = set(sys.modules)
        seen['qt_namespace'] = 'Qt' in vars(QtCore)  # Qt's enums: ~100 ms to load
        window = [w for w in QtWidgets.QApplication.topLevelWidgets() if w.isVisible()][0]
        seen['offered'] = window.welcome.resume_button.isVisible()
        seen['menus'] = [a.text() for a in window.menuBar().actions()]
    real_print(*args, **kwargs)
builtins.print = spy
from stadsliv_qt.app import main
main([])
"""


def _shown(home) -> dict:
    """Start the app in `home` until it reports its window shown; what was loaded by then."""
    code = _SHOWN_SPY + "print(repr(seen), file=sys.stderr)\n"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "STADSLIV_HOME": str(home)}
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    import ast

    return ast.literal_eval(done.stderr.strip().splitlines()[-1])


def test_the_first_window_waits_for_nothing_it_does_not_show(tmp_path):
    """issue 15: start-up at most 1.3x a bare window: no rules core, no engines' words, no Qt
    enum namespace and no menu actions before the welcome page is shown; the menu bar's titles
    are there."""
    seen = _shown(tmp_path)
    late = ("stadsliv_qt.engine", "stadsliv_qt.text", "stadsliv_qt.ui.words", "stadsliv_qt.games")
    assert not [m for m in seen["modules"] if m.startswith(late)]
    assert not seen["qt_namespace"]
    assert seen["menus"] == ["&Game", "&Edit", "&View", "&Settings", "&Help"]
    assert not seen["offered"]


def test_a_waiting_game_is_offered_in_the_first_window_without_the_rules_core(tmp_path):
    from stadsliv_qt.engine import autosave

    from .conftest import toy

    autosave.write_game(tmp_path / "autosave.sqlite", toy(("Anna", "<b>Björn</b>")))
    seen = _shown(tmp_path)
    assert seen["offered"]
    assert not [
        m for m in seen["modules"] if m.startswith(("stadsliv_qt.engine", "stadsliv_qt.text"))
    ]


def test_menus_get_their_actions_when_settled_or_first_opened(qtbot, prefs):
    """The first frame has the menu bar's titles only: settle() (or a menu opened before it)
    makes the actions and their shortcuts; it does so once."""
    from stadsliv_qt.ui.main_window import MainWindow

    w = MainWindow(prefs, settle_later=True)
    qtbot.addWidget(w)
    w.show()
    settle(qtbot)
    game = w.menuBar().actions()[0].menu()
    assert game.actions() == []  # nothing made yet: the app settles after its first look
    game.aboutToShow.emit()  # opened before that
    texts = [a.text() for a in game.actions() if not a.isSeparator()]
    assert texts[0] == "&New game…" and "&Quit" in texts
    assert w.menu_actions["quit"].shortcut() == QKeySequence("Ctrl+Q")
    made = dict(w.menu_actions)
    w.settle()
    assert w.menu_actions == made  # made once
    later = MainWindow(prefs)  # anyone else's window settles on its first event-loop turn
    qtbot.addWidget(later)
    settle(qtbot)
    assert later.menuBar().actions()[4].menu().actions()


def test_smoke_flag_runs_the_smoke_module_lazily(monkeypatch):
    seen = []
    fake = types.ModuleType("stadsliv_qt.smoke")
    fake.run = lambda argv: seen.append(argv) or 7
    monkeypatch.setitem(sys.modules, "stadsliv_qt.smoke", fake)
    # and on the package, where an earlier test's import of the real module leaves it
    monkeypatch.setattr(stadsliv_qt, "smoke", fake, raising=False)
    assert app.main(["--smoke", "--lang", "sv"]) == 7
    assert seen == [["--smoke", "--lang", "sv"]]


def test_bad_language_flag_is_refused():
    with pytest.raises(SystemExit):
        app.main(["--lang", "fi"])


def test_menus_and_shortcuts(window):
    titles = [a.text() for a in window.menuBar().actions()]
    assert titles == ["&Game", "&Edit", "&View", "&Settings", "&Help"]
    keys = {k: window.menu_actions[k].shortcut() for k in ("new", "open", "save", "quit", "undo")}
    assert keys["new"] == QKeySequence("Ctrl+N")
    assert keys["open"] == QKeySequence("Ctrl+O")
    assert keys["save"] == QKeySequence("Ctrl+S")
    assert keys["quit"] == QKeySequence("Ctrl+Q")
    assert keys["undo"] == QKeySequence("Ctrl+Z")
    assert window.menu_actions["save_as"].shortcut() == QKeySequence("Ctrl+Shift+S")
    assert QKeySequence("Ctrl+0") == window.menu_actions["fit"].shortcut()
    for key in ("save", "save_as", "undo", "zoom_in", "rules"):
        assert not window.menu_actions[key].isEnabled()
    assert window.windowTitle() == "Stadsliv"


def test_title_shows_game_and_file(qtbot, window, tmp_path):
    window.start_session(toy())
    assert window.windowTitle() == "Tärningsduell — not saved to a file — Stadsliv"
    window.save_to(tmp_path / "lördag.json")
    assert window.windowTitle() == "Tärningsduell — lördag.json — Stadsliv"


def test_zoom_and_fit(qtbot, window):
    window.start_session(toy())
    settle(qtbot)
    board = window.table.board
    start = board.transform().m11()
    window.menu_actions["zoom_in"].trigger()
    assert board.transform().m11() == pytest.approx(start * 1.2) and not board.fitted
    window.menu_actions["zoom_out"].trigger()
    window.menu_actions["zoom_out"].trigger()
    assert board.transform().m11() == pytest.approx(start / 1.2)
    window.menu_actions["fit"].trigger()
    assert board.fitted and board.transform().m11() == pytest.approx(start)


def test_language_switch_is_live_and_remembered(qtbot, window):
    window.start_session(toy())
    settle(qtbot)
    window.menu_actions["lang_sv"].trigger()
    settle(qtbot)
    assert [a.text() for a in window.menuBar().actions()][:2] == ["&Spel", "&Redigera"]
    assert window.windowTitle() == "Tärningsduell — inte sparat i en fil — Stadsliv"
    assert window.last_message == "Språk: Svenska"
    assert window.table.bar.prompt.text().startswith("Anna")
    assert Preferences().language == "sv"
    window.menu_actions["lang_de"].trigger()
    settle(qtbot)
    assert window.menuBar().actions()[0].text() == "&Spiel"
    click(qtbot, bar_button(window, "aims for 5"))  # the games' own words stay as they are
    assert window.table.bar.buttons[0].text() == "1  Würfeln"
    window.menu_actions["lang_en"].trigger()
    assert window.menuBar().actions()[0].text() == "&Game"


@pytest.mark.parametrize(
    ("code", "context", "source", "translated"),
    [
        ("sv", "NewGameDialog", "Start game", "Starta spelet"),
        ("sv", "Curtain", "Pass to {name}", "Lämna över till {name}"),
        ("de", "NewGameDialog", "Players", "Spieler"),
        ("de", "Curtain", "Done", "Fertig"),
    ],
)
def test_catalogues_load_from_resources(code, context, source, translated):
    assert resource("i18n", f"stadsliv_{code}.qm").is_file()
    assert resource("i18n", f"stadsliv_{code}.ts").is_file()
    assert i18n.install(code)
    assert QCoreApplication.translate(context, source) == translated
    i18n.install("en")
    assert QCoreApplication.translate(context, source) == source


def test_animation_speed_setting(window, prefs):
    window.menu_actions["speed_slow"].trigger()
    assert Preferences().speed == "slow" and prefs.delay_ms(100) == 220
    window.menu_actions["speed_off"].trigger()
    assert Preferences().speed == "off" and prefs.delay_ms(100) == 0
    assert (
        window.menu_actions["speed_off"].isChecked()
        and not window.menu_actions["speed_slow"].isChecked()
    )


def test_rules_dialog_shows_the_games_text(qtbot, window, tmp_path, monkeypatch):
    page = tmp_path / "toy.en.md"
    page.write_text("# Tärningsduell\n\nName a target, then roll (TOY-1).", encoding="utf-8")
    monkeypatch.setattr(
        help_dialogs, "rules_file", lambda gid, lang: page if gid == "toy" else None
    )
    window.start_session(toy())
    window.menu_actions["rules"].trigger()
    settle(qtbot)
    shown = [w for w in QApplication.topLevelWidgets() if isinstance(w, help_dialogs.RulesDialog)]
    assert shown and "Name a target" in shown[-1].text.toPlainText()
    assert shown[-1].windowTitle() == "Rules: Tärningsduell"
    shown[-1].close()


def test_rules_missing_is_said_plainly(qtbot, window):
    window.start_session(toy())
    window.show_rules()
    assert window.last_message == "The rules of Tärningsduell are not written yet."


def test_about_dialog(qtbot, window):
    window.menu_actions["about"].trigger()
    settle(qtbot)
    shown = [w for w in QApplication.topLevelWidgets() if isinstance(w, help_dialogs.AboutDialog)]
    assert shown and shown[-1].windowTitle() == "About Stadsliv"
    shown[-1].close()


def test_play_again_keeps_the_table(qtbot, window):
    window.start_session(toy(("Anna", "Björn"), seed=5))
    settle(qtbot)
    click(qtbot, bar_button(window, "aims for 2"))
    window.session.game.chance.script("dice", (3, 3))
    click(qtbot, bar_button(window, "Roll"))
    from .conftest import seal

    seal(qtbot, window, 1)
    seal(qtbot, window, 2)
    click(qtbot, window.table.curtain.reveal_button)
    old = window.session.game
    assert window.table.stage.currentWidget() is window.table.results  # the end screen
    click(qtbot, window.table.results.again_button)
    new = window.session.game
    assert new is not old and not new.is_over
    assert [s.name for s in new.seats] == ["Anna", "Björn"] and new.options == old.options


def test_names_on_the_welcome_page_are_plain_text_and_new_game_steps_back(window):
    """A player's name is never read as HTML, though a plain sentence leaves Qt's enums unloaded
    (welcome._plain); with a game waiting, New game is no longer the primary (teal) button."""
    from PySide6.QtCore import Qt

    from stadsliv_qt.ui import style

    page = window.welcome
    teal = page.new_button.grab().toImage().pixelColor(4, 20).name()
    assert teal == style.ACCENT.lower()  # the primary button, before a game is offered
    page.offer_resume("Stadsliv with Anna & Björn, last played today.")
    assert page.resume_text.textFormat() == Qt.TextFormat.PlainText  # '&': plain, explicitly
    page.offer_resume("Stadsliv with <b>Eva</b>, last played today.")
    assert page.resume_text.text() == "Stadsliv with <b>Eva</b>, last played today."
    assert page.resume_text.textFormat() == Qt.TextFormat.PlainText
    assert page.new_button.grab().toImage().pixelColor(4, 20).name() != teal
    fresh = type(page)()
    fresh.show_broken("This saved game is cut short.")  # no '<' nor '&': Qt reads it as plain
    assert fresh.resume_text.text() == "This saved game is cut short."
    fresh.deleteLater()
