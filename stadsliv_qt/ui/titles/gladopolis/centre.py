"""The middle of the Glad-o-polis board: title, the Wahlkalender with its marker, the Stadtkasse,
the decks, what is going on now, and the Beschlusslage (the resolutions in force), always shown.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFontMetricsF, QLinearGradient, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QGraphicsSceneMouseEvent

from ... import words
from ...format import plural
from ...scenes import legible
from .fields import BOARD, CORNER, HIGHLIGHT, INK, MUTED

INNER = QRectF(CORNER, CORNER, BOARD - 2 * CORNER, BOARD - 2 * CORNER)
GOLD = "#C9962B"
TEAL = "#2F6B63"
MOTION = "#6E5A8C"


LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
CENTRE = Qt.AlignmentFlag.AlignCenter


def _line(item: QGraphicsObject, design: float, least: float) -> float:
    """A row for one line of text: `least` as designed, taller when the text must be larger."""
    return max(least, legible.line_height(item, design, True))


class Panel(QGraphicsObject):
    """A cached painted area of the centre with its own rectangle."""

    def __init__(self, rect: QRectF) -> None:
        super().__init__()
        self.area = QRectF(rect)
        self.setCacheMode(QGraphicsObject.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt name)
        """Its area."""
        return self.area.adjusted(-2, -2, 2, 2)

    def set(self, **values: Any) -> None:
        """Take new values; repaint only if one changed."""
        changed = False
        for key, value in values.items():
            if getattr(self, key, None) != value:
                setattr(self, key, value)
                changed = True
        if changed:
            self.update()


class TitleItem(Panel):
    """The game's name and the town."""

    def __init__(self, town: str) -> None:
        super().__init__(QRectF(INNER.left() + 30, INNER.top() + 22, INNER.width() - 60, 86))
        self.town = town

    def paint(self, p: QPainter, _option, _widget=None) -> None:
        """Name in a warm serif-free heading."""
        r = self.area
        head = QRectF(r.left(), r.top(), r.width(), 54)
        legible.text(p, self, head, "Glad-o-polis 2.0", 44, QColor("#8A3B24"), bold=True)
        town = QRectF(r.left(), r.top() + 54, r.width(), r.height() - 54)
        legible.text(p, self, town, self.town, 16, QColor(MUTED), italic=True)


class CalendarItem(Panel):
    """The Wahlkalender: one disc per field, the marker on the fields passed, WAHLTAG last."""

    def __init__(self) -> None:
        super().__init__(QRectF(INNER.left() + 40, INNER.top() + 122, INNER.width() - 80, 92))
        self.calendar = 0
        self.length = 12
        self.setToolTip("")

    def note(self) -> str:
        """How many LOS passages are left until Wahltag."""
        left = self.length - self.calendar
        if left <= 0:
            return "WAHLTAG!"
        return plural(
            left, self.tr("1 LOS passage to Wahltag"), self.tr("{n} LOS passages to Wahltag")
        )

    def paint(self, p: QPainter, _option, _widget=None) -> None:
        """Discs, a line through them, the marker."""
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.area
        row = QRectF(r.left(), r.top(), r.width(), _line(self, 14, 26))
        title = legible.text(p, self, row, "Wahlkalender", 14, QColor(INK), bold=True, flags=LEFT)
        note = self.note()
        rest = QRectF(title.right() + 16, row.top(), row.right() - title.right() - 16, row.height())
        legible.text(p, self, rest, note, 13, QColor(MUTED), flags=RIGHT, squeeze=True)
        n = self.length
        y = r.top() + 58
        x0, x1 = r.left() + 18, r.right() - 30
        step = (x1 - x0) / n
        p.setPen(QPen(QColor("#CDBFA8"), 4))
        p.drawLine(QPointF(x0, y), QPointF(x1, y))
        digits = legible.font(self, 12, True)
        small = max(13.0, QFontMetricsF(digits).horizontalAdvance("10") / 2 + 3)
        for k in range(1, n + 1):
            x = x0 + step * k
            last = k == n
            done = k <= self.calendar
            radius = max(20.0, small) if last else min(small, step / 2 - 1)
            p.setPen(QPen(QColor("#8C7B66"), 1.5))
            fill = (GOLD if last else TEAL) if done else ("#F3E2B8" if last else "#FFFDF6")
            p.setBrush(QColor(fill))
            p.drawEllipse(QPointF(x, y), radius, radius)
            disc = QRectF(x - radius, y - radius, 2 * radius, 2 * radius)
            ink = QColor("white" if done else INK)
            if last:  # WAHLTAG, if it can be read in the disc (the tooltip says it anyway)
                legible.text(p, self, disc.adjusted(2, 2, -2, -2), "WAHL\nTAG", 10, ink,
                             bold=True, lines=2, squeeze=True, elide=False)  # fmt: skip
            else:
                legible.text(p, self, disc, str(k), 12, ink, bold=True, elide=False)
        marker_x = x0 + step * self.calendar
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor("#B23A2E"))
        top = y - small - 12
        tri = [
            QPointF(marker_x - 9, top),
            QPointF(marker_x + 9, top),
            QPointF(marker_x, top + 12),
        ]
        p.drawPolygon(tri)


class KasseItem(Panel):
    """The Stadtkasse and the two decks."""

    def __init__(self) -> None:
        super().__init__(QRectF(INNER.left() + 40, INNER.top() + 236, 300, 200))
        self.kasse = 0
        self.events = 16
        self.motions = 16

    def paint(self, p: QPainter, _option, _widget=None) -> None:
        """A strongbox with the amount; the decks as stacked cards."""
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.area
        box = QRectF(r.left(), r.top(), r.width(), 96)
        grad = QLinearGradient(box.topLeft(), box.bottomLeft())
        grad.setColorAt(0, QColor("#F3E2B8"))
        grad.setColorAt(1, QColor("#E3C98C"))
        p.setPen(QPen(QColor("#A07D3B"), 2))
        p.setBrush(grad)
        p.drawRoundedRect(box, 12, 12)
        name = QRectF(box.left() + 14, box.top() + 6, box.width() - 28, _line(self, 14, 26))
        used = legible.text(p, self, name, "Stadtkasse", 14, QColor("#5B4636"), bold=True,
                            flags=LEFT)  # fmt: skip
        below = max(used.bottom(), box.top() + 26)
        amount = QRectF(box.left() + 14, below, box.width() - 28, box.bottom() - 4 - below)
        legible.text(
            p, self, amount, words.money(self.kasse, "eur"), 34, QColor(INK), bold=True, flags=LEFT
        )
        for i, (title, count, colour) in enumerate(
            (("Stadtgeschehen", self.events, "#B5643C"), ("Anträge", self.motions, MOTION))
        ):
            card = QRectF(r.left() + i * 156, r.top() + 112, 144, 84)
            for k in range(3, 0, -1):
                p.setPen(QPen(QColor("#8C7B66"), 1))
                p.setBrush(QColor("#FFFDF6"))
                p.drawRoundedRect(card.translated(k * 3, k * 3), 8, 8)
            p.setBrush(QColor(colour))
            p.drawRoundedRect(card, 8, 8)
            head = QRectF(card.left() + 4, card.top() + 4, card.width() - 8, _line(self, 13, 30))
            used = legible.text(p, self, head, title, 13, QColor("white"), bold=True,
                                squeeze=True)  # fmt: skip
            top = max(used.bottom(), card.top() + 30)
            legible.text(p, self, QRectF(card.left() + 4, top, card.width() - 8,
                         card.bottom() - 4 - top), str(count), 22, QColor("white"), bold=True)  # fmt: skip


class BannerItem(Panel):
    """What is going on now: the auction, a trade, a debt, the motion; else the last news."""

    def __init__(self) -> None:
        super().__init__(QRectF(INNER.left() + 40, INNER.top() + 458, INNER.width() - 80, 84))
        self.title = ""
        self.text = ""
        self.colour = TEAL

    def paint(self, p: QPainter, _option, _widget=None) -> None:
        """A ribbon with a title and a line."""
        if not self.title and not self.text:
            return
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.area
        p.setPen(QPen(QColor(self.colour), 2))
        p.setBrush(QColor("#FFFDF6"))
        p.drawRoundedRect(r, 10, 10)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(self.colour))
        p.drawRoundedRect(QRectF(r.left(), r.top(), 10, r.height()), 4, 4)
        head = QRectF(r.left() + 22, r.top() + 4, r.width() - 34, _line(self, 16, 30))
        used = legible.text(p, self, head, self.title, 16, QColor(self.colour), bold=True,
                            flags=LEFT, squeeze=True)  # fmt: skip
        top = max(used.bottom(), r.top() + 28) + 2
        body = QRectF(r.left() + 22, top, r.width() - 34, r.bottom() - 4 - top)
        legible.text(p, self, body, self.text, 14, QColor(INK), flags=LEFT | Qt.AlignmentFlag.AlignTop,
                     lines=3)  # fmt: skip


class BeschlussItem(Panel):
    """The Beschlusslage: five places for resolutions in force, each a small card; when a sixth
    is accepted, the cards that may be repealed are lit and a click on one repeals it (GLA-22)."""

    clicked = Signal(int)

    def __init__(self) -> None:
        super().__init__(QRectF(INNER.left() + 20, INNER.top() + 560, INNER.width() - 40, 222))
        self.resolutions: list[tuple[str, str]] = []
        self.slots = 5
        self.pickable: frozenset[int] = frozenset()
        self.painted: list[QRectF] = []  # the cards as last painted

    def card_rects(self) -> list[QRectF]:
        """Where each resolution's card lies (item coordinates), in the order in force."""
        if len(self.painted) == len(self.resolutions):
            return list(self.painted)
        r = self.area
        top = max(r.top() + 20, r.top() + _line(self, 14, 26)) + 6
        gap = 8
        cols = max(self.slots, len(self.resolutions))  # a sixth waits beside the five (GLA-22)
        w = (r.width() - gap * (cols - 1)) / cols
        return [QRectF(r.left() + i * (w + gap), top, w, r.bottom() - top)
                for i in range(len(self.resolutions))]  # fmt: skip

    def set_pickable(self, indices: frozenset[int]) -> None:
        """Light the cards a click may choose (none: nothing to choose here)."""
        if indices != self.pickable:
            self.pickable = indices
            self.setCursor(
                Qt.CursorShape.PointingHandCursor if indices else Qt.CursorShape.ArrowCursor
            )
            self.update()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 (Qt name)
        """A click on a lit card chooses it."""
        if event.button() == Qt.MouseButton.LeftButton:
            for i, card in enumerate(self.card_rects()):
                if i in self.pickable and card.contains(event.pos()):
                    self.clicked.emit(i)
                    event.accept()
                    return
        super().mousePressEvent(event)

    def paint(self, p: QPainter, _option, _widget=None) -> None:
        """Title, five places, the cards in them."""
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.area
        title = f"Beschlusslage ({len(self.resolutions)}/{self.slots})"
        used = legible.text(p, self, QRectF(r.left(), r.top(), r.width(), _line(self, 14, 26)), title, 14,
                            QColor(INK), bold=True, flags=LEFT)  # fmt: skip
        top = max(used.bottom(), r.top() + 20) + 6
        gap = 8
        cols = max(self.slots, len(self.resolutions))  # a sixth waits beside the five (GLA-22)
        w = (r.width() - gap * (cols - 1)) / cols
        self.painted = []
        for i in range(max(self.slots, len(self.resolutions))):
            card = QRectF(r.left() + i * (w + gap), top, w, r.bottom() - top)
            if i < len(self.resolutions):
                self.painted.append(card)
            if i >= len(self.resolutions):
                pen = QPen(QColor("#CDBFA8"), 1.5, Qt.PenStyle.DashLine)
                p.setPen(pen)
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawRoundedRect(card, 8, 8)
                continue
            name, text = self.resolutions[i]
            p.setPen(QPen(QColor(MOTION), 1.5))
            p.setBrush(QColor("#FFFDF6"))
            p.drawRoundedRect(card, 8, 8)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(MOTION))
            p.drawRoundedRect(QRectF(card.left(), card.top(), card.width(), 34), 8, 8)
            p.drawRect(QRectF(card.left(), card.top() + 20, card.width(), 14))
            head = QRectF(card.left() + 4, card.top() + 2, card.width() - 8, 30)
            legible.text(p, self, head, name, 12, QColor("white"), bold=True, lines=2,
                         squeeze=True)  # fmt: skip
            body = card.adjusted(7, 40, -7, -6)
            legible.text(p, self, body, text, 12, QColor(INK),
                         flags=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, lines=12)  # fmt: skip
            if i in self.pickable:
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.setPen(QPen(QColor(HIGHLIGHT), 5))
                p.drawRoundedRect(card.adjusted(2.5, 2.5, -2.5, -2.5), 8, 8)


VOTES_W = 80.0  # "24 votes" beside a name
FIGURE_W = 30.0  # "24" alone


def _row_boxes(cell: QRectF, votes_w: float) -> tuple[QRectF, QRectF]:
    """A projection row's name box and votes box, after its colour dot."""
    text = QRectF(cell.left() + 18, cell.top(), cell.width() - 18, cell.height())
    name = QRectF(text.left(), text.top(), text.width() - votes_w - 4, text.height())
    return name, QRectF(text.right() - votes_w, text.top(), votes_w, text.height())


class ProjectionItem(Panel):
    """If Wahltag were now: each candidate's votes by the count's own arithmetic (GLA-29), the
    leader marked; beside it the Wahlkalender says how many LOS passages are left."""

    def __init__(self) -> None:
        super().__init__(QRectF(INNER.left() + 360, INNER.top() + 236, INNER.width() - 400, 104))
        self.title = ""
        # name, colour, votes said, leads, the figure alone ("24", "–" for a citizen)
        self.rows: list[tuple[str, str, str, bool, str]] = []

    def set(self, **values: Any) -> None:
        """Take new values; the tooltip says every row in full (the small board shows less)."""
        super().set(**values)
        lines = [self.title] + [f"{'★ ' if r[3] else ''}{r[0]}: {r[2]}" for r in self.rows]
        self.setToolTip("\n".join(lines))

    def paint(self, p: QPainter, _option, _widget=None) -> None:
        """A card with a title and up to six rows in two columns; where the board is drawn too
        small for a row's words, each candidate's colour and figure in a line of three."""
        if not self.rows:
            return
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.area
        p.setPen(QPen(QColor(TEAL), 1.5))
        p.setBrush(QColor("#FFFDF6"))
        p.drawRoundedRect(r, 10, 10)
        head = QRectF(r.left() + 12, r.top() + 4, r.width() - 24, _line(self, 13, 24))
        used = legible.text(p, self, head, self.title, 13, QColor(TEAL), bold=True, flags=LEFT)
        top = max(used.bottom(), r.top() + 26)
        per_column = 3 if len(self.rows) > 3 else len(self.rows)
        row_h = (r.bottom() - 4 - top) / max(per_column, 1)
        if row_h < legible.line_height(self, 13):
            self._paint_figures(p, top)
            return
        col_w = (r.width() - 24) / (2 if len(self.rows) > 3 else 1)
        cells = []
        for i in range(len(self.rows)):
            col, row = divmod(i, per_column)
            cells.append(QRectF(r.left() + 12 + col * col_w, top + row * row_h, col_w - 10, row_h))
        # names cut to "Spelar…" all look alike: then the figure alone ("24") makes room for them
        said = self._names_fit(cells, VOTES_W)
        votes_w = VOTES_W if said else FIGURE_W
        for cell, (name, colour, votes, leads, figure) in zip(cells, self.rows, strict=True):
            dot = QRectF(cell.left(), cell.center().y() - 6, 12, 12)
            p.setPen(QPen(QColor(INK), 1))
            p.setBrush(QColor(colour))
            p.drawEllipse(dot)
            name_box, votes_box = _row_boxes(cell, votes_w)
            legible.text(p, self, name_box, ("★ " if leads else "") + name, 13, QColor(INK),
                         bold=leads, flags=LEFT, squeeze=True)  # fmt: skip
            legible.text(p, self, votes_box, votes if said else figure, 13, QColor(INK),
                         bold=leads, flags=RIGHT, squeeze=True)  # fmt: skip

    def _names_fit(self, cells: list[QRectF], votes_w: float) -> bool:
        """Whether every name fits its row whole beside a votes box `votes_w` wide."""
        for cell, (name, _colour, _votes, leads, _figure) in zip(cells, self.rows, strict=True):
            box = _row_boxes(cell, votes_w)[0]
            shown = legible.fit(self, ("★ " if leads else "") + name, box, 13, bold=leads,
                                flags=LEFT, squeeze=True)  # fmt: skip
            if shown is None or shown.elided:
                return False
        return True

    def _paint_figures(self, p: QPainter, top: float) -> None:
        """Each candidate as its colour and figure, three to a line (names in the tooltip)."""
        r = self.area
        per_line = 3 if len(self.rows) > 3 else len(self.rows)
        lines = -(-len(self.rows) // per_line)
        cell_h = (r.bottom() - 4 - top) / lines
        cell_w = (r.width() - 24) / per_line
        for i, (_name, colour, _votes, leads, figure) in enumerate(self.rows):
            line, col = divmod(i, per_line)
            cell = QRectF(r.left() + 12 + col * cell_w, top + line * cell_h, cell_w - 8, cell_h)
            d = min(22.0, cell.height() * 0.6)  # larger than a row's dot: it stands for a name
            dot = QRectF(cell.left(), cell.center().y() - d / 2, d, d)
            p.setPen(QPen(QColor(INK), 1))
            p.setBrush(QColor(colour))
            p.drawEllipse(dot)
            box = QRectF(dot.right() + 4, cell.top(), cell.right() - dot.right() - 4, cell.height())
            legible.text(p, self, box, ("★" if leads else "") + figure, 13, QColor(INK),
                         bold=leads, flags=LEFT, squeeze=True)  # fmt: skip
