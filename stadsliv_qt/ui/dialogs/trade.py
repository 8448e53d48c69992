"""Trades in the open: one seat puts together an offer, the other accepts or refuses on screen.

`TradeDialog` builds an offer: the partner, any mix of each side's properties and cards, and
money one way. `TradeAnswerPanel` shows an offer to the seat asked, with Accept and Refuse.

Both are game-neutral; a game registers a "trade" adapter object with:

    partners(game, seat) -> list[int]               seats one may offer to
    side(game, seat) -> TradeSide                   what a seat could put in
    make(seat, to, give, take, give_money, take_money, give_cards, take_cards) -> Action
    offer(context) -> TradeOffer                    the offer on the table, for the answer

The engine checks every offer (check() with its sentence); the dialog refuses locally only what
it can see for itself: an empty offer and money beyond a side's cash.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from stadsliv_qt.engine import Action, Game

from .. import tokens, typed, words
from ..format import plural
from ..style import CARD, LINE, repolish
from . import DecisionPanel, PanelContext
from .common import action_buttons, adapter, heading, money_text, muted, seat_look


@dataclass
class Asset:
    """One thing that could change hands; disabled ones say why in `why`."""

    key: Any
    label: str
    colour: str = ""
    note: str = ""
    enabled: bool = True
    why: str = ""


@dataclass
class TradeSide:
    """What one seat could put into a trade."""

    seat: int
    cash: int
    assets: list[Asset] = field(default_factory=list)
    cards: list[Asset] = field(default_factory=list)


@dataclass
class TradeOffer:
    """An offer on the table, in words, for the seat asked."""

    giver: int
    receiver: int
    gives: list[str]
    takes: list[str]


class TradeAdapter(Protocol):
    """What a game tells the trade dialogs."""

    def partners(self, game: Game, seat: int) -> list[int]: ...

    def side(self, game: Game, seat: int) -> TradeSide: ...

    def make(
        self,
        seat: int,
        to: int,
        give: list[Any],
        take: list[Any],
        give_money: int,
        take_money: int,
        give_cards: list[Any],
        take_cards: list[Any],
    ) -> Action: ...

    def offer(self, context: PanelContext) -> TradeOffer: ...


class SideBox(QFrame):
    """One side of the offer: checkable assets and cards, and an amount of money."""

    changed = Signal()

    def __init__(self, game: Game, title: str, side: TradeSide) -> None:
        super().__init__()
        self.side = side
        self.game = game
        self.setObjectName("tradeSide")
        self.setStyleSheet(
            f"QFrame#tradeSide {{ background: {CARD}; border: 1px solid {LINE};"
            " border-radius: 10px; }"
        )
        lay = QVBoxLayout(self)
        lay.setContentsMargins(12, 10, 12, 10)
        name, colour, token = seat_look(game, side.seat)
        head = QHBoxLayout()
        icon = typed.label()
        icon.setPixmap(tokens.token_pixmap(token, colour, 22))
        head.addWidget(icon)
        head.addWidget(heading(title, 12), 1)
        lay.addLayout(head)
        self.list = QListWidget()
        self.list.setMinimumHeight(200)
        for asset in side.assets + side.cards:
            note = words.name(asset.note)
            item = QListWidgetItem(words.name(asset.label) + (f"  ({note})" if note else ""))
            flags = Qt.ItemFlag.ItemIsUserCheckable
            if asset.enabled:
                flags |= Qt.ItemFlag.ItemIsEnabled
            item.setFlags(flags)
            item.setCheckState(Qt.CheckState.Unchecked)
            item.setData(Qt.ItemDataRole.UserRole, asset.key)
            if asset.colour:
                item.setIcon(tokens.swatch_icon(asset.colour, 14))
            if asset.why:
                item.setToolTip(words.name(asset.why))
            self.list.addItem(item)
        if not side.assets and not side.cards:
            lay.addWidget(muted(self.tr("No property or card to trade.")))
        self.list.itemChanged.connect(lambda _i: self.changed.emit())
        lay.addWidget(self.list, 1)
        money = QHBoxLayout()
        money.addWidget(typed.label(self.tr("Money")))
        self.money = QSpinBox()
        self.money.setRange(0, 10**9)
        self.money.setSingleStep(100 if game.info.money in ("€", "$") else 1)
        self.money.setGroupSeparatorShown(True)
        self.money.valueChanged.connect(lambda _v: self.changed.emit())
        money.addWidget(self.money, 1)
        lay.addLayout(money)
        lay.addWidget(muted(self.tr("Cash: {cash}").format(cash=money_text(game, side.cash))))
        self._cards = {c.key for c in side.cards}

    def chosen_keys(self) -> tuple[list[Any], list[Any]]:
        """The checked assets and the checked cards."""
        assets: list[Any] = []
        cards: list[Any] = []
        for i in range(self.list.count()):
            item = self.list.item(i)
            if item.checkState() == Qt.CheckState.Checked:
                key = item.data(Qt.ItemDataRole.UserRole)
                (cards if key in self._cards else assets).append(key)
        return assets, cards

    def check(self, key: Any, on: bool = True) -> None:
        """Tick an asset or card by its key (tests, and clicks on the board)."""
        for i in range(self.list.count()):
            item = self.list.item(i)
            if item.data(Qt.ItemDataRole.UserRole) == key:
                item.setCheckState(Qt.CheckState.Checked if on else Qt.CheckState.Unchecked)


class TradeDialog(QDialog):
    """Put an offer together; Offer sends it, the engine's refusal keeps the dialog open."""

    offered = Signal(object)

    def __init__(self, game: Game, seat: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.seat = seat
        self.adapter: TradeAdapter | None = adapter("trade", game.info.id)
        self.setWindowTitle(self.tr("Offer a trade"))
        self.setMinimumSize(720, 520)
        lay = QVBoxLayout(self)
        lay.setSpacing(10)
        name = game.seats[seat].name
        lay.addWidget(heading(self.tr("{name} offers a trade").format(name=name), 15))
        top = QHBoxLayout()
        top.addWidget(typed.label(self.tr("To:")))
        self.partner = QComboBox()
        partners = self.adapter.partners(game, seat) if self.adapter else []
        for other in partners:
            o_name, colour, token = seat_look(game, other)
            self.partner.addItem(tokens.token_pixmap(token, colour, 18), o_name, other)
        self.partner.currentIndexChanged.connect(lambda _i: self._fill())
        top.addWidget(self.partner, 1)
        lay.addLayout(top)
        self.sides = QGridLayout()
        self.sides.setHorizontalSpacing(12)
        lay.addLayout(self.sides, 1)
        lay.addWidget(
            muted(
                self.tr("Tick what changes hands. The other player accepts or refuses on screen.")
            )
        )
        self.summary = typed.label()
        self.summary.setWordWrap(True)
        lay.addWidget(self.summary)
        self.error = typed.label()
        self.error.setProperty("role", "error")
        self.error.setWordWrap(True)
        self.error.hide()
        lay.addWidget(self.error)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.cancel = QPushButton(self.tr("Cancel"))
        self.cancel.clicked.connect(self.reject)
        buttons.addWidget(self.cancel)
        self.offer_button = QPushButton(self.tr("Offer"))
        self.offer_button.setProperty("primary", True)
        repolish(self.offer_button)
        self.offer_button.clicked.connect(self.submit)
        buttons.addWidget(self.offer_button)
        lay.addLayout(buttons)
        self.mine: SideBox | None = None
        self.theirs: SideBox | None = None
        if not partners:
            self.refuse(self.tr("There is nobody to trade with."))
            self.offer_button.setEnabled(False)
        self._fill()

    def _fill(self) -> None:
        for box in (self.mine, self.theirs):
            if box is not None:
                self.sides.removeWidget(box)
                box.deleteLater()
        self.mine = self.theirs = None
        if self.adapter is None or self.partner.currentIndex() < 0:
            return
        other = self.partner.currentData()
        me_name = self.game.seats[self.seat].name
        other_name = self.game.seats[other].name
        self.mine = SideBox(
            self.game,
            self.tr("{name} gives").format(name=me_name),
            self.adapter.side(self.game, self.seat),
        )
        self.theirs = SideBox(
            self.game,
            self.tr("{name} gives").format(name=other_name),
            self.adapter.side(self.game, other),
        )
        for box in (self.mine, self.theirs):
            box.changed.connect(self._update)
        self.sides.addWidget(self.mine, 0, 0)
        self.sides.addWidget(self.theirs, 0, 1)
        self._update()

    def _update(self) -> None:
        self.refuse("")
        if self.mine is None or self.theirs is None:
            self.summary.setText("")
            return
        give, give_cards = self.mine.chosen_keys()
        take, take_cards = self.theirs.chosen_keys()
        count = len(give) + len(give_cards) + len(take) + len(take_cards)
        money = self.mine.money.value() + self.theirs.money.value()
        text = plural(
            count,
            self.tr("1 item and {money} in this offer."),
            self.tr("{n} items and {money} in this offer."),
            money=money_text(self.game, money),
        )
        self.summary.setText(text)

    def refuse(self, sentence: str) -> None:
        """Show why the offer cannot go (or clear the message)."""
        self.error.setText(sentence)
        self.error.setVisible(bool(sentence))

    def action(self) -> Action | None:
        """The offer as the game's action, or None with the reason shown."""
        if self.adapter is None or self.mine is None or self.theirs is None:
            self.refuse(self.tr("There is nobody to trade with."))
            return None
        give, give_cards = self.mine.chosen_keys()
        take, take_cards = self.theirs.chosen_keys()
        give_money, take_money = self.mine.money.value(), self.theirs.money.value()
        if not (give or take or give_cards or take_cards or give_money or take_money):
            self.refuse(self.tr("An offer must contain something."))
            return None
        for box, amount in ((self.mine, give_money), (self.theirs, take_money)):
            if amount > box.side.cash:
                name = self.game.seats[box.side.seat].name
                self.refuse(
                    self.tr("{name} has only {cash}.").format(
                        name=name, cash=money_text(self.game, box.side.cash)
                    )
                )
                return None
        return self.adapter.make(
            self.seat,
            self.partner.currentData(),
            give,
            take,
            give_money,
            take_money,
            give_cards,
            take_cards,
        )

    def submit(self) -> None:
        """Send the offer (the dialog stays open until the table moves on)."""
        action = self.action()
        if action is not None:
            self.offered.emit(action)


class TradeAnswerPanel(DecisionPanel):
    """The offer in two columns, and the receiving seat's Accept or Refuse."""

    def __init__(self, context: PanelContext, parent: QWidget | None = None) -> None:
        super().__init__(context, parent)
        game = context.game
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(8)
        fn: TradeAdapter | None = adapter("trade", game.info.id)
        if fn is not None:
            offer = fn.offer(context)
            giver = game.seats[offer.giver].name
            receiver = game.seats[offer.receiver].name
            cols = QHBoxLayout()
            for title, items in (
                (self.tr("{name} gives {other}").format(name=giver, other=receiver), offer.gives),
                (self.tr("{name} gets from {other}").format(name=giver, other=receiver),
                 offer.takes),
            ):  # fmt: skip
                box = QVBoxLayout()
                box.addWidget(heading(title, 11))
                for text in items or [self.tr("nothing")]:
                    box.addWidget(typed.label("• " + words.name(text)))
                box.addStretch(1)
                cols.addLayout(box, 1)
            lay.addLayout(cols)
        buttons, self.buttons = action_buttons(game, context.actions, self.chosen.emit)
        lay.addLayout(buttons)
        lay.addWidget(self.error)

    def shortcuts(self) -> dict[str, Any]:
        """1 accept, 2 refuse (in the engine's order)."""
        return {str(i + 1): b.click for i, b in enumerate(self.buttons)}
