"""Names are shown exactly as the players typed them: a seat called "<u>Ann</u>" is not read as
HTML by any label or tooltip, and "Bo & Co" keeps its '&' on buttons and menu entries (Qt takes a
lone '&' there for a shortcut key). Played at the table, curtain and private pages included."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtWidgets import QAbstractButton, QLabel, QWidget

from stadsliv_qt.engine import Seat, registry
from stadsliv_qt.ui import typed
from stadsliv_qt.ui.pump import process_events
from tests.ui.test_long_game import step

TAGGED = "<u>Ann</u>"
AMPERSAND = "Bo & Co"
SEATS = [
    Seat(TAGGED, "#E69F00", "circle"),
    Seat(AMPERSAND, "#56B4E9", "square"),
    Seat("Cy", "#009E73", "triangle"),
]
STEPS = 160
LOOK_EVERY = 4


def read_as_html(text: str, fmt: Qt.TextFormat = Qt.TextFormat.AutoText) -> bool:
    """Whether Qt shows this text as HTML (a label's format, or a tooltip's automatic one)."""
    if fmt == Qt.TextFormat.RichText:
        return True
    return fmt == Qt.TextFormat.AutoText and GuiQt.mightBeRichText(text)


def misread(window) -> list[str]:
    """Every place on screen where a name would not come out as typed."""
    found = []
    for label in window.findChildren(QLabel):
        if TAGGED in label.text() and read_as_html(label.text(), label.textFormat()):
            found.append(f"label {label.text()!r}")
    for widget in window.findChildren(QWidget):
        if TAGGED in widget.toolTip() and read_as_html(widget.toolTip()):
            found.append(f"tooltip {widget.toolTip()!r}")
    for item in window.table.scene.items():
        if TAGGED in item.toolTip() and read_as_html(item.toolTip()):
            found.append(f"board tooltip {item.toolTip()!r}")
    texts = [b.text() for b in window.findChildren(QAbstractButton)]
    texts += [a.text() for a in window.findChildren(QAction)]
    found += [f"button {t!r}" for t in texts if AMPERSAND in t]  # shown as "Bo Co", C underlined
    return found


def test_the_helpers_keep_text_as_typed():
    assert typed.label(TAGGED).textFormat() == Qt.TextFormat.PlainText
    shown = typed.tip(f"{TAGGED}: 10 poäng\non turn")
    assert "&lt;u&gt;Ann&lt;/u&gt;" in shown and "<u>" not in shown
    assert typed.tip("Cy: 10 poäng") == "Cy: 10 poäng"  # plain text stays as it was
    assert typed.button_text(f"Offer {AMPERSAND}") == "Offer Bo && Co"


@pytest.mark.parametrize("game_id", ["stadsliv", "borgata", "gladopolis"])
def test_names_with_markup_and_ampersands_show_as_typed(qtbot, window, game_id):
    window.start_session(registry.get(game_id)(SEATS, {}, seed=3))
    process_events()
    rng = random.Random(3)
    seen: set[str] = set()
    names_shown = 0
    acted = moves = 0
    while acted < STEPS:
        moves += 1
        assert moves < STEPS * 20, "the table stopped moving"
        acted += step(window, rng)
        process_events()
        if moves % LOOK_EVERY == 0:
            seen.update(misread(window))
            names_shown += sum(TAGGED in label.text() for label in window.findChildren(QLabel))
    assert names_shown > 0, "the names never showed: the test saw nothing"
    assert not seen, "\n".join(sorted(seen))
