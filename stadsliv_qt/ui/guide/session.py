"""A Session that plays a tutorial: only the current step's action or roll gets through."""

from __future__ import annotations

import os
from collections.abc import Callable

from PySide6.QtCore import QObject, Signal

from stadsliv_qt.engine import Action, Event, Game, IllegalAction, Kind
from stadsliv_qt.teach.tutorial import Guide, Tutorial, is_dice

from .. import words
from ..session import Session


class GuidedSession(Session):
    """The tutorial's table session: a refused action changes nothing and says the step's hint.

    Draws the table makes by itself (shuffles, dice right after a Roll action) pass as in any
    game; a Roll click on dice passes only when the step waits for it. Undo is off.
    """

    guided = Signal()  # the guide went on to another step
    draws_at_once = False  # each draw is a step the guide waits on and explains
    refused = Signal(str)  # a click the step does not wait for, and the sentence said

    def __init__(
        self,
        tutorial: Tutorial,
        guide: Guide,
        game: Game,
        journal: str | os.PathLike[str],
        parent: QObject | None = None,
    ) -> None:
        self.tutorial = tutorial
        self.guide = guide
        self.rolled = False  # the last action asked for the dice: they are drawn by themselves
        self.probe: list[Action] | None = None  # while the overlay asks a panel what it sends
        self._acting: Action | None = None
        self._rolling = False
        self._auto: Action | None = None  # the action the guide itself makes now
        super().__init__(game, journal, None, parent, ["person"] * len(game.seats))

    # ----- what gets through ------------------------------------------------------------------
    def hint(self) -> str:
        """What to say when the player does something the step does not wait for."""
        step = self.guide.step
        said = step.hint_text(words.language())
        if said:
            return said
        if step.wait == "next":
            return self.tr("First read the card, then press Next.")
        if step.wait == "roll":
            return self.tr("The tutorial waits for a roll now: press Roll.")
        if step.wait == "auto":
            return self.tr("Watch: the tutorial makes this move itself.")
        if step.wait == "end":
            return self.tr(
                "The tutorial is over: start a real game or go back to the welcome page."
            )
        return self.tr("Not now: the card says what to do next.")

    def apply(self, action: Action, note: Event | None = None) -> list[Event]:
        """Apply the step's action; anything else is refused with the hint (nothing changes)."""
        if self.probe is not None:
            self.probe.append(action)
            raise IllegalAction("")  # the overlay only asked what a button sends
        if action is not self._auto and not self.guide.allows(action):
            self.refused.emit(self.hint())
            raise IllegalAction(self.hint())
        self._acting = action
        try:
            return super().apply(action, note)
        finally:
            self._acting = None

    def resolve_chance(self) -> list[Event]:
        """Draw; a roll of dice the player clicks for passes only on a step that waits for it."""
        decision = self._game.decision()
        asked = decision.kind is Kind.CHANCE and is_dice(decision) and not self.rolled
        if asked and not self.guide.allows_roll():
            self.refused.emit(self.hint())
            raise IllegalAction(self.hint())
        self._rolling = asked
        try:
            return super().resolve_chance()
        finally:
            self._rolling = False

    def make_auto(self, send: Callable[[Action], object] | None = None) -> bool:
        """Make the action of an 'auto' step through `send` (the table's own choose, so it is
        shown like a move at the table; `apply` by default); False if the game cannot take it
        yet."""
        if self.guide.step.wait != "auto" or self._game.decision().kind is Kind.CHANCE:
            return False
        action = self.guide.auto_action(self._game)
        if action is None:
            return False
        self._auto = action
        try:
            (send or self.apply)(action)
        finally:
            self._auto = None
        return True

    def _after_step(self, events: list[Event]) -> None:
        """The guide moves on before the table shows the step, so the table asks the new step."""
        moved = False
        if self._acting is not None:
            self.rolled = type(self._acting).__name__ == "Roll"
            moved = self.guide.after_action(self._acting)
        elif self._rolling:
            moved = self.guide.after_roll()
            self.rolled = False
        else:
            self.rolled = False
        super()._after_step(events)
        if moved:
            self.guided.emit()

    def next(self) -> bool:
        """The player pressed Next on the card."""
        if self.guide.next():
            self.guided.emit()
            return True
        return False

    def holds_private(self) -> bool:
        """While a card is read (or the guide moves), the curtain waits for the step."""
        return self.guide.step.wait in ("next", "auto", "end")

    # ----- no undo --------------------------------------------------------------------------------
    @property
    def can_undo(self) -> bool:
        """Undo is off during the tutorial."""
        return False

    def undo(self) -> None:
        """Undo is off during the tutorial."""
        raise IllegalAction(self.tr("Undo is off during the tutorial."))
