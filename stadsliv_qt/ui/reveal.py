"""A reveal shown in steps: envelopes row by row, votes voter by voter, the Ödestärning landing.

While a staged reveal is showing, the table holds every other public change (seat panels, log,
board, the next decision), so nothing on the shared screen runs ahead of what the reveal has
shown; `finished` releases the table. The steps follow the table's animation speed; with
animations off the reveal shows everything at once.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal

# the property of a widget shown over the board that the whole table reads now (a reveal):
# rule cards (rule_card.py) stay under it until it closes
COVERS_CARDS = "coversRuleCards"

FIRST_MS = 300  # at normal speed, before the first step
EVERY_MS = 650  # at normal speed, between steps


class Stepper(QObject):
    """Calls `show(k)` for the steps 0..steps-1 one after another, then emits `finished`."""

    stepped = Signal(int)  # how many steps are shown now
    finished = Signal()

    def __init__(
        self,
        steps: int,
        show: Callable[[int], None],
        delay: Callable[[int], int],
        first_ms: int = FIRST_MS,
        every_ms: int = EVERY_MS,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.steps = steps
        self.shown = 0
        self.done = False
        self.started = False
        self._show = show
        self._first = max(0, delay(first_ms))
        self._every = max(0, delay(every_ms))
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._tick)

    def start(self) -> None:
        """Begin (once); with no pause at all everything is shown at once."""
        if self.started or self.done:
            return
        self.started = True
        if self._every <= 0 and self._first <= 0:
            self.show_all()
        else:
            self._timer.start(self._first)

    def _tick(self) -> None:
        self.next()
        if not self.done:
            self._timer.start(self._every)

    def next(self) -> None:
        """Show the next step now (the last one finishes the reveal)."""
        if self.done:
            return
        self.started = True
        if self.shown < self.steps:
            self._show(self.shown)
            self.shown += 1
            self.stepped.emit(self.shown)
        if self.shown >= self.steps:
            self._finish()

    def show_all(self) -> None:
        """Show every step that is left, at once."""
        self.started = True
        while not self.done:
            self.next()

    def stop(self) -> None:
        """Stop without finishing (the game under the reveal was replaced)."""
        self._timer.stop()
        self.done = True

    def _finish(self) -> None:
        if self.done:
            return
        self.done = True
        self._timer.stop()
        self.finished.emit()
