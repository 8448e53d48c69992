"""Phase 4's turn rotation (BOR-13): who moves next, automatic passes, and a used contact.

Kept apart from the moves and the contacts so that both can hand the turn on without importing
each other: the order is fixed when the phase starts, a family with nothing left to do passes
automatically, and the phase ends (with its conflicts, BOR-08) when every family has passed.
"""

from __future__ import annotations

from .city import resolve_conflicts, rule
from .ctx import Ctx
from .grid import CELLS, lots_with


def can_act(c: Ctx, seat: int) -> bool:
    """True if the family holds an active contact or has a member that may still step."""
    st = c.st
    holder = st.holder
    for cid in c.active:
        if holder.get(cid) == seat:
            return True
    face_up, members, moved = st.face_up, st.members, st.moved
    for i in lots_with(members, seat):  # noqa: SIM110 (a plain loop is quicker on this hot path)
        if face_up[i] and members[i][seat] > moved[i][seat]:
            return True
    return False


def next_mobiliser(c: Ctx) -> None:
    """The next family in the fixed order that has not passed; the phase ends when none is left."""
    st = c.st
    k = len(st.order)
    for step in range(1, k + 1):
        idx = (st.order_i + step) % k
        seat = st.order[idx]
        if st.passed[seat]:
            continue
        if can_act(c, seat):
            st.order_i = idx
            st.actor = seat
            st.phase = "mobilise"
            return
        st.passed[seat] = True
        c.emit(f"{c.names[seat]} has nothing left to move and passes", rule="BOR-13", kind="pass")
    _end_mobilisation(c)


def _end_mobilisation(c: Ctx) -> None:
    st = c.st
    st.actor = None
    resolve_conflicts(c)
    n = len(c.names)
    st.moved = [[0] * n for _ in range(CELLS)]
    st.passed = [False] * n
    st.order = []
    c.end_phase(c, 4)


def used(c: Ctx, contact: str) -> None:
    """A played contact goes back to the table, and the turn passes on."""
    c.st.holder[contact] = None
    c.emit(
        f"{c.data.contacts[contact].name} goes back to the table",
        rule=rule(c, contact),
        kind="contact_back",
        contact=contact,
    )
    next_mobiliser(c)
