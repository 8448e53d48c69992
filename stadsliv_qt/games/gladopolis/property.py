"""Properties: buying, the open auction (GLA-09) and rent (GLA-10)."""

from __future__ import annotations

from stadsliv_qt.engine import Chance, IllegalAction
from stadsliv_qt.text import Msg, msg

from .actions import Bid, Pass
from .context import Ctx
from .data import Field
from .ledger import eur, floor10, move_money
from .state import BANK, Auction, Pay


def land_property(c: Ctx, s: int, f: Field, dice: int | None) -> None:
    """Buy or auction an unowned property; pay rent on someone else's (GLA-09, GLA-10)."""
    st = c.st
    owner = st.owner[f.pos]
    if owner < 0:
        st.pending = f.pos
        if st.cash[s] >= f.price:
            st.phase = "buy"
        else:
            c.emit(
                msg("gla.buy.cannot_pay", seat=c.ref(s), price=eur(f.price), field=f.name),
                "GLA-09",
                "auction",
            )
            start_auction(c, f.pos, s)
    elif owner == s:
        c.emit(msg("gla.rent.own", seat=c.ref(s), field=f.name), "GLA-10", "visit")
    elif st.mortgaged[f.pos]:
        c.emit(msg("gla.rent.mortgaged", field=f.name), "GLA-10", "rent", field=f.pos, amount=0)
    elif f.kind == "utility" and dice is None:
        st.pending = f.pos
        st.phase = "utility_dice"
    else:
        charge_rent(c, s, f.pos, dice)


def charge_rent(c: Ctx, s: int, pos: int, dice: int | None) -> None:
    """Queue the rent as a payment to the owner."""
    amount, why = rent(c, pos, dice)
    f = c.d.fields[pos]
    reason = msg("gla.why.rent", field=f.name, why=why)
    c.st.todo.insert(0, Pay(s, c.st.owner[pos], amount, reason, "GLA-10"))


def on_utility_dice(c: Ctx, chance: Chance) -> None:
    """A move by card onto an owned Versorger: the dice are rolled for the rent (GLA-10)."""
    st = c.st
    a, b = chance.dice(2)
    pos, st.pending = st.pending, -1
    st.phase = ""
    c.emit(
        msg("gla.rent.dice", seat=c.ref(st.cur), a=a, b=b),
        "GLA-10",
        "dice",
        seat=st.cur,
        dice=[a, b],
    )
    charge_rent(c, st.cur, pos, a + b)


def rent(c: Ctx, pos: int, dice: int | None = None) -> tuple[int, Msg]:
    """The rent due on a property now, with the reason, motions included (GLA-10, GLA-24)."""
    st = c.st
    f = c.d.fields[pos]
    owner = st.owner[pos]
    p = c.p
    percent: int = p["rent_percent"]
    extra = 100
    if f.kind == "district":
        level = st.level[pos]
        if level:
            base = f.rents[level]
            why = msg("gla.rent.tower") if level == 5 else msg("gla.rent.levels", level=level)
        else:
            members = c.d.groups[f.group].members
            full = all(st.owner[m] == owner and not st.mortgaged[m] for m in members)
            base = f.rents[0] * (2 if full else 1)
            why = msg("gla.rent.doubled", base=eur(f.rents[0])) if full else msg("gla.rent.base")
    elif f.kind == "hub":
        count = sum(1 for h in c.b.hubs if st.owner[h] == owner)
        base = c.d.hub_rents[count - 1]
        extra = p["hub_rent_percent"]
        why = msg("gla.rent.hubs", count=count)
    else:
        both = all(st.owner[u] == owner for u in c.b.utilities)
        mult = p["utility_multipliers"][1 if both else 0]
        base = (dice or 0) * mult
        why = msg("gla.rent.utility", pips=dice or 0, mult=mult, both=both)
    exact = base * percent * extra // 10000
    amount = floor10(exact)
    if percent * extra != 10000:
        why = msg(
            "gla.rent.resolution",
            why=why,
            base=eur(base),
            percent=f"{percent * extra / 100:g}",
            rounded=amount * 10000 != base * percent * extra,
        )
    return amount, why


# ----- buy or decline ----------------------------------------------------------------------------
def buy(c: Ctx, seat: int) -> None:
    """The player on turn buys the field at its printed price (GLA-09)."""
    st = c.st
    pos, st.pending = st.pending, -1
    f = c.d.fields[pos]
    move_money(st, seat, BANK, f.price)
    st.owner[pos] = seat
    st.phase = ""
    c.emit(
        msg("gla.buy.bought", seat=c.ref(seat), field=f.name, price=eur(f.price)),
        "GLA-09",
        "buy",
        seat=seat,
        field=pos,
        amount=f.price,
    )


def decline(c: Ctx, seat: int) -> None:
    """Not bought: the field goes to auction at once (GLA-09)."""
    st = c.st
    pos, st.pending = st.pending, -1
    c.emit(
        msg("gla.buy.declined", seat=c.ref(seat), field=c.d.fields[pos].name), "GLA-09", "decline"
    )
    start_auction(c, pos, seat)


# ----- the auction -------------------------------------------------------------------------------
def start_auction(c: Ctx, pos: int, decliner: int) -> None:
    """Open bidding round the table from the player after the decliner (GLA-09)."""
    st = c.st
    n = len(c.names)
    order = [(decliner + k) % n for k in range(1, n + 1) if st.active[(decliner + k) % n]]
    st.auction = Auction(pos, order, 0, 0, -1)
    st.phase = ""
    c.emit(
        msg(
            "gla.auction.opened",
            field=c.d.fields[pos].name,
            opening=eur(c.options["auction_opening"]),
            step=eur(c.options["auction_step"]),
        ),
        "GLA-09",
        "auction",
        field=pos,
    )
    auction_next(c)


def _open(c: Ctx) -> Auction:
    """The open auction (the phase says there is one)."""
    a = c.st.auction
    assert a is not None, "an auction is open"
    return a


def auction_minimum(c: Ctx) -> int:
    """The lowest bid allowed now."""
    a = _open(c)
    if a.leader < 0:
        opening: int = c.options["auction_opening"]
        return opening
    step: int = c.options["auction_step"]
    return a.high + step


def auction_next(c: Ctx) -> None:
    """Find the next bidder who can bid, or settle the auction."""
    st = c.st
    a = _open(c)
    order = a.order
    while True:
        if not order:
            c.emit(msg("gla.auction.no_bid", field=c.d.fields[a.field].name), "GLA-09", "auction")
            st.auction = None
            st.phase = ""
            return
        if a.leader >= 0 and order == [a.leader]:
            award(c)
            return
        seat = order[a.turn]
        minimum = auction_minimum(c)
        if st.cash[seat] >= minimum:
            st.phase = "auction"
            return
        c.emit(
            msg("gla.auction.cannot_bid", seat=c.ref(seat), minimum=eur(minimum)),
            "GLA-09",
            "auction",
        )
        order.pop(a.turn)
        if a.turn >= len(order):
            a.turn = 0


def award(c: Ctx) -> None:
    """The last bidder in pays the high bid to the bank (GLA-09)."""
    st = c.st
    a = _open(c)
    seat, pos, price = a.leader, a.field, a.high
    move_money(st, seat, BANK, price)
    st.owner[pos] = seat
    st.auction = None
    st.phase = ""
    c.emit(
        msg("gla.auction.won", seat=c.ref(seat), price=eur(price), field=c.d.fields[pos].name),
        "GLA-09",
        "buy",
        seat=seat,
        field=pos,
        amount=price,
    )


def check_bid(c: Ctx, action: Bid) -> None:
    """Refuse a bid below the minimum, off the step or above the bidder's cash."""
    minimum = auction_minimum(c)
    step = c.options["auction_step"]
    amount = action.amount
    if not isinstance(amount, int) or isinstance(amount, bool):
        raise IllegalAction(msg("gla.no.bid_whole"))
    if amount < minimum:
        raise IllegalAction(msg("gla.no.bid_minimum", minimum=eur(minimum)))
    if (amount - minimum) % step:
        raise IllegalAction(msg("gla.no.bid_step", step=eur(step)))
    cash = c.st.cash[action.seat]
    if amount > cash:
        raise IllegalAction(msg("gla.no.bid_cash", cash=eur(cash)))


def bid(c: Ctx, action: Bid) -> None:
    """A checked bid leads; the next bidder is asked."""
    a = _open(c)
    a.high, a.leader = action.amount, action.seat
    a.turn = (a.turn + 1) % len(a.order)
    c.emit(
        msg("gla.auction.bid", seat=c.ref(action.seat), amount=eur(action.amount)),
        "GLA-09",
        "bid",
        seat=action.seat,
        amount=action.amount,
    )
    auction_next(c)


def pass_(c: Ctx, action: Pass) -> None:
    """The bidder leaves the auction for good."""
    a = _open(c)
    a.order.pop(a.turn)
    if a.turn >= len(a.order):
        a.turn = 0
    c.emit(msg("gla.auction.passed", seat=c.ref(action.seat)), "GLA-09", "bid", seat=action.seat)
    auction_next(c)


def bid_choices(c: Ctx, seat: int) -> list[int]:
    """A representative set of bids: the next few steps, bigger jumps and all-in."""
    minimum, step, cash = auction_minimum(c), c.options["auction_step"], c.st.cash[seat]
    if cash < minimum:
        return []
    top = minimum + (cash - minimum) // step * step
    picks = {min(minimum + k * step, top) for k in (0, 1, 2, 4, 9, 19)}
    picks.add(top)
    return sorted(picks)
