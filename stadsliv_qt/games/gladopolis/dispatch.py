"""Which check and which effect belongs to each action type (the tables check() and _apply() use)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar, cast

from stadsliv_qt.engine import Action
from stadsliv_qt.text import Msg, msg

from . import actions as A
from . import building, council, flow, trade, windows
from . import property as prop
from .context import Ctx
from .ledger import eur

T = TypeVar("T", bound=Action)
Check = Callable[[Ctx, Action], Msg | None]
Effect = Callable[[Ctx, Action], None]


def _check(kind: type[T], fn: Callable[[Ctx, T], Msg | None]) -> tuple[type[Action], Check]:
    """A table row: the type checker sees that `fn` takes this kind of action."""
    return kind, cast(Check, fn)


def _effect(kind: type[T], fn: Callable[[Ctx, T], None]) -> tuple[type[Action], Effect]:
    """A table row: the type checker sees that `fn` takes this kind of action."""
    return kind, cast(Effect, fn)


def _field_ok(pos: object) -> Msg | None:
    if not isinstance(pos, int) or isinstance(pos, bool) or not 0 <= pos < 40:
        return msg("gla.no.field")
    return None


def _no(_c: Ctx, _a: Action) -> Msg | None:
    return None


def _check_bg(c: Ctx, a: A.BuyBG) -> Msg | None:
    if c.st.bg_bought:
        return msg("gla.no.bg_twice")
    if c.st.cash[a.seat] < c.p["bg_price"]:
        return msg("gla.no.bg_cash", price=eur(c.p["bg_price"]))
    return None


def _check_fee(c: Ctx, a: A.PayFee) -> Msg | None:
    if not c.st.in_hz[a.seat]:
        return msg("gla.no.not_in_hz")
    if c.st.cash[a.seat] < c.p["hinterzimmer_fee"]:
        return msg("gla.no.fee_cash", fee=eur(c.p["hinterzimmer_fee"]))
    return None


def _check_formfehler(c: Ctx, a: A.PlayFormfehler) -> Msg | None:
    if not c.st.in_hz[a.seat]:
        return msg("gla.no.not_in_hz")
    if c.st.formfehler != a.seat:
        return msg("gla.no.card_not_held")
    return None


def _check_repeal(c: Ctx, a: A.Repeal) -> Msg | None:
    if a.motion not in c.st.resolutions[:-1]:
        return msg("gla.no.repeal")
    return None


def _check_bid(c: Ctx, a: A.Bid) -> Msg | None:
    prop.check_bid(c, a)  # raises IllegalAction with the sentence
    return None


def _check_accept(c: Ctx, _a: A.Accept) -> Msg | None:
    trade.check_accept(c)  # raises IllegalAction with the sentence
    return None


def _check_vote(_c: Ctx, a: A.Vote) -> Msg | None:
    return None if isinstance(a.yes, bool) else msg("gla.no.vote")


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


def why_not(c: Ctx, a: Action) -> Msg | None:
    """None if the action (of a type allowed in this phase) is legal now, else the sentence.

    An auction bid or an acceptance that cannot be made raises IllegalAction itself.
    """
    return CHECKS[type(a)](c, a)


def carry_out(c: Ctx, a: Action) -> None:
    """Carry out a checked action."""
    APPLY[type(a)](c, a)
