"""The shared rules core: pure Python, no Qt below this package or stadsliv_qt.games.

Implementers: read docs/contributing.md first (the conventions every game and helper follows).
"""

from .chance import Chance
from .decisions import Decision, Kind, Results
from .errors import IllegalAction, OptionError, StateError
from .events import Emit, Event, plural
from .game import Action, Game, GameInfo, Seat
from .options import OptionSpec

__all__ = [
    "Action",
    "Chance",
    "Decision",
    "Emit",
    "Event",
    "Game",
    "GameInfo",
    "IllegalAction",
    "Kind",
    "OptionError",
    "OptionSpec",
    "Results",
    "Seat",
    "StateError",
    "plural",
]
