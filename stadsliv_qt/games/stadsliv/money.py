"""Payments, loans, raising money and bankruptcy (STA-14 to STA-17).

Every payment is a 'pay' frame. It settles at once when the payer has the poäng; otherwise the
payer must raise them (tag "debt"): sell to the others at auction, sell back to Stadskassan for
half the price (rounded down), or borrow if they have no loan. With nothing left to raise, the
payer is bankrupt. Stadskassan's net flow is kept in `kassa`, so that the poäng of the players
plus `kassa` never changes (loans included: a loan is a flow out of Stadskassan).
"""

from __future__ import annotations

from stadsliv_qt.engine import Action, Decision, IllegalAction, Kind

from . import auction, end
from .actions import Offer, SellToKassa, TakeLoan, item_name
from .ctx import Ctx, Step, Steps, next_active
from .state import AuctionFrame, PayFrame, ProtestFrame, VictoryFrame, VoteFrame


def pay_frame(
    debtor: int, creditor: int, amount: int, why: str, rule: str, loan: bool = False
) -> PayFrame:
    """A payment of `amount` from `debtor` to `creditor` (-1: Stadskassan)."""
    return PayFrame(debtor, creditor, amount, why, rule, loan, False, [])


def can_reach(c: Ctx, s: int, price: int, rule: str = "STA-07") -> bool:
    """True if the player has the price, or could have it by borrowing (STA-14)."""
    st = c.st
    reach = st.money[s] + (c.board.loan_limit if st.loan[s] == 0 else 0)
    if reach >= price:
        return True
    c.emit(
        f"{c.name(s)} cannot afford the price of {price} poäng",
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
        if to >= 0:
            st.money[to] += amount
            dest = c.name(to)
        else:
            st.kassa += amount
            dest = "Stadskassan"
        if f.loan:
            st.loan[s] = 0
            st.loan_left[s] = 0
        c.emit(
            f"{c.name(s)} pays {amount} poäng to {dest}: {f.why}",
            rule=f.rule,
            kind="pay",
            seat=s,
            creditor=to,
            amount=amount,
        )
        return True
    if not f.debt:
        f.debt = True
        c.emit(
            f"{c.name(s)} owes {amount} poäng ({f.why}) but has {st.money[s]}: "
            "the money must be raised",
            rule="STA-17",
            kind="debt",
            seat=s,
            amount=amount,
        )
    if holdings(c, s) or st.loan[s] == 0:
        return False
    bankrupt(c, s, f.to)
    return True


# ----- the debt decision -------------------------------------------------------------------------
def _decide_pay(c: Ctx, f: PayFrame) -> Decision:
    s = f.who
    return Decision(
        Kind.SEAT,
        (s,),
        f"{c.name(s)} owes {f.amount} poäng and has {c.st.money[s]}: raise the money",
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
            raise IllegalAction(f"You do not own {item_name(action.item)}.")
        return
    if isinstance(action, Offer):
        if action.item not in auction.auctionable(c, s):
            raise IllegalAction(f"You cannot auction {item_name(action.item)}.")
        if action.item in f.tried:
            raise IllegalAction(
                f"{item_name(action.item)} found no buyer at auction for this debt already."
            )
        return
    if isinstance(action, TakeLoan):
        check_loan(c, action)
        return
    raise IllegalAction(
        "You must raise the money: sell at auction, sell back to Stadskassan, or borrow."
    )


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


def sell_to_kassa(c: Ctx, s: int, item: str) -> None:
    """STA-17: back to Stadskassan for half the price, rounded down."""
    st = c.st
    price = auction.item_price(c, item) // 2
    auction.give(c, item, s, -1)
    st.money[s] += price
    st.kassa -= price
    extra = ""
    if item == "B" and s == st.banker:
        extra = "; the banker stays banker"
    c.emit(
        f"{c.name(s)} sells {item_name(item)} back to Stadskassan for {price} poäng "
        f"(half the price){extra}",
        rule="STA-17",
        kind="sell",
        seat=s,
        item=item,
        amount=price,
    )


# ----- loans -------------------------------------------------------------------------------------
def check_loan(c: Ctx, action: TakeLoan) -> None:
    """Refuse a second loan, or an amount outside 1 to the loan limit (STA-14)."""
    s = action.seat
    if c.st.loan[s]:
        raise IllegalAction(f"You already have a loan of {c.st.loan[s]}; repay it first.")
    limit = c.board.loan_limit
    if not isinstance(action.amount, int) or not 1 <= action.amount <= limit:
        raise IllegalAction(f"A loan is 1 to {limit} poäng.")


def take_loan(c: Ctx, s: int, amount: int) -> None:
    """STA-14, STA-15: borrow; due at the second Start passage or on an NZ with interest."""
    st = c.st
    st.loan[s] = amount
    st.loan_left[s] = c.board.fig["loan_passages"]
    st.money[s] += amount
    st.kassa -= amount
    c.emit(
        f"{c.name(s)} borrows {amount} poäng from Stadskassan: due at the second Start "
        f"passage, or on an NZ with {st.rules['nz_interest']} % interest",
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
            raise IllegalAction(f"You cannot put {item_name(action.item)} up for auction.")
        if action.item in c.st.offered:
            raise IllegalAction(f"{item_name(action.item)} was offered once this turn.")
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
    if creditor >= 0 and st.active[creditor] and creditor != s:
        st.money[creditor] += cash
        dest = c.name(creditor)
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
        f"{c.name(s)} cannot raise the money and is bankrupt: {cash} poäng go to {dest}, "
        "every block, share and Guldbonus returns to Stadskassan, and the loan is void",
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
            f"{c.name(st.banker)} takes over the banker's ring",
            rule="STA-04",
            kind="banker",
            seat=st.banker,
        )
    alive = [p for p in range(c.board.n) if st.active[p]]
    if len(alive) == 1:
        end.finish(c, alive, "every other player went bankrupt", "STA-17")


STEPS: Steps = {
    PayFrame: Step(
        decide=_decide_pay, legal=_legal_pay, check=_check_pay, apply=_apply_pay, auto=_auto_pay
    ),
}
