"""Which bots each title has, how its hidden information is sampled, and how its length is counted.

Each title's package (bots/gladopolis, bots/borgata, bots/stadsliv) exposes a `TITLE`; this module
finds it by game id, so the harness, the simulator and the table need no per-title code.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from .base import Bot, RandomBot
from .sampler import Determinizer, no_secrets


@dataclass(frozen=True)
class Title:
    """A title's bots and the facts the harness needs about it."""

    id: str
    bots: Mapping[str, type[Bot]]
    determinize: Determinizer
    length_unit: str = "steps"
    length: Callable[[dict[str, Any]], int] | None = None
    tournament_options: Mapping[str, Any] = field(default_factory=dict)


def title(game_id: str) -> Title:
    """The bots of a title; a game without its own bots gets only random play."""
    try:
        module = importlib.import_module(f"stadsliv_qt.bots.{game_id}")
    except ModuleNotFoundError:
        return Title(game_id, {}, no_secrets)
    return module.TITLE


def levels(game_id: str) -> tuple[str, ...]:
    """The levels a title offers, weakest first ('random' is the benchmark's baseline)."""
    return ("random", *title(game_id).bots)


def make_bot(game_id: str, level: str, seat: int, seed: int = 0, **budget: Any) -> Bot:
    """A bot of `level` for `seat`; Hard takes search budgets as keywords (iterations, seconds)."""
    if level == "random":
        return RandomBot(seat, seed)
    bots = title(game_id).bots
    if level not in bots:
        raise KeyError(f"{game_id!r} has no level {level!r}; choose one of {', '.join(bots)}.")
    return bots[level](seat, seed, **budget) if budget else bots[level](seat, seed)
