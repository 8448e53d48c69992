"""Rings over the Glad-o-polis board: what a log line, a tutorial card or a choice is about.

One layer per role ("hover", "guide", "choice"), each with its own colour and line, so the roles
never clear each other; the layers take no clicks, so a lit field stays clickable underneath.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject

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

    def show_rects(self, refs: Sequence[str], rects: list[QRectF]) -> None:
        """Ring these rectangles (scene coordinates); none clears the role."""
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
