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
from .sampler import Determinizer


@dataclass(frozen=True)
class Title:
    """A title's bots and the facts the harness needs about it."""

    id: str
    bots: Mapping[str, type[Bot]]
    determinize: Determinizer
    length_unit: str
    length: Callable[[dict[str, Any]], int]
    tournament_options: Mapping[str, Any] = field(default_factory=dict)


def title(game_id: str) -> Title:
    """The bots of a title; KeyError with a sentence if it has none."""
    try:
        module = importlib.import_module(f"stadsliv_qt.bots.{game_id}")
    except ModuleNotFoundError:
        raise KeyError(f"There are no computer players for {game_id!r}.") from None
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
