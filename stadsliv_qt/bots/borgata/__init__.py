"""Computer players for Borgata: Interregnum: Easy, Medium and Hard, and the sampler of what a family cannot see."""

from __future__ import annotations

from ..titles import Title
from .hard import HardBot
from .policy import EasyBot, MediumBot
from .sampler import determinize

TITLE = Title(
    id="borgata",
    bots={"easy": EasyBot, "medium": MediumBot, "hard": HardBot},
    determinize=determinize,
    length_unit="rounds",
    length=lambda view: view["round"],
    tournament_options={"round_limit": 12},
)
