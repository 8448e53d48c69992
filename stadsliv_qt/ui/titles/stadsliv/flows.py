"""What moves on the Stadsliv board besides pieces and dice (issue 18): poäng going from payer to
payee (a player's piece, Stadskassan) with the amount, and a passed Röstkort vote arriving on the
card of the rules in force or a won seat on Stadshuset. Each runs at the animation pace of
Settings, after the dice and the walk it follows; nothing runs when animations are off;
`finish()` ends it at once.

`parties(event)` is pure: who pays whom, and how much, read from a public event only.
"""

from __future__ import annotations

from PySide6.QtCore import (
    Property,
    QAbstractAnimation,
    QEasingCurve,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSequentialAnimationGroup,
    Qt,
)
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject

from stadsliv_qt.engine import Event
from stadsliv_qt.text import Money, Msg

from ...scenes import legible

MONEY_MS = 650  # one payment's flight at normal speed
VOTE_MS = 800  # a passed vote's way onto the rules card or Stadshuset
GAP_MS = 120  # between two flights that follow each other
KASSA = -1  # Stadskassan, as the engine names it in payments (creditor -1)


def _amount(event: Event) -> int:
    """The event's amount: its data, else a Money in its message (a purchase's price)."""
    amount = event.data.get("amount")
    if isinstance(amount, int) and not isinstance(amount, bool):
        return amount
    if isinstance(event.message, Msg):
        price = event.message.args.get("price")
        if isinstance(price, Money):
            return price.amount
    return 0


def parties(event: Event) -> list[tuple[int, int, int]]:
    """(payer, payee, amount) for each flow of poäng the event records; KASSA is Stadskassan."""
    d = event.data
    amount = _amount(event)
    seat = d.get("seat")
    if amount <= 0:
        return []
    if event.kind == "pay" and isinstance(seat, int):
        to = d.get("creditor")
        return [(seat, to if isinstance(to, int) and to >= 0 else KASSA, amount)]
    if event.kind == "fate_effect" and d.get("face") in ("IU", "GK"):
        return [(KASSA, s, amount) for s in d.get("seats", []) if isinstance(s, int)]
    if event.kind == "sold" and isinstance(seat, int) and isinstance(d.get("seller"), int):
        return [(seat, d["seller"], amount)]
    if not isinstance(seat, int):
        return []
    if event.kind == "buy":
        return [(seat, KASSA, amount)]
    if event.kind in ("varvslon", "sell"):
        return [(KASSA, seat, amount)]
    borrowed = isinstance(event.message, Msg) and event.message.id == "sta.money.borrowed"
    if event.kind == "loan" and borrowed:
        return [(KASSA, seat, amount)]
    return []


class FlowItem(QGraphicsObject):
    """A coin with an amount, or a small card with a word, flying from one point to another."""

    def __init__(self, label: str, colour: str, card: bool = False) -> None:
        super().__init__()
        self.label = label
        self.colour = QColor(colour)
        self.card = card
        self.anim: QSequentialAnimationGroup | None = None
        self.setZValue(60)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt name)
        """Centred on its position."""
        return QRectF(-90, -20, 180, 40) if self.card else QRectF(-44, -16, 88, 32)

    def paint(self, p: QPainter, _option, _widget=None) -> None:
        """A gold coin and its amount, or a small card."""
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.boundingRect().adjusted(2, 2, -2, -2)
        radius = 8 if self.card else r.height() / 2
        p.setPen(QPen(self.colour.darker(150), 2))
        p.setBrush(self.colour)
        p.drawRoundedRect(r, radius, radius)
        ink = QColor("white") if self.card else QColor("#3A2A10")
        legible.text(p, self, r.adjusted(4, 0, -4, 0), self.label, 14, ink, bold=True,
                     squeeze=True)  # fmt: skip

    def _get_at(self) -> QPointF:
        return self.pos()

    def _set_at(self, point: QPointF) -> None:
        self.setPos(point)

    at = Property(QPointF, _get_at, _set_at)

    def fly(self, start: QPointF, end: QPointF, ms: int, delay_ms: int) -> None:
        """Wait `delay_ms` (hidden), then fly from start to end in `ms`, then vanish."""
        self.setPos(start)
        self.setVisible(delay_ms <= 0)
        group = QSequentialAnimationGroup(self)
        if delay_ms > 0:
            group.addPause(delay_ms)
        anim = QPropertyAnimation(self, b"at")
        anim.setStartValue(QPointF(start))
        anim.setEndValue(QPointF(end))
        anim.setDuration(ms)
        anim.setEasingCurve(QEasingCurve.Type.InOutCubic)
        anim.stateChanged.connect(self._started)
        group.addAnimation(anim)
        group.finished.connect(self.finish)
        self.anim = group
        group.start()

    def _started(self, new: QAbstractAnimation.State, _old: QAbstractAnimation.State) -> None:
        """Shown from the moment its flight begins (a method, so Qt drops it with the item)."""
        if new == QAbstractAnimation.State.Running:
            self.setVisible(True)

    def busy_ms(self) -> int:
        """Time left until it has arrived."""
        group = self.anim
        return 0 if group is None else max(0, group.totalDuration() - group.currentTime())

    def finish(self) -> None:
        """Arrive at once and vanish (the scene takes spent items off the board later)."""
        group, self.anim = self.anim, None
        if group is not None:
            group.stop()
        self.setVisible(False)
