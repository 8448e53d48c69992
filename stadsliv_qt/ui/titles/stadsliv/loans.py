"""Loans and debts: the double-or-nothing throw on a loan (STA-13), and raising money (STA-17).

Raising money offers what the engine lists: selling back to Stadskassan for half the price,
an auction among the others, or a loan (with its cost shown first). When nothing is left, the
engine itself declares the bankruptcy.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QProgressBar, QPushButton, QWidget

from stadsliv_qt.games.stadsliv import StadslivGame
from stadsliv_qt.games.stadsliv.actions import SellToKassa

from ... import words
from ...dialogs import DecisionPanel, PanelContext, register
from ...dialogs.common import bar_beside, label_for
from .parts import ROW_GAP, StadslivPanel, answers, of_type
from .words import GAME, poang

PROGRESS_WIDTH = 200  # poäng in hand against the debt, beside the words on what to do

translate = QCoreApplication.translate


@register("loan_throw", game=GAME)
def loan_throw_panel(context: PanelContext, parent: QWidget | None = None) -> DecisionPanel:
    """STA-13: after Ödet, ask the banker to throw on the loan, or keep it."""
    game = context.game_as(StadslivGame)
    view = context.view()
    loan = view["players"][context.seat]["loan"]
    banker = view.get("banker", -1)
    lines = [
        translate(
            "Stadsliv",
            "You have a loan of {loan}. {banker} (the banker) may throw the Ödestärning on it: "
            "positive, the loan is cancelled and you keep the poäng; negative, it is doubled to "
            "{double}, due as before (STA-13).",
        ).format(
            loan=poang(loan),
            banker=game.seats[banker].name if banker >= 0 else "?",
            double=poang(2 * loan),
        )
    ]
    panel = StadslivPanel(context, "", lines, parent)
    for action in sorted(answers(context.actions), key=lambda a: a.yes):
        panel.add(action, primary=not action.yes)
    panel.finish()
    return panel


@register("debt", game=GAME)
class DebtPanel(StadslivPanel):
    """What is owed, what is in hand, and every way to raise the rest."""

    def __init__(self, context: PanelContext, parent: QWidget | None = None) -> None:
        game = context.game_as(StadslivGame)
        view = context.view()
        debt = view["pending"].get("debt", {})
        owed = debt.get("amount", 0)
        money = view["players"][context.seat]["money"]
        missing = max(0, owed - money)
        lines = [
            translate(
                "Stadsliv",
                "You owe {owed} ({why}) and have {money}: raise {missing} more by selling to "
                "Stadskassan for half the price, at auction, or with a loan. With nothing left "
                "you are bankrupt (STA-17).",
            ).format(
                owed=poang(owed),
                why=words.name(debt.get("why", "")),
                money=poang(money),
                missing=poang(missing),
            )
        ]
        super().__init__(context, "", lines, parent)
        self.progress = QProgressBar()
        self.progress.setRange(0, max(1, owed))
        self.progress.setValue(min(money, owed))
        self.progress.setFormat(
            translate("Stadsliv", "{money} of {owed}").format(money=money, owed=poang(owed))
        )
        self.progress.setMaximumHeight(18)
        # the cash bar beside the words, not on a row of its own: the bar's height is fixed
        said = self.line_labels[0]
        self.lay.removeWidget(said)
        self.lay.insertLayout(0, bar_beside(self.progress, said, PROGRESS_WIDTH))
        sells = of_type(context.actions, SellToKassa)
        title = translate("Stadsliv", "Sell to Stadskassan")
        self.sell_buttons: list[QPushButton] = []
        self.sell_menu: QPushButton | None = None
        if len(sells) <= 3:
            self.sell_buttons = [self.add(action) for action in sells]
            if len(sells) > 1:  # the same sales in one menu, for a bar too narrow for a row
                numbered = {a: f"{k}  {label_for(game, a)}" for k, a in enumerate(sells, 1)}
                self.sell_menu = self.add_menu(title, sells, numbered.__getitem__)
                if self.sell_menu is not None:
                    self.sell_menu.hide()
        else:
            self.add_menu(title, sells, lambda a: label_for(game, a))
        self.sales_menu()
        box = self.loan_box(max(1, missing))
        if box is not None:
            self.lay.addWidget(box)
            self.box = box
        self.finish()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt name)
        """Two or three sales that do not fit beside the rest of the row in one line (long
        German names in a small window) become one menu, so the bar does not scroll."""
        super().resizeEvent(event)
        if self.sell_menu is None:
            return
        row = [*self.sell_buttons, self.sales_button]
        widths = [b.sizeHint().width() for b in row if b is not None]
        narrow = sum(widths) + ROW_GAP * (len(widths) - 1) > event.size().width()
        if self.sell_menu.isVisibleTo(self) != narrow:
            for b in self.sell_buttons:
                b.setVisible(not narrow)
            self.sell_menu.setVisible(narrow)
