"""Open auctions between players (STA-09), the Guldbonus forced sale (STA-12), the Bank's share
sold by the banker (STA-19).

The seller puts one item up; the other players in play bid in seat order from the seller's left,
opening at 1 and raising by 1 or more, never above their own poäng. A bidder who passes is out;
the auction ends when every other bidder has passed after the highest bid. A seller who chose to
sell may refuse a final bid below the card's price; a forced sale cannot be refused. With no
bid, a Guldbonus under forced sale and the Bank's share go to Stadskassan without payment;
anything else stays with the seller.
"""

from __future__ import annotations

from typing import Any

from stadsliv_qt.engine import Action, Decision, IllegalAction, Kind

from .actions import AcceptBid, Bid, Pass, item_name


class AuctionMixin:
    """The open auction and the seller's acceptance."""

    def _start_auction(self, seller: int, item: str, forced: bool, debt: bool) -> None:
        bidders = self._others(seller)
        why = " (forced sale)" if forced else " (to raise money)" if debt else ""
        self.emit(
            f"{self.name(seller)} puts {item_name(item)} up for open auction{why}: opening bid 1",
            rule="STA-12" if forced else "STA-19" if item == "B" else "STA-09",
            kind="auction",
            seat=seller,
            item=item,
        )
        self.stack.append(
            {
                "t": "auction",
                "who": bidders[0] if bidders else seller,
                "item": item,
                "seller": seller,
                "forced": forced,
                "in": bidders,
                "i": 0,
                "high": -1,
                "bid": 0,
                "debt": debt,
            }
        )

    def _x_auction(self, f: dict[str, Any]) -> bool:
        ins = f["in"]
        while ins:
            i = f["i"] % len(ins)
            f["i"] = i
            b = ins[i]
            if b == f["high"]:
                break
            if self.money[b] <= f["bid"]:
                ins.pop(i)
                self.emit(
                    f"{self.name(b)} cannot bid more than {self.money[b]} and is out",
                    rule="STA-09",
                    kind="auction",
                    seat=b,
                )
                continue
            f["who"] = b
            return False
        self._end_auction(f)
        return True

    def _d_auction(self, f: dict[str, Any]) -> Decision:
        b = f["who"]
        item = item_name(f["item"])
        if f["high"] >= 0:
            state = f"{self.name(f['high'])} bids {f['bid']}"
        else:
            state = "no bid yet, opening bid 1"
        return Decision(
            Kind.SEAT,
            (b,),
            f"{self.name(b)}: auction of {item} by {self.name(f['seller'])}: {state}. Bid or pass.",
            rule="STA-09",
            tag="auction",
        )

    def _l_auction(self, f: dict[str, Any], seat: int) -> list[Action]:
        """Pass, and bids of +1, +2, +5 and the card's price; any higher amount is legal too."""
        top = self.money[seat]
        bid = f["bid"]
        amounts = {bid + 1, bid + 2, bid + 5, self.item_price(f["item"])}
        return [Pass(seat)] + [Bid(seat, a) for a in sorted(amounts) if bid < a <= top]

    def _c_auction(self, f: dict[str, Any], action: Action) -> None:
        if isinstance(action, Pass):
            return
        if not isinstance(action, Bid):
            raise IllegalAction("Bid or pass.")
        if not isinstance(action.amount, int) or action.amount <= f["bid"]:
            low = f["bid"] + 1
            raise IllegalAction(f"A bid must be at least {low}.")
        if action.amount > self.money[action.seat]:
            raise IllegalAction(f"You have only {self.money[action.seat]} poäng to bid with.")

    def _a_auction(self, f: dict[str, Any], action: Action) -> None:
        s = action.seat
        if isinstance(action, Pass):
            f["in"].pop(f["i"])
            self.emit(f"{self.name(s)} passes", rule="STA-09", kind="auction", seat=s)
            return
        f["high"] = s
        f["bid"] = action.amount
        f["i"] += 1
        self.emit(
            f"{self.name(s)} bids {action.amount}",
            rule="STA-09",
            kind="bid",
            seat=s,
            amount=action.amount,
        )

    def _end_auction(self, f: dict[str, Any]) -> None:
        self.stack.pop()
        item, seller, high, bid = f["item"], f["seller"], f["high"], f["bid"]
        if high < 0:
            if f["forced"] or item == "B":
                self._give(item, seller, -1)
                rule = "STA-12" if item == "GB" else "STA-19"
                self.emit(
                    f"No bid for {item_name(item)}: it returns to Stadskassan without payment",
                    rule=rule,
                    kind="auction",
                    item=item,
                )
            else:
                self.emit(
                    f"No bid: {self.name(seller)} keeps {item_name(item)}",
                    rule="STA-09",
                    kind="auction",
                    item=item,
                )
            return
        price = self.item_price(item)
        if not f["forced"] and bid < price:
            self.stack.append(
                {
                    "t": "accept",
                    "who": seller,
                    "item": item,
                    "bidder": high,
                    "bid": bid,
                    "price": price,
                }
            )
            return
        self._sold(item, seller, high, bid)

    def _sold(self, item: str, seller: int, buyer: int, bid: int) -> None:
        self.money[buyer] -= bid
        self.money[seller] += bid
        self._give(item, seller, buyer)
        rule = "STA-12" if item == "GB" else "STA-19" if item == "B" else "STA-09"
        self.emit(
            f"{self.name(buyer)} buys {item_name(item)} from {self.name(seller)} for {bid} poäng",
            rule=rule,
            kind="sold",
            seat=buyer,
            seller=seller,
            item=item,
            amount=bid,
        )
        if item == "B" and seller == self.banker:
            self.emit(
                f"{self.name(seller)} stays banker but no longer collects Banken's fees nor "
                "counts the Bank's share at the end",
                rule="STA-19",
                kind="info",
            )

    def _d_accept(self, f: dict[str, Any]) -> Decision:
        s = f["who"]
        return Decision(
            Kind.SEAT,
            (s,),
            f"{self.name(s)}: the final bid for {item_name(f['item'])} is {f['bid']} by "
            f"{self.name(f['bidder'])}, below the price of {f['price']}. Accept it?",
            rule="STA-09",
            tag="auction_accept",
        )

    def _l_accept(self, f: dict[str, Any], seat: int) -> list[Action]:
        return [AcceptBid(seat, True), AcceptBid(seat, False)]

    def _c_accept(self, f: dict[str, Any], action: Action) -> None:
        if not isinstance(action, AcceptBid):
            raise IllegalAction("Accept or refuse the final bid.")

    def _a_accept(self, f: dict[str, Any], action: AcceptBid) -> None:
        self.stack.pop()
        if action.yes:
            self._sold(f["item"], f["who"], f["bidder"], f["bid"])
        else:
            self.emit(
                f"{self.name(f['who'])} refuses {f['bid']} and keeps {item_name(f['item'])}",
                rule="STA-09",
                kind="auction",
            )
