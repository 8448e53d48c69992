"""Computer players for the three titles: Easy, Medium and Hard, fair by construction (Qt-free).

A bot sees only its seat's Observation and a Sampler of determinized copies (base.py,
sampler.py); each title's package holds its rules of thumb, its sampler of hidden information
and its Hard search set-up; mcts.py is the search they share; play.py the loop that plays a
game with bots; titles.py finds a title's bots by game id. See docs/bots.md.
"""

from __future__ import annotations

from .base import LEVELS, Bot, Choice, Observation, RandomBot, observe
from .reasons import Reason
from .sampler import Sampler
from .titles import levels, make_bot, title

__all__ = [
    "LEVELS",
    "Bot",
    "Choice",
    "Observation",
    "RandomBot",
    "Reason",
    "Sampler",
    "levels",
    "make_bot",
    "observe",
    "title",
]
