"""The 40 fields of the Glad-o-polis track: where each lies and how it is painted.

Each field is one item that paints itself from its slice of the public view: group colour band on
the inner side, name, price, the owner's colour on the outer edge, Bauvorhaben as houses and the
Leuchtturmprojekt as a tower, mortgaged fields hatched. Text stays upright for every seat.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import QGraphicsObject, QGraphicsSceneMouseEvent

from ... import tokens

BOARD = 1100.0
CORNER = 150.0
EDGE = (BOARD - 2 * CORNER) / 9
BAND = 26.0
PAPER = "#FBF5E9"
RULE = "#8C7B66"
INK = "#3A322A"
MUTED = "#7D7062"
HIGHLIGHT = "#D9822B"
ICONS = {
    "event": "?",
    "tax": "€",
    "hub": "✈",
    "utility": "⚡",
    "council": "§",
    "fest": "★",
    "go_hinterzimmer": "⚑",
}


def field_rect(pos: int) -> tuple[QRectF, str]:
    """The field's rectangle on the board and its inner side ('top', 'right', 'bottom', 'left')."""
    b, c, w = BOARD, CORNER, EDGE
    if pos == 0:
        return QRectF(b - c, b - c, c, c), "corner"
    if pos < 10:
        return QRectF(b - c - pos * w, b - c, w, c), "top"
    if pos == 10:
        return QRectF(0, b - c, c, c), "corner"
    if pos < 20:
        return QRectF(0, b - c - (pos - 10) * w, c, w), "right"
    if pos == 20:
        return QRectF(0, 0, c, c), "corner"
    if pos < 30:
        return QRectF(c + (pos - 21) * w, 0, w, c), "bottom"
    if pos == 30:
        return QRectF(b - c, 0, c, c), "corner"
    return QRectF(b - c, c + (pos - 31) * w, c, w), "left"


SUFFIXES = ("promenade", "geschehen", "bahnhof", "sitzung", "straße", "steuer", "garten", "zimmer",
            "platz", "markt", "gasse", "acker", "wiese", "blick", "depot", "hafen", "werke",
            "werk", "hain", "hang", "ring", "höhe", "weg", "hof", "tor", "gießer")  # fmt: skip
WRAP = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap


def hyphenate(name: str) -> str:
    """Break long compound words before known endings: 'Gewerbesteuer' -> 'Gewerbe-\nsteuer'."""
    return " ".join(_split(word) for word in name.split(" "))


def _split(word: str) -> str:
    for suffix in SUFFIXES:
        if word.lower().endswith(suffix) and len(word) - len(suffix) >= 3:
            return _split(word[: -len(suffix)]) + "-\n" + word[-len(suffix) :]
    return word


def fit(text: str, box: QRectF, largest: int, smallest: int = 10) -> tuple[QFont, str]:
    """The largest bold font (and plain or hyphenated text) that fits the box."""
    font = QFont()
    font.setBold(True)
    for px in range(largest, smallest - 1, -1):
        font.setPixelSize(px)
        metrics = QFontMetricsF(font)
        for candidate in (text, hyphenate(text)):
            widest = max(metrics.horizontalAdvance(part) for part in candidate.split("\n"))
            bound = metrics.boundingRect(box, WRAP, candidate)
            if widest <= box.width() and bound.height() <= box.height():
                return QFont(font), candidate
    return QFont(font), hyphenate(text)


def token_slot(pos: int, index: int, count: int, inside: bool = False) -> QPointF:
    """Where the index-th of `count` tokens stands on a field (the Hinterzimmer has two parts)."""
    rect, side = field_rect(pos)
    if pos == 10:
        if inside:
            box = QRectF(rect.left() + 46, rect.top() + 8, rect.width() - 54, rect.height() - 54)
        else:  # just visiting: the strip along the outer edges
            spots = [(24, rect.height() - 22), (24, 60), (70, rect.height() - 22),
                     (116, rect.height() - 22), (24, 100), (24, 20)]  # fmt: skip
            x, y = spots[index % len(spots)]
            return QPointF(rect.left() + x, rect.top() + y)
    else:
        box = _outer_half(rect, side)
    cols = 2 if count > 1 else 1
    rows = (count + 1) // 2
    col, row = index % cols, index // cols
    x = box.left() + box.width() * (col + 0.5) / cols
    y = box.top() + box.height() * (row + 0.5) / max(1, rows)
    return QPointF(x, y)


def _outer_half(rect: QRectF, side: str) -> QRectF:
    """The half of a field away from the board's middle, where tokens stand."""
    if side == "top":  # bottom row: its inner side is at the top
        return QRectF(
            rect.left() + 6, rect.center().y() + 4, rect.width() - 12, rect.height() / 2 - 26
        )
    if side == "bottom":
        return QRectF(rect.left() + 6, rect.top() + 22, rect.width() - 12, rect.height() / 2 - 26)
    if side == "left":  # right column: its inner side is on the left
        return QRectF(rect.right() - 58, rect.top() + 4, 44, rect.height() - 8)
    if side == "right":
        return QRectF(rect.left() + 14, rect.top() + 4, 44, rect.height() - 8)
    return rect.adjusted(14, 14, -14, -14)


def walk_points(src: int, steps: int, dest: int) -> list[int]:
    """The fields passed on a forward move, ending on `dest`."""
    out = [(src + k) % 40 for k in range(1, steps + 1)]
    if not out or out[-1] != dest:
        out.append(dest)
    return out


class FieldItem(QGraphicsObject):
    """One field; `clicked` when the players click it while it is highlighted."""

    clicked = Signal(int)

    def __init__(self, pos: int, data: dict[str, Any], group_colour: str) -> None:
        super().__init__()
        self.index = pos
        self.rect, self.side = field_rect(pos)
        self.setPos(self.rect.topLeft())
        self.local = QRectF(0, 0, self.rect.width(), self.rect.height())
        self.kind = data["kind"]
        self.name = data["name"]
        self.price = data["price"]
        self.group_colour = group_colour
        self.owner = -1
        self.level = 0
        self.mortgaged = False
        self.owner_colour = ""
        self.owner_shape = ""
        self.lit = False
        self._layout = self._plan()
        self.setAcceptHoverEvents(True)
        self.setCacheMode(QGraphicsObject.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt name)
        """The field itself, plus a hair for the highlight."""
        return self.local.adjusted(-3, -3, 3, 3)

    def set_state(self, field: dict[str, Any], colour: str, shape: str) -> bool:
        """Take the field's public state; True if anything drawn changed."""
        state = (field["owner"], field["level"], field["mortgaged"], colour, shape)
        old = (self.owner, self.level, self.mortgaged, self.owner_colour, self.owner_shape)
        if state == old:
            return False
        self.owner, self.level, self.mortgaged, self.owner_colour, self.owner_shape = state
        self.update()
        return True

    def set_lit(self, lit: bool) -> None:
        """Highlight as a place the seat to act may click."""
        if lit != self.lit:
            self.lit = lit
            self.setCursor(Qt.CursorShape.PointingHandCursor if lit else Qt.CursorShape.ArrowCursor)
            self.setZValue(5 if lit else 0)
            self.update()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 (Qt name)
        """A click on a highlighted field."""
        if self.lit and event.button() == Qt.MouseButton.LeftButton:
            self.clicked.emit(self.index)
            event.accept()
            return
        super().mousePressEvent(event)

    # ----- painting --------------------------------------------------------------------------------
    def paint(self, p: QPainter, _option, _widget=None) -> None:
        """Paper, band, texts, owner, buildings, mortgage, highlight."""
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.local
        p.setPen(QPen(QColor(RULE), 1.2))
        p.setBrush(QColor(PAPER if self.kind != "council" else "#F4EBDD"))
        p.drawRect(r)
        body = QRectF(r)
        if self.kind == "district":
            band = self._band(r)
            p.setBrush(QColor(self.group_colour))
            p.drawRect(band)
            body = self._without(r, band)
            self._buildings(p, band)
        if self.mortgaged:
            self._hatch(p, body)
        if self.side == "corner":
            self._corner(p, r)
        else:
            self._texts(p, body)
        if self.owner >= 0:
            self._owner(p, r)
        if self.lit:
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(QPen(QColor(HIGHLIGHT), 5))
            p.drawRoundedRect(r.adjusted(2.5, 2.5, -2.5, -2.5), 4, 4)

    def _band(self, r: QRectF) -> QRectF:
        if self.side == "top":
            return QRectF(r.left(), r.top(), r.width(), BAND)
        if self.side == "bottom":
            return QRectF(r.left(), r.bottom() - BAND, r.width(), BAND)
        if self.side == "left":
            return QRectF(r.left(), r.top(), BAND, r.height())
        return QRectF(r.right() - BAND, r.top(), BAND, r.height())

    def _without(self, r: QRectF, band: QRectF) -> QRectF:
        if self.side == "top":
            return r.adjusted(0, BAND, 0, 0)
        if self.side == "bottom":
            return r.adjusted(0, 0, 0, -BAND)
        if self.side == "left":
            return r.adjusted(BAND, 0, 0, 0)
        return r.adjusted(0, 0, -BAND, 0)

    def _outer_strip(self, r: QRectF, t: float) -> QRectF:
        if self.side == "top":
            return QRectF(r.left(), r.bottom() - t, r.width(), t)
        if self.side == "bottom":
            return QRectF(r.left(), r.top(), r.width(), t)
        if self.side == "left":
            return QRectF(r.right() - t, r.top(), t, r.height())
        if self.side == "right":
            return QRectF(r.left(), r.top(), t, r.height())
        return QRectF(r.left(), r.bottom() - t, r.width(), t)

    def _plan(self) -> dict[str, Any]:
        """Where name, icon and price go on this field, and the name's font (computed once)."""
        r = self.local
        body = QRectF(r)
        if self.kind == "district":
            body = self._without(r, self._band(r))
        inner = body.adjusted(4, 5, -4, -5)
        icon = ICONS.get(self.kind, "")
        horizontal = self.side in ("left", "right")
        icon_box = QRectF()
        if horizontal:
            # the name on the inner half, beside the icon; tokens stand on the outer half
            width = inner.width() - 48
            if self.side == "left":
                inner = QRectF(inner.left(), inner.top(), width, inner.height())
            else:
                inner = QRectF(inner.right() - width, inner.top(), width, inner.height())
            name_box = QRectF(inner.left(), inner.top(), inner.width(), inner.height() - 18)
            if icon:
                icon_box = QRectF(inner.left(), inner.top(), inner.width(), 30)
                name_box = QRectF(
                    inner.left(), inner.top() + 26, inner.width(), inner.height() - 28
                )
            price_box = QRectF(inner.left(), inner.bottom() - 16, inner.width(), 16)
        else:
            # the name on the inner half; tokens stand on the outer half
            half = inner.height() * 0.55
            top = inner.top() if self.side == "top" else inner.bottom() - half
            name_box = QRectF(inner.left(), top, inner.width(), half)
            if icon:
                icon_box = QRectF(inner.left(), top, inner.width(), 34)
                name_box = QRectF(inner.left(), top + 32, inner.width(), half - 32)
            far = inner.bottom() - 24 if self.side == "top" else inner.top() + 8
            price_box = QRectF(inner.left(), far, inner.width() - 20, 16)
        font, text = fit(self.name, name_box, 15, 9)
        return {"name": name_box, "font": font, "text": text, "icon": icon, "icon_box": icon_box,
                "price": price_box}  # fmt: skip

    def _texts(self, p: QPainter, _body: QRectF) -> None:
        plan = self._layout
        if plan["icon"]:
            big = QFont(plan["font"])
            big.setPixelSize(26)
            p.setFont(big)
            p.setPen(QColor("#6E5A48"))
            p.drawText(plan["icon_box"], Qt.AlignmentFlag.AlignCenter, plan["icon"])
        p.setFont(plan["font"])
        p.setPen(QColor(INK))
        p.drawText(plan["name"], WRAP, plan["text"])
        if self.price:
            small = QFont(plan["font"])
            small.setPixelSize(12)
            small.setBold(self.mortgaged)
            p.setFont(small)
            p.setPen(QColor("#A8322A" if self.mortgaged else MUTED))
            text = "Hypothek" if self.mortgaged else f"{self.price:,} €"
            p.drawText(plan["price"], Qt.AlignmentFlag.AlignCenter, text)

    def _corner(self, p: QPainter, r: QRectF) -> None:
        font = QFont(p.font())
        font.setBold(True)
        if self.kind == "los":
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor("#E9DDC5"))
            p.drawRect(r.adjusted(1, 1, -1, -1))
            font.setPixelSize(40)
            p.setFont(font)
            p.setPen(QColor("#B23A2E"))
            p.drawText(r.adjusted(0, 10, 0, -40), Qt.AlignmentFlag.AlignCenter, "LOS")
            arrow = QPolygonF([QPointF(r.right() - 18, r.bottom() - 30),
                               QPointF(r.left() + 40, r.bottom() - 30),
                               QPointF(r.left() + 40, r.bottom() - 42),
                               QPointF(r.left() + 18, r.bottom() - 24),
                               QPointF(r.left() + 40, r.bottom() - 6),
                               QPointF(r.left() + 40, r.bottom() - 18),
                               QPointF(r.right() - 18, r.bottom() - 18)])  # fmt: skip
            p.setBrush(QColor("#B23A2E"))
            p.setPen(Qt.PenStyle.NoPen)
            p.drawPolygon(arrow)
            font.setPixelSize(12)
            font.setBold(False)
            p.setFont(font)
            p.setPen(QColor(INK))
            p.drawText(r.adjusted(6, 6, -6, 0), Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignHCenter,
                       "2,000 € + 1 BG")  # fmt: skip
            return
        if self.kind == "hinterzimmer":
            room = QRectF(r.left() + 46, r.top() + 8, r.width() - 54, r.height() - 54)
            p.setBrush(QColor("#5B4636"))
            p.setPen(QPen(QColor(RULE), 1.2))
            p.drawRect(room)
            p.setPen(QPen(QColor("#2E2219"), 3))
            for k in range(1, 5):
                x = room.left() + room.width() * k / 5
                p.drawLine(QPointF(x, room.top()), QPointF(x, room.bottom()))
            font.setPixelSize(13)
            p.setFont(font)
            p.setPen(QColor("#F3E9DA"))
            p.drawText(room.adjusted(0, 4, 0, 0), Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignHCenter,
                       "Hinter-\nzimmer")  # fmt: skip
            font.setPixelSize(11)
            font.setBold(False)
            p.setFont(font)
            p.setPen(QColor(MUTED))
            p.drawText(QRectF(r.left() + 40, r.bottom() - 44, r.width() - 40, 40),
                       Qt.AlignmentFlag.AlignCenter, "nur zu Besuch")  # fmt: skip
            return
        icon = ICONS.get(self.kind, "")
        font.setPixelSize(52)
        p.setFont(font)
        p.setPen(QColor("#B5643C" if self.kind == "fest" else "#5B4636"))
        p.drawText(r.adjusted(0, 8, 0, -46), Qt.AlignmentFlag.AlignCenter, icon)
        font.setPixelSize(15)
        p.setFont(font)
        p.setPen(QColor(INK))
        p.drawText(r.adjusted(6, r.height() - 56, -6, -6),
                   Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.name)  # fmt: skip

    def _owner(self, p: QPainter, r: QRectF) -> None:
        strip = self._outer_strip(r, 10)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(self.owner_colour))
        p.drawRect(strip)
        size = 18
        if self.side == "top":
            c = QPointF(r.right() - 13, strip.top() - 13)
        elif self.side == "bottom":
            c = QPointF(r.right() - 13, strip.bottom() + 13)
        elif self.side == "left":
            c = QPointF(strip.left() - 13, r.bottom() - 13)
        else:
            c = QPointF(strip.right() + 13, r.bottom() - 13)
        tokens.paint_token(
            p,
            self.owner_shape,
            self.owner_colour,
            QRectF(c.x() - size / 2, c.y() - size / 2, size, size),
        )

    def _buildings(self, p: QPainter, band: QRectF) -> None:
        if not self.level:
            return
        if self.level >= 5:
            self._tower(p, band)
            return
        n = self.level
        vertical = self.side in ("left", "right")
        span = band.height() if vertical else band.width()
        size = min(17.0, (span - 8) / 4 - 2)
        for k in range(n):
            offset = (span - n * (size + 3)) / 2 + k * (size + 3)
            if vertical:
                x, y = band.center().x() - size / 2, band.top() + offset
            else:
                x, y = band.left() + offset, band.center().y() - size / 2
            house = QPainterPath()
            house.moveTo(x, y + size * 0.45)
            house.lineTo(x + size / 2, y)
            house.lineTo(x + size, y + size * 0.45)
            house.lineTo(x + size, y + size)
            house.lineTo(x, y + size)
            house.closeSubpath()
            p.setPen(QPen(QColor("#FFFDF6"), 1.4))
            p.setBrush(QColor("#2F6B3F"))
            p.drawPath(house)

    def _tower(self, p: QPainter, band: QRectF) -> None:
        c = band.center()
        h = min(band.width(), band.height()) - 4
        path = QPainterPath()
        path.moveTo(c.x() - h * 0.28, c.y() + h / 2)
        path.lineTo(c.x() - h * 0.14, c.y() - h * 0.25)
        path.lineTo(c.x() + h * 0.14, c.y() - h * 0.25)
        path.lineTo(c.x() + h * 0.28, c.y() + h / 2)
        path.closeSubpath()
        p.setPen(QPen(QColor("#FFFDF6"), 1.4))
        p.setBrush(QColor("#B23A2E"))
        p.drawPath(path)
        p.setBrush(QColor("#FFD66B"))
        p.drawEllipse(QPointF(c.x(), c.y() - h * 0.36), h * 0.14, h * 0.14)

    def _hatch(self, p: QPainter, body: QRectF) -> None:
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor("#ECE4D6"))
        p.drawRect(body.adjusted(0.6, 0.6, -0.6, -0.6))
        p.setBrush(QBrush(QColor(120, 105, 90, 70), Qt.BrushStyle.BDiagPattern))
        p.drawRect(body)
