"""Rings over the Glad-o-polis board: what a log line, a tutorial card or a choice is about.

One layer per role ("hover", "guide", "choice"), each with its own colour and line, so the roles
never clear each other; the layers take no clicks, so a lit field stays clickable underneath.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject

from ...scenes import legible

ROLES = ("hover", "guide", "choice")
# (colour, line width, z value): the guide's ring is the boldest and lies on top.
LOOK: dict[str, tuple[str, float, float]] = {
    "choice": ("#2E8B57", 4.0, 40.0),
    "hover": ("#2C6FB7", 4.0, 41.0),
    "guide": ("#E0A100", 6.0, 42.0),
}


class RingLayer(QGraphicsObject):
    """Rounded rings around the rectangles of the things one role lights."""

    def __init__(self, role: str) -> None:
        super().__init__()
        self.role = role
        colour, self.width, z = LOOK[role]
        self.colour = QColor(colour)
        self.rects: list[QRectF] = []
        self.refs: tuple[str, ...] = ()
        self.setZValue(z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self.setVisible(False)  # until something is lit

    def show_rects(self, refs: Sequence[str], rects: list[QRectF]) -> None:
        """Ring these rectangles (scene coordinates); none clears the role."""
        if tuple(refs) == self.refs and rects == self.rects:
            return  # the same rings: nothing on the board is drawn again
        self.prepareGeometryChange()
        self.refs = tuple(refs)
        self.rects = [QRectF(r) for r in rects]
        self.setVisible(bool(self.rects))
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt name)
        """All rings with their line."""
        out = QRectF()
        for r in self.rects:
            out = out.united(r)
        pad = self.width + 2
        return out.adjusted(-pad, -pad, pad, pad) if self.rects else QRectF()

    def paint(self, p: QPainter, _option, _widget=None) -> None:
        """A ring per thing, and a faint wash inside so small things stand out."""
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        wash = QColor(self.colour)
        wash.setAlpha(40)
        for r in self.rects:
            p.setBrush(wash)
            p.setPen(QPen(self.colour, self.width))
            p.drawRoundedRect(r.adjusted(-1, -1, 1, 1), 6, 6)


class OddsLayer(QGraphicsObject):
    """Before a roll: the fields the throw can reach, shaded by their chance, with 'n/36' and a
    pair of small dice for the throws among them that are doubles (GLA-05, GLA-06)."""

    def __init__(self) -> None:
        super().__init__()
        self.cells: list[tuple[QRectF, str, int, int]] = []  # field rect, inner side, ways, doubles
        # a picture kept per view scale: a token moving under the shading repaints it from the
        # picture, not by drawing every field's wash and label again
        self.setCacheMode(QGraphicsObject.CacheMode.DeviceCoordinateCache)
        self.setZValue(30)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setVisible(False)

    def show_odds(self, cells: list[tuple[QRectF, str, int, int]]) -> None:
        """Shade these fields; none hides the layer."""
        if cells == self.cells:
            return  # the same reach: nothing is drawn again
        self.prepareGeometryChange()
        self.cells = cells
        self.setVisible(bool(cells))
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt name)
        """All shaded fields."""
        out = QRectF()
        for r, _side, _w, _d in self.cells:
            out = out.united(r)
        return out.adjusted(-2, -2, 2, 2) if self.cells else QRectF()

    def paint(self, p: QPainter, _option, _widget=None) -> None:
        """A wash as deep as the chance, and a label at the field's inner edge, never under the
        smallest readable size on screen (the label grows on a small board)."""
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        size = legible.px(self, 13)
        p.setFont(legible.font(self, 13, bold=True))
        for r, side, ways, doubles in self.cells:
            wash = QColor(ODDS)
            wash.setAlpha(
                min(190, 40 + 150 * ways // 6)
            )  # a sum has at most 6 of 36 ways; chains of doubles may add up past it
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(wash)
            p.drawRect(r)
            dice = size * 1.5 if doubles else 0.0
            pill = label_rect(r, side, size * 3.4 + dice, size * 1.6)
            p.setBrush(QColor(255, 255, 255, 215))
            p.setPen(QPen(QColor(ODDS), 1.5))
            p.drawRoundedRect(pill, size * 0.6, size * 0.6)
            p.setPen(QColor(INK_ODDS))
            text = pill.adjusted(size * 0.2, 0, -size * 0.2 - dice, 0)
            if doubles:
                pair(p, QRectF(pill.right() - dice - size * 0.1, pill.center().y() - size * 0.45,
                               dice, size * 0.9))  # fmt: skip
            p.drawText(text, Qt.AlignmentFlag.AlignCenter, f"{ways}/36")


ODDS = "#2C6FB7"
INK_ODDS = "#123A66"


def label_rect(r: QRectF, side: str, w: float, h: float) -> QRectF:
    """Where a field's odds label goes: at its inner edge, over the colour band, not the name."""
    c = r.center()
    if side == "top":
        return QRectF(c.x() - w / 2, r.top() + 4, w, h)
    if side == "bottom":
        return QRectF(c.x() - w / 2, r.bottom() - h - 4, w, h)
    if side == "left":
        return QRectF(r.left() + 4, c.y() - h / 2, w, h)
    if side == "right":
        return QRectF(r.right() - w - 4, c.y() - h / 2, w, h)
    return QRectF(c.x() - w / 2, c.y() - h / 2, w, h)


def pair(p: QPainter, box: QRectF) -> None:
    """Two small dice: some of the throws that reach this field are doubles (they roll again)."""
    s = box.height()
    p.setPen(QPen(QColor(INK_ODDS), 1))
    p.setBrush(QColor("#FFF7E0"))
    for k in range(2):
        die = QRectF(box.left() + k * (s * 0.55), box.top() + k * 2 - 1, s * 0.8, s * 0.8)
        p.drawRoundedRect(die, 2, 2)
        p.setBrush(QColor(INK_ODDS))
        p.drawEllipse(die.center(), 1.4, 1.4)
        p.setBrush(QColor("#FFF7E0"))
