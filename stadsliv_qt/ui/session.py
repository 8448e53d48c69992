"""The running game: applies actions and chance draws, keeps undo, and autosaves after each step.

The Qt layer never changes a game any other way, so every step is autosaved and every refusal
leaves the game exactly as it was.
"""

from __future__ import annotations

import contextlib
import json
import os
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal

from stadsliv_qt.engine import Action, Event, Game
from stadsliv_qt.engine import save as saves
from stadsliv_qt.engine.undo import UndoHistory

from .chart import Sampler, Series

SERIES_MAX_BYTES = 4 * 1024 * 1024  # the chart's samples beside the autosave; far more than a game


class Session(QObject):
    """One game at the table, with its undo history, its file and its autosave."""

    stepped = Signal(list)  # the new events of an action or a chance draw
    replaced = Signal()  # the game object changed (undo); redraw everything
    saved = Signal(str)  # the path saved to
    autosaveFailed = Signal(str)  # the reason, in a sentence

    def __init__(
        self,
        game: Game,
        autosave_path: str | os.PathLike[str] | None,
        file_path: str | os.PathLike[str] | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._game = game
        self.history = UndoHistory()
        self.autosave_path = Path(autosave_path) if autosave_path else None
        self.file_path = Path(file_path) if file_path else None
        self.dirty = file_path is None
        self._save_timer = QTimer(self)
        self._save_timer.setSingleShot(True)
        self._save_timer.timeout.connect(self.autosave)
        self.sampler = Sampler(self._load_series())
        self.sampler.sample(game)
        self.autosave()

    @property
    def game(self) -> Game:
        """The game being played."""
        return self._game

    def apply(self, action: Action) -> list[Event]:
        """Apply an action; IllegalAction (with its sentence) propagates and nothing changes."""
        events = self.history.apply(self._game, action)
        self._after_step(events)
        return events

    def resolve_chance(self) -> list[Event]:
        """Let the game draw for a CHANCE decision."""
        events = self.history.resolve_chance(self._game)
        self._after_step(events)
        return events

    @property
    def can_undo(self) -> bool:
        """True if the last step can be taken back."""
        return self.history.can_undo

    def undo(self) -> None:
        """Take back the last undoable step; IllegalAction when play cannot go further back."""
        self._game = self.history.undo(self._game)
        self.dirty = True
        self.sampler.rewind(self._game)
        self.sampler.sample(self._game)
        self.autosave()
        self.replaced.emit()

    def _after_step(self, events: list[Event]) -> None:
        self.dirty = True
        if self.sampler.sample(self._game, force=self._game.is_over):
            self._save_series()
        # written right after the table has been updated, so a click shows at once
        self._save_timer.start(0)
        self.stepped.emit(events)

    # ----- money and score over the game (the end screen's chart) ------------------------------
    @property
    def series(self) -> Series:
        """Each seat's money and score sampled at every turn change."""
        return self.sampler.series

    def _series_path(self) -> Path | None:
        if self.autosave_path is None:
            return None
        return self.autosave_path.with_name(self.autosave_path.stem + ".series.json")

    def _identity(self) -> dict:
        game = self._game
        return {
            "game": game.info.id,
            "seats": [s.name for s in game.seats],
            "seed": game.chance.seed,
        }

    def _load_series(self) -> Series | None:
        """The samples kept beside the autosave, if they belong to this game."""
        path = self._series_path()
        if path is None or not path.exists():
            return None
        try:  # a regular file only, read with a bound: a pipe here must not hang the start
            data = json.loads(saves.read_file(path, SERIES_MAX_BYTES).decode("utf-8"))
        except (saves.SaveError, ValueError):
            return None
        if not isinstance(data, dict) or data.get("for") != self._identity():
            return None
        series = Series.from_dict(data.get("series"), len(self._game.seats))
        sampler = Sampler(series)
        sampler.rewind(self._game)
        return sampler.series

    def _save_series(self) -> None:
        path = self._series_path()
        if path is None:
            return
        data = {"for": self._identity(), "series": self.sampler.series.to_dict()}
        with contextlib.suppress(OSError):
            tmp = path.with_name(path.name + ".tmp")
            tmp.write_text(json.dumps(data), encoding="utf-8")
            tmp.replace(path)

    def flush(self) -> None:
        """Write an autosave that is still waiting (before the session is replaced or closed)."""
        if self._save_timer.isActive():
            self.autosave()

    def autosave(self) -> None:
        """Write the autosave atomically; a finished game's autosave is removed instead."""
        self._save_timer.stop()
        if self.autosave_path is None:
            return
        try:
            if self._game.is_over:
                with contextlib.suppress(FileNotFoundError):
                    self.autosave_path.unlink()
            else:
                saves.save(self._game, self.autosave_path)
        except (saves.SaveError, OSError) as exc:
            self.autosaveFailed.emit(str(exc))

    def save_to(self, path: str | os.PathLike[str]) -> None:
        """Save to a file the player chose; SaveError says why it failed."""
        saves.save(self._game, path)
        self.file_path = Path(path)
        self.dirty = False
        self.saved.emit(str(path))
