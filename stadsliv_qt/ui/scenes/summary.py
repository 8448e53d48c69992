"""The board area for a game without its own scene yet: a readable card of the public view."""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsRectItem, QGraphicsTextItem

from stadsliv_qt.engine import Decision, Event, Kind

from ..format import format_value, humanize, short
from ..style import CARD, FELT, INK, LINE, MUTED, pt
from . import BoardScene, SceneContext

WIDTH = 980.0


class DiceItem(QGraphicsItem):
    """A row of dice faces, for the last roll."""

    SIZE = 54.0

    def __init__(self, faces: list[int]) -> None:
        super().__init__()
        self.faces = faces

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt name)
        """The row of dice."""
        return QRectF(0, 0, len(self.faces) * (self.SIZE + 12), self.SIZE)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        """Ivory dice with dark pips."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        spots = {
            1: [(1, 1)],
            2: [(0, 0), (2, 2)],
            3: [(0, 0), (1, 1), (2, 2)],
            4: [(0, 0), (2, 0), (0, 2), (2, 2)],
            5: [(0, 0), (2, 0), (1, 1), (0, 2), (2, 2)],
            6: [(0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)],
        }
        s = self.SIZE
        for i, face in enumerate(self.faces):
            x = i * (s + 12)
            painter.setPen(QPen(QColor("#5a4a3b"), 2))
            painter.setBrush(QColor("#FFF8EA"))
            painter.drawRoundedRect(QRectF(x, 0, s, s), 10, 10)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor("#3A322A"))
            for cx, cy in spots.get(face, []):
                painter.drawEllipse(
                    QPointF(x + s * (0.25 + 0.25 * cx), s * (0.25 + 0.25 * cy)), 5, 5
                )


class SummaryScene(BoardScene):
    """Title, the current decision and every public value, laid out as a card on the felt."""

    def __init__(self, context: SceneContext) -> None:
        super().__init__(context)
        self.setBackgroundBrush(QBrush(QColor(FELT)))
        self._dice: list[int] = []
        self._card = QGraphicsRectItem()
        self._card.setBrush(QColor(CARD))
        self._card.setPen(QPen(QColor(LINE), 1.5))
        self.addItem(self._card)
        self._text = QGraphicsTextItem(self._card)
        self._text.setDefaultTextColor(QColor(INK))
        font = QFont()
        font.setPointSizeF(13)
        self._text.setFont(font)
        self._text.setTextWidth(WIDTH - 80)
        self._text.setPos(40, 30)
        self._dice_item: DiceItem | None = None

    def update_from(self, view: dict[str, Any], decision: Decision, events: list[Event]) -> None:
        """Rebuild the card from the public view."""
        for event in events:
            dice = event.data.get("dice") if isinstance(event.data, dict) else None
            if isinstance(dice, list) and all(isinstance(d, int) and 1 <= d <= 6 for d in dice):
                self._dice = list(dice)
        self._text.setHtml(self._html(view, decision))
        height = self._text.boundingRect().height() + 60
        if self._dice_item is not None:
            self.removeItem(self._dice_item)
            self._dice_item = None
        if self._dice:
            self._dice_item = DiceItem(self._dice)
            self._dice_item.setParentItem(self._card)
            self._dice_item.setPos(WIDTH - 40 - self._dice_item.boundingRect().width() + 12, 34)
        self._card.setRect(QRectF(0, 0, WIDTH, max(height, 240)))
        self.setSceneRect(self._card.rect().adjusted(-40, -40, 40, 40))

    # ----- text -------------------------------------------------------------------------------
    def _html(self, view: dict[str, Any], decision: Decision) -> str:
        esc = html.escape
        title = esc(self.context.title)
        parts = [f"<div style='font-size:{pt(24)}; font-weight:700; color:#4A3B2E'>{title}</div>"]
        now = self._now(decision)
        if now:
            parts.append(
                f"<div style='font-size:{pt(14)}; color:{MUTED}; margin-top:4px'>{esc(now)}</div>"
            )
        parts.append("<table cellspacing='0' cellpadding='6' style='margin-top:14px' width='100%'>")
        names = [s.name for s in self.context.seats]
        for key, value in view.items():
            if key == "players" or value is None or value == [] or value == {}:
                continue
            parts.append(
                f"<tr><td width='26%' style='color:{MUTED}'>{esc(humanize(str(key)))}</td>"
                f"<td>{esc(short(format_value(value, names)))}</td></tr>"
            )
        parts.append("</table>")
        parts.append(
            f"<p style='color:{MUTED}; font-size:{pt(10)}; margin-top:16px'>"
            + esc(self.tr("This game's board is not drawn yet; the table shows its public state."))
            + "</p>"
        )
        return "".join(parts)

    def _now(self, decision: Decision) -> str:
        seats = self.context.seats
        if decision.kind is Kind.TERMINAL:
            return self.tr("The game is over.")
        if decision.kind is Kind.CHANCE:
            return decision.prompt or self.tr("Waiting for the dice.")
        if decision.kind is Kind.SEALED:
            return decision.prompt or self.tr("Everyone chooses in secret.")
        if decision.seat is not None and decision.seat < len(seats):
            who = seats[decision.seat].name
            if not decision.prompt or who in decision.prompt:
                return decision.prompt or who
            return f"{who}: {decision.prompt}"
        return decision.prompt
