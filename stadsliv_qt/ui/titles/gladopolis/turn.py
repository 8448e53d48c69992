"""Glad-o-polis's turn windows (GLA-04, GLA-05) on the action bar: Roll or End the turn first,
the once-a-turn buttons, a menu each for building, selling, mortgaging and redeeming, and Trade.

Every entry is one of the engine's legal actions for the seat; the same actions can be reached by
clicking a highlighted field on the board. "New offer…" opens the trade dialog, whose offer the
engine checks.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QPushButton, QVBoxLayout, QWidget

from stadsliv_qt.engine import Action
from stadsliv_qt.games.gladopolis import actions as A

from ... import typed
from ...dialogs import DecisionPanel, PanelContext, register
from ...dialogs.common import label_for
from ...dialogs.trade import TradeDialog
from ...flow import FlowLayout
from ...style import repolish
from .dialogs import translate

MAIN = (A.Roll, A.EndTurn, A.BuyBG, A.PayFee, A.PlayFormfehler)
MENUS = (A.Build, A.SellBuilding, A.Mortgage, A.Redeem)


def menu_names() -> dict[type, str]:
    """The menus' names, translated now."""
    return {
        A.Build: translate("Gladopolis", "Build"),
        A.SellBuilding: translate("Gladopolis", "Sell buildings"),
        A.Mortgage: translate("Gladopolis", "Mortgage"),
        A.Redeem: translate("Gladopolis", "Redeem"),
    }


class TurnPanel(DecisionPanel):
    """The window's actions: main buttons, menus by kind of step, and trade."""

    def __init__(self, context: PanelContext, parent: QWidget | None = None) -> None:
        super().__init__(context, parent)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(6)
        self.holder = QWidget()  # one row that wraps in a narrow window: the buttons, then menus
        self.flow = FlowLayout(self.holder, 6)
        lay.addWidget(self.holder)
        # the widgets are made once and shown anew for every turn (update_from), not rebuilt
        self._pool: list[QPushButton] = []
        self._actions: dict[QPushButton, Action] = {}
        self.menus: dict[str, QMenu] = {}
        self.menu_buttons: dict[str, QPushButton] = {}
        names = menu_names()
        hint = translate("Gladopolis", "Or click a highlighted field on the board.")
        self._menu_names: dict[str, str] = {}
        for cls in MENUS:
            button = QPushButton(self.holder)
            menu = QMenu(button)
            menu.triggered.connect(self._picked)
            button.setMenu(menu)
            button.setToolTip(hint)
            self.menus[cls.__name__] = menu
            self.menu_buttons[cls.__name__] = button
            self._menu_names[cls.__name__] = names[cls]
        self.trade_button = QPushButton(translate("Gladopolis", "Trade") + " ▾", self.holder)
        trade_menu = QMenu(self.trade_button)
        trade_menu.triggered.connect(self._picked)
        self.trade_button.setMenu(trade_menu)
        self.menus["trade"] = trade_menu
        lay.addWidget(self.error)
        lay.addStretch(1)
        self.trade: TradeDialog | None = None
        self._fill(context)

    def update_from(self, context: PanelContext) -> bool:
        """The seat's next step in its turn window: the same buttons and menus, relabelled
        (not while a trade offer is being written)."""
        if context.private or (self.trade is not None and self.trade.isVisible()):
            return False
        self.context = context
        self.refuse("")
        self._fill(context)
        return True

    def _picked(self, entry: QAction) -> None:
        """A menu entry: its action, or the trade dialog."""
        action = entry.data()
        if action is None:
            self.open_trade()
        else:
            self.chosen.emit(action)

    def _main_button(self, index: int) -> QPushButton:
        """The index-th main button, made on first use."""
        if index < len(self._pool):
            return self._pool[index]
        button = QPushButton(self.holder)
        button.setMinimumHeight(38)
        button.clicked.connect(lambda _=False, b=button: self.chosen.emit(self._actions[b]))
        self._pool.append(button)
        return button

    def _fill(self, context: PanelContext) -> None:
        """Show the window's actions as `context` has them."""
        game = context.game
        while self.flow.count():
            self.flow.takeAt(0)
        self.buttons: list[QPushButton] = []
        self.by_type: dict[type, list[Action]] = {}
        for action in context.actions:
            self.by_type.setdefault(type(action), []).append(action)
        self.keys: dict[str, Any] = {}
        cls: type[Action]  # a main button's class here, a menu's below
        self._actions = {}
        for cls in MAIN:
            for action in self.by_type.get(cls, []):
                key = len(self.buttons) + 1
                button = self._main_button(len(self.buttons))
                button.setText(typed.button_text(f"{key}  {label_for(game, action)}"))
                self._actions[button] = action
                primary = cls in (A.Roll, A.EndTurn)
                if bool(button.property("primary")) != primary:
                    button.setProperty("primary", primary)
                    repolish(button)
                if primary:
                    self.keys["Space"] = button.click
                self.keys[str(key)] = button.click
                self.flow.addWidget(button)
                button.show()
                self.buttons.append(button)
        for button in self._pool[len(self.buttons) :]:
            button.hide()
        for cls in MENUS:
            name = cls.__name__
            button, menu = self.menu_buttons[name], self.menus[name]
            options = self.by_type.get(cls, [])
            if cls in (A.SellBuilding, A.Redeem) and not options:
                button.hide()
                continue
            button.setText(f"{self._menu_names[name]} ({len(options)}) ▾")
            menu.clear()
            for action in options:
                menu.addAction(typed.button_text(label_for(game, action))).setData(action)
            button.setEnabled(bool(options))
            self.flow.addWidget(button)
            button.show()
        trade_menu = self.menus["trade"]
        trade_menu.clear()
        trade_menu.addAction(translate("Gladopolis", "New offer…")).setData(None)
        suggestions = self.by_type.get(A.OfferTrade, [])
        if suggestions:
            trade_menu.addSeparator()
            for action in suggestions[:12]:
                trade_menu.addAction(typed.button_text(label_for(game, action))).setData(action)
        self.flow.addWidget(self.trade_button)
        self.flow.invalidate()

    def open_trade(self) -> TradeDialog:
        """The trade dialog for this seat (window-modal; the engine checks the offer)."""
        dialog = TradeDialog(self.context.game, self.context.seat, self)
        dialog.offered.connect(self.chosen.emit)
        dialog.open()
        self.trade = dialog
        return dialog

    def refuse(self, sentence: str) -> None:
        """Refusals show in the open trade dialog, or on the panel."""
        if self.trade is not None and self.trade.isVisible():
            self.trade.refuse(sentence)
            return
        super().refuse(sentence)

    def shortcuts(self) -> dict[str, Any]:
        """1.. the main buttons, Space Roll or End the turn, T trade."""
        return dict(self.keys)


register("turn", game="gladopolis")(TurnPanel)
register("after", game="gladopolis")(TurnPanel)
