"""Pictograms for the ten contacts, drawn with QPainter in a square (no image files)."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF

from . import borgata_look as look


def _star(c: QPointF, r: float, inner: float, points: int = 5) -> QPolygonF:
    out = []
    for k in range(points * 2):
        radius = r if k % 2 == 0 else r * inner
        a = math.radians(-90 + 180.0 * k / points)
        out.append(QPointF(c.x() + radius * math.cos(a), c.y() + radius * math.sin(a)))
    return QPolygonF(out)


def paint_icon(painter: QPainter, contact: str, rect: QRectF, ink: str = look.CREAM) -> None:
    """The contact's pictogram in `rect` (a square), in one light ink on a dark disc."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    s = rect.width()
    x, y = rect.left(), rect.top()
    c = rect.center()
    colour = QColor(ink)
    pen = QPen(colour, max(1.2, s / 16))
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    painter.setPen(pen)
    painter.setBrush(colour)
    if contact == "lonnmordaren":  # a dagger
        blade = QPolygonF(
            [
                QPointF(x + s * 0.80, y + s * 0.12),
                QPointF(x + s * 0.48, y + s * 0.58),
                QPointF(x + s * 0.40, y + s * 0.50),
            ]
        )
        painter.drawPolygon(blade)
        painter.drawLine(QPointF(x + s * 0.30, y + s * 0.46), QPointF(x + s * 0.54, y + s * 0.70))
        painter.drawLine(QPointF(x + s * 0.44, y + s * 0.60), QPointF(x + s * 0.22, y + s * 0.84))
    elif contact == "livvakterna":  # a shield
        path = QPainterPath()
        path.moveTo(c.x(), y + s * 0.12)
        path.lineTo(x + s * 0.80, y + s * 0.24)
        path.quadTo(x + s * 0.80, y + s * 0.70, c.x(), y + s * 0.90)
        path.quadTo(x + s * 0.20, y + s * 0.70, x + s * 0.20, y + s * 0.24)
        path.closeSubpath()
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(path)
        painter.drawLine(QPointF(c.x(), y + s * 0.22), QPointF(c.x(), y + s * 0.78))
    elif contact == "fbi":  # a badge with the letters
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPolygon(_star(c, s * 0.42, 0.72, 7))
        look.text(
            painter, rect, "FBI", look.font(s * 0.26, bold=True), ink, Qt.AlignmentFlag.AlignCenter
        )
    elif contact == "domaren":  # a gavel
        painter.save()
        painter.translate(c)
        painter.rotate(-35)
        painter.drawRoundedRect(QRectF(-s * 0.26, -s * 0.30, s * 0.52, s * 0.22), 3, 3)
        painter.drawLine(QPointF(0, -s * 0.08), QPointF(0, s * 0.36))
        painter.restore()
        painter.drawLine(QPointF(x + s * 0.52, y + s * 0.88), QPointF(x + s * 0.88, y + s * 0.88))
    elif contact == "mordbrannaren":  # a flame
        path = QPainterPath()
        path.moveTo(c.x(), y + s * 0.10)
        path.cubicTo(x + s * 0.90, y + s * 0.45, x + s * 0.80, y + s * 0.90, c.x(), y + s * 0.90)
        path.cubicTo(
            x + s * 0.20, y + s * 0.90, x + s * 0.12, y + s * 0.55, x + s * 0.36, y + s * 0.40
        )
        path.cubicTo(
            x + s * 0.38, y + s * 0.56, x + s * 0.46, y + s * 0.60, x + s * 0.50, y + s * 0.58
        )
        path.cubicTo(x + s * 0.40, y + s * 0.40, x + s * 0.44, y + s * 0.22, c.x(), y + s * 0.10)
        painter.drawPath(path)
    elif contact == "polisbilen":
        look.police_car(painter, QRectF(x + s * 0.06, y + s * 0.26, s * 0.88, s * 0.52))
    elif contact == "advokaten":  # a briefcase
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(QRectF(x + s * 0.16, y + s * 0.34, s * 0.68, s * 0.46), 3, 3)
        painter.drawRoundedRect(QRectF(x + s * 0.38, y + s * 0.20, s * 0.24, s * 0.14), 2, 2)
        painter.drawLine(QPointF(x + s * 0.16, y + s * 0.54), QPointF(x + s * 0.84, y + s * 0.54))
    elif contact == "informatoren":  # an eye
        path = QPainterPath()
        path.moveTo(x + s * 0.10, c.y())
        path.quadTo(c.x(), y + s * 0.10, x + s * 0.90, c.y())
        path.quadTo(c.x(), y + s * 0.90, x + s * 0.10, c.y())
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(path)
        painter.setBrush(colour)
        painter.drawEllipse(c, s * 0.12, s * 0.12)
    elif contact == "smugglaren":  # a crate
        painter.setBrush(Qt.BrushStyle.NoBrush)
        box = QRectF(x + s * 0.20, y + s * 0.24, s * 0.60, s * 0.56)
        painter.drawRect(box)
        painter.drawLine(box.topLeft(), box.bottomRight())
        painter.drawLine(box.topRight(), box.bottomLeft())
    elif contact == "polischefen":  # a sheriff's star
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPolygon(_star(c, s * 0.42, 0.45))
        painter.setBrush(colour)
        painter.drawEllipse(c, s * 0.07, s * 0.07)
    painter.restore()
