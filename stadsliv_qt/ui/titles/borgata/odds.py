"""Odds at a glance on Borgata's board (issue 18): while a contract lot is named or bid for, each
face-down lot in question carries the chance that it is worth 3 or more and what its contract
pays on average (BOR-03, from the unseen cards with the same back); during Phase 4, each lot where
families meet carries the conflict's certain outcome (BOR-08). Public view only.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QGraphicsScene

from stadsliv_qt.games.borgata.data import load
from stadsliv_qt.games.borgata.odds import forecasts, odds_by_lot, say_badge, say_forecast

from ... import typed, words
from ...scenes import legible
from . import look

ODDS_TAGS = ("name_contract", "contract_bid")  # the decisions a face-down lot's odds inform
FORECAST_PHASES = ("mobilise", "response")


class Badge(QGraphicsObject):
    """A small pill of words over a lot; clicks pass through to the lot."""

    def __init__(self, rect: QRectF, text: str, fill: str, ink: str, tip: str = "") -> None:
        super().__init__()
        self.rect = rect
        self.text = text
        self.fill = fill
        self.ink = ink
        self.strings = [text]
        self.setZValue(30)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setToolTip(typed.tip(tip or text))

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt name)
        """The pill."""
        return self.rect.adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        """A rounded pill with its words fitted inside."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(look.BRASS), 1.5))
        painter.setBrush(QColor(self.fill))
        painter.drawRoundedRect(self.rect, 11, 11)
        # never under the readable floor on screen: narrower, then on two lines at " · ", then
        # elided (the tooltip keeps all of it)
        legible.text(
            painter,
            self,
            self.rect.adjusted(7, 1, -7, -1),
            self.text,
            13,
            QColor(self.ink),
            bold=True,
            squeeze=True,
            lines=2,
            hyphenate=lambda t: t.replace(" · ", "\n"),
        )


class OddsLayer:
    """The badges of the current decision on one scene. A badge that stays the same from one
    update to the next is kept (a step redraws only the badges that change, not the lots
    beneath every badge)."""

    def __init__(self, scene: QGraphicsScene, lot_rect: Any, names: list[str]) -> None:
        self.scene = scene
        self.lot_rect = lot_rect  # (row, col) -> QRectF in scene units
        self.names = names
        self.badges: list[Badge] = []
        self._kept: dict[tuple[Any, ...], Badge] = {}  # during an update: the badges shown before

    def clear(self) -> None:
        """No badges."""
        for badge in self.badges:
            self.scene.removeItem(badge)
        self.badges = []

    def update(
        self, view: dict[str, Any], tag: str, odds: dict[tuple[int, int], Any] | None = None
    ) -> None:
        """Badges for what the decision `tag` is about, from the public view (`odds`: the
        face-down lots' odds of that view, when the caller has them)."""
        old, self.badges = self.badges, []
        self._kept = {_spec(b): b for b in old}
        self._wanted(view, tag, odds)
        for badge in self._kept.values():  # not wanted any more
            self.scene.removeItem(badge)
        self._kept = {}

    def _wanted(
        self, view: dict[str, Any], tag: str, known: dict[tuple[int, int], Any] | None
    ) -> None:
        if tag in ODDS_TAGS:
            named = view.get("contract_lot")
            by_lot = odds_by_lot(view, load()) if known is None else known
            for pos, odds in by_lot.items():
                if tag == "contract_bid" and list(pos) != named:
                    continue
                rect = self.lot_rect(pos)
                pill = QRectF(rect.left() + 8, rect.bottom() - 36, rect.width() - 16, 26)
                self._add(Badge(pill, words.say(say_badge(odds)), "#1B2030", look.GLOW))
        if view.get("phase") in FORECAST_PHASES:
            for pos, (before, after) in forecasts(view).items():
                badge, tip = say_forecast(before, after, self.names)
                rect = self.lot_rect(pos)
                pill = QRectF(rect.left() + 6, rect.bottom() - 36, rect.width() - 12, 28)
                self._add(Badge(pill, words.say(badge), "#5A1713", look.CREAM, words.say(tip)))

    def _add(self, badge: Badge) -> None:
        kept = self._kept.pop(_spec(badge), None)
        if kept is not None:
            self.badges.append(kept)  # the same words in the same place: left as it is
            return
        self.scene.addItem(badge)
        self.badges.append(badge)

    def texts(self) -> list[str]:
        """The words on the badges now."""
        return [b.text for b in self.badges]


def _spec(badge: Badge) -> tuple[Any, ...]:
    """What a badge shows: two badges with the same spec look the same."""
    r = badge.rect
    return (r.x(), r.y(), r.width(), r.height(), badge.text, badge.fill, badge.ink, badge.toolTip())
