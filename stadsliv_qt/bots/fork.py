"""The one way bots copy a game: `clone()` (cheap, for search) once the engine has it, else `copy()`."""

from __future__ import annotations

from typing import TypeVar

from stadsliv_qt.engine import Game

G = TypeVar("G", bound=Game)


def fork(game: G) -> G:
    """An independent copy of `game` for a bot's private use, by the cheapest means the game offers."""
    clone = getattr(game, "clone", None)
    if callable(clone):
        return clone()
    return game.copy()
