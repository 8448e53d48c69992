"""Board scenes: the base every title's scene builds on, and the summary for a game without one.

A title's table package (`ui/titles/<game id>/`) provides `create_scene(context: SceneContext) ->
BoardScene`; the table falls back to `summary.SummaryScene` (ui/choose.py). Scenes draw from the
public view and the public events only and hold no game logic; when the table offers a seat's
legal actions on the board (`offer`), a click is sent back with `actionChosen`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QGraphicsScene

from stadsliv_qt.engine import Action, Decision, Event, Game

from .. import tokens
from ..reveal import Stepper
from ..settings import Preferences
from ..titles import table
from . import legible


@dataclass(frozen=True)
class SeatLook:
    """How a seat is drawn."""

    name: str
    colour: str
    token: str


@dataclass
class SceneContext:
    """What a scene knows up front: the game's identity, the seats' looks and the preferences."""

    game_id: str
    title: str
    seats: list[SeatLook]
    prefs: Preferences | None = None

    @classmethod
    def for_game(cls, game: Game, prefs: Preferences | None = None) -> SceneContext:
        """The context for a running game."""
        looks = [
            SeatLook(s.name, tokens.seat_colour(s.colour, i), tokens.seat_shape(s.token, i))
            for i, s in enumerate(game.seats)
        ]
        return cls(game.info.id, game.info.title, looks, prefs)


class BoardScene(QGraphicsScene):
    """Base of every board scene.

    The board view tells the scene its scale (`set_view_scale`), so that items size their text
    to stay readable on screen (scenes/legible.py); `text_factor` is the player's text size.
    """

    actionChosen = Signal(object)  # noqa: N815 (Qt signal style)

    def __init__(self, context: SceneContext, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.view_scale = 1.0  # screen pixels per scene unit, as the board view shows it
        prefs = context.prefs
        self.text_factor = prefs.text_factor if prefs is not None else 1.0
        legible.set_text_factor(self.text_factor)

    def set_view_scale(self, scale: float) -> None:
        """The view shows the board at a new scale: texts are sized and fitted anew."""
        if scale <= 0 or abs(scale - self.view_scale) <= self.view_scale * 0.002:
            return
        self.view_scale = scale
        self.relayout()

    def relayout(self) -> None:
        """Repaint every item for new text sizes; an item that lays itself out ahead (its size
        follows its text) does so again in `text_scale_changed()`."""
        for item in self.items():
            hook = getattr(item, "text_scale_changed", None)
            if callable(hook):
                hook()
            item.update()

    def update_from(self, view: dict[str, Any], decision: Decision, events: list[Event]) -> None:
        """Redraw from the public view; `events` are the public events since the last call."""

    def offer(self, seat: int | None, actions: list[Action]) -> None:
        """Highlight what `seat` may choose on the board (empty: nothing to choose)."""

    def stage(self, view: dict[str, Any], event: Event, after: list[Event]) -> Stepper | None:
        """Start showing a staged reveal that `event` opens, or None if it opens none.

        The table then holds the panels, the log and the board (update_from) until the returned
        stepper has finished; update_from later gets `event` again and must not show it twice.
        """
        return None


SceneFactory = Callable[[SceneContext], BoardScene]
_FACTORIES: dict[str, SceneFactory] = {}


def register(game_id: str, factory: SceneFactory) -> None:
    """Use `factory` for a game (titles' scenes are found automatically; this is for tests)."""
    _FACTORIES[game_id] = factory


def factory_for(game_id: str) -> SceneFactory | None:
    """The scene factory for a game: registered, or its title table's `create_scene`, or None."""
    if game_id in _FACTORIES:
        return _FACTORIES[game_id]
    package = table(game_id)
    factory = getattr(package, "create_scene", None)
    if factory is not None:
        _FACTORIES[game_id] = factory
    return factory
