"""Fees (STA-07) and the Varuhus and hotel choice of owner with protests (STA-08, STA-21).

When several players own Varuhus (A, C) or hotels (H, I, J), the payer chooses which owner's
block to pay. Each other player, in seat order from the payer's left, may then protest; the
first to do so is the plaintiff and Domstolen throws the Ödestärning: positive, the choice
stands; negative, the plaintiff chooses.
"""

from __future__ import annotations

from stadsliv_qt.engine import Action, Decision, IllegalAction, Kind

from . import money
from .actions import ChooseOwner, Protest
from .ctx import Ctx, Step, Steps, court, fee, others, positive, throw
from .data import GROUPS
from .state import BuyFrame, ChooseFrame, CourtFrame, PayFrame, ProtestFrame


def land_block(c: Ctx, s: int, code: str) -> None:
    """STA-07: buy an unowned block, or pay the owner's fee (STA-08: choose among owners)."""
    st = c.st
    owner = st.owner[code]
    card = c.board.cards[code]
    if owner < 0:
        price = c.board.fig["bank_share_price"] if code == "B" else card.price
        if money.can_reach(c, s, price):
            st.stack.append(BuyFrame(s, "block", code, price))
        return
    if owner == s:
        return
    if card.group:
        cands = [k for k in GROUPS[card.group] if st.owner[k] not in (-1, s)]
        if len({st.owner[k] for k in cands}) >= 2:
            st.stack.append(ChooseFrame(s, s, cands, "payer"))
            return
    st.stack.append(_fee_frame(c, s, code, "STA-07"))


def _fee_frame(c: Ctx, s: int, code: str, rule: str) -> PayFrame:
    return money.pay_frame(
        s, c.st.owner[code], fee(c, code), f"fee for {code} {c.board.cards[code].name}", rule
    )


# ----- STA-08: Varuhus and hotels: the payer's choice, protests, the court -----------------------
def _decide_choose(c: Ctx, f: ChooseFrame) -> Decision:
    s = f.who
    by = "the payer" if f.by == "payer" else "the plaintiff"
    opts = ", ".join(f"{k} ({c.name(c.st.owner[k])}, {fee(c, k)})" for k in f.cands)
    return Decision(
        Kind.SEAT,
        (s,),
        f"{c.name(s)}, as {by}: which owner is paid? {opts}",
        rule="STA-08",
        tag="choose_owner",
    )


def _legal_choose(c: Ctx, f: ChooseFrame, seat: int) -> list[Action]:
    return [ChooseOwner(seat, k) for k in f.cands]


def _check_choose(c: Ctx, f: ChooseFrame, action: Action) -> None:
    if not isinstance(action, ChooseOwner) or action.code not in f.cands:
        raise IllegalAction("Choose one of the owners' blocks: " + ", ".join(f.cands) + ".")


def _apply_choose(c: Ctx, f: ChooseFrame, action: Action) -> None:
    assert isinstance(action, ChooseOwner)
    stack = c.st.stack
    s, code = action.seat, action.code
    payer = f.payer
    owner = c.st.owner[code]
    c.emit(
        f"{c.name(s)} chooses to pay {c.name(owner)} ({code}, fee {fee(c, code)})",
        rule="STA-08",
        kind="choose_owner",
        seat=s,
        code=code,
    )
    if f.by == "plaintiff":
        stack[-1] = _fee_frame(c, payer, code, "STA-08")
        return
    order = others(c, payer)
    if not order:
        stack[-1] = _fee_frame(c, payer, code, "STA-08")
        return
    stack[-1] = ProtestFrame(who=order[0], payer=payer, chosen=code, cands=f.cands, order=order[1:])


def _decide_protest(c: Ctx, f: ProtestFrame) -> Decision:
    s = f.who
    return Decision(
        Kind.SEAT,
        (s,),
        f"{c.name(s)}: protest against {c.name(f.payer)}'s choice of "
        f"{f.chosen}? Domstolen's Ödestärning decides.",
        rule="STA-08",
        tag="protest",
    )


def _legal_protest(c: Ctx, f: ProtestFrame, seat: int) -> list[Action]:
    return [Protest(seat, False), Protest(seat, True)]


def _check_protest(c: Ctx, f: ProtestFrame, action: Action) -> None:
    if not isinstance(action, Protest):
        raise IllegalAction("Protest against the payer's choice, or let it stand.")


def _apply_protest(c: Ctx, f: ProtestFrame, action: Action) -> None:
    assert isinstance(action, Protest)
    s = action.seat
    if action.yes:
        c.emit(
            f"{c.name(s)} protests and becomes plaintiff",
            rule="STA-08",
            kind="protest",
            seat=s,
        )
        c.st.stack[-1] = CourtFrame(
            who=f.payer, payer=f.payer, plaintiff=s, chosen=f.chosen, cands=f.cands
        )
        return
    if f.order:
        f.who = f.order.pop(0)
    else:
        c.st.stack[-1] = _fee_frame(c, f.payer, f.chosen, "STA-08")


def _decide_court(c: Ctx, f: CourtFrame) -> Decision:
    return Decision(
        Kind.CHANCE,
        prompt=f"Domstolen: {c.name(court(c))} throws the Ödestärning on the protest",
        rule="STA-08",
        tag="fate",
        chance="fate",
    )


def _throw_on_protest(c: Ctx, f: CourtFrame) -> None:
    code = throw(c, court(c), "on the protest", "STA-08")
    payer = f.payer
    if positive(c, code):
        c.emit(
            f"The payer's choice stands: {c.name(payer)} pays the owner of {f.chosen}",
            rule="STA-08",
            kind="protest",
        )
        c.st.stack[-1] = _fee_frame(c, payer, f.chosen, "STA-08")
    else:
        c.emit(
            f"The plaintiff {c.name(f.plaintiff)} chooses the owner",
            rule="STA-08",
            kind="protest",
        )
        c.st.stack[-1] = ChooseFrame(f.plaintiff, payer, f.cands, "plaintiff")


STEPS: Steps = {
    ChooseFrame: Step(
        decide=_decide_choose, legal=_legal_choose, check=_check_choose, apply=_apply_choose
    ),
    ProtestFrame: Step(
        decide=_decide_protest, legal=_legal_protest, check=_check_protest, apply=_apply_protest
    ),
    CourtFrame: Step(decide=_decide_court, chance=_throw_on_protest),
}
