"""Play Glad-o-polis through the table only: the bar's panels, the board, the curtain, Done.

`Driver.step()` does what one player would do next at the screen: open a curtain card, vote and
press Done, roll, buy or decline, bid or pass, bring a motion in, end the turn. A `policy` picks
among the choices, so tests steer games without touching the engine.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from stadsliv_qt.engine import Kind
from stadsliv_qt.ui.dialogs.auction import AuctionPanel
from stadsliv_qt.ui.dialogs.choice import ChoicePanel
from stadsliv_qt.ui.dialogs.debt import DebtPanel
from stadsliv_qt.ui.dialogs.trade import TradeAnswerPanel
from stadsliv_qt.ui.dialogs.vote import VotePanel
from stadsliv_qt.ui.titles.gladopolis.dialogs import ButtonsPanel
from stadsliv_qt.ui.titles.gladopolis.turn import TurnPanel

from ..conftest import click, settle


@dataclass
class Policy:
    """How the scripted players decide; votes[seat] is that seat's vote (default yes)."""

    buy: bool = True
    keep: int = 3000  # buy only while this much cash would be left
    bid_once: bool = True  # the first bidder of an auction bids the opening bid once
    bring_in: bool = True
    votes: dict[int, bool] = field(default_factory=dict)
    veto: bool = False
    accept: bool = False


class Driver:
    """One click (or one curtain page) at a time."""

    def __init__(self, qtbot, window, policy: Policy | None = None) -> None:
        self.qtbot = qtbot
        self.window = window
        self.policy = policy or Policy()
        self.clicks = 0
        self.curtains = 0

    @property
    def table(self):
        return self.window.table

    @property
    def game(self):
        return self.window.session.game

    def click(self, button) -> None:
        self.clicks += 1
        click(self.qtbot, button)

    def step(self) -> bool:
        """Do the next thing a player would do; False once the game is over."""
        table = self.table
        curtain = table.curtain
        settle(self.qtbot)
        if curtain.is_up:
            self.curtains += 1
            if curtain.card is not None:
                self.click(curtain.card)
            elif curtain.panel is not None:
                panel = curtain.panel
                assert isinstance(panel, VotePanel), type(panel)
                vote = self.policy.votes.get(curtain.seat, True)
                self.click(panel.yes if vote else panel.no)
                self.click(panel.cast)
            elif curtain.done_button is not None:
                self.click(curtain.done_button)
            elif curtain.reveal_button is not None:
                self.click(curtain.reveal_button)
            return True
        if table.reveal is not None:
            self.click(table.reveal.ok)
            return True
        decision = self.game.decision()
        if decision.kind is Kind.TERMINAL:
            return False
        if decision.kind is Kind.CHANCE:
            roll = [b for b in table.bar.buttons if b.text().endswith("Roll")]
            if roll:
                self.click(roll[0])
            else:
                self.qtbot.wait(5)
            return True
        if decision.kind is Kind.SEALED:
            self.click(table.bar.buttons[0])  # "Pass to …"
            return True
        panel = table.bar.panel
        self._panel(decision, panel)
        return True

    def _panel(self, decision, panel) -> None:
        p = self.policy
        game = self.game
        if isinstance(panel, TurnPanel):
            self.click(panel.buttons[0])  # Roll the dice / End the turn
        elif isinstance(panel, AuctionPanel):
            st = panel.state
            if p.bid_once and st.leader is None and panel.raise_buttons[0].isEnabled():
                self.click(panel.raise_buttons[0])
            else:
                self.click(panel.pass_button)
        elif isinstance(panel, DebtPanel):
            self.click(panel.buttons[0])
        elif isinstance(panel, TradeAnswerPanel):
            self.click(panel.buttons[0 if p.accept else 1])
        elif isinstance(panel, VotePanel):  # the open-vote variant
            vote = p.votes.get(decision.seat, True)
            self.click(panel.yes if vote else panel.no)
            self.click(panel.cast)
        elif isinstance(panel, ChoicePanel):
            self.click(panel.buttons[0])
        elif isinstance(panel, ButtonsPanel):
            tag = decision.tag
            if tag == "buy":
                price = game.d.fields[game.pending].price
                yes = p.buy and game.cash[decision.seat] - price >= p.keep
                self.click(panel.buttons[0 if yes else 1])
            elif tag == "council":
                self.click(panel.buttons[0 if p.bring_in else 1])
            elif tag == "veto":
                self.click(panel.buttons[0 if p.veto else 1])
            else:
                self.click(panel.buttons[0])
        else:
            raise AssertionError(f"no panel for {decision.tag!r}: {panel!r}")

    def play(self, limit: int = 5000) -> None:
        """Step until the game is over."""
        for _ in range(limit):
            if not self.step():
                return
        raise AssertionError("the game did not end")

    def until(self, predicate, limit: int = 2000) -> None:
        """Step until predicate() holds."""
        for _ in range(limit):
            if predicate():
                return
            if not self.step():
                break
        assert predicate(), "never reached"
