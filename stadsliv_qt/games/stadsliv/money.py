"""Payments, loans, raising money and bankruptcy (STA-14 to STA-17).

Every payment is a 'pay' frame. It settles at once when the payer has the poäng; otherwise the
payer must raise them (tag "debt"): sell to the others at auction, sell back to Stadskassan for
half the price (rounded down), or borrow if they have no loan. With nothing left to raise, the
payer is bankrupt. Stadskassan's net flow is kept in `kassa`, so that the poäng of the players
plus `kassa` never changes (loans included: a loan is a flow out of Stadskassan).
"""

from __future__ import annotations

from typing import Any

from stadsliv_qt.engine import Action, Decision, IllegalAction, Kind
from stadsliv_qt.text import Money, Msg, msg
from stadsliv_qt.text.message import Arg

from . import auction, end
from .actions import Offer, SellToKassa, TakeLoan
from .ctx import Ctx, Step, Steps, fee, next_active
from .state import AuctionFrame, PayFrame, ProtestFrame, VictoryFrame, VoteFrame
from .words import back, item


def pay_frame(
    debtor: int, creditor: int, amount: int, why: Msg, rule: str, loan: bool = False
) -> PayFrame:
    """A payment of `amount` from `debtor` to `creditor` (-1: Stadskassan).

    The frame keeps the reason's English, as saves always had it (words.back reads it back).
    """
    return PayFrame(debtor, creditor, amount, str(why), rule, loan, False, [])


def can_reach(c: Ctx, s: int, price: int, rule: str = "STA-07") -> bool:
    """True if the player has the price, or could have it by borrowing (STA-14)."""
    st = c.st
    reach = st.money[s] + (c.board.loan_limit if st.loan[s] == 0 else 0)
    if reach >= price:
        return True
    c.emit(
        msg("sta.money.cannot_afford", seat=c.ref(s), price=Money(price, "poang")),
        rule=rule,
        kind="info",
        seat=s,
    )
    return False


def _auto_pay(c: Ctx, f: PayFrame) -> bool:
    st = c.st
    s = f.who
    if not st.active[s]:
        st.stack.pop()
        return True
    amount = f.amount
    if st.money[s] >= amount:
        st.stack.pop()
        to = f.to
        if to >= 0 and not st.active[to]:
            to = -1
        st.money[s] -= amount
        dest: Arg
        if to >= 0:
            st.money[to] += amount
            dest = c.ref(to)
        else:
            st.kassa += amount
            dest = "Stadskassan"
        if f.loan:
            st.loan[s] = 0
            st.loan_left[s] = 0
        how, code = explain(c, f)
        extra: dict[str, Any] = {"code": code} if code else {}
        c.emit(
            msg(
                "sta.money.paid",
                seat=c.ref(s),
                amount=Money(amount, "poang"),
                to=dest,
                why=how,
            ),
            rule=f.rule,
            kind="pay",
            seat=s,
            creditor=to,
            amount=amount,
            **extra,
        )
        return True
    if not f.debt:
        f.debt = True
        c.emit(
            msg(
                "sta.money.owes",
                seat=c.ref(s),
                amount=Money(amount, "poang"),
                why=back("why", f.why),
                have=st.money[s],
            ),
            rule="STA-17",
            kind="debt",
            seat=s,
            amount=amount,
        )
    if holdings(c, s) or st.loan[s] == 0:
        return False
    bankrupt(c, s, f.to)
    return True


def explain(c: Ctx, f: PayFrame) -> tuple[Msg, str]:
    """A payment's reason with its arithmetic for the log, and the block it is for ('' if none).

    The frame keeps the reason's English as saves always had it; the figures are worked out
    again from the board and the rules in force, and used only when they give the same amount
    (otherwise the reason is said as it was kept)."""
    why = back("why", f.why)
    args = why.args
    if why.id == "sta.pay.why.fee":
        code = str(args["code"])
        card = c.board.cards.get(code)
        if card is None or fee(c, code) != f.amount:
            return why, ""
        change = c.st.rules["fees"].get(code, 0)
        if change and card.fee + change == f.amount:
            said = msg(
                "sta.pay.how.fee_changed",
                code=code,
                block=card.name,
                printed=card.fee,
                change=f"{change:+d}",
                fee=f.amount,
            )
            return said, code
        return msg("sta.pay.how.fee", code=code, block=card.name, fee=f.amount), code
    if why.id == "sta.pay.why.loan_nz":
        loan, rate, interest = args["amount"], args["rate"], args["interest"]
        if isinstance(loan, int) and isinstance(interest, int) and loan + interest == f.amount:
            said = msg(
                "sta.pay.how.loan_nz", loan=loan, rate=rate, interest=interest, total=f.amount
            )
            return said, ""
        return why, ""
    if why.id == "sta.name":
        faces = {face.name: face for face in c.board.data.faces.values()}
        face = faces.get(str(args["name"]))
        if face is None:
            return why, ""
        who = "lander" if face.effect == "lander_pays" else "all"
        if face.banker_exempt:
            who = "not_banker"
        change = f.amount - face.amount
        if change:
            said = msg(
                "sta.pay.how.face_changed",
                face=face.name,
                printed=face.amount,
                change=f"{change:+d}",
                amount=f.amount,
            )
            return said, ""
        return msg("sta.pay.how.face", face=face.name, amount=f.amount, who=who), ""
    return why, ""


# ----- the debt decision -------------------------------------------------------------------------
def _decide_pay(c: Ctx, f: PayFrame) -> Decision:
    s = f.who
    return Decision(
        Kind.SEAT,
        (s,),
        msg(
            "sta.money.ask_raise",
            seat=c.ref(s),
            amount=Money(f.amount, "poang"),
            have=c.st.money[s],
        ),
        rule="STA-17",
        tag="debt",
    )


def _legal_pay(c: Ctx, f: PayFrame, seat: int) -> list[Action]:
    out: list[Action] = [SellToKassa(seat, item) for item in holdings(c, seat)]
    out += [Offer(seat, i) for i in auction.auctionable(c, seat) if i not in f.tried]
    if c.st.loan[seat] == 0:
        out += c.board.loans[seat]
    return out


def _check_pay(c: Ctx, f: PayFrame, action: Action) -> None:
    s = action.seat
    if isinstance(action, SellToKassa):
        if action.item not in holdings(c, s):
            raise IllegalAction(msg("sta.money.not_owned", item=item(action.item)))
        return
    if isinstance(action, Offer):
        if action.item not in auction.auctionable(c, s):
            raise IllegalAction(msg("sta.money.cannot_auction", item=item(action.item)))
        if action.item in f.tried:
            raise IllegalAction(msg("sta.money.no_buyer_before", item=item(action.item)))
        return
    if isinstance(action, TakeLoan):
        check_loan(c, action)
        return
    raise IllegalAction(msg("sta.money.must_raise"))


def _apply_pay(c: Ctx, f: PayFrame, action: Action) -> None:
    s = action.seat
    if isinstance(action, SellToKassa):
        sell_to_kassa(c, s, action.item)
    elif isinstance(action, Offer):
        f.tried.append(action.item)
        auction.start_auction(c, s, action.item, forced=False, debt=True)
    else:
        assert isinstance(action, TakeLoan)
        take_loan(c, s, action.amount)


# ----- what a player holds -----------------------------------------------------------------------
def holdings(c: Ctx, s: int) -> list[str]:
    """Everything the player could sell: blocks (B is the Bank's share), SF, GB."""
    out = auction.blocks(c, s)
    if c.st.sf[s]:
        out.append("SF")
    if c.st.gb[s]:
        out.append("GB")
    return out


def sell_to_kassa(c: Ctx, s: int, code: str) -> None:
    """STA-17: back to Stadskassan for half the price, rounded down."""
    st = c.st
    full = auction.item_price(c, code)
    price = full // 2
    auction.give(c, code, s, -1)
    st.money[s] += price
    st.kassa -= price
    c.emit(
        msg(
            "sta.money.sold_back_half",
            seat=c.ref(s),
            item=item(code),
            price=Money(price, "poang"),
            full=full,
            banker=code == "B" and s == st.banker,
        ),
        rule="STA-17",
        kind="sell",
        seat=s,
        item=code,
        amount=price,
    )


# ----- loans -------------------------------------------------------------------------------------
def check_loan(c: Ctx, action: TakeLoan) -> None:
    """Refuse a second loan, or an amount outside 1 to the loan limit (STA-14)."""
    s = action.seat
    if c.st.loan[s]:
        raise IllegalAction(msg("sta.money.has_loan", amount=c.st.loan[s]))
    limit = c.board.loan_limit
    amount = action.amount
    if not isinstance(amount, int) or isinstance(amount, bool) or not 1 <= amount <= limit:
        raise IllegalAction(msg("sta.money.loan_range", limit=Money(limit, "poang")))


def take_loan(c: Ctx, s: int, amount: int) -> None:
    """STA-14, STA-15: borrow; due at the second Start passage or on an NZ with interest."""
    st = c.st
    st.loan[s] = amount
    st.loan_left[s] = c.board.fig["loan_passages"]
    st.money[s] += amount
    st.kassa -= amount
    c.emit(
        msg(
            "sta.money.borrowed",
            seat=c.ref(s),
            amount=Money(amount, "poang"),
            rate=st.rules["nz_interest"],
        ),
        rule="STA-14",
        kind="loan",
        seat=s,
        amount=amount,
    )


# ----- borrowing and selling in one's own turn -----------------------------------------------
def offers(c: Ctx, s: int) -> list[Action]:
    """The items a player may still put up for auction this turn (each once, STA-09)."""
    return [Offer(s, i) for i in auction.auctionable(c, s) if i not in c.st.offered]


def check_own_turn_extras(c: Ctx, action: Action) -> bool:
    """Loans and auctions a player may start at any time in their own turn."""
    if isinstance(action, TakeLoan):
        check_loan(c, action)
        return True
    if isinstance(action, Offer):
        if action.item not in auction.auctionable(c, action.seat):
            raise IllegalAction(msg("sta.money.cannot_offer", item=item(action.item)))
        if action.item in c.st.offered:
            raise IllegalAction(msg("sta.money.offered_once", item=item(action.item)))
        return True
    return False


def apply_own_turn_extras(c: Ctx, action: Action) -> None:
    """Carry out a loan or an auction checked by check_own_turn_extras."""
    if isinstance(action, TakeLoan):
        take_loan(c, action.seat, action.amount)
    else:
        assert isinstance(action, Offer)
        c.st.offered.append(action.item)
        auction.start_auction(c, action.seat, action.item, forced=False, debt=False)


# ----- bankruptcy --------------------------------------------------------------------------------
def bankrupt(c: Ctx, s: int, creditor: int) -> None:
    """STA-17: what is left goes to the creditor, the assets to Stadskassan; out of the game."""
    st = c.st
    cash = st.money[s]
    st.money[s] = 0
    dest: Arg
    if creditor >= 0 and st.active[creditor] and creditor != s:
        st.money[creditor] += cash
        dest = c.ref(creditor)
    else:
        st.kassa += cash
        dest = "Stadskassan"
    for code, o in st.owner.items():
        if o == s:
            st.owner[code] = -1
    st.sf[s] = 0
    st.gb[s] = 0
    st.loan[s] = 0
    st.loan_left[s] = 0
    st.active[s] = False
    c.emit(
        msg("sta.money.bankrupt", seat=c.ref(s), cash=cash, to=dest),
        rule="STA-17",
        kind="bankrupt",
        seat=s,
    )
    kept = []
    for fr in st.stack:
        if fr.who == s or (isinstance(fr, AuctionFrame) and fr.seller == s):
            continue
        if isinstance(fr, ProtestFrame) and s in fr.order:
            fr.order.remove(s)
        elif isinstance(fr, AuctionFrame) and s in fr.bidders:
            fr.bidders.remove(s)
        elif isinstance(fr, VoteFrame | VictoryFrame) and s in fr.voters:
            fr.voters.remove(s)
        kept.append(fr)
    st.stack[:] = kept
    if st.banker == s:
        st.banker = next_active(c, s)
        c.emit(
            msg("sta.money.new_banker", seat=c.ref(st.banker)),
            rule="STA-04",
            kind="banker",
            seat=st.banker,
        )
    alive = [p for p in range(c.board.n) if st.active[p]]
    if len(alive) == 1:
        end.finish(c, alive, msg("sta.end.bankrupt"), "STA-17")


STEPS: Steps = {
    PayFrame: Step(
        decide=_decide_pay, legal=_legal_pay, check=_check_pay, apply=_apply_pay, auto=_auto_pay
    ),
}
