"""Short animations over the city, played one after another from public events.

The board already shows the new state; these overlays only make the change visible: a member
gliding from lot to lot, a conflict's losses counted down, a murder, a fire, money paid. Their
length follows the table's animation speed (prefs.delay_ms); at "off" nothing is drawn.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import (
    QEasingCurve,
    QElapsedTimer,
    QObject,
    QPointF,
    QRectF,
    Qt,
    QTimer,
    QVariantAnimation,
)
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QGraphicsScene

from ... import tokens
from ...scenes import legible
from . import look

Step = Callable[[], int]  # starts an effect, returns how long it runs (ms)


class Ghost(QGraphicsObject):
    """A transient drawing: a token, a line of text, a flash or a conflict card."""

    def __init__(self, rect: QRectF, draw: Callable[[QPainter, QRectF, float], None]) -> None:
        super().__init__()
        self.rect = rect
        self.draw = draw
        self.t = 0.0
        self.setZValue(50)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt name)
        """Where it draws."""
        return self.rect.adjusted(-20, -20, 20, 20)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        """Draw at the current progress t (0..1)."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.draw(painter, self.rect, self.t)


class Effects(QObject):
    """A queue of effects on one scene."""

    def __init__(self, scene: QGraphicsScene, delay: Callable[[int], int]) -> None:
        super().__init__(scene)
        self.scene = scene
        self.delay = delay
        self.queue: list[Step] = []
        self.running = False
        self.ghosts: list[Ghost] = []
        self.clock = QElapsedTimer()
        self.clock.start()
        self.until = 0  # when the running effect ends, on self.clock

    def remaining_ms(self) -> int:
        """About how long the queued and running effects still need."""
        if not self.running:
            return 0
        left = max(0, self.until - self.clock.elapsed())
        return int(left + len(self.queue) * self.delay(600))

    @property
    def enabled(self) -> bool:
        """False when the table's animations are off."""
        return self.delay(1000) > 0

    def add(self, step: Step) -> None:
        """Queue an effect; it starts when the ones before it have ended."""
        if not self.enabled:
            return
        self.queue.append(step)
        if not self.running:
            self._next()

    def clear(self) -> None:
        """Drop queued effects and remove what is on screen."""
        self.queue.clear()
        for ghost in self.ghosts:
            if ghost.scene() is not None:
                self.scene.removeItem(ghost)
        self.ghosts.clear()
        self.running = False

    def _next(self) -> None:
        if not self.queue:
            self.running = False
            return
        self.running = True
        length = max(1, self.queue.pop(0)())
        self.until = self.clock.elapsed() + length
        QTimer.singleShot(length, self, self._next)

    def _animate(
        self, ghost: Ghost, ms: int, on_step: Callable[[float], None] | None = None
    ) -> None:
        self.scene.addItem(ghost)
        self.ghosts.append(ghost)
        anim = QVariantAnimation(self)
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        anim.setDuration(ms)
        anim.setEasingCurve(QEasingCurve.Type.InOutCubic)

        def tick(value: float) -> None:
            ghost.t = float(value)
            if on_step is not None:
                on_step(ghost.t)
            ghost.update()

        def done() -> None:
            if ghost.scene() is not None:
                self.scene.removeItem(ghost)
            if ghost in self.ghosts:
                self.ghosts.remove(ghost)

        anim.valueChanged.connect(tick)
        anim.finished.connect(done)
        anim.start(QVariantAnimation.DeletionPolicy.DeleteWhenStopped)

    # ----- the effects ------------------------------------------------------------------------
    def glide(self, shape: str, colour: str, start: QPointF, end: QPointF) -> None:
        """A member token travels from one lot to another."""

        def step() -> int:
            ms = self.delay(520)
            size = 34.0
            ghost = Ghost(QRectF(-size / 2, -size / 2, size, size), _token_draw(shape, colour))
            ghost.setPos(start)

            def move(t: float) -> None:
                ghost.setPos(start + (end - start) * t)

            self._animate(ghost, ms, move)
            return ms

        self.add(step)

    def rise(self, at: QPointF, string: str, colour: str, size: float = 26) -> None:
        """A short text floats up and fades (money paid, a death)."""

        def step() -> int:
            ms = self.delay(900)
            rect = QRectF(at.x() - 110, at.y() - 24, 220, 48)

            def draw(p: QPainter, r: QRectF, t: float) -> None:
                c = QColor(colour)
                c.setAlphaF(max(0.0, 1.0 - t * t))
                shadow = QColor(0, 0, 0, int(170 * (1 - t * t)))
                box = r.translated(0, -40 * t)
                f = look.font(size, bold=True)
                centre = Qt.AlignmentFlag.AlignCenter
                legible.paint_text(p, box.translated(2, 2), string, f, shadow, centre)
                legible.paint_text(p, box, string, f, c, centre)

            self._animate(Ghost(rect, draw), ms)
            return max(1, ms // 2)

        self.add(step)

    def flash(self, rect: QRectF, colour: str) -> None:
        """A lot lights up and fades (burnt, turned up, a car arrives)."""

        def step() -> int:
            ms = self.delay(700)

            def draw(p: QPainter, r: QRectF, t: float) -> None:
                c = QColor(colour)
                c.setAlphaF(0.75 * (1 - t))
                p.setPen(QPen(c, 8))
                c2 = QColor(colour)
                c2.setAlphaF(0.45 * (1 - t))
                p.setBrush(c2)
                p.drawRoundedRect(r, 10, 10)

            self._animate(Ghost(QRectF(rect), draw), ms)
            return max(1, ms // 2)

        self.add(step)

    def conflict(
        self,
        rect: QRectF,
        before: list[int],
        after: list[int],
        looks: list[tuple[str, str, str]],
        title: str,
    ) -> None:
        """A conflict card over the lot: each family's members, then the losses counted off."""

        def step() -> int:
            ms = self.delay(1700)
            present = [f for f, c in enumerate(before) if c and f < len(looks)]

            def draw(p: QPainter, r: QRectF, t: float) -> None:
                p.setOpacity(max(0.0, min(1.0, t * 12, (1 - t) * 8)))
                p.setPen(QPen(QColor("#E0392B"), 4))
                p.setBrush(QColor("#150F0C"))
                p.drawRoundedRect(r.adjusted(-4, -4, 4, 4), 12, 12)
                look.text(
                    p,
                    QRectF(r.left(), r.top() + 2, r.width(), 28),
                    title,
                    look.font(16, bold=True, caps=True),
                    "#FF8A70",
                    Qt.AlignmentFlag.AlignCenter,
                )
                row_h = min(34.0, (r.height() - 36) / max(1, len(present)))
                for k, f in enumerate(present):
                    _, colour, shape = looks[f]
                    y = r.top() + 34 + k * row_h
                    tokens.paint_token(p, shape, colour, QRectF(r.left() + 14, y + 3, 22, 22))
                    counted = t >= 0.4
                    line = f"{before[f]} → {after[f]}" if counted else str(before[f])
                    look.text(
                        p,
                        QRectF(r.left() + 44, y, 90, 28),
                        line,
                        look.font(20, bold=True),
                        look.CREAM,
                    )
                    lost = before[f] - after[f]
                    if lost and t >= 0.25:
                        look.text(
                            p,
                            QRectF(r.right() - 66, y, 56, 28),
                            f"−{lost}",
                            look.font(20, bold=True),
                            "#FF6B57",
                            Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                        )
                p.setOpacity(1.0)

            self._animate(Ghost(QRectF(rect), draw), ms)
            return ms

        self.add(step)


def coin_flight(effects: Effects, start: QPointF, end: QPointF, label: str, colour: str) -> None:
    """Money on its way: a brass coin with the amount glides from payer to payee (issue 18)."""

    def step() -> int:
        ms = effects.delay(650)
        rect = QRectF(-70, -22, 140, 44)

        def draw(p: QPainter, r: QRectF, t: float) -> None:
            p.setOpacity(max(0.0, min(1.0, t * 10, (1 - t) * 6)))
            coin = QRectF(r.left() + 4, r.top() + 6, 32, 32)
            p.setPen(QPen(QColor(look.BRASS_DARK), 2))
            p.setBrush(QColor(look.BRASS))
            p.drawEllipse(coin)
            look.text(
                p, coin, "$", look.font(16, bold=True), look.INK, Qt.AlignmentFlag.AlignCenter
            )
            box = QRectF(coin.right() + 4, r.top(), r.width() - coin.width() - 8, r.height())
            f = look.font(17, bold=True)
            shadow = QColor(0, 0, 0, 190)
            left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
            legible.paint_text(p, box.translated(2, 2), label, f, shadow, left)
            legible.paint_text(p, box, label, f, QColor(colour), left)
            p.setOpacity(1.0)

        ghost = Ghost(rect, draw)
        ghost.setPos(start)

        def move(t: float) -> None:
            ghost.setPos(start + (end - start) * t)

        effects._animate(ghost, ms, move)
        return ms

    effects.add(step)


def fall(effects: Effects, at: QPointF, shape: str, colour: str, count: int) -> None:
    """Members lost in a conflict fall on the lot: the family's token topples and fades (BOR-08)."""

    def step() -> int:
        ms = effects.delay(800)
        rect = QRectF(-60, -30, 120, 60)

        def draw(p: QPainter, r: QRectF, t: float) -> None:
            p.setOpacity(max(0.0, 1.0 - t))
            p.save()
            p.translate(r.center().x() - 24, r.center().y() + 36 * t)
            p.rotate(90 * t)
            tokens.paint_token(p, shape, colour, QRectF(-16, -16, 32, 32))
            p.restore()
            box = QRectF(r.center().x() - 4, r.top(), r.width() / 2 + 4, r.height())
            f = look.font(20, bold=True)
            left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
            legible.paint_text(
                p, box.translated(2, 2), f"✝ −{count}", f, QColor(0, 0, 0, 190), left
            )
            legible.paint_text(p, box, f"✝ −{count}", f, QColor("#FF6B57"), left)
            p.setOpacity(1.0)

        ghost = Ghost(rect, draw)
        ghost.setPos(at)
        effects._animate(ghost, ms)
        return max(1, ms // 2)

    effects.add(step)


def _token_draw(shape: str, colour: str) -> Callable[[QPainter, QRectF, float], None]:
    def draw(p: QPainter, r: QRectF, t: float) -> None:
        glow = QColor(look.GLOW)
        glow.setAlpha(90)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(glow)
        p.drawEllipse(r.adjusted(-8, -8, 8, 8))
        tokens.paint_token(p, shape, colour, r)

    return draw
