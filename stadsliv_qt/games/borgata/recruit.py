"""Phase 5, Rekrytera (BOR-14): up to 2 new members at $500 on controlled lots, plus Fängelset's extra.

Families are asked in status order; one with nothing it could buy is skipped. The $500 recruits go
on face-up lots the family controls other than Fängelset; the Fängelset controller's extra $200
recruit is the only way to place a new member in Fängelset.
"""

from __future__ import annotations

from stadsliv_qt.engine import Action, IllegalAction, plural

from .actions import Done, Recruit, make
from .grid import POS, PRISON


class RecruitRules:
    """Recruiting one member per action until the family is done or can do no more."""

    def _phase5(self, order: list[int] | None = None) -> None:
        self.phase_no = 5
        self.order = list(order) if order is not None else self._status_order()
        self.order_i = -1
        self._next_recruiter()

    def _recruit_lots(self, seat: int) -> list[int]:
        """Where this family may still recruit now."""
        fig = self.data.figures
        out = []
        if self.recruited < fig["recruit_max"] and self.cash[seat] >= fig["recruit_price"]:
            out = self._lots_of(seat)
        if (
            not self.prison_recruited
            and self.prison_controller == seat
            and self.cash[seat] >= fig["prison_recruit_price"]
        ):
            out.append(PRISON)
        return out

    def _next_recruiter(self) -> None:
        while True:
            self.order_i += 1
            if self.order_i >= len(self.order):
                self.actor = None
                self.order = []
                self.recruited = 0
                self.prison_recruited = False
                self._end_phase(5)
                return
            seat = self.order[self.order_i]
            self.recruited = 0
            self.prison_recruited = False
            if self._recruit_lots(seat):
                self.phase = "recruit"
                self.actor = seat
                return

    def _legal_recruit(self, seat: int) -> list[Action]:
        return [make(Recruit, seat, POS[i]) for i in self._recruit_lots(seat)] + [make(Done, seat)]

    def _check_recruit(self, action: Recruit) -> None:
        i, seat = self._lot(action.lot), action.seat
        fig = self.data.figures
        if i == PRISON:
            if self.prison_controller != seat:
                raise IllegalAction(
                    "Only the family that controls Fängelset recruits there (BOR-14)."
                )
            if self.prison_recruited:
                raise IllegalAction("Fängelset gives one extra recruit a round.")
            if self.cash[seat] < fig["prison_recruit_price"]:
                raise IllegalAction(
                    f"The Fängelset recruit costs ${fig['prison_recruit_price']:,}."
                )
            return
        if self.recruited >= fig["recruit_max"]:
            raise IllegalAction(
                f"A family recruits at most {plural(fig['recruit_max'], 'member')} a round "
                "(BOR-14)."
            )
        if self.cash[seat] < fig["recruit_price"]:
            raise IllegalAction(f"A recruit costs ${fig['recruit_price']:,}.")
        if self._controller(i) != seat:
            raise IllegalAction("New members go on lots your family controls (BOR-14).")

    def _apply_recruit(self, action: Recruit) -> None:
        i, seat = self._lot(action.lot), action.seat
        fig = self.data.figures
        if i == PRISON:
            price = fig["prison_recruit_price"]
            self.prison_recruited = True
        else:
            price = fig["recruit_price"]
            self.recruited += 1
        self._charge(seat, price)
        self.members[i][seat] += 1
        self.joined[seat] += 1
        self.emit(
            f"{self.name(seat)} recruits a member on {self._lot_name(i)} for ${price:,}",
            rule="BOR-14",
            kind="recruit",
            seat=seat,
            lot=list(POS[i]),
            amount=price,
        )
        if not self._recruit_lots(seat):
            self._next_recruiter()

    def _finish_recruiting(self, seat: int) -> None:
        self.emit(f"{self.name(seat)} recruits no more this round", rule="BOR-14")
        self._next_recruiter()
