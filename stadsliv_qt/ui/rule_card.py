"""Rule cards at the table: the first time a rule happens in a game, a short card beside the board
says what happened and why, with a small picture from the board and a link to the whole rule.

The card floats over the board's corner without blocking play (the board stays clickable around
it); several wait in a queue; a click on the card or the next move closes it. `BoardPictures`
draws pictures of board things from a title's scene through the shared contract (`picture`,
else `anchor_rect`), so the rules browser shows the same pictures.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPoint, QRect, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QPixmap
from PySide6.QtWidgets import QFrame, QGraphicsScene, QLabel, QPushButton, QVBoxLayout, QWidget

from stadsliv_qt.engine import Event
from stadsliv_qt.teach.cards import Card
from stadsliv_qt.text import Msg

from . import typed, words
from .reveal import COVERS_CARDS
from .scenes import picture as pictures
from .style import CARD, INK, MUTED, WARM, pt

CARD_WIDTH = 340
PICTURE_WIDTH = 300
Refs = Callable[[Event], Sequence[str]]


def _say(key: str, **args: object) -> str:
    return words.say(Msg(key, args))  # type: ignore[arg-type]


class BoardPictures:
    """Small pictures of board things, drawn from a title's scene.

    The scene's own `picture(refs, width)` first (docs/teaching.md); else the part of the scene
    around the things' `anchor_rect`s; with no refs, the whole board.
    """

    def __init__(self, scene: object | None) -> None:
        self.scene = scene

    def of(self, refs: Sequence[str], width: int = PICTURE_WIDTH) -> QPixmap | None:
        """A picture of those things (None when the scene can draw none)."""
        scene = self.scene
        if scene is None:
            return None
        own = getattr(scene, "picture", None)
        if callable(own):
            try:
                shown = own(list(refs), width)
            except Exception:  # noqa: BLE001 (a title's picture must never break the table)
                shown = None
            if isinstance(shown, QPixmap) and not shown.isNull():
                return shown
        rect = self._area(refs)
        if rect is None or rect.isEmpty():
            return None
        return self._render(rect, width)

    def board(self, width: int = 520) -> QPixmap | None:
        """The whole board as it stands."""
        return self.of([], width)

    def _area(self, refs: Sequence[str]) -> QRectF | None:
        scene = self.scene
        if not refs:
            rect = getattr(scene, "sceneRect", None)
            return rect() if callable(rect) else None
        anchor = getattr(scene, "anchor_rect", None)
        if not callable(anchor):
            return None
        area: QRectF | None = None
        for ref in refs:
            found = anchor(ref)
            if isinstance(found, QRectF) and not found.isEmpty():
                area = found if area is None else area.united(found)
        if area is None:
            return None
        pad = max(area.width(), area.height()) * 0.35 + 12
        return area.adjusted(-pad, -pad, pad, pad)

    def _render(self, rect: QRectF, width: int) -> QPixmap | None:
        scene = self.scene
        render = getattr(scene, "render", None)
        if not isinstance(scene, QGraphicsScene) and not callable(render):
            return None
        height = max(1, round(width * rect.height() / max(1.0, rect.width())))
        height = min(height, width)  # a tall part is cut to a square picture
        pixmap = QPixmap(width, height)
        pixmap.fill(QColor(CARD))
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if isinstance(scene, QGraphicsScene):  # each item drawn afresh (scenes/picture.py)
            pictures.render(scene, painter, QRectF(0, 0, width, height), rect)
        elif callable(render):
            render(painter, QRectF(0, 0, width, height), rect, Qt.AspectRatioMode.KeepAspectRatio)
        painter.end()
        return pixmap


@dataclass(frozen=True)
class Shown:
    """One card to show: the event's line, the rule's words, and a picture (or None)."""

    line: str
    card: Card
    picture: QPixmap | None = None


class RuleCard(QFrame):
    """The card itself: heading, what happened, why, a picture and "The whole rule"."""

    openRule = Signal(str)  # noqa: N815 (Qt signal style)
    dismissed = Signal()

    def __init__(self, shown: Shown, waiting: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.shown = shown
        self.setObjectName("ruleCard")
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setFixedWidth(CARD_WIDTH)
        self.setStyleSheet(
            f"QFrame#ruleCard {{ background: {CARD}; border: 2px solid {WARM};"
            " border-radius: 12px; }"
            f" QLabel {{ color: {INK}; background: transparent; }}"
        )
        self.setToolTip(_say("cards.card.close"))
        lay = QVBoxLayout(self)
        lay.setContentsMargins(16, 12, 16, 12)
        lay.setSpacing(6)
        card = shown.card
        head = typed.label(_say("cards.card.first", heading=card.heading or card.rule))
        head.setWordWrap(True)
        head.setStyleSheet(f"color: {WARM}; font-weight: 700; font-size: {pt(10)};")
        lay.addWidget(head)
        self.what = typed.label(shown.line)
        self.what.setWordWrap(True)
        self.what.setStyleSheet(f"font-weight: 600; font-size: {pt(11)};")
        lay.addWidget(self.what)
        self.why = typed.label(" ".join(card.why))
        self.why.setWordWrap(True)
        self.why.setStyleSheet(f"font-size: {pt(10)};")
        lay.addWidget(self.why)
        self.picture: QLabel | None = None
        if shown.picture is not None:
            picture = typed.label()
            picture.setPixmap(
                shown.picture.scaledToWidth(
                    min(PICTURE_WIDTH, shown.picture.width()),
                    Qt.TransformationMode.SmoothTransformation,
                )
            )
            picture.setAlignment(Qt.AlignmentFlag.AlignCenter)
            picture.setStyleSheet("border: 1px solid #DCCDB6; border-radius: 6px;")
            lay.addWidget(picture)
            self.picture = picture
        self.link = QPushButton(f"{_say('cards.card.whole_rule')} ({card.rule}) →")
        self.link.setObjectName("ruleLink")
        self.link.setFlat(True)
        self.link.setCursor(Qt.CursorShape.PointingHandCursor)
        self.link.setStyleSheet(
            "QPushButton#ruleLink { border: none; background: transparent; color: #2F5E8C;"
            " text-decoration: underline; padding: 2px 0; text-align: left; }"
        )
        self.link.clicked.connect(lambda: self.openRule.emit(card.rule))
        lay.addWidget(self.link, 0, Qt.AlignmentFlag.AlignLeft)
        self.more: QLabel | None = None
        if waiting:
            more = typed.label(_say("cards.card.more", n=waiting))
            more.setStyleSheet(f"color: {MUTED}; font-size: {pt(9)};")
            lay.addWidget(more, 0, Qt.AlignmentFlag.AlignRight)
            self.more = more

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt name)
        """A click anywhere on the card (but the link) closes it."""
        event.accept()
        self.dismissed.emit()


class RuleCards(QWidget):
    """The queue of rule cards over a corner of the board (`host`): one shows at a time."""

    openRule = Signal(str)  # noqa: N815 (Qt signal style)

    def __init__(self, host: QWidget) -> None:
        super().__init__(host)
        self.setObjectName("ruleCards")
        self.host = host
        self.queue: list[Shown] = []
        self.card: RuleCard | None = None
        # how long a card stays before the next (0: until clicked); a table without people sets
        # it, since nobody there clicks and the cards would pile up behind the first
        self.dwell_ms = 0
        self._dwell = QTimer(self)
        self._dwell.setSingleShot(True)
        self._dwell.timeout.connect(self._dwelt)
        self._lay = QVBoxLayout(self)
        self._lay.setContentsMargins(0, 0, 0, 0)
        host.installEventFilter(self)
        self.hide()

    def push(self, shown: Shown) -> None:
        """Add a card to the queue; it shows at once when none is showing."""
        self.queue.append(shown)
        if self.card is None:
            self._show_next()
        else:
            self._show(self.card.shown)  # "n more cards" follows the queue

    def dismiss(self) -> None:
        """Close the card showing; the next in the queue follows."""
        if self.card is not None:
            self._drop()
        self._show_next()

    def clear(self) -> None:
        """Close the card and forget the queue (the next move, an undo, a new table)."""
        self.queue.clear()
        self._drop()
        self.hide()

    def _dwelt(self) -> None:
        """A card has been up for its time: the next one (not while the pointer rests on it)."""
        if self.card is None:
            return
        if self.card.underMouse():
            self._dwell.start(self.dwell_ms)
            return
        self.dismiss()

    def _drop(self) -> None:
        self._dwell.stop()
        if self.card is not None:
            self._lay.removeWidget(self.card)
            self.card.hide()
            self.card.deleteLater()
            self.card = None

    def _show_next(self) -> None:
        if not self.queue:
            self.hide()
            return
        self._show(self.queue.pop(0))

    def _show(self, shown: Shown) -> None:
        self._drop()
        card = RuleCard(shown, len(self.queue), self)
        card.openRule.connect(self.openRule)
        card.dismissed.connect(self.dismiss)
        self._lay.addWidget(card)
        self.card = card
        self.show()
        self.raise_()
        self.stay_under_reveals()
        self._place()
        if self.dwell_ms > 0:
            self._dwell.start(self.dwell_ms)

    def stay_under_reveals(self) -> None:
        """Under a reveal shown over the board: its figures are what the table reads now (a card
        raised over it hid the envelopes' results); the card is there when the reveal closes."""
        for widget in self.host.findChildren(
            QWidget, options=Qt.FindChildOption.FindDirectChildrenOnly
        ):
            if widget is not self and widget.isVisible() and widget.property(COVERS_CARDS):
                self.stackUnder(widget)

    def _place(self) -> None:
        """In the corner of the board that hides the least of it (top right when all are alike):
        beside the board where the window leaves room, over its quietest corner where not."""
        if self.card is None:
            return
        m = 16
        picture = self.card.picture
        if picture is not None:
            # a board too short for the whole card (a small window) leaves the picture out,
            # so the words, the link to the whole rule and "n more cards" stay in sight
            picture.show()
            fits = self.card.heightForWidth(CARD_WIDTH) <= self.host.height() - 2 * m
            picture.setVisible(fits)
        self.adjustSize()
        self.resize(CARD_WIDTH, self.card.heightForWidth(CARD_WIDTH))
        w, h = self.width(), self.height()
        right, bottom = max(8, self.host.width() - w - m), max(8, self.host.height() - h - m)
        corners = [QPoint(right, m), QPoint(right, bottom), QPoint(m, m), QPoint(m, bottom)]
        self.move(min(corners, key=lambda at: self._hidden_under(QRect(at, self.size()))))

    def _hidden_under(self, rect: QRect) -> float:
        """How much of the board a card at `rect` (host coordinates) would hide."""
        map_to_scene = getattr(self.host, "mapToScene", None)
        scene = getattr(self.host, "scene", None)
        if not callable(map_to_scene) or not callable(scene) or scene() is None:
            return 0.0
        viewport = getattr(self.host, "viewport", None)
        if callable(viewport):  # host coordinates to the viewport's
            rect = rect.translated(-viewport().pos())
        area = map_to_scene(rect).boundingRect()
        hidden = 0.0
        for item in scene().items(area):
            if not item.isVisible() or getattr(item, "layer", False):
                continue  # (nested items count again: a busy corner weighs more; a layer of
                # an item's own picture, such as a lot's crowd, is that item, not another)
            covered = item.sceneBoundingRect().intersected(area)
            hidden += covered.width() * covered.height()
        return hidden

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt name)
        """Stay in the board's corner when it is resized."""
        if watched is self.host and event.type() == event.Type.Resize:
            self._place()
        return False
