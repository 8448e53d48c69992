"""Seeded random legal play: the one loop that the simulator, the smoke test and benchmarks share."""

from __future__ import annotations

import random

from .decisions import Decision, Kind
from .errors import IllegalAction
from .events import Event
from .game import Game


def random_step(game: Game, rng: random.Random, lengths: list[int] | None = None) -> list[Event]:
    """One step: the draw a CHANCE decision waits for, or a random legal action of a seat asked.

    `lengths`, if given, records how many legal actions each choice was made from (benchmarks
    time a bare loop over lists of those lengths as their baseline).
    """
    return _step(game, game.decision(), rng, lengths)


def _step(game: Game, d: Decision, rng: random.Random, lengths: list[int] | None) -> list[Event]:
    if d.kind is Kind.TERMINAL:
        return []
    if d.kind is Kind.CHANCE:
        return game.resolve_chance()
    seat = d.seats[0] if d.kind is Kind.SEAT else rng.choice(sorted(d.seats))
    actions = game.legal_actions(seat)
    if not actions:
        raise IllegalAction(f"{game.name(seat)} must act ({d.tag}) but has no legal action.")
    if lengths is not None:
        lengths.append(len(actions))
    return game.apply(rng.choice(actions))


def play_random(
    game: Game, rng: random.Random, limit: int, lengths: list[int] | None = None
) -> int:
    """Up to `limit` random steps, stopping at the end; returns how many were taken."""
    steps = 0
    while steps < limit:
        d = game.decision()
        if d.kind is Kind.TERMINAL:
            break
        _step(game, d, rng, lengths)
        steps += 1
    return steps
