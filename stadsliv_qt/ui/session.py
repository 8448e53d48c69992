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
    playersChanged = Signal()  # noqa: N815 (Qt signal style) a seat was handed to a bot or back
    saved = Signal(str)  # the path saved to
    autosaveFailed = Signal(str)  # the reason, in a sentence

    def __init__(
        self,
        game: Game,
        autosave_path: str | os.PathLike[str] | None,
        file_path: str | os.PathLike[str] | None = None,
        parent: QObject | None = None,
        players: list[str] | None = None,
    ) -> None:
        super().__init__(parent)
        self._game = game
        # who plays each seat: "person", or a computer level ("easy", "medium", "hard")
        self.players = list(players) if players else ["person"] * len(game.seats)
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

    def apply(self, action: Action, note: Event | None = None) -> list[Event]:
        """Apply an action; IllegalAction (with its sentence) propagates and nothing changes.

        `note` (a bot's reason) goes into the log right after the action's own lines."""
        events = self.history.apply(self._game, action)
        if note is not None:
            self._game.log.append(note)
            events = [*events, note]
        self._after_step(events)
        return events

    # ----- who plays each seat ------------------------------------------------------------------
    def is_person(self, seat: int) -> bool:
        """True if a person plays the seat."""
        return self.players[seat] == "person"

    @property
    def has_bots(self) -> bool:
        """True if a computer plays any seat."""
        return any(kind != "person" for kind in self.players)

    def set_player(self, seat: int, kind: str) -> None:
        """Hand a seat to a computer level, or back to a person ("person"); saved at once."""
        if self.players[seat] == kind:
            return
        self.players[seat] = kind
        self.dirty = True
        self.autosave()
        self.playersChanged.emit()

    def resolve_chance(self) -> list[Event]:
        """Let the game draw for a CHANCE decision."""
        events = self.history.resolve_chance(self._game)
        self._after_step(events)
        return events

    @property
    def can_undo(self) -> bool:
        """True if a step can be taken back (with bots: a step a person took)."""
        if self.has_bots:
            return self.history.can_undo_to(self._undoable_seat)
        return self.history.can_undo

    def _undoable_seat(self, seat: int) -> bool:
        return 0 <= seat < len(self.players) and self.is_person(seat)

    def undo(self) -> None:
        """Take back the last undoable step; with bots, back to before the last step a person
        took (the bots' steps after it go too); IllegalAction when play cannot go back."""
        if self.has_bots:
            self._game = self.history.undo_to(self._game, self._undoable_seat)
        else:
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
                saves.save(self._game, self.autosave_path, self.players)
        except (saves.SaveError, OSError) as exc:
            self.autosaveFailed.emit(str(exc))

    def save_to(self, path: str | os.PathLike[str]) -> None:
        """Save to a file the player chose; SaveError says why it failed."""
        saves.save(self._game, path, self.players)
        self.file_path = Path(path)
        self.dirty = False
        self.saved.emit(str(path))
