"""The active contacts played as a Phase 4 step: what they share, and Advokaten (BOR-23),
Informatören (BOR-24) and Smugglaren (BOR-25). The attacking ones live in attacks.py.

Each contact has a generator of its legal plays, a check with a sentence for the player, and its
effect; a used contact goes back to the table.
"""

from __future__ import annotations

from itertools import combinations, combinations_with_replacement

from stadsliv_qt.engine import Action, IllegalAction, plural

from .actions import Inform, Lawyer, Smuggle, make
from .attacks import AttackRules, _shared
from .grid import CELLS, NEIGHBOURS, POS, PRISON, WITHIN_TWO, distance, label, lots_with

_INFORMS: dict[tuple, tuple[Action, ...]] = {}
# Per seat, for each lot, the (target lot, Smuggle) pairs within two steps other than Fängelset.
_SMUGGLES: dict[int, tuple[tuple[tuple[int, Smuggle], ...], ...]] = {}


def _smuggles_of(seat: int) -> tuple[tuple[tuple[int, Smuggle], ...], ...]:
    table = _SMUGGLES.get(seat)
    if table is None:
        table = _SMUGGLES[seat] = tuple(
            tuple((j, make(Smuggle, seat, POS[i], POS[j])) for j in WITHIN_TWO[i] if j != PRISON)
            for i in range(CELLS)
        )
    return table


class ContactRules:
    """Legal plays, checks and effects of the active contacts."""

    def _legal_contacts(self, seat: int) -> list[Action]:
        out: list[Action] = []
        for cid, holder in self.holder.items():
            if holder == seat:
                gen = CONTACT_LEGAL.get(cid)
                if gen is not None:
                    out.extend(gen(self, seat))
        return out

    def _holds(self, action) -> None:
        if self.holder[action.contact] != action.seat:
            raise IllegalAction(f"You do not hold {self._contact_name(action.contact)}.")

    def _used(self, contact: str) -> None:
        self.holder[contact] = None
        self.emit(
            f"{self._contact_name(contact)} goes back to the table",
            rule=self._rule(contact),
            kind="contact_back",
            contact=contact,
        )
        self._next_mobiliser()

    def _target(self, seat: int, i: int, target: object) -> None:
        if (
            not isinstance(target, int)
            or isinstance(target, bool)
            or not 0 <= target < len(self.seats)
        ):
            raise IllegalAction("Choose a family at this table.")
        if target == seat:
            raise IllegalAction("Choose a member of another family.")
        if not self.face_up[i]:
            raise IllegalAction("Contacts reach only members on face-up lots.")
        if not self.members[i][target]:
            raise IllegalAction(f"{self.name(target)} has no member on {self._lot_name(i)}.")

    # ----- BOR-23 Advokaten -----------------------------------------------------------------
    def _lawyer_places(self, seat: int) -> list[int]:
        out = self._lots_of(seat)
        for i in NEIGHBOURS[PRISON]:
            if self.face_up[i] and not any(self.members[i]):
                out.append(i)
        return sorted(out)

    def _legal_lawyer(self, seat: int) -> list[Action]:
        count = min(2, self.members[PRISON][seat])
        if not count:
            return []
        places = [POS[i] for i in self._lawyer_places(seat)]
        out: list[Action] = [make(Lawyer, seat, (p,)) for p in places]
        if count == 2:
            out += [make(Lawyer, seat, pair) for pair in combinations_with_replacement(places, 2)]
        return out

    def _check_lawyer(self, action: Lawyer) -> None:
        self._holds(action)
        lots = action.lots
        if not isinstance(lots, tuple) or not 1 <= len(lots) <= 2:
            raise IllegalAction("Advokaten frees one or two of your members.")
        if len(lots) > self.members[PRISON][action.seat]:
            raise IllegalAction("You do not have that many members in Fängelset.")
        allowed = self._lawyer_places(action.seat)
        for pos in lots:
            if self._lot(pos) not in allowed:
                raise IllegalAction(
                    "Advokaten sends members to face-up lots you control or to empty lots next "
                    "to Fängelset (BOR-23)."
                )

    def _apply_lawyer(self, action: Lawyer) -> None:
        seat = action.seat
        targets = [self._lot(p) for p in action.lots]
        for j in targets:
            self._take(PRISON, seat)
            self.members[j][seat] += 1
            self.moved[j][seat] += 1
        where = " and ".join(self._lot_name(j) for j in targets)
        self.emit(
            f"{self.name(seat)} plays Advokaten: {plural(len(targets), 'member')} "
            f"{'leaves' if len(targets) == 1 else 'leave'} Fängelset for {where}",
            rule="BOR-23",
            kind="lawyer",
            seat=seat,
            lots=[list(POS[j]) for j in targets],
        )
        self._prison_update()
        self._used("advokaten")

    # ----- BOR-24 Informatören --------------------------------------------------------------
    def _face_down(self) -> list[int]:
        return [i for i in range(CELLS) if not self.face_up[i]]

    def _legal_inform(self, seat: int) -> list[Action]:
        down = tuple(POS[i] for i in self._face_down())

        def build() -> list[Action]:
            if len(down) == 1:
                return [make(Inform, seat, (down[0],))]
            return [make(Inform, seat, pair) for pair in combinations(down, 2)]

        return list(_shared(_INFORMS, (seat, down), build))

    def _check_inform(self, action: Inform) -> None:
        self._holds(action)
        lots = action.lots
        want = min(2, len(self._face_down()))
        if not want:
            raise IllegalAction("There is no face-down lot to look at.")
        if not isinstance(lots, tuple) or len(lots) != want:
            raise IllegalAction(f"Informatören looks at {want} face-down lots (BOR-24).")
        idx = [self._lot(p) for p in lots]
        if len(set(idx)) != len(idx):
            raise IllegalAction("Choose two different lots.")
        if any(self.face_up[i] for i in idx):
            raise IllegalAction("Informatören looks only at face-down lots.")

    def _apply_inform(self, action: Inform) -> None:
        seat = action.seat
        idx = [self._lot(p) for p in action.lots]
        self.peeks[seat].update(idx)
        self.reveal()
        where = " and ".join(label(i) for i in idx)
        seen = "; ".join(self._card_line(i) for i in idx)
        self.emit(
            f"Informatören tells you: {seen}",
            rule="BOR-24",
            kind="peek",
            to=(seat,),
            cards={label(i): self.cards[i] for i in idx},
        )
        self.emit(
            f"{self.name(seat)} plays Informatören and looks in secret at {where}",
            rule="BOR-24",
            kind="peek_public",
            seat=seat,
            lots=[list(POS[i]) for i in idx],
        )
        self._used("informatoren")

    def _card_line(self, i: int) -> str:
        d = self.data.districts[self.cards[i]]
        return (
            f"{label(i)} is {d.name} ({d.category}, value {d.value}, income ${d.income:,}, "
            f"contract ${d.contract:,})"
        )

    # ----- BOR-25 Smugglaren ----------------------------------------------------------------
    def _smuggle_ok(self, j: int) -> bool:
        return j != PRISON and (self.face_up[j] or not any(self.members[j]))

    def _legal_smuggle(self, seat: int) -> list[Action]:
        out: list[Action] = []
        face_up, members, moved = self.face_up, self.members, self.moved
        table = _smuggles_of(seat)
        for i in lots_with(members, seat):
            if face_up[i] and members[i][seat] > moved[i][seat]:
                out += [a for j, a in table[i] if face_up[j] or not any(members[j])]
        return out

    def _check_smuggle(self, action: Smuggle) -> None:
        self._holds(action)
        i, j, seat = self._lot(action.frm), self._lot(action.to), action.seat
        if not self.face_up[i] or self.members[i][seat] <= self.moved[i][seat]:
            raise IllegalAction(f"You have no member on {self._lot_name(i)} that may still move.")
        if not 1 <= distance(i, j) <= 2:
            raise IllegalAction("Smugglaren moves a member one or two steps (BOR-25).")
        if j == PRISON:
            raise IllegalAction("Nobody walks into Fängelset.")
        if not self._smuggle_ok(j):
            raise IllegalAction("Another family's contract member already waits on that lot.")

    def _apply_smuggle(self, action: Smuggle) -> None:
        i, j, seat = self._lot(action.frm), self._lot(action.to), action.seat
        self.members[i][seat] -= 1
        self.members[j][seat] += 1
        self.moved[j][seat] += 1
        text = f"{self.name(seat)} plays Smugglaren: a member slips from {self._lot_name(i)} to "
        if self.face_up[j]:
            text += self._lot_name(j)
        else:
            self._turn_up(j)
            d = self.data.districts[self.cards[j]]
            text += f"{label(j)}, which turns up: {d.name} ({d.category}, value {d.value}); no contract is paid"
        self.emit(
            text, rule="BOR-25", kind="smuggle", seat=seat, frm=list(POS[i]), dest=list(POS[j])
        )
        if i == PRISON:
            self._prison_update()
        self._used("smugglaren")


CONTACT_LEGAL = {
    "lonnmordaren": AttackRules._legal_assassinate,
    "fbi": AttackRules._legal_arrest,
    "mordbrannaren": AttackRules._legal_burn,
    "polisbilen": AttackRules._legal_police_car,
    "advokaten": ContactRules._legal_lawyer,
    "informatoren": ContactRules._legal_inform,
    "smugglaren": ContactRules._legal_smuggle,
    "polischefen": AttackRules._legal_police_chief,
}
