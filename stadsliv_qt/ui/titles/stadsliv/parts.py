"""Building blocks of Stadsliv's panels: a panel of labelled buttons, and the loan box.

The loan box shows, before anything is borrowed, what the loan will cost: due without interest
at the second Start passage from now, or repaid at once with the NZ interest if the player lands
on an NZ first (STA-14, STA-15). The interest shown is the view's rate applied to the amount,
rounded up, as the rules state it; the engine settles the real payment.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QMenu,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from stadsliv_qt.engine import Action
from stadsliv_qt.games.stadsliv import StadslivGame
from stadsliv_qt.games.stadsliv.actions import (
    AcceptBid,
    Appeal,
    Buy,
    LoanThrow,
    Offer,
    Protest,
    TakeLoan,
    Volunteer,
    Vote,
)

from ... import typed
from ...dialogs import DecisionPanel, PanelContext
from ...dialogs.common import heading, label_for, muted
from ...flow import FlowLayout
from ...style import repolish
from .texts import nz_repayment
from .words import item_words, poang


def loan_note(view: dict[str, Any], seat: int) -> str:
    """A running loan in words: due when, and what an NZ would cost now."""
    p = view["players"][seat]
    loan = p.get("loan", 0)
    if not loan:
        return ""
    rate = view["rules"]["nz_interest"]
    interest, total = nz_repayment(loan, rate)
    if p.get("loan_due_in", 0) <= 1:
        due = QCoreApplication.translate("Stadsliv", "due at your next Start passage")
    else:
        due = QCoreApplication.translate("Stadsliv", "due at your second Start passage")
    return QCoreApplication.translate(
        "Stadsliv",
        "Your loan of {loan}: {due}; landing on an NZ first, you repay {total} there "
        "({rate} % interest: {interest}) (STA-15).",
    ).format(loan=poang(loan), due=due, total=poang(total), rate=rate, interest=poang(interest))


A = TypeVar("A", bound=Action)
# The actions that answer a question yes or no (each has `yes: bool`).
YesNo = Volunteer | Buy | Protest | AcceptBid | LoanThrow | Vote | Appeal
YES_NO = (Volunteer, Buy, Protest, AcceptBid, LoanThrow, Vote, Appeal)
ROW_GAP = 6  # between the buttons of a panel's row
NOTE_WIDTH = 170  # the least width of a loan box's terms


def of_type(actions: Sequence[Action], cls: type[A]) -> list[A]:
    """The actions of one class."""
    return [a for a in actions if type(a) is cls]


def answers(actions: Sequence[Action]) -> list[YesNo]:
    """The actions of a yes-or-no decision (Volunteer, Buy, Protest, …), typed as such."""
    return [a for a in actions if isinstance(a, YES_NO)]


def button(text: str, primary: bool = False, height: int = 38) -> QPushButton:
    """A panel button."""
    b = QPushButton(typed.button_text(text))
    b.setMinimumHeight(height)
    if primary:
        b.setProperty("primary", True)
        repolish(b)
    return b


class LoanBox(QWidget):
    """Amount 1..limit, what it costs, and 'Borrow': sends TakeLoan for the chosen amount."""

    def __init__(
        self,
        view: dict[str, Any],
        template: TakeLoan,
        limit: int,
        start: int,
        send: Callable[[Action], None],
    ) -> None:
        super().__init__()
        self.rate = view["rules"]["nz_interest"]
        self.template = template
        self.send = send
        lay = QHBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(8)
        self.amount = QSpinBox()
        self.amount.setRange(1, max(1, limit))
        self.amount.setValue(max(1, min(limit, start)))
        self.amount.setSuffix(" poäng")
        self.amount.setMinimumWidth(110)
        self.amount.valueChanged.connect(self._explain)
        top = Qt.AlignmentFlag.AlignTop  # beside a note that wraps onto several lines
        lay.addWidget(self.amount, 0, top)
        self.go = button(QCoreApplication.translate("Stadsliv", "Borrow"), height=34)
        self.go.clicked.connect(self.borrow)
        lay.addWidget(self.go, 0, top)
        self.note = typed.label()
        self.note.setWordWrap(True)
        self.note.setProperty("role", "muted")
        self.note.setMinimumWidth(NOTE_WIDTH)  # not a tall thin column in a narrow bar
        lay.addWidget(self.note, 1)
        self._explain()

    def reset(self, view: dict[str, Any], template: TakeLoan, limit: int, start: int) -> None:
        """Show another seat's loan in the same box, as a new box would show it."""
        self.rate = view["rules"]["nz_interest"]
        self.template = template
        self.amount.blockSignals(True)
        self.amount.setRange(1, max(1, limit))
        self.amount.setValue(max(1, min(limit, start)))
        self.amount.blockSignals(False)
        self._explain()

    def _explain(self) -> None:
        amount = self.amount.value()
        interest, total = nz_repayment(amount, self.rate)
        self.note.setText(
            QCoreApplication.translate(
                "Stadsliv",
                "Repaid without interest at your second Start passage; if you land on an NZ "
                "first, you repay {total} there ({rate} % interest: {interest}) (STA-14, STA-15).",
            ).format(total=poang(total), rate=self.rate, interest=poang(interest))
        )

    def borrow(self) -> None:
        """Send the loan; the engine checks it."""
        self.send(dataclasses.replace(self.template, amount=self.amount.value()))


class StadslivPanel(DecisionPanel):
    """A heading, explanatory lines, a row of buttons, and room for tools below."""

    def __init__(
        self, context: PanelContext, title: str, lines: list[str], parent: QWidget | None = None
    ) -> None:
        super().__init__(context, parent)
        self.lay = QVBoxLayout(self)
        self.lay.setContentsMargins(0, 0, 0, 0)
        self.lay.setSpacing(6)
        if title:
            self.lay.addWidget(heading(title, 12))
        self.line_labels: list[QLabel] = []
        for line in lines:
            if line:
                self.line_labels.append(muted(line))
                self.lay.addWidget(self.line_labels[-1])
        holder = QWidget()  # the buttons wrap onto a second row in a narrow window
        self.row = FlowLayout(holder, ROW_GAP)
        self.lay.addWidget(holder)
        self.buttons: list[QPushButton] = []
        self.sent: list[Action] = []  # what each button of add() sends (kept panels rebind it)
        self.sales: QMenu | None = None  # sales_menu's menu (a kept panel fills it again)
        self.sales_button: QPushButton | None = None
        self.keys: dict[str, Any] = {}
        self._finished = False

    def add(self, action: Action, text: str = "", primary: bool = False) -> QPushButton:
        """A button that sends `action`, numbered for the keyboard."""
        key = str(len(self.buttons) + 1)
        b = button(f"{key}  {text or label_for(self.context.game, action)}", primary)
        k = len(self.sent)
        self.sent.append(action)
        b.clicked.connect(lambda _=False, k=k: self.chosen.emit(self.sent[k]))
        self.row.addWidget(b)
        self.buttons.append(b)
        if len(self.buttons) <= 9:
            self.keys[key] = b.click
        if primary:
            self.keys["Space"] = b.click
        return b

    def add_unavailable(self, text: str, why: str) -> QPushButton:
        """A greyed button for a choice the rules do not allow yet, with the reason as tooltip."""
        key = str(len(self.buttons) + 1)
        b = button(f"{key}  {text}")
        b.setEnabled(False)
        b.setToolTip(typed.tip(why))
        self.row.addWidget(b)
        self.buttons.append(b)
        return b

    def add_menu(
        self, title: str, actions: Sequence[A], words: Callable[[A], str] | None = None
    ) -> QPushButton | None:
        """A button with a menu of actions (e.g. what can be put up for auction)."""
        if not actions:
            return None
        b = button(f"{title} ▾")
        menu = QMenu(b)
        self._fill_menu(menu, actions, words)
        b.setMenu(menu)
        self.row.addWidget(b)
        return b

    def _fill_menu(
        self, menu: QMenu, actions: Sequence[A], words: Callable[[A], str] | None
    ) -> None:
        menu.clear()
        for action in actions:
            text = words(action) if words else label_for(self.context.game, action)
            entry = menu.addAction(typed.button_text(text))
            entry.triggered.connect(lambda _c=False, a=action: self.chosen.emit(a))

    def can_refill(self, context: PanelContext) -> bool:
        """True if this panel has the parts `context` needs: a sales menu when something may
        be sold, a loan box when the seat may borrow (a part not needed now is hidden)."""
        offers = bool(of_type(context.actions, Offer))
        loans = bool(of_type(context.actions, TakeLoan))
        return (not offers or self.sales_button is not None) and (
            not loans or isinstance(getattr(self, "box", None), LoanBox)
        )

    def refill(self, context: PanelContext, lines: list[str], sent: list[Action]) -> None:
        """Show the next decision in place (a kept panel): its lines, what the buttons send,
        the sales menu's items, the loan box as new; parts not needed now are hidden and out of
        the row, as a new panel would not have them. The caller has checked that the lines,
        the buttons' words and the parts fit (can_refill)."""
        self.context = context
        self.refuse("")
        for label, line in zip(self.line_labels, [x for x in lines if x], strict=True):
            if label.text() != line:
                label.setText(line)
        self.sent[:] = sent
        while self.row.count():  # the row anew: the buttons, then the parts needed now
            self.row.takeAt(0)
        for b in self.buttons:
            self.row.addWidget(b)
        offers = of_type(context.actions, Offer)
        if self.sales is not None and self.sales_button is not None:
            game = context.game_as(StadslivGame)
            self._fill_menu(self.sales, offers, lambda a: item_words(game, a.item))
            if offers:
                self.row.addWidget(self.sales_button)
            self.sales_button.setVisible(bool(offers))
        box, loan = getattr(self, "box", None), getattr(self, "loan", None)
        loans = of_type(context.actions, TakeLoan)
        if isinstance(box, LoanBox) and isinstance(loan, QPushButton):
            loan.setChecked(False)  # closed (the box hidden), as a new panel opens
            if loans:
                box.reset(context.view(), loans[0], max(a.amount for a in loans), 3)
                self.row.addWidget(loan)
            loan.setVisible(bool(loans))
        self.row.invalidate()

    def sales_menu(self) -> QPushButton | None:
        """'Sell at auction' with every item the seat may put up now (STA-09, STA-19)."""
        offers = of_type(self.context.actions, Offer)
        game = self.context.game_as(StadslivGame)
        b = self.add_menu(
            QCoreApplication.translate("Stadsliv", "Sell at auction"),
            offers,
            lambda a: item_words(game, a.item),
        )
        self.sales = b.menu() if b is not None else None
        self.sales_button = b
        return b

    def loan_box(self, start: int = 1) -> LoanBox | None:
        """The loan box, when the seat may borrow now."""
        loans = of_type(self.context.actions, TakeLoan)
        if not loans:
            return None
        view = self.context.view()
        limit = max(a.amount for a in loans)
        box = LoanBox(view, loans[0], limit, start, self.chosen.emit)
        return box

    def finish(self) -> None:
        """Close the button row and add the refusal line."""
        if self._finished:
            return
        self._finished = True
        self.lay.addWidget(self.error)

    def shortcuts(self) -> dict[str, Any]:
        """1.. the buttons, Space the primary one."""
        return dict(self.keys)


def aligned(widget: QWidget) -> QHBoxLayout:
    """A row holding one widget at the left."""
    lay = QHBoxLayout()
    lay.addWidget(widget, 0, Qt.AlignmentFlag.AlignLeft)
    lay.addStretch(1)
    return lay
