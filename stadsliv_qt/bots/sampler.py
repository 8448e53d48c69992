"""Determinized copies of a game as one seat may imagine it: the only game objects a bot gets.

The harness builds a `Sampler` from the real game, the seat's Observation and the title's
determinizer. `sample(rng)` forks the game and lets the determinizer redraw, from the bot's `rng`,
every part the seat cannot know (deck orders, face-down cards, other seats' sealed entries) in a
way that agrees with what it does know; the chance source is always reseeded, so a search never
sees the real future dice. The copies carry no log (other seats' private lines are in it).
"""

from __future__ import annotations

import random
from collections.abc import Callable

from stadsliv_qt.engine import Game

from .base import Observation
from .fork import fork

Determinizer = Callable[[Game, Observation, random.Random], None]


def reseed(game: Game, rng: random.Random) -> None:
    """Give `game` a fresh chance source drawn from `rng` (the draw count is kept for undo keys)."""
    game.chance.reseed(rng.getrandbits(63))


def no_secrets(game: Game, obs: Observation, rng: random.Random) -> None:
    """A determinizer for games whose only hidden part is the future: reseed the chance source."""
    reseed(game, rng)


class Sampler:
    """Hands out determinized copies for one seat at one decision; never the game itself."""

    def __init__(self, game: Game, obs: Observation, determinize: Determinizer) -> None:
        self._take = lambda: fork(game)  # the game stays out of reach; only forks leave
        self._obs = obs
        self._determinize = determinize
        self._base: Game | None = None
        self.forks = 0

    def _base_copy(self) -> Game:
        if self._base is None:
            base = self._take()
            base.log = []  # the rules never read the log; it holds other seats' private lines
            self._base = base
            self._take = None  # type: ignore[assignment]
        return self._base

    def sample(self, rng: random.Random) -> Game:
        """A fresh copy with every hidden part redrawn from `rng`, consistent with the seat's view."""
        game = fork(self._base_copy())
        self.forks += 1
        self._determinize(game, self._obs, rng)
        return game
