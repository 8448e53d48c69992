"""Undo back to the last reveal, never past it: no re-rolls, no peeking at sealed entries.

A snapshot holds the state, not the log: a copy of the game without its log (`Game.clone()`, whose
cost does not grow with the game's length) and the log's length at that moment. Undo puts the
copy in place and cuts the log back to that length, so a step costs the same at move 10 and at
move 5,000, and the stack holds at most `limit` states.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from stadsliv_qt.text import Msg, msg

from .errors import IllegalAction
from .events import Event
from .game import Action, Game

LIMIT = 200  # steps kept; a reveal, a draw or a private event clears them anyway


@dataclass(frozen=True)
class Snapshot:
    """The game as it was before an undoable step: its state (a clone), its log's length."""

    state: Game
    log_length: int
    what: Msg | str
    seat: int  # who took the step (undo with computer players goes back to a person's)


class UndoHistory:
    """Snapshots of public, undrawn steps since the last reveal, dice roll, card or sealed entry."""

    def __init__(self, limit: int = LIMIT) -> None:
        self._stack: list[Snapshot] = []
        self._limit = limit

    def apply(self, game: Game, action: Action) -> list[Event]:
        """Apply through the history so the step can be undone if nothing was revealed."""
        before = game.clone()
        length = len(game.log)
        key = game.undo_key()
        events = game.apply(action)
        if game.undo_key() != key or any(e.to is not None for e in events):
            self._stack.clear()
        else:
            self._stack.append(Snapshot(before, length, action.describe(), action.seat))
            if len(self._stack) > self._limit:
                del self._stack[0]
        return events

    def resolve_chance(self, game: Game) -> list[Event]:
        """A draw is a reveal: everything before it is final."""
        events = game.resolve_chance()
        self.clear()
        return events

    def clear(self) -> None:
        """Forget all steps (after a load, or a reveal made elsewhere)."""
        self._stack.clear()

    def __len__(self) -> int:
        """How many steps can be taken back (at most the limit)."""
        return len(self._stack)

    @property
    def can_undo(self) -> bool:
        """True if there is a step to take back."""
        return bool(self._stack)

    def last(self) -> Msg | str:
        """What the next undo takes back, for the menu."""
        return self._stack[-1].what if self._stack else ""

    def undo(self, game: Game) -> Game:
        """Return the game as it was before the last undoable step.

        The returned game takes over `game`'s log, cut back to its length then (no copy of the
        log is made); `game` itself is spent and must not be played on.
        """
        if not self._stack:
            raise IllegalAction(msg("core.nothing_to_undo"))
        return self._restore(game, self._stack.pop())

    def undo_to(self, game: Game, keep: Callable[[int], bool]) -> Game:
        """Go back to before the latest step taken by a seat `keep` accepts (a person, when
        computer players sit at the table), over the steps of others after it; IllegalAction,
        and nothing changed, if no kept step was such a seat's."""
        for depth in range(len(self._stack) - 1, -1, -1):
            if keep(self._stack[depth].seat):
                snap = self._stack[depth]
                del self._stack[depth:]
                return self._restore(game, snap)
        raise IllegalAction(msg("core.nothing_to_undo"))

    def last_to(self, keep: Callable[[int], bool]) -> Msg | str:
        """What undo_to(keep) takes back (the kept seat's step), for the menu."""
        for snap in reversed(self._stack):
            if keep(snap.seat):
                return snap.what
        return ""

    def can_undo_to(self, keep: Callable[[int], bool]) -> bool:
        """True if a kept step was taken by a seat `keep` accepts."""
        return any(keep(snap.seat) for snap in self._stack)

    @staticmethod
    def _restore(game: Game, snap: Snapshot) -> Game:
        """The snapshot's state, taking over `game`'s log cut back to its length then."""
        restored = snap.state
        log = game.log
        del log[snap.log_length :]
        restored.log = log
        restored.quiet = game.quiet
        return restored
