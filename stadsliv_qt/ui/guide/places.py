"""Where a tutorial was left: its own journal beside the autosave, and the step in Preferences.

The journal holds the tutorial's game (never the real game's autosave); Preferences hold, per
title, the step index with what it must fit: the tutorial's step ids and the game's log length.
A place that no longer fits (the tutorial changed, the journal is gone or another) is dropped
and the tutorial starts over, with a sentence saying so.
"""

from __future__ import annotations

import contextlib
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from stadsliv_qt.engine import Game, autosave
from stadsliv_qt.engine import save as saves
from stadsliv_qt.teach.tutorial import Tutorial

from ..settings import Preferences, data_dir
from .offers import fingerprint as _fingerprint


@dataclass(frozen=True)
class Place:
    """A tutorial under way: its game as left, and the step showing then."""

    game: Game
    index: int


def journal_path(game_id: str) -> Path:
    """The tutorial's own journal (one per title, so each can be left and resumed)."""
    return data_dir() / f"tutorial-{game_id}.sqlite"


def fingerprint(tutorial: Tutorial) -> str:
    """What a saved place must match: the tutorial's steps, in order."""
    return _fingerprint((s.id, s.wait) for s in tutorial.steps)


def save_place(prefs: Preferences, tutorial: Tutorial, index: int, game: Game) -> None:
    """Keep the step showing and the size of the game it belongs to."""
    prefs.set_tutorial_place(
        tutorial.game,
        {"step": index, "log": len(game.log), "tutorial": fingerprint(tutorial)},
    )
    prefs.sync()


def under_way(prefs: Preferences, tutorial: Tutorial) -> int | None:
    """The step (0-based) a title's tutorial was left at, as far as Preferences say; else None."""
    place = prefs.tutorial_place(tutorial.game)
    step = place.get("step")
    if not isinstance(step, int) or place.get("tutorial") != fingerprint(tutorial):
        return None
    return step if 0 <= step < len(tutorial.steps) else None


def load_place(prefs: Preferences, tutorial: Tutorial) -> Place | str | None:
    """The tutorial's game and step to resume; None if it is not under way; a sentence (str) if
    a place was kept but no longer fits (it is then forgotten)."""
    place = prefs.tutorial_place(tutorial.game)
    if not place:
        return None
    step = under_way(prefs, tutorial)
    if step is None:
        forget(prefs, tutorial.game)
        return QCoreApplication.translate(
            "GuidePlace", "The tutorial has changed since you left it, so it starts over."
        )
    try:
        game, _players = autosave.load_table(journal_path(tutorial.game))
    except saves.SaveError:
        forget(prefs, tutorial.game)
        return QCoreApplication.translate(
            "GuidePlace", "The tutorial's saved place cannot be read, so it starts over."
        )
    if game.info.id != tutorial.game or len(game.log) != place.get("log") or game.is_over:
        forget(prefs, tutorial.game)
        return QCoreApplication.translate(
            "GuidePlace",
            "The tutorial's saved game does not fit where you left it, so it starts over.",
        )
    return Place(game, step)


def forget(prefs: Preferences, game_id: str) -> None:
    """The tutorial is no longer under way: drop its place and its journal."""
    prefs.set_tutorial_place(game_id, None)
    prefs.sync()
    with contextlib.suppress(OSError, saves.SaveError):
        autosave.remove(journal_path(game_id))
