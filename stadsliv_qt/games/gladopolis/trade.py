"""Trades between players: any mix of properties, money and the Formfehler card, with consent (GLA-26).

The player whose turn it is offers in one of the turn windows; the receiving seat then gets a SEAT
decision (tag "trade") to accept or refuse. legal_actions lists a representative set of offers
(see offer_choices); check() accepts any mix.
"""

from __future__ import annotations

from stadsliv_qt.engine import IllegalAction

from .actions import OfferTrade
from .money import euro

CARD_PRICE = 500  # the figure bots are offered for the card; any amount may be proposed


class TradeMixin:
    """Offer, consent, exchange."""

    def tradeable(self, pos: int) -> bool:
        """A property can change hands only while its group carries no buildings."""
        return not self.group_built(pos)

    def why_not_offer(self, a: OfferTrade) -> str | None:
        s, to, n = a.seat, a.to, len(self.seats)
        if not isinstance(to, int) or not 0 <= to < n or to == s:
            return "Offer the trade to another player."
        if not self.active[to]:
            return f"{self.name(to)} is a sachkundiger Bürger and no longer trades."
        for side in (a.give, a.take):
            if not isinstance(side, tuple) or not all(
                isinstance(p, int) and not isinstance(p, bool) for p in side
            ):
                return "Name the properties by their field numbers."
        if len(set(a.give) | set(a.take)) != len(a.give) + len(a.take):
            return "Each property may appear only once in an offer."
        for pos, who in [(p, s) for p in a.give] + [(p, to) for p in a.take]:
            if not 0 <= pos < 40 or not self.d.fields[pos].is_property or self.owner[pos] != who:
                return f"{self.name(who)} does not own field {pos}."
            if not self.tradeable(pos):
                return f"{self.d.fields[pos].name}: its group carries buildings; clear them first."
        for money in (a.give_money, a.take_money):
            if not isinstance(money, int) or isinstance(money, bool) or money < 0:
                return "Money in a trade must be a whole number of euros, not negative."
        if a.give_money and a.take_money:
            return "Give money or ask for money, not both."
        if a.give_money > self.cash[s]:
            return f"You have only {euro(self.cash[s])}."
        if a.take_money > self.cash[to]:
            return f"{self.name(to)} has only {euro(self.cash[to])}."
        if a.give_card and self.formfehler != s:
            return "You do not hold Formfehler in der Satzung."
        if a.take_card and self.formfehler != to:
            return f"{self.name(to)} does not hold Formfehler in der Satzung."
        if not (a.give or a.take or a.give_money or a.take_money or a.give_card or a.take_card):
            return "An offer must contain something."
        return None

    def offer_choices(self, s: int, facts: tuple | None = None) -> list[OfferTrade]:
        """Representative offers, at printed prices, that bring a set closer for the receiver.

        Sell one of ours to a player who holds another of its group (or hubs, or Versorger); ask
        for one of theirs when we hold another of its group; buy or sell the Formfehler card.
        """
        _, holds, tradeable, _ = facts or self.board_facts()
        family, prices, owner, active = self.family, self.prices, self.owner, self.active
        mine = holds.get(s, set())
        cash_s = self.cash[s]
        out = []
        for pos in tradeable:
            o = owner[pos]
            price = prices[pos]
            if o == s:
                for q, families in holds.items():
                    if q != s and active[q] and family[pos] in families and self.cash[q] >= price:
                        out.append(OfferTrade(s, q, give=(pos,), take_money=price))
            elif active[o] and family[pos] in mine and cash_s >= price:
                out.append(OfferTrade(s, o, take=(pos,), give_money=price))
        holder = self.formfehler
        if holder == s:
            out += [
                OfferTrade(s, q, give_card=True, take_money=CARD_PRICE)
                for q in range(len(self.seats))
                if q != s and active[q] and self.cash[q] >= CARD_PRICE
            ]
        elif holder >= 0 and cash_s >= CARD_PRICE:
            out.append(OfferTrade(s, holder, take_card=True, give_money=CARD_PRICE))
        return out

    def _offer(self, a: OfferTrade) -> None:
        self.trade = {
            "from": a.seat,
            "to": a.to,
            "give": list(a.give),
            "take": list(a.take),
            "give_money": a.give_money,
            "take_money": a.take_money,
            "give_card": a.give_card,
            "take_card": a.take_card,
            "back": self.phase,
        }
        self.phase = "trade"
        self.emit(
            f"{self.name(a.seat)} offers {self.name(a.to)}: {self._trade_text(self.trade)}",
            "GLA-26",
            "offer",
            offer=dict(self.trade),
        )

    def _trade_text(self, t: dict) -> str:
        def side(fields: list[int], money: int, card: bool) -> str:
            parts = [self.d.fields[p].name for p in fields]
            if money:
                parts.append(euro(money))
            if card:
                parts.append("Formfehler in der Satzung")
            return ", ".join(parts) or "nothing"

        return (
            f"{side(t['give'], t['give_money'], t['give_card'])} for "
            f"{side(t['take'], t['take_money'], t['take_card'])}"
        )

    def _settle_trade(self, accepted: bool) -> None:
        t, self.trade = self.trade, None
        self.phase = t["back"]
        a, b = t["from"], t["to"]
        if not accepted:
            self.emit(f"{self.name(b)} refuses the trade", "GLA-26", "trade", accepted=False)
            return
        for pos in t["give"]:
            self.owner[pos] = b
        for pos in t["take"]:
            self.owner[pos] = a
        if t["give_money"]:
            self._move_money(a, b, t["give_money"])
        if t["take_money"]:
            self._move_money(b, a, t["take_money"])
        if t["give_card"]:
            self.formfehler = b
        if t["take_card"]:
            self.formfehler = a
        self.emit(
            f"{self.name(b)} accepts: {self.name(a)} gives {self._trade_text(t)}"
            " (mortgaged property changes hands mortgaged)",
            "GLA-26",
            "trade",
            accepted=True,
        )

    def _check_accept(self) -> None:
        """The offer must still be possible when accepted (nothing can change meanwhile)."""
        t = self.trade
        offer = OfferTrade(
            t["from"],
            t["to"],
            tuple(t["give"]),
            tuple(t["take"]),
            t["give_money"],
            t["take_money"],
            t["give_card"],
            t["take_card"],
        )
        why = self.why_not_offer(offer)
        if why:
            raise IllegalAction(why)
