"""The contacts that strike at the city: Lönnmördaren (BOR-17), FBI (BOR-19), Mordbrännaren
(BOR-21), and the police cars of Polisbilen (BOR-22, BOR-16) and Polischefen (BOR-26).

Lönnmördaren and FBI pause for the target's response (mobilise.py) before they land.
"""

from __future__ import annotations

from stadsliv_qt.engine import Action, IllegalAction

from .actions import Arrest, Assassinate, Burn, PoliceCar, PoliceChief, make
from .data import PROTECTED
from .grid import CELLS, DISTRICT_PLACES, POS, PRISON, label, occupied

# Action lists that depend only on the seat and a few lot sets, made once and shared (actions
# are immutable); each store is emptied when it grows large, so it never holds much.
_BURNS: dict[tuple, tuple[Action, ...]] = {}
_CARS: dict[tuple, tuple[Action, ...]] = {}


def _shared(store: dict[tuple, tuple[Action, ...]], key: tuple, build) -> tuple[Action, ...]:
    """The action list stored under `key`, built (and stored) the first time it is asked for."""
    actions = store.get(key)
    if actions is None:
        if len(store) >= 4096:
            store.clear()
        actions = store[key] = tuple(build())
    return actions


class AttackRules:
    """Legal plays, checks and effects of the attacking and policing contacts."""

    # ----- BOR-17 Lönnmördaren --------------------------------------------------------------
    def _shielded(self, i: int, target: int) -> bool:
        return self._category(i) in PROTECTED and self._controller(i) == target

    def _legal_assassinate(self, seat: int) -> list[Action]:
        out: list[Action] = []
        face_up, members = self.face_up, self.members
        for i in occupied(members):
            if face_up[i]:
                out += [
                    make(Assassinate, seat, POS[i], f)
                    for f, c in enumerate(members[i])
                    if c and f != seat and not self._shielded(i, f)
                ]
        return out

    def _check_assassinate(self, action: Assassinate) -> None:
        self._holds(action)
        i = self._lot(action.lot)
        self._target(action.seat, i, action.target)
        if self._shielded(i, action.target):
            raise IllegalAction(
                f"{self.name(action.target)} controls {self._lot_name(i)}, a {self._category(i)}: "
                f"Lönnmördaren cannot strike there (BOR-17)."
            )

    def _apply_assassinate(self, action: Assassinate) -> None:
        i = self._lot(action.lot)
        self.emit(
            f"{self.name(action.seat)} sends Lönnmördaren after one of {self.name(action.target)}'s "
            f"members on {self._lot_name(i)}",
            rule="BOR-17",
            kind="attack",
            seat=action.seat,
            target=action.target,
            lot=list(POS[i]),
        )
        self._attack("lonnmordaren", action.seat, i, action.target)

    def _murder(self, seat: int, i: int, target: int) -> None:
        self._take(i, target)
        self.dead[target] += 1
        self.emit(
            f"One of {self.name(target)}'s members on {self._lot_name(i)} is murdered",
            rule="BOR-17",
            kind="death",
            seat=target,
            lot=list(POS[i]),
        )
        if i == PRISON:
            self._prison_update()

    # ----- BOR-19 FBI -----------------------------------------------------------------------
    def _legal_arrest(self, seat: int) -> list[Action]:
        out: list[Action] = []
        face_up, members = self.face_up, self.members
        for i in occupied(members):
            if face_up[i] and i != PRISON:
                out += [
                    make(Arrest, seat, POS[i], f)
                    for f, c in enumerate(members[i])
                    if c and f != seat
                ]
        return out

    def _check_arrest(self, action: Arrest) -> None:
        self._holds(action)
        i = self._lot(action.lot)
        if i == PRISON:
            raise IllegalAction("That member is already in Fängelset.")
        self._target(action.seat, i, action.target)

    def _apply_arrest(self, action: Arrest) -> None:
        i = self._lot(action.lot)
        self.emit(
            f"{self.name(action.seat)} sends the FBI after one of {self.name(action.target)}'s "
            f"members on {self._lot_name(i)}",
            rule="BOR-19",
            kind="attack",
            seat=action.seat,
            target=action.target,
            lot=list(POS[i]),
        )
        self._attack("fbi", action.seat, i, action.target)

    def _imprison(self, seat: int, i: int, target: int) -> None:
        self._take(i, target)
        self.members[PRISON][target] += 1
        self.moved[PRISON][target] += 1  # carried off: it may not walk out this round
        self.emit(
            f"The FBI takes one of {self.name(target)}'s members from {self._lot_name(i)} to Fängelset",
            rule="BOR-19",
            kind="arrest",
            seat=target,
            lot=list(POS[i]),
        )
        self._prison_update()

    # ----- BOR-21 Mordbrännaren -------------------------------------------------------------
    def _legal_burn(self, seat: int) -> list[Action]:
        face_up = self.face_up
        lots = tuple(i for i in DISTRICT_PLACES if face_up[i])
        return list(_shared(_BURNS, (seat, lots), lambda: [make(Burn, seat, POS[i]) for i in lots]))

    def _check_burn(self, action: Burn) -> None:
        self._holds(action)
        i = self._lot(action.lot)
        if not self._is_district(i):
            raise IllegalAction("The value-5 lots cannot be burnt (BOR-21).")
        if not self.face_up[i]:
            raise IllegalAction("Only a face-up district can be burnt (BOR-21).")

    def _apply_burn(self, action: Burn) -> None:
        i = self._lot(action.lot)
        name = self._lot_name(i)
        victims = [(f, c) for f, c in enumerate(self.members[i]) if c]
        for f, c in victims:
            self.dead[f] += c
        self.members[i] = [0] * len(self.seats)
        self.moved[i] = [0] * len(self.seats)
        killed = sum(c for _, c in victims)
        if killed:
            dead = ", ".join(f"{c} of {self.name(f)}'s" for f, c in victims)
            dead += " member dies" if killed == 1 else " members die"
        else:
            dead = "nobody dies"
        car = ""
        if self.police[i]:
            self.police[i] = False
            car = "; its police car leaves the city"
        self.discards.append(self.cards[i])
        self.emit(
            f"{self.name(action.seat)}'s Mordbrännaren burns {name} down: {dead}{car}",
            rule="BOR-21",
            kind="burn",
            seat=action.seat,
            lot=list(POS[i]),
            dead={self.name(f): c for f, c in victims},
        )
        if not self.deck:
            self.deck = self.chance.shuffle(self.discards, "shuffle:districts")
            self.discards = []
            self.emit(
                "The district deck is empty: the burnt cards are shuffled into a new deck",
                rule="BOR-21",
            )
        self.cards[i] = self.deck.pop(0)
        self.face_up[i] = False
        for seen in self.peeks:
            seen.discard(i)
        self.reveal()
        self.emit(
            f"A new face-down lot is laid at {label(i)}",
            rule="BOR-21",
            kind="new_lot",
            lot=list(POS[i]),
        )
        self._used("mordbrannaren")

    # ----- BOR-22 Polisbilen, BOR-16, BOR-26 Polischefen ------------------------------------
    def _car_places(self) -> list[int]:
        return [i for i in range(CELLS) if self.face_up[i] and i != PRISON and not self.police[i]]

    def _legal_police_car(self, seat: int) -> list[Action]:
        free = tuple(self._car_places())
        cars = tuple(i for i in range(CELLS) if self.police[i])
        more = len(cars) < self.data.figures["police_cars"]

        def build() -> list[Action]:
            out: list[Action] = []
            if more:
                out += [make(PoliceCar, seat, POS[j]) for j in free]
            out += [make(PoliceCar, seat, POS[j], POS[i]) for i in cars for j in free]
            return out

        return list(_shared(_CARS, (seat, free, cars, more), build))

    def _check_police_car(self, action: PoliceCar) -> None:
        self._holds(action)
        j = self._lot(action.lot)
        if j == PRISON:
            raise IllegalAction("A police car cannot stand in Fängelset.")
        if not self.face_up[j]:
            raise IllegalAction("A police car goes on a face-up lot (BOR-22).")
        if self.police[j]:
            raise IllegalAction(f"A police car already stands on {self._lot_name(j)}.")
        if action.frm is None:
            limit = self.data.figures["police_cars"]
            if sum(self.police) >= limit:
                raise IllegalAction(
                    f"All {limit} police cars are already in the city (BOR-16): move one instead."
                )
        elif not self.police[self._lot(action.frm)]:
            raise IllegalAction("There is no police car there to move.")

    def _apply_police_car(self, action: PoliceCar) -> None:
        j = self._lot(action.lot)
        if action.frm is None:
            text = f"{self.name(action.seat)} plays Polisbilen: a police car now stands on {self._lot_name(j)}"
        else:
            i = self._lot(action.frm)
            self.police[i] = False
            text = (
                f"{self.name(action.seat)} plays Polisbilen: the police car on {self._lot_name(i)} "
                f"moves to {self._lot_name(j)}"
            )
        self.police[j] = True
        self.emit(text, rule="BOR-22", kind="police", lot=list(POS[j]), cars=sum(self.police))
        self._used("polisbilen")

    def _legal_police_chief(self, seat: int) -> list[Action]:
        return [make(PoliceChief, seat, POS[i]) for i in range(CELLS) if self.police[i]]

    def _check_police_chief(self, action: PoliceChief) -> None:
        self._holds(action)
        if not self.police[self._lot(action.lot)]:
            raise IllegalAction("There is no police car on that lot.")

    def _apply_police_chief(self, action: PoliceChief) -> None:
        i = self._lot(action.lot)
        self.police[i] = False
        self.emit(
            f"{self.name(action.seat)} plays Polischefen: the police car on {self._lot_name(i)} "
            f"leaves the city",
            rule="BOR-26",
            kind="police",
            lot=list(POS[i]),
            cars=sum(self.police),
        )
        self._used("polischefen")
