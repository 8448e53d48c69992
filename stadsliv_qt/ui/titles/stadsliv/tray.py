"""The dice tray in the city centre: the last roll, the last Ödestärning, and the roll choice.

Before a roll the tray offers 'one die' and 'both dice' as chips (the same choice as the action
bar); after it, the dice lie where they fell with the roller's name, and the Ödestärning keeps
its last face with the thrower's name until the next throw.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject

from ...scenes import legible
from .dice import Chip, FateDie, PipDie, tumble


class DiceTray(QGraphicsObject):
    """Two dice on the left, the Ödestärning on the right, captions below."""

    W, H = 360.0, 150.0

    def __init__(self) -> None:
        super().__init__()
        self.setCacheMode(QGraphicsObject.CacheMode.DeviceCoordinateCache)  # see civic.CACHE
        self.dice = [PipDie(44), PipDie(44)]
        for die in self.dice:
            die.setParentItem(self)
        self.fate = FateDie(58)
        self.fate.setParentItem(self)
        self.fate.setPos(self._fate_home())
        self.roll_caption = ""
        self.fate_caption = ""
        self.fate_name = ""
        self.chips: list[Chip] = []
        self._place_dice(2)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt name)
        """The tray."""
        return QRectF(-4, -4, self.W + 8, self.H + 10)

    def _dice_homes(self, n: int) -> list[QPointF]:
        if n == 1:
            return [QPointF(74, 34)]
        return [QPointF(40, 34), QPointF(104, 34)]

    def _fate_home(self) -> QPointF:
        return QPointF(246, 28)

    def _place_dice(self, n: int) -> None:
        for die, home in zip(self.dice, self._dice_homes(n), strict=False):
            die.setPos(home)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        """A wooden tray lined with green felt, and the captions."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        outer = QRectF(0, 0, self.W, self.H)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(60, 42, 25, 50))
        painter.drawRoundedRect(outer.translated(2, 4), 16, 16)
        wood = QLinearGradient(0, 0, 0, self.H)
        wood.setColorAt(0, QColor("#9A7754"))
        wood.setColorAt(1, QColor("#765A3E"))
        painter.setBrush(wood)
        painter.drawRoundedRect(outer, 16, 16)
        felt = QLinearGradient(0, 0, 0, self.H)
        felt.setColorAt(0, QColor("#4F7D67"))
        felt.setColorAt(1, QColor("#3F6A56"))
        painter.setBrush(felt)
        painter.drawRoundedRect(outer.adjusted(7, 7, -7, -7), 11, 11)
        painter.setPen(QPen(QColor(255, 255, 255, 40), 1, Qt.PenStyle.DashLine))
        painter.drawLine(QPointF(190, 16), QPointF(190, self.H - 16))
        cream, pale = QColor("#F4EBDA"), QColor("#DCEBDF")
        line = max(18.0, legible.line_height(self, 12, True))
        legible.text(painter, self, QRectF(14, 112 - line, 170, line), self.roll_caption, 12,
                     cream, bold=True, squeeze=True)  # fmt: skip
        small = max(18.0, legible.line_height(self, 11))
        below = min(self.H - 8 - small, 114.0)
        legible.text(painter, self, QRectF(194, below - line, 160, line), self.fate_name, 12,
                     cream, bold=True, squeeze=True)  # fmt: skip
        legible.text(painter, self, QRectF(194, below, 160, small), self.fate_caption, 11, pale,
                     squeeze=True)  # fmt: skip
        if self._blank():
            none = QCoreApplication.translate("Stadsliv", "no roll yet")
            legible.text(painter, self, QRectF(14, 50, 170, max(18.0, small)), none, 11, pale)

    def show_roll(self, dice: list[int], caption: str, ms: int) -> None:
        """Show the dice the engine drew, with who rolled."""
        self.roll_caption = caption
        homes = self._dice_homes(len(dice))
        for k, die in enumerate(self.dice):
            if k < len(dice):
                die.value = dice[k]
                die.show()
                tumble(die, homes[k], ms, spin=280 + 70 * k)
                die.update()
            else:
                die.value = 0
                die.hide()
        self.update()

    def show_fate(self, code: str, name: str, caption: str, ms: int) -> None:
        """Show the Ödestärning's face, its name and the thrower."""
        self.fate.code = code
        self.fate_name = name
        self.fate_caption = caption
        self.fate.update()
        tumble(self.fate, self._fate_home(), ms, spin=420)
        self.update()

    def offer_rolls(self, choices: list[tuple[str, str, Callable[[], None]]]) -> None:
        """Clickable chips for 'one die' and 'both dice' (empty: none)."""
        if not choices and not self.chips:
            return  # none before, none now: the tray is not drawn again
        before = self._blank()
        for chip in self.chips:
            chip.setParentItem(None)  # type: ignore[arg-type]  # PySide6 stub gap: Qt takes None (detach)
            if chip.scene() is not None:
                chip.scene().removeItem(chip)
        self.chips = []
        for k, (text, tip, click) in enumerate(choices):
            chip = Chip(text, tip, click, width=72)
            chip.setParentItem(self)
            chip.setPos(22 + k * 84, 113)
            self.chips.append(chip)
        if self._blank() != before:
            self.update()  # "no roll yet" comes or goes; the chips draw themselves

    def _blank(self) -> bool:
        """True while the tray says "no roll yet" (no dice thrown, no roll offered)."""
        return not any(d.value for d in self.dice) and not self.chips
