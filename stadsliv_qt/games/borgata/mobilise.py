"""Phase 4, Mobilisera (BOR-13): single steps, contacts and passes in status order.

The order is fixed when the phase starts. A family with nothing left to do (no member that may
still step and no active contact) passes automatically. Each member steps at most once a round;
`moved[lot][family]` counts the members on a lot that may not step again. Members on a face-down
contract lot wait there until it turns up. Conflicts are resolved when everyone has passed.
"""

from __future__ import annotations

from stadsliv_qt.engine import Action, IllegalAction

from .actions import Pass, Respond, Step, make
from .grid import CELLS, NEIGHBOURS, POS, PRISON, distance, lots_with

# Actions are immutable, so the many step actions listed every turn are made once and shared:
# per seat, for each lot, the (target lot, Step) pairs of its neighbours other than Fängelset.
_STEPS: dict[int, tuple[tuple[tuple[int, Step], ...], ...]] = {}


def _steps_of(seat: int) -> tuple[tuple[tuple[int, Step], ...], ...]:
    table = _STEPS.get(seat)
    if table is None:
        table = _STEPS[seat] = tuple(
            tuple((j, make(Step, seat, POS[i], POS[j])) for j in NEIGHBOURS[i] if j != PRISON)
            for i in range(CELLS)
        )
    return table


class MobiliseRules:
    """The turn rotation, steps, passes and the response pause before an attack lands."""

    def _phase4(self, order: list[int] | None = None) -> None:
        self.phase_no = 4
        n = len(self.seats)
        self.order = list(order) if order is not None else self._status_order()
        self.passed = [False] * n
        self.moved = [[0] * n for _ in range(CELLS)]
        self.order_i = len(self.order) - 1
        self.phase = "mobilise"
        self._next_mobiliser()

    def _can_act(self, seat: int) -> bool:
        holder = self.holder
        for cid in self._active_contacts:
            if holder.get(cid) == seat:
                return True
        face_up, members, moved = self.face_up, self.members, self.moved
        for i in lots_with(members, seat):
            if face_up[i] and members[i][seat] > moved[i][seat]:
                return True
        return False

    def _next_mobiliser(self) -> None:
        """The next family in the fixed order that has not passed; the phase ends when none is left."""
        k = len(self.order)
        for step in range(1, k + 1):
            idx = (self.order_i + step) % k
            seat = self.order[idx]
            if self.passed[seat]:
                continue
            if self._can_act(seat):
                self.order_i = idx
                self.actor = seat
                self.phase = "mobilise"
                return
            self.passed[seat] = True
            self.emit(
                f"{self.name(seat)} has nothing left to move and passes", rule="BOR-13", kind="pass"
            )
        self._end_mobilisation()

    def _end_mobilisation(self) -> None:
        self.actor = None
        self._resolve_conflicts()
        n = len(self.seats)
        self.moved = [[0] * n for _ in range(CELLS)]
        self.passed = [False] * n
        self.order = []
        self._end_phase(4)

    def _legal_mobilise(self, seat: int) -> list[Action]:
        out: list[Action] = []
        face_up, members, moved = self.face_up, self.members, self.moved
        table = _steps_of(seat)
        for i in lots_with(members, seat):
            if face_up[i] and members[i][seat] > moved[i][seat]:
                out += [step for j, step in table[i] if face_up[j]]
        out.extend(self._legal_contacts(seat))
        out.append(make(Pass, seat))
        return out

    def _check_step(self, action: Step) -> None:
        i, j, seat = self._lot(action.frm), self._lot(action.to), action.seat
        if not self.members[i][seat]:
            raise IllegalAction(f"You have no member on {self._lot_name(i)}.")
        if not self.face_up[i]:
            raise IllegalAction("A contract member waits on its face-down lot until it turns up.")
        if self.members[i][seat] <= self.moved[i][seat]:
            raise IllegalAction(
                f"Your members on {self._lot_name(i)} have already moved this round (BOR-13)."
            )
        if distance(i, j) != 1:
            raise IllegalAction("A member moves one step, to one of the 8 lots around it (BOR-13).")
        if j == PRISON:
            raise IllegalAction("Nobody walks into Fängelset (BOR-13).")
        if not self.face_up[j]:
            raise IllegalAction("Members cannot move onto a face-down lot (BOR-13).")

    def _apply_step(self, action: Step) -> None:
        i, j, seat = self._lot(action.frm), self._lot(action.to), action.seat
        self.members[i][seat] -= 1
        self.members[j][seat] += 1
        self.moved[j][seat] += 1
        self.emit(
            f"{self.name(seat)} moves a member from {self._lot_name(i)} to {self._lot_name(j)}",
            rule="BOR-13",
            kind="move",
            seat=seat,
            frm=list(POS[i]),
            dest=list(POS[j]),
        )
        if i == PRISON:
            self._prison_update()
        self._next_mobiliser()

    def _apply_pass(self, action: Pass) -> None:
        self.passed[action.seat] = True
        self.emit(f"{self.name(action.seat)} passes", rule="BOR-13", kind="pass")
        self._next_mobiliser()

    # ----- responses (BOR-18, BOR-20) -------------------------------------------------------
    def _attack(self, contact: str, seat: int, lot: int, target: int) -> None:
        """Announce an attack; pause for the target's response if it holds one, else carry it out."""
        answer = "livvakterna" if contact == "lonnmordaren" else "domaren"
        self.pending = {
            "contact": contact,
            "answer": answer,
            "attacker": seat,
            "target": target,
            "lot": lot,
        }
        if self.holder[answer] == target:
            self.phase = "response"
            self.actor = target
            return
        self._land_attack()

    def _legal_response(self, seat: int) -> list[Action]:
        return [Respond(seat, True), Respond(seat, False)]

    def _check_respond(self, action: Respond) -> None:
        if not isinstance(action.use, bool):
            raise IllegalAction("Answer yes or no.")

    def _apply_respond(self, action: Respond) -> None:
        p = self.pending
        if action.use:
            self.holder[p["contact"]] = None
            self.holder[p["answer"]] = None
            what = "murder" if p["contact"] == "lonnmordaren" else "arrest"
            self.emit(
                f"{self.name(action.seat)} plays {self._contact_name(p['answer'])}: the {what} fails; "
                f"{self._contact_name(p['contact'])} and {self._contact_name(p['answer'])} "
                f"go back to the table",
                rule=self._rule(p["answer"]),
                kind="response",
                seat=action.seat,
            )
            self.pending = None
            self.phase = "mobilise"
            self._next_mobiliser()
            return
        self.emit(
            f"{self.name(action.seat)} keeps {self._contact_name(p['answer'])}",
            rule=self._rule(p["answer"]),
            kind="response",
            seat=action.seat,
        )
        self._land_attack()

    def _land_attack(self) -> None:
        p = self.pending
        self.pending = None
        self.phase = "mobilise"
        if p["contact"] == "lonnmordaren":
            self._murder(p["attacker"], p["lot"], p["target"])
        else:
            self._imprison(p["attacker"], p["lot"], p["target"])
        self._used(p["contact"])
