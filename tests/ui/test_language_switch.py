"""Settings → Language re-renders everything while a game runs, `--lang` governs the rules
browser, and the New Game dialog speaks the table's language (issue 17)."""

from __future__ import annotations

import json

from PySide6.QtWidgets import QAbstractButton, QApplication, QComboBox, QLabel

from stadsliv_qt.engine import Seat, registry
from stadsliv_qt.paths import resource
from stadsliv_qt.text import msg
from stadsliv_qt.text.glossary import glosses
from stadsliv_qt.ui import i18n, words
from stadsliv_qt.ui.dialogs import help as help_dialogs
from stadsliv_qt.ui.new_game import NewGameDialog

from .conftest import settle, toy


def log_text(window) -> str:
    return window.table.log.toPlainText()


def test_switching_language_mid_game_re_renders_the_whole_log(qtbot, window, tmp_path):
    window.start_session(toy())
    settle(qtbot)
    game = window.session.game
    game.emit(msg("core.over"), "TOY-1", "note")  # a line the log keeps as its message
    window.table.refresh()
    assert "The game is over. (TOY-1)" in log_text(window)
    try:
        window.menu_actions["lang_sv"].trigger()
        settle(qtbot)
        assert words.language() == "sv"
        assert "Spelet är slut. (TOY-1)" in log_text(window)
        assert "The game is over." not in log_text(window)
        # a saved game keeps the message, so it reopens said in the language of the table
        path = tmp_path / "g.json"
        assert window.save_to(path)
        assert "Spelet" not in path.read_text(encoding="utf-8")
        window.menu_actions["lang_de"].trigger()
        assert window.open_path(path)
        settle(qtbot)
        assert "Das Spiel ist vorbei. (TOY-1)" in log_text(window)
        assert window.menu_actions["lang_de"].isChecked()
    finally:
        i18n.install("en")


def test_lang_governs_the_rules_browser_whatever_the_settings_say(qtbot, window, prefs):
    prefs.language = "en"
    i18n.install("sv")  # what `--lang sv` does at start
    try:
        seats = [Seat("Åsa"), Seat("Björn")]
        window.start_session(registry.get("stadsliv")(seats, {}, seed=1))
        window.menu_actions["rules"].trigger()
        settle(qtbot)
        shown = [
            w for w in QApplication.topLevelWidgets() if isinstance(w, help_dialogs.RulesDialog)
        ]
        assert shown and "Vad spelet går ut på" in shown[-1].text.toPlainText()
        # the game's own words carry the Swedish glossary's gloss as a tooltip
        found = shown[-1].text.document().find("Ödestärning")
        assert not found.isNull()
        gloss = glosses("sv")["Ödestärning"]
        assert found.charFormat().toolTip() == f"Ödestärning: {gloss}"
        shown[-1].close()
    finally:
        i18n.install("en")


def test_new_game_dialog_says_descriptions_and_options_in_the_language(qtbot, prefs):
    setup = json.loads(resource("i18n", "messages", "setup.de.json").read_text("utf-8"))
    i18n.install("de")
    try:
        dialog = NewGameDialog(prefs, None, "gladopolis")
        qtbot.addWidget(dialog)
        texts = [label.text() for label in dialog.findChildren(QLabel)]
        texts += [b.text() for b in dialog.findChildren(QAbstractButton)]
        said = " ".join(texts)
        assert setup["game.gladopolis.description"] in said
        assert setup["option.gladopolis.votes_per"] in said
        assert setup["option.gladopolis.open_vote"] in said  # a check box
        assert setup["option.gladopolis.votes_per.help"] in said
        combos = dialog.findChildren(QComboBox)
        choices = [c.itemText(i) for c in combos for i in range(c.count())]
        assert setup["option.gladopolis.votes_per.1000"] in choices
        assert "Euros per vote" not in said
    finally:
        i18n.install("en")
