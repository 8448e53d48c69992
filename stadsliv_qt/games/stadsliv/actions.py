"""Stadsliv's actions: frozen, small, each with a sentence for the log and the undo menu."""

from __future__ import annotations

from dataclasses import dataclass

from stadsliv_qt.engine import Action

ITEM_NAMES = {"GB": "a Guldbonus", "SF": "a Stadsfullmäktige share", "B": "the Bank's share"}


def item_name(item: str) -> str:
    """How an item that can change hands is named in sentences."""
    return ITEM_NAMES.get(item, item)


@dataclass(frozen=True)
class Volunteer(Action):
    """STA-04: offer (or decline) to be the banker."""

    yes: bool = True

    def describe(self) -> str:
        return "volunteers as banker" if self.yes else "does not volunteer as banker"


@dataclass(frozen=True)
class Roll(Action):
    """STA-06: roll one die or both."""

    dice: int = 2

    def describe(self) -> str:
        return "rolls one die" if self.dice == 1 else "rolls both dice"


@dataclass(frozen=True)
class TakeLoan(Action):
    """STA-14: borrow from Stadskassan."""

    amount: int = 1

    def describe(self) -> str:
        return f"borrows {self.amount} poäng"


@dataclass(frozen=True)
class Buy(Action):
    """STA-07, STA-12, STA-18, STA-19: buy what is on offer, or not."""

    yes: bool = True

    def describe(self) -> str:
        return "buys" if self.yes else "does not buy"


@dataclass(frozen=True)
class ChooseOwner(Action):
    """STA-08: choose which owner's block the fee goes to."""

    code: str = ""

    def describe(self) -> str:
        return f"pays the owner of {self.code}"


@dataclass(frozen=True)
class Protest(Action):
    """STA-08: protest against the payer's choice and become plaintiff, or let it stand."""

    yes: bool = False

    def describe(self) -> str:
        return "protests" if self.yes else "does not protest"


@dataclass(frozen=True)
class Offer(Action):
    """STA-09, STA-17, STA-19: put an item up for open auction among the other players."""

    item: str = ""

    def describe(self) -> str:
        return f"puts {item_name(self.item)} up for auction"


@dataclass(frozen=True)
class Bid(Action):
    """STA-09: bid in an open auction (any amount above the current bid, up to one's poäng)."""

    amount: int = 1

    def describe(self) -> str:
        return f"bids {self.amount}"


@dataclass(frozen=True)
class Pass(Action):
    """STA-09: drop out of an open auction."""

    def describe(self) -> str:
        return "passes"


@dataclass(frozen=True)
class AcceptBid(Action):
    """STA-09: the seller accepts or refuses a final bid below the block's price."""

    yes: bool = True

    def describe(self) -> str:
        return "accepts the bid" if self.yes else "refuses the bid"


@dataclass(frozen=True)
class SellToKassa(Action):
    """STA-17: sell an item back to Stadskassan for half its price to raise money."""

    item: str = ""

    def describe(self) -> str:
        return f"sells {item_name(self.item)} back to Stadskassan"


@dataclass(frozen=True)
class LoanThrow(Action):
    """STA-13: ask the banker for the double-or-nothing throw on the loan, or not."""

    yes: bool = True

    def describe(self) -> str:
        return "asks for a throw on the loan" if self.yes else "keeps the loan as it is"


@dataclass(frozen=True)
class Ask(Action):
    """STA-22: raise the Röstkort with a question ('seat' or a rule change id, and a block)."""

    question: str = ""
    code: str = ""

    def describe(self) -> str:
        return "raises the Röstkort"


@dataclass(frozen=True)
class Vote(Action):
    """STA-22, STA-23: a secret yes or no."""

    yes: bool = True

    def describe(self) -> str:
        return "votes"


@dataclass(frozen=True)
class Appeal(Action):
    """STA-23: appeal a lost victory vote to Domstolen, or accept the count."""

    yes: bool = True

    def describe(self) -> str:
        return "appeals to Domstolen" if self.yes else "accepts the count"


@dataclass(frozen=True)
class EndTurn(Action):
    """STA-06: the player has finished; the next may roll."""

    def describe(self) -> str:
        return "ends the turn"
