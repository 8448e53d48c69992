"""The one way bots copy a game: `Game.clone()`, cheap and quiet, made for search."""

from __future__ import annotations

from typing import TypeVar

from stadsliv_qt.engine import Game

G = TypeVar("G", bound=Game)


def fork(game: G) -> G:
    """An independent quiet copy of `game` for a bot's private use (no log, same chance stream)."""
    return game.clone()
