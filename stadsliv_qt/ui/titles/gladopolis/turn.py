"""Glad-o-polis's turn windows (GLA-04, GLA-05) on the action bar: Roll or End the turn first,
the once-a-turn buttons, a menu each for building, selling, mortgaging and redeeming, and Trade.

Every entry is one of the engine's legal actions for the seat; the same actions can be reached by
clicking a highlighted field on the board. "New offer…" opens the trade dialog, whose offer the
engine checks.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QMenu, QPushButton, QVBoxLayout, QWidget

from stadsliv_qt.engine import Action
from stadsliv_qt.games.gladopolis import actions as A

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
        game = context.game
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(6)
        holder = QWidget()  # one row that wraps in a narrow window: the buttons, then the menus
        main = FlowLayout(holder, 6)
        self.buttons: list[QPushButton] = []
        self.by_type: dict[type, list[Action]] = {}
        for action in context.actions:
            self.by_type.setdefault(type(action), []).append(action)
        key = 1
        self.keys: dict[str, Any] = {}
        for cls in MAIN:
            for action in self.by_type.get(cls, []):
                button = QPushButton(f"{key}  {label_for(game, action)}")
                button.setMinimumHeight(38)
                button.clicked.connect(lambda _=False, a=action: self.chosen.emit(a))
                if cls in (A.Roll, A.EndTurn):
                    button.setProperty("primary", True)
                    repolish(button)
                    self.keys["Space"] = button.click
                self.keys[str(key)] = button.click
                key += 1
                main.addWidget(button)
                self.buttons.append(button)
        lay.addWidget(holder)
        tools = main
        self.menus: dict[str, QMenu] = {}
        self.menu_buttons: dict[str, QPushButton] = {}
        names = menu_names()
        for cls in MENUS:
            name = names[cls]
            options = self.by_type.get(cls, [])
            if cls is A.SellBuilding and not options:
                continue
            if cls is A.Redeem and not options:
                continue
            button = QPushButton(f"{name} ({len(options)}) ▾")
            menu = QMenu(button)
            for action in options:
                entry = menu.addAction(label_for(game, action))
                entry.triggered.connect(lambda _c=False, a=action: self.chosen.emit(a))
            button.setMenu(menu)
            button.setEnabled(bool(options))
            tools.addWidget(button)
            self.menus[cls.__name__] = menu
            self.menu_buttons[cls.__name__] = button
        self.trade_button = QPushButton(translate("Gladopolis", "Trade") + " ▾")
        trade_menu = QMenu(self.trade_button)
        new = trade_menu.addAction(translate("Gladopolis", "New offer…"))
        new.triggered.connect(self.open_trade)
        suggestions = self.by_type.get(A.OfferTrade, [])
        if suggestions:
            trade_menu.addSeparator()
            for action in suggestions[:12]:
                entry = trade_menu.addAction(label_for(game, action))
                entry.triggered.connect(lambda _c=False, a=action: self.chosen.emit(a))
        self.trade_button.setMenu(trade_menu)
        self.menus["trade"] = trade_menu
        tools.addWidget(self.trade_button)
        hint = translate("Gladopolis", "Or click a highlighted field on the board.")
        for button in self.menu_buttons.values():
            button.setToolTip(hint)
        lay.addWidget(self.error)
        lay.addStretch(1)
        self.trade: TradeDialog | None = None

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
