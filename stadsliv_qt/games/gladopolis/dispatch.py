"""Which check and which effect belongs to each action type (the tables check() and _apply() use)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar, cast

from stadsliv_qt.engine import Action

from . import actions as A
from . import building, council, flow, trade, windows
from . import property as prop
from .context import Ctx
from .ledger import euro

T = TypeVar("T", bound=Action)
Check = Callable[[Ctx, Action], str | None]
Effect = Callable[[Ctx, Action], None]


def _check(kind: type[T], fn: Callable[[Ctx, T], str | None]) -> tuple[type[Action], Check]:
    """A table row: the type checker sees that `fn` takes this kind of action."""
    return kind, cast(Check, fn)


def _effect(kind: type[T], fn: Callable[[Ctx, T], None]) -> tuple[type[Action], Effect]:
    """A table row: the type checker sees that `fn` takes this kind of action."""
    return kind, cast(Effect, fn)


def _field_ok(pos: object) -> str | None:
    if not isinstance(pos, int) or isinstance(pos, bool) or not 0 <= pos < 40:
        return "Name a field from 0 to 39."
    return None


def _no(_c: Ctx, _a: Action) -> str | None:
    return None


def _check_bg(c: Ctx, a: A.BuyBG) -> str | None:
    if c.st.bg_bought:
        return "Bürgergunst can be bought only once per turn."
    if c.st.cash[a.seat] < c.p["bg_price"]:
        return f"1 Bürgergunst costs {euro(c.p['bg_price'])}."
    return None


def _check_fee(c: Ctx, a: A.PayFee) -> str | None:
    if not c.st.in_hz[a.seat]:
        return "You are not in the Hinterzimmer."
    if c.st.cash[a.seat] < c.p["hinterzimmer_fee"]:
        return f"Leaving costs {euro(c.p['hinterzimmer_fee'])}."
    return None


def _check_formfehler(c: Ctx, a: A.PlayFormfehler) -> str | None:
    if not c.st.in_hz[a.seat]:
        return "You are not in the Hinterzimmer."
    if c.st.formfehler != a.seat:
        return "You do not hold Formfehler in der Satzung."
    return None


def _check_repeal(c: Ctx, a: A.Repeal) -> str | None:
    if a.motion not in c.st.resolutions[:-1]:
        return "Pick one of the resolutions that lay before this one."
    return None


def _check_bid(c: Ctx, a: A.Bid) -> str | None:
    prop.check_bid(c, a)  # raises IllegalAction with the sentence
    return None


def _check_accept(c: Ctx, _a: A.Accept) -> str | None:
    trade.check_accept(c)  # raises IllegalAction with the sentence
    return None


def _check_vote(_c: Ctx, a: A.Vote) -> str | None:
    return None if isinstance(a.yes, bool) else "A vote is yes or no."


def _sell(c: Ctx, a: A.SellBuilding) -> None:
    building.sell(c, a.seat, a.field)
    windows.window_or_debt(c)


def _mortgage(c: Ctx, a: A.Mortgage) -> None:
    building.mortgage(c, a.seat, a.field)
    windows.window_or_debt(c)


CHECKS: dict[type[Action], Check] = dict(
    [
        _check(A.Roll, _no),
        _check(A.EndTurn, _no),
        _check(A.BuyBG, _check_bg),
        _check(A.PayFee, _check_fee),
        _check(A.PlayFormfehler, _check_formfehler),
        _check(
            A.Build, lambda c, a: _field_ok(a.field) or building.why_not_build(c, a.seat, a.field)
        ),
        _check(
            A.SellBuilding,
            lambda c, a: _field_ok(a.field) or building.why_not_sell(c, a.seat, a.field),
        ),
        _check(
            A.Mortgage,
            lambda c, a: _field_ok(a.field) or building.why_not_mortgage(c, a.seat, a.field),
        ),
        _check(
            A.Redeem, lambda c, a: _field_ok(a.field) or building.why_not_redeem(c, a.seat, a.field)
        ),
        _check(A.OfferTrade, trade.why_not_offer),
        _check(A.Buy, _no),
        _check(A.Decline, _no),
        _check(A.Bid, _check_bid),
        _check(A.Pass, _no),
        _check(A.BringIn, _no),
        _check(A.Withdraw, _no),
        _check(A.Vote, _check_vote),
        _check(A.Veto, _no),
        _check(A.Allow, _no),
        _check(A.Repeal, _check_repeal),
        _check(A.Accept, _check_accept),
        _check(A.Refuse, _no),
    ]
)

APPLY: dict[type[Action], Effect] = dict(
    [
        _effect(A.Roll, lambda c, a: flow.roll(c)),
        _effect(A.EndTurn, lambda c, a: flow.end_turn(c)),
        _effect(A.BuyBG, lambda c, a: windows.buy_bg(c, a.seat)),
        _effect(A.PayFee, lambda c, a: windows.pay_fee(c, a.seat)),
        _effect(A.PlayFormfehler, lambda c, a: windows.play_formfehler(c, a.seat)),
        _effect(A.Build, lambda c, a: building.build(c, a.seat, a.field)),
        _effect(A.SellBuilding, _sell),
        _effect(A.Mortgage, _mortgage),
        _effect(A.Redeem, lambda c, a: building.redeem(c, a.seat, a.field)),
        _effect(A.OfferTrade, trade.offer),
        _effect(A.Buy, lambda c, a: prop.buy(c, a.seat)),
        _effect(A.Decline, lambda c, a: prop.decline(c, a.seat)),
        _effect(A.Bid, prop.bid),
        _effect(A.Pass, prop.pass_),
        _effect(A.BringIn, lambda c, a: council.bring_in(c)),
        _effect(A.Withdraw, lambda c, a: council.withdraw(c)),
        _effect(A.Vote, lambda c, a: council.vote(c, a.seat, a.yes)),
        _effect(A.Veto, lambda c, a: council.veto(c, a.seat)),
        _effect(A.Allow, lambda c, a: council.allow(c, a.seat)),
        _effect(A.Repeal, lambda c, a: council.repeal(c, a.seat, a.motion)),
        _effect(A.Accept, lambda c, a: trade.settle_trade(c, True)),
        _effect(A.Refuse, lambda c, a: trade.settle_trade(c, False)),
    ]
)


def why_not(c: Ctx, a: Action) -> str | None:
    """None if the action (of a type allowed in this phase) is legal now, else the sentence.

    An auction bid or an acceptance that cannot be made raises IllegalAction itself.
    """
    return CHECKS[type(a)](c, a)


def carry_out(c: Ctx, a: Action) -> None:
    """Carry out a checked action."""
    APPLY[type(a)](c, a)
