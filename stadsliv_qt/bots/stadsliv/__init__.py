"""Computer players for Stadsliv: Easy, Medium and Hard, and the sampler of what a seat cannot see."""

from __future__ import annotations

from ..titles import Title
from .hard import HardBot
from .policy import EasyBot, MediumBot
from .sampler import determinize

TITLE = Title(
    id="stadsliv",
    bots={"easy": EasyBot, "medium": MediumBot, "hard": HardBot},
    determinize=determinize,
    length_unit="turns",
    length=lambda view: view["turns"],
    tournament_options={"turn_limit": 160},
)
