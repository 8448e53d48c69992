"""A long game on the table keeps the window's size in objects flat: no widget, scene item or
other Qt object is left behind by the steps that rebuild panels, pages and the curtain.

Driven as the table drives itself: the seat to act chooses (what a button, panel or the board
sends), Roll, the curtain's card, private panel, Done and reveal; a finished game is played again.
Deferred deletions are run after every step (pump.process_events), as the app's event loop does.
"""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QObject
from PySide6.QtWidgets import QApplication, QPushButton

from stadsliv_qt.engine import Kind, Seat, registry
from stadsliv_qt.ui import dialogs
from stadsliv_qt.ui.pump import process_events
from tests.ui.curtain_press import press_curtain

SEATS = [
    Seat("Anna", "#E69F00", "circle"),
    Seat("Björn", "#56B4E9", "square"),
    Seat("Cecilia", "#009E73", "triangle"),
]
ACTIONS = 250
EARLY, LATE = slice(50, 100), slice(ACTIONS - 50, ACTIONS)
FLOOR_MARGIN = 10  # what a leak raises is the floor: the count at the quietest moments
# A game played again starts a new table, whose kept parts (the curtain's sheet, a reveal's card)
# are made again when first needed: its first actions are quieter than any later moment, so they
# would lower one window's floor and not the other's. The floors count only samples taken at
# least this many actions into their game.
WARM = 40


def step(window, rng: random.Random) -> bool:
    """One thing a player does at the screen; True if it applied an action or a draw."""
    table = window.table
    curtain = table.curtain
    game = window.session.game
    if curtain.is_up:
        return press_curtain(window, rng)
    decision = game.decision()
    if decision.kind is Kind.TERMINAL:
        window.play_again()
        return False
    if decision.kind is Kind.CHANCE:
        table.roll()
        return True
    if dialogs.is_private(game.info.id, decision) and decision.seats:
        table.start_private()
        return False
    seat = decision.seat if decision.seat is not None else min(decision.seats)
    table.choose(rng.choice(game.legal_actions(seat)))
    return True


def counts(window) -> tuple[int, int, int]:
    """Widgets in the application, items in the board scene, Qt objects below the window."""
    return (
        len(QApplication.allWidgets()),
        len(window.table.scene.items()),
        len(window.findChildren(QObject)),
    )


def warm(
    samples: list[tuple[int, int, int]], ages: list[int], part: slice, index: int
) -> list[int]:
    """One count of the samples in `part` taken WARM actions or more into their game (all of
    them if none was)."""
    picked = [s[index] for s, a in zip(samples[part], ages[part], strict=True) if a >= WARM]
    return picked or [s[index] for s in samples[part]]


@pytest.mark.parametrize("game_id", ["stadsliv", "borgata", "gladopolis"])
def test_a_long_game_leaves_nothing_behind(qtbot, window, game_id):
    window.setUpdatesEnabled(False)  # not painted: this counts objects, and painting is slow
    random.seed(11)  # "play again" draws the next game's seed from the shared generator
    window.start_session(registry.get(game_id)(SEATS, {}, seed=11))
    process_events()
    rng = random.Random(11)
    samples: list[tuple[int, int, int]] = []
    ages: list[int] = []  # actions into its game at each sample
    moves = age = 0
    while len(samples) < ACTIONS:
        moves += 1
        assert moves < ACTIONS * 20, "the table stopped moving"
        game = window.session.game
        acted = step(window, rng)
        process_events()
        age = 0 if window.session.game is not game else age
        if acted:
            age += 1
            samples.append(counts(window))
            ages.append(age)
    for index, name in enumerate(("widgets", "scene items", "objects")):
        early = warm(samples, ages, EARLY, index)
        late = warm(samples, ages, LATE, index)
        assert min(late) <= min(early) + FLOOR_MARGIN, (
            f"{game_id}: {name} grew from {min(early)} to {min(late)} at the quietest moments"
        )
        assert max(late) <= 2 * max(early), f"{game_id}: {name} peak {max(early)} -> {max(late)}"


def test_process_events_runs_the_deletions_a_script_would_never_run(qtbot, window):
    """processEvents() alone keeps a deleteLater()'d widget; the helper deletes it, as exec() does."""
    gone: list[bool] = []
    button = QPushButton("x", window)
    button.destroyed.connect(lambda: gone.append(True))
    button.deleteLater()
    QApplication.processEvents()
    assert not gone
    process_events()
    assert gone == [True]
