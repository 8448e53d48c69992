"""The open ascending auction: current bid, bidders with the seat to act highlighted, quick
raises, a custom amount and Pass. Every seat sees it; it is shown on the action bar.

Quick raises are the game's bid step times 1, 5 and 10 (+100/+500/+1,000 € in Glad-o-polis with
its 100 € step, +1/+5/+10 poäng in Stadsliv), added to the highest bid (or to nothing before the
first bid). No bid above the bidder's cash is sent: such raises are disabled and a typed amount
over the cash is refused on the panel with a clear sentence. Everything else is checked by the
engine, whose sentence is shown.

A game registers an "auction" adapter `fn(context) -> AuctionState`; without one the state is
read from the legal actions alone (lowest bid, highest bid as the cash, step by their spacing).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import (
    QHBoxLayout,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from stadsliv_qt.engine import Action

from .. import typed, words
from ..elided import ElidedLabel
from ..flow import FlowLayout
from ..room import page_of
from ..style import pt, repolish
from . import DecisionPanel, PanelContext, amount_spec, register
from .common import SeatChip, adapter, money_text, seat_look

RAISES = (1, 5, 10)  # quick raises, in bid steps


@dataclass
class AuctionState:
    """What the auction panel shows; `high` is 0 and `leader` None before the first bid."""

    item: str
    minimum: int
    step: int
    cash: int
    high: int = 0
    leader: int | None = None
    bidders: list[int] = field(default_factory=list)
    out: list[int] = field(default_factory=list)
    detail: str = ""


def _bid_template(actions: list[Action]) -> tuple[Action | None, str]:
    """The bid action to vary and the name of its amount field."""
    spec = amount_spec(actions)
    if spec is not None:
        return spec.template, spec.field
    for action in actions:
        if type(getattr(action, "amount", None)) is int:
            return action, "amount"
    return None, "amount"


def _pass_action(actions: list[Action], template: Action | None) -> Action | None:
    for action in actions:
        if template is None or type(action) is not type(template):
            return action
    return None


def generic_state(context: PanelContext) -> AuctionState:
    """An auction read from the legal actions, and the bidder's money from the public view."""
    spec = amount_spec(context.actions)
    if spec is None:
        amounts = [getattr(a, "amount", 0) for a in context.actions if hasattr(a, "amount")]
        low, step, high = min(amounts, default=0), 1, max(amounts, default=0)
    else:
        low, step, high = spec.low, spec.step, spec.high
    players = context.public_view().get("players")
    cash = high
    if isinstance(players, list) and context.seat < len(players):
        money = (
            players[context.seat].get("money") if isinstance(players[context.seat], dict) else None
        )
        if isinstance(money, int):
            cash = money
    return AuctionState(words.prompt(context.decision), low, step, cash)


AMOUNT_WIDTH = 112  # the typed amount, with its unit (the bar of a 1000x680 window is narrow)


@register("auction")
class AuctionPanel(DecisionPanel):
    """Bid with one click (+1, +5, +10 steps), type an amount, or pass."""

    def __init__(self, context: PanelContext, parent: QWidget | None = None) -> None:
        super().__init__(context, parent)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(8)
        # the title row in a widget of its own: it makes way where the bar is too low (_fit_rows)
        self._watched: QScrollArea | None = None  # the page whose room the panel follows
        self.head = QWidget()
        top = QHBoxLayout(self.head)
        top.setContentsMargins(0, 0, 0, 0)
        self.title = ElidedLabel(shrinks=True)  # gives way before the highest bid does
        self.title.setStyleSheet(f"font-size: {pt(12)}; font-weight: 700;")
        top.addWidget(self.title)
        # the terms of the sale are cut to the room beside the title and the bid, not let to
        # widen the panel past the bar (at 1440x900 that pushed Pass out of sight)
        self.detail = ElidedLabel()
        self.detail.setProperty("role", "muted")
        top.addWidget(self.detail, 1)
        self.current = typed.label()
        self.current.setStyleSheet(f"font-size: {pt(13)}; font-weight: 700;")
        top.addWidget(self.current)
        lay.addWidget(self.head)
        chips = QWidget()
        self.chip_flow = FlowLayout(chips, spacing=6)
        self.chips: dict[int, SeatChip] = {}
        self._order: list[int] | None = None  # the seats in the chip row as laid out last
        lay.addWidget(chips)

        raises = QHBoxLayout()
        raises.setSpacing(6)
        self.raise_buttons: list[QPushButton] = []
        for _ in RAISES:
            button = QPushButton()
            button.setMinimumHeight(36)
            # never narrower than its words (the room left goes to the cash line, which is cut)
            button.setSizePolicy(QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Fixed)
            button.clicked.connect(lambda _=False, b=button: self.bid(b.property("amount")))
            raises.addWidget(button)
            self.raise_buttons.append(button)
        custom = raises
        custom.addSpacing(14)
        self.amount = QSpinBox()
        self.amount.setRange(0, 10**9)
        self.amount.setGroupSeparatorShown(True)
        self.amount.setMinimumWidth(AMOUNT_WIDTH)
        unit = context.game.info.money
        if unit and unit != "$":
            self.amount.setSuffix(f" {unit}")
        elif unit == "$":
            self.amount.setPrefix("$")
        self.amount.valueChanged.connect(lambda _v: self.refuse(""))
        custom.addWidget(self.amount)
        self.bid_button = QPushButton(self.tr("4  Bid this amount"))
        self.bid_button.clicked.connect(lambda: self.bid(self.amount.value()))
        custom.addWidget(self.bid_button)
        custom.addSpacing(14)
        # the bidder's poäng and the step, in the room left before Pass (cut when there is
        # little: the seat's panel shows the poäng too, and the raises show the step)
        self.limit = ElidedLabel()
        self.limit.setProperty("role", "muted")
        self.limit.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        custom.addWidget(self.limit, 1)
        self.pass_button = QPushButton(self.tr("5  Pass"))
        self.pass_button.setToolTip(self.tr("Leave this auction"))
        self.pass_button.clicked.connect(self.pass_)
        custom.addWidget(self.pass_button)
        lay.addLayout(custom)
        lay.addWidget(self.error)
        lay.addStretch(1)
        self._fill(context)

    def showEvent(self, event) -> None:  # noqa: N802 (Qt name)
        """Follow the room the bar's page gives (it changes with the prompt's lines)."""
        super().showEvent(event)
        page = page_of(self)
        if page is not None and page is not self._watched:
            page.viewport().installEventFilter(self)
            self._watched = page
        self._fit_rows()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt name)
        """The page's room changed: show the title row only where it fits."""
        if event.type() == QEvent.Type.Resize:
            self._fit_rows()
        return False

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt name)
        """A new width may wrap the rows anew."""
        super().resizeEvent(event)
        self._fit_rows()

    def _fit_rows(self) -> None:
        """Where the bar is too low for every row (1000x680 with a two-line prompt and eight
        bidders), the title row makes way, so the page need not scroll: the prompt names the
        item and the bid, the chips who leads (★), the board the rest."""
        scroll = page_of(self)
        lay = self.layout()
        if scroll is None or lay is None or not self.isVisible():
            return  # a kept panel hidden on the bar looks again when it is shown
        room = scroll.viewport().height()
        head = self.head.sizeHint().height() + lay.spacing()
        shown = self.head.isVisibleTo(self)
        need = lay.totalHeightForWidth(self.width()) + (0 if shown else head)
        fits = need <= room
        if fits != shown:
            self.head.setVisible(fits)

    def update_from(self, context: PanelContext) -> bool:
        """The next bid of an auction: the same widgets show the new state (not while a
        different kind of decision is asked, or behind the curtain)."""
        if context.private or context.decision.tag != self.context.decision.tag:
            return False
        self.context = context
        self.refuse("")
        self._fill(context)
        return True

    def _fill(self, context: PanelContext) -> None:
        """Show the auction as `context` has it."""
        game = context.game
        reader = adapter("auction", game.info.id)
        self.state = reader(context) if reader else generic_state(context)
        self.template, self.field = _bid_template(context.actions)
        self.pass_action = _pass_action(context.actions, self.template)
        st = self.state
        self.title.set_full(self.tr("Auction: {item}").format(item=words.name(st.item)))
        self.detail.set_full(words.name(st.detail))
        self.detail.setVisible(bool(st.detail))
        if st.leader is not None:
            now = self.tr("Highest bid: {amount} by {name}").format(
                amount=money_text(game, st.high), name=game.seats[st.leader].name
            )
        else:
            now = self.tr("No bid yet: the lowest opening bid is {amount}").format(
                amount=money_text(game, st.minimum)
            )
        self.current.setText(now)
        order = list(st.bidders) + [s for s in st.out if s not in st.bidders]
        reorder = order != self._order  # else the chips stay where they are
        self._order = order
        if reorder:
            while self.chip_flow.count():  # the chips are kept; only their order is laid out anew
                self.chip_flow.takeAt(0)
        for seat in set(self.chips) - set(order):
            self.chips.pop(seat).deleteLater()
        for seat in order:
            name, colour, token = seat_look(game, seat)
            label = f"{name} ★" if seat == st.leader else name
            strong, faded = seat == context.seat, seat in st.out
            chip = self.chips.get(seat)
            if chip is None:
                chip = self.chips[seat] = SeatChip(label, colour, token, strong, faded)
            else:
                chip.set_look(label, strong, faded)
            chip.setToolTip(typed.tip(self._chip_tip(seat)))
            if reorder:
                self.chip_flow.addWidget(chip)
        if reorder:
            self.chip_flow.invalidate()
        cash = money_text(game, st.cash)
        if st.step > 1:  # short: it shares the row of raises with the bid and Pass
            limit = self.tr("You have {cash}; steps of {step}.").format(
                cash=cash, step=money_text(game, st.step)
            )
        else:
            limit = self.tr("You have {cash}.").format(cash=cash)
        self.limit.set_full(limit)
        base = st.high if st.leader is not None else max(0, st.minimum - st.step)
        for i, (times, button) in enumerate(zip(RAISES, self.raise_buttons, strict=True)):
            amount = max(st.minimum, base + times * st.step)
            # the step alone: the unit is in the amount box beside them and in the tooltip (with
            # it, the three raises were cut or pushed Pass out of a 1000x680 window's bar)
            said = words.number(times * st.step)
            button.setText(f"{i + 1}  +{said}")
            button.setProperty("amount", amount)
            ok = self.template is not None and amount <= st.cash
            button.setEnabled(ok)
            if ok:
                button.setToolTip(self.tr("Bid {amount}").format(amount=money_text(game, amount)))
            else:
                button.setToolTip(
                    self.tr("{amount} is more than your cash ({cash})").format(
                        amount=money_text(game, amount), cash=money_text(game, st.cash)
                    )
                )
            primary = i == 0 and ok
            if bool(button.property("primary")) != primary:
                button.setProperty("primary", primary)
                repolish(button)
        self.amount.blockSignals(True)
        self.amount.setSingleStep(max(1, st.step))
        self.amount.setValue(min(st.minimum, max(st.cash, st.minimum)))
        self.amount.blockSignals(False)
        self.bid_button.setEnabled(self.template is not None)
        self.pass_button.setEnabled(self.pass_action is not None)

    def _chip_tip(self, seat: int) -> str:
        st = self.state
        if seat in st.out:
            return self.tr("out of this auction")
        if seat == self.context.seat:
            return self.tr("to bid now")
        if seat == st.leader:
            return self.tr("highest bidder")
        return self.tr("still bidding")

    def bid(self, amount: int) -> None:
        """Send a bid; one above the cash is refused here with its reason."""
        game = self.context.game
        if self.template is None:
            self.refuse(self.tr("You cannot bid now."))
            return
        if amount > self.state.cash:
            self.refuse(
                self.tr("You have only {cash}: you cannot bid {amount}.").format(
                    cash=money_text(game, self.state.cash), amount=money_text(game, amount)
                )
            )
            return
        if amount < self.state.minimum:
            self.refuse(
                self.tr("The bid must be at least {amount}.").format(
                    amount=money_text(game, self.state.minimum)
                )
            )
            return
        self.chosen.emit(dataclasses.replace(self.template, **{self.field: amount}))

    def pass_(self) -> None:
        """Leave the auction."""
        if self.pass_action is not None:
            self.chosen.emit(self.pass_action)

    def shortcuts(self) -> dict[str, Any]:
        """1-3 quick raises, 4 the typed amount, 5 pass."""
        keys: dict[str, Any] = {
            str(i + 1): b.click for i, b in enumerate(self.raise_buttons) if b.isEnabled()
        }
        keys["4"] = self.bid_button.click
        keys["5"] = self.pass_button.click
        return keys
