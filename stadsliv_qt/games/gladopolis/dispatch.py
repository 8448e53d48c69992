"""Which check and which effect belongs to each action (what check() and _apply() call)."""

from __future__ import annotations

from stadsliv_qt.engine import Action

from . import actions as A
from . import building, council, flow, trade, windows
from . import property as prop
from .context import Ctx
from .ledger import euro


def _field_ok(pos: object) -> str | None:
    if not isinstance(pos, int) or isinstance(pos, bool) or not 0 <= pos < 40:
        return "Name a field from 0 to 39."
    return None


def why_not(c: Ctx, a: Action) -> str | None:
    """None if the action (of a type allowed in this phase) is legal now, else the sentence.

    An auction bid or an acceptance that cannot be made raises IllegalAction itself.
    """
    st, p = c.st, c.p
    s = a.seat
    if isinstance(a, A.BuyBG):
        if st.bg_bought:
            return "Bürgergunst can be bought only once per turn."
        if st.cash[s] < p["bg_price"]:
            return f"1 Bürgergunst costs {euro(p['bg_price'])}."
    elif isinstance(a, A.PayFee):
        if not st.in_hz[s]:
            return "You are not in the Hinterzimmer."
        if st.cash[s] < p["hinterzimmer_fee"]:
            return f"Leaving costs {euro(p['hinterzimmer_fee'])}."
    elif isinstance(a, A.PlayFormfehler):
        if not st.in_hz[s]:
            return "You are not in the Hinterzimmer."
        if st.formfehler != s:
            return "You do not hold Formfehler in der Satzung."
    elif isinstance(a, A.Build):
        return _field_ok(a.field) or building.why_not_build(c, s, a.field)
    elif isinstance(a, A.SellBuilding):
        return _field_ok(a.field) or building.why_not_sell(c, s, a.field)
    elif isinstance(a, A.Mortgage):
        return _field_ok(a.field) or building.why_not_mortgage(c, s, a.field)
    elif isinstance(a, A.Redeem):
        return _field_ok(a.field) or building.why_not_redeem(c, s, a.field)
    elif isinstance(a, A.OfferTrade):
        return trade.why_not_offer(c, a)
    elif isinstance(a, A.Bid):
        prop.check_bid(c, a)
    elif isinstance(a, A.Vote):
        return None if isinstance(a.yes, bool) else "A vote is yes or no."
    elif isinstance(a, A.Repeal):
        if a.motion not in st.resolutions[:-1]:
            return "Pick one of the resolutions that lay before this one."
    elif isinstance(a, A.Accept):
        trade.check_accept(c)
    return None


def carry_out(c: Ctx, a: Action) -> None:
    """Carry out a checked action."""
    s = a.seat
    if isinstance(a, A.Roll):
        flow.roll(c)
    elif isinstance(a, A.EndTurn):
        flow.end_turn(c)
    elif isinstance(a, A.BuyBG):
        windows.buy_bg(c, s)
    elif isinstance(a, A.PayFee):
        windows.pay_fee(c, s)
    elif isinstance(a, A.PlayFormfehler):
        windows.play_formfehler(c, s)
    elif isinstance(a, A.Build):
        building.build(c, s, a.field)
    elif isinstance(a, A.SellBuilding):
        building.sell(c, s, a.field)
        windows.window_or_debt(c)
    elif isinstance(a, A.Mortgage):
        building.mortgage(c, s, a.field)
        windows.window_or_debt(c)
    elif isinstance(a, A.Redeem):
        building.redeem(c, s, a.field)
    elif isinstance(a, A.OfferTrade):
        trade.offer(c, a)
    elif isinstance(a, A.Buy):
        prop.buy(c, s)
    elif isinstance(a, A.Decline):
        prop.decline(c, s)
    elif isinstance(a, A.Bid):
        prop.bid(c, a)
    elif isinstance(a, A.Pass):
        prop.pass_(c, a)
    elif isinstance(a, A.BringIn):
        council.bring_in(c)
    elif isinstance(a, A.Withdraw):
        council.withdraw(c)
    elif isinstance(a, A.Vote):
        council.vote(c, s, a.yes)
    elif isinstance(a, A.Veto):
        council.veto(c, s)
    elif isinstance(a, A.Allow):
        council.allow(c, s)
    elif isinstance(a, A.Repeal):
        council.repeal(c, s, a.motion)
    elif isinstance(a, A.Accept):
        trade.settle_trade(c, True)
    elif isinstance(a, A.Refuse):
        trade.settle_trade(c, False)
