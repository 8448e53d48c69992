"""Trades between players: any mix of properties, money and the Formfehler card, with consent (GLA-26).

The player whose turn it is offers in one of the turn windows; the receiving seat then gets a SEAT
decision (tag "trade") to accept or refuse. legal_actions lists a representative set of offers
(see offer_choices); check() accepts any mix.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from stadsliv_qt.engine import IllegalAction
from stadsliv_qt.engine.record import dump
from stadsliv_qt.text import Msg, msg
from stadsliv_qt.text.message import Arg

from .actions import OfferTrade
from .building import board_facts, group_built
from .context import Ctx, Facts
from .ledger import eur, move_money
from .state import Trade, Window

CARD_PRICE = 500  # the figure bots are offered for the card; any amount may be proposed


def tradeable(c: Ctx, pos: int) -> bool:
    """A property can change hands only while its group carries no buildings."""
    return not group_built(c, pos)


def why_not_offer(c: Ctx, a: OfferTrade) -> Msg | None:
    """None if the player on turn may offer this trade now, else why not."""
    st = c.st
    s, to, n = a.seat, a.to, len(c.names)
    if not isinstance(to, int) or not 0 <= to < n or to == s:
        return msg("gla.no.offer_to")
    if not st.active[to]:
        return msg("gla.no.offer_citizen", seat=c.ref(to))
    for side in (a.give, a.take):
        if not isinstance(side, tuple) or not all(
            isinstance(p, int) and not isinstance(p, bool) for p in side
        ):
            return msg("gla.no.offer_numbers")
    if len(set(a.give) | set(a.take)) != len(a.give) + len(a.take):
        return msg("gla.no.offer_twice")
    for pos, who in [(p, s) for p in a.give] + [(p, to) for p in a.take]:
        if not 0 <= pos < 40 or not c.d.fields[pos].is_property or st.owner[pos] != who:
            return msg("gla.no.offer_owner", seat=c.ref(who), pos=pos)
        if not tradeable(c, pos):
            return msg("gla.no.offer_built", field=c.d.fields[pos].name)
    for money in (a.give_money, a.take_money):
        if not isinstance(money, int) or isinstance(money, bool) or money < 0:
            return msg("gla.no.offer_money")
    if a.give_money > st.cash[s]:
        return msg("gla.no.offer_cash", cash=eur(st.cash[s]))
    if a.take_money > st.cash[to]:
        return msg("gla.no.offer_their_cash", seat=c.ref(to), cash=eur(st.cash[to]))
    if a.give_card and st.formfehler != s:
        return msg("gla.no.card_not_held")
    if a.take_card and st.formfehler != to:
        return msg("gla.no.offer_their_card", seat=c.ref(to))
    if not (a.give or a.take or a.give_money or a.take_money or a.give_card or a.take_card):
        return msg("gla.no.offer_empty")
    return None


def offer_choices(c: Ctx, s: int, facts: Facts | None = None) -> list[OfferTrade]:
    """Representative offers, at printed prices, that bring a set closer for the receiver.

    Sell one of ours to a player who holds another of its group (or hubs, or Versorger); ask
    for one of theirs when we hold another of its group; buy or sell the Formfehler card.
    """
    st = c.st
    _, holds, tradeable_fields, _ = facts or board_facts(c)
    family, prices, owner, active = c.b.family, c.b.prices, st.owner, st.active
    mine = holds.get(s, set())
    cash_s = st.cash[s]
    out = []
    for pos in tradeable_fields:
        o = owner[pos]
        price = prices[pos]
        if o == s:
            for q, families in holds.items():
                if q != s and active[q] and family[pos] in families and st.cash[q] >= price:
                    out.append(OfferTrade(s, q, give=(pos,), take_money=price))
        elif active[o] and family[pos] in mine and cash_s >= price:
            out.append(OfferTrade(s, o, take=(pos,), give_money=price))
    holder = st.formfehler
    if holder == s:
        out += [
            OfferTrade(s, q, give_card=True, take_money=CARD_PRICE)
            for q in range(len(c.names))
            if q != s and active[q] and st.cash[q] >= CARD_PRICE
        ]
    elif holder >= 0 and cash_s >= CARD_PRICE:
        out.append(OfferTrade(s, holder, take_card=True, give_money=CARD_PRICE))
    return out


def offer(c: Ctx, a: OfferTrade) -> None:
    """The offer lies on the table; the receiving seat is asked (GLA-26)."""
    st = c.st
    back: Window = "pre" if st.phase == "pre" else "post"
    t = Trade(a.seat, a.to, list(a.give), list(a.take), a.give_money, a.take_money,
              a.give_card, a.take_card, back)  # fmt: skip
    st.trade = t
    st.phase = "trade"
    c.emit(
        msg("gla.trade.offered", seat=c.ref(a.seat), to=c.ref(a.to), what=trade_text(c, t)),
        "GLA-26",
        "offer",
        offer=dump(t),
    )


def trade_text(c: Ctx, t: Trade | Mapping[str, Any]) -> Msg:
    """Both sides of a trade in words (a Trade, or the dict the UI builds from an offer)."""

    def side(fields: Sequence[int], money: int, card: bool) -> Arg:
        parts: list[Arg] = [c.d.fields[p].name for p in fields]
        if money:
            parts.append(eur(money))
        if card:
            parts.append("Formfehler in der Satzung")
        if not parts:
            return msg("gla.trade.nothing")
        out = parts[0]
        for part in parts[1:]:
            out = msg("gla.list.more", head=out, next=part)
        return out

    if isinstance(t, Trade):
        give, take = (
            side(t.give, t.give_money, t.give_card),
            side(t.take, t.take_money, t.take_card),
        )
    else:
        give = side(t["give"], t["give_money"], t["give_card"])
        take = side(t["take"], t["take_money"], t["take_card"])
    return msg("gla.trade.sides", give=give, take=take)


def as_offer(t: Trade) -> OfferTrade:
    """The offer a trade on the table was made with."""
    return OfferTrade(t.frm, t.to, tuple(t.give), tuple(t.take), t.give_money, t.take_money,
                      t.give_card, t.take_card)  # fmt: skip


def settle_trade(c: Ctx, accepted: bool) -> None:
    """Accepted: everything changes hands at once; refused: nothing (GLA-26)."""
    st = c.st
    t, st.trade = st.trade, None
    assert t is not None, "a trade is on offer"
    st.phase = t.back
    a, b = t.frm, t.to
    if not accepted:
        c.emit(msg("gla.trade.refused", seat=c.ref(b)), "GLA-26", "trade", accepted=False)
        return
    for pos in t.give:
        st.owner[pos] = b
    for pos in t.take:
        st.owner[pos] = a
    if t.give_money:
        move_money(st, a, b, t.give_money)
    if t.take_money:
        move_money(st, b, a, t.take_money)
    if t.give_card:
        st.formfehler = b
    if t.take_card:
        st.formfehler = a
    c.emit(
        msg("gla.trade.accepted", seat=c.ref(b), frm=c.ref(a), what=trade_text(c, t)),
        "GLA-26",
        "trade",
        accepted=True,
    )


def check_accept(c: Ctx) -> None:
    """The offer must still be possible when accepted (nothing can change meanwhile)."""
    t = c.st.trade
    assert t is not None, "a trade is on offer"
    why = why_not_offer(c, as_offer(t))
    if why:
        raise IllegalAction(why)
