"""Stadsliv's actions: frozen, small, each with a sentence for the log and the undo menu."""

from __future__ import annotations

from dataclasses import dataclass

from stadsliv_qt.engine import Action
from stadsliv_qt.text import Money, Msg, msg

from .words import item


def item_name(code: str) -> str:
    """How an item that can change hands is named in English sentences (words.item: any)."""
    return str(item(code))


@dataclass(frozen=True)
class Volunteer(Action):
    """STA-04: offer (or decline) to be the banker."""

    yes: bool = True

    def describe(self) -> Msg:
        return msg("sta.act.volunteer" if self.yes else "sta.act.no_volunteer")


@dataclass(frozen=True)
class Roll(Action):
    """STA-06: roll one die or both."""

    dice: int = 2

    def describe(self) -> Msg:
        return msg("sta.act.roll", dice=self.dice)


@dataclass(frozen=True)
class TakeLoan(Action):
    """STA-14: borrow from Stadskassan."""

    amount: int = 1

    def describe(self) -> Msg:
        return msg("sta.act.loan", amount=Money(self.amount, "poang"))


@dataclass(frozen=True)
class Buy(Action):
    """STA-07, STA-12, STA-18, STA-19: buy what is on offer, or not."""

    yes: bool = True

    def describe(self) -> Msg:
        return msg("sta.act.buy" if self.yes else "sta.act.no_buy")


@dataclass(frozen=True)
class ChooseOwner(Action):
    """STA-08: choose which owner's block the fee goes to."""

    code: str = ""

    def describe(self) -> Msg:
        return msg("sta.act.choose_owner", code=self.code)


@dataclass(frozen=True)
class Protest(Action):
    """STA-08: protest against the payer's choice and become plaintiff, or let it stand."""

    yes: bool = False

    def describe(self) -> Msg:
        return msg("sta.act.protest" if self.yes else "sta.act.no_protest")


@dataclass(frozen=True)
class Offer(Action):
    """STA-09, STA-17, STA-19: put an item up for open auction among the other players."""

    item: str = ""

    def describe(self) -> Msg:
        return msg("sta.act.offer", item=item(self.item))


@dataclass(frozen=True)
class Bid(Action):
    """STA-09: bid in an open auction (any amount above the current bid, up to one's poäng)."""

    amount: int = 1

    def describe(self) -> Msg:
        return msg("sta.act.bid", amount=self.amount)


@dataclass(frozen=True)
class Pass(Action):
    """STA-09: drop out of an open auction."""

    def describe(self) -> Msg:
        return msg("sta.act.pass")


@dataclass(frozen=True)
class AcceptBid(Action):
    """STA-09: the seller accepts or refuses a final bid below the block's price."""

    yes: bool = True

    def describe(self) -> Msg:
        return msg("sta.act.accept" if self.yes else "sta.act.refuse")


@dataclass(frozen=True)
class SellToKassa(Action):
    """STA-17: sell an item back to Stadskassan for half its price to raise money."""

    item: str = ""

    def describe(self) -> Msg:
        return msg("sta.act.sell_kassa", item=item(self.item))


@dataclass(frozen=True)
class LoanThrow(Action):
    """STA-13: ask the banker for the double-or-nothing throw on the loan, or not."""

    yes: bool = True

    def describe(self) -> Msg:
        return msg("sta.act.loan_throw" if self.yes else "sta.act.keep_loan")


@dataclass(frozen=True)
class Ask(Action):
    """STA-22: raise the Röstkort with a question ('seat' or a rule change id, and a block)."""

    question: str = ""
    code: str = ""

    def describe(self) -> Msg:
        return msg("sta.act.ask")


@dataclass(frozen=True)
class Vote(Action):
    """STA-22, STA-23: a secret yes or no."""

    yes: bool = True

    def describe(self) -> Msg:
        return msg("sta.act.vote")


@dataclass(frozen=True)
class Appeal(Action):
    """STA-23: appeal a lost victory vote to Domstolen, or accept the count."""

    yes: bool = True

    def describe(self) -> Msg:
        return msg("sta.act.appeal" if self.yes else "sta.act.no_appeal")


@dataclass(frozen=True)
class EndTurn(Action):
    """STA-06: the player has finished; the next may roll."""

    def describe(self) -> Msg:
        return msg("sta.act.end_turn")
