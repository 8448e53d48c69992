"""The city centre: Stadshuset with its three seats, Stadskassan, and the rules in force.

Each is a painted card that shows only public facts: who holds which seat, how many Guldbonus
and seats Stadskassan still has, who is banker and who is the court, and any rule changes.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
)
from PySide6.QtWidgets import QGraphicsItem

from ... import tokens, typed, words
from ...scenes import SeatLook, legible
from . import look
from .pieces import ring_mark

# a picture kept per view scale: a token passing over a card, or a light beside it, repaints
# the card from the picture (its texts are drawn again only when update() says they changed)
CACHE = QGraphicsItem.CacheMode.DeviceCoordinateCache

LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
CENTRE = Qt.AlignmentFlag.AlignCenter


def card(painter: QPainter, rect: QRectF, title: str, fill: str = look.CARD, item=None) -> float:
    """A paper card with a small-caps title; returns where the content below the title starts."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(60, 42, 25, 40))
    painter.drawRoundedRect(rect.translated(2, 4), 12, 12)
    painter.setPen(QPen(QColor(look.CARD_LINE), 1.2))
    painter.setBrush(QColor(fill))
    painter.drawRoundedRect(rect, 12, 12)
    if not title:
        return rect.top() + 8
    height = max(18.0, legible.line_height(item, 12, True))
    box = QRectF(rect.left() + 14, rect.top() + 6, rect.width() - 28, height)
    legible.text(painter, item, box, title, 12, QColor(look.MUTED), bold=True, caps=True,
                 flags=LEFT, squeeze=True)  # fmt: skip
    return box.bottom() + 2


class Stadshuset(QGraphicsItem):
    """The town hall's facade with the three seats of Stadsfullmäktige."""

    W, H = 300.0, 124.0

    def __init__(self, seats: list[SeatLook]) -> None:
        super().__init__()
        self.setCacheMode(CACHE)
        self.looks = seats
        self.holders: list[int] = []  # one seat index per taken seat
        self.total = 3

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt name)
        """The facade."""
        return QRectF(-4, -4, self.W + 8, self.H + 10)

    def set_holders(self, holders: list[int], total: int, tip: str) -> None:
        """Who holds the seats, in seat order."""
        if (holders, total) != (self.holders, self.total):
            self.holders, self.total = holders, total
            self.update()
        self.setToolTip(typed.tip(tip))

    def paint(self, painter: QPainter, option, widget=None) -> None:
        """Pediment, columns, the three chairs."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        w, h = self.W, self.H
        body = QRectF(10, 38, w - 20, h - 40)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(60, 42, 25, 40))
        painter.drawRoundedRect(body.translated(2, 4), 6, 6)
        grad = QLinearGradient(0, 38, 0, h)
        grad.setColorAt(0, QColor("#F6E2A6"))
        grad.setColorAt(1, QColor("#E5C46C"))
        painter.setPen(QPen(QColor("#9C7A2A"), 1.4))
        painter.setBrush(grad)
        painter.drawRoundedRect(body, 6, 6)
        roof = QPainterPath()
        roof.moveTo(0, 42)
        roof.lineTo(w / 2, 4)
        roof.lineTo(w, 42)
        roof.closeSubpath()
        painter.setBrush(QColor("#C99A2E"))
        painter.drawPath(roof)
        pediment = QRectF(w * 0.2, 12, w * 0.6, 28)
        legible.text(painter, self, pediment, "STADSHUSET", 12.5, QColor("#4A3512"), bold=True,
                     squeeze=True)  # fmt: skip
        below = QRectF(16, 41, w - 32, max(18.0, legible.line_height(self, 11.5)))
        legible.text(painter, self, below, "Stadsfullmäktige", 11.5, QColor("#5B4418"),
                     squeeze=True)  # fmt: skip
        for k in range(self.total):
            x = 26 + k * ((w - 52) / max(1, self.total - 1)) if self.total > 1 else w / 2
            self._chair(painter, QPointF(x, 90), self.holders[k] if k < len(self.holders) else -1)

    def _chair(self, painter: QPainter, c: QPointF, holder: int) -> None:
        back = QRectF(c.x() - 30, c.y() - 28, 60, 56)
        painter.setPen(QPen(QColor("#7A5B1C"), 1.4))
        painter.setBrush(QColor("#FFF6DA") if holder < 0 else QColor("#FFFBF0"))
        painter.drawRoundedRect(back, 9, 9)
        if holder < 0:
            free = QCoreApplication.translate("Stadsliv", "free")
            legible.text(painter, self, back.adjusted(2, 0, -2, 0), free, 11, QColor("#9C7A2A"),
                         squeeze=True)  # fmt: skip
            return
        seat = self.looks[holder]
        height = max(22.0, legible.line_height(self, 11, True))
        name = QRectF(back.left() + 2, back.bottom() - 1 - height, back.width() - 4, height)
        size = min(24.0, name.top() - back.top() - 2)
        mark = QRectF(c.x() - size / 2, back.top() + 2, size, size)
        tokens.paint_token(painter, seat.token, seat.colour, mark)
        legible.text(painter, self, name, seat.name, 11, QColor(look.INK), bold=True, squeeze=True)


class Stadskassan(QGraphicsItem):
    """The treasury: the Guldbonus still in it, its seats for sale, the Bank's share."""

    W, H = 300.0, 176.0

    def __init__(self, seats: list[SeatLook]) -> None:
        super().__init__()
        self.setCacheMode(CACHE)
        self.looks = seats
        self.coins: list[int] = [-1, -1, -1]  # owner of each Guldbonus (-1: still here)
        self.seats_left = 3
        self.bank_share = -1
        self.banker = -1

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt name)
        """The card."""
        return QRectF(-2, -2, self.W + 6, self.H + 8)

    def set_state(
        self, coins: list[int], seats_left: int, bank_share: int, banker: int, tip: str
    ) -> None:
        """New public facts."""
        state = (coins, seats_left, bank_share, banker)
        if state != (self.coins, self.seats_left, self.bank_share, self.banker):
            self.coins, self.seats_left, self.bank_share, self.banker = state
            self.update()
        self.setToolTip(typed.tip(tip))

    def paint(self, painter: QPainter, option, widget=None) -> None:
        """Coins, council cards, the Bank's share, the banker."""
        rect = QRectF(0, 0, self.W, self.H)
        top = card(painter, rect, "Stadskassan", "#FBF3E2", self)
        label = max(16.0, legible.line_height(self, 11.5))
        muted = QColor(look.MUTED)
        legible.text(painter, self, QRectF(14, top, 140, label), "Guldbonus", 11.5, muted,
                     flags=LEFT, squeeze=True)  # fmt: skip
        seats = QCoreApplication.translate("Stadsliv", "Seats for sale")
        legible.text(painter, self, QRectF(164, top, self.W - 172, label), seats, 11.5, muted,
                     flags=LEFT, squeeze=True)  # fmt: skip
        y = top + label + 4  # coins and council cards
        for k, owner in enumerate(self.coins):
            self._coin(painter, QPointF(34 + k * 46, y + 20), owner)
        for k in range(3):
            self._share(painter, QRectF(170 + k * 38, y + 2, 30, 38), k < self.seats_left)
        rows = legible.Rows(painter, self, QRectF(14, y + 46, self.W - 28, self.H - y - 50))
        if self.bank_share < 0:
            share = QCoreApplication.translate("Stadsliv", "The Bank's share: here, for sale on B")
        else:
            share = QCoreApplication.translate("Stadsliv", "The Bank's share: {name}").format(
                name=self.looks[self.bank_share].name
            )
        rows.row(share, 12, QColor(look.INK), least=18)
        if self.banker >= 0:
            banker = QCoreApplication.translate("Stadsliv", "Banker: {name}").format(
                name=self.looks[self.banker].name
            )
            area = rows.room(max(20.0, legible.line_height(self, 13, True)))
            if area is not None:
                ring_mark(painter, QPointF(area.left() + 10, area.center().y() + 2), 7)
                legible.text(painter, self, area.adjusted(26, 0, 0, 0), banker, 13,
                             QColor(look.INK), bold=True, flags=LEFT)  # fmt: skip
        else:
            none = QCoreApplication.translate("Stadsliv", "No banker chosen yet")
            rows.row(none, 12, muted, least=20)

    def _coin(self, painter: QPainter, c: QPointF, owner: int) -> None:
        if owner < 0:
            grad = QLinearGradient(c.x() - 18, c.y() - 18, c.x() + 18, c.y() + 18)
            grad.setColorAt(0, QColor("#FBE6A2"))
            grad.setColorAt(1, QColor("#C99A2E"))
            painter.setPen(QPen(QColor("#8A6A1E"), 1.5))
            painter.setBrush(grad)
            painter.drawEllipse(c, 18, 18)
            disc = QRectF(c.x() - 18, c.y() - 18, 36, 36)
            legible.text(painter, self, disc, "GB", 13, QColor("#6B4E12"), bold=True,
                         squeeze=True, elide=False)  # fmt: skip
            return
        painter.setPen(QPen(QColor("#C9B89A"), 1.2, Qt.PenStyle.DashLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(c, 18, 18)
        seat = self.looks[owner]
        tokens.paint_token(painter, seat.token, seat.colour, QRectF(c.x() - 10, c.y() - 10, 20, 20))

    def _share(self, painter: QPainter, r: QRectF, here: bool) -> None:
        if here:
            painter.setPen(QPen(QColor("#9C7A2A"), 1.2))
            painter.setBrush(QColor("#F4DC93"))
            painter.drawRoundedRect(r, 4, 4)
            legible.text(painter, self, r, "SF", 11, QColor("#5B4418"), bold=True, squeeze=True,
                         elide=False)  # fmt: skip
        else:
            painter.setPen(QPen(QColor("#C9B89A"), 1.2, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(r, 4, 4)


class RulesCard(QGraphicsItem):
    """Domstolen and the rules in force, with every Röstkort change."""

    W, H = 300.0, 176.0

    def __init__(self, seats: list[SeatLook]) -> None:
        super().__init__()
        self.setCacheMode(CACHE)
        self.looks = seats
        self.lines: list[tuple[str, bool]] = []

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt name)
        """The card."""
        return QRectF(-2, -2, self.W + 6, self.H + 8)

    def set_view(self, view: dict[str, Any], tip: str) -> None:
        """Rebuild the lines from the public view."""
        rules = view.get("rules", {})
        court = view.get("court", -1)
        squares = {sq["code"]: sq for sq in view.get("squares", [])}
        owner_d = squares.get("D", {}).get("owner", -1)
        if court < 0:
            court_line = QCoreApplication.translate("Stadsliv", "Domstolen: no court yet")
        elif owner_d >= 0:
            court_line = QCoreApplication.translate(
                "Stadsliv", "Domstolen: {name} (owner of D)"
            ).format(name=self.looks[court].name)
        else:
            court_line = QCoreApplication.translate(
                "Stadsliv", "Domstolen: {name} (the banker)"
            ).format(name=self.looks[court].name)
        lines = [(court_line, True)]
        lines.append(
            (
                QCoreApplication.translate("Stadsliv", "Varvslön: {figures}").format(
                    figures=words.name(rules.get("varvslon", ""))
                ),
                False,
            )
        )
        lines.append(
            (
                QCoreApplication.translate(
                    "Stadsliv", "NZ interest {rate} % · Farsot {f} · Naturkatastrof {n}"
                ).format(
                    rate=rules.get("nz_interest", 20),
                    f=rules.get("farsot", 3),
                    n=rules.get("naturkatastrof", 5),
                ),
                False,
            )
        )
        lines.append(
            (
                QCoreApplication.translate("Stadsliv", "Loans up to {limit} poäng").format(
                    limit=rules.get("loan_limit", 10)
                ),
                False,
            )
        )
        for change in rules.get("changes", []):
            lines.append(("✎ " + str(change), True))
        if lines != self.lines:
            self.lines = lines
            self.update()
        # a small board may elide a line: the tooltip has every one in full
        self.setToolTip(typed.tip("\n".join([*(text for text, _strong in lines), "", tip])))

    def paint(self, painter: QPainter, option, widget=None) -> None:
        """The lines, changes highlighted."""
        rect = QRectF(0, 0, self.W, self.H)
        title = QCoreApplication.translate("Stadsliv", "Rules in force")
        top = card(painter, rect, title, look.CARD, self)
        rows = legible.Rows(painter, self, QRectF(14, top + 2, self.W - 28, self.H - top - 8), 0)
        for text, strong in self.lines[:8]:
            colour = QColor(look.INK if strong else "#54483C")
            px = 12.5 if strong else 11.5
            rows.row(text, px, colour, least=20 if strong else 18, bold=strong)
