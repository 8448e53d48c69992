"""Play one game with a bot in every seat: the loop the simulator, the benchmark and tests share.

Each bot gets only its Observation and a Sampler; sealed entries go through `apply()` like a
person's, one waiting seat after another in seat order. Every decision is timed.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from stadsliv_qt.engine import Game, Kind
from stadsliv_qt.text import Msg

from .base import Bot, Choice, observe
from .sampler import Sampler
from .titles import title


@dataclass
class Timing:
    """One bot decision: which level, how long it took, how many actions were legal."""

    level: str
    seconds: float
    cpu: float
    legal: int
    tag: str


@dataclass
class Record:
    """What one game came to: winners, length, scores and the time every decision took."""

    seed: int
    levels: tuple[str, ...]
    winners: tuple[int, ...] = ()
    finished: bool = False
    steps: int = 0
    length: int = 0
    scores: dict[int, int] = field(default_factory=dict)
    reason: str = ""
    said: Any = None  # the reason as a message (its JSON form), for a report in any language
    timings: list[Timing] = field(default_factory=list)


def play(
    game: Game,
    bots: Sequence[Bot],
    seed: int = 0,
    step_limit: int = 200_000,
    on_choice: Callable[[Game, Bot, Choice], None] | None = None,
    check: Callable[[Game], None] | None = None,
) -> Record:
    """Play `game` to the end (or `step_limit` steps) with `bots[seat]` in every seat.

    `on_choice` sees every choice before it is applied (tests check reasons there); `check`
    runs after every step (tests pass `Game.validate`).
    """
    info = title(game.info.id)
    record = Record(seed, tuple(b.level for b in bots))
    while record.steps < step_limit:
        d = game.decision()
        if d.kind is Kind.TERMINAL:
            break
        if d.kind is Kind.CHANCE:
            game.resolve_chance()
        else:
            seat = d.seats[0] if d.kind is Kind.SEAT else min(d.seats)
            bot = bots[seat]
            start, cpu = time.perf_counter(), time.thread_time()
            obs = observe(game, seat, bot.light)
            choice = bot.choose(obs, Sampler(game, obs, info.determinize))
            wall, cpu = time.perf_counter() - start, time.thread_time() - cpu
            record.timings.append(Timing(bot.level, wall, cpu, len(obs.legal), d.tag))
            if on_choice is not None:
                on_choice(game, bot, choice)
            game.apply(choice.action)
        record.steps += 1
        if check is not None:
            check(game)
    finish(game, record)
    return record


def finish(game: Game, record: Record) -> None:
    """Fill in the result part of a record from the game as it stands."""
    d = game.decision()
    length = title(game.info.id).length
    record.length = length(game.view(None)) if length is not None else record.steps
    if d.kind is Kind.TERMINAL and d.results is not None:
        record.finished = True
        record.winners = tuple(d.results.winners)
        record.scores = dict(d.results.scores)
        record.reason = str(d.results.reason)  # the English words: rows are plain (JSON, CSV)
        if isinstance(d.results.reason, Msg):
            record.said = d.results.reason.to_json()


def summary(record: Record) -> dict[str, Any]:
    """One plain row per game for --csv/--json."""
    return {
        "seed": record.seed,
        "levels": list(record.levels),
        "winners": list(record.winners),
        "finished": record.finished,
        "steps": record.steps,
        "length": record.length,
        "scores": {str(k): v for k, v in sorted(record.scores.items())},
        "reason": record.reason,
        "reason_msg": record.said,
    }
