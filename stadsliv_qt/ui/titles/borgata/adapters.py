"""How the shared end screen reads Borgata (BOR-09): the score is each family's controlled lot
value, and the breakdown shows lot value, members in the city and money."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from stadsliv_qt.engine import Game

from ... import words
from ...dialogs.common import register_adapter

GAME = "borgata"
translate = QCoreApplication.translate


def lot_values(game: Game, view: dict[str, Any] | None = None) -> list[int]:
    """Controlled lot value per family, from the public view (BOR-07)."""
    players = (game.view(None) if view is None else view).get("players") or []
    return [int(p.get("value", 0)) for p in players]


def breakdown_columns(game: Game) -> list[tuple[str, str]]:
    """The end screen's columns, in the order status counts them (BOR-07)."""
    return [(key, words.say(words.part(GAME, key))) for key in ("lot value", "members", "money")]


register_adapter("score", GAME, lot_values)
register_adapter("breakdown", GAME, breakdown_columns)
register_adapter(
    "score_title", GAME, lambda: translate("BorgataResults", "Controlled lot value per round")
)
register_adapter("turn", GAME, lambda game, view: view.get("round"))  # one sample a round
