"""The choice among legal actions: plain buttons, or cards (a title, a text, a colour) when the
game's "cards" adapter describes its choices that way, e.g. a resolution to repeal, a contact to
play, a target to attack. Works in the open and behind the curtain alike.

A game registers `fn(context) -> list[Card] | None`; None (or no adapter) gives buttons labelled
by the game's "labels" adapter or the engine's describe().
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QGridLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from stadsliv_qt.engine import Action

from .. import typed, words
from ..style import CARD, INK, LINE, MUTED
from . import DecisionPanel, PanelContext
from .common import adapter, label_for


@dataclass
class Card:
    """One choice drawn as a card."""

    action: Action
    title: str
    text: str = ""
    colour: str = ""


class CardButton(QPushButton):
    """A card: a coloured band, a bold title and a wrapped text; a click chooses it."""

    def __init__(self, card: Card) -> None:
        super().__init__()
        self.card = card
        self.setObjectName("choiceCard")
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setMinimumSize(200, 120)
        band = card.colour or "#B5643C"
        self.setStyleSheet(
            f"QPushButton#choiceCard {{ background: {CARD}; border: 1px solid {LINE};"
            f" border-top: 8px solid {band}; border-radius: 10px; text-align: left; }}"
            f"QPushButton#choiceCard:hover {{ border-color: {band}; }}"
        )
        lay = QVBoxLayout(self)
        lay.setContentsMargins(12, 10, 12, 10)
        name, said = words.name(card.title), words.name(card.text)
        title = typed.label(name)
        title.setWordWrap(True)
        title.setStyleSheet(f"font-weight: 700; color: {INK}; background: transparent;")
        lay.addWidget(title)
        if said:
            text = typed.label(said)
            text.setWordWrap(True)
            text.setStyleSheet(f"color: {MUTED}; background: transparent;")
            lay.addWidget(text)
        lay.addStretch(1)
        for label in self.findChildren(QLabel):
            label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setToolTip(typed.tip(f"{name}: {said}" if said else name))


class ChoicePanel(DecisionPanel):
    """Lists the seat's legal actions (as cards when the game describes them so)."""

    def __init__(self, context: PanelContext, parent: QWidget | None = None) -> None:
        super().__init__(context, parent)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        reader = adapter("cards", context.game.info.id)
        cards = reader(context) if reader else None
        box = QWidget()
        self.buttons: list[QPushButton] = []
        if cards:
            grid = QGridLayout(box)
            grid.setContentsMargins(0, 0, 0, 0)
            grid.setSpacing(8)
            columns = 3 if len(cards) > 4 else max(1, min(len(cards), 3))
            for i, card in enumerate(cards):
                button = CardButton(card)
                button.clicked.connect(lambda _=False, a=card.action: self.chosen.emit(a))
                grid.addWidget(button, i // columns, i % columns)
                self.buttons.append(button)
        else:
            lay = QVBoxLayout(box)
            lay.setContentsMargins(0, 0, 0, 0)
            lay.setSpacing(6)
            for action in context.actions:
                plain = QPushButton(typed.button_text(label_for(context.game, action)))
                plain.clicked.connect(lambda _=False, a=action: self.chosen.emit(a))
                lay.addWidget(plain)
                self.buttons.append(plain)
            lay.addStretch(1)
        if len(self.buttons) > 8:
            scroll = QScrollArea()
            scroll.setWidgetResizable(True)
            scroll.setWidget(box)
            scroll.setMinimumHeight(280)
            outer.addWidget(scroll)
        else:
            outer.addWidget(box)
        outer.addWidget(self.error)

    def shortcuts(self) -> dict[str, Any]:
        """1..9 the first nine choices."""
        return {str(i + 1): b.click for i, b in enumerate(self.buttons[:9])}
