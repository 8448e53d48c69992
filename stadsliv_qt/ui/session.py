"""The running game: applies actions and chance draws, keeps undo, and autosaves after each step.

The Qt layer never changes a game any other way, so every step is autosaved and every refusal
leaves the game exactly as it was. The autosave is a journal (engine/autosave.py): each step writes
what changed, at a cost that does not grow with the game's length; the chart's samples go in it too.
"""

from __future__ import annotations

import contextlib
import json
import os
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from stadsliv_qt.engine import Action, Event, Game, autosave
from stadsliv_qt.engine import save as saves
from stadsliv_qt.engine.undo import UndoHistory
from stadsliv_qt.text import Msg

from . import heap
from .chart import Sampler, Series

SERIES_MAX_BYTES = 4 * 1024 * 1024  # an older version's chart samples; far more than a game


class SampleRows(Sequence[Any]):
    """The chart's samples as the journal's rows ([turn key, money, score]), without copying."""

    def __init__(self, series: Series) -> None:
        self.series = series

    def __len__(self) -> int:
        """How many samples there are."""
        return len(self.series.keys)

    def __getitem__(self, i: int) -> Any:  # type: ignore[override]
        """One sample as a row."""
        s = self.series
        return [s.keys[i], s.money[i], s.score[i]]


def series_from_rows(rows: list[Any], seats: int) -> Series:
    """The chart's samples read back from the journal (an unreadable record gives none)."""
    try:
        keys, money, score = (
            (list(column) for column in zip(*rows, strict=True)) if rows else ([], [], [])
        )
    except (TypeError, ValueError):
        return Series()
    return Series.from_dict({"keys": keys, "money": money, "score": score}, seats)


class Session(QObject):
    """One game at the table, with its undo history, its file and its autosave."""

    stepped = Signal(list)  # the new events of an action or a chance draw
    replaced = Signal()  # the game object changed (undo); redraw everything
    playersChanged = Signal()  # noqa: N815 (Qt signal style) a seat was handed to a bot or back
    saved = Signal(str)  # the path saved to
    autosaveFailed = Signal(str)  # the reason, in a sentence
    # the table may make a draw nothing waits for right after the step before it (table.py,
    # _draw_at_once): one picture for a click and its dice
    draws_at_once = True

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
        self.journal: autosave.Journal | None = None
        self._ended = False  # a finished game's autosave was removed; nothing more is written
        self._view: dict[str, Any] | None = None  # the public view while a step is announced
        series = None
        with contextlib.suppress(saves.SaveError):  # a failure is said at the first autosave
            rows = self._open_journal().adopt(game)
            if rows is not None:
                series = series_from_rows(rows, len(game.seats))
        self.sampler = Sampler(series)
        if series is not None:
            self.sampler.rewind(game)
        self.sampler.sample(game)
        self.autosave()

    def public_view(self) -> dict[str, Any]:
        """The shared screen's view of the game now. While a step or an undo is announced it
        is computed once and shared (the chart's sample, the table's panels, board and bar
        read it; read it, never change it); at any other time it is computed afresh."""
        return self._view if self._view is not None else self._game.view(None)

    def _open_journal(self) -> autosave.Journal:
        """The autosave's journal, opened on first use (SaveError if it cannot be)."""
        if self.journal is None:
            if self.autosave_path is None:
                raise saves.SaveError("This table keeps no autosave.")
            self.journal = autosave.Journal(self.autosave_path)
        return self.journal

    @property
    def game(self) -> Game:
        """The game being played."""
        return self._game

    def apply(self, action: Action, note: Event | None = None) -> list[Event]:
        """Apply an action; IllegalAction (with its sentence) propagates and nothing changes.

        `note` (a bot's reason) goes into the log just before the action's lines: after them it
        came after what the action set off (a conflict, a reveal, the next player's turn), which
        it does not explain, and some actions have no line of their own."""
        events = self.history.apply(self._game, action)
        if note is not None:
            self._game.log.insert(len(self._game.log) - len(events), note)  # events: the tail
            events = [note, *events]
        self._after_step(events)
        return events

    # ----- who plays each seat ------------------------------------------------------------------
    def is_person(self, seat: int) -> bool:
        """True if a person plays the seat."""
        return self.players[seat] == "person"

    @property
    def people(self) -> int:
        """How many seats persons play (the rest are computers)."""
        return sum(kind == "person" for kind in self.players)

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

    def holds_private(self) -> bool:
        """True while the curtain must wait (a tutorial's card is read first); never in a game."""
        return False

    @property
    def can_undo(self) -> bool:
        """True if a step can be taken back (with bots: a step a person took)."""
        if self.has_bots:
            return self.history.can_undo_to(self._undoable_seat)
        return self.history.can_undo

    def undo_what(self) -> Msg | str:
        """What undo() would take back: with bots, the person's step (not a bot's after it)."""
        if self.has_bots:
            return self.history.last_to(self._undoable_seat)
        return self.history.last()

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
        self._view = self._game.view(None)
        try:
            self.sampler.rewind(self._game)
            self.sampler.sample(self._game, view=self._view)
            self.autosave()
            self.replaced.emit()
        finally:
            self._view = None

    def _after_step(self, events: list[Event]) -> None:
        self.dirty = True
        self._view = self._game.view(None)
        try:
            self.sampler.sample(self._game, force=self._game.is_over, view=self._view)
            # written right after the table has been updated, so a click shows at once
            self._save_timer.start(0)
            self.stepped.emit(events)
        finally:
            self._view = None

    # ----- money and score over the game (the end screen's chart) ------------------------------
    @property
    def series(self) -> Series:
        """Each seat's money and score sampled at every turn change."""
        return self.sampler.series

    def flush(self) -> None:
        """Write an autosave that is still waiting (before the session is replaced or closed)."""
        if self._save_timer.isActive():
            self.autosave()

    def close(self) -> None:
        """Write what is waiting and close the autosave (the session is being replaced)."""
        self.flush()
        if self.journal is not None:
            self.journal.close()
            self.journal = None

    def autosave(self) -> None:
        """Write this step to the autosave; a finished game's autosave is removed instead.
        Every so many steps the heap's freed memory goes back to the system after it (heap.py)."""
        self._save_timer.stop()
        try:
            self._write_autosave()
        finally:
            heap.stepped()

    def _write_autosave(self) -> None:
        """The autosave itself."""
        if self.autosave_path is None or self._ended:
            return
        try:
            if self._game.is_over:
                self._ended = True
                if self.journal is not None:
                    self.journal.remove()
                    self.journal = None
                else:
                    autosave.remove(self.autosave_path)
            else:
                self._open_journal().write(
                    self._game, SampleRows(self.sampler.series), self.players
                )
        except (saves.SaveError, OSError) as exc:
            self.autosaveFailed.emit(str(exc))

    def save_to(self, path: str | os.PathLike[str]) -> None:
        """Save to a file the player chose; SaveError says why it failed."""
        saves.save(self._game, path, self.players)
        self.file_path = Path(path)
        self.dirty = False
        self.saved.emit(str(path))


def migrate(old: Path, new: Path) -> None:
    """An older version's autosave (`autosave.json`, and its chart samples beside it) becomes the
    journal at `new`, then is removed. SaveError with the old file's sentence if it cannot be read
    (the file is then left as it is)."""
    game, players = saves.load_table(old)
    series_path = old.with_name(old.stem + ".series.json")
    rows: list[Any] = []
    with contextlib.suppress(saves.SaveError, ValueError):  # a regular file only, bounded
        data = json.loads(saves.read_file(series_path, SERIES_MAX_BYTES).decode("utf-8"))
        mine = {
            "game": game.info.id,
            "seats": [s.name for s in game.seats],
            "seed": game.chance.seed,
        }
        if isinstance(data, dict) and data.get("for") == mine:
            rows = list(SampleRows(Series.from_dict(data.get("series"), len(game.seats))))
    autosave.write_game(new, game, rows, players)
    for path in (old, series_path):
        with contextlib.suppress(FileNotFoundError):
            path.unlink()
