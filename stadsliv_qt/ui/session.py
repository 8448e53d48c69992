"""The running game: applies actions and chance draws, keeps undo, and autosaves after each step.

The Qt layer never changes a game any other way, so every step is autosaved and every refusal
leaves the game exactly as it was.
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from stadsliv_qt.engine import Action, Event, Game
from stadsliv_qt.engine import save as saves
from stadsliv_qt.engine.undo import UndoHistory


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
        self.autosave()
        self.replaced.emit()

    def _after_step(self, events: list[Event]) -> None:
        self.dirty = True
        self.autosave()
        self.stepped.emit(events)

    def autosave(self) -> None:
        """Write the autosave atomically; a finished game's autosave is removed instead."""
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
