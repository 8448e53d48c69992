"""The painted board: the paper ellipse with its streets and parks, the ring squares, the blocks.

Squares and blocks are items so each has its own tooltip and hover; hovering one lights up its
twin (the block of a square, the square of a block). Ownership shows as a band in the owner's
colour on the square and as the owner's colour on the block, both with the owner's token.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QRadialGradient,
)
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ... import tokens
from ...scenes import legible
from . import geometry as geo
from . import look

BLOCK_KINDS = ("residential", "office", "building", "stortorget")
SMALL_PX = 10.0  # the Kv word and price·fee on a square, as designed
LABEL_W = 56.0  # the label column at a square's centre
ROOFS = ((-17, -15), (13, 13), (-15, 14), (16, -14))  # small roofs on an empty block
PICTURE_SCALE = 1.0  # the board's own picture for rule cards: about 1,720 x 1,040 pixels (7 MB)


class BoardBase(QGraphicsItem):
    """The board itself: table shadow, wooden rim, paper, streets, parks and the plaza."""

    def __init__(self, ring: geo.Ring, squares: list[dict[str, Any]]) -> None:
        super().__init__()
        self.ring = ring
        self.setZValue(-10)
        self._parks = [
            i for i, sq in enumerate(squares) if sq["kind"] not in BLOCK_KINDS and sq["kind"]
        ]
        self._cache = QGraphicsItem.CacheMode.DeviceCoordinateCache
        self.setCacheMode(self._cache)
        self.picture_area: QRectF | None = None  # while a rule card's small picture is drawn
        self._picture: QPixmap | None = None

    def paint_picture(self, painter: QPainter, area: QRectF) -> None:
        """The board for a rule card's small picture: copied from a picture of the whole board
        drawn once (PICTURE_SCALE), not drawn again: the wooden rim and the paper are ellipses
        larger than the screen, about 18 ms to draw for every card."""
        bounds = self.boundingRect()
        if self._picture is None:
            picture = QPixmap(
                math.ceil(bounds.width() * PICTURE_SCALE),
                math.ceil(bounds.height() * PICTURE_SCALE),
            )
            picture.fill(Qt.GlobalColor.transparent)
            drawing = QPainter(picture)
            drawing.setRenderHint(QPainter.RenderHint.Antialiasing)
            drawing.scale(PICTURE_SCALE, PICTURE_SCALE)
            drawing.translate(-bounds.topLeft())
            self._draw(drawing)
            drawing.end()
            self._picture = picture
        shown = area.adjusted(-2, -2, 2, 2).intersected(bounds)  # only what the card shows
        source = QRectF(
            (shown.x() - bounds.x()) * PICTURE_SCALE,
            (shown.y() - bounds.y()) * PICTURE_SCALE,
            shown.width() * PICTURE_SCALE,
            shown.height() * PICTURE_SCALE,
        )
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.drawPixmap(shown, self._picture, source)
        painter.restore()

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt name)
        """The board and its shadow."""
        return QRectF(-geo.A - 30, -geo.B - 30, 2 * geo.A + 60, 2 * geo.B + 70)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:  # noqa: N802
        """Shadow, rim, paper, roads, parks with trees, the paved centre."""
        if self.picture_area is not None:
            self.paint_picture(painter, self.picture_area)
            return
        self._draw(painter)

    def _draw(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        # soft shadow on the table
        for k, alpha in ((26, 18), (18, 26), (10, 34)):
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(60, 42, 25, alpha))
            painter.drawEllipse(QPointF(0, 12), geo.A + k, geo.B + k)
        # wooden rim
        wood = QLinearGradient(0, -geo.B, 0, geo.B)
        wood.setColorAt(0, QColor("#8E6E4F"))
        wood.setColorAt(1, QColor("#6D513A"))
        painter.setBrush(QBrush(wood))
        painter.drawEllipse(QPointF(0, 0), geo.A + 12, geo.B + 12)
        painter.setBrush(QColor(look.PAPER))
        painter.drawPath(geo.ellipse_path(0))
        # ring road, the city's streets, and the centre
        painter.setBrush(QColor(look.STREET))
        painter.drawPath(geo.ellipse_path(geo.RING))
        painter.setPen(QPen(QColor(look.STREET_LINE), 1.2, Qt.PenStyle.DashLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        mid_road = (geo.RING + geo.ROW1[0]) / 2
        painter.drawPath(geo.ellipse_path(mid_road))
        painter.drawPath(geo.ellipse_path((geo.ROW1[1] + geo.ROW2[0]) / 2))
        painter.setPen(Qt.PenStyle.NoPen)
        plaza = QRadialGradient(QPointF(0, 0), geo.A - geo.CENTRE)
        plaza.setColorAt(0, QColor("#F5ECDA"))
        plaza.setColorAt(1, QColor(look.PLAZA))
        painter.setBrush(QBrush(plaza))
        painter.drawPath(geo.ellipse_path(geo.CENTRE))
        painter.setPen(QPen(QColor("#E2D5BE"), 1.0))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for inset in (geo.CENTRE + 10,):
            painter.drawPath(geo.ellipse_path(inset))
        for i in self._parks:
            self._park(painter, i)

    def _park(self, painter: QPainter, i: int) -> None:
        poly = self.ring.block_polygon(i, inset=5)
        painter.setPen(QPen(QColor(look.PARK_DARK), 1))
        painter.setBrush(QColor(look.PARK))
        painter.drawPolygon(poly)
        c = self.ring.block_centre(i)
        rnd = (i * 7919) % 97
        for k in range(3):
            a = (rnd + k * 120) * math.pi / 180
            p = QPointF(c.x() + 13 * math.cos(a), c.y() + 10 * math.sin(a))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(look.PARK_DARK))
            painter.drawEllipse(p + QPointF(1.5, 2), 7, 7)
            painter.setBrush(QColor("#A3BE86"))
            painter.drawEllipse(p, 7, 7)


class _Place(QGraphicsItem):
    """Shared by squares and blocks: outline, fill, owner, highlight, hover linking."""

    def __init__(self, index: int, polygon, on_hover: Callable[[int, bool], None]) -> None:
        super().__init__()
        self.index = index
        self.polygon = polygon
        self._path = QPainterPath()
        self._path.addPolygon(polygon)
        self._path.closeSubpath()
        self._rect = polygon.boundingRect().adjusted(-4, -4, 4, 4)
        self._on_hover = on_hover
        self.sq: dict[str, Any] = {}
        self.owner_colour = ""
        self.owner_shape = ""
        self.lit = False  # hovered twin
        self.target = False  # a choice can go here
        self.setAcceptHoverEvents(True)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt name)
        """The outline's box."""
        return self._rect

    def shape(self) -> QPainterPath:
        """Exactly the outline, for hover and clicks."""
        return self._path

    def set_data(self, sq: dict[str, Any], colour: str, shape: str, tip: str) -> None:
        """New public facts for this place."""
        if (sq, colour, shape) != (self.sq, self.owner_colour, self.owner_shape):
            self.sq, self.owner_colour, self.owner_shape = sq, colour, shape
            self.update()
        if tip != self.toolTip():
            self.setToolTip(tip)

    def set_lit(self, lit: bool) -> None:
        """Light up as the twin of the hovered place."""
        if lit != self.lit:
            self.lit = lit
            self.update()

    def set_target(self, target: bool) -> None:
        """Mark as a place a choice can go to (clickable)."""
        if target != self.target:
            self.target = target
            self.setCursor(
                Qt.CursorShape.PointingHandCursor if target else Qt.CursorShape.ArrowCursor
            )
            self.update()

    def hoverEnterEvent(self, event) -> None:  # noqa: N802 (Qt name)
        """Light up the twin."""
        self._on_hover(self.index, True)
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event) -> None:  # noqa: N802 (Qt name)
        """Stop lighting the twin."""
        self._on_hover(self.index, False)
        super().hoverLeaveEvent(event)

    def _outline(self, painter: QPainter) -> None:
        if self.target:
            painter.setPen(QPen(QColor(look.HIGHLIGHT), 4))
        elif self.lit or self.isUnderMouse():
            painter.setPen(QPen(QColor("#2F6B63"), 3))
        else:
            return
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(self._path)


class SquareItem(_Place):
    """One activity square of the ring: colour, Kv-code or letter, price and fee, owner band."""

    def __init__(self, cell: geo.Cell, on_hover: Callable[[int, bool], None]) -> None:
        super().__init__(cell.index, cell.polygon, on_hover)
        self.cell = cell
        self._band = geo.arc_polygon(cell.t0, cell.t1, 0.0, 15.0)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        """The square as printed, plus its owner's band."""
        sq = self.sq
        if not sq:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        kind = sq["kind"]
        fill = look.HOGHUS.get(kind, "") if sq.get("hoghus") else ""
        fill = fill or look.SQUARE.get(kind, look.PAPER)
        painter.setPen(QPen(QColor("#6E5A45"), 1.1))
        painter.setBrush(QColor(fill))
        painter.drawPath(self._path)
        if self.owner_colour:
            painter.setPen(QPen(QColor("#3A322A"), 0.8))
            painter.setBrush(QColor(self.owner_colour))
            painter.drawPolygon(self._band)
        ink = look.ink_for(fill)
        c = self.cell.centre
        self._labels(painter, ink, sq)
        if self.owner_colour:
            out = c + self.cell.outward * (geo.RING / 2 - 7.5)
            r = QRectF(out.x() - 6, out.y() - 6, 12, 12)
            tokens.paint_token(painter, self.owner_shape, self.owner_colour, r)
        self._outline(painter)

    def _labels(self, painter: QPainter, ink: QColor, sq: dict[str, Any]) -> None:
        """The small word (Kv), the code and price·fee, stacked at the centre. On a small board
        the word gives way (the colour and the block say it), so the code and the figures keep a
        readable size (legible.py)."""
        code, small = _label(sq)
        size = 20 if len(code) <= 2 else 15 if len(code) <= 4 else 11
        rows: list[tuple[str, float, bool]] = [(code, size, True)]
        if small and legible.lowest(self) <= SMALL_PX:
            rows.insert(0, (small, SMALL_PX, False))
        if "price" in sq:
            rows.append((f"{sq['price']}·{sq['fee']}", SMALL_PX, False))
        heights = [legible.line_height(self, px, bold) for _text, px, bold in rows]
        c = self.cell.centre
        y = c.y() - sum(heights) / 2
        for (text, px, bold), height in zip(rows, heights, strict=True):
            box = QRectF(c.x() - LABEL_W / 2, y, LABEL_W, height)
            legible.text(painter, self, box, text, px, ink, bold=bold, condensed=len(text) > 2,
                         squeeze=True)  # fmt: skip
            y += height


def _label(sq: dict[str, Any]) -> tuple[str, str]:
    """The big label of a square and the small word above it."""
    code, kind = sq["code"], sq["kind"]
    if code.startswith("Kv"):
        return code[2:], "Kv"
    if kind == "start":
        return "Start", ""
    if kind == "council":
        return "SF", ""
    return code, ""


class BlockItem(_Place):
    """One block of the city map: pale in its kind's colour, or in its owner's colour."""

    def __init__(self, ring: geo.Ring, index: int, on_hover: Callable[[int, bool], None]) -> None:
        super().__init__(index, ring.block_polygon(index), on_hover)
        self.centre = ring.block_centre(index)
        self.court = False
        c = self.centre
        boxes = [QRectF(c.x() + dx - 5, c.y() + dy - 4, 10, 8) for dx, dy in ROOFS]
        self._roof_boxes = [r for r in boxes if self._path.contains(r)]

    def paint(self, painter: QPainter, option, widget=None) -> None:
        """The block, its code, and the owner's token."""
        sq = self.sq
        if not sq:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        kind = sq["kind"]
        pale = look.BLOCK_HOGHUS.get(kind, "") if sq.get("hoghus") else ""
        pale = pale or look.BLOCK.get(kind, look.PAPER)
        edge = look.HOGHUS.get(kind, "") if sq.get("hoghus") else ""
        edge = edge or look.SQUARE.get(kind, "#999")
        fill = self.owner_colour or pale
        painter.setPen(QPen(QColor(edge), 3 if self.owner_colour else 1.6))
        painter.setBrush(QColor(fill))
        painter.drawPath(self._path)
        if kind == "stortorget" and not self.owner_colour:
            self._paving(painter)
        if not self.owner_colour:
            self._roofs(painter, edge)
        c = self.centre
        ink = look.ink_for(fill)
        code = sq["code"]
        design = 14 if len(code) <= 2 else 12
        height = max(18.0, legible.line_height(self, design, True))
        top = c.y() - height / 2 - (6 if self.owner_colour else 0)
        box = QRectF(c.x() - 34, top, 68, height)
        used = legible.text(painter, self, box, code, design, ink, bold=True, condensed=True,
                            squeeze=True)  # fmt: skip
        if self.owner_colour:
            r = QRectF(c.x() - 6, max(c.y() + 6, used.bottom()), 12, 12)
            rim = "#FFF8EC" if ink.lightness() > 128 else "#2B2621"
            tokens.paint_token(painter, self.owner_shape, self.owner_colour, r, rim)
        if self.court:
            self._gavel(painter, QPointF(c.x() + 16, c.y() - 14), ink)
        self._outline(painter)

    def _roofs(self, painter: QPainter, edge: str) -> None:
        """A few small roofs so an empty block reads as a built street."""
        colour = QColor(edge)
        colour.setAlpha(70)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        for box in self._roof_boxes:
            painter.drawRect(box)

    def _paving(self, painter: QPainter) -> None:
        painter.save()
        painter.setClipPath(self._path)
        painter.setPen(QPen(QColor("#CDD1D5"), 1))
        box = self._rect
        step = 8
        x = box.left()
        while x < box.right():
            painter.drawLine(QPointF(x, box.top()), QPointF(x + box.height(), box.bottom()))
            x += step
        painter.restore()

    def _gavel(self, painter: QPainter, at: QPointF, ink: QColor) -> None:
        """Domstolen's mark: a small gavel."""
        painter.save()
        painter.translate(at)
        painter.rotate(-35)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(ink)
        painter.drawRoundedRect(QRectF(-6, -3, 12, 6), 1.5, 1.5)
        painter.drawRect(QRectF(-1, 2, 2, 9))
        painter.restore()
