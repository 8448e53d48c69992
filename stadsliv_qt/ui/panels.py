"""One panel per seat: colour, token, name, money, second currency, holdings, notes, whose turn.

Panels read `view(None)["players"]` (see docs/contributing.md). For a game whose view has no
"players" list yet, values kept per seat in the view (lists with one entry per seat) are shown.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from stadsliv_qt.engine import Decision, Game, Kind
from stadsliv_qt.text import Msg

from . import tokens, typed, words
from .elided import ElidedLabel
from .style import CARD, INK, LINE, MUTED, PAPER, pt


def _short(value: Any) -> str:
    if isinstance(value, bool):
        return "✓" if value else "–"
    if isinstance(value, (list, tuple)):
        return ", ".join(_short(v) for v in value) or "–"
    if isinstance(value, int):
        return words.number(value)
    return words.say(value) if isinstance(value, Msg) else str(value)


def is_banker(note: Msg | str) -> bool:
    """The view's note that this seat is the banker (STA-04), as a message or a word."""
    if isinstance(note, Msg):
        return note.id.rsplit(".", 1)[-1] == "banker"
    return str(note).casefold() == "banker"


def seat_rows(game: Game, view: dict[str, Any], decision: Decision) -> list[dict[str, Any]]:
    """One row per seat for the panels, from the public view.

    The highlighted seat is the one a SEAT decision waits for; otherwise the one seat the view
    marks "active" (games differ in whether "active" means "on turn" or "still playing").
    """
    n = len(game.seats)
    players = view.get("players")
    acting = set(decision.seats) if decision.kind is Kind.SEAT else set()
    current = view.get("current")
    if (
        not acting
        and decision.kind is Kind.CHANCE
        and isinstance(current, int)
        and 0 <= current < n
    ):
        acting = {current}  # e.g. the seat whose dice are rolling
    if (
        isinstance(players, list)
        and len(players) == n
        and all(isinstance(p, dict) for p in players)
    ):
        flags = [bool(p.get("active")) for p in players]
        if not acting and sum(flags) == 1:
            acting = {flags.index(True)}  # e.g. the seat about to roll
        rows = []
        for i, p in enumerate(players):
            row = dict(p)
            row.setdefault("name", game.seats[i].name)
            row["active"] = i in acting
            rows.append(row)
        return rows
    per_seat = {
        key: value
        for key, value in view.items()
        if isinstance(value, list)
        and len(value) == n
        and all(isinstance(v, (int, float, str, bool)) or v is None for v in value)
    }
    return [
        {
            "name": seat.name,
            "holdings": [
                f"{key.replace('_', ' ')}: {_short(values[i])}" for key, values in per_seat.items()
            ],
            "active": i in acting,
        }
        for i, seat in enumerate(game.seats)
    ]


def ring_pixmap(size: int) -> QPixmap:
    """A gold ring with a red stone, drawn in vector for any screen density."""
    pix = QPixmap(size, size)
    pix.fill(Qt.GlobalColor.transparent)
    p = QPainter(pix)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    band = QPen(QColor("#C9A227"), size * 0.14)
    p.setPen(band)
    p.setBrush(Qt.BrushStyle.NoBrush)
    m = size * 0.2
    p.drawEllipse(QRectF(m, m + size * 0.08, size - 2 * m, size - 2 * m))
    p.setPen(QPen(QColor("#7A1C1C"), 1))
    p.setBrush(QColor("#C0392B"))
    r = size * 0.13
    p.drawEllipse(QRectF(size / 2 - r, m - r * 0.6, 2 * r, 2 * r))
    p.end()
    return pix


class SeatPanel(QFrame):
    """A seat's card on the side of the table."""

    def __init__(self, index: int, name: str, colour: str, token: str) -> None:
        super().__init__()
        self.index = index
        self.colour = colour
        self.setObjectName("seatPanel")
        self.setMinimumWidth(230)
        self.active = False
        self._card: tuple[tuple[int, int, bool, float], QPixmap] | None = None  # see paintEvent
        self._shown: tuple[str, dict[str, Any]] | None = None  # the row shown, in its language
        # the card paints every pixel of the panel, its corners in the window's paper: a label
        # that changes is repainted over the card alone, not through every widget beneath
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, True)
        # set once: the highlight is painted, so the labels are polished only here
        self.setStyleSheet(f"QFrame#seatPanel QLabel {{ color: {INK}; background: transparent; }}")
        outer = QHBoxLayout(self)
        outer.setContentsMargins(10, 8, 10, 8)
        outer.setSpacing(10)
        stripe = QFrame()
        stripe.setFixedWidth(8)
        stripe.setStyleSheet(f"background: {colour}; border-radius: 4px;")
        outer.addWidget(stripe)
        icon = typed.label()
        icon.setPixmap(tokens.token_pixmap(token, colour, 30))
        icon.setAlignment(Qt.AlignmentFlag.AlignTop)
        icon.setToolTip(f"{tokens.colour_name(colour)}, {tokens.shape_name(token)}")
        outer.addWidget(icon)
        col = QVBoxLayout()
        col.setSpacing(2)
        top = QHBoxLayout()
        self.name = ElidedLabel(name)  # a long name is cut beside the 'to play' badge
        self.name.setStyleSheet(f"font-size: {pt(12)}; font-weight: 700;")
        top.addWidget(self.name, 1)
        # the banker's ring (STA-04), shown when the view's notes say banker
        self.ring = typed.label()
        self.ring.setPixmap(ring_pixmap(22))
        self.ring.setToolTip(self.tr("The banker's ring: this player is the banker (STA-04)"))
        self.ring.hide()
        top.addWidget(self.ring)
        self.turn = typed.label(self.tr("to play"))
        self.turn.setStyleSheet(
            f"background: {colour}; color: {tokens.ink_on(colour).name()};"
            " border-radius: 8px; padding: 1px 8px; font-weight: 600;"
        )
        top.addWidget(self.turn)
        col.addLayout(top)
        self.player = typed.label()  # who plays the seat when it is a computer, and "thinking…"
        self.player.setStyleSheet(f"color: {MUTED}; font-weight: 600;")
        self.player.hide()
        col.addWidget(self.player)
        self.money = typed.label()
        self.money.setStyleSheet(f"font-size: {pt(13)}; font-weight: 600;")
        col.addWidget(self.money)
        self.second = typed.label()
        col.addWidget(self.second)
        self.holdings = typed.label()
        self.holdings.setWordWrap(True)
        col.addWidget(self.holdings)
        self.notes = typed.label()
        self.notes.setWordWrap(True)
        self.notes.setStyleSheet(f"color: {MUTED}; font-style: italic;")
        col.addWidget(self.notes)
        outer.addLayout(col, 1)
        self.turn.hide()

    def update_row(self, row: dict[str, Any]) -> None:
        """Show a row from seat_rows() (nothing is said again when the row is the same)."""
        shown = (words.language(), row)
        if shown == self._shown:
            return
        self._shown = shown
        self.name.set_full(str(row.get("name", "")))
        raw = row.get("money_text")
        money = (
            words.say(raw) if raw else _short(row["money"]) if row.get("money") is not None else ""
        )
        self.money.setText(money)
        self.money.setVisible(bool(money))
        second = words.say(row.get("second") or "")
        self.second.setText(second)
        self.second.setVisible(bool(second))
        # a holding is a message, or a name the games keep in every language (a contact, a field)
        holdings = [words.name(h) for h in row.get("holdings") or []]
        self.holdings.setText(" · ".join(holdings))
        self.holdings.setVisible(bool(holdings))
        notes = row.get("notes") or []
        self.ring.setVisible(any(is_banker(n) for n in notes))
        self.notes.setText(" · ".join(words.say(n) for n in notes))
        self.notes.setVisible(bool(notes))
        self.set_active(bool(row.get("active")))

    def set_active(self, active: bool) -> None:
        """Highlight the seat whose turn it is: painted (paintEvent), never restyled, because a
        new style sheet re-polishes every label of the panel (a few ms a turn at eight seats)."""
        if self.active is active:
            return
        self.active = active
        self.turn.setVisible(active)
        self.update()

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt name)
        """The card: a rounded box, tinted and edged in the seat's colour while it is to play.

        Drawn once per size and state into a picture at the screen's pixel size, then copied:
        the table repaints every panel on every turn, and the antialiased box cost more than
        the copy."""
        ratio = self.devicePixelRatioF()
        key = (self.width(), self.height(), self.active, ratio)
        if self._card is None or self._card[0] != key:
            picture = QPixmap(
                max(1, round(self.width() * ratio)), max(1, round(self.height() * ratio))
            )
            picture.setDevicePixelRatio(ratio)
            picture.fill(QColor(PAPER))  # what lies beneath the rounded corners
            painter = QPainter(picture)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            width = 3 if self.active else 1
            edge = QColor(self.colour) if self.active else QColor(LINE)
            box = QRectF(self.rect()).adjusted(width / 2, width / 2, -width / 2, -width / 2)
            painter.setPen(QPen(edge, width))
            painter.setBrush(QColor(CARD))
            painter.drawRoundedRect(box, 10, 10)
            if self.active:
                tint = QColor(self.colour)
                tint.setAlpha(34)
                painter.setBrush(tint)
                painter.drawRoundedRect(box, 10, 10)
            painter.end()
            self._card = (key, picture)
        painter = QPainter(self)
        painter.drawPixmap(0, 0, self._card[1])
        painter.end()


class SeatPanels(QWidget):
    """The column of seat panels."""

    def __init__(self, game: Game) -> None:
        super().__init__()
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(8)
        self.panels: list[SeatPanel] = []
        for i, seat in enumerate(game.seats):
            panel = SeatPanel(
                i, seat.name, tokens.seat_colour(seat.colour, i), tokens.seat_shape(seat.token, i)
            )
            lay.addWidget(panel)
            self.panels.append(panel)
        lay.addStretch(1)
        self._shown_active: SeatPanel | None = None

    def update_from(self, game: Game, view: dict[str, Any], decision: Decision) -> None:
        """Refresh every panel from the public view; the seat to play is scrolled into sight
        when the column is too short for every seat (once per change of seat)."""
        for panel, row in zip(self.panels, seat_rows(game, view, decision), strict=False):
            panel.update_row(row)
        active = next((p for p in self.panels if p.active), None)
        if active is not None and active is not self._shown_active:
            self._shown_active = active
            viewport = self.parentWidget()  # a scroll area's widget lies in its viewport
            scroll = viewport.parentWidget() if viewport is not None else None
            if isinstance(scroll, QScrollArea):
                scroll.ensureWidgetVisible(active, 0, 8)
