"""Seat colours (colour-blind-safe) and token shapes, drawn the same way on panels and boards."""

from __future__ import annotations

import math
from functools import lru_cache

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QIcon, QImage, QPainter, QPainterPath, QPen, QPixmap, QPolygonF

# Okabe-Ito's eight colours plus a mid grey: distinguishable with the common colour-vision types.
PALETTE = (
    "#E69F00",
    "#56B4E9",
    "#009E73",
    "#F0E442",
    "#0072B2",
    "#D55E00",
    "#CC79A7",
    "#000000",
    "#999999",
)
SHAPES = ("circle", "square", "triangle", "diamond", "star", "hexagon", "pentagon", "cross")


def colour_name(colour: str) -> str:
    """The translated name of a palette colour."""
    names = {
        "#E69F00": QCoreApplication.translate("Palette", "Orange"),
        "#56B4E9": QCoreApplication.translate("Palette", "Sky blue"),
        "#009E73": QCoreApplication.translate("Palette", "Green"),
        "#F0E442": QCoreApplication.translate("Palette", "Yellow"),
        "#0072B2": QCoreApplication.translate("Palette", "Blue"),
        "#D55E00": QCoreApplication.translate("Palette", "Vermilion"),
        "#CC79A7": QCoreApplication.translate("Palette", "Pink"),
        "#000000": QCoreApplication.translate("Palette", "Black"),
        "#999999": QCoreApplication.translate("Palette", "Grey"),
    }
    return names.get(colour.upper(), colour)


def shape_name(shape: str) -> str:
    """The translated name of a token shape."""
    names = {
        "circle": QCoreApplication.translate("Palette", "Circle"),
        "square": QCoreApplication.translate("Palette", "Square"),
        "triangle": QCoreApplication.translate("Palette", "Triangle"),
        "diamond": QCoreApplication.translate("Palette", "Diamond"),
        "star": QCoreApplication.translate("Palette", "Star"),
        "hexagon": QCoreApplication.translate("Palette", "Hexagon"),
        "pentagon": QCoreApplication.translate("Palette", "Pentagon"),
        "cross": QCoreApplication.translate("Palette", "Cross"),
    }
    return names.get(shape, shape)


def seat_colour(colour: str, index: int) -> str:
    """The seat's colour, or the palette's default for its index when the save has none."""
    return colour.upper() if QColor.isValidColorName(colour) else PALETTE[index % len(PALETTE)]


def seat_shape(shape: str, index: int) -> str:
    """The seat's token shape, or the default for its index."""
    return shape if shape in SHAPES else SHAPES[index % len(SHAPES)]


def ink_on(colour: str) -> QColor:
    """Black or white, whichever reads better on `colour`."""
    c = QColor(colour)
    luminance = 0.2126 * c.redF() + 0.7152 * c.greenF() + 0.0722 * c.blueF()
    return QColor("#1d1a16") if luminance > 0.45 else QColor("#ffffff")


def _regular(n: int, rect: QRectF, rotation: float = -90.0, inner: float = 1.0) -> QPolygonF:
    cx, cy = rect.center().x(), rect.center().y()
    r = min(rect.width(), rect.height()) / 2
    points = []
    steps = n * (2 if inner != 1.0 else 1)
    for k in range(steps):
        radius = r if k % 2 == 0 or inner == 1.0 else r * inner
        a = math.radians(rotation + 360.0 * k / steps)
        points.append(QPointF(cx + radius * math.cos(a), cy + radius * math.sin(a)))
    return QPolygonF(points)


def shape_path(shape: str, rect: QRectF) -> QPainterPath:
    """The outline of a token shape inside `rect`."""
    path = QPainterPath()
    if shape == "circle":
        path.addEllipse(rect)
    elif shape == "square":
        path.addRect(rect.adjusted(rect.width() * 0.08, rect.height() * 0.08, 0, 0).normalized())
    elif shape == "triangle":
        path.addPolygon(_regular(3, rect.translated(0, rect.height() * 0.08)))
    elif shape == "diamond":
        path.addPolygon(_regular(4, rect))
    elif shape == "star":
        path.addPolygon(_regular(5, rect, inner=0.45))
    elif shape == "hexagon":
        path.addPolygon(_regular(6, rect, rotation=0))
    elif shape == "pentagon":
        path.addPolygon(_regular(5, rect))
    elif shape == "cross":
        w, h = rect.width(), rect.height()
        t = 0.34
        path.addRect(QRectF(rect.left() + w * (0.5 - t / 2), rect.top(), w * t, h))
        path.addRect(QRectF(rect.left(), rect.top() + h * (0.5 - t / 2), w, h * t))
        path = path.simplified()
    else:
        path.addEllipse(rect)
    path.closeSubpath()
    return path


def paint_token(painter: QPainter, shape: str, colour: str, rect: QRectF, rim: str = "") -> None:
    """Draw a token: the shape filled with the seat colour, with a contrasting rim."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    if not rim:
        rim = "#f7f1e6" if QColor(colour).lightnessF() < 0.3 else "#2b2621"
    painter.setPen(QPen(QColor(rim), max(1.0, rect.width() / 14)))
    painter.setBrush(QColor(colour))
    painter.drawPath(shape_path(shape, rect))
    painter.restore()


def token_pixmap(shape: str, colour: str, size: int = 22, rim: str = "") -> QPixmap:
    """A small picture of a token, for combo boxes, panels and cards (drawn once per look)."""
    return QPixmap.fromImage(_token_image(shape, colour, size, rim))


@lru_cache(maxsize=256)
def _token_image(shape: str, colour: str, size: int, rim: str) -> QImage:
    """The token drawn into an image: kept, as the bar and chips show the same few every step
    (an image, not a pixmap, so that nothing of the window system outlives the application)."""
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    margin = size * 0.1
    paint_token(
        painter, shape, colour, QRectF(margin, margin, size - 2 * margin, size - 2 * margin), rim
    )
    painter.end()
    return image


def swatch_icon(colour: str, size: int = 18) -> QIcon:
    """A rounded square of a colour, for the colour picker."""
    pix = QPixmap(size, size)
    pix.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pix)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(QColor("#6b5f52"), 1))
    painter.setBrush(QColor(colour))
    painter.drawRoundedRect(QRectF(1.5, 1.5, size - 3, size - 3), 4, 4)
    painter.end()
    return QIcon(pix)
