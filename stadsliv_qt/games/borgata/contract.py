"""Phase 3, Kontrakt (BOR-12): a face-down lot is named, then sealed bids or it just turns up.

The namer is the controller of Stadshuset, else the family of highest status. A lot already
holding a contract member cannot be named. Bids are sealed like envelopes: `legal_actions` offers
a representative set of amounts, `check` any whole amount from $0 up to the family's cash. Only
the winning bid is paid to the bank; a tie for highest or no bid above $0 turns the lot up.
"""

from __future__ import annotations

from stadsliv_qt.engine import Action, IllegalAction
from stadsliv_qt.text import Msg, msg

from .actions import ContractBid, NameLot, make
from .city import card, charge, controller, joined, lot, status_order, turn_up, usd, who
from .ctx import Ctx
from .grid import CELLS, HALL, POS, label

BID_STEPS = (100, 200, 300, 500, 800, 1200)


def contract_candidates(c: Ctx) -> list[int]:
    """Face-down lots without a contract member: those that may be named."""
    face_up, members = c.st.face_up, c.st.members
    return [i for i in range(CELLS) if not face_up[i] and not any(members[i])]


def phase3(c: Ctx, order: list[int] | None = None) -> None:
    """Stadshuset's controller (else the highest status) names a lot, unless none is left."""
    st = c.st
    st.phase_no = 3
    if not contract_candidates(c):
        c.emit(msg("bor.contract.none_left"), rule="BOR-12")
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
        raise IllegalAction(msg("bor.contract.face_down_only"))
    if any(c.st.members[i]):
        raise IllegalAction(msg("bor.contract.taken"))


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
            msg("bor.contract.named_none", seat=who(c, seat), at=label(i)),
            rule="BOR-12",
            kind="name_contract",
            lot=list(POS[i]),
        )
        _contract_turn_up(c, i, msg("bor.contract.why_none"))
        return
    c.emit(
        msg("bor.contract.named", seat=who(c, seat), at=label(i)),
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


def _contract_turn_up(c: Ctx, i: int, why: Msg) -> None:
    turn_up(c, i)
    d = c.data.districts[card(c, i)]
    c.emit(
        msg(
            "bor.contract.turns_up",
            at=label(i),
            lot=d.name,
            category=d.category,
            value=d.value,
            why=why,
        ),
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
        raise IllegalAction(msg("bor.contract.whole"))
    if amount < 0:
        raise IllegalAction(msg("bor.contract.negative", zero=usd(0)))
    cash = c.st.cash[action.seat]
    if amount > cash:
        raise IllegalAction(msg("bor.contract.too_much", amount=usd(amount), cash=usd(cash)))


def apply_bid(c: Ctx, action: ContractBid) -> None:
    """Seal the bid (shown only to its family); open all bids once every family is in."""
    st = c.st
    seat = action.seat
    st.bids[seat] = action.amount
    c.reveal()
    c.emit(
        msg("bor.contract.yours", amount=usd(action.amount)),
        rule="BOR-12",
        kind="sealed_private",
        to=(seat,),
        amount=action.amount,
    )
    c.emit(msg("bor.contract.sealed", seat=who(c, seat)), rule="BOR-27", kind="sealed")
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
    shown = joined(
        [msg("bor.envelopes.entry", name=who(c, f), amount=usd(st.bids[f])) for f in range(n)]
    )
    c.emit(
        msg("bor.contract.opened", bids=shown),
        rule="BOR-12",
        kind="reveal",
        bids={names[f]: st.bids[f] for f in range(n)},
    )
    bids = dict(st.bids)
    top = max(bids.values())
    tops = [f for f in range(n) if bids[f] == top]
    st.bids = {}
    st.sealed_seats = ()
    if top == 0 or len(tops) > 1:
        _contract_turn_up(
            c, i, msg("bor.contract.why_no_bid" if top == 0 else "bor.contract.why_tie")
        )
        return
    winner = tops[0]
    charge(c, winner, top)
    st.members[i][winner] += 1
    st.joined[winner] += 1
    others = joined(
        [
            msg("bor.envelopes.entry", name=who(c, f), amount=usd(bids[f]))
            for f in range(n)
            if f != winner
        ]
    )
    c.emit(
        msg(
            "bor.contract.won_over",
            seat=who(c, winner),
            at=label(i),
            amount=usd(top),
            others=others,
        ),
        rule="BOR-12",
        kind="contract_won",
        seat=winner,
        amount=top,
        lot=list(POS[i]),
    )
    st.contract_lot = None
    c.end_phase(c, 3)
