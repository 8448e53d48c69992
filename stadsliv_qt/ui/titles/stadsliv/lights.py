"""Lights over the board: outlines drawn above the things a log line, a tutorial card or a choice
is about, one colour per role, so that a hovered line never clears the guide's light.

The layer only draws shapes it is given (in scene coordinates); the scene resolves refs to shapes.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from . import look

ROLES = ("choice", "guide", "hover", "picture")  # drawn in this order, the last on top
COLOURS = {
    "choice": look.HIGHLIGHT,
    "guide": "#E0902A",
    "hover": "#2F8F83",
    "picture": "#E0902A",
}
ODDS_ONE = "#2D5DA8"  # a square one die can reach: a dashed blue rim
ODDS_TWO = "#C9772B"  # two dice: an amber wash, stronger for likelier squares
WIDTHS = {"choice": 4.0, "guide": 5.0, "hover": 3.5, "picture": 5.0}


class LightLayer(QGraphicsItem):
    """Outlines per role above the board; each role is set and cleared on its own."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(30)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self.shapes: dict[str, list[QPainterPath]] = {role: [] for role in ROLES}
        self.odds: list[tuple[QPainterPath, float, bool]] = []  # (square, chance 0..1, one die)
        self._rect = QRectF()

    def set_odds(self, shaded: list[tuple[QPainterPath, float, bool]]) -> None:
        """Shade the squares a roll can reach: two dice as a wash by chance, one die as a rim."""
        if shaded == self.odds:
            return  # the same reach: nothing is drawn again
        self.odds = list(shaded)
        self._place()

    def set_role(self, role: str, shapes: list[QPainterPath]) -> None:
        """Light these shapes for the role (an empty list clears the role's light)."""
        if list(shapes) == self.shapes.get(role):
            return  # lit as it is: nothing is drawn again
        self.shapes[role] = list(shapes)
        self._place()

    def _place(self) -> None:
        """The box around every lit shape and shaded square, drawn again."""
        self.prepareGeometryChange()
        rect = QRectF()
        for paths in self.shapes.values():
            for path in paths:
                rect = rect.united(path.boundingRect())
        for path, _p, _one in getattr(self, "odds", ()):
            rect = rect.united(path.boundingRect())
        self._rect = rect.adjusted(-8, -8, 8, 8) if not rect.isNull() else QRectF()
        self.update()

    def lit(self, role: str) -> int:
        """How many shapes the role lights now."""
        return len(self.shapes.get(role, ()))

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt name)
        """Everything lit, with the pens' width."""
        return self._rect

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        """A soft wash and a strong outline for each lit shape, per role."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        top = max((p for _path, p, one in self.odds if not one), default=0.0)
        for path, p, one in self.odds:
            if one:
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.setPen(QPen(QColor(ODDS_ONE), 2.5, Qt.PenStyle.DashLine))
            else:
                wash = QColor(ODDS_TWO)
                wash.setAlpha(round(40 + 150 * p / top) if top else 0)
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(wash)
            painter.drawPath(path)
        for role in ROLES:
            colour = QColor(COLOURS[role])
            wash = QColor(colour)
            wash.setAlpha(46)
            for path in self.shapes[role]:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(wash)
                painter.drawPath(path)
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.setPen(QPen(colour, WIDTHS[role]))
                painter.drawPath(path)
