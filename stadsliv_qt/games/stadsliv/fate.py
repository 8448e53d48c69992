"""The Ödestärning on an Ödet square (STA-11, STA-12) and the loan's double or nothing (STA-13).

A throw from Ödet never touches players standing on an NZ (STA-16); Naturkatastrof and Gynnsamt
klimat spare the banker; Krigshot is paid by the player whose throw it is. The thrower named on
screen is the lander when they may throw (banker, Domstolen's owner, a shareholder of
Stadsfullmäktige), else the banker.
"""

from __future__ import annotations

from stadsliv_qt.engine import Action, Decision, IllegalAction, Kind
from stadsliv_qt.text import Money, Msg, msg

from . import auction, money
from .actions import LoanThrow
from .ctx import Ctx, Step, Steps, entitled, on_nz, positive, throw
from .state import BuyFrame, FateFrame, LoanOfferFrame, LoanThrowFrame
from .words import commas


def _fate_thrower(c: Ctx, s: int) -> int:
    return s if entitled(c, s) else c.st.banker


def _decide_fate(c: Ctx, f: FateFrame) -> Decision:
    s = f.who
    return Decision(
        Kind.CHANCE,
        prompt=msg("sta.fate.ask_throw", thrower=c.ref(_fate_thrower(c, s)), seat=c.ref(s)),
        rule="STA-12",
        tag="fate",
        chance="fate",
    )


def _named(name: str) -> Msg:
    """A payment's reason that is only a face's name (Krigshot, Farsot, ...)."""
    return msg("sta.name", name=name)


def _face_amount(c: Ctx, code: str, printed: int) -> int:
    """What a face costs or brings: Farsot and Naturkatastrof as the rules in force say."""
    if code == "F":
        return c.st.rules["F"]
    if code == "N":
        return c.st.rules["N"]
    return printed


def _throw_for_lander(c: Ctx, f: FateFrame) -> None:
    st = c.st
    s = f.who
    code = throw(c, _fate_thrower(c, s), msg("sta.fate.for_lander", seat=c.ref(s)), "STA-12")
    st.stack.pop()
    face = c.board.data.faces[code]
    if face.effect == "guldbonus":
        _guldbonus(c, s)
    elif face.effect == "lander_pays":
        st.stack.append(money.pay_frame(s, -1, face.amount, _named(face.name), "STA-12"))
    else:
        amount = _face_amount(c, code, face.amount)
        hit: list[int] = []
        spared: list[Msg] = []
        nz = False
        for p in range(c.board.n):
            if not st.active[p]:
                continue
            if on_nz(c, p):
                spared.append(msg("sta.fate.spared_nz", seat=c.ref(p)))
                nz = True
            elif face.banker_exempt and p == st.banker:
                spared.append(msg("sta.fate.spared_banker", seat=c.ref(p)))
            else:
                hit.append(p)
        text = msg(
            "sta.fate.effect",
            face=face.name,
            names=commas([c.ref(p) for p in hit]),
            n=len(hit),
            all_get=face.effect == "all_get",
            amount=Money(amount, "poang"),
            spared=msg("sta.fate.spared", names=commas(spared)) if spared else "",
        )
        c.emit(
            text,
            rule="STA-16" if nz else "STA-12",
            kind="fate_effect",
            face=code,
            seats=hit,
            amount=amount,
        )
        if face.effect == "all_get":
            for p in hit:
                st.money[p] += amount
                st.kassa -= amount
        else:
            for p in reversed(hit):
                st.stack.append(money.pay_frame(p, -1, amount, _named(face.name), "STA-12"))


def _guldbonus(c: Ctx, s: int) -> None:
    """STA-12 GB: buy one after a first investment; a second must be sold at auction."""
    st, fig = c.st, c.board.fig
    name = c.ref(s)
    if st.gb[s] > 0:
        c.emit(
            msg("sta.fate.gb_owned", seat=name),
            rule="STA-12",
            kind="guldbonus",
            seat=s,
        )
        auction.start_auction(c, s, "GB", forced=True, debt=False)
        return
    left = fig["guldbonus_count"] - sum(st.gb)
    if left <= 0:
        c.emit(msg("sta.fate.gb_none"), rule="STA-12", kind="guldbonus")
        return
    if not st.invested[s]:
        c.emit(
            msg("sta.fate.gb_not_invested", seat=name),
            rule="STA-12",
            kind="guldbonus",
            seat=s,
        )
        return
    price = fig["guldbonus_price"]
    if money.can_reach(c, s, price, "STA-12"):
        st.stack.append(BuyFrame(s, "gb", "GB", price))


# ----- STA-13: double or nothing on the loan -----------------------------------------------------
def _auto_loan_offer(c: Ctx, f: LoanOfferFrame) -> bool:
    s = f.who
    if c.st.active[s] and c.st.loan[s] > 0:
        return False
    c.st.stack.pop()
    return True


def _decide_loan_offer(c: Ctx, f: LoanOfferFrame) -> Decision:
    s = f.who
    return Decision(
        Kind.SEAT,
        (s,),
        msg("sta.fate.ask_loan_throw", seat=c.ref(s), amount=c.st.loan[s]),
        rule="STA-13",
        tag="loan_throw",
    )


def _legal_loan_offer(c: Ctx, f: LoanOfferFrame, seat: int) -> list[Action]:
    return [LoanThrow(seat, False), LoanThrow(seat, True)]


def _check_loan_offer(c: Ctx, f: LoanOfferFrame, action: Action) -> None:
    if not isinstance(action, LoanThrow):
        raise IllegalAction(msg("sta.fate.loan_throw_or_not"))


def _apply_loan_offer(c: Ctx, f: LoanOfferFrame, action: Action) -> None:
    assert isinstance(action, LoanThrow)
    s = action.seat
    if action.yes:
        c.st.stack[-1] = LoanThrowFrame(s)
    else:
        c.st.stack.pop()
        c.emit(msg("sta.fate.kept_loan", seat=c.ref(s)), rule="STA-13", kind="loan")


def _decide_loan_throw(c: Ctx, f: LoanThrowFrame) -> Decision:
    return Decision(
        Kind.CHANCE,
        prompt=msg("sta.fate.banker_throws", banker=c.ref(c.st.banker), seat=c.ref(f.who)),
        rule="STA-13",
        tag="fate",
        chance="fate",
    )


def _throw_on_loan(c: Ctx, f: LoanThrowFrame) -> None:
    st = c.st
    s = f.who
    st.stack.pop()
    code = throw(c, st.banker, msg("sta.fate.on_loan", seat=c.ref(s)), "STA-13")
    if positive(c, code):
        c.emit(
            msg("sta.fate.loan_cancelled", seat=c.ref(s), amount=st.loan[s]),
            rule="STA-13",
            kind="loan",
            seat=s,
        )
        st.loan[s] = 0
        st.loan_left[s] = 0
    else:
        old = st.loan[s]
        st.loan[s] *= 2
        c.emit(
            msg("sta.fate.loan_doubled_sum", seat=c.ref(s), old=old, amount=st.loan[s]),
            rule="STA-13",
            kind="loan",
            seat=s,
        )


STEPS: Steps = {
    FateFrame: Step(decide=_decide_fate, chance=_throw_for_lander),
    LoanOfferFrame: Step(
        decide=_decide_loan_offer,
        legal=_legal_loan_offer,
        check=_check_loan_offer,
        apply=_apply_loan_offer,
        auto=_auto_loan_offer,
    ),
    LoanThrowFrame: Step(decide=_decide_loan_throw, chance=_throw_on_loan),
}
