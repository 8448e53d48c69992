"""The active contacts played as a Phase 4 step: which plays each offers, and Advokaten (BOR-23),
Informatören (BOR-24) and Smugglaren (BOR-25). The attacking ones live in attacks.py.

Each contact has a generator of its legal plays, a check with a sentence for the player, and its
effect; a used contact goes back to the table (turns.used).
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import combinations, combinations_with_replacement

from stadsliv_qt.engine import Action, IllegalAction
from stadsliv_qt.text import Msg, msg

from . import attacks
from .actions import Inform, Lawyer, Smuggle, make
from .attacks import holds, shared
from .city import card, joined, lot, lot_name, lots_of, prison_update, take, turn_up, usd, who
from .ctx import Ctx
from .grid import CELLS, NEIGHBOURS, POS, PRISON, WITHIN_TWO, distance, label, lots_with
from .turns import used

_INFORMS: attacks.Store = {}
# Per seat, for each lot, the (target lot, Smuggle) pairs within two steps other than Fängelset.
_SMUGGLES: dict[int, tuple[tuple[tuple[int, Action], ...], ...]] = {}


def _smuggles_of(seat: int) -> tuple[tuple[tuple[int, Action], ...], ...]:
    table = _SMUGGLES.get(seat)
    if table is None:
        table = _SMUGGLES[seat] = tuple(
            tuple((j, make(Smuggle, seat, POS[i], POS[j])) for j in WITHIN_TWO[i] if j != PRISON)
            for i in range(CELLS)
        )
    return table


def legal_contacts(c: Ctx, seat: int) -> list[Action]:
    """Every play of every active contact the family holds."""
    out: list[Action] = []
    for cid, holder in c.st.holder.items():
        if holder == seat:
            gen = CONTACT_LEGAL.get(cid)
            if gen is not None:
                out.extend(gen(c, seat))
    return out


# ----- BOR-23 Advokaten ---------------------------------------------------------------------
def _lawyer_places(c: Ctx, seat: int) -> list[int]:
    out = lots_of(c, seat)
    face_up, members = c.st.face_up, c.st.members
    for i in NEIGHBOURS[PRISON]:
        if face_up[i] and not any(members[i]):
            out.append(i)
    return sorted(out)


def legal_lawyer(c: Ctx, seat: int) -> list[Action]:
    """One or two members out of Fängelset, each to an allowed lot."""
    count = min(2, c.st.members[PRISON][seat])
    if not count:
        return []
    places = [POS[i] for i in _lawyer_places(c, seat)]
    out: list[Action] = [make(Lawyer, seat, (p,)) for p in places]
    if count == 2:
        out += [make(Lawyer, seat, pair) for pair in combinations_with_replacement(places, 2)]
    return out


def check_lawyer(c: Ctx, action: Lawyer) -> None:
    """One or two own members in Fängelset, to own lots or empty lots next to Fängelset."""
    holds(c, action)
    lots: object = action.lots
    if not isinstance(lots, tuple) or not 1 <= len(lots) <= 2:
        raise IllegalAction(msg("bor.contacts.lawyer_count"))
    if len(lots) > c.st.members[PRISON][action.seat]:
        raise IllegalAction(msg("bor.contacts.lawyer_too_many"))
    allowed = _lawyer_places(c, action.seat)
    for pos in lots:
        if lot(pos) not in allowed:
            raise IllegalAction(msg("bor.contacts.lawyer_where"))


def apply_lawyer(c: Ctx, action: Lawyer) -> None:
    """The members leave Fängelset and may not move again this round."""
    st = c.st
    seat = action.seat
    targets = [lot(p) for p in action.lots]
    for j in targets:
        take(c, PRISON, seat)
        st.members[j][seat] += 1
        st.moved[j][seat] += 1
    where = joined([lot_name(c, j) for j in targets], "and")
    c.emit(
        msg("bor.contacts.lawyer", seat=who(c, seat), n=len(targets), lots=where),
        rule="BOR-23",
        kind="lawyer",
        seat=seat,
        lots=[list(POS[j]) for j in targets],
    )
    prison_update(c)
    used(c, "advokaten")


# ----- BOR-24 Informatören ------------------------------------------------------------------
def _face_down(c: Ctx) -> list[int]:
    face_up = c.st.face_up
    return [i for i in range(CELLS) if not face_up[i]]


def legal_inform(c: Ctx, seat: int) -> list[Action]:
    """Any two face-down lots (the last one alone)."""
    down = tuple(POS[i] for i in _face_down(c))

    def build() -> list[Action]:
        if len(down) == 1:
            return [make(Inform, seat, (down[0],))]
        return [make(Inform, seat, pair) for pair in combinations(down, 2)]

    return list(shared(_INFORMS, (seat, down), build))


def check_inform(c: Ctx, action: Inform) -> None:
    """Two different face-down lots (one if only one is left)."""
    holds(c, action)
    lots: object = action.lots
    want = min(2, len(_face_down(c)))
    if not want:
        raise IllegalAction(msg("bor.contacts.inform_none"))
    if not isinstance(lots, tuple) or len(lots) != want:
        raise IllegalAction(msg("bor.contacts.inform_count", n=want))
    idx = [lot(p) for p in lots]
    if len(set(idx)) != len(idx):
        raise IllegalAction(msg("bor.contacts.inform_different"))
    if any(c.st.face_up[i] for i in idx):
        raise IllegalAction(msg("bor.contacts.inform_face_down"))


def apply_inform(c: Ctx, action: Inform) -> None:
    """The family alone learns the cards; everyone sees where it looked."""
    seat = action.seat
    idx = [lot(p) for p in action.lots]
    c.st.peeks[seat].update(idx)
    c.reveal()
    where = joined([label(i) for i in idx], "and")
    seen = joined([_card_line(c, i) for i in idx], "semi")
    c.emit(
        msg("bor.contacts.inform_private", cards=seen),
        rule="BOR-24",
        kind="peek",
        to=(seat,),
        cards={label(i): c.st.cards[i] for i in idx},
    )
    c.emit(
        msg("bor.contacts.inform", seat=who(c, seat), lots=where),
        rule="BOR-24",
        kind="peek_public",
        seat=seat,
        lots=[list(POS[i]) for i in idx],
    )
    used(c, "informatoren")


def _card_line(c: Ctx, i: int) -> Msg:
    d = c.data.districts[card(c, i)]
    return msg(
        "bor.contacts.inform_card",
        at=label(i),
        lot=d.name,
        category=d.category,
        value=d.value,
        income=usd(d.income),
        contract=usd(d.contract),
    )


# ----- BOR-25 Smugglaren --------------------------------------------------------------------
def legal_smuggle(c: Ctx, seat: int) -> list[Action]:
    """One or two steps of a member that may still move, onto any lot but Fängelset: a
    face-down one turns up, even with a contract member waiting there (its contract is lost)."""
    out: list[Action] = []
    face_up, members, moved = c.st.face_up, c.st.members, c.st.moved
    table = _smuggles_of(seat)
    for i in lots_with(members, seat):
        if face_up[i] and members[i][seat] > moved[i][seat]:
            out += [a for _j, a in table[i]]
    return out


def check_smuggle(c: Ctx, action: Smuggle) -> None:
    """A member that may still move, one or two steps, not into Fängelset."""
    holds(c, action)
    st = c.st
    i, j, seat = lot(action.frm), lot(action.to), action.seat
    if not st.face_up[i] or st.members[i][seat] <= st.moved[i][seat]:
        raise IllegalAction(msg("bor.contacts.smuggle_none", lot=lot_name(c, i)))
    if not 1 <= distance(i, j) <= 2:
        raise IllegalAction(msg("bor.contacts.smuggle_steps"))
    if j == PRISON:
        raise IllegalAction(msg("bor.contacts.smuggle_prison"))


def apply_smuggle(c: Ctx, action: Smuggle) -> None:
    """The member slips over; a face-down lot it lands on turns up without paying."""
    st = c.st
    i, j, seat = lot(action.frm), lot(action.to), action.seat
    st.members[i][seat] -= 1
    st.members[j][seat] += 1
    st.moved[j][seat] += 1
    if st.face_up[j]:
        text = msg("bor.contacts.smuggle", seat=who(c, seat), frm=lot_name(c, i), to=lot_name(c, j))
    else:
        turn_up(c, j)
        d = c.data.districts[card(c, j)]
        text = msg(
            "bor.contacts.smuggle_turns_up",
            seat=who(c, seat),
            frm=lot_name(c, i),
            at=label(j),
            lot=d.name,
            category=d.category,
            value=d.value,
        )
    c.emit(text, rule="BOR-25", kind="smuggle", seat=seat, frm=list(POS[i]), dest=list(POS[j]))
    if i == PRISON:
        prison_update(c)
    used(c, "smugglaren")


CONTACT_LEGAL: dict[str, Callable[[Ctx, int], list[Action]]] = {
    "lonnmordaren": attacks.legal_assassinate,
    "fbi": attacks.legal_arrest,
    "mordbrannaren": attacks.legal_burn,
    "polisbilen": attacks.legal_police_car,
    "advokaten": legal_lawyer,
    "informatoren": legal_inform,
    "smugglaren": legal_smuggle,
    "polischefen": attacks.legal_police_chief,
}
