"""A bot's decision in a worker process, so a search never holds the table's interpreter lock.

The table (ui/bot_workers.py) sends a worker process three things: the bot (its seeded random
state and memory), the seat's Observation and a `clone()` of the game. The worker builds the
Sampler there, exactly as the thread path does, lets the bot choose, and sends back the Choice and
the bot as it is after choosing, so its randomness and memory run on as if it had thought at home:
a decision stays a function of the seat's view and the bot's seed. Qt-free: a worker imports only
the engine and the bots.
"""

from __future__ import annotations

import contextlib
import os
from multiprocessing.connection import Connection
from typing import Any

from .base import Bot, Choice, Observation
from .sampler import Sampler
from .titles import title

WARM = "warm"  # a request that only imports a title's rules and bots (start-up off the table)
STOP = "stop"  # the worker ends its loop
NICE = 5  # how much lower than the table a worker runs (Unix niceness steps)


def think(bot: Bot, obs: Observation, game: Any) -> tuple[Choice, Bot]:
    """One decision: the Sampler over the clone, the bot's choice, and the bot after it."""
    sampler = Sampler(game, obs, title(obs.game).determinize)
    return bot.choose(obs, sampler), bot


def warm(game_id: str) -> None:
    """Import what a title's decisions need, before the first one is asked."""
    from stadsliv_qt.engine import registry

    registry.get(game_id)
    title(game_id)


def lower_priority() -> None:
    """Think below the table's priority: where cores are short, the table's frames come first (a
    Hard search is capped in CPU time, not wall time, so it decides the same, only later)."""
    if hasattr(os, "nice"):
        with contextlib.suppress(OSError):
            os.nice(NICE)


def serve(conn: Connection) -> None:
    """The worker's loop: (number, request) in, (number, answer) out, until STOP or the pipe closes.

    A request is (WARM, game_id) or (bot, obs, game); the answer is (Choice, Bot), True for a
    warm-up, or the exception the bot raised (a bot's bug must not end the worker).
    """
    lower_priority()
    while True:
        try:
            message = conn.recv()
        except (EOFError, OSError):  # the table is gone
            return
        if message == STOP:
            return
        number, request = message
        answer: Any
        try:
            if request[0] == WARM:
                warm(request[1])
                answer = True
            else:
                answer = think(*request)
        except Exception as exc:
            answer = exc
        try:
            conn.send((number, answer))
        except (EOFError, OSError):
            return
        except Exception as exc:  # an answer that does not pickle: say so instead
            conn.send((number, RuntimeError(f"the bot's answer could not be sent: {exc!r}")))
