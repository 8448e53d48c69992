"""The dice tray: the two ordinary dice and the Ödestärning, each thrown with a short tumble.

The faces shown are always the ones the engine drew; the tumble only turns and drops the die
into place. The Ödestärning has the letters GB, IU, GK (white faces, ja) and F, N, KH (black
faces, nej); under it the thrower is named.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import (
    QEasingCurve,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QRectF,
    Qt,
)
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from ... import typed
from ...scenes import legible
from . import look

PIPS = {
    1: [(1, 1)],
    2: [(0, 0), (2, 2)],
    3: [(0, 0), (1, 1), (2, 2)],
    4: [(0, 0), (2, 0), (0, 2), (2, 2)],
    5: [(0, 0), (2, 0), (1, 1), (0, 2), (2, 2)],
    6: [(0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)],
}
POSITIVE = ("GB", "IU", "GK")


def paint_fate_face(
    painter: QPainter, rect: QRectF, code: str, positive: bool, item: QGraphicsItem | None = None
) -> None:
    """One face of the Ödestärning: white with dark letters (ja) or black with white (nej)."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    r = rect.width() * 0.18
    body = QLinearGradient(rect.topLeft(), rect.bottomRight())
    if positive:
        body.setColorAt(0, QColor("#FFFDF7"))
        body.setColorAt(1, QColor("#E9E1D1"))
        edge, ink = QColor("#8C7B66"), QColor("#1F1A15")
    else:
        body.setColorAt(0, QColor("#3B3631"))
        body.setColorAt(1, QColor("#151210"))
        edge, ink = QColor("#0B0908"), QColor("#FFFDF7")
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(30, 20, 10, 70))
    painter.drawRoundedRect(rect.translated(2, 3), r, r)
    painter.setPen(QPen(edge, max(1.0, rect.width() / 30)))
    painter.setBrush(body)
    painter.drawRoundedRect(rect, r, r)
    inner = rect.adjusted(
        rect.width() * 0.08, rect.width() * 0.08, -rect.width() * 0.08, -rect.width() * 0.08
    )
    rim = QColor(ink)
    rim.setAlpha(60)
    painter.setPen(QPen(rim, 1))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(inner, r * 0.7, r * 0.7)
    size = rect.width() * (0.46 if len(code) <= 1 else 0.36)
    legible.text(painter, item, inner, code, size, ink, bold=True, squeeze=True)
    painter.restore()


class PipDie(QGraphicsObject):
    """An ivory die with dark pips."""

    _tumble: QParallelAnimationGroup | None = None  # its running drop (tumble())

    def __init__(self, size: float = 46.0) -> None:
        super().__init__()
        self.size = size
        self.value = 0
        self.setTransformOriginPoint(size / 2, size / 2)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt name)
        """The die and its shadow."""
        return QRectF(-2, -2, self.size + 6, self.size + 7)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        """The face the engine drew."""
        if not self.value:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        s = self.size
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(30, 20, 10, 70))
        painter.drawRoundedRect(QRectF(2, 3, s, s), s * 0.2, s * 0.2)
        grad = QLinearGradient(0, 0, s, s)
        grad.setColorAt(0, QColor("#FFFCF3"))
        grad.setColorAt(1, QColor("#EDE2CC"))
        painter.setPen(QPen(QColor("#8C7B66"), 1.4))
        painter.setBrush(grad)
        painter.drawRoundedRect(QRectF(0, 0, s, s), s * 0.2, s * 0.2)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(look.INK))
        for cx, cy in PIPS.get(self.value, []):
            painter.drawEllipse(
                QPointF(s * (0.25 + 0.25 * cx), s * (0.25 + 0.25 * cy)), s * 0.085, s * 0.085
            )


class FateDie(QGraphicsObject):
    """The Ödestärning."""

    _tumble: QParallelAnimationGroup | None = None  # its running drop (tumble())

    def __init__(self, size: float = 58.0) -> None:
        super().__init__()
        self.size = size
        self.code = ""
        self.setTransformOriginPoint(size / 2, size / 2)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt name)
        """The die and its shadow."""
        return QRectF(-2, -2, self.size + 6, self.size + 7)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        """The face the engine drew, or a faint outline before the first throw."""
        if not self.code:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setPen(QPen(QColor(look.CARD_LINE), 1.5, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(0, 0, self.size, self.size), 10, 10)
            face = QRectF(0, 0, self.size, self.size)
            legible.text(painter, self, face, "Ö", 13, QColor(look.MUTED), bold=True, elide=False)
            return
        paint_fate_face(
            painter, QRectF(0, 0, self.size, self.size), self.code, self.code in POSITIVE, self
        )


def tumble(die: PipDie | FateDie, home: QPointF, ms: int, spin: float = 300.0) -> None:
    """Drop a die into `home` with a turn and a small bounce (instant when ms is 0)."""
    old = die._tumble
    if old is not None:
        old.stop()
    die.setRotation(0)
    die.setScale(1)
    if ms <= 0:
        die.setPos(home)
        return
    group = QParallelAnimationGroup(die)
    for prop, start, end, curve in (
        (b"pos", home + QPointF(-40, -36), home, QEasingCurve.Type.OutBounce),
        (b"rotation", -spin, 0.0, QEasingCurve.Type.OutCubic),
        (b"scale", 1.35, 1.0, QEasingCurve.Type.OutBack),
    ):
        anim = QPropertyAnimation(die, prop, group)
        anim.setDuration(ms)
        anim.setStartValue(start)
        anim.setEndValue(end)
        anim.setEasingCurve(curve)
        group.addAnimation(anim)
    group.start()
    die._tumble = group


class Chip(QGraphicsItem):
    """A small clickable label on the board (e.g. 'one die' in the tray)."""

    def __init__(
        self, text: str, tip: str, on_click: Callable[[], None], width: float = 96
    ) -> None:
        super().__init__()
        self.text = text
        self.width = width
        self.on_click = on_click
        self.setToolTip(typed.tip(tip))
        self.setAcceptHoverEvents(True)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt name)
        """The chip."""
        return QRectF(0, 0, self.width, 30)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        """A terracotta pill."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        hover = self.isUnderMouse()
        painter.setPen(QPen(QColor("#8E4A2A"), 1))
        painter.setBrush(QColor("#A4552F" if hover else look.HIGHLIGHT))
        painter.drawRoundedRect(self.boundingRect(), 15, 15)
        legible.text(painter, self, self.boundingRect().adjusted(4, 0, -4, 0), self.text, 13,
                     QColor("#FFF8EC"), bold=True, squeeze=True)  # fmt: skip

    def hoverEnterEvent(self, event) -> None:  # noqa: N802 (Qt name)
        """Darken."""
        self.update()

    def hoverLeaveEvent(self, event) -> None:  # noqa: N802 (Qt name)
        """Lighten."""
        self.update()

    def mousePressEvent(self, event) -> None:  # noqa: N802 (Qt name)
        """Take the click (so the view does not start a drag)."""
        event.accept()

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802 (Qt name)
        """Choose."""
        if self.boundingRect().contains(event.pos()):
            self.on_click()
