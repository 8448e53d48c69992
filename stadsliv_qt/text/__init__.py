"""Words: messages with typed parameters, the catalogues, and saying them in a language.

The lowest layer of the package besides `paths`: the engine and the games build `Msg` values,
the table and the tools render them. Nothing here imports the engine, the games or Qt.
"""

from .catalogues import LANGUAGES, catalogue
from .message import Many, Money, Msg, SeatRef, msg
from .rendering import MissingText, arg, money, number, render

__all__ = [
    "LANGUAGES",
    "Many",
    "MissingText",
    "Money",
    "Msg",
    "SeatRef",
    "arg",
    "catalogue",
    "money",
    "msg",
    "number",
    "render",
]
