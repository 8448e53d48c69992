"""Phase 3, Kontrakt (BOR-12): a face-down lot is named, then sealed bids or it just turns up.

The namer is the controller of Stadshuset, else the family of highest status. A lot already
holding a contract member cannot be named. Bids are sealed like envelopes: `legal_actions` offers
a representative set of amounts, `check` any whole amount from $0 up to the family's cash. Only
the winning bid is paid to the bank; a tie for highest or no bid above $0 turns the lot up.
"""

from __future__ import annotations

from stadsliv_qt.engine import Action, IllegalAction

from .actions import ContractBid, NameLot, make
from .city import card, charge, controller, lot, status_order, turn_up
from .ctx import Ctx
from .grid import CELLS, HALL, POS, label

BID_STEPS = (100, 200, 300, 500, 800, 1200)


def _money(amount: int) -> str:
    return f"${amount:,}"


def contract_candidates(c: Ctx) -> list[int]:
    """Face-down lots without a contract member: those that may be named."""
    face_up, members = c.st.face_up, c.st.members
    return [i for i in range(CELLS) if not face_up[i] and not any(members[i])]


def phase3(c: Ctx, order: list[int] | None = None) -> None:
    """Stadshuset's controller (else the highest status) names a lot, unless none is left."""
    st = c.st
    st.phase_no = 3
    if not contract_candidates(c):
        c.emit("No face-down lot is left: no contract this round", rule="BOR-12")
        c.end_phase(c, 3)
        return
    namer = controller(c, HALL)
    if namer is None:
        namer = (order or status_order(c))[0]
    st.phase = "name"
    st.actor = namer


def legal_name(c: Ctx, seat: int) -> list[Action]:
    """Any lot that may be named."""
    return [make(NameLot, seat, POS[i]) for i in contract_candidates(c)]


def check_name(c: Ctx, action: NameLot) -> None:
    """A face-down lot with no contract member on it."""
    i = lot(action.lot)
    if c.st.face_up[i]:
        raise IllegalAction("Name a lot that is still face down.")
    if any(c.st.members[i]):
        raise IllegalAction("That lot already has a contract member waiting on it.")


def has_contract(c: Ctx, i: int) -> bool:
    """What the back of a face-down card shows (BOR-03)."""
    return c.data.districts[card(c, i)].contract > 0


def apply_name(c: Ctx, action: NameLot) -> None:
    """A lot without a contract turns up; one with a contract goes to sealed bids."""
    st = c.st
    i, seat = lot(action.lot), action.seat
    st.contract_lot = i
    if not has_contract(c, i):
        c.emit(
            f"{c.names[seat]} names {label(i)}; its back shows no contract",
            rule="BOR-12",
            kind="name_contract",
            lot=list(POS[i]),
        )
        _contract_turn_up(c, i, "it carries no contract, so nobody may place there")
        return
    c.emit(
        f"{c.names[seat]} names {label(i)} for a contract: every family bids in secret",
        rule="BOR-12",
        kind="name_contract",
        lot=list(POS[i]),
    )
    st.bids = {}
    n = len(c.names)
    st.sealed_seats = tuple(f for f in range(n) if st.cash[f] > 0)
    for f in range(n):
        if st.cash[f] == 0:
            st.bids[f] = 0
    if not st.sealed_seats:
        _open_bids(c)
        return
    st.phase = "bid"
    st.actor = None


def _contract_turn_up(c: Ctx, i: int, why: str) -> None:
    turn_up(c, i)
    d = c.data.districts[card(c, i)]
    c.emit(
        f"{label(i)} turns up: {d.name} ({d.category}, value {d.value}); {why}",
        rule="BOR-12",
        kind="turn_up",
        lot=list(POS[i]),
        card=d.id,
    )
    c.st.contract_lot = None
    c.end_phase(c, 3)


def legal_bid(c: Ctx, seat: int) -> list[Action]:
    """$0, the bid steps the family can afford, and all its cash."""
    cash = c.st.cash[seat]
    out: list[Action] = [ContractBid(seat, 0)]
    out += [ContractBid(seat, a) for a in BID_STEPS if a <= cash]
    if cash not in BID_STEPS:
        out.append(ContractBid(seat, cash))
    return out


def check_bid(c: Ctx, action: ContractBid) -> None:
    """Whole dollars from $0 up to the family's cash."""
    amount: object = action.amount
    if isinstance(amount, bool) or not isinstance(amount, int):
        raise IllegalAction("A bid is in whole dollars.")
    if amount < 0:
        raise IllegalAction("A bid cannot be below $0.")
    cash = c.st.cash[action.seat]
    if amount > cash:
        raise IllegalAction(f"You cannot bid {_money(amount)}: you have {_money(cash)}.")


def apply_bid(c: Ctx, action: ContractBid) -> None:
    """Seal the bid (shown only to its family); open all bids once every family is in."""
    st = c.st
    seat = action.seat
    st.bids[seat] = action.amount
    c.reveal()
    c.emit(
        f"Your contract bid: {_money(action.amount)}",
        rule="BOR-12",
        kind="sealed_private",
        to=(seat,),
        amount=action.amount,
    )
    c.emit(f"{c.names[seat]}'s family sealed its contract bid", rule="BOR-27", kind="sealed")
    if len(st.bids) == len(c.names):
        _open_bids(c)


def _open_bids(c: Ctx) -> None:
    """The single highest bid above $0 wins a member on the face-down lot; else it turns up."""
    st = c.st
    c.reveal()
    i = st.contract_lot
    assert i is not None  # bids are only ever sealed for a named lot
    n = len(c.names)
    names = c.names
    shown = ", ".join(f"{names[f]} {_money(st.bids[f])}" for f in range(n))
    c.emit(
        f"The contract bids are opened: {shown}",
        rule="BOR-12",
        kind="reveal",
        bids={names[f]: st.bids[f] for f in range(n)},
    )
    top = max(st.bids.values())
    tops = [f for f in range(n) if st.bids[f] == top]
    st.bids = {}
    st.sealed_seats = ()
    if top == 0 or len(tops) > 1:
        why = "nobody bid" if top == 0 else "the highest bids tie"
        _contract_turn_up(c, i, f"{why}, so nobody gets the contract")
        return
    winner = tops[0]
    charge(c, winner, top)
    st.members[i][winner] += 1
    st.joined[winner] += 1
    c.emit(
        f"{names[winner]} wins the contract on {label(i)} for {_money(top)}: a new member "
        f"waits on the face-down card until the next Phase 1",
        rule="BOR-12",
        kind="contract_won",
        seat=winner,
        amount=top,
        lot=list(POS[i]),
    )
    st.contract_lot = None
    c.end_phase(c, 3)
