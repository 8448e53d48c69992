"""Two (or more) dice on the board: they tumble for a moment, then show what the engine rolled.

The tumbling faces are drawn in a fixed order (no randomness of the UI's own); the result shown
is always the engine's, given by the event.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject

from . import legible

PIPS = {
    1: [(0.5, 0.5)],
    2: [(0.27, 0.27), (0.73, 0.73)],
    3: [(0.27, 0.27), (0.5, 0.5), (0.73, 0.73)],
    4: [(0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)],
    5: [(0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)],
    6: [(0.27, 0.25), (0.73, 0.25), (0.27, 0.5), (0.73, 0.5), (0.27, 0.75), (0.73, 0.75)],
}
TUMBLE = (3, 6, 2, 5, 1, 4)  # the faces shown while the dice tumble


def paint_die(painter: QPainter, rect: QRectF, value: int, tilt: float = 0.0) -> None:
    """One die: an ivory rounded square with pips."""
    painter.save()
    painter.translate(rect.center())
    painter.rotate(tilt)
    r = QRectF(-rect.width() / 2, -rect.height() / 2, rect.width(), rect.height())
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(50, 36, 24, 70))
    painter.drawRoundedRect(r.translated(3, 4), r.width() * 0.18, r.width() * 0.18)
    painter.setPen(QPen(QColor("#6B5B48"), 1.6))
    painter.setBrush(QColor("#FFFDF6"))
    painter.drawRoundedRect(r, r.width() * 0.18, r.width() * 0.18)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#2E2721") if value != 1 else QColor("#B23A2E"))
    radius = r.width() * 0.09
    for fx, fy in PIPS.get(value, []):
        painter.drawEllipse(
            QPointF(r.left() + fx * r.width(), r.top() + fy * r.height()), radius, radius
        )
    painter.restore()


class DiceItem(QGraphicsObject):
    """The dice of the last roll; `roll(values, ms)` tumbles then settles on `values`."""

    def __init__(self, size: float = 54) -> None:
        super().__init__()
        self.size = size
        self.values: list[int] = []
        self.caption = ""
        self._tumble = 0
        self._left = 0
        self._timer = QTimer(self)
        self._timer.setInterval(70)
        self._timer.timeout.connect(self._tick)
        self.setZValue(15)
        # a picture kept per view scale: the board repainted around the dice copies it (it is
        # drawn again at each update(), so at every frame of a tumble)
        self.setCacheMode(QGraphicsObject.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt name)
        """Room for up to four dice and a caption below."""
        s = self.size
        return QRectF(-2.4 * s, -s * 0.7, 4.8 * s, s * 1.9)

    def paint(self, painter: QPainter, _option, _widget=None) -> None:
        """The dice side by side, the caption under them."""
        if not self.values:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        s = self.size
        n = len(self.values)
        gap = s * 0.35
        width = n * s + (n - 1) * gap
        for i, value in enumerate(self.values):
            shown = TUMBLE[(self._tumble + i * 2) % 6] if self._left else value
            tilt = ((self._tumble * 37 + i * 53) % 50 - 25) if self._left else (i * 8 - 4)
            rect = QRectF(-width / 2 + i * (s + gap), -s / 2, s, s)
            paint_die(painter, rect, shown, tilt)
        if self.caption and not self._left:
            box = QRectF(-2.4 * s, s * 0.62, 4.8 * s, s * 0.55)
            legible.text(painter, self, box, self.caption, s * 0.3, QColor("#3A322A"), bold=True)

    def roll(self, values: list[int], caption: str, ms: int) -> None:
        """Tumble for `ms`, then show `values` with the caption."""
        self.prepareGeometryChange()
        self.values = list(values)
        self.caption = caption
        self._tumble = 0
        self._left = max(0, ms // self._timer.interval())
        if self._left:
            self._timer.start()
        self.update()

    def _tick(self) -> None:
        self._tumble += 1
        self._left -= 1
        if self._left <= 0:
            self._timer.stop()
        self.update()

    def busy_ms(self) -> int:
        """Time left tumbling."""
        return self._left * self._timer.interval()

    def finish(self) -> None:
        """Stop tumbling and show the result."""
        self._left = 0
        self._timer.stop()
        self.update()
