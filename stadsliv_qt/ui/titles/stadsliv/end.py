"""The end of the game on the board: who won and how, and the count's table.

How it ended comes from the results' rule: STA-23 is the table's vote or Domstolen's ruling on
the appeal, STA-24 the count, STA-17 the last player left. The count's table lists every part of
every player's total (STA-24). The table's end screen (results.py) adds the charts.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QGraphicsObject

from ... import tokens, typed, words
from ...scenes import SeatLook, legible
from . import look
from .civic import card

PARTS = ("poäng", "investments", "shares", "guldbonus", "loan", "total")


def how_won(results: dict[str, Any]) -> str:
    """The way the game was won, in plain words."""
    rule, reason = results.get("rule", ""), results.get("reason", "")
    if rule == "STA-23" and "Domstolen" in str(reason):  # English either way
        return QCoreApplication.translate(
            "Stadsliv", "won by Domstolen's ruling on the appeal (STA-23)"
        )
    if rule == "STA-23":
        return QCoreApplication.translate(
            "Stadsliv", "won by the table's vote in Stadsfullmäktige (STA-23)"
        )
    if rule == "STA-17":
        return QCoreApplication.translate("Stadsliv", "the last player not bankrupt (STA-17)")
    return QCoreApplication.translate("Stadsliv", "won at the count (STA-24)")


def part_names() -> list[str]:
    """Column heads of the count."""
    return [words.say(words.part("stadsliv", key, short=True)) for key in PARTS]


class EndCard(QGraphicsObject):
    """A large card over the city: the winner, the count, the chart."""

    W, H = 660.0, 400.0

    def __init__(self, seats: list[SeatLook]) -> None:
        super().__init__()
        self.looks = seats
        self.results: dict[str, Any] = {}
        self.setZValue(60)
        self.setScale(1.3)
        self.hide()

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt name)
        """The card."""
        return QRectF(-self.W / 2 - 4, -self.H / 2 - 4, self.W + 8, self.H + 12)

    def set_results(self, results: dict[str, Any]) -> None:
        """The public results."""
        self.results = results
        parts = results.get("breakdown", {})
        heads = list(zip(PARTS, part_names(), strict=True))
        self.setToolTip(
            typed.tip(
                "\n".join(
                    f"{self.looks[int(s)].name}: "
                    + ", ".join(f"{name} {words.number(int(p.get(k, 0)))}" for k, name in heads)
                    for s, p in sorted(parts.items(), key=lambda kv: int(kv[0]))
                )
            )
        )
        self.update()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        """Winner banner, count table, chart."""
        r = self.results
        if not r:
            return
        rect = QRectF(-self.W / 2, -self.H / 2, self.W, self.H)
        card(painter, rect, "", "#FFFBF3")
        winners = [int(w) for w in r.get("winners", [])]
        names = " & ".join(self.looks[w].name for w in winners)
        x0, y = rect.left() + 28, rect.top() + 22
        for k, w in enumerate(winners[:3]):
            seat = self.looks[w]
            tokens.paint_token(painter, seat.token, seat.colour, QRectF(x0 + k * 34, y + 2, 30, 30))
        tx = x0 + 34 * min(3, len(winners)) + 8
        title = (
            QCoreApplication.translate("Stadsliv", "{names} wins").format(names=names)
            if len(winners) == 1
            else QCoreApplication.translate("Stadsliv", "{names} share the victory").format(
                names=names
            )
        )
        rows = legible.Rows(painter, self, QRectF(tx, y - 2, rect.right() - 28 - tx, 84), 0)
        rows.row(title, 28, QColor(look.INK), least=36, bold=True)
        rows.row(how_won(r), 15, QColor("#2F6B63"), least=22)
        rows.row(words.name(r.get("reason", "")), 12, QColor(look.MUTED), least=20)
        table = QRectF(rect.left() + 28, rect.top() + 104, self.W - 56, self.H - 124)
        self._count(painter, table, winners)

    def _count(self, painter: QPainter, box: QRectF, winners: list[int]) -> None:
        parts = self.results.get("breakdown", {})
        rows = sorted(
            ((int(s), p) for s, p in parts.items()), key=lambda kv: -kv[1].get("total", 0)
        )
        right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        head = max(18.0, legible.line_height(self, 12, True))
        count = QCoreApplication.translate("Stadsliv", "The count (STA-24)")
        legible.text(painter, self, QRectF(box.left(), box.top(), box.width(), head), count, 12,
                     QColor(look.MUTED), bold=True, caps=True, flags=left)  # fmt: skip
        cols = [box.left() + 160 + k * 74 for k in range(len(PARTS))]
        y = box.top() + head + 6
        line = max(18.0, legible.line_height(self, 11.5))
        for x, name in zip(cols, part_names(), strict=True):
            legible.text(painter, self, QRectF(x - 2, y, 72, line), name, 11.5, QColor(look.MUTED),
                         flags=right, squeeze=True)  # fmt: skip
        y += line + 6
        row_h = min(34.0, (box.bottom() - y) / max(1, len(rows)))
        cell = max(20.0, legible.line_height(self, 14, True))
        for seat, p in rows:
            if y + min(row_h, cell) > box.bottom() + 1:
                break  # no room for more at this scale (the card's tooltip has every count)
            if seat in winners:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QColor("#F4E6C2"))
                painter.drawRoundedRect(
                    QRectF(box.left() - 6, y - 4, box.width() + 12, row_h - 2), 6, 6
                )
            look_ = self.looks[seat]
            tokens.paint_token(
                painter, look_.token, look_.colour, QRectF(box.left(), y + (cell - 18) / 2, 18, 18)
            )
            legible.text(painter, self, QRectF(box.left() + 24, y, 130, cell), look_.name, 13.5,
                         QColor(look.INK), bold=True, flags=left, squeeze=True)  # fmt: skip
            for x, key in zip(cols, PARTS, strict=True):
                value = p.get(key, 0)
                bold = key == "total"
                ink = QColor("#A8322A" if value < 0 else look.INK)
                legible.text(painter, self, QRectF(x - 2, y, 72, cell), words.number(value),
                             14 if bold else 13, ink, bold=bold, flags=right, squeeze=True)  # fmt: skip
            y += max(row_h, cell)
