"""A coin with an amount, or a small card with a word, flying across a board from payer to payee
(issue 18): the one moving thing every title's board shares. Each title sets its sizes and keeps
its own choice of who pays whom (titles/<id>/flows.py)."""

from __future__ import annotations

from collections.abc import Sequence

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
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject

from . import legible


class FlowItem(QGraphicsObject):
    """A coin or a card in flight; shown from the moment it starts, gone when it arrives."""

    COIN = QRectF(-56, -16, 112, 32)  # a title's subclass sets its own sizes
    CARD = QRectF(-70, -20, 140, 40)
    Z = 50.0

    def __init__(self, label: str, colour: str, card: bool = False) -> None:
        super().__init__()
        self.label = label
        self.colour = QColor(colour)
        self.card = card
        self.anim: QSequentialAnimationGroup | None = None
        self.setZValue(self.Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt name)
        """Centred on its position."""
        return QRectF(self.CARD if self.card else self.COIN)

    def paint(self, p: QPainter, _option, _widget=None) -> None:
        """A gold coin and its amount, or a small card; the words never under the readable size."""
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.boundingRect().adjusted(2, 2, -2, -2)
        radius = 8 if self.card else r.height() / 2
        p.setPen(QPen(self.colour.darker(150), 2))
        p.setBrush(self.colour)
        p.drawRoundedRect(r, radius, radius)
        ink = QColor("white") if self.card else QColor("#3A2A10")
        legible.text(p, self, r.adjusted(4, 0, -4, 0), self.label, 14, ink, bold=True,
                     squeeze=True)  # fmt: skip

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


def land_all(flows: Sequence[FlowItem]) -> None:
    """Every flow arrives at once and leaves its board (a click, the next action, the curtain)."""
    for flow in flows:
        flow.finish()
        board = flow.scene()
        if board is not None:
            board.removeItem(flow)
