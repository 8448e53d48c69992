"""Seeded random legal play: the one loop that the simulator, the smoke test and benchmarks share."""

from __future__ import annotations

import random

from .decisions import Kind
from .errors import IllegalAction
from .events import Event
from .game import Game


def random_step(game: Game, rng: random.Random) -> list[Event]:
    """One step: the draw a CHANCE decision waits for, or a random legal action of a seat asked."""
    d = game.decision()
    if d.kind is Kind.TERMINAL:
        return []
    if d.kind is Kind.CHANCE:
        return game.resolve_chance()
    seat = d.seats[0] if d.kind is Kind.SEAT else rng.choice(sorted(d.seats))
    actions = game.legal_actions(seat)
    if not actions:
        raise IllegalAction(f"{game.name(seat)} must act ({d.tag}) but has no legal action.")
    return game.apply(rng.choice(actions))


def play_random(game: Game, rng: random.Random, limit: int) -> int:
    """Up to `limit` random steps, stopping at the end; returns how many were taken."""
    steps = 0
    while steps < limit and game.decision().kind is not Kind.TERMINAL:
        random_step(game, rng)
        steps += 1
    return steps
