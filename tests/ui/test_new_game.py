"""New Game dialog: names checked by the engine's rules, inline errors, options, memory."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QCheckBox, QComboBox, QLabel, QSpinBox

from stadsliv_qt.engine import GameInfo, OptionSpec, registry
from stadsliv_qt.ui import tokens
from stadsliv_qt.ui.new_game import NewGameDialog, name_problems
from tests.toy_game import ToyGame

from .conftest import settle


@pytest.fixture
def dialog(qtbot, prefs):
    d = NewGameDialog(prefs, None, "toy")
    qtbot.addWidget(d)
    d.show()
    return d


def set_names(dialog, names):
    while len(dialog.rows) < len(names):
        dialog.add_seat()
    for row, name in zip(dialog.rows, names, strict=True):
        row.name.setText(name)


@pytest.mark.parametrize(
    ("names", "row", "message"),
    [
        (["Anna", ""], 1, "Enter a name."),
        (["Anna", "   "], 1, "Enter a name."),
        (["Anna", "ANNA "], 1, "Player 1 already has this name."),
        (["Anna", "x" * 25], 1, "At most 24 characters (now 25)."),
        (["Anna", "a\x07b"], 1, "This name has characters that cannot be shown."),
    ],
)
def test_bad_names_are_shown_inline_and_block_start(dialog, names, row, message):
    set_names(dialog, names)
    bad = dialog.rows[row]
    assert bad.error.text() == message and bad.error.isVisible()
    assert bad.name.property("invalid") is True
    assert not dialog.rows[0].error.isVisible()
    assert not dialog.ok.isEnabled()


def test_fixing_a_name_enables_start(dialog):
    set_names(dialog, ["Anna", "anna"])
    assert not dialog.ok.isEnabled()
    dialog.rows[1].name.setText("Björn")
    assert dialog.ok.isEnabled() and not dialog.rows[1].error.isVisible()


def test_trimmed_unicode_names_start_the_game(dialog):
    set_names(dialog, ["  Åsa   Öberg ", "Ζωή 🎲", "x" * 24])
    assert dialog.ok.isEnabled()
    dialog.accept()
    assert [s.name for s in dialog.game.seats] == ["Åsa Öberg", "Ζωή 🎲", "x" * 24]


def test_name_problems_match_the_engine():
    assert name_problems(["Anna", "Björn"]) == ["", ""]
    assert name_problems(["a", "A", "a "])[1:] == [
        "Player 1 already has this name.",
        "Player 1 already has this name.",
    ]


def test_options_are_built_from_the_declared_specs(dialog):
    rounds = dialog.option_widgets["rounds"]
    prize = dialog.option_widgets["prize"]
    assert isinstance(rounds, QSpinBox) and (rounds.minimum(), rounds.maximum()) == (1, 5)
    assert isinstance(prize, QComboBox)
    assert [prize.itemText(i) for i in range(prize.count())] == ["five", "nine"]
    assert rounds.toolTip() == "How many rounds. (TOY-1)"
    helps = [w.text() for w in dialog.option_box.findChildren(QLabel) if w.isVisible()]
    assert "How many rounds. · TOY-1" in helps and "The prize. · TOY-2" in helps
    rounds.setValue(4)
    prize.setCurrentIndex(1)
    dialog.accept()
    assert dialog.game.options == {"rounds": 4, "prize": "9"}


def test_bool_options_are_checkboxes(qtbot, prefs):
    class Flagged(ToyGame):
        info = GameInfo(
            "flagged",
            "Flaggspel",
            "A test game with a switch.",
            2,
            3,
            (OptionSpec("fast", "Fast start", "bool", False, "Start with 3 coins.", "TOY-3"),),
        )

    registry.register(Flagged)
    try:
        d = NewGameDialog(prefs, None, "flagged")
        qtbot.addWidget(d)
        box = d.option_widgets["fast"]
        assert isinstance(box, QCheckBox) and box.text() == "Fast start" and not box.isChecked()
        box.setChecked(True)
        d.accept()
        assert d.game.options == {"fast": True}
    finally:
        registry._GAMES.pop("flagged", None)


def test_seat_count_limits(dialog):
    assert len(dialog.rows) == 2
    assert not dialog.rows[0].remove.isEnabled()
    dialog.add_seat()
    dialog.add_seat()
    assert len(dialog.rows) == 4 and not dialog.add_button.isEnabled()
    dialog.add_seat()
    assert len(dialog.rows) == 4
    dialog.remove_seat(0)
    assert len(dialog.rows) == 3 and dialog.add_button.isEnabled()


def test_colours_and_shapes_stay_distinct(dialog):
    a, b = dialog.rows
    b_colour, b_token = b.colour.currentData(), b.token.currentData()
    a_colour, a_token = a.colour.currentData(), a.token.currentData()
    a.colour.setCurrentIndex(tokens.PALETTE.index(b_colour))
    assert (a.colour.currentData(), b.colour.currentData()) == (b_colour, a_colour)
    a.token.setCurrentIndex(tokens.SHAPES.index(b_token))
    assert (a.token.currentData(), b.token.currentData()) == (b_token, a_token)
    assert len(tokens.PALETTE) >= 9 and len(tokens.SHAPES) == 8


def test_setup_is_remembered_per_game(qtbot, prefs, dialog):
    set_names(dialog, ["Anna", "Björn", "Çelik"])
    dialog.rows[2].colour.setCurrentIndex(tokens.PALETTE.index("#CC79A7"))
    dialog.option_widgets["rounds"].setValue(3)
    dialog.accept()
    again = NewGameDialog(prefs, None, "")
    qtbot.addWidget(again)
    assert again.cls.info.id == "toy"
    assert [r.name.text() for r in again.rows] == ["Anna", "Björn", "Çelik"]
    assert again.rows[2].colour.currentData() == "#CC79A7"
    assert again.option_widgets["rounds"].value() == 3


def test_seed_field(dialog):
    dialog.seed.setText("42")
    dialog.accept()
    assert dialog.game.chance.seed == 42
    assert dialog.setup.seed == 42


def test_colours_and_tokens_reach_the_table(qtbot, window, prefs):
    d = NewGameDialog(prefs, window, "toy")
    qtbot.addWidget(d)
    d.rows[0].token.setCurrentIndex(tokens.SHAPES.index("star"))
    d.accept()
    window.start_session(d.game)
    settle(qtbot)
    assert d.game.seats[0].token == "star"
    assert window.table.panels.panels[0].colour == d.game.seats[0].colour


@pytest.mark.parametrize("lang", ["en", "sv", "de"])
@pytest.mark.parametrize("game_id", ["stadsliv", "borgata", "gladopolis"])
def test_every_option_choice_shows_whole_in_every_language(qtbot, prefs, game_id, lang):
    """A choice is as wide as its words: in German, Borgata's envelope money read "Alt 2: Nur
    der siegreiche Umschlag wird beza" in a box cut at 320 pixels."""
    from stadsliv_qt.ui import i18n

    i18n.install(lang)
    try:
        d = NewGameDialog(prefs, None, game_id)
        qtbot.addWidget(d)
        d.resize(1024, 700)
        d.show()
        settle(qtbot)
        combos = [w for w in d.option_widgets.values() if isinstance(w, QComboBox)]
        for combo in combos:
            probe = QComboBox()  # the width Qt gives these words in a box of this style
            probe.addItems([combo.itemText(i) for i in range(combo.count())])
            probe.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
            need = probe.sizeHint().width()
            assert combo.width() >= need, (combo.currentText(), combo.width(), need)
    finally:
        i18n.install("en")
