"""The board around the city: the phase track, the families' standing, and the ten contact cards."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from stadsliv_qt.games.borgata.odds import BANK

from ... import tokens, typed, words
from ...scenes import legible
from . import look
from .icons import paint_icon
from .text import PHASES, opening, translate


class Painted(QGraphicsObject):
    """A scene item that remembers every string it paints (tests read what the table can see)."""

    def __init__(self, width: float, height: float) -> None:
        super().__init__()
        self.w, self.h = width, height
        self.strings: list[str] = []
        # drawn once per change and kept as a picture: the table repaints the whole board on
        # every turn, and the ten contact cards alone cost several ms to draw each time
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt name)
        """The item's box."""
        return QRectF(-8, -8, self.w + 16, self.h + 16)

    def say(self, painter: QPainter, rect: QRectF, string: str, f, colour, align=None) -> None:
        """Paint a string and remember it."""
        self.strings.append(string)
        if align is None:
            look.text(painter, rect, string, f, colour)
        else:
            look.text(painter, rect, string, f, colour, align)

    def set_size(self, width: float, height: float) -> None:
        """Change the item's box."""
        self.prepareGeometryChange()
        self.w, self.h = width, height


class PhaseTrack(Painted):
    """Round number and the five phases, the current one lit (BOR-10..BOR-14)."""

    def __init__(self, width: float) -> None:
        super().__init__(width, 60)
        self.round = 0
        self.phase = 0
        self.limit = 0
        self.setToolTip(
            translate(
                "BorgataSide",
                "A round has five phases: Kontakter (BOR-10), Inkassera (BOR-11), Kontrakt "
                "(BOR-12), Mobilisera (BOR-13) and Rekrytera (BOR-14).",
            )
        )

    def set_state(self, round_no: int, phase: int, limit: int) -> None:
        """Show the round and light the phase (redrawn only if it changed)."""
        if (round_no, phase, limit) != (self.round, self.phase, self.limit):
            self.round, self.phase, self.limit = round_no, phase, limit
            self.update()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        """A dark strip with brass pills."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.strings = []
        head = QRectF(0, 0, 170, self.h)
        painter.setPen(QPen(QColor(look.BRASS_DARK), 1.5))
        painter.setBrush(QColor("#2E2620"))
        painter.drawRoundedRect(head, 12, 12)
        if self.round:
            title = translate("BorgataSide", "Round")
            number = f"{self.round} / {self.limit}" if self.limit else str(self.round)
        else:
            title, number = opening(), "—"
        line = max(20.0, legible.line_height(self, 12, True))
        self.say(painter, QRectF(16, 3, 140, line), title, look.font(12, bold=True, caps=True),
                 look.BRASS)  # fmt: skip
        below = 3 + line - 1
        self.say(painter, QRectF(16, below, 140, self.h - 2 - below), number,
                 look.font(26, bold=True), look.CREAM)  # fmt: skip
        gap = 10.0
        x0 = head.right() + gap
        width = (self.w - x0 - gap * (len(PHASES) - 1)) / len(PHASES)
        for k, (no, name) in enumerate(PHASES):
            rect = QRectF(x0 + k * (width + gap), 0, width, self.h)
            current = self.round > 0 and no == self.phase
            past = self.round > 0 and no < self.phase
            fill = look.GLOW if current else ("#3A3029" if past else "#2B241F")
            ring = look.BRASS if current else look.BRASS_DARK
            painter.setPen(QPen(QColor(ring), 2 if current else 1.2))
            painter.setBrush(QColor(fill))
            painter.drawRoundedRect(rect, 30, 30)
            disc = QPointF(rect.left() + 30, rect.center().y())
            look.badge(
                painter,
                disc,
                17,
                look.INK if current else "#4A3D32",
                look.BRASS,
            )
            self.say(
                painter,
                QRectF(disc.x() - 17, disc.y() - 17, 34, 34),
                str(no),
                look.font(17, bold=True),
                look.GLOW if current else look.CREAM,
                Qt.AlignmentFlag.AlignCenter,
            )
            ink = look.INK if current else ("#9C8C78" if past else look.CREAM)
            self.say(
                painter,
                QRectF(disc.x() + 24, rect.top(), rect.right() - disc.x() - 30, rect.height()),
                name,
                look.fitted(name, 19, rect.right() - disc.x() - 32, bold=True),
                ink,
            )


class RaceBoard(Painted):
    """The families in status order (BOR-07), each with its lot value against the win total.

    Each family's line is an item of its own (`_Line`), kept as a picture: a change of one
    family's value or members redraws that line, and a change of order only moves the lines."""

    def __init__(self, width: float, looks: list[tuple[str, str, str]], room: float) -> None:
        super().__init__(width, room)
        self.looks = looks
        self.view: dict[str, Any] = {}
        self.ROW = max(32.0, min(52.0, (room - 100) / max(1, len(looks))))
        self.set_size(width, 64 + self.ROW * len(looks) + 36)
        self.lines: dict[int, _Line] = {}
        self._shown = _standing({})  # what the panel and its lines show now (see set_view)

    def set_view(self, view: dict[str, Any]) -> None:
        """Show the public standing (redrawn only if what the panel shows changed)."""
        shown = _standing(view)
        before, self._shown = self._shown, shown
        self.view = view
        if shown == before:
            return
        target = int(view.get("win_value", 30))
        if _frame(shown) != _frame(before):
            self.setToolTip(
                translate(
                    "BorgataSide",
                    "Status orders play: total value of controlled lots, then members in the "
                    "city, then money, then seat (BOR-07). A family wins at once by controlling "
                    "Stadshuset and the four corner lots, by being the only family left in the "
                    "city, or by controlling lots worth {target} (BOR-09).",
                ).format(target=target)
            )
            self.update()
        players = view.get("players") or []
        order = view.get("status_order") or list(range(len(players)))
        placed: set[int] = set()
        for rank, f in enumerate(order):
            if f >= len(players) or f >= len(self.looks):
                continue
            line = self.lines.get(f)
            if line is None:
                line = self.lines[f] = _Line(self, f)
            p = players[f]
            line.set_line(int(p.get("value", 0)), int(p.get("members", 0)), target)
            line.setPos(0, 62 + rank * self.ROW)
            line.show()
            placed.add(f)
        for f, line in self.lines.items():
            if f not in placed:
                line.hide()

    def row_rect(self, family: int) -> QRectF | None:
        """The family's line on the board, in item coordinates (None: not at the table)."""
        players = self.view.get("players") or []
        order = self.view.get("status_order") or list(range(len(players) or len(self.looks)))
        if family not in order:
            return None
        return QRectF(8, 62 + order.index(family) * self.ROW, self.w - 16, self.ROW)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        """A dark panel: its title, the win conditions, the bank, the ranks, the police cars
        and the deck (each family's line is drawn by its own item)."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.strings = []
        view = self.view
        painter.setPen(QPen(QColor(look.BRASS_DARK), 1.5))
        painter.setBrush(QColor("#2E2620"))
        painter.drawRoundedRect(QRectF(0, 0, self.w, self.h), 12, 12)
        target = int(view.get("win_value", 30))
        self.say(
            painter,
            QRectF(18, 1, self.w - 36, 30),  # rows of 30: at 1000x680 text of 26 was unreadable
            translate("BorgataSide", "Status"),
            look.font(13, bold=True, caps=True),
            look.BRASS,
        )
        self.say(
            painter,
            QRectF(18, 31, self.w - 36, 30),
            translate(
                "BorgataSide",
                "Win: Stadshuset + 4 corners · last family in the city · lots worth {n}",
            ).format(n=target),
            look.fitted(
                translate(
                    "BorgataSide",
                    "Win: Stadshuset + 4 corners · last family in the city · lots worth {n}",
                ).format(n=target),
                15,
                self.w - 36,
            ),
            "#CDBBA2",
        )
        plate = QRectF(self.w - 150, 2, 136, 28)  # the bank, where payments fly (issue 18)
        painter.setPen(QPen(QColor(look.BRASS), 1.5))
        painter.setBrush(QColor("#3A2F22"))
        painter.drawRoundedRect(plate, 8, 8)
        bank = "$ " + words.say(BANK)
        self.say(painter, plate, bank, look.font(12, bold=True, caps=True), look.BRASS,
                 Qt.AlignmentFlag.AlignCenter)  # fmt: skip
        players = view.get("players") or []
        order = view.get("status_order") or list(range(len(players)))
        for rank, f in enumerate(order):
            if f >= len(players) or f >= len(self.looks):
                continue
            self.say(
                painter,
                QRectF(14, 62 + rank * self.ROW, 26, self.ROW),
                f"{rank + 1}.",
                look.font(15, bold=True),
                look.BRASS,
            )
        y = 62 + len(order) * self.ROW + 4
        cars = translate("BorgataSide", "Police cars {n}/{limit}").format(
            n=view.get("police_cars", 0), limit=view.get("police_limit", 5)
        )
        deck = translate("BorgataSide", "District deck {n}").format(n=view.get("deck_left", 0))
        alt = (
            translate("BorgataSide", "Alt 1: every envelope is paid")
            if view.get("envelope_money") == "alt1"
            else translate("BorgataSide", "Alt 2: only winning envelopes are paid")
        )
        line = "   ·   ".join((cars, deck, alt))
        self.say(
            painter,
            QRectF(18, y, self.w - 36, 30),
            line,
            look.fitted(line, 13, self.w - 36),
            "#A8967E",
        )


class _Line(Painted):
    """One family's line of the standing: token, name, its lot value as a bar and as a number
    against the win total, and its members in the city (drawn at the line's own origin)."""

    layer = True  # a part of the standing's picture, not another thing (rule_card.py)

    def __init__(self, board: RaceBoard, family: int) -> None:
        super().__init__(board.w, board.ROW)
        self.board = board
        self.family = family
        self.shown: tuple[int, int, int] | None = None  # (value, members, target) drawn
        self.setParentItem(board)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # tooltips: the board's

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt name)
        """The line, inside the panel."""
        return QRectF(40, 0, self.w - 44, self.h)

    def set_line(self, value: int, members: int, target: int) -> None:
        """Show these figures (drawn again only if they changed)."""
        if (value, members, target) != self.shown:
            self.shown = (value, members, target)
            self.update()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        """The family's token, name, bar and figures."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.strings = []
        if self.shown is None or self.family >= len(self.board.looks):
            return
        value, members, target = self.shown
        name, colour, shape = self.board.looks[self.family]
        row, w = self.h, self.w
        bar_left, bar_right = 210.0, w - 168  # room for the figures at the floor size too
        mid = row / 2
        tokens.paint_token(painter, shape, colour, QRectF(42, mid - 12, 24, 24))
        self.say(
            painter,
            QRectF(72, 0, bar_left - 80, row),
            name,
            look.fitted(name, 17, bar_left - 82, bold=True),
            look.CREAM,
        )
        track = QRectF(bar_left, mid - 9, bar_right - bar_left, 18)
        painter.setPen(QPen(QColor(look.BRASS_DARK), 1))
        painter.setBrush(QColor("#1E1915"))
        painter.drawRoundedRect(track, 8, 8)
        if value:
            filled = QRectF(track)
            filled.setWidth(track.width() * min(1.0, value / max(1, target)))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(colour))
            painter.drawRoundedRect(filled, 8, 8)
        self.say(
            painter,
            QRectF(bar_right + 6, 0, 64, row),
            f"{value}/{target}",
            look.font(15, bold=True),
            look.CREAM,
        )
        self.say(
            painter,
            QRectF(bar_right + 74, 0, w - bar_right - 78, row),
            translate("BorgataSide", "{n} in city").format(n=members),
            look.font(13),
            "#CDBBA2",
        )


def _frame(standing: tuple[Any, ...]) -> tuple[Any, ...]:
    """What the panel itself draws of the standing (the lines draw the rest): the win total,
    how many ranks, the police cars, the deck and the envelope rule."""
    win, order, _players, cars, limit, deck, money = standing
    return (win, len(order), cars, limit, deck, money)


def _standing(view: dict[str, Any]) -> tuple[Any, ...]:
    """What the status panel draws from the view: a step that leaves it equal draws nothing."""
    players = tuple((p.get("value", 0), p.get("members", 0)) for p in view.get("players") or [])
    return (
        view.get("win_value", 30),
        tuple(view.get("status_order") or ()),
        players,
        view.get("police_cars", 0),
        view.get("police_limit", 5),
        view.get("deck_left", 0),
        view.get("envelope_money"),
    )


class ContactItem(Painted):
    """One contact card at the side: its name, pictogram and holder (BOR-17..BOR-26)."""

    clicked = Signal(str)
    W = 314.0

    def __init__(self, contact_id: str, looks: list[tuple[str, str, str]], height: float) -> None:
        super().__init__(self.W, height)
        self.cid = contact_id
        self.looks = looks
        self.contact: dict[str, Any] = {"id": contact_id, "name": contact_id}
        self.role: str | None = None
        self.hover = False
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.glow = _Glow(self)  # its light for a choice: lit or dimmed without redrawing the card
        self.tip_from: object = None  # what the tooltip was written from (the scene compares)

    def set_contact(self, contact: dict[str, Any]) -> None:
        """Show the card as the public view has it (redrawn only if it changed)."""
        if contact != self.contact:
            self.contact = contact
            self.update()

    def set_role(self, role: str | None) -> None:
        """'target': the seat may play it now; 'selected': it is being played."""
        if role != self.role:
            self.role = role
            self.setCursor(
                Qt.CursorShape.PointingHandCursor if role else Qt.CursorShape.ArrowCursor
            )
            self.glow.setVisible(bool(role))
            self.glow.update()

    def mousePressEvent(self, event) -> None:  # noqa: N802 (Qt name)
        """Take the press so the view does not drag."""
        event.accept()

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802 (Qt name)
        """A click on the card."""
        if QRectF(0, 0, self.w, self.h).contains(event.pos()):
            self.clicked.emit(self.cid)

    def hoverEnterEvent(self, event) -> None:  # noqa: N802 (Qt name)
        """Brighten under the pointer."""
        self.hover = True
        self.glow.update()

    def hoverLeaveEvent(self, event) -> None:  # noqa: N802 (Qt name)
        """Back to normal."""
        self.hover = False
        self.glow.update()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        """A dark card; its holder's colour on the edge."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.strings = []
        c = self.contact
        holder = c.get("holder")
        card = QRectF(0, 0, self.w, self.h)
        edge = self.looks[holder][1] if holder is not None and holder < len(self.looks) else ""
        painter.setPen(QPen(QColor(edge or look.BRASS_DARK), 4 if edge else 1.5))
        painter.setBrush(QColor("#312821"))
        painter.drawRoundedRect(card, 12, 12)
        disc = QRectF(12, (self.h - 60) / 2, 60, 60)
        painter.setPen(QPen(QColor(look.BRASS_DARK), 1.5))
        painter.setBrush(QColor("#1D1815"))
        painter.drawEllipse(disc)
        paint_icon(painter, self.cid, disc.adjusted(10, 10, -10, -10), look.BRASS)
        name = str(c.get("name", ""))
        self.say(
            painter,
            QRectF(84, 8, self.w - 96, 28),
            name,
            look.fitted(name, 19, self.w - 100, bold=True),
            look.CREAM,
        )
        english = words.gloss(c.get("name", ""), c.get("english", ""))
        line = max(20.0, legible.line_height(self, 13))
        response = c.get("kind") == "response"
        width = self.w - (84 + 110 if response else 96)
        self.say(painter, QRectF(84, 34, width, line), english, look.font(13, italic=True),
                 "#B7A58C")  # fmt: skip
        if response:
            tag = QRectF(self.w - 104, 35, 92, max(18.0, legible.line_height(self, 10.5, True)))
            painter.setPen(QPen(QColor(look.BRASS), 1))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(tag, 9, 9)
            self.say(
                painter,
                tag,
                translate("BorgataSide", "response"),
                look.font(10.5, bold=True, caps=True),
                look.BRASS,
                Qt.AlignmentFlag.AlignCenter,
            )
        # as tall as the least readable line needs (at 1000x680 a row of 26 was too low for it,
        # and the holder's name or "on the table" was left out)
        row_h = max(26.0, legible.line_height(self, 14))
        holder_row = QRectF(84, self.h - 10 - row_h, self.w - 96, row_h)
        if holder is not None and holder < len(self.looks):
            who, colour, shape = self.looks[holder]
            token = QRectF(84, holder_row.center().y() - 10, 20, 20)
            tokens.paint_token(painter, shape, colour, token)
            self.say(
                painter,
                holder_row.adjusted(28, 0, 0, 0),
                who,
                look.fitted(who, 16, holder_row.width() - 30, bold=True),
                look.CREAM,
            )
        else:
            where = (
                translate("BorgataSide", "in the envelopes")
                if c.get("on_auction")
                else translate("BorgataSide", "on the table")
            )
            self.say(painter, holder_row, where, look.font(14, italic=True), "#9C8C78")
        # (the light for a choice is the glow's: see _Glow)


class _Glow(QGraphicsItem):
    """A contact card's light while it may be played ('target') or is being played
    ('selected'), drawn over the card: lighting the cards for a choice, or the pointer passing
    over one, redraws only this ring, not the card's texts beneath."""

    layer = True  # a part of the card's picture, not another thing on the board (rule_card.py)

    def __init__(self, card: ContactItem) -> None:
        super().__init__(card)
        self.card = card
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # clicks and hover: the card's
        self.hide()  # until the card is lit

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt name)
        """The card's own bounds, glow included."""
        return self.card.boundingRect()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        """The ring of the card's role, brighter under the pointer."""
        card = self.card
        if not card.role:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        box = QRectF(0, 0, card.w, card.h)
        glow = QColor(look.GLOW)
        widths = ((14, 50), (8, 100), (4, 255)) if card.role == "selected" else ((4, 220),)
        for width, alpha in widths:
            glow.setAlpha(min(255, alpha + (50 if card.hover else 0)))
            painter.setPen(QPen(glow, width))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(box.adjusted(-1, -1, 1, 1), 13, 13)


class EndBanner(Painted):
    """The winner across the city at the end (BOR-09), in the family's colour."""

    H = 150.0

    def __init__(self, width: float, winner: tuple[str, str, str], reason: str) -> None:
        super().__init__(width, self.H)
        self.winner = winner
        self.reason = reason
        self.setZValue(40)
        self.setToolTip(typed.tip(reason))

    def paint(self, painter: QPainter, option, widget=None) -> None:
        """A dark band with a brass rim, the winner's token, name and the condition met."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.strings = []
        name, colour, shape = self.winner
        band = QRectF(0, 0, self.w, self.h)
        painter.setPen(QPen(QColor(look.BRASS), 3))
        painter.setBrush(QColor(24, 19, 16, 240))
        painter.drawRoundedRect(band, 16, 16)
        painter.setPen(QPen(QColor(colour), 6))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(band.adjusted(8, 8, -8, -8), 11, 11)
        tokens.paint_token(painter, shape, colour, QRectF(34, 37, 76, 76))
        title = translate("BorgataSide", "{name} rules the city").format(name=name)
        self.say(
            painter,
            QRectF(132, 18, self.w - 160, 60),
            title,
            look.fitted(title, 44, self.w - 160, bold=True),
            look.CREAM,
        )
        reason = self.reason[:1].upper() + self.reason[1:]
        self.strings.append(reason)
        legible.paint_text(
            painter,
            QRectF(132, 78, self.w - 160, 60),
            reason + " (BOR-09)",
            look.font(19),
            QColor("#E9CFA0"),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
        )
