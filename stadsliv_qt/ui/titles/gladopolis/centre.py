"""The middle of the Glad-o-polis board: title, the Wahlkalender with its marker, the Stadtkasse,
the decks, what is going on now, and the Beschlusslage (the resolutions in force), always shown.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QLinearGradient, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject

from ...format import plural
from .fields import BOARD, CORNER, INK, MUTED

INNER = QRectF(CORNER, CORNER, BOARD - 2 * CORNER, BOARD - 2 * CORNER)
GOLD = "#C9962B"
TEAL = "#2F6B63"
MOTION = "#6E5A8C"


def _font(size: int, bold: bool = False, italic: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(size)
    font.setBold(bold)
    font.setItalic(italic)
    return font


class Panel(QGraphicsObject):
    """A cached painted area of the centre with its own rectangle."""

    def __init__(self, rect: QRectF) -> None:
        super().__init__()
        self.area = QRectF(rect)
        self.setCacheMode(QGraphicsObject.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt name)
        """Its area."""
        return self.area.adjusted(-2, -2, 2, 2)

    def set(self, **values: Any) -> None:
        """Take new values; repaint only if one changed."""
        changed = False
        for key, value in values.items():
            if getattr(self, key, None) != value:
                setattr(self, key, value)
                changed = True
        if changed:
            self.update()


class TitleItem(Panel):
    """The game's name and the town."""

    def __init__(self, town: str) -> None:
        super().__init__(QRectF(INNER.left() + 30, INNER.top() + 22, INNER.width() - 60, 86))
        self.town = town

    def paint(self, p: QPainter, _option, _widget=None) -> None:
        """Name in a warm serif-free heading."""
        r = self.area
        p.setFont(_font(44, True))
        p.setPen(QColor("#8A3B24"))
        p.drawText(QRectF(r.left(), r.top(), r.width(), 54), Qt.AlignmentFlag.AlignCenter,
                   "Glad-o-polis 2.0")  # fmt: skip
        p.setFont(_font(16, italic=True))
        p.setPen(QColor(MUTED))
        p.drawText(QRectF(r.left(), r.top() + 54, r.width(), 26), Qt.AlignmentFlag.AlignCenter,
                   self.town)  # fmt: skip


class CalendarItem(Panel):
    """The Wahlkalender: one disc per field, the marker on the fields passed, WAHLTAG last."""

    def __init__(self) -> None:
        super().__init__(QRectF(INNER.left() + 40, INNER.top() + 122, INNER.width() - 80, 92))
        self.calendar = 0
        self.length = 12
        self.setToolTip("")

    def note(self) -> str:
        """How many LOS passages are left until Wahltag."""
        left = self.length - self.calendar
        if left <= 0:
            return "WAHLTAG!"
        return plural(
            left, self.tr("1 LOS passage to Wahltag"), self.tr("{n} LOS passages to Wahltag")
        )

    def paint(self, p: QPainter, _option, _widget=None) -> None:
        """Discs, a line through them, the marker."""
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.area
        p.setFont(_font(14, True))
        p.setPen(QColor(INK))
        p.drawText(QRectF(r.left(), r.top(), r.width(), 20), Qt.AlignmentFlag.AlignLeft,
                   "Wahlkalender")  # fmt: skip
        p.setFont(_font(13))
        p.setPen(QColor(MUTED))
        note = self.note()
        p.drawText(QRectF(r.left(), r.top(), r.width(), 20), Qt.AlignmentFlag.AlignRight, note)
        n = self.length
        y = r.top() + 54
        x0, x1 = r.left() + 18, r.right() - 30
        step = (x1 - x0) / n
        p.setPen(QPen(QColor("#CDBFA8"), 4))
        p.drawLine(QPointF(x0, y), QPointF(x1, y))
        for k in range(1, n + 1):
            x = x0 + step * k
            last = k == n
            done = k <= self.calendar
            radius = 20 if last else 13
            p.setPen(QPen(QColor("#8C7B66"), 1.5))
            fill = (GOLD if last else TEAL) if done else ("#F3E2B8" if last else "#FFFDF6")
            p.setBrush(QColor(fill))
            p.drawEllipse(QPointF(x, y), radius, radius)
            p.setFont(_font(12 if not last else 10, True))
            p.setPen(QColor("white" if done else INK))
            label = "WAHL\nTAG" if last else str(k)
            p.drawText(QRectF(x - radius, y - radius, 2 * radius, 2 * radius),
                       Qt.AlignmentFlag.AlignCenter, label)  # fmt: skip
        marker_x = x0 + step * self.calendar
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor("#B23A2E"))
        tri = [
            QPointF(marker_x - 9, y - 34),
            QPointF(marker_x + 9, y - 34),
            QPointF(marker_x, y - 22),
        ]
        p.drawPolygon(tri)


class KasseItem(Panel):
    """The Stadtkasse and the two decks."""

    def __init__(self) -> None:
        super().__init__(QRectF(INNER.left() + 40, INNER.top() + 236, 300, 200))
        self.kasse = 0
        self.events = 16
        self.motions = 16

    def paint(self, p: QPainter, _option, _widget=None) -> None:
        """A strongbox with the amount; the decks as stacked cards."""
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.area
        box = QRectF(r.left(), r.top(), r.width(), 96)
        grad = QLinearGradient(box.topLeft(), box.bottomLeft())
        grad.setColorAt(0, QColor("#F3E2B8"))
        grad.setColorAt(1, QColor("#E3C98C"))
        p.setPen(QPen(QColor("#A07D3B"), 2))
        p.setBrush(grad)
        p.drawRoundedRect(box, 12, 12)
        p.setFont(_font(14, True))
        p.setPen(QColor("#5B4636"))
        p.drawText(box.adjusted(14, 8, -14, 0), Qt.AlignmentFlag.AlignLeft, "Stadtkasse")
        p.setFont(_font(34, True))
        p.setPen(QColor(INK))
        p.drawText(box.adjusted(14, 26, -14, -6), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                   f"{self.kasse:,} €")  # fmt: skip
        for i, (title, count, colour) in enumerate(
            (("Stadtgeschehen", self.events, "#B5643C"), ("Anträge", self.motions, MOTION))
        ):
            card = QRectF(r.left() + i * 156, r.top() + 112, 144, 84)
            for k in range(3, 0, -1):
                p.setPen(QPen(QColor("#8C7B66"), 1))
                p.setBrush(QColor("#FFFDF6"))
                p.drawRoundedRect(card.translated(k * 3, k * 3), 8, 8)
            p.setBrush(QColor(colour))
            p.drawRoundedRect(card, 8, 8)
            p.setPen(QColor("white"))
            p.setFont(_font(13, True))
            p.drawText(card.adjusted(6, 10, -6, 0), Qt.AlignmentFlag.AlignHCenter, title)
            p.setFont(_font(22, True))
            p.drawText(card.adjusted(6, 30, -6, -6), Qt.AlignmentFlag.AlignCenter, str(count))


class BannerItem(Panel):
    """What is going on now: the auction, a trade, a debt, the motion; else the last news."""

    def __init__(self) -> None:
        super().__init__(QRectF(INNER.left() + 40, INNER.top() + 458, INNER.width() - 80, 84))
        self.title = ""
        self.text = ""
        self.colour = TEAL

    def paint(self, p: QPainter, _option, _widget=None) -> None:
        """A ribbon with a title and a line."""
        if not self.title and not self.text:
            return
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.area
        p.setPen(QPen(QColor(self.colour), 2))
        p.setBrush(QColor("#FFFDF6"))
        p.drawRoundedRect(r, 10, 10)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(self.colour))
        p.drawRoundedRect(QRectF(r.left(), r.top(), 10, r.height()), 4, 4)
        p.setFont(_font(16, True))
        p.setPen(QColor(self.colour))
        p.drawText(r.adjusted(22, 8, -12, 0), Qt.AlignmentFlag.AlignLeft, self.title)
        p.setFont(_font(14))
        p.setPen(QColor(INK))
        p.drawText(r.adjusted(22, 32, -12, -6),
                   Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap, self.text)  # fmt: skip


class BeschlussItem(Panel):
    """The Beschlusslage: five places for resolutions in force, each a small card."""

    def __init__(self) -> None:
        super().__init__(QRectF(INNER.left() + 20, INNER.top() + 560, INNER.width() - 40, 222))
        self.resolutions: list[tuple[str, str]] = []
        self.slots = 5

    def paint(self, p: QPainter, _option, _widget=None) -> None:
        """Title, five places, the cards in them."""
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.area
        p.setFont(_font(14, True))
        p.setPen(QColor(INK))
        p.drawText(QRectF(r.left(), r.top(), r.width(), 20), Qt.AlignmentFlag.AlignLeft,
                   f"Beschlusslage ({len(self.resolutions)}/{self.slots})")  # fmt: skip
        gap = 8
        w = (r.width() - gap * (self.slots - 1)) / self.slots
        for i in range(max(self.slots, len(self.resolutions))):
            card = QRectF(r.left() + i * (w + gap), r.top() + 28, w, r.height() - 30)
            if i >= len(self.resolutions):
                pen = QPen(QColor("#CDBFA8"), 1.5, Qt.PenStyle.DashLine)
                p.setPen(pen)
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawRoundedRect(card, 8, 8)
                continue
            name, text = self.resolutions[i]
            p.setPen(QPen(QColor(MOTION), 1.5))
            p.setBrush(QColor("#FFFDF6"))
            p.drawRoundedRect(card, 8, 8)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(MOTION))
            p.drawRoundedRect(QRectF(card.left(), card.top(), card.width(), 34), 8, 8)
            p.drawRect(QRectF(card.left(), card.top() + 20, card.width(), 14))
            p.setFont(_font(12, True))
            p.setPen(QColor("white"))
            p.drawText(QRectF(card.left() + 4, card.top(), card.width() - 8, 34),
                       Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, name)  # fmt: skip
            p.setFont(_font(12))
            p.setPen(QColor(INK))
            p.drawText(card.adjusted(7, 40, -7, -6),
                       Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap, text)  # fmt: skip
