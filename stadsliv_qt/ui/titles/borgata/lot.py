"""One lot of the city drawn as a card: district, value-5 cornerstone, Fängelset or a face-down back.

The item paints only what the public view holds about the lot; the scene sets its highlight role
while a seat chooses on the board, and the item reports clicks (with the family chip hit, if any).
"""

from __future__ import annotations

import math
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from ... import tokens, words
from ...scenes import legible
from . import look
from .icons import paint_category
from .text import money, translate

W, H = 200.0, 172.0
BAND = 28.0
GLOW_MARGIN = 14.0


class LotItem(QGraphicsObject):
    """A lot card; `role` lights it while a seat chooses ('target', 'source', 'selected' …)."""

    clicked = Signal(object, object)  # (row, col), family chip clicked or None

    def __init__(self, pos: tuple[int, int], looks: list[tuple[str, str, str]]) -> None:
        super().__init__()
        self.lot_pos = pos
        self.looks = looks  # (name, colour, shape) per seat
        self.lot: dict[str, Any] = {"pos": list(pos), "label": "", "face_up": False}
        self.role: str | None = None
        self.dim = False
        self.hover = False
        self.blocked = False
        self.named = False
        self.attacked: int | None = None  # the family a pending attack aims at
        self.strings: list[str] = []  # every text painted, for tests of what the table can read
        self.base_tip = ""  # the lot's own tooltip, before any hint about choosing
        self.tip_from: object = None  # what base_tip was written from (the scene compares)
        self._chips: list[tuple[QRectF, int]] = []
        self._text_bottom = 0.0  # where a cornerstone's lines end (members go below them)
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        # A card is drawn once per change and kept as a picture: a face-down back alone is a
        # hundred hatched lines and a skyline, and the table repaints all 25 cards on every turn.
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self._into = self.strings  # where the texts being painted are remembered
        # who stands on the lot (and a police car, a block, an attack) drawn over the card as a
        # picture of its own: members moving redraw only it, not the card's texts beneath
        self.crowd = _Crowd(self)
        self.crowd.hide()  # until somebody stands on the lot
        self.halo = _Halo(self)  # its light for a choice, kept as a picture of its own
        self.halo.setZValue(1)  # over the crowd: a veiled lot's members are veiled too

    # ----- state ------------------------------------------------------------------------------
    def set_lot(
        self, lot: dict[str, Any], blocked: bool, named: bool, attacked: int | None
    ) -> None:
        """Show the lot as the public view describes it (redrawn only if something changed)."""
        if (lot, blocked, named, attacked) == (self.lot, self.blocked, self.named, self.attacked):
            return
        card = _card_part(lot) != _card_part(self.lot) or named != self.named
        self.lot = lot
        self.blocked = blocked
        self.named = named
        self.attacked = attacked
        if card:
            self.update()  # the card itself (its crowd may sit lower or higher on it)
        crowded = bool(
            any(lot.get("members") or []) or lot.get("police") or blocked or attacked is not None
        )
        if not crowded:
            self._chips = []  # nobody to click on
            self.crowd.strings = []
        self.crowd.setVisible(crowded)  # an empty lot has no crowd to copy at every repaint
        self.crowd.update()

    def set_role(self, role: str | None, dim: bool) -> None:
        """Light the lot for a choice on the board (None: not offered)."""
        if role != self.role or dim != self.dim:
            self.role, self.dim = role, dim
            self.setZValue(
                {"selected": 3, "marked": 3, "target": 2, "source": 1}.get(role or "", 0)
            )
            self.setCursor(
                Qt.CursorShape.PointingHandCursor if role else Qt.CursorShape.ArrowCursor
            )
            self.halo.setVisible(bool(role) or dim)  # none at all for a lot out of the choice
            self.halo.update()  # the card beneath is not drawn again

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt name)
        """The card and room for its glow."""
        m = GLOW_MARGIN
        return QRectF(-m, -m, W + 2 * m, H + 2 * m)

    def chip_at(self, point: QPointF) -> int | None:
        """The family whose member chip lies under a point of the card."""
        for rect, family in self._chips:
            if rect.contains(point):
                return family
        return None

    # ----- input ------------------------------------------------------------------------------
    def mousePressEvent(self, event) -> None:  # noqa: N802 (Qt name)
        """Take the press so the view does not start dragging; the click lands on release."""
        event.accept()

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802 (Qt name)
        """A click on the card (or on one family's chip)."""
        if QRectF(0, 0, W, H).contains(event.pos()):
            self.clicked.emit(self.lot_pos, self.chip_at(event.pos()))

    def hoverEnterEvent(self, event) -> None:  # noqa: N802 (Qt name)
        """Brighten a lit card under the pointer."""
        self.hover = True
        self.halo.update()

    def hoverLeaveEvent(self, event) -> None:  # noqa: N802 (Qt name)
        """Back to normal."""
        self.hover = False
        self.halo.update()

    # ----- painting ---------------------------------------------------------------------------
    def paint(self, painter: QPainter, option, widget=None) -> None:
        """The card and its control (its crowd and its light are drawn over it on their own)."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.strings = self._into = []
        self._text_bottom = 0.0
        lot = self.lot
        card = QRectF(0, 0, W, H)
        self._paint_control(painter, card)
        if not lot.get("face_up") or "name" not in lot:
            self._paint_back(painter, card)
        elif lot.get("id") == "fangelset":
            self._paint_prison(painter, card)
        elif lot.get("cornerstone"):
            self._paint_cornerstone(painter, card)
        else:
            self._paint_district(painter, card)

    def paint_crowd(self, painter: QPainter, strings: list[str]) -> None:
        """Its members, a police car, a block's ribbon and an attack's crosshair."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self._into = strings
        self._chips = []
        lot = self.lot
        self._paint_members(painter)
        if lot.get("police"):
            look.police_car(painter, QRectF(W - 62, 62, 48, 26))
        if self.blocked:
            self._ribbon(painter, translate("BorgataLot", "blocked"))
        if self.attacked is not None:
            aim = next((r.center() for r, f in self._chips if f == self.attacked), None)
            self._crosshair(painter, aim or QPointF(W / 2, H / 2 + 8))
        # (the light for a choice is the halo's: see _Halo)

    def _say(self, painter: QPainter, rect: QRectF, string: str, f, colour, align=None) -> None:
        self._into.append(string)
        if align is None:
            look.text(painter, rect, string, f, colour)
        else:
            look.text(painter, rect, string, f, colour, align)

    def _band(self, painter: QPainter, colours: list[str], title: str, ink: str) -> None:
        """The card's top band, split between category colours, with a title and the label."""
        clip = QPainterPath()
        clip.addRoundedRect(QRectF(0, 0, W, BAND + 10), 10, 10)
        painter.save()
        painter.setClipPath(clip)
        painter.setClipRect(QRectF(0, 0, W, BAND), Qt.ClipOperation.IntersectClip)
        painter.setPen(Qt.PenStyle.NoPen)
        part = W / max(1, len(colours))
        for k, colour in enumerate(colours):
            painter.setBrush(QColor(colour))
            painter.drawRect(QRectF(k * part, 0, part + 1, BAND))
        painter.restore()
        left = 10.0
        controller = self.lot.get("controller")
        if controller is not None and controller < len(self.looks):
            _, colour, shape = self.looks[controller]
            tokens.paint_token(painter, shape, colour, QRectF(7, 4, 20, 20), rim=look.CREAM)
            left = 32.0
        self._say(
            painter,
            QRectF(left, 0, W - left - 44, BAND),
            title,
            look.fitted(title, 12.5, W - left - 48, bold=True, minimum=8, caps=True),
            ink,
        )
        self._say(
            painter,
            QRectF(W - 44, 0, 36, BAND),
            self.lot.get("label", ""),
            look.font(13, bold=True),
            ink,
            Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
        )

    def _title(
        self, painter: QPainter, name: str, value: str, ink: str, disc: str, num: str
    ) -> None:
        self._say(
            painter,
            QRectF(10, BAND + 2, W - 56, 32),
            name,
            look.fitted(name, 22, W - 58, bold=True, minimum=12),
            ink,
        )
        centre = QPointF(W - 24, BAND + 19)
        look.badge(painter, centre, 17, disc, look.BRASS)
        self._say(
            painter,
            QRectF(centre.x() - 17, centre.y() - 17, 34, 34),
            value,
            look.font(20, bold=True),
            num,
            Qt.AlignmentFlag.AlignCenter,
        )

    def _paint_district(self, painter: QPainter, card: QRectF) -> None:
        lot = self.lot
        painter.setPen(QPen(QColor(look.PAPER_EDGE), 1.5))
        painter.setBrush(QColor(look.PAPER))
        painter.drawRoundedRect(card, 10, 10)
        category = lot.get("category", "")
        self._band(painter, [look.CATEGORY.get(category, look.MUTED)], category, look.CREAM)
        self._title(
            painter, lot.get("name", ""), str(lot.get("value", "")), look.INK, look.INK, look.CREAM
        )
        paint_category(
            painter,
            category,
            QRectF(W - 86, H - 64, 74, 54),
            look.CATEGORY.get(category, look.MUTED),
        )
        self._say(
            painter,
            QRectF(10, 60, 110, max(24.0, legible.line_height(self, 16, True))),
            money(int(lot.get("income", 0))),
            look.font(16, bold=True),
            look.MUTED,
        )

    def _paint_cornerstone(self, painter: QPainter, card: QRectF) -> None:
        grad = QLinearGradient(0, 0, 0, H)
        grad.setColorAt(0, QColor(look.OXBLOOD_LIGHT))
        grad.setColorAt(1, QColor(look.OXBLOOD))
        painter.setPen(QPen(QColor(look.BRASS), 2.2))
        painter.setBrush(grad)
        painter.drawRoundedRect(card, 10, 10)
        self._cornerstone_text(painter)
        painter.setPen(QPen(QColor(look.BRASS_DARK), 1))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(card.adjusted(4, BAND + 2, -4, -4), 7, 7)

    def _cornerstone_text(self, painter: QPainter) -> None:
        lot = self.lot
        governs = list(lot.get("governs") or [])
        colours = [look.CATEGORY.get(c, look.MUTED) for c in governs] or [look.BRASS_DARK]
        self._band(
            painter, colours, words.gloss(lot.get("name", ""), lot.get("english", "")), look.CREAM
        )
        self._title(painter, lot.get("name", ""), "5", look.CREAM, look.BRASS, look.OXBLOOD)
        income = int(lot.get("income", 0))
        pays = money(income) if income else translate("BorgataLot", "pays nothing")
        height = max(22.0, legible.line_height(self, 16, True))
        self._say(painter, QRectF(12, 60, W - 24, height), pays, look.font(16, bold=True),
                  look.BRASS)  # fmt: skip
        lines = [f"+ {category}" for category in governs[1:]]
        if governs:
            lines.insert(
                0, translate("BorgataLot", "blocks {category}").format(category=governs[0])
            )
        y = 60 + height - 2
        step = max(15.0, legible.line_height(self, 13))
        for line in lines:
            self._say(
                painter,
                QRectF(12, y, W - 24, step),
                line,
                look.fitted(line, 13, W - 24, minimum=8.5),
                "#E9CFA0",
            )
            y += step
        self._text_bottom = y

    def _paint_prison(self, painter: QPainter, card: QRectF) -> None:
        painter.setPen(QPen(QColor(look.BRASS), 2.2))
        painter.setBrush(QColor(look.PRISON))
        painter.drawRoundedRect(card, 10, 10)
        painter.setPen(QPen(QColor("#454B54"), 3))
        for k in range(1, 12):
            x = k * W / 12
            painter.drawLine(QPointF(x, 100), QPointF(x, H - 5))
        painter.setPen(QPen(QColor("#4B5159"), 4))
        painter.drawLine(QPointF(4, 100), QPointF(W - 4, 100))
        self._cornerstone_text(painter)

    def _paint_back(self, painter: QPainter, card: QRectF) -> None:
        lot = self.lot
        painter.setPen(QPen(QColor(look.BACK_LINE), 1.5))
        painter.setBrush(QColor(look.BACK))
        painter.drawRoundedRect(card, 10, 10)
        painter.save()
        clip = QPainterPath()
        clip.addRoundedRect(card.adjusted(7, 7, -7, -7), 6, 6)
        painter.setClipPath(clip)
        painter.setPen(QPen(QColor("#2F3442"), 1.1))
        k = -H
        while k < W + H:
            painter.drawLine(QPointF(k, 0), QPointF(k + H, H))
            painter.drawLine(QPointF(k + H, 0), QPointF(k, H))
            k += 16.0
        self._skyline(painter)
        painter.restore()
        painter.setPen(QPen(QColor(look.BRASS_DARK), 1.2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(card.adjusted(7, 7, -7, -7), 6, 6)
        self._say(
            painter,
            QRectF(0, 12, W, 30),
            lot.get("label", ""),
            look.font(22, bold=True),
            look.BRASS,
            Qt.AlignmentFlag.AlignCenter,
        )
        if lot.get("contract_mark"):
            look.wax_seal(painter, QPointF(52, 62), 17, "K")
            self._say(
                painter,
                QRectF(76, 49, W - 84, max(24.0, legible.line_height(self, 14, True))),
                translate("BorgataLot", "Kontrakt"),
                look.font(14, bold=True, caps=True),
                "#EDB8A6",
            )
        if self.named:
            painter.setPen(QPen(QColor(look.BRASS), 3))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(card.adjusted(1.5, 1.5, -1.5, -1.5), 9, 9)
            self._ribbon(painter, translate("BorgataLot", "on offer"), look.BRASS, look.INK)

    def _skyline(self, painter: QPainter) -> None:
        """A row of dark buildings with a few lit windows, the same for the same place."""
        r, c = self.lot_pos
        seed = (r * 7 + c * 13) % 11
        x = 7.0
        k = 0
        painter.setPen(Qt.PenStyle.NoPen)
        while x < W - 7:
            width = 18 + ((seed + k * 5) % 4) * 6
            height = 26 + ((seed * 3 + k * 7) % 5) * 9
            painter.setBrush(QColor("#1C1F29"))
            painter.drawRect(QRectF(x, H - 7 - height, width - 2, height))
            painter.setBrush(QColor(215, 170, 90, 150))
            for wy in range(int(H - 7 - height + 6), int(H - 12), 9):
                for wx in range(int(x + 4), int(x + width - 6), 7):
                    if (wx * 3 + wy + seed) % 5 == 0:
                        painter.drawRect(QRectF(wx, wy, 3, 4))
            x += width
            k += 1

    def _paint_control(self, painter: QPainter, card: QRectF) -> None:
        """A ring in the controller's colour around the card (BOR-07)."""
        controller = self.lot.get("controller")
        if controller is None or controller >= len(self.looks):
            return
        colour = self.looks[controller][1]
        painter.setPen(QPen(QColor(colour), 5))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(card.adjusted(-3.5, -3.5, 3.5, 3.5), 13, 13)

    def _paint_members(self, painter: QPainter) -> None:
        members = self.lot.get("members") or []
        moved = self.lot.get("moved") or []
        present = [(f, c) for f, c in enumerate(members) if c and f < len(self.looks)]
        if not present:
            return
        top = 90.0
        if self.lot.get("cornerstone"):
            top = max(100.0 + 15 * max(0, len(self.lot.get("governs") or []) - 1),
                      self._text_bottom + 2)  # fmt: skip
        if not self.lot.get("face_up"):
            top = 128.0
        # chips no lower than their count can be read in (legible.py)
        least = legible.line_height(self, 9, True) + 1
        sizes = [h for h in (34.0, 28.0, 23.0, 19.0, 15.0) if h >= least] or [least]
        for height in sizes:
            places = _flow([look.chip_width(height, c) for _, c in present], height, W - 14, top)
            if places[-1].bottom() <= H - 4:
                break
        for (f, count), rect in zip(present, places, strict=True):
            _, colour, shape = self.looks[f]
            done = moved[f] if f < len(moved) else 0
            look.chip(painter, rect, shape, colour, count, done)
            self._into.append(str(count))
            self._chips.append((rect, f))

    def _ribbon(
        self, painter: QPainter, string: str, fill: str = "#A3322A", ink: str = "#FFF1E6"
    ) -> None:
        painter.save()
        painter.translate(W / 2, H / 2 + 6)
        painter.rotate(-12)
        band = QRectF(-W * 0.6, -14, W * 1.2, 28)
        painter.setPen(Qt.PenStyle.NoPen)
        colour = QColor(fill)
        colour.setAlpha(230)
        painter.setBrush(colour)
        painter.drawRect(band)
        self._say(
            painter,
            band,
            string,
            look.font(14, bold=True, caps=True),
            ink,
            Qt.AlignmentFlag.AlignCenter,
        )
        painter.restore()

    def _crosshair(self, painter: QPainter, c: QPointF) -> None:
        painter.save()
        for colour, width in (("#1A0E0C", 7), ("#FF4A36", 3.5)):
            painter.setPen(QPen(QColor(colour), width))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(c, 24, 24)
            for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                painter.drawLine(c + QPointF(dx * 12, dy * 12), c + QPointF(dx * 34, dy * 34))
        painter.restore()

    def _paint_role(self, painter: QPainter, card: QRectF) -> None:
        if self.dim and not self.role:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(look.VEIL)
            painter.drawRoundedRect(card.adjusted(-5, -5, 5, 5), 12, 12)
            return
        if not self.role:
            return
        glow = QColor(look.GLOW)
        if self.role in ("selected", "marked"):
            painter.setPen(QPen(QColor(look.CREAM), 3, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(card.adjusted(-11, -11, 11, 11), 16, 16)
        if self.role in ("target", "selected", "marked"):
            for width, alpha in ((16, 45), (10, 90), (5, 255)):
                glow.setAlpha(alpha if not self.hover else min(255, alpha + 60))
                painter.setPen(QPen(glow, width))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(card.adjusted(-4, -4, 4, 4), 13, 13)
            if self.hover:
                wash = QColor(look.GLOW)
                wash.setAlpha(45)
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(wash)
                painter.drawRoundedRect(card, 10, 10)
        else:  # a source: members (or a car) that may be picked up here
            glow.setAlpha(255 if self.hover else 210)
            painter.setPen(QPen(glow, 4, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(card.adjusted(-4, -4, 4, 4), 13, 13)
        if self.role in ("selected", "marked"):
            centre = QPointF(W - 18, H - 18)
            look.badge(painter, centre, 15, look.GLOW, look.INK)
            mark = "✓" if self.role == "marked" else "●"
            look.text(  # (not one of the card's strings: the halo is drawn on its own)
                painter,
                QRectF(centre.x() - 15, centre.y() - 15, 30, 30),
                mark,
                look.font(16, bold=True),
                look.INK,
                Qt.AlignmentFlag.AlignCenter,
            )


def _card_part(lot: dict[str, Any]) -> dict[str, Any]:
    """What the card itself shows of a lot: all but who stands there and the police car."""
    return {k: v for k, v in lot.items() if k not in ("members", "moved", "police")}


class _Crowd(QGraphicsItem):
    """Who stands on a lot, over its card: a picture of its own, redrawn when members come,
    go or move (most steps of Mobilisera) while the card's texts beneath keep theirs."""

    layer = True  # a part of the lot's picture, not another thing on the board (rule_card.py)

    def __init__(self, lot: LotItem) -> None:
        super().__init__(lot)
        self.lot = lot
        self.strings: list[str] = []  # the counts painted (tests read what the table shows)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # clicks and hover: the card's

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt name)
        """The card's own bounds."""
        return self.lot.boundingRect()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        """The lot's members and marks as the public view has them."""
        self.strings = []
        self.lot.paint_crowd(painter, self.strings)


class _Halo(QGraphicsItem):
    """A lot's light for a choice (glow, dashed ring, selection badge, or the veil over a lot
    not offered), drawn over the card: lighting or dimming the lots for the next choice redraws
    only these, not every card beneath (about 1 ms a card).

    A light depends only on its role, the veil and the pointer, never on the lot, so each look
    is drawn once per screen scale into a picture all 25 lots share (`_PICTURES`): dimming the
    whole city for a choice copies 25 pictures instead of drawing 25 lights."""

    def __init__(self, lot: LotItem) -> None:
        super().__init__(lot)
        self.lot = lot
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # clicks and hover: the card's
        self.hide()  # until the lot is lit or dimmed

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt name)
        """The card's own bounds, glow included."""
        return self.lot.boundingRect()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        """The lot's light in its present role (nothing when it has none)."""
        lot = self.lot
        if not (lot.role or lot.dim):
            return
        t = painter.worldTransform()
        scale = max(0.05, round(math.hypot(t.m11(), t.m12()), 3))
        if t.m12() or t.m21():  # turned (never on this board): drawn as it is, not copied
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            lot._paint_role(painter, QRectF(0, 0, W, H))
            return
        device = painter.device()
        ratio = device.devicePixelRatioF() if device is not None else 1.0
        key = (lot.role, lot.dim, lot.hover, scale, ratio)
        picture = _PICTURES.get(key)
        bounds = self.boundingRect()
        if picture is None:
            size = scale * ratio  # the screen's own pixels on a high-density display
            picture = QPixmap(math.ceil(bounds.width() * size), math.ceil(bounds.height() * size))
            picture.setDevicePixelRatio(ratio)
            picture.fill(Qt.GlobalColor.transparent)
            drawing = QPainter(picture)
            drawing.setRenderHint(QPainter.RenderHint.Antialiasing)
            drawing.scale(scale, scale)
            drawing.translate(-bounds.x(), -bounds.y())
            lot._paint_role(drawing, QRectF(0, 0, W, H))
            drawing.end()
            if len(_PICTURES) > 64:  # scales the window passed through: only the latest kept
                _PICTURES.clear()
            _PICTURES[key] = picture
        # copied pixel for pixel: the painter's scale is undone and the corner put on a pixel
        painter.save()
        corner = t.map(bounds.topLeft())
        painter.resetTransform()
        painter.drawPixmap(QPointF(round(corner.x()), round(corner.y())), picture)
        painter.restore()


_PICTURES: dict[tuple[str | None, bool, bool, float, float], QPixmap] = {}


def _flow(widths: list[float], height: float, room: float, top: float) -> list[QRectF]:
    """Chips left to right, wrapping onto new rows."""
    out = []
    x, y = 7.0, top
    for width in widths:
        if x + width > room + 7 and x > 7:
            x, y = 7.0, y + height + 4
        out.append(QRectF(x, y, width, height))
        x += width + 5
    return out
