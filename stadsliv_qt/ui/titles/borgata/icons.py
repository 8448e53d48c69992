"""Pictograms for the ten contacts, drawn with QPainter in a square (no image files)."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF

from . import look


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


def paint_category(painter: QPainter, category: str, rect: QRectF, colour: str) -> None:
    """A faint building for the district's category, in the corner of its card."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    ink = QColor(colour)
    ink.setAlphaF(0.28)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(ink)
    x, y, w, h = rect.left(), rect.top(), rect.width(), rect.height()
    bottom = rect.bottom()
    if category == "Kontorskomplex":  # towers
        painter.drawRect(QRectF(x + w * 0.15, y, w * 0.32, h))
        painter.drawRect(QRectF(x + w * 0.52, y + h * 0.3, w * 0.3, h * 0.7))
        painter.drawRect(QRectF(x + w * 0.28, y - h * 0.12, w * 0.06, h * 0.12))
    elif category == "Lägenhetskomplex":  # apartment blocks with roofs
        for left, top in ((0.05, 0.25), (0.5, 0.1)):
            roof = QPolygonF(
                [
                    QPointF(x + w * left, y + h * (top + 0.12)),
                    QPointF(x + w * (left + 0.22), y + h * top),
                    QPointF(x + w * (left + 0.44), y + h * (top + 0.12)),
                ]
            )
            painter.drawPolygon(roof)
            painter.drawRect(
                QRectF(x + w * left, y + h * (top + 0.12), w * 0.44, bottom - y - h * (top + 0.12))
            )
    elif category == "Industri":  # a factory: saw-tooth roof and a chimney
        path = QPainterPath()
        path.moveTo(x, bottom)
        path.lineTo(x, y + h * 0.5)
        for k in range(3):
            path.lineTo(x + w * (0.2 + 0.2 * k), y + h * 0.3)
            path.lineTo(x + w * (0.2 + 0.2 * k), y + h * 0.5)
        path.lineTo(x + w, y + h * 0.5)
        path.lineTo(x + w, bottom)
        path.closeSubpath()
        painter.drawPath(path)
        painter.drawRect(QRectF(x + w * 0.78, y, w * 0.1, h * 0.5))
    elif category == "Handel":  # a shop front with a striped awning
        painter.drawRect(QRectF(x + w * 0.05, y + h * 0.42, w * 0.9, h * 0.58))
        for k in range(5):
            if k % 2 == 0:
                painter.drawRect(
                    QRectF(x + w * (0.02 + 0.192 * k), y + h * 0.18, w * 0.192, h * 0.2)
                )
    elif category == "Lager":  # a warehouse with an arched roof and a wide door
        path = QPainterPath()
        path.moveTo(x, bottom)
        path.lineTo(x, y + h * 0.4)
        path.quadTo(x + w / 2, y - h * 0.05, x + w, y + h * 0.4)
        path.lineTo(x + w, bottom)
        path.closeSubpath()
        door = QPainterPath()
        door.addRect(QRectF(x + w * 0.3, y + h * 0.55, w * 0.4, h * 0.45))
        painter.drawPath(path.subtracted(door))
    elif category == "Nöje":  # a marquee star with bulbs
        painter.drawPolygon(_star(QPointF(x + w / 2, y + h * 0.45), h * 0.45, 0.45))
        for k in range(7):
            painter.drawEllipse(
                QPointF(x + w * (0.1 + k * 0.133), bottom - h * 0.04), h * 0.05, h * 0.05
            )
    painter.restore()
