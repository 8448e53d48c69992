"""BOR-02 the deal, and BOR-06 the opening placement: one member at a time in seat order, then
conflicts (BOR-08)."""

from __future__ import annotations

from stadsliv_qt.engine import Action, IllegalAction

from .actions import Place, make
from .city import lot, lot_name, resolve_conflicts
from .ctx import Ctx
from .grid import DISTRICT_PLACES, POS, RING


def deal(c: Ctx) -> None:
    """BOR-02: shuffle the 28 districts, deal 20 face down, turn up the ring around Stadshuset."""
    st = c.st
    deck = c.chance.shuffle(list(c.data.districts), "shuffle:districts")
    for place, card in zip(DISTRICT_PLACES, deck, strict=False):
        st.cards[place] = card
    st.deck = deck[len(DISTRICT_PLACES) :]
    for i in RING:
        st.face_up[i] = True
    names = ", ".join(lot_name(c, i) for i in RING)
    c.emit(
        f"The districts are shuffled and dealt face down; around Stadshuset lie {names}",
        rule="BOR-02",
        kind="deal",
    )
    _start_opening(c)


def _start_opening(c: Ctx) -> None:
    """Three rounds of single placements on the 8 lots around Stadshuset, seat 0 first."""
    st = c.st
    st.phase = "place"
    st.phase_no = 0
    st.placed = 0
    st.actor = 0


def legal_place(c: Ctx, seat: int) -> list[Action]:
    """Any of the 8 lots around Stadshuset."""
    return [make(Place, seat, POS[i]) for i in RING]


def check_place(c: Ctx, action: Place) -> None:
    """Starting members go only around Stadshuset."""
    if lot(action.lot) not in RING:
        raise IllegalAction("Starting members go on the 8 lots around Stadshuset (BOR-06).")


def apply_place(c: Ctx, action: Place) -> None:
    """One member on the lot; after the last one, conflicts and the first round."""
    st = c.st
    i, seat = lot(action.lot), action.seat
    n = len(c.names)
    per_family = c.data.figures["start_members"]
    st.members[i][seat] += 1
    st.joined[seat] += 1
    st.placed += 1
    k = (st.placed - 1) // n + 1
    c.emit(
        f"{c.names[seat]} places member {k} of {per_family} on {lot_name(c, i)}",
        rule="BOR-06",
        kind="place",
        seat=seat,
        lot=list(POS[i]),
    )
    if st.placed < n * per_family:
        st.actor = st.placed % n
        return
    st.actor = None
    resolve_conflicts(c)
    c.end_phase(c, 0)
