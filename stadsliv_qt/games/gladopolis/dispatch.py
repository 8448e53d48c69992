"""Which check and which effect belongs to each action type (the tables check() and _apply() use)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from stadsliv_qt.engine import Action

from . import actions as A
from .money import euro


def _no(_g: Any, _a: Action) -> str | None:
    return None


def _check_bg(g: Any, a: Action) -> str | None:
    if g.bg_bought:
        return "Bürgergunst can be bought only once per turn."
    if g.cash[a.seat] < g.p["bg_price"]:
        return f"1 Bürgergunst costs {euro(g.p['bg_price'])}."
    return None


def _check_fee(g: Any, a: Action) -> str | None:
    if not g.in_hz[a.seat]:
        return "You are not in the Hinterzimmer."
    if g.cash[a.seat] < g.p["hinterzimmer_fee"]:
        return f"Leaving costs {euro(g.p['hinterzimmer_fee'])}."
    return None


def _check_formfehler(g: Any, a: Action) -> str | None:
    if not g.in_hz[a.seat]:
        return "You are not in the Hinterzimmer."
    if g.formfehler != a.seat:
        return "You do not hold Formfehler in der Satzung."
    return None


def _field_ok(a: Action) -> str | None:
    pos = getattr(a, "field", None)
    if not isinstance(pos, int) or isinstance(pos, bool) or not 0 <= pos < 40:
        return "Name a field from 0 to 39."
    return None


def _check_sell(g: Any, a: A.SellBuilding) -> str | None:
    return _field_ok(a) or g.why_not_sell(a.seat, a.field)


def _check_mortgage(g: Any, a: A.Mortgage) -> str | None:
    return _field_ok(a) or g.why_not_mortgage(a.seat, a.field)


def _check_repeal(g: Any, a: A.Repeal) -> str | None:
    if a.motion not in g.resolutions[:-1]:
        return "Pick one of the resolutions that lay before this one."
    return None


def _check_bid(g: Any, a: A.Bid) -> str | None:
    g._check_bid(a)
    return None


def _check_accept(g: Any, _a: A.Accept) -> str | None:
    g._check_accept()
    return None


def _check_vote(_g: Any, a: A.Vote) -> str | None:
    return None if isinstance(a.yes, bool) else "A vote is yes or no."


def _apply_sell(g: Any, a: A.SellBuilding) -> None:
    g._sell(a.seat, a.field)
    g._window_or_debt()


def _apply_mortgage(g: Any, a: A.Mortgage) -> None:
    g._mortgage(a.seat, a.field)
    g._window_or_debt()


CHECKS: dict[type, Callable[[Any, Any], str | None]] = {
    A.Roll: _no,
    A.EndTurn: _no,
    A.BuyBG: _check_bg,
    A.PayFee: _check_fee,
    A.PlayFormfehler: _check_formfehler,
    A.Build: lambda g, a: _field_ok(a) or g.why_not_build(a.seat, a.field),
    A.SellBuilding: _check_sell,
    A.Mortgage: _check_mortgage,
    A.Redeem: lambda g, a: _field_ok(a) or g.why_not_redeem(a.seat, a.field),
    A.OfferTrade: lambda g, a: g.why_not_offer(a),
    A.Buy: _no,
    A.Decline: _no,
    A.Bid: _check_bid,
    A.Pass: _no,
    A.BringIn: _no,
    A.Withdraw: _no,
    A.Vote: _check_vote,
    A.Veto: _no,
    A.Allow: _no,
    A.Repeal: _check_repeal,
    A.Accept: _check_accept,
    A.Refuse: _no,
}

APPLY: dict[type, Callable[[Any, Any], None]] = {
    A.Roll: lambda g, a: g._roll(),
    A.EndTurn: lambda g, a: g._end_turn_action(),
    A.BuyBG: lambda g, a: g._buy_bg(a.seat),
    A.PayFee: lambda g, a: g._pay_fee(a.seat),
    A.PlayFormfehler: lambda g, a: g._play_formfehler(a.seat),
    A.Build: lambda g, a: g._build(a.seat, a.field),
    A.SellBuilding: _apply_sell,
    A.Mortgage: _apply_mortgage,
    A.Redeem: lambda g, a: g._redeem(a.seat, a.field),
    A.OfferTrade: lambda g, a: g._offer(a),
    A.Buy: lambda g, a: g._buy(a.seat),
    A.Decline: lambda g, a: g._decline(a.seat),
    A.Bid: lambda g, a: g._bid(a),
    A.Pass: lambda g, a: g._pass(a),
    A.BringIn: lambda g, a: g._bring_in(),
    A.Withdraw: lambda g, a: g._withdraw(),
    A.Vote: lambda g, a: g._vote(a.seat, a.yes),
    A.Veto: lambda g, a: g._veto(a.seat),
    A.Allow: lambda g, a: g._allow(a.seat),
    A.Repeal: lambda g, a: g._repeal(a.seat, a.motion),
    A.Accept: lambda g, a: g._settle_trade(True),
    A.Refuse: lambda g, a: g._settle_trade(False),
}
