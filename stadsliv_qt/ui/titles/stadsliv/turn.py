"""Stadsliv's turn on the action bar: choosing the banker, one die or both, the end of the move
with the Röstkort, and the appeal to Domstolen.

The Röstkort's questions are exactly the engine's legal Ask actions: "vote me into
Stadsfullmäktige" and, for holders of a seat, the rule changes; a change of one block's fee asks
for the block in a second list.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QWidget

from stadsliv_qt.games.stadsliv import StadslivGame
from stadsliv_qt.games.stadsliv.actions import Ask, EndTurn, Roll

from ...dialogs import DecisionPanel, PanelContext, register
from ...dialogs.common import label_for, muted
from .parts import StadslivPanel, answers, button, loan_note, of_type
from .words import GAME, question_label

translate = QCoreApplication.translate


@register("banker", game=GAME)
def banker_panel(context: PanelContext, parent: QWidget | None = None) -> DecisionPanel:
    """STA-04: volunteer or not; the banker's privileges in words."""
    lines = [
        translate(
            "Stadsliv",
            "The banker wears the ring, holds the Bank's share and gets 10 varvslön at every Start "
            "passage; Naturkatastrof takes nothing from the banker and Gynnsamt klimat gives the "
            "banker nothing (STA-04, STA-10, STA-12).",
        ),
        translate("Stadsliv", "If nobody volunteers, the lowest sum of two dice decides (STA-04)."),
    ]
    panel = StadslivPanel(context, "", lines, parent)
    for action in answers(context.actions):
        panel.add(action, primary=not action.yes)
    panel.finish()
    return panel


def _shape(context: PanelContext, lines: list[str], *more: Any) -> tuple[Any, ...]:
    """What a turn panel's widgets depend on beyond its parts (StadslivPanel.can_refill): a kept
    panel shows a decision of the same shape in place."""
    return (context.decision.tag, sum(1 for line in lines if line), *more)


class RollPanel(StadslivPanel):
    """STA-06: one die or both; borrowing and selling are open before the roll too."""

    def __init__(self, context: PanelContext, parent: QWidget | None = None) -> None:
        view = context.view()
        lines = [loan_note(view, context.seat)]
        super().__init__(context, "", lines, parent)
        rolls = sorted(of_type(context.actions, Roll), key=lambda a: a.dice)
        self.shape = _shape(context, lines, tuple(a.dice for a in rolls))
        for action in rolls:
            if action.dice == 1:
                text = translate("Stadsliv", "⚀  One die: 1 to 6 squares")
            else:
                text = translate("Stadsliv", "⚄ ⚀  Both dice: 2 to 12 squares")
            self.add(action, text, primary=action.dice == 2)
        self.sales_menu()
        box = self.loan_box(3)
        if box is not None:
            self.loan = button(translate("Stadsliv", "Borrow…"))
            self.loan.setCheckable(True)
            self.row.addWidget(self.loan)
            self.lay.addWidget(box)
            box.hide()
            self.loan.toggled.connect(box.setVisible)
            self.box = box
        self.finish()

    def update_from(self, context: PanelContext) -> bool:
        """The next seat's roll with the same buttons and parts: shown in place (issue 15:
        building the panel for every turn cost more than the rest of the step)."""
        if context.private:
            return False
        lines = [loan_note(context.view(), context.seat)]
        rolls = sorted(of_type(context.actions, Roll), key=lambda a: a.dice)
        if _shape(context, lines, tuple(a.dice for a in rolls)) != self.shape:
            return False
        if not self.can_refill(context):
            return False
        self.refill(context, lines, list(rolls))
        return True


register("roll", game=GAME)(RollPanel)


class TurnPanel(StadslivPanel):
    """After the move: end the turn, borrow, sell, or raise the Röstkort once (STA-22)."""

    def __init__(self, context: PanelContext, parent: QWidget | None = None) -> None:
        view = context.view()
        lines = [loan_note(view, context.seat)]
        super().__init__(context, "", lines, parent)
        self.shape = self._shape_of(context, lines)
        for action in of_type(context.actions, EndTurn):
            self.add(action, primary=True)
        self.sales_menu()
        self.questions = of_type(context.actions, Ask)
        box = self.loan_box(3)
        if box is not None:
            self.loan = button(translate("Stadsliv", "Borrow…"))
            self.loan.setCheckable(True)
            self.row.addWidget(self.loan)
            self.lay.addWidget(box)
            box.hide()
            self.loan.toggled.connect(box.setVisible)
            self.box = box
        if self.questions:
            self._rostkort()
        self.finish()

    def _shape_of(self, context: PanelContext, lines: list[str]) -> tuple[Any, ...]:
        game = context.game_as(StadslivGame)
        ends = tuple(label_for(game, a) for a in of_type(context.actions, EndTurn))
        kinds: dict[str, str] = {}
        for a in of_type(context.actions, Ask):
            if a.question not in kinds:
                kinds[a.question] = (
                    game.data.changes[a.question].label if a.code else question_label(game, a)
                )
        return _shape(context, lines, ends, tuple(kinds.items()))

    def update_from(self, context: PanelContext) -> bool:
        """The next seat's end of the move with the same buttons, parts and Röstkort questions:
        shown in place (issue 15: building the panel for every turn cost more than the rest of
        the step)."""
        if context.private:
            return False
        lines = [loan_note(context.view(), context.seat)]
        if self._shape_of(context, lines) != self.shape or not self.can_refill(context):
            return False
        self.refill(context, lines, of_type(context.actions, EndTurn))
        self.questions = of_type(context.actions, Ask)
        if self.questions:  # the same questions as the panel was built with (its shape)
            self.row.addWidget(self.rostkort)  # back at the end of the row refill laid anew
            self.row.invalidate()
            self.kinds.clear()
            for a in self.questions:
                self.kinds.setdefault(a.question, []).append(a)
            self.kind.blockSignals(True)
            self.kind.setCurrentIndex(0)  # as a new panel opens
            self.kind.blockSignals(False)
            self._blocks()
        return True

    def _rostkort(self) -> None:
        """The Röstkort: a question from the allowed list, a block for fee changes, Raise; in
        the row of buttons, after them (on a row of its own it was cut off in small windows)."""
        game = self.context.game_as(StadslivGame)
        holder = QWidget()
        row = QHBoxLayout(holder)
        row.setContentsMargins(12, 0, 0, 0)
        row.setSpacing(6)
        self.kinds: dict[str, list[Any]] = {}
        for a in self.questions:
            self.kinds.setdefault(a.question, []).append(a)
        self.kind = QComboBox()
        for q, group in self.kinds.items():
            if group[0].code:
                text = game.data.changes[q].label + " …"
            else:
                text = question_label(game, group[0])
            self.kind.addItem(text, q)
        self.kind.setMinimumWidth(220)
        self.block = QComboBox()
        self.block.setMinimumWidth(200)
        self.kind.currentIndexChanged.connect(self._blocks)
        self.raise_button = button(translate("Stadsliv", "Raise the Röstkort"), primary=False)
        self.raise_button.clicked.connect(self.ask)
        self.raise_button.setToolTip(
            translate(
                "Stadsliv",
                "Everyone not on an NZ votes in secret; with a majority the court's Ödestärning "
                "decides (STA-22).",
            )
        )
        label = muted_label(translate("Stadsliv", "Röstkortet:"))
        row.addWidget(label)
        row.addWidget(self.kind)
        row.addWidget(self.block)
        row.addWidget(self.raise_button)
        self.rostkort = holder
        self.row.addWidget(holder)
        self._blocks()
        self.keys["R"] = self.raise_button.click

    def _blocks(self) -> None:
        q = self.kind.currentData()
        group = self.kinds.get(q, [])
        self.block.clear()
        game = self.context.game_as(StadslivGame)
        for a in group:
            if a.code:
                text = translate("Stadsliv", "{code} {name} · fee {fee}").format(
                    code=a.code, name=game.cards[a.code].name, fee=game.fee(a.code)
                )
                self.block.addItem(text, a.code)
        self.block.setVisible(self.block.count() > 0)

    def ask(self) -> None:
        """Raise the Röstkort with the chosen question."""
        q = self.kind.currentData()
        code = self.block.currentData() if self.block.isVisible() else ""
        for a in self.kinds.get(q, []):
            if a.code == (code or ""):
                self.chosen.emit(a)
                return


def muted_label(text: str) -> QLabel:
    """A quiet label on one line."""
    label = muted(text)
    label.setWordWrap(False)
    return label


register("turn", game=GAME)(TurnPanel)


@register("appeal", game=GAME)
def appeal_panel(context: PanelContext, parent: QWidget | None = None) -> DecisionPanel:
    """STA-23: appeal the lost victory vote to Domstolen, or accept the count."""
    game = context.game_as(StadslivGame)
    view = context.view()
    court = view.get("court", -1)
    who = game.seats[court].name if court >= 0 else "?"
    lines = [
        translate(
            "Stadsliv",
            "The table said nej. Domstolen ({court}) throws the Ödestärning on your appeal: "
            "positive, you win; negative, the count decides (STA-23).",
        ).format(court=who)
    ]
    panel = StadslivPanel(context, "", lines, parent)
    for action in sorted(answers(context.actions), key=lambda a: not a.yes):
        panel.add(action, primary=action.yes)
    panel.finish()
    return panel
