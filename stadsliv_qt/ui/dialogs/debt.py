"""Raising money under debt: what is owed, the cash so far, and each way to raise more.

The engine lists only what raises money (sell a building, mortgage, sell back …) until the debt is
covered or nothing is left. The panel shows each option with what it brings; a bankruptcy action,
if the game has one, is offered only when it is the only thing left (Glad-o-polis declares the
bankruptcy itself when nothing is left, so its panel never shows one).

A game registers a "debt" adapter `fn(context) -> DebtState`; without one the options are the
legal actions as the engine describes them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from PySide6.QtWidgets import QProgressBar, QPushButton, QVBoxLayout, QWidget

from stadsliv_qt.engine import Action

from .. import words
from ..flow import FlowLayout
from . import DecisionPanel, PanelContext, register
from .common import adapter, bar_beside, label_for, money_text, muted

PROGRESS_WIDTH = 220  # the cash-against-debt bar, beside the words on what to do


@dataclass
class DebtOption:
    """One way to raise money: the action, its label and what it brings (0: not known)."""

    action: Action
    label: str
    amount: int = 0
    group: str = ""


@dataclass
class DebtState:
    """A debt: who is owed, why, how much, and the ways to raise money."""

    owed: int
    cash: int
    creditor: str = ""
    why: str = ""
    options: list[DebtOption] = field(default_factory=list)
    bankrupt: Action | None = None


def generic_state(context: PanelContext) -> DebtState:
    """The debt read from the legal actions only."""
    options = [DebtOption(a, label_for(context.game, a)) for a in context.actions]
    return DebtState(0, 0, options=options)


@register("debt")
class DebtPanel(DecisionPanel):
    """The debt, a bar of cash against it, and one button per way to raise money."""

    def __init__(self, context: PanelContext, parent: QWidget | None = None) -> None:
        super().__init__(context, parent)
        game = context.game
        reader = adapter("debt", game.info.id)
        self.state = reader(context) if reader else generic_state(context)
        st = self.state
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(6)
        # two rows (cash against the debt beside who is owed what and why; the ways to raise
        # money): the bar's height is fixed, and a row for each line hid the buttons below it
        if st.owed:
            owed = money_text(game, st.owed)
            head = (
                self.tr("{name} owes {amount} to {creditor}").format(
                    name=context.name, amount=owed, creditor=words.name(st.creditor)
                )
                if st.creditor
                else self.tr("{name} owes {amount}").format(name=context.name, amount=owed)
            )
            self.progress = QProgressBar()
            self.progress.setRange(0, max(1, st.owed))
            self.progress.setValue(min(st.cash, st.owed))
            self.progress.setFormat(
                self.tr("{cash} of {owed}").format(cash=money_text(game, st.cash), owed=owed)
            )
            missing = max(0, st.owed - st.cash)
            said = self.tr("Raise {amount} more: sell buildings or mortgage.").format(
                amount=money_text(game, missing)
            )
            if st.why:
                said = f"{words.name(st.why)}. {said}"
            said = f"{head}: {said}"
            lay.addLayout(bar_beside(self.progress, muted(said), PROGRESS_WIDTH))
        holder = QWidget()
        flow = FlowLayout(holder, spacing=6)
        self.buttons: list[QPushButton] = []
        ordered = sorted(st.options, key=lambda o: (o.group, -o.amount, words.name(o.label)))
        for option in ordered:
            text = words.name(option.label)
            gain = f"(+{money_text(game, option.amount)})"
            if option.amount and gain not in text:  # a game's own label may say it already
                text += f"  {gain}"
            button = QPushButton(text)
            button.setMinimumHeight(34)
            button.clicked.connect(lambda _=False, a=option.action: self.chosen.emit(a))
            flow.addWidget(button)
            self.buttons.append(button)
        lay.addWidget(holder)
        self.bankrupt_button: QPushButton | None = None
        if st.bankrupt is not None:  # last in the row of ways to raise money
            button = QPushButton(self.tr("Declare bankruptcy"))
            button.setMinimumHeight(34)
            button.setEnabled(not st.options)
            button.setToolTip(
                self.tr("Only when nothing is left to sell or mortgage")
                if st.options
                else self.tr("Nothing is left to raise money with")
            )
            button.clicked.connect(self.declare_bankruptcy)
            flow.addWidget(button)
            self.bankrupt_button = button
        lay.addWidget(self.error)

    def declare_bankruptcy(self) -> None:
        """Bankruptcy, refused while anything can still be sold or mortgaged."""
        if self.state.options:
            self.refuse(self.tr("You can still raise money: sell or mortgage first."))
            return
        if self.state.bankrupt is not None:
            self.chosen.emit(self.state.bankrupt)

    def shortcuts(self) -> dict[str, Any]:
        """1..9 the first nine options."""
        return {str(i + 1): b.click for i, b in enumerate(self.buttons[:9])}
