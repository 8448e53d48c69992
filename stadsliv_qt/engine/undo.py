"""Undo back to the last reveal, never past it: no re-rolls, no peeking at sealed entries."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from stadsliv_qt.text import Msg, msg

from .errors import IllegalAction
from .events import Event
from .game import Action, Game


class UndoHistory:
    """Snapshots of public, undrawn steps since the last reveal, dice roll, card or sealed entry."""

    def __init__(self, limit: int = 200) -> None:
        self._stack: list[tuple[dict[str, Any], Msg | str]] = []
        self._seats: list[int] = []  # who took each kept step
        self._limit = limit

    def apply(self, game: Game, action: Action) -> list[Event]:
        """Apply through the history so the step can be undone if nothing was revealed."""
        before = game.to_dict()
        key = game.undo_key()
        events = game.apply(action)
        if game.undo_key() != key or any(e.to is not None for e in events):
            self.clear()
        else:
            self._stack.append((before, action.describe()))
            self._seats.append(action.seat)
            del self._stack[: -self._limit]
            del self._seats[: -self._limit]
        return events

    def resolve_chance(self, game: Game) -> list[Event]:
        """A draw is a reveal: everything before it is final."""
        events = game.resolve_chance()
        self.clear()
        return events

    def clear(self) -> None:
        """Forget all steps (after a load, or a reveal made elsewhere)."""
        self._stack.clear()
        self._seats.clear()

    @property
    def can_undo(self) -> bool:
        """True if there is a step to take back."""
        return bool(self._stack)

    def last(self) -> Msg | str:
        """What the next undo takes back, for the menu."""
        return self._stack[-1][1] if self._stack else ""

    def undo(self, game: Game) -> Game:
        """Return the game as it was before the last undoable step."""
        if not self._stack:
            raise IllegalAction(msg("core.nothing_to_undo"))
        before, _ = self._stack.pop()
        self._seats.pop()
        return type(game).from_dict(before)

    def undo_to(self, game: Game, keep: Callable[[int], bool]) -> Game:
        """Go back to before the latest step taken by a seat `keep` accepts (a person, when
        computer players sit at the table), over the steps of others after it; IllegalAction,
        and nothing changed, if no kept step was such a seat's."""
        for depth in range(len(self._stack) - 1, -1, -1):
            if keep(self._seats[depth]):
                before = self._stack[depth][0]
                del self._stack[depth:]
                del self._seats[depth:]
                return type(game).from_dict(before)
        raise IllegalAction(msg("core.nothing_to_undo"))

    def can_undo_to(self, keep: Callable[[int], bool]) -> bool:
        """True if a kept step was taken by a seat `keep` accepts."""
        return any(keep(seat) for seat in self._seats)
