"""The tutorial at the table (issue 18): entry points, the guide refusing what the step does not
wait for, leave and resume, the end's real game, privacy, and every tutorial played by clicks."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QWidget

from stadsliv_qt.paths import resources_dir
from stadsliv_qt.teach import tutorial
from stadsliv_qt.ui.guide.overlay import GuideOverlay, Target
from stadsliv_qt.ui.guide.session import GuidedSession
from stadsliv_qt.ui.main_window import MainWindow
from stadsliv_qt.ui.pump import process_events
from stadsliv_qt.ui.settings import autosave_path
from tests.ui.small_tutorials import ALL, small

LANGS = ("en", "sv", "de")


def shipped() -> list[str]:
    """Every title that ships resources/<id>/tutorial.json (the titles' own, once merged)."""
    return sorted(p.parent.name for p in resources_dir().glob("*/tutorial.json"))


def pump(qtbot, ms: int = 1) -> None:
    """Let Qt run timers and deferred calls."""
    qtbot.wait(ms)
    process_events()


def overlay(window: MainWindow) -> GuideOverlay:
    """The guide over the table (there must be one)."""
    assert window.overlay is not None, "no tutorial is on the table"
    return window.overlay


def click(qtbot, target: Target) -> None:
    """A real mouse click on what the overlay lights, nowhere else."""
    widget: QWidget = target.widget
    assert widget.isVisible() and widget.isEnabled(), f"{target.what} cannot be clicked"
    at = target.at if target.at is not None else widget.rect().center()
    QTest.mouseClick(widget, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at)
    pump(qtbot)


def play_by_clicks(qtbot, window: MainWindow, limit: int = 400) -> list[str]:
    """Follow every card by clicking what it lights until the closing card; the steps seen."""
    session = window.session
    assert isinstance(session, GuidedSession)
    seen = [session.guide.step.id]
    session.guided.connect(lambda: seen.append(session.guide.step.id))
    idle = 0  # waits in a row with nothing to click (the table draws, a reveal runs)
    for _ in range(limit):
        guide = overlay(window)
        step = guide.step
        if step.wait == "end":
            return seen
        target = guide.target()
        if target is None:
            idle += 1
            assert step.wait == "auto" or idle < 50, f"step {step.id!r} lights nothing to click"
            pump(qtbot, 20)
            continue
        idle = 0
        click(qtbot, target)
    raise AssertionError(f"the tutorial did not end; it stopped at {seen[-1]!r}")


def start(window: MainWindow, game_id: str) -> GuidedSession:
    """Our small tutorial of a title on the table, from its first step."""
    assert window.start_tutorial(small(game_id), fresh=True)
    session = window.session
    assert isinstance(session, GuidedSession)
    return session


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game_id", sorted(ALL))
def test_our_small_tutorials_play_to_their_end_by_clicks(qtbot, window, game_id, lang):
    window.set_language(lang)
    session = start(window, game_id)
    seen = play_by_clicks(qtbot, window)
    assert seen == [s.id for s in session.tutorial.steps]
    card = overlay(window).card
    assert card.text.text() == session.tutorial.steps[-1].say(lang)
    assert card.real_button.isVisible() and card.welcome_button.isVisible()
