"""Glad-o-polis actions: frozen dataclasses, one per thing a seat can do."""

from __future__ import annotations

from dataclasses import dataclass

from stadsliv_qt.engine import Action
from stadsliv_qt.text import Money, Msg, msg


# ----- the turn windows (GLA-04, GLA-05) -------------------------------------------------------
@dataclass(frozen=True)
class Roll(Action):
    """Roll the two dice (a CHANCE node follows so the table shows what was drawn)."""

    def describe(self) -> Msg:
        return msg("gla.act.roll")


@dataclass(frozen=True)
class EndTurn(Action):
    """Close the after-field window and pass the turn on."""

    def describe(self) -> Msg:
        return msg("gla.act.end_turn")


@dataclass(frozen=True)
class BuyBG(Action):
    """Pay the BG price into the Stadtkasse for 1 Bürgergunst, once per turn before rolling (GLA-11)."""

    def describe(self) -> Msg:
        return msg("gla.act.buy_bg")


@dataclass(frozen=True)
class PayFee(Action):
    """Pay the fee into the Stadtkasse to leave the Hinterzimmer before rolling (GLA-18)."""

    def describe(self) -> Msg:
        return msg("gla.act.pay_fee")


@dataclass(frozen=True)
class PlayFormfehler(Action):
    """Play "Formfehler in der Satzung" to leave the Hinterzimmer (GLA-18)."""

    def describe(self) -> Msg:
        return msg("gla.act.formfehler")


@dataclass(frozen=True)
class Build(Action):
    """Add one level (Bauvorhaben, or the Leuchtturmprojekt after four) to a district (GLA-12)."""

    field: int = 0

    def describe(self) -> Msg:
        return msg("gla.act.build", field=self.field)


@dataclass(frozen=True)
class SellBuilding(Action):
    """Sell one level back to the bank for half its price (GLA-12)."""

    field: int = 0

    def describe(self) -> Msg:
        return msg("gla.act.sell", field=self.field)


@dataclass(frozen=True)
class Mortgage(Action):
    """Mortgage an unbuilt property for half its price (GLA-26)."""

    field: int = 0

    def describe(self) -> Msg:
        return msg("gla.act.mortgage", field=self.field)


@dataclass(frozen=True)
class Redeem(Action):
    """Redeem a mortgage for its value plus 10 %, rounded up to 10 € (GLA-26)."""

    field: int = 0

    def describe(self) -> Msg:
        return msg("gla.act.redeem", field=self.field)


@dataclass(frozen=True)
class OfferTrade(Action):
    """Offer a trade to another player: any mix of properties, money and the Formfehler card."""

    to: int = 0
    give: tuple[int, ...] = ()
    take: tuple[int, ...] = ()
    give_money: int = 0
    take_money: int = 0
    give_card: bool = False
    take_card: bool = False

    def describe(self) -> Msg:
        return msg("gla.act.offer", seat=self.to)


# ----- buying and the auction (GLA-09) ---------------------------------------------------------
@dataclass(frozen=True)
class Buy(Action):
    """Buy the unowned property at its printed price."""

    def describe(self) -> Msg:
        return msg("gla.act.buy")


@dataclass(frozen=True)
class Decline(Action):
    """Do not buy: the property goes to auction at once."""

    def describe(self) -> Msg:
        return msg("gla.act.decline")


@dataclass(frozen=True)
class Bid(Action):
    """Bid in the open auction; any multiple of the step from the minimum up to the bidder's cash."""

    amount: int = 0

    def describe(self) -> Msg:
        return msg("gla.act.bid", amount=Money(self.amount, "eur"))


@dataclass(frozen=True)
class Pass(Action):
    """Leave the auction for good."""

    def describe(self) -> Msg:
        return msg("gla.act.pass")


# ----- council (GLA-20 to GLA-23) --------------------------------------------------------------
@dataclass(frozen=True)
class Withdraw(Action):
    """Withdraw the drawn motion: nothing happens, the card goes under the deck."""

    def describe(self) -> Msg:
        return msg("gla.act.withdraw")


@dataclass(frozen=True)
class BringIn(Action):
    """Bring the drawn motion to the vote."""

    def describe(self) -> Msg:
        return msg("gla.act.bring_in")


@dataclass(frozen=True)
class Vote(Action):
    """One vote on the motion: yes or no (sealed unless the open-vote variant is on)."""

    yes: bool = True

    def describe(self) -> Msg:
        return msg("gla.act.vote")


@dataclass(frozen=True)
class Veto(Action):
    """Two players: use the one veto of the game; the motion fails (GLA-23)."""

    def describe(self) -> Msg:
        return msg("gla.act.veto")


@dataclass(frozen=True)
class Allow(Action):
    """Two players: let the motion pass and keep the veto."""

    def describe(self) -> Msg:
        return msg("gla.act.allow")


@dataclass(frozen=True)
class Repeal(Action):
    """Pick a lying resolution to repeal when a sixth is accepted (GLA-22)."""

    motion: str = ""

    def describe(self) -> Msg:
        return msg("gla.act.repeal", motion=self.motion)


# ----- consent to a trade (GLA-26) -------------------------------------------------------------
@dataclass(frozen=True)
class Accept(Action):
    """Accept the trade on offer."""

    def describe(self) -> Msg:
        return msg("gla.act.accept")


@dataclass(frozen=True)
class Refuse(Action):
    """Refuse the trade on offer."""

    def describe(self) -> Msg:
        return msg("gla.act.refuse")
