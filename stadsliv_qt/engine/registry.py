"""The games by stable id. Game packages under stadsliv_qt.games register themselves on import."""

from __future__ import annotations

import importlib
import pkgutil

from .game import Game

_GAMES: dict[str, type[Game]] = {}
_discovered = False


def register(cls: type[Game]) -> type[Game]:
    """Class decorator: make a game known by its info.id."""
    existing = _GAMES.get(cls.info.id)
    if existing is not None and existing is not cls:
        raise ValueError(f"two games claim the id {cls.info.id!r}")
    _GAMES[cls.info.id] = cls
    return cls


def _discover() -> None:
    global _discovered
    if _discovered:
        return
    _discovered = True
    import stadsliv_qt.games as pkg

    for mod in pkgutil.iter_modules(pkg.__path__):
        if mod.ispkg:
            importlib.import_module(f"{pkg.__name__}.{mod.name}")


ORDER = ("stadsliv", "borgata", "gladopolis")


def games() -> list[type[Game]]:
    """All registered games, the three titles first in a fixed order."""
    _discover()
    rank = {gid: i for i, gid in enumerate(ORDER)}
    return sorted(_GAMES.values(), key=lambda c: (rank.get(c.info.id, 99), c.info.id))


def get(game_id: str) -> type[Game]:
    """The game class for an id; KeyError with a readable message if unknown."""
    _discover()
    try:
        return _GAMES[game_id]
    except KeyError:
        raise KeyError(
            f"There is no game called {game_id!r} in this version of Stadsliv."
        ) from None
