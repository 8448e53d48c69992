"""Small pieces the shared dialogs use: money in the game's unit, seat chips, adapter registries.

Shared dialogs (vote, auction, trade, debt, choice) know no game. What a game shows in them is
read by small adapters that a game's own dialog module registers here, keyed by game id:

    common.register_adapter("auction", "gladopolis", read_auction)

Each dialog module documents what its adapter returns and has a generic fall-back that reads only
the legal actions, so a new game works (plainly) before it writes any adapter.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QWidget

from stadsliv_qt.engine import Action, Game

from .. import tokens, typed, words
from ..style import CARD, INK, LINE, MUTED, pt, repolish

# A function for most kinds; an object with methods for "trade" (dialogs.trade.TradeAdapter).
# Each dialog module states the type of its kind's adapter where it asks for it.
_ADAPTERS: dict[tuple[str, str], Any] = {}


def register_adapter(kind: str, game_id: str, fn: Callable[..., Any] | object) -> None:
    """Use `fn` to read `kind` (auction, trade, debt, vote, labels, cards …) for a game."""
    _ADAPTERS[(kind, game_id)] = fn


def adapter(kind: str, game_id: str) -> Any:
    """The registered adapter, or None (the dialog then uses its generic reading)."""
    from . import discover

    discover()
    return _ADAPTERS.get((kind, game_id))


def money_text(game: Game, amount: int) -> str:
    """An amount in the game's unit, the language's way: '1,200 €' / '1 200 €' / '1.200 €'."""
    return words.money(amount, game.info.money)


def label_for(game: Game, action: Action) -> str:
    """A sentence for a button: the game's label adapter, else the engine's describe(); in the
    table's language either way."""
    fn = adapter("labels", game.info.id)
    if fn is not None:
        text = fn(game, action)
        if text:  # the table's own words (tr), or a message of the engine's
            return words.name(text)
    return words.label(action)


def seat_look(game: Game, seat: int) -> tuple[str, str, str]:
    """Name, colour and token shape of a seat."""
    s = game.seats[seat]
    return s.name, tokens.seat_colour(s.colour, seat), tokens.seat_shape(s.token, seat)


class _ChipLook(QFrame):
    """One look of a seat chip (to act or not, out or not), styled once when first needed."""

    def __init__(self, parent: QWidget, colour: str, token: str, strong: bool, faded: bool) -> None:
        super().__init__(parent)
        self.setObjectName("seatChip")
        lay = QHBoxLayout(self)
        lay.setContentsMargins(8, 3, 10, 3)
        lay.setSpacing(6)
        self.icon = typed.label()
        self.icon.setPixmap(tokens.token_pixmap(token, colour if not faded else "#CFC4B4", 18))
        lay.addWidget(self.icon)
        self.label = typed.label()
        lay.addWidget(self.label)
        border = f"3px solid {colour}" if strong else f"1px solid {LINE}"
        weight = 700 if strong else 400
        ink = MUTED if faded else INK
        self.setStyleSheet(
            f"QFrame#seatChip {{ background: {CARD}; border: {border}; border-radius: 12px; }}"
            f" QFrame#seatChip QLabel {{ color: {ink}; font-weight: {weight};"
            " background: transparent; }"
        )
        f = self.label.font()
        f.setStrikeOut(faded)
        self.label.setFont(f)


class SeatChip(QWidget):
    """A seat's token and name in a rounded chip; `strong` marks the seat to act.

    Each look the chip has shown is kept (at most four) and shown again when it comes back:
    restyling the chip at every bid, as the seat to bid moves on, cost about 0.8 ms a chip."""

    def __init__(
        self, name: str, colour: str, token: str, strong: bool = False, faded: bool = False
    ) -> None:
        super().__init__()
        self.colour, self.token = colour, token
        self._looks: dict[tuple[bool, bool], _ChipLook] = {}
        self._look: tuple[bool, bool] = (strong, faded)
        self.set_look(name, strong, faded)

    def _shown(self) -> _ChipLook:
        look = self._looks[self._look]
        look.ensurePolished()
        return look

    @property
    def label(self) -> QLabel:
        """The name's label of the look shown."""
        return self._looks[self._look].label

    @property
    def icon(self) -> QLabel:
        """The token's label of the look shown."""
        return self._looks[self._look].icon

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt name)
        """The look shown decides."""
        return self._shown().sizeHint()

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt name)
        """The look shown decides."""
        return self._shown().minimumSizeHint()

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt name)
        """The look shown fills the chip."""
        self._looks[self._look].setGeometry(self.rect())

    def set_look(self, name: str, strong: bool = False, faded: bool = False) -> None:
        """Show the chip anew (a panel updated in place): its look made only the first time;
        a chip shown as it already is is left alone (no new layout of the row it sits in)."""
        key = (strong, faded)
        shown = self._looks.get(self._look)
        if (
            key == self._look
            and shown is not None
            and shown.label.text() == name
            and not shown.isHidden()
        ):
            return
        self.strong = strong
        look = self._looks.get(key)
        if look is None:
            look = self._looks[key] = _ChipLook(self, self.colour, self.token, strong, faded)
        if look.label.text() != name:
            look.label.setText(name)
        if self._look != key or not look.isVisibleTo(self):
            old = self._looks.get(self._look)
            if old is not None and old is not look:
                old.hide()
            self._look = key
            look.setGeometry(self.rect())
            look.show()
        self.updateGeometry()


def heading(text: str, size: float = 13) -> QLabel:
    """A bold line."""
    label = typed.label(text)
    label.setWordWrap(True)
    label.setStyleSheet(f"font-size: {pt(size)}; font-weight: 700;")
    return label


def bar_beside(bar: QWidget, words: QWidget, width: int) -> QHBoxLayout:
    """A progress bar `width` px wide at the left of its words, on one row: the action bar's
    height is fixed, and a row of its own for the bar hid the buttons below (debt panels)."""
    bar.setFixedWidth(width)
    row = QHBoxLayout()
    row.setSpacing(12)
    row.addWidget(bar, 0, Qt.AlignmentFlag.AlignVCenter)
    row.addWidget(words, 1)
    return row


def muted(text: str) -> QLabel:
    """A quiet explanatory line."""
    label = typed.label(text)
    label.setWordWrap(True)
    label.setProperty("role", "muted")
    return label


def row(*widgets: QWidget, stretch: bool = True) -> QHBoxLayout:
    """A horizontal row of widgets, left aligned."""
    lay = QHBoxLayout()
    lay.setSpacing(8)
    for w in widgets:
        lay.addWidget(w, 0, Qt.AlignmentFlag.AlignVCenter)
    if stretch:
        lay.addStretch(1)
    return lay


def action_buttons(
    game: Game, actions: list[Action], choose: Callable[[Action], Any]
) -> tuple[QHBoxLayout, list[QPushButton]]:
    """A row of numbered buttons, one per action (the first is primary); keys 1-9 press them."""
    lay = QHBoxLayout()
    buttons: list[QPushButton] = []
    for i, action in enumerate(actions):
        button = QPushButton(typed.button_text(f"{i + 1}  {label_for(game, action)}"))
        button.setMinimumHeight(38)
        if i == 0:
            button.setProperty("primary", True)
            repolish(button)
        button.clicked.connect(lambda _=False, a=action: choose(a))
        lay.addWidget(button)
        buttons.append(button)
    lay.addStretch(1)
    return lay, buttons
