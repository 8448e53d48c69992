"""Long random games for the benchmarks: one evening of thousands of steps per title.

A random Glad-o-polis game ends after about 700 steps and a Borgata game often sooner, so no single
game reaches step 5,000. What grows with a game's length is its log (the engine's list, the
autosave's journal, the table's log view), the chart's samples and anything kept per step; the
board's state does not. So a finished game is followed by a new one that carries the whole log of
the evening before it (`carry`): at step 5,000 the game holds the log of 5,000 steps, as one long
game would. Games never read their own log (their rules work from the state alone).
"""

from __future__ import annotations

import random

from stadsliv_qt.engine import Game, Kind, Seat, registry

COLOURS = ["#E69F00", "#56B4E9", "#009E73", "#F0E442", "#0072B2", "#D55E00", "#CC79A7", "#999999"]
SHAPES = ["circle", "square", "triangle", "diamond", "hexagon", "star", "cross", "pentagon"]
NAMES = ["Anna", "Björn", "Cecilia", "Dag", "Elin", "Fredrik", "Greta", "Hugo"]
WANTED_SEATS = 8  # the table; each title's maximum where that is fewer


def seats_for(game_id: str) -> int:
    """Eight players, or the title's maximum where that is fewer (Glad-o-polis 6, Borgata 6)."""
    return min(WANTED_SEATS, registry.get(game_id).info.max_seats)


def table(game_id: str) -> list[Seat]:
    """The seats of the benchmark's table for a title."""
    n = seats_for(game_id)
    return [Seat(NAMES[i], COLOURS[i], SHAPES[i]) for i in range(n)]


def new_game(game_id: str, seed: int) -> Game:
    """A fresh game of the title at the benchmark's table."""
    return registry.get(game_id)(table(game_id), {}, seed=seed)


def carry(game_id: str, seed: int, before: Game | None) -> Game:
    """A new game that continues the evening: it starts with the whole log of `before`."""
    game = new_game(game_id, seed)
    if before is not None:
        game.log[:0] = before.log
    return game


def random_action(game: Game, rng: random.Random):
    """A seeded random legal action of a seat asked now (None for a draw or the end)."""
    d = game.decision()
    if d.kind in (Kind.CHANCE, Kind.TERMINAL):
        return None
    seat = d.seats[0] if d.kind is Kind.SEAT else rng.choice(sorted(d.seats))
    return rng.choice(game.legal_actions(seat))
