"""Open auctions between players (STA-09), the Guldbonus forced sale (STA-12), the Bank's share
sold by the banker (STA-19); and what changes hands: items, their prices, who holds them.

The seller puts one item up; the other players in play bid in seat order from the seller's left,
opening at 1 and raising by 1 or more, never above their own poäng. A bidder who passes is out;
the auction ends when every other bidder has passed after the highest bid. A seller who chose to
sell may refuse a final bid below the card's price; a forced sale cannot be refused. With no
bid, a Guldbonus under forced sale and the Bank's share go to Stadskassan without payment;
anything else stays with the seller.
"""

from __future__ import annotations

from stadsliv_qt.engine import Action, Decision, IllegalAction, Kind
from stadsliv_qt.text import Money, msg

from .actions import AcceptBid, Bid, Pass
from .ctx import Ctx, Step, Steps, others
from .state import AcceptFrame, AuctionFrame
from .words import item as item_name


# ----- items and who holds them ------------------------------------------------------------------
def blocks(c: Ctx, s: int) -> list[str]:
    """The blocks a player owns (B is the Bank's share); a fast path for none."""
    owner = c.st.owner
    if s not in owner.values():
        return []
    return [code for code, o in owner.items() if o == s]


def auctionable(c: Ctx, s: int) -> list[str]:
    """STA-09: blocks and the Guldbonus change hands at auction; shares of
    Stadsfullmäktige are sold only by Stadskassan (STA-18)."""
    out = blocks(c, s)
    if c.st.gb[s]:
        out.append("GB")
    return out


def owns(c: Ctx, seat: int, item: str) -> bool:
    """True if the seat holds this auctionable item (a block, or a Guldbonus)."""
    if item == "GB":
        return c.st.gb[seat] > 0
    return item in c.board.cards and c.st.owner[item] == seat


def item_price(c: Ctx, item: str) -> int:
    """The price printed on the card (what the seller may insist on, STA-09)."""
    fig = c.board.fig
    if item == "GB":
        return fig["guldbonus_price"]
    if item == "SF":
        return fig["council_price"]
    if item == "B":
        return fig["bank_share_price"]
    return c.board.cards[item].price


def give(c: Ctx, item: str, frm: int, to: int) -> None:
    """Move an item between players; -1 is Stadskassan."""
    st = c.st
    if item == "GB":
        if frm >= 0:
            st.gb[frm] -= 1
        if to >= 0:
            st.gb[to] += 1
    elif item == "SF":
        if frm >= 0:
            st.sf[frm] -= 1
        if to >= 0:
            st.sf[to] += 1
    else:
        st.owner[item] = to
    if to >= 0 and item != "GB":
        st.invested[to] = True


# ----- the open auction --------------------------------------------------------------------------
def start_auction(c: Ctx, seller: int, item: str, forced: bool, debt: bool) -> None:
    """Put an item up for open auction among the other players in play (STA-09)."""
    bidders = others(c, seller)
    why = "forced" if forced else "debt" if debt else "none"
    c.emit(
        msg("sta.auction.start", seller=c.ref(seller), item=item_name(item), why=why),
        rule="STA-12" if forced else "STA-19" if item == "B" else "STA-09",
        kind="auction",
        seat=seller,
        item=item,
    )
    c.st.stack.append(
        AuctionFrame(
            who=bidders[0] if bidders else seller,
            item=item,
            seller=seller,
            forced=forced,
            bidders=bidders,
            i=0,
            high=-1,
            bid=0,
            debt=debt,
        )
    )


def _auto_auction(c: Ctx, f: AuctionFrame) -> bool:
    ins = f.bidders
    money = c.st.money
    while ins:
        i = f.i % len(ins)
        f.i = i
        b = ins[i]
        if b == f.high:
            break
        if money[b] <= f.bid:
            ins.pop(i)
            c.emit(
                msg("sta.auction.out", seat=c.ref(b), amount=money[b]),
                rule="STA-09",
                kind="auction",
                seat=b,
            )
            continue
        f.who = b
        return False
    _end_auction(c, f)
    return True


def _decide_auction(c: Ctx, f: AuctionFrame) -> Decision:
    b = f.who
    item = item_name(f.item)
    state = (
        msg("sta.auction.bids", seat=c.ref(f.high), amount=f.bid)
        if f.high >= 0
        else msg("sta.auction.no_bid_yet")
    )
    return Decision(
        Kind.SEAT,
        (b,),
        msg("sta.auction.ask_bid", seat=c.ref(b), item=item, seller=c.ref(f.seller), state=state),
        rule="STA-09",
        tag="auction",
    )


def _legal_auction(c: Ctx, f: AuctionFrame, seat: int) -> list[Action]:
    """Pass, and bids of +1, +2, +5 and the card's price; any higher amount is legal too."""
    top = c.st.money[seat]
    bid = f.bid
    amounts = {bid + 1, bid + 2, bid + 5, item_price(c, f.item)}
    return [Pass(seat)] + [Bid(seat, a) for a in sorted(amounts) if bid < a <= top]


def _check_auction(c: Ctx, f: AuctionFrame, action: Action) -> None:
    if isinstance(action, Pass):
        return
    if not isinstance(action, Bid):
        raise IllegalAction(msg("sta.auction.bid_or_pass"))
    amount = action.amount
    if not isinstance(amount, int) or isinstance(amount, bool) or amount <= f.bid:
        low = f.bid + 1
        raise IllegalAction(msg("sta.auction.bid_low", low=low))
    if action.amount > c.st.money[action.seat]:
        raise IllegalAction(
            msg("sta.auction.bid_high", have=Money(c.st.money[action.seat], "poang"))
        )


def _apply_auction(c: Ctx, f: AuctionFrame, action: Action) -> None:
    s = action.seat
    if isinstance(action, Pass):
        f.bidders.pop(f.i)
        c.emit(msg("sta.auction.passes", seat=c.ref(s)), rule="STA-09", kind="auction", seat=s)
        return
    assert isinstance(action, Bid)
    f.high = s
    f.bid = action.amount
    f.i += 1
    c.emit(
        msg("sta.auction.bids", seat=c.ref(s), amount=action.amount),
        rule="STA-09",
        kind="bid",
        seat=s,
        amount=action.amount,
    )


def _end_auction(c: Ctx, f: AuctionFrame) -> None:
    c.st.stack.pop()
    item, seller, high, bid = f.item, f.seller, f.high, f.bid
    if high < 0:
        if f.forced or item == "B":
            give(c, item, seller, -1)
            rule = "STA-12" if item == "GB" else "STA-19"
            c.emit(
                msg("sta.auction.no_bid_kassa", item=item_name(item)),
                rule=rule,
                kind="auction",
                item=item,
            )
        else:
            c.emit(
                msg("sta.auction.no_bid_keep", seller=c.ref(seller), item=item_name(item)),
                rule="STA-09",
                kind="auction",
                item=item,
            )
        return
    price = item_price(c, item)
    if not f.forced and bid < price:
        c.st.stack.append(AcceptFrame(who=seller, item=item, bidder=high, bid=bid, price=price))
        return
    _sold(c, item, seller, high, bid)


def _sold(c: Ctx, item: str, seller: int, buyer: int, bid: int) -> None:
    st = c.st
    st.money[buyer] -= bid
    st.money[seller] += bid
    give(c, item, seller, buyer)
    rule = "STA-12" if item == "GB" else "STA-19" if item == "B" else "STA-09"
    c.emit(
        msg(
            "sta.auction.sold",
            buyer=c.ref(buyer),
            item=item_name(item),
            seller=c.ref(seller),
            price=Money(bid, "poang"),
        ),
        rule=rule,
        kind="sold",
        seat=buyer,
        seller=seller,
        item=item,
        amount=bid,
    )
    if item == "B" and seller == st.banker:
        c.emit(
            msg("sta.auction.bank_sold", seller=c.ref(seller)),
            rule="STA-19",
            kind="info",
        )


# ----- the seller's acceptance of a low final bid ------------------------------------------------
def _decide_accept(c: Ctx, f: AcceptFrame) -> Decision:
    s = f.who
    return Decision(
        Kind.SEAT,
        (s,),
        msg(
            "sta.auction.ask_accept",
            seat=c.ref(s),
            item=item_name(f.item),
            bid=f.bid,
            bidder=c.ref(f.bidder),
            price=f.price,
        ),
        rule="STA-09",
        tag="auction_accept",
    )


def _legal_accept(c: Ctx, f: AcceptFrame, seat: int) -> list[Action]:
    return [AcceptBid(seat, True), AcceptBid(seat, False)]


def _check_accept(c: Ctx, f: AcceptFrame, action: Action) -> None:
    if not isinstance(action, AcceptBid):
        raise IllegalAction(msg("sta.auction.accept_or_refuse"))


def _apply_accept(c: Ctx, f: AcceptFrame, action: Action) -> None:
    assert isinstance(action, AcceptBid)
    c.st.stack.pop()
    if action.yes:
        _sold(c, f.item, f.who, f.bidder, f.bid)
    else:
        c.emit(
            msg("sta.auction.refused", seat=c.ref(f.who), bid=f.bid, item=item_name(f.item)),
            rule="STA-09",
            kind="auction",
        )


STEPS: Steps = {
    AuctionFrame: Step(
        decide=_decide_auction,
        legal=_legal_auction,
        check=_check_auction,
        apply=_apply_auction,
        auto=_auto_auction,
    ),
    AcceptFrame: Step(
        decide=_decide_accept, legal=_legal_accept, check=_check_accept, apply=_apply_accept
    ),
}
