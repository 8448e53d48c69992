"""Phase 4, Mobilisera (BOR-13): single steps, contacts and passes in status order.

The order is fixed when the phase starts. A family with nothing left to do (no member that may
still step and no active contact) passes automatically (turns.py). Each member steps at most once
a round; `moved[lot][family]` counts the members on a lot that may not step again. Members on a
face-down contract lot wait there until it turns up. Conflicts are resolved when everyone has
passed. The contacts' plays are in contacts.py and attacks.py.
"""

from __future__ import annotations

from stadsliv_qt.engine import Action, IllegalAction

from .actions import Pass, Step, make
from .city import lot, lot_name, prison_update, status_order
from .contacts import legal_contacts
from .ctx import Ctx
from .grid import CELLS, NEIGHBOURS, POS, PRISON, distance, lots_with
from .turns import next_mobiliser

# Actions are immutable, so the many step actions listed every turn are made once and shared:
# per seat, for each lot, the (target lot, Step) pairs of its neighbours other than Fängelset.
_STEPS: dict[int, tuple[tuple[tuple[int, Action], ...], ...]] = {}


def _steps_of(seat: int) -> tuple[tuple[tuple[int, Action], ...], ...]:
    table = _STEPS.get(seat)
    if table is None:
        table = _STEPS[seat] = tuple(
            tuple((j, make(Step, seat, POS[i], POS[j])) for j in NEIGHBOURS[i] if j != PRISON)
            for i in range(CELLS)
        )
    return table


def phase4(c: Ctx, order: list[int] | None = None) -> None:
    """The order is fixed by status; nobody has moved or passed yet."""
    st = c.st
    st.phase_no = 4
    n = len(c.names)
    st.order = list(order) if order is not None else status_order(c)
    st.passed = [False] * n
    st.moved = [[0] * n for _ in range(CELLS)]
    st.order_i = len(st.order) - 1
    st.phase = "mobilise"
    next_mobiliser(c)


def legal_mobilise(c: Ctx, seat: int) -> list[Action]:
    """Every single step of a member that may still move, every contact play, and pass."""
    out: list[Action] = []
    face_up, members, moved = c.st.face_up, c.st.members, c.st.moved
    table = _steps_of(seat)
    for i in lots_with(members, seat):
        if face_up[i] and members[i][seat] > moved[i][seat]:
            out += [step for j, step in table[i] if face_up[j]]
    out.extend(legal_contacts(c, seat))
    out.append(make(Pass, seat))
    return out


def check_step(c: Ctx, action: Step) -> None:
    """One step of an own member that has not moved, onto a face-up lot other than Fängelset."""
    st = c.st
    i, j, seat = lot(action.frm), lot(action.to), action.seat
    if not st.members[i][seat]:
        raise IllegalAction(f"You have no member on {lot_name(c, i)}.")
    if not st.face_up[i]:
        raise IllegalAction("A contract member waits on its face-down lot until it turns up.")
    if st.members[i][seat] <= st.moved[i][seat]:
        raise IllegalAction(
            f"Your members on {lot_name(c, i)} have already moved this round (BOR-13)."
        )
    if distance(i, j) != 1:
        raise IllegalAction("A member moves one step, to one of the 8 lots around it (BOR-13).")
    if j == PRISON:
        raise IllegalAction("Nobody walks into Fängelset (BOR-13).")
    if not st.face_up[j]:
        raise IllegalAction("Members cannot move onto a face-down lot (BOR-13).")


def apply_step(c: Ctx, action: Step) -> None:
    """The member moves and may not move again this round."""
    st = c.st
    i, j, seat = lot(action.frm), lot(action.to), action.seat
    st.members[i][seat] -= 1
    st.members[j][seat] += 1
    st.moved[j][seat] += 1
    c.emit(
        f"{c.names[seat]} moves a member from {lot_name(c, i)} to {lot_name(c, j)}",
        rule="BOR-13",
        kind="move",
        seat=seat,
        frm=list(POS[i]),
        dest=list(POS[j]),
    )
    if i == PRISON:
        prison_update(c)
    next_mobiliser(c)


def apply_pass(c: Ctx, action: Pass) -> None:
    """The family stops for this round."""
    c.st.passed[action.seat] = True
    c.emit(f"{c.names[action.seat]} passes", rule="BOR-13", kind="pass")
    next_mobiliser(c)
