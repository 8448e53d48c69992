"""Moving round the ring: the roll, Start passages (varvslön, loan due), landing, buying.

STA-06 the roll, STA-07 buying, STA-10 varvslön, STA-15 loans at Start and on an NZ, STA-18 a
seat bought on Stadsfullmäktige, STA-19 the Bank's share bought on B; the end of the turn.
"""

from __future__ import annotations

from stadsliv_qt.engine import Action, Decision, IllegalAction, Kind
from stadsliv_qt.text import Money, Msg, msg

from . import fees, money, votes
from .actions import Buy, EndTurn, TakeLoan
from .ctx import Ctx, Step, Steps
from .state import AfterFrame, BuyFrame, FateFrame, LandFrame, LoanOfferFrame, MoveFrame
from .words import commas

BLOCK_KINDS = frozenset(("residential", "office", "building", "stortorget"))
VOTE_SQUARES = frozenset(("start", "stortorget", "council"))


# ----- the roll ----------------------------------------------------------------------------------
def _decide_move(c: Ctx, f: MoveFrame) -> Decision:
    s = f.who
    one = f.n == 1
    return Decision(
        Kind.CHANCE,
        prompt=msg("sta.moves.rolls", seat=c.ref(s), dice=f.n),
        rule="STA-06",
        tag="roll",
        chance="die" if one else "dice",
    )


def _roll(c: Ctx, f: MoveFrame) -> None:
    st = c.st
    s = f.who
    roll = c.chance.dice(f.n)
    steps = sum(roll)
    old = st.pos[s]
    total = old + steps
    length = c.board.length
    new = total % length
    st.pos[s] = new
    st.last_dice = list(roll)
    sq = c.board.ring[new]
    shown = "+".join(map(str, roll))
    c.emit(
        msg(
            "sta.moves.moved",
            seat=c.ref(s),
            dice=shown,
            steps=steps,
            square=sq.name,
            number=sq.number,
        ),
        rule="STA-06",
        kind="move",
        seat=s,
        dice=list(roll),
        start=old,
        square=new,
    )
    stack = st.stack
    stack.pop()
    stack.append(AfterFrame(s, sq.kind in VOTE_SQUARES))
    stack.append(LandFrame(s))
    if total >= length:
        _passage(c, s)


def varvslon(c: Ctx, s: int) -> tuple[int, str]:
    """STA-10: what a passage of Start pays this player, and why (English; why_varvslon says it)."""
    amount, why = why_varvslon(c, s)
    return amount, str(why)


def why_varvslon(c: Ctx, s: int) -> tuple[int, Msg]:
    """STA-10: what a passage of Start pays this player, and why, as a message."""
    st, pay = c.st, c.board.pay
    special = 0
    why: list[Msg] = []
    if s == st.banker and pay.banker:
        special += pay.banker
        why.append(msg("sta.moves.why.banker"))
    if st.owner["T"] == s and pay.stortorget:
        special += pay.stortorget
        why.append(msg("sta.moves.why.stortorget"))
    if special:
        amount = special
    elif not pay.needs_investment or _owns_investment(c, s):
        amount = pay.base
        why.append(msg("sta.moves.why.invested" if pay.needs_investment else "sta.moves.why.all"))
    else:
        return 0, msg("sta.moves.why.none")
    change = st.rules["varvslon"]
    if change:
        amount = max(0, amount + change)
        why.append(msg("sta.moves.why.change", change=f"{change:+d}"))
    said = commas(why)
    assert isinstance(said, Msg)  # never empty, so a message
    return amount, said


def varvslon_sum(c: Ctx, s: int, amount: int) -> Msg | None:
    """STA-10's arithmetic: '10 (banker) + 10 (owner of Stortorget)', '5 (owns an investment)
    + 1 (rule change)'; None for a single part or parts that do not add up to what is paid."""
    st, pay = c.st, c.board.pay
    parts: list[tuple[int, Msg]] = []
    if s == st.banker and pay.banker:
        parts.append((pay.banker, msg("sta.moves.why.banker")))
    if st.owner["T"] == s and pay.stortorget:
        parts.append((pay.stortorget, msg("sta.moves.why.stortorget")))
    if not parts:
        kind = "sta.moves.why.invested" if pay.needs_investment else "sta.moves.why.all"
        parts.append((pay.base, msg(kind)))
    change = st.rules["varvslon"]
    said: Msg = msg("sta.moves.part", amount=parts[0][0], why=parts[0][1])
    for n, why in parts[1:]:
        said = msg("sta.list.plus", head=said, last=msg("sta.moves.part", amount=n, why=why))
    if change:
        part = msg("sta.moves.part", amount=abs(change), why=msg("sta.moves.why.voted"))
        said = msg("sta.list.plus" if change > 0 else "sta.list.minus", head=said, last=part)
    if sum(n for n, _ in parts) + change != amount or (len(parts) == 1 and not change):
        return None  # one part alone: the reason already says all
    return said


def _owns_investment(c: Ctx, s: int) -> bool:
    """A block (the Bank's share is block B) or a Stadsfullmäktige share."""
    return c.st.sf[s] > 0 or s in c.st.owner.values()


def _passage(c: Ctx, s: int) -> None:
    """STA-10 varvslön, then STA-15: a loan falls due at the second passage."""
    st = c.st
    amount, why = why_varvslon(c, s)
    if amount:
        st.money[s] += amount
        st.kassa -= amount
        parts = varvslon_sum(c, s, amount)
        said = (
            msg("sta.moves.varvslon_sum", seat=c.ref(s), amount=Money(amount, "poang"), sum=parts)
            if parts is not None
            else msg("sta.moves.varvslon", seat=c.ref(s), amount=Money(amount, "poang"), why=why)
        )
        c.emit(
            said,
            rule="STA-10",
            kind="varvslon",
            seat=s,
            amount=amount,
        )
    else:
        c.emit(
            msg("sta.moves.no_varvslon", seat=c.ref(s), why=why),
            rule="STA-10",
            kind="varvslon",
            seat=s,
            amount=0,
        )
    if st.loan[s]:
        st.loan_left[s] -= 1
        if st.loan_left[s] <= 0:
            st.stack.append(
                money.pay_frame(
                    s,
                    -1,
                    st.loan[s],
                    msg("sta.pay.why.loan_start", amount=st.loan[s]),
                    "STA-15",
                    loan=True,
                )
            )
        else:
            c.emit(
                msg("sta.moves.loan_due_next", seat=c.ref(s), amount=st.loan[s]),
                rule="STA-15",
                kind="loan",
                seat=s,
            )


# ----- landing -----------------------------------------------------------------------------------
def _land(c: Ctx, f: LandFrame) -> bool:
    st, fig = c.st, c.board.fig
    s = f.who
    st.stack.pop()
    sq = c.board.ring[st.pos[s]]
    kind = sq.kind
    if kind in BLOCK_KINDS:
        fees.land_block(c, s, sq.code)
    elif kind == "council":
        left = fig["council_seats"] - sum(st.sf)
        price = fig["council_price"]
        if left <= 0:
            c.emit(msg("sta.moves.seats_taken"), rule="STA-18", kind="info")
        elif money.can_reach(c, s, price, "STA-18"):
            st.stack.append(BuyFrame(s, "seat", "SF", price))
    elif kind == "fate":
        st.stack.append(LoanOfferFrame(s))
        st.stack.append(FateFrame(s))
    elif kind == "neutral":
        _land_nz(c, s)
    return True


def _land_nz(c: Ctx, s: int) -> None:
    """STA-15: a loan caught on an NZ is repaid there with interest, rounded up."""
    st = c.st
    if not st.loan[s]:
        return
    rate = st.rules["nz_interest"]
    interest = (st.loan[s] * rate + 99) // 100
    st.stack.append(
        money.pay_frame(
            s,
            -1,
            st.loan[s] + interest,
            msg("sta.pay.why.loan_nz", amount=st.loan[s], rate=rate, interest=interest),
            "STA-15",
            loan=True,
        )
    )


# ----- buying (a block, a Guldbonus, a seat) -----------------------------------------------------
def _decide_buy(c: Ctx, f: BuyFrame) -> Decision:
    s = f.who
    what = f.what
    if what == "block":
        code = f.code
        if code == "B":
            thing, rule = msg("sta.moves.thing.bank"), "STA-19"
        else:
            thing, rule = (
                msg("sta.moves.thing.block", code=code, block=c.board.cards[code].name),
                "STA-07",
            )
    elif what == "gb":
        thing, rule = msg("sta.item.gb"), "STA-12"
    else:
        thing, rule = msg("sta.moves.thing.seat"), "STA-18"
    return Decision(
        Kind.SEAT,
        (s,),
        msg("sta.moves.ask_buy", seat=c.ref(s), thing=thing, price=Money(f.price, "poang")),
        rule=rule,
        tag="buy",
    )


def _legal_buy(c: Ctx, f: BuyFrame, seat: int) -> list[Action]:
    out: list[Action] = [Buy(seat, False)]
    if c.st.money[seat] >= f.price:
        out.append(Buy(seat, True))
    if c.st.loan[seat] == 0:
        out += c.board.loans[seat]
    return out


def _check_buy(c: Ctx, f: BuyFrame, action: Action) -> None:
    if isinstance(action, Buy):
        if action.yes and c.st.money[action.seat] < f.price:
            raise IllegalAction(
                msg(
                    "sta.moves.too_dear",
                    price=Money(f.price, "poang"),
                    have=c.st.money[action.seat],
                )
            )
        return
    if isinstance(action, TakeLoan):
        money.check_loan(c, action)
        return
    raise IllegalAction(msg("sta.moves.buy_or_not"))


def _apply_buy(c: Ctx, f: BuyFrame, action: Action) -> None:
    st = c.st
    if not isinstance(action, Buy):
        assert isinstance(action, TakeLoan)
        money.take_loan(c, action.seat, action.amount)
        return
    s = action.seat
    st.stack.pop()
    what, price = f.what, f.price
    if not action.yes:
        rules = {"block": "STA-19" if f.code == "B" else "STA-07", "gb": "STA-12", "seat": "STA-18"}
        c.emit(
            msg("sta.moves.not_bought", seat=c.ref(s), what=what, code=f.code),
            rule=rules[what],
            kind="buy",
            seat=s,
        )
        return
    st.money[s] -= price
    st.kassa += price
    if what == "block":
        code = f.code
        st.owner[code] = s
        st.invested[s] = True
        if code == "B":
            text, rule = msg("sta.moves.bought.bank"), "STA-19"
        else:
            text, rule = (
                msg("sta.moves.thing.block", code=code, block=c.board.cards[code].name),
                "STA-07",
            )
        c.emit(
            msg("sta.moves.bought", seat=c.ref(s), thing=text, price=Money(price, "poang")),
            rule=rule,
            kind="buy",
            seat=s,
            code=code,
        )
    elif what == "gb":
        st.gb[s] += 1
        c.emit(
            msg("sta.moves.bought_gb", seat=c.ref(s), price=Money(price, "poang")),
            rule="STA-12",
            kind="buy",
            seat=s,
            code="GB",
        )
    else:
        st.sf[s] += 1
        st.invested[s] = True
        c.emit(
            msg("sta.moves.bought_seat", seat=c.ref(s), price=Money(price, "poang")),
            rule="STA-18",
            kind="buy",
            seat=s,
            code="SF",
        )
        votes.check_three(c, s)


# ----- after the landing: Röstkort, loans, sales, end of turn ------------------------------------
def _decide_after(c: Ctx, f: AfterFrame) -> Decision:
    s = f.who
    return Decision(
        Kind.SEAT,
        (s,),
        msg("sta.moves.ask_end", seat=c.ref(s), vote=f.vote),
        rule="STA-22" if f.vote else "STA-06",
        tag="turn",
    )


def _legal_after(c: Ctx, f: AfterFrame, seat: int) -> list[Action]:
    out: list[Action] = [EndTurn(seat)]
    if c.st.loan[seat] == 0:
        out += c.board.loans[seat]
    out += money.offers(c, seat)
    if f.vote:
        out += votes.questions(c, seat)
    return out


def _check_after(c: Ctx, f: AfterFrame, action: Action) -> None:
    if isinstance(action, EndTurn):
        return
    if money.check_own_turn_extras(c, action):
        return
    if votes.check_question(c, f, action):
        return
    raise IllegalAction(msg("sta.moves.end_or_extras"))


def _apply_after(c: Ctx, f: AfterFrame, action: Action) -> None:
    if isinstance(action, EndTurn):
        c.st.stack.pop()
        c.emit(msg("sta.moves.ended", seat=c.ref(action.seat)), rule="STA-06", kind="end_turn")
        return
    if votes.apply_question(c, f, action):
        return
    money.apply_own_turn_extras(c, action)


STEPS: Steps = {
    MoveFrame: Step(decide=_decide_move, chance=_roll),
    LandFrame: Step(auto=_land),
    BuyFrame: Step(decide=_decide_buy, legal=_legal_buy, check=_check_buy, apply=_apply_buy),
    AfterFrame: Step(
        decide=_decide_after, legal=_legal_after, check=_check_after, apply=_apply_after
    ),
}
