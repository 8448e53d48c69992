"""Phase 5, Rekrytera (BOR-14): up to 2 new members at $500 on controlled lots, plus Fängelset's extra.

Families are asked in status order; one with nothing it could buy is skipped. The $500 recruits go
on face-up lots the family controls other than Fängelset; the Fängelset controller's extra $200
recruit is the only way to place a new member in Fängelset.
"""

from __future__ import annotations

from stadsliv_qt.engine import Action, IllegalAction, plural

from .actions import Done, Recruit, make
from .city import charge, controller, lot, lot_name, lots_of, status_order
from .ctx import Ctx
from .grid import POS, PRISON


def phase5(c: Ctx, order: list[int] | None = None) -> None:
    """Each family in status order recruits one member per action until it is done."""
    st = c.st
    st.phase_no = 5
    st.order = list(order) if order is not None else status_order(c)
    st.order_i = -1
    _next_recruiter(c)


def recruit_lots(c: Ctx, seat: int) -> list[int]:
    """Where this family may still recruit now."""
    st = c.st
    fig = c.data.figures
    out = []
    if st.recruited < fig["recruit_max"] and st.cash[seat] >= fig["recruit_price"]:
        out = lots_of(c, seat)
    if (
        not st.prison_recruited
        and st.prison_controller == seat
        and st.cash[seat] >= fig["prison_recruit_price"]
    ):
        out.append(PRISON)
    return out


def _next_recruiter(c: Ctx) -> None:
    st = c.st
    while True:
        st.order_i += 1
        if st.order_i >= len(st.order):
            st.actor = None
            st.order = []
            st.recruited = 0
            st.prison_recruited = False
            c.end_phase(c, 5)
            return
        seat = st.order[st.order_i]
        st.recruited = 0
        st.prison_recruited = False
        if recruit_lots(c, seat):
            st.phase = "recruit"
            st.actor = seat
            return


def legal_recruit(c: Ctx, seat: int) -> list[Action]:
    """A recruit on any lot allowed, or done."""
    return [make(Recruit, seat, POS[i]) for i in recruit_lots(c, seat)] + [make(Done, seat)]


def check_recruit(c: Ctx, action: Recruit) -> None:
    """Fängelset for its controller once a round; else a controlled lot, within the limit."""
    st = c.st
    i, seat = lot(action.lot), action.seat
    fig = c.data.figures
    if i == PRISON:
        if st.prison_controller != seat:
            raise IllegalAction("Only the family that controls Fängelset recruits there (BOR-14).")
        if st.prison_recruited:
            raise IllegalAction("Fängelset gives one extra recruit a round.")
        if st.cash[seat] < fig["prison_recruit_price"]:
            raise IllegalAction(f"The Fängelset recruit costs ${fig['prison_recruit_price']:,}.")
        return
    if st.recruited >= fig["recruit_max"]:
        raise IllegalAction(
            f"A family recruits at most {plural(fig['recruit_max'], 'member')} a round (BOR-14)."
        )
    if st.cash[seat] < fig["recruit_price"]:
        raise IllegalAction(f"A recruit costs ${fig['recruit_price']:,}.")
    if controller(c, i) != seat:
        raise IllegalAction("New members go on lots your family controls (BOR-14).")


def apply_recruit(c: Ctx, action: Recruit) -> None:
    """The member joins; the next family is asked once this one can buy no more."""
    st = c.st
    i, seat = lot(action.lot), action.seat
    fig = c.data.figures
    if i == PRISON:
        price = fig["prison_recruit_price"]
        st.prison_recruited = True
    else:
        price = fig["recruit_price"]
        st.recruited += 1
    charge(c, seat, price)
    st.members[i][seat] += 1
    st.joined[seat] += 1
    c.emit(
        f"{c.names[seat]} recruits a member on {lot_name(c, i)} for ${price:,}",
        rule="BOR-14",
        kind="recruit",
        seat=seat,
        lot=list(POS[i]),
        amount=price,
    )
    if not recruit_lots(c, seat):
        _next_recruiter(c)


def finish_recruiting(c: Ctx, seat: int) -> None:
    """The family recruits no more this round."""
    c.emit(f"{c.names[seat]} recruits no more this round", rule="BOR-14")
    _next_recruiter(c)
