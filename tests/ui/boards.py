"""Seeded games of the three titles, some moves in, for tests that look at the boards."""

from __future__ import annotations

import random

from stadsliv_qt.engine import Game, Kind, Seat, registry
from stadsliv_qt.ui import dialogs

TITLES = ("gladopolis", "stadsliv", "borgata")
SEATS = [
    Seat("Anna", "#E69F00", "circle"),
    Seat("Björn", "#56B4E9", "square"),
    Seat("Cecilia", "#009E73", "triangle"),
    Seat("David", "#CC79A7", "star"),
]


def open_table(game: Game) -> bool:
    """True when the seat to act chooses in the open, so the board takes clicks."""
    d = game.decision()
    return d.kind is Kind.SEAT and not dialogs.is_private(game.info.id, d)


def random_step(game: Game, rng: random.Random) -> bool:
    """One random legal step (a draw for chance); False at the end of the game."""
    d = game.decision()
    if d.kind is Kind.TERMINAL:
        return False
    if d.kind is Kind.CHANCE:
        game.resolve_chance()
    else:
        seat = d.seats[0] if d.kind is Kind.SEAT else min(d.seats)
        game.apply(rng.choice(game.legal_actions(seat)))
    return True


def seeded_game(game_id: str, moves: int, seed: int = 7) -> Game:
    """A four-seat game `moves` random legal steps in, stopped where the table is open."""
    game = registry.get(game_id)(SEATS, {}, seed=seed)
    rng = random.Random(seed)
    steps = 0
    while steps < moves or not open_table(game):
        if not random_step(game, rng):
            raise RuntimeError(f"the seeded {game_id} game ended before {moves} moves")
        steps += 1
    return game
