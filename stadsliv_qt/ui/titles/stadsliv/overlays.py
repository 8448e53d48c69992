"""Cards laid over the city centre: the Ödestärning's report and the Röstkort's vote.

Both show public facts only. The vote card names who has voted, never how, and who does not vote
(the asker, players on an NZ); the table's one reveal (dialogs/vote.py) then shows every vote. A click folds a card away
(the dice tray keeps the last face); the next throw or vote unfolds it again.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from ... import tokens, words
from ...scenes import SeatLook, legible
from . import look, texts
from .civic import card
from .dice import paint_fate_face
from .fate import FateReport

TONES = {
    "pay": "#A8322A",
    "get": "#2F6B63",
    "spared": "#7D7062",
    "none": "#9A8E80",
    "info": "#3A322A",
}


FLOW = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter


def wrap(
    painter: QPainter,
    item: QGraphicsItem,
    rect: QRectF,
    text: str,
    px: float,
    colour: str,
    bold: bool = False,
) -> float:
    """Draw wrapped text in a rect, readable at the board's scale; returns the height used."""
    painter.setFont(legible.font(item, px, bold))
    painter.setPen(QColor(colour))
    used = painter.boundingRect(rect, FLOW, text)
    painter.drawText(rect, FLOW, text)
    return used.height()


def text_height(
    item: QGraphicsItem, text: str, px: float, width: float, bold: bool = False
) -> float:
    """The height a wrapped text needs at the board's scale."""
    fm = QFontMetricsF(legible.font(item, px, bold))
    return fm.boundingRect(QRectF(0, 0, width, 10000), int(FLOW), text).height()


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

    def row_height(self) -> float:
        """One person's row: a token, the name and what happens to them."""
        return max(22.0, legible.line_height(self, 13, True) + 3)

    def text_scale_changed(self) -> None:
        """Texts got larger or smaller with the board: the card takes its height anew."""
        self.refit()

    def refit(self) -> None:
        """Take the height the content needs (subclasses)."""

    def _person(
        self, painter: QPainter, x: float, y: float, seat: int, text: str, tone: str, width: float
    ) -> None:
        look_ = self.looks[seat]
        h = self.row_height()
        tokens.paint_token(painter, look_.token, look_.colour, QRectF(x, y + (h - 16) / 2, 16, 16))
        legible.text(painter, self, QRectF(x + 22, y, 112, h), look_.name, 13, QColor(look.INK),
                     bold=True, flags=LEFT, squeeze=True)  # fmt: skip
        strong = tone in ("pay", "get")
        legible.text(painter, self, QRectF(x + 136, y, width - 136, h), text, 12.5,
                     QColor(TONES.get(tone, look.INK)), bold=strong, flags=LEFT)  # fmt: skip


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
        self.refit()

    def head_height(self) -> float:
        """The dark or light band with the face, the name, the sign and the thrower."""
        return max(
            104.0, 14 + legible.line_height(self, 22, True) + 2 * legible.line_height(self, 13) + 14
        )

    def refit(self) -> None:
        """The height the report needs at the board's scale."""
        report = self.report
        if report is None:
            return
        w = self.W - 40
        h = self.head_height() + text_height(self, report.explanation, 13, w) + 10
        rows = (len(report.rows) + 1) // 2
        h += rows * (self.row_height() + 2) + (10 if rows else 0)
        for line in report.outcome[-4:]:
            h += text_height(self, "→ " + line, 12.5, w, True) + 4
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
        head = self.head_height()
        painter.drawRoundedRect(QRectF(rect.left(), rect.top(), rect.width(), head - 12), 12, 12)
        painter.drawRect(QRectF(rect.left(), rect.top() + 60, rect.width(), head - 72))
        paint_fate_face(
            painter, QRectF(rect.left() + 18, rect.top() + 14, 64, 64), r.face, r.positive, self
        )
        ink = QColor(look.INK if r.positive else "#FFF8EC")
        x = rect.left() + 100
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
        lines = legible.Rows(painter, self, QRectF(x, rect.top() + 10, self.W - 120, head - 20), 0)
        lines.row(f"Ödestärningen: {r.name}", 22, ink, least=30, bold=True)
        lines.row(texts.sign_word(r.positive), 13, ink, least=20)
        lines.row(who, 13, ink, least=20)
        y = rect.top() + head
        w = self.W - 40
        y += wrap(painter, self, QRectF(rect.left() + 20, y, w, 400), r.explanation, 13, look.INK)
        y += 10
        col_w = w / 2
        step = self.row_height() + 2
        for k, row in enumerate(r.rows):
            cx = rect.left() + 20 + (k % 2) * col_w
            cy = y + (k // 2) * step
            self._person(painter, cx, cy, row.seat, row.text, row.tone, col_w - 8)
        if r.rows:
            y += ((len(r.rows) + 1) // 2) * step + 10
        for line in r.outcome[-4:]:
            box = QRectF(rect.left() + 20, y, w, 200)
            y += wrap(painter, self, box, "→ " + line, 12.5, "#2F6B63", True) + 4


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
        self.question = words.name(vote.get("question", ""))
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
        self.refit()
        self.show()

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

    def refit(self) -> None:
        """The height the vote needs at the board's scale."""
        w = self.W - 40
        title = 8 + max(18.0, legible.line_height(self, 12, True))  # as card() draws it
        h = title + 12 + text_height(self, self._question(), 17, w, True) + 12
        h += len(self.rows) * self.row_height() + 10
        h += text_height(self, self.tally, 13, w) + 18
        self._resize(h)

    def _question(self) -> str:
        asker = self.looks[self.asker].name if 0 <= self.asker < len(self.looks) else ""
        if self.victory:
            return QCoreApplication.translate("Stadsliv", "Does {name} win?").format(name=asker)
        if asker:
            return QCoreApplication.translate("Stadsliv", "{name} asks: {question}?").format(
                name=asker, question=self.question
            )
        return self.question

    def paint(self, painter: QPainter, option, widget=None) -> None:
        """Question, rows, tally."""
        rect = QRectF(-self.W / 2, -self.h / 2, self.W, self.h)
        title = "Stadsfullmäktige" if self.victory else "Röstkortet"
        top = card(painter, rect, title, "#FFF9EE", self)
        painter.setPen(QPen(QColor(look.GOLD), 3))
        painter.drawLine(rect.left() + 14, top + 2, rect.right() - 14, top + 2)  # type: ignore[call-overload]  # PySide6 stub gap: floats are accepted
        w = self.W - 40
        y = top + 12
        box = QRectF(rect.left() + 20, y, w, 400)
        y += wrap(painter, self, box, self._question(), 17, look.INK, True) + 12
        for k, (seat, text, tone) in enumerate(self.rows):
            self._person(painter, rect.left() + 20, y + k * self.row_height(), seat, text, tone, w)
        y += len(self.rows) * self.row_height() + 10
        wrap(painter, self, QRectF(rect.left() + 20, y, w, 200), self.tally, 13, "#54483C")
