"""Scene items every board can use: a seat's token that walks square by square.

Animations only show what the engine already decided (a move in the log); their length follows
the player's animation speed, and `finish()` jumps to the end at once (the curtain does this, so
nothing moves behind it).
"""

from __future__ import annotations

from PySide6.QtCore import (
    Property,
    QEasingCurve,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSequentialAnimationGroup,
)
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QGraphicsObject, QGraphicsSceneHoverEvent

from .. import tokens, typed


class TokenItem(QGraphicsObject):
    """A seat's token: its shape in its colour, with a soft shadow; walks along given points."""

    def __init__(self, seat: int, name: str, colour: str, shape: str, size: float = 34) -> None:
        super().__init__()
        self.seat = seat
        self.colour = colour
        self.token_shape = shape
        self.size = size
        self.faded = False
        self._group: QSequentialAnimationGroup | None = None
        self._target = QPointF()
        self.setToolTip(typed.tip(name))
        self.setZValue(20)
        self.setAcceptHoverEvents(True)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt name)
        """Centred on the item's position."""
        s = self.size
        return QRectF(-s / 2 - 2, -s / 2 - 2, s + 6, s + 6)

    def paint(self, painter: QPainter, _option, _widget=None) -> None:
        """Shadow, then the token."""
        s = self.size
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QColor(0, 0, 0, 0))
        painter.setBrush(QColor(40, 30, 20, 60))
        painter.drawEllipse(QRectF(-s / 2 + 3, -s / 2 + 5, s, s))
        colour = "#BDB3A5" if self.faded else self.colour
        tokens.paint_token(painter, self.token_shape, colour, QRectF(-s / 2, -s / 2, s, s))

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # noqa: N802 (Qt name)
        """Lift the token a little under the mouse."""
        self.setScale(1.12)
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # noqa: N802 (Qt name)
        """Back to size."""
        self.setScale(1.0)
        super().hoverLeaveEvent(event)

    def _get_at(self) -> QPointF:
        return self.pos()

    def _set_at(self, point: QPointF) -> None:
        self.setPos(point)

    at = Property(QPointF, _get_at, _set_at)

    @property
    def target(self) -> QPointF:
        """Where the token stands once its walk is over."""
        return self._target

    def place(self, point: QPointF) -> None:
        """Stand at `point` now."""
        self.finish()
        self._target = QPointF(point)
        self.setPos(point)

    def walk(self, points: list[QPointF], step_ms: int, delay_ms: int = 0) -> None:
        """Move through `points`, one step each; with no time, jump to the last."""
        if not points:
            return
        self.finish()
        self._target = QPointF(points[-1])
        if step_ms <= 0:
            self.setPos(points[-1])
            return
        group = QSequentialAnimationGroup(self)
        if delay_ms > 0:
            group.addPause(delay_ms)
        for point in points:
            anim = QPropertyAnimation(self, b"at")
            anim.setEndValue(QPointF(point))
            anim.setDuration(step_ms)
            anim.setEasingCurve(QEasingCurve.Type.InOutQuad)
            group.addAnimation(anim)
        group.finished.connect(self._done)
        self._group = group
        group.start()

    def _done(self) -> None:
        self._group = None
        self.setPos(self._target)

    def busy_ms(self) -> int:
        """Time left in the current walk."""
        group = self._group
        if group is None:
            return 0
        return max(0, group.totalDuration() - group.currentTime())

    def finish(self) -> None:
        """End any walk at once, standing at its end."""
        group, self._group = self._group, None
        if group is not None:
            group.stop()
            group.deleteLater()
            self.setPos(self._target)
