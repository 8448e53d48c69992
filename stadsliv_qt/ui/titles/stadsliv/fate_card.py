"""The card beside the Ödestärning before a throw: each face, its chance, what it would do now.

Drawn from fate_odds (public view and the face data only): no seat's secret reaches it.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QGraphicsObject

from stadsliv_qt.text import msg

from ... import words
from ...scenes import legible
from . import look
from .civic import card
from .dice import paint_fate_face
from .fate_odds import FaceOdds, expected

LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
GOOD, BAD = "#2F6B63", "#A8322A"


def _say(id_: str, **args: object) -> str:
    """The board's own words (sta.board.* in the Stadsliv catalogues), in the table's language."""
    return words.say(msg(id_, **args))  # type: ignore[arg-type]


def effect_text(o: FaceOdds, seat: int, names: Sequence[str]) -> str:
    """What the face would do, in a few words, for `seat` and the others."""
    name = names[seat] if 0 <= seat < len(names) else ""
    if o.effect in ("get", "pay"):
        mine = o.deltas.get(seat)
        others = [s for s in o.deltas if s != seat]
        if mine is None:
            head = _say("sta.board.spared", name=name)
        else:
            head = "{name} {sign}{n}".format(name=name, sign="+" if mine > 0 else "−", n=abs(mine))
        if others:
            sign = "+" if o.effect == "get" else "−"
            head += " · " + _say("sta.board.others", k=len(others), sign=sign, amount=o.amount)
        spared = [s for s in o.spared if s != seat]
        if spared:
            head += " · " + _say("sta.board.others_spared", k=len(spared))
        return head
    return _say(f"sta.board.{o.effect}", name=name, amount=o.amount)


class FateOddsCard(QGraphicsObject):
    """Six rows, one per face: the face, its name, 1 in 6, and its effect now."""

    W = 430.0
    ROW = 30.0

    def __init__(self) -> None:
        super().__init__()
        self.odds: list[FaceOdds] = []
        self.seat = -1
        self.rule = ""
        self.names: list[str] = []
        self.setZValue(40)
        self.hide()

    @property
    def h(self) -> float:
        """Title, six rows and the expectation line."""
        return 34 + self.ROW * max(1, len(self.odds)) + 30

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt name)
        """The card and its shadow."""
        return QRectF(-2, -2, self.W + 8, self.h + 10)

    def set_odds(self, odds: list[FaceOdds], seat: int, rule: str, names: list[str]) -> None:
        """Show these odds (empty: hide)."""
        self.prepareGeometryChange()
        self.odds, self.seat, self.rule, self.names = odds, seat, rule, names
        self.setVisible(bool(odds))
        self.update()

    def lines(self) -> list[str]:
        """Each row's words (tests and the tooltip read them)."""
        return [
            f"{o.code} {o.name} {o.chance.numerator}/{o.chance.denominator}: "
            + effect_text(o, self.seat, self.names)
            for o in self.odds
        ]

    def paint(self, painter: QPainter, option, widget=None) -> None:
        """A paper card: a small face, its name and chance, and its effect in colour."""
        title = _say("sta.board.fate_odds", rule=self.rule)
        top = card(painter, QRectF(0, 0, self.W, self.h), title, item=self)
        y = top + 2
        ink, muted = QColor(look.INK), QColor(look.MUTED)
        for o in self.odds:
            paint_fate_face(painter, QRectF(12, y + 3, self.ROW - 6, self.ROW - 6), o.code,
                            o.positive, self)  # fmt: skip
            legible.text(painter, self, QRectF(44, y, 130, self.ROW), o.name, 11, ink,
                         bold=True, flags=LEFT, squeeze=True)  # fmt: skip
            legible.text(painter, self, QRectF(176, y, 34, self.ROW), "1/6", 11, muted,
                         flags=LEFT)  # fmt: skip
            mine = o.deltas.get(self.seat, 0)
            good = mine > 0 or (mine == 0 and o.positive)
            legible.text(painter, self, QRectF(212, y, self.W - 222, self.ROW),
                         effect_text(o, self.seat, self.names), 11, QColor(GOOD if good else BAD),
                         flags=LEFT, squeeze=True)  # fmt: skip
            y += self.ROW
        if self.rule == "STA-12" and 0 <= self.seat < len(self.names):
            e = expected(self.odds, self.seat)
            figure = f"{abs(float(e)):.1f}"
            if words.language() != "en":
                figure = figure.replace(".", ",")
            sign = "+" if e >= 0 else "−"
            line = _say("sta.board.average", name=self.names[self.seat], sign=sign, amount=figure)
        else:
            line = _say("sta.board.signs")
        legible.text(painter, self, QRectF(14, y + 2, self.W - 28, 24), line, 11, muted,
                     flags=LEFT, squeeze=True)  # fmt: skip
