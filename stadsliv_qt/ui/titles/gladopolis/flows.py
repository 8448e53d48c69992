"""What moves on the Glad-o-polis board besides tokens and dice: money going from payer to payee
(a seat's token, the Stadtkasse, the bank in the centre) and a passed motion carried onto the
Beschlusslage (issue 18). Each runs at the animation pace of Settings, after the dice and the walk
it follows; nothing runs when animations are off; `finish()` ends them all at once.
"""

from __future__ import annotations

from PySide6.QtCore import (
    Property,
    QAbstractAnimation,
    QEasingCurve,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSequentialAnimationGroup,
    Qt,
)
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject

MONEY_MS = 650  # one payment's flight at normal speed
MOTION_MS = 800  # a passed motion's way onto the Beschlusslage
GAP_MS = 120  # between two flights that follow each other


class FlowItem(QGraphicsObject):
    """A coin with an amount, or a motion card with its name, flying from one point to another."""

    def __init__(self, label: str, colour: str, card: bool = False) -> None:
        super().__init__()
        self.label = label
        self.colour = QColor(colour)
        self.card = card
        self.anim: QSequentialAnimationGroup | None = None
        self.setZValue(50)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt name)
        """Centred on its position."""
        return QRectF(-70, -20, 140, 40) if self.card else QRectF(-56, -16, 112, 32)

    def paint(self, p: QPainter, _option, _widget=None) -> None:
        """A gold coin and its amount, or a small motion card."""
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.boundingRect().adjusted(2, 2, -2, -2)
        p.setPen(QPen(self.colour.darker(150), 2))
        p.setBrush(self.colour)
        p.drawRoundedRect(r, 8 if self.card else r.height() / 2, 8 if self.card else r.height() / 2)
        font = QFont(p.font())
        font.setPixelSize(15)
        font.setBold(True)
        p.setFont(font)
        p.setPen(QColor("white") if self.card else QColor("#3A2A10"))
        p.drawText(r, Qt.AlignmentFlag.AlignCenter, self.label)

    def _get_at(self) -> QPointF:
        return self.pos()

    def _set_at(self, point: QPointF) -> None:
        self.setPos(point)

    at = Property(QPointF, _get_at, _set_at)

    def fly(self, start: QPointF, end: QPointF, ms: int, delay_ms: int) -> None:
        """Wait `delay_ms` (hidden), then fly from start to end in `ms`, then vanish."""
        self.setPos(start)
        self.setVisible(delay_ms <= 0)
        group = QSequentialAnimationGroup(self)
        if delay_ms > 0:
            group.addPause(delay_ms)
        anim = QPropertyAnimation(self, b"at")
        anim.setStartValue(QPointF(start))
        anim.setEndValue(QPointF(end))
        anim.setDuration(ms)
        anim.setEasingCurve(QEasingCurve.Type.InOutCubic)
        anim.stateChanged.connect(self._started)
        group.addAnimation(anim)
        group.finished.connect(self.finish)
        self.anim = group
        group.start()

    def _started(self, new: QAbstractAnimation.State, _old: QAbstractAnimation.State) -> None:
        """Shown from the moment its flight begins (a method, so Qt drops it with the item)."""
        if new == QAbstractAnimation.State.Running:
            self.setVisible(True)

    def busy_ms(self) -> int:
        """Time left until it has arrived."""
        group = self.anim
        return 0 if group is None else max(0, group.totalDuration() - group.currentTime())

    def finish(self) -> None:
        """Arrive at once and vanish (the scene takes spent items off the board later, never
        inside the animation's own signal)."""
        group, self.anim = self.anim, None
        if group is not None:
            group.stop()
        self.setVisible(False)
