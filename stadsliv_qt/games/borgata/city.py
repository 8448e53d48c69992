"""The city as every mechanic reads it: lot facts, control (BOR-07), status, money moves,
conflicts (BOR-08) and Fängelset control (BOR-15)."""

from __future__ import annotations

from stadsliv_qt.engine import IllegalAction, plural

from .grid import (
    CORNERSTONE_AT,
    POS,
    PRISON,
    index,
    label,
    lots_with,
    occupied,
    prison_control,
    resolve_conflict,
)

# The lot tuples every listed action is made from, by identity: those need no checking (they are
# alive as long as the module, so no other object can share their id).
_LISTED = {id(p): i for i, p in enumerate(POS)}


class CityRules:
    """Helpers shared by the phase modules; no decisions are taken here."""

    def _lot(self, pos: object) -> int:
        """The index of a lot named in an action, or a refusal."""
        i = _LISTED.get(id(pos))
        if i is not None:
            return i
        try:
            return index(pos)
        except ValueError as exc:
            raise IllegalAction(str(exc)) from None

    def _rule(self, contact: str) -> str:
        return self.data.contacts[contact].rule

    def _contact_name(self, contact: str) -> str:
        return self.data.contacts[contact].name

    def _is_district(self, i: int) -> bool:
        return i not in CORNERSTONE_AT

    def _lot_name(self, i: int) -> str:
        """The card name of a face-up lot; only the place of a face-down one."""
        if self.face_up[i]:
            return self.data.name(self.cards[i])
        return f"the face-down lot {label(i)}"

    def _value(self, i: int) -> int:
        card = self.cards[i]
        district = self.data.districts.get(card)
        return district.value if district else 5

    def _income(self, i: int) -> int:
        card = self.cards[i]
        district = self.data.districts.get(card)
        return district.income if district else self.data.cornerstones[card].income

    def _category(self, i: int) -> str:
        district = self.data.districts.get(self.cards[i])
        return district.category if district else ""

    def _governs(self, i: int) -> tuple[str, ...]:
        return self.data.cornerstones[self.cards[i]].governs

    def _controller(self, i: int) -> int | None:
        """BOR-07: the one family standing on a face-up lot; Fängelset follows BOR-15."""
        if not self.face_up[i]:
            return None
        if i == PRISON:
            return self.prison_controller
        row = self.members[i]
        top = max(row)
        if top and sum(row) == top:
            return row.index(top)
        return None

    def _lots_of(self, seat: int) -> list[int]:
        """Face-up lots other than Fängelset where only this family stands (BOR-07)."""
        face_up, members = self.face_up, self.members
        # Counts are never negative, so a lot is this family's alone when all others are zero.
        alone = len(self.seats) - 1
        return [
            i
            for i in lots_with(members, seat)
            if face_up[i] and i != PRISON and members[i].count(0) == alone
        ]

    def _control_values(self) -> list[int]:
        """Total value of the lots each family controls (BOR-07, BOR-09)."""
        return self._tally()[0]

    def _in_city(self) -> list[int]:
        """Members of each family on lots, Fängelset included (BOR-07, BOR-09)."""
        return [sum(col) for col in zip(*self.members, strict=True)]

    def _tally(self) -> tuple[list[int], list[int]]:
        """Controlled lot value and members in the city per family, in one pass (BOR-07, BOR-09)."""
        n = len(self.seats)
        values = [0] * n
        face_up, cards = self.face_up, self.cards
        districts = self.data.districts
        members = self.members
        in_city = [sum(col) for col in zip(*members, strict=True)]
        for i in occupied(members):
            row = members[i]
            if row.count(0) == n - 1 and face_up[i] and i != PRISON:
                top = max(row)
                if top > 0:
                    d = districts.get(cards[i])
                    values[row.index(top)] += d.value if d else 5
        if face_up[PRISON] and self.prison_controller is not None:
            values[self.prison_controller] += 5
        return values, in_city

    def _status_order(
        self, values: list[int] | None = None, members: list[int] | None = None
    ) -> list[int]:
        """BOR-07: lot value, then members in the city, then money, then seat order."""
        if values is None or members is None:
            tally = self._tally()
            values = tally[0] if values is None else values
            members = tally[1] if members is None else members
        cash = self.cash
        return sorted(range(len(self.seats)), key=lambda f: (-values[f], -members[f], -cash[f], f))

    def _pay(self, seat: int, amount: int) -> None:
        """The bank pays a family."""
        self.cash[seat] += amount
        self.bank_net -= amount

    def _charge(self, seat: int, amount: int) -> None:
        """A family pays the bank."""
        self.cash[seat] -= amount
        self.bank_net += amount

    def _take(self, i: int, seat: int) -> None:
        """A member is carried off a lot (killed, arrested, freed); one who already moved first."""
        self.members[i][seat] -= 1
        if self.moved[i][seat]:
            self.moved[i][seat] -= 1

    def _turn_up(self, i: int) -> None:
        """A face-down lot turns up: everyone may now see it, so peeks at it are over."""
        self.face_up[i] = True
        for seen in self.peeks:
            seen.discard(i)
        self.reveal()

    def _prison_update(self) -> None:
        """BOR-15, applied whenever the crowd in Fängelset changes."""
        new = prison_control(self.members[PRISON], self.prison_controller)
        if new == self.prison_controller:
            return
        if new is None:
            text = "Nobody controls Fängelset now"
        else:
            text = f"{self.name(new)} now controls Fängelset"
        self.prison_controller = new
        self.emit(text, rule="BOR-15", kind="prison", controller=new)

    def _resolve_conflicts(self) -> None:
        """BOR-08 on every lot but Fängelset, then control follows from who is left."""
        for i in list(occupied(self.members)):
            if i == PRISON:
                continue
            row = self.members[i]
            present = [f for f, c in enumerate(row) if c]
            if len(present) < 2:
                continue
            left = resolve_conflict(row)
            crowd = ", ".join(f"{self.name(f)} {row[f]}" for f in present)
            died = 0
            for f in present:
                self.dead[f] += row[f] - left[f]
                died += row[f] - left[f]
            self.members[i] = left
            self.moved[i] = [min(m, c) for m, c in zip(self.moved[i], left, strict=True)]
            winner = next((f for f, c in enumerate(left) if c), None)
            outcome = (
                f"{self.name(winner)} keeps {left[winner]}"
                if winner is not None
                else "nobody is left"
            )
            self.emit(
                f"Conflict on {self._lot_name(i)} ({crowd}): {outcome}; {_deaths(died)}",
                rule="BOR-08",
                kind="conflict",
                lot=list(POS[i]),
                before=list(row),
                after=list(left),
            )
            for f in present:
                if row[f] > left[f]:
                    lost = row[f] - left[f]
                    self.emit(
                        f"{self.name(f)} loses {plural(lost, 'member')} on {self._lot_name(i)}",
                        rule="BOR-08",
                        kind="removal",
                        lot=list(POS[i]),
                        family=f,
                        count=lost,
                    )


def _deaths(died: int) -> str:
    """'1 member dies', '4 members die', 'nobody dies'."""
    if not died:
        return "nobody dies"
    return f"{plural(died, 'member')} {'dies' if died == 1 else 'die'}"
