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
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import QGraphicsObject, QGraphicsSceneMouseEvent

from stadsliv_qt.games.gladopolis.data import default_data

from ... import tokens, words
from ...scenes import legible

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


def los_pay() -> str:
    """What LOS pays as the board prints it (GLA-07), in the table's language ("2 000 € + 1 BG")."""
    params = default_data().params
    cash = words.money_whole(params["los_money"], "eur")
    bg = words.money_whole(params["los_bg"], "bg")
    return f"{cash} +\u00a0{bg}"  # on two lines, if need be, before the "+"


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
            "werk", "hain", "hang", "ring", "höhe", "weg", "hof", "tor", "gießer", "bahn",
            "wohnung")  # fmt: skip
WRAP = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap


def hyphenate(name: str) -> tuple[str, str]:
    """Where a long name may break: first only between the parts of a compound (Gewerbe|steuer),
    then between syllables too; soft hyphens, so a word breaks only where it must."""
    parts = " ".join(_split(word) for word in name.split(" "))
    return parts, " ".join(legible.syllables(word) for word in parts.split(" "))


def _split(word: str) -> str:
    for suffix in SUFFIXES:
        if word.lower().endswith(suffix) and len(word) - len(suffix) >= 3:
            return _split(word[: -len(suffix)]) + legible.SHY + word[-len(suffix) :]
    return word


TOKEN = 34.0  # a token's size on the board (items.TokenItem)
NAME_PX = 15.0  # a field's name as designed (scene units); smaller only where it must be
TOKENS_DEPTH = 36.0  # along an edge field: the strip at its outer end where tokens stand
TOKENS_ACROSS = 40.0  # on the side columns: the strip at the outer end (tokens stand two wide)
CORNER_TOKENS = 46.0  # LOS and the two top corners: the band of tokens


def token_zone(pos: int, inside: bool = False) -> QRectF:
    """The part of a field where its tokens stand (scene units); no text is drawn there."""
    rect, side = field_rect(pos)
    x, y, w, h = rect.left(), rect.top(), rect.width(), rect.height()
    if pos == 10:
        if inside:  # in the Hinterzimmer: the lower part of the room, under its name
            return QRectF(x + 48, y + 58, w - 54, 34)
        return QRectF(x + 4, y + 4, 38, h - 8)  # just visiting: the strip along the outer edge
    if side == "corner":
        if pos == 0:  # LOS: under the amount and the word, over the arrow
            return QRectF(x + 8, y + h - 4 - CORNER_TOKENS, w - 16, CORNER_TOKENS)
        return QRectF(x + 8, y + 4, w - 16, CORNER_TOKENS)  # the top corners: their outer edge
    if side == "top":  # the bottom row: its inner side is at the top, tokens at the bottom
        return QRectF(x + 4, y + h - 4 - TOKENS_DEPTH, w - 8, TOKENS_DEPTH)
    if side == "bottom":
        return QRectF(x + 4, y + 4, w - 8, TOKENS_DEPTH)
    if side == "left":  # the right column: its inner side is on the left
        return QRectF(x + w - 2 - TOKENS_ACROSS, y + 2, TOKENS_ACROSS, h - 4)
    return QRectF(x + 2, y + 2, TOKENS_ACROSS, h - 4)


def token_slot(pos: int, index: int, count: int, inside: bool = False) -> QPointF:
    """Where the index-th of `count` tokens stands on a field: inside its token zone."""
    box = token_zone(pos, inside)
    if pos == 10 and not inside:  # one above the other along the outer edge
        step = (box.height() - 34) / 5
        return QPointF(box.center().x(), box.top() + 17 + step * (index % 6))
    wide = box.width() >= 2 * box.height()  # a band across: up to three side by side
    cols = min(count, 3) if wide else (2 if count > 1 else 1)
    rows = max(1, (count + cols - 1) // cols)
    col, row = index % cols, index // cols
    half = TOKEN / 2  # whole tokens stay inside the zone; crowded ones overlap each other
    x = (
        box.center().x()
        if cols == 1
        else box.left() + half + (box.width() - TOKEN) * col / (cols - 1)
    )
    y = (
        box.center().y()
        if rows == 1
        else box.top() + half + (box.height() - TOKEN) * row / (rows - 1)
    )
    return QPointF(x, y)


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
        self._layout: dict[str, Any] = {}
        self._layout_key: tuple[Any, ...] = ()
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
        plan = self.plan()
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
            self._corner(p, r, plan)
        else:
            self._texts(p, plan)
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

    def _depth(self, d0: float, d1: float, pad: float = 4.0) -> QRectF:
        """The part of the field from depth d0 to d1, measured from its inner (board) side."""
        w, h = self.local.width(), self.local.height()
        if self.side == "top":
            return QRectF(pad, d0, w - 2 * pad, d1 - d0)
        if self.side == "bottom":
            return QRectF(pad, h - d1, w - 2 * pad, d1 - d0)
        if self.side == "left":
            return QRectF(d0, pad, d1 - d0, h - 2 * pad)
        return QRectF(w - d1, pad, d1 - d0, h - 2 * pad)

    def price_text(self) -> str:
        """The price as printed, or Hypothek on a mortgaged field ('' if it has none)."""
        if self.mortgaged:
            return "Hypothek"
        return words.money(self.price, "eur") if self.price else ""

    def plan(self) -> dict[str, Any]:
        """Where name, icon and price go at the board's current scale (legible.py), and in
        which fonts: made again only when the scale, the text size or the price line change."""
        key = (legible.lowest(self), legible.scale_and_factor(self)[1], self.mortgaged, self.level)
        if key != self._layout_key:
            self._layout_key = key
            self._layout = self._corner_plan() if self.side == "corner" else self._edge_plan()
        return self._layout

    def _edge_plan(self) -> dict[str, Any]:
        """Inner strip (band or icon), name, price; tokens stand in the outer strip (token_zone).

        Roomy: the price on its own line next to the tokens. Compact (a small board): the price
        moves into the inner strip (a district's colour band while it has no buildings, or in
        place of the icon), so that the name keeps three lines.
        """
        icon = ICONS.get(self.kind, "")
        price = self.price_text()
        vertical = self.side in ("top", "bottom")
        depth = self.local.height() if vertical else self.local.width()
        outer = depth - 4 - (TOKENS_DEPTH if vertical else TOKENS_ACROSS)
        head = self._depth(0, BAND, 2)
        plan: dict[str, Any] = {"icon": None, "head": None, "name": None, "price": None}
        # names are bold while there is room; on a small board in a plainer, narrower face
        roomy = legible.lowest(self) <= NAME_PX
        name_style: dict[str, Any] = {
            "bold": roomy,
            "lines": 4,
            "hyphenate": hyphenate,
            "squeeze": not roomy,
        }
        if icon:
            plan["icon"] = legible.fit(self, icon, head, 22, bold=True, elide=False)
        if vertical:
            roomy_price = legible.fit(self, price, self._depth(outer - 18, outer - 2), 12,
                                      elide=False) if price else None  # fmt: skip
            if roomy_price is not None or not price:
                bottom = outer - 20 if price else outer - 1
                name_box = self._depth(BAND + 2, bottom, 3)
                name = legible.fit(self, self.name, name_box, NAME_PX, elide=False, **name_style)
                if name is not None:
                    plan.update(name=name, price=roomy_price)
                    return plan
            name_box = self._depth(BAND + 2, outer - 1, 3)
            name = legible.fit(self, self.name, name_box, NAME_PX, **name_style)
            plan["name"] = name
            if price and not self.level:
                plan["head"] = legible.fit(
                    self, price, head, 12, bold=True, squeeze=True, elide=False
                )
                plan["icon"] = None if plan["head"] is not None else plan["icon"]
            return plan
        # the side columns: name over price between the inner strip and the tokens
        text = QRectF(BAND + 2, 3, outer - BAND - 3, self.local.height() - 6)
        if self.side == "right":
            text.moveLeft(self.local.width() - outer + 2)
        if price:  # the price on the last line, if the name can do with the lines above it
            line = legible.fit(self, price, text, 12, squeeze=True, elide=False)
            if line is not None:
                height = QFontMetricsF(line.font).height()
                box = QRectF(text.left(), text.bottom() - height, text.width(), height)
                above = QRectF(text.left(), text.top(), text.width(), box.top() - 2 - text.top())
                name = legible.fit(self, self.name, above, NAME_PX, elide=False, **name_style)
                if name is not None:
                    price_fit = legible.fit(self, price, box, 12, squeeze=True, elide=False)
                    plan.update(name=name, price=price_fit)
                    return plan
        # else the name alone (the price is in the field's tooltip)
        plan["name"] = legible.fit(self, self.name, text, NAME_PX, **name_style)
        return plan

    def _texts(self, p: QPainter, plan: dict[str, Any]) -> None:
        if plan["head"] is not None:
            ink = tokens.ink_on(self.group_colour) if self.kind == "district" else QColor(INK)
            if self.mortgaged:
                ink = QColor("#A8322A") if self.kind != "district" else ink
            legible.draw(p, plan["head"], ink)
        elif plan["icon"] is not None:
            legible.draw(p, plan["icon"], QColor("#6E5A48"))
        legible.draw(p, plan["name"], QColor(INK))
        if plan["price"] is not None:
            legible.draw(p, plan["price"], QColor("#A8322A" if self.mortgaged else MUTED))

    def text_rects(self) -> dict[str, QRectF]:
        """Where this field's texts are drawn now, in scene coordinates (for tests)."""
        plan = self.plan()
        out = {}
        for key, fitted in plan.items():
            if isinstance(fitted, legible.Fit):
                out[key] = self.mapRectToScene(fitted.rect)
        return out

    def _corner_plan(self) -> dict[str, Any]:
        """The corners' words, each in its own part; tokens keep to token_zone()."""
        r = self.local
        zone = token_zone(self.index, False).translated(-self.rect.topLeft())
        if self.kind == "los":
            amount = legible.fit(self, los_pay(), QRectF(6, 5, r.width() - 12, zone.top() - 45),
                                 12, lines=2)  # fmt: skip
            top = (amount.rect.bottom() if amount is not None else 5) + 2
            word = legible.fit(self, "LOS", QRectF(6, top, r.width() - 12, zone.top() - 2 - top),
                               40, bold=True)  # fmt: skip
            return {"amount": amount, "word": word}
        if self.kind == "hinterzimmer":
            room = QRectF(46, 4, r.width() - 50, 88)
            inside = token_zone(10, True).translated(-self.rect.topLeft())
            name = legible.fit(self, "Hinter-\nzimmer", QRectF(room.left() + 2, room.top() + 2,
                               room.width() - 4, inside.top() - room.top() - 4), 13, bold=True,
                               lines=2, squeeze=True)  # fmt: skip
            visit = legible.fit(self, "nur zu Besuch", QRectF(44, room.bottom() + 2,
                                r.width() - 46, r.height() - room.bottom() - 4), 11, lines=2)  # fmt: skip
            return {"room": room, "name": name, "visit": visit}
        icon_box = QRectF(6, zone.bottom() + 2, r.width() - 12, 36)
        name_box = QRectF(
            6, icon_box.bottom() + 2, r.width() - 12, r.height() - icon_box.bottom() - 6
        )
        icon = legible.fit(self, ICONS.get(self.kind, ""), icon_box, 44, bold=True, elide=False)
        name = legible.fit(self, self.name, name_box, 15, bold=True, lines=2, hyphenate=hyphenate,
                           squeeze=True)  # fmt: skip
        return {"icon": icon, "name": name}

    def _corner(self, p: QPainter, r: QRectF, plan: dict[str, Any]) -> None:
        if self.kind == "los":
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor("#E9DDC5"))
            p.drawRect(r.adjusted(1, 1, -1, -1))
            arrow = QPolygonF([QPointF(r.right() - 18, r.bottom() - 30),
                               QPointF(r.left() + 40, r.bottom() - 30),
                               QPointF(r.left() + 40, r.bottom() - 42),
                               QPointF(r.left() + 18, r.bottom() - 24),
                               QPointF(r.left() + 40, r.bottom() - 6),
                               QPointF(r.left() + 40, r.bottom() - 18),
                               QPointF(r.right() - 18, r.bottom() - 18)])  # fmt: skip
            p.setBrush(QColor("#B23A2E"))
            p.drawPolygon(arrow)  # under the tokens: it shows the way round
            legible.draw(p, plan["word"], QColor("#B23A2E"))
            legible.draw(p, plan["amount"], QColor(INK))
            return
        if self.kind == "hinterzimmer":
            room = plan["room"]
            p.setBrush(QColor("#5B4636"))
            p.setPen(QPen(QColor(RULE), 1.2))
            p.drawRect(room)
            p.setPen(QPen(QColor("#2E2219"), 3))
            for k in range(1, 5):
                x = room.left() + room.width() * k / 5
                p.drawLine(QPointF(x, room.top()), QPointF(x, room.bottom()))
            if plan["name"] is not None:  # on a plate, readable over the bars
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(QColor(46, 34, 25, 200))
                p.drawRoundedRect(plan["name"].rect.adjusted(-3, -1, 3, 1), 3, 3)
            legible.draw(p, plan["name"], QColor("#F3E9DA"))
            legible.draw(p, plan["visit"], QColor(MUTED))
            return
        legible.draw(p, plan["icon"], QColor("#B5643C" if self.kind == "fest" else "#5B4636"))
        legible.draw(p, plan["name"], QColor(INK))

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
