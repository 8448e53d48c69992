"""BOR-06: the opening placement, one member at a time in seat order, then conflicts (BOR-08)."""

from __future__ import annotations

from stadsliv_qt.engine import Action, IllegalAction

from .actions import Place, make
from .grid import POS, RING


class OpeningRules:
    """Three rounds of single placements on the 8 lots around Stadshuset."""

    def _start_opening(self) -> None:
        self.phase = "place"
        self.phase_no = 0
        self.placed = 0
        self.actor = 0

    def _legal_place(self, seat: int) -> list[Action]:
        return [make(Place, seat, POS[i]) for i in RING]

    def _check_place(self, action: Place) -> None:
        if self._lot(action.lot) not in RING:
            raise IllegalAction("Starting members go on the 8 lots around Stadshuset (BOR-06).")

    def _apply_place(self, action: Place) -> None:
        i, seat = self._lot(action.lot), action.seat
        n = len(self.seats)
        per_family = self.data.figures["start_members"]
        self.members[i][seat] += 1
        self.joined[seat] += 1
        self.placed += 1
        k = (self.placed - 1) // n + 1
        self.emit(
            f"{self.name(seat)} places member {k} of {per_family} on {self._lot_name(i)}",
            rule="BOR-06",
            kind="place",
            seat=seat,
            lot=list(POS[i]),
        )
        if self.placed < n * per_family:
            self.actor = self.placed % n
            return
        self.actor = None
        self._resolve_conflicts()
        self._end_phase(0)
