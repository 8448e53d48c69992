"""Phase 2, Inkassera (BOR-11): category blocks by value-5 controllers, then collection.

A value-5 controller is asked about a block only when another family controls a face-up lot of
that category (blocking only yourself is pointless). Collection from lots without a police car
is automatic (no one refuses money); for each controlled lot with a police car the family is
asked, since collecting there sends one of its members to Fängelset.
"""

from __future__ import annotations

from stadsliv_qt.engine import Action, IllegalAction
from stadsliv_qt.text import Msg, msg

from .actions import Block, Collect, Done, make
from .city import (
    category,
    controller,
    governs,
    income,
    is_district,
    joined,
    lot,
    lot_name,
    lots_of,
    pay,
    prison_update,
    status_order,
    take,
    usd,
    who,
)
from .ctx import Ctx
from .grid import CORNERSTONES, POS, PRISON, occupied


def phase2(c: Ctx, order: list[int] | None = None) -> None:
    """Blocks are asked in status order, then each family collects from its lots."""
    st = c.st
    st.phase_no = 2
    st.blocked = []
    if order is None:
        order = status_order(c)
    controllers = {i: controller(c, i) for i in CORNERSTONES}
    st.block_queue = [
        (f, i)
        for f in order
        for i in CORNERSTONES
        if controllers[i] == f and block_matters(c, f, i)
    ]
    st.order = order
    st.order_i = -1
    _next_block(c)


def block_matters(c: Ctx, seat: int, i: int) -> bool:
    """True if another family controls a face-up lot of a category this value-5 lot governs."""
    cats = governs(c, i)
    face_up = c.st.face_up
    for j in occupied(c.st.members):  # an empty lot has no controller
        if is_district(j) and category(c, j) in cats and face_up[j]:
            f = controller(c, j)
            if f is not None and f != seat:
                return True
    return False


def _next_block(c: Ctx) -> None:
    st = c.st
    if st.block_queue:
        st.phase = "block"
        st.actor = st.block_queue[0][0]
        return
    _next_collector(c)


def legal_block(c: Ctx, seat: int) -> list[Action]:
    """Block or not."""
    pos = POS[c.st.block_queue[0][1]]
    return [Block(seat, pos, False), Block(seat, pos, True)]


def check_block(c: Ctx, action: Block) -> None:
    """The answer is about the lot asked, yes or no."""
    asked = c.st.block_queue[0][1]
    if lot(action.lot) != asked:
        raise IllegalAction(msg("bor.collect.ask_other", lot=lot_name(c, asked)))
    if not isinstance(action.block, bool):
        raise IllegalAction(msg("bor.yes_or_no"))


def apply_block(c: Ctx, action: Block) -> None:
    """Record the block (or not) and ask the next question."""
    st = c.st
    seat, i = st.block_queue.pop(0)
    cats = governs(c, i)
    what = joined(list(cats), "and")
    if action.block:
        st.blocked.extend(cat for cat in cats if cat not in st.blocked)
        text = msg("bor.collect.blocks", seat=who(c, seat), lot=lot_name(c, i), cats=what)
    else:
        text = msg("bor.collect.lets", seat=who(c, seat), lot=lot_name(c, i), cats=what)
    c.emit(text, rule="BOR-11", kind="block", seat=seat, categories=list(cats), block=action.block)
    _next_block(c)


def collectable(c: Ctx, seat: int) -> list[int]:
    """Lots this family may collect from now: controlled, paying, category not blocked."""
    out = []
    blocked = c.st.blocked
    for i in lots_of(c, seat):
        if not income(c, i):
            continue
        if is_district(i) and category(c, i) in blocked:
            continue
        out.append(i)
    return out


def _next_collector(c: Ctx) -> None:
    st = c.st
    while True:
        st.order_i += 1
        if st.order_i >= len(st.order):
            st.pending_police = []
            st.actor = None
            st.blocked = []
            c.end_phase(c, 2)
            return
        seat = st.order[st.order_i]
        lots = collectable(c, seat)
        plain = [i for i in lots if not st.police[i]]
        if plain:
            total = sum(income(c, i) for i in plain)
            pay(c, seat, total)
            c.emit(
                _income_said(c, seat, plain, total),
                rule="BOR-11",
                kind="collect",
                seat=seat,
                amount=total,
            )
        watched = [i for i in lots if st.police[i]]
        if watched:
            st.pending_police = watched
            st.phase = "collect"
            st.actor = seat
            return


def _income_said(c: Ctx, seat: int, plain: list[int], total: int) -> Msg:
    """The collection with its arithmetic: each lot's income added up, and the blocked lots that
    paid nothing (BOR-11)."""
    parts = joined(
        [msg("bor.collect.part", lot=lot_name(c, i), amount=usd(income(c, i))) for i in plain],
        "plus",
    )
    blocked = c.st.blocked
    skipped = [
        i for i in lots_of(c, seat) if income(c, i) and is_district(i) and category(c, i) in blocked
    ]
    if skipped:
        return msg(
            "bor.collect.income_blocked",
            seat=who(c, seat),
            amount=usd(total),
            lots=parts,
            skipped=joined([lot_name(c, i) for i in skipped], "and"),
        )
    return msg("bor.collect.income", seat=who(c, seat), amount=usd(total), lots=parts)


def legal_collect(c: Ctx, seat: int) -> list[Action]:
    """Collect at any police lot waiting, or be done."""
    return [make(Collect, seat, POS[i]) for i in c.st.pending_police] + [make(Done, seat)]


def check_collect(c: Ctx, action: Collect) -> None:
    """Only a police lot that waits for this family."""
    if lot(action.lot) not in c.st.pending_police:
        raise IllegalAction(msg("bor.collect.police_only"))


def apply_collect(c: Ctx, action: Collect) -> None:
    """Collect despite the police car: the income, and one member goes to Fängelset."""
    st = c.st
    i, seat = lot(action.lot), action.seat
    st.pending_police.remove(i)
    paid = income(c, i)
    pay(c, seat, paid)
    take(c, i, seat)
    st.members[PRISON][seat] += 1
    c.emit(
        msg("bor.collect.arrested", seat=who(c, seat), amount=usd(paid), lot=lot_name(c, i)),
        rule="BOR-11",
        kind="arrest",
        seat=seat,
        amount=paid,
        lot=list(POS[i]),
    )
    prison_update(c)
    if not st.pending_police:
        _next_collector(c)


def done_collecting(c: Ctx, seat: int) -> None:
    """Leave the remaining police lots alone."""
    st = c.st
    left = joined([lot_name(c, i) for i in st.pending_police])
    c.emit(msg("bor.collect.leaves", seat=who(c, seat), lots=left), rule="BOR-11")
    st.pending_police = []
    _next_collector(c)
