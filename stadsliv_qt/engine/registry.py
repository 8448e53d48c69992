"""The games by stable id, found through the `stadsliv.games` entry points (engine/plugins.py)."""

from __future__ import annotations

from . import plugins
from .game import Game

_GAMES: dict[str, type[Game]] = {}
_discovered = False


def register(cls: type[Game]) -> type[Game]:
    """Make a game known by its info.id (discovery does this for every entry point; tests too)."""
    existing = _GAMES.get(cls.info.id)
    if existing is not None and existing is not cls:
        raise ValueError(f"two games claim the id {cls.info.id!r}")
    _GAMES[cls.info.id] = cls
    return cls


def _checked(name: str, cls: object) -> type[Game]:
    """The entry point's Game class, or ValueError saying what the entry point must name."""
    if not (isinstance(cls, type) and issubclass(cls, Game)) or cls.info.id != name:
        raise ValueError(
            f"The entry point {name!r} in {plugins.GAMES} must name a Game class "
            f"whose info.id is {name!r}."
        )
    return cls


def _discover() -> None:
    global _discovered
    if _discovered:
        return
    _discovered = True
    for name, cls in plugins.load_all(plugins.GAMES):
        register(_checked(name, cls))


def games() -> list[type[Game]]:
    """All registered games in the order of their GameInfo.list_order, then by id."""
    _discover()
    return sorted(_GAMES.values(), key=lambda c: (c.info.list_order, c.info.id))


def get(game_id: str) -> type[Game]:
    """The game class for an id; KeyError with a readable message if unknown.

    Only that title is imported (resuming a Stadsliv game need not load the other titles' rules).
    """
    if game_id not in _GAMES and not _discovered:
        cls = plugins.load(plugins.GAMES, game_id)
        if cls is not None:
            register(_checked(game_id, cls))
    if game_id not in _GAMES:
        _discover()
    try:
        return _GAMES[game_id]
    except KeyError:
        raise KeyError(
            f"There is no game called {game_id!r} in this version of Stadsliv."
        ) from None
