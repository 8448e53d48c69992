"""Cards laid over the city centre: the Ödestärning's report and the Röstkort's vote.

Both show public facts only. The vote card names who has voted, never how, and who does not vote
(the asker, players on an NZ); the table's one reveal (dialogs/vote.py) then shows every vote. A click folds a card away
(the dice tray keeps the last face); the next throw or vote unfolds it again.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject

from ... import tokens
from ...scenes import SeatLook
from . import look, texts
from .civic import card, elide
from .dice import paint_fate_face
from .fate import FateReport

TONES = {
    "pay": "#A8322A",
    "get": "#2F6B63",
    "spared": "#7D7062",
    "none": "#9A8E80",
    "info": "#3A322A",
}


def wrap(
    painter: QPainter, rect: QRectF, text: str, px: float, colour: str, bold: bool = False
) -> float:
    """Draw wrapped text in a rect; returns the height used."""
    painter.setFont(look.font(px, bold))
    painter.setPen(QColor(colour))
    flags = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
    used = painter.boundingRect(rect, flags, text)
    painter.drawText(rect, flags, text)
    return used.height()


def text_height(text: str, px: float, width: float, bold: bool = False) -> float:
    """The height a wrapped text needs."""
    fm = QFontMetricsF(look.font(px, bold))
    flags = int(Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap)
    return fm.boundingRect(QRectF(0, 0, width, 10000), flags, text).height()


class Overlay(QGraphicsObject):
    """A card over the centre; click to fold it away."""

    W = 560.0

    def __init__(self, seats: list[SeatLook]) -> None:
        super().__init__()
        self.looks = seats
        self.h = 200.0
        self.setZValue(50)
        self.setScale(1.3)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setToolTip(QCoreApplication.translate("Stadsliv", "Click to fold this card away"))
        self.hide()

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt name)
        """The card and its shadow."""
        return QRectF(-self.W / 2 - 4, -self.h / 2 - 4, self.W + 8, self.h + 12)

    def _resize(self, h: float) -> None:
        if h != self.h:
            self.prepareGeometryChange()
            self.h = h
        self.update()

    def mousePressEvent(self, event) -> None:  # noqa: N802 (Qt name)
        """Take the click (no drag of the board)."""
        event.accept()

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802 (Qt name)
        """Fold away."""
        self.hide()

    def _person(
        self, painter: QPainter, x: float, y: float, seat: int, text: str, tone: str, width: float
    ) -> None:
        look_ = self.looks[seat]
        tokens.paint_token(painter, look_.token, look_.colour, QRectF(x, y + 1, 16, 16))
        painter.setFont(look.font(13, bold=True))
        painter.setPen(QColor(look.INK))
        name = elide(look_.name, 13, 110, True)
        painter.drawText(
            QRectF(x + 22, y, 112, 18),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            name,
        )
        painter.setFont(look.font(12.5, bold=tone in ("pay", "get")))
        painter.setPen(QColor(TONES.get(tone, look.INK)))
        painter.drawText(
            QRectF(x + 136, y, width - 136, 18),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            elide(text, 12.5, width - 136, tone in ("pay", "get")),
        )


class FatePanel(Overlay):
    """The Ödestärning's result: face, name, sign, thrower, meaning, who pays or receives."""

    def __init__(self, seats: list[SeatLook]) -> None:
        super().__init__(seats)
        self.report: FateReport | None = None

    def set_report(self, report: FateReport | None, rules: dict[str, Any]) -> None:
        """Show a report (None: hide)."""
        self.report = report
        if report is None:
            self.hide()
            return
        w = self.W - 40
        h = 104 + text_height(report.explanation, 13, w) + 10
        rows = (len(report.rows) + 1) // 2
        h += rows * 24 + (10 if rows else 0)
        for line in report.outcome[-4:]:
            h += text_height(line, 12.5, w) + 4
        self._resize(max(h + 16, 180))

    def paint(self, painter: QPainter, option, widget=None) -> None:
        """The report."""
        r = self.report
        if r is None:
            return
        rect = QRectF(-self.W / 2, -self.h / 2, self.W, self.h)
        card(painter, rect, "")
        painter.setPen(Qt.PenStyle.NoPen)
        band = QColor("#F1F6FA" if r.positive else "#2E2925")
        painter.setBrush(band)
        painter.drawRoundedRect(QRectF(rect.left(), rect.top(), rect.width(), 92), 12, 12)
        painter.drawRect(QRectF(rect.left(), rect.top() + 60, rect.width(), 32))
        paint_fate_face(
            painter, QRectF(rect.left() + 18, rect.top() + 14, 64, 64), r.face, r.positive
        )
        ink = look.INK if r.positive else "#FFF8EC"
        x = rect.left() + 100
        painter.setPen(QColor(ink))
        painter.setFont(look.font(22, bold=True))
        painter.drawText(
            QRectF(x, rect.top() + 12, self.W - 120, 30),
            Qt.AlignmentFlag.AlignLeft,
            elide(f"Ödestärningen: {r.name}", 22, self.W - 120, True),
        )
        painter.setFont(look.font(13))
        painter.drawText(
            QRectF(x, rect.top() + 42, self.W - 120, 20),
            Qt.AlignmentFlag.AlignLeft,
            texts.sign_word(r.positive),
        )
        thrower = self.looks[r.thrower].name if 0 <= r.thrower < len(self.looks) else "?"
        if r.lander >= 0 and r.lander != r.thrower:
            who = QCoreApplication.translate(
                "Stadsliv", "Thrown by {thrower} for {lander} on Ödet"
            ).format(thrower=thrower, lander=self.looks[r.lander].name)
        elif r.lander >= 0:
            who = QCoreApplication.translate("Stadsliv", "Thrown by {thrower} on Ödet").format(
                thrower=thrower
            )
        else:
            who = QCoreApplication.translate("Stadsliv", "Thrown by {thrower}").format(
                thrower=thrower
            )
        painter.drawText(
            QRectF(x, rect.top() + 62, self.W - 120, 20),
            Qt.AlignmentFlag.AlignLeft,
            elide(who, 13, self.W - 120),
        )
        y = rect.top() + 104
        w = self.W - 40
        y += wrap(painter, QRectF(rect.left() + 20, y, w, 400), r.explanation, 13, look.INK) + 10
        col_w = w / 2
        for k, row in enumerate(r.rows):
            cx = rect.left() + 20 + (k % 2) * col_w
            cy = y + (k // 2) * 24
            self._person(painter, cx, cy, row.seat, row.text, row.tone, col_w - 8)
        if r.rows:
            y += ((len(r.rows) + 1) // 2) * 24 + 10
        for line in r.outcome[-4:]:
            y += (
                wrap(
                    painter, QRectF(rect.left() + 20, y, w, 200), "→ " + line, 12.5, "#2F6B63", True
                )
                + 4
            )


class VoteCard(Overlay):
    """Röstkortet or the victory vote: the question, who votes, who has voted, the reveal."""

    def __init__(self, seats: list[SeatLook]) -> None:
        super().__init__(seats)
        self.question = ""
        self.asker = -1
        self.victory = False
        self.rows: list[tuple[int, str, str]] = []
        self.tally = ""

    def show_pending(self, vote: dict[str, Any], victory: bool) -> None:
        """A vote in progress: names only, never a vote."""
        self.question = str(vote.get("question", ""))
        self.asker = int(vote.get("asker", -1))
        self.victory = victory
        voted = set(vote.get("voted", []))
        rows = []
        for s in vote.get("voters", []):
            if s in voted:
                rows.append((s, QCoreApplication.translate("Stadsliv", "has voted ✓"), "info"))
            else:
                rows.append((s, QCoreApplication.translate("Stadsliv", "to vote…"), "none"))
        rows += self._others(vote, victory)
        self.rows = rows
        self.tally = QCoreApplication.translate(
            "Stadsliv", "Secret vote: every vote is shown together once all are in."
        )
        self._fit()

    def _others(self, vote: dict[str, Any], victory: bool) -> list[tuple[int, str, str]]:
        rows = []
        asker = int(vote.get("asker", -1))
        if asker >= 0:
            if victory:
                rows.append(
                    (
                        asker,
                        QCoreApplication.translate(
                            "Stadsliv", "holds all three seats: does not vote"
                        ),
                        "spared",
                    )
                )
            else:
                rows.append(
                    (asker, QCoreApplication.translate("Stadsliv", "asks: does not vote"), "spared")
                )
        for s in vote.get("not_voting", []):
            if s != asker:
                rows.append(
                    (s, QCoreApplication.translate("Stadsliv", "on an NZ: does not vote"), "spared")
                )
        return rows

    def _fit(self) -> None:
        w = self.W - 40
        h = 64 + text_height(self.question, 17, w, True)
        h += len(self.rows) * 22 + 14
        h += text_height(self.tally, 13, w) + 18
        self._resize(h)
        self.show()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        """Question, rows, tally."""
        rect = QRectF(-self.W / 2, -self.h / 2, self.W, self.h)
        title = "Stadsfullmäktige" if self.victory else "Röstkortet"
        card(painter, rect, title, "#FFF9EE")
        painter.setPen(QPen(QColor(look.GOLD), 3))
        painter.drawLine(rect.left() + 14, rect.top() + 30, rect.right() - 14, rect.top() + 30)
        w = self.W - 40
        y = rect.top() + 40
        asker = self.looks[self.asker].name if 0 <= self.asker < len(self.looks) else ""
        q = self.question
        if asker and not self.victory:
            q = QCoreApplication.translate("Stadsliv", "{name} asks: {question}?").format(
                name=asker, question=self.question
            )
        elif self.victory:
            q = QCoreApplication.translate("Stadsliv", "Does {name} win?").format(name=asker)
        y += wrap(painter, QRectF(rect.left() + 20, y, w, 200), q, 17, look.INK, True) + 12
        for k, (seat, text, tone) in enumerate(self.rows):
            self._person(painter, rect.left() + 20, y + k * 22, seat, text, tone, w)
        y += len(self.rows) * 22 + 10
        wrap(painter, QRectF(rect.left() + 20, y, w, 200), self.tally, 13, "#54483C")
