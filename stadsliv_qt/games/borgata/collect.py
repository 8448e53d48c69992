"""Phase 2, Inkassera (BOR-11): category blocks by value-5 controllers, then collection.

A value-5 controller is asked about a block only when another family controls a face-up lot of
that category (blocking only yourself is pointless). Collection from lots without a police car
is automatic (no one refuses money); for each controlled lot with a police car the family is
asked, since collecting there sends one of its members to Fängelset.
"""

from __future__ import annotations

from stadsliv_qt.engine import Action, IllegalAction

from .actions import Block, Collect, Done, make
from .grid import CORNERSTONES, POS, PRISON, occupied


def _money(amount: int) -> str:
    return f"${amount:,}"


class CollectRules:
    """Blocks announced, then each family in status order collects from its lots."""

    def _phase2(self, order: list[int] | None = None) -> None:
        self.phase_no = 2
        self.blocked = []
        if order is None:
            order = self._status_order()
        controllers = {lot: self._controller(lot) for lot in CORNERSTONES}
        self.block_queue = [
            (f, lot)
            for f in order
            for lot in CORNERSTONES
            if controllers[lot] == f and self._block_matters(f, lot)
        ]
        self.order = order
        self.order_i = -1
        self._next_block()

    def _block_matters(self, seat: int, lot: int) -> bool:
        governs = self._governs(lot)
        for i in occupied(self.members):  # an empty lot has no controller
            if self._is_district(i) and self._category(i) in governs and self.face_up[i]:
                f = self._controller(i)
                if f is not None and f != seat:
                    return True
        return False

    def _next_block(self) -> None:
        if self.block_queue:
            self.phase = "block"
            self.actor = self.block_queue[0][0]
            return
        self._next_collector()

    def _legal_block(self, seat: int) -> list[Action]:
        lot = POS[self.block_queue[0][1]]
        return [Block(seat, lot, False), Block(seat, lot, True)]

    def _check_block(self, action: Block) -> None:
        if self._lot(action.lot) != self.block_queue[0][1]:
            lot = self._lot_name(self.block_queue[0][1])
            raise IllegalAction(f"The question now is about {lot}'s category.")
        if not isinstance(action.block, bool):
            raise IllegalAction("Answer yes or no.")

    def _apply_block(self, action: Block) -> None:
        seat, lot = self.block_queue.pop(0)
        cats = self._governs(lot)
        what = " and ".join(cats)
        if action.block:
            self.blocked.extend(c for c in cats if c not in self.blocked)
            text = f"{self.name(seat)} ({self._lot_name(lot)}) blocks {what}: no {what} lot pays this round"
        else:
            text = f"{self.name(seat)} ({self._lot_name(lot)}) lets {what} be collected"
        self.emit(
            text, rule="BOR-11", kind="block", seat=seat, categories=list(cats), block=action.block
        )
        self._next_block()

    def _collectable(self, seat: int) -> list[int]:
        """Lots this family may collect from now: controlled, paying, category not blocked."""
        out = []
        for i in self._lots_of(seat):
            if not self._income(i):
                continue
            if self._is_district(i) and self._category(i) in self.blocked:
                continue
            out.append(i)
        return out

    def _next_collector(self) -> None:
        while True:
            self.order_i += 1
            if self.order_i >= len(self.order):
                self.pending_police = []
                self.actor = None
                self.blocked = []
                self._end_phase(2)
                return
            seat = self.order[self.order_i]
            lots = self._collectable(seat)
            plain = [i for i in lots if not self.police[i]]
            if plain:
                total = sum(self._income(i) for i in plain)
                self._pay(seat, total)
                parts = ", ".join(f"{self._lot_name(i)} {_money(self._income(i))}" for i in plain)
                self.emit(
                    f"{self.name(seat)} collects {_money(total)}: {parts}",
                    rule="BOR-11",
                    kind="collect",
                    seat=seat,
                    amount=total,
                )
            watched = [i for i in lots if self.police[i]]
            if watched:
                self.pending_police = watched
                self.phase = "collect"
                self.actor = seat
                return

    def _legal_collect(self, seat: int) -> list[Action]:
        return [make(Collect, seat, POS[i]) for i in self.pending_police] + [make(Done, seat)]

    def _check_collect(self, action: Collect) -> None:
        if self._lot(action.lot) not in self.pending_police:
            raise IllegalAction("You can collect only at your own lots with a police car now.")

    def _apply_collect(self, action: Collect) -> None:
        i, seat = self._lot(action.lot), action.seat
        self.pending_police.remove(i)
        income = self._income(i)
        self._pay(seat, income)
        self._take(i, seat)
        self.members[PRISON][seat] += 1
        self.emit(
            f"{self.name(seat)} collects {_money(income)} at {self._lot_name(i)}, but the police "
            f"car there arrests one member, who goes to Fängelset",
            rule="BOR-11",
            kind="arrest",
            seat=seat,
            amount=income,
            lot=list(POS[i]),
        )
        self._prison_update()
        if not self.pending_police:
            self._next_collector()

    def _done_collecting(self, seat: int) -> None:
        left = ", ".join(self._lot_name(i) for i in self.pending_police)
        self.emit(f"{self.name(seat)} leaves {left} alone", rule="BOR-11")
        self.pending_police = []
        self._next_collector()
