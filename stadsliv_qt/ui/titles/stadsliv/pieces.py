"""The players' pieces: tokens in the seat colours that walk the ring square by square.

Pieces stand on the ring road in front of their square, so the square's code stays readable.
When several share a square they line up along the road, in two rows from four pieces on, and
shrink a little; each keeps its colour, its shape and its tooltip.
"""

from __future__ import annotations

import math

from PySide6.QtCore import (
    QEasingCurve,
    QPointF,
    QPropertyAnimation,
    QRectF,
    Qt,
)
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject

from ... import tokens
from . import geometry as geo
from . import look

STEP_MS = 110  # per square at normal speed


def ring_mark(painter: QPainter, centre: QPointF, radius: float) -> None:
    """The banker's ring: a gold band with a small stone."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(QColor("#6B4E12"), radius * 0.62))
    painter.drawEllipse(centre, radius, radius)
    painter.setPen(QPen(QColor(look.GOLD_LIGHT), radius * 0.38))
    painter.drawEllipse(centre, radius, radius)
    painter.setPen(QPen(QColor("#3E6E8E"), 0.8))
    painter.setBrush(QColor("#BFE3F5"))
    painter.drawEllipse(QPointF(centre.x(), centre.y() - radius), radius * 0.45, radius * 0.45)
    painter.restore()


class PieceItem(QGraphicsObject):
    """One player's piece."""

    def __init__(self, seat: int, name: str, colour: str, shape: str) -> None:
        super().__init__()
        self.seat = seat
        self.name = name
        self.colour = colour
        self.token_shape = shape
        self.size = 24.0
        self.current = False
        self.banker = False
        self.out = False  # bankrupt: the piece leaves the board
        self.square = -1
        self._anim: QPropertyAnimation | None = None
        self.setZValue(20 + seat * 0.01)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt name)
        """The token, its halo and the banker's ring."""
        r = self.size / 2 + 9
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        """Shadow, halo for the player to move, the token, the banker's ring."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        s = self.size
        if self.current:
            painter.setPen(Qt.PenStyle.NoPen)
            halo = QColor(self.colour)
            halo.setAlpha(90)
            painter.setBrush(halo)
            painter.drawEllipse(QPointF(0, 0), s / 2 + 7, s / 2 + 7)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(40, 28, 18, 70))
        painter.drawEllipse(QPointF(1.5, 3), s / 2, s / 2.4)
        tokens.paint_token(painter, self.token_shape, self.colour, QRectF(-s / 2, -s / 2, s, s))
        if self.banker:
            ring_mark(painter, QPointF(s / 2 + 1, -s / 2 + 1), max(3.5, s / 6))

    def set_size(self, size: float) -> None:
        """Shrink or grow (crowded squares)."""
        if size != self.size:
            self.prepareGeometryChange()
            self.size = size
            self.update()

    def set_flags(self, current: bool, banker: bool) -> None:
        """Whose turn it is, and who wears the banker's ring."""
        if (current, banker) != (self.current, self.banker):
            self.current, self.banker = current, banker
            self.setZValue((40 if current else 20) + self.seat * 0.01)
            self.update()

    def walk(self, path: list[QPointF], end: QPointF, ms_per_step: int) -> None:
        """Move square by square along `path`, ending at `end` (instant when ms is 0)."""
        if self._anim is not None:
            self._anim.stop()
            self._anim = None
        if ms_per_step <= 0 or not path:
            self.setPos(end)
            return
        anim = QPropertyAnimation(self, b"pos", self)
        steps = len(path)
        anim.setDuration(ms_per_step * steps)
        anim.setStartValue(self.pos())
        for k, p in enumerate(path[:-1], start=1):
            anim.setKeyValueAt(k / steps, p)
        anim.setEndValue(end)
        anim.setEasingCurve(QEasingCurve.Type.Linear)
        anim.start()
        self._anim = anim

    def settle(self, end: QPointF, ms: int) -> None:
        """Slide to a new spot on the same square (when others arrive or leave)."""
        if self._anim is not None and self._anim.state() == QPropertyAnimation.State.Running:
            self._anim.setEndValue(end)
            return
        if ms <= 0 or (self.pos() - end).manhattanLength() < 0.5:
            self.setPos(end)
            return
        anim = QPropertyAnimation(self, b"pos", self)
        anim.setDuration(ms)
        anim.setEndValue(end)
        anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        anim.start()
        self._anim = anim


def slots(ring: geo.Ring, square: int, count: int) -> tuple[list[QPointF], float]:
    """Where `count` pieces stand in front of `square`, and their size."""
    t = ring.t_of(square)
    tangent = QPointF(-geo.A * math.sin(t), geo.B * math.cos(t))
    length = math.hypot(tangent.x(), tangent.y()) or 1.0
    tangent = QPointF(tangent.x() / length, tangent.y() / length)
    if count <= 3:
        size, rows = 28.0, [count]
    else:
        size, rows = 22.0, [math.ceil(count / 2), count // 2]
    depths = [geo.RING + 5] if len(rows) == 1 else [geo.RING - 7, geo.RING + 15]
    out = []
    for row, depth in zip(rows, depths, strict=True):
        base = geo.point(t, depth)
        gap = size * (0.95 if count <= 3 else 1.12)
        for k in range(row):
            off = (k - (row - 1) / 2) * gap
            out.append(base + tangent * off)
    return out, size
