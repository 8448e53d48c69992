"""Borgata's look: a noir-but-warm palette, the fonts, and small QPainter drawings shared by items."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen

from ... import tokens
from ...scenes import legible

# The city at night: warm charcoal streets, cream cards, brass for the value-5 lots.
NIGHT = "#221C18"
STREET = "#3A3029"
STREET_LINE = "#5B4A3A"
PAPER = "#F4E9D4"
PAPER_EDGE = "#CDB995"
INK = "#2B231D"
MUTED = "#7A6A58"
BRASS = "#D7B25C"
BRASS_DARK = "#8C6B2A"
OXBLOOD = "#4E1D1A"
OXBLOOD_LIGHT = "#6E2A24"
PRISON = "#2F3338"
BACK = "#262A35"
BACK_LINE = "#4A4F5E"
SEAL = "#A3322A"
GLOW = "#FFD36E"
CREAM = "#F6EAD2"
VEIL = QColor(18, 14, 12, 150)

# Muted category bands, kept apart from the family colours (Okabe-Ito) by their dullness.
CATEGORY = {
    "Kontorskomplex": "#4F6A85",
    "Lägenhetskomplex": "#9A5540",
    "Industri": "#6E6650",
    "Handel": "#3D7A70",
    "Lager": "#A6823E",
    "Nöje": "#7A4C72",
}


def font(size: float, bold: bool = False, italic: bool = False, caps: bool = False) -> QFont:
    """A scene font in scene units (pixel size), so it scales with the board."""
    f = QFont()
    f.setPixelSize(max(1, round(size)))
    f.setBold(bold)
    f.setItalic(italic)
    if caps:
        f.setCapitalization(QFont.Capitalization.AllUppercase)
        f.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 108)
    f.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
    return f


def fitted(
    text: str, size: float, width: float, bold: bool = False, minimum: float = 9, caps: bool = False
) -> QFont:
    """The largest font up to `size` in which `text` fits `width`."""
    f = font(size, bold, caps=caps)
    while size > minimum and QFontMetricsF(f).horizontalAdvance(text) > width:
        size -= 0.5
        f = font(size, bold, caps=caps)
    return f


def text(
    painter: QPainter,
    rect: QRectF,
    string: str,
    f: QFont,
    colour: str | QColor,
    align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
) -> None:
    """Draw one line of text in a rectangle, readable at any size of the board (legible.py)."""
    legible.paint_text(painter, rect, string, f, QColor(colour), align)


def badge(painter: QPainter, centre: QPointF, radius: float, fill: str, ring: str) -> None:
    """A round badge (value discs, counters)."""
    painter.setPen(QPen(QColor(ring), max(1.0, radius / 7)))
    painter.setBrush(QColor(fill))
    painter.drawEllipse(centre, radius, radius)


def police_car(painter: QPainter, rect: QRectF) -> None:
    """A small black-and-white police car with its light bar, seen from the side."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    w, h = rect.width(), rect.height()
    x, y = rect.left(), rect.top()
    body = QPainterPath()
    body.addRoundedRect(QRectF(x, y + h * 0.38, w, h * 0.38), h * 0.12, h * 0.12)
    cabin = QPainterPath()
    cabin.moveTo(x + w * 0.22, y + h * 0.40)
    cabin.lineTo(x + w * 0.34, y + h * 0.14)
    cabin.lineTo(x + w * 0.68, y + h * 0.14)
    cabin.lineTo(x + w * 0.80, y + h * 0.40)
    cabin.closeSubpath()
    painter.setPen(QPen(QColor("#111111"), max(1.0, h / 16)))
    painter.setBrush(QColor("#F4F4F0"))
    painter.drawPath(cabin)
    painter.setBrush(QColor("#1B1B1B"))
    painter.drawPath(body)
    painter.setBrush(QColor("#F4F4F0"))
    painter.drawRect(QRectF(x + w * 0.36, y + h * 0.40, w * 0.30, h * 0.34))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#2F6FDB"))
    painter.drawRoundedRect(QRectF(x + w * 0.40, y, w * 0.11, h * 0.14), 2, 2)
    painter.setBrush(QColor("#D83A2E"))
    painter.drawRoundedRect(QRectF(x + w * 0.51, y, w * 0.11, h * 0.14), 2, 2)
    painter.setBrush(QColor("#111111"))
    for cx in (0.22, 0.78):
        painter.drawEllipse(QPointF(x + w * cx, y + h * 0.78), h * 0.16, h * 0.16)
    painter.setBrush(QColor("#9A9A96"))
    for cx in (0.22, 0.78):
        painter.drawEllipse(QPointF(x + w * cx, y + h * 0.78), h * 0.07, h * 0.07)
    painter.restore()


def wax_seal(painter: QPainter, centre: QPointF, radius: float, letter: str) -> None:
    """The contract mark on a card's back: a red wax seal with a letter."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    path = QPainterPath()
    bumps = 14
    for k in range(bumps * 2 + 1):
        r = radius * (1.0 if k % 2 == 0 else 0.88)
        a = math.pi * k / bumps
        p = QPointF(centre.x() + r * math.cos(a), centre.y() + r * math.sin(a))
        if k == 0:
            path.moveTo(p)
        else:
            path.lineTo(p)
    path.closeSubpath()
    painter.setPen(QPen(QColor("#6E1A14"), max(1.0, radius / 10)))
    painter.setBrush(QColor(SEAL))
    painter.drawPath(path)
    painter.setPen(QPen(QColor("#E8A08A"), max(1.0, radius / 12)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(centre, radius * 0.64, radius * 0.64)
    text(
        painter,
        QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius),
        letter,
        font(radius * 0.95, bold=True),
        "#FBE3D6",
        Qt.AlignmentFlag.AlignCenter,
    )
    painter.restore()


def chip(
    painter: QPainter, rect: QRectF, shape: str, colour: str, count: int, moved: int = 0
) -> None:
    """A family's members on a lot: a small pile of its tokens and the count, at any number."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    h = rect.height()
    painter.setPen(QPen(QColor(colour), max(1.2, h / 14)))
    painter.setBrush(QColor(24, 20, 17, 220))
    painter.drawRoundedRect(rect, h / 2, h / 2)
    layers = min(count, 3)
    size = h * 0.6
    left = rect.left() + h * 0.2
    base = rect.top() + h * 0.3
    for k in range(layers):  # bottom piece first; each one sits a little higher
        tokens.paint_token(
            painter,
            shape,
            colour,
            QRectF(left, base - (layers - 1 - k) * h * 0.1 - h * 0.05 * (layers > 1), size, size),
        )
    number = QRectF(left + size + h * 0.12, rect.top(), rect.right() - left - size - h * 0.3, h)
    text(painter, number, str(count), font(h * 0.62, bold=True), "#FFF6E6")
    if moved:
        dot = QPointF(rect.right() - h * 0.05, rect.top() + h * 0.08)
        badge(painter, dot, h * 0.22, "#FFF6E6", colour)
        text(
            painter,
            QRectF(dot.x() - h * 0.22, dot.y() - h * 0.22, h * 0.44, h * 0.44),
            "↷",
            font(h * 0.3, bold=True),
            INK,
            Qt.AlignmentFlag.AlignCenter,
        )
    painter.restore()


def chip_width(height: float, count: int) -> float:
    """How wide chip() draws for this count."""
    return height * (0.2 + 0.6 + 0.12 + 0.37 * len(str(count)) + 0.26)
