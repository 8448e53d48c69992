"""Phase 3, Kontrakt (BOR-12): a face-down lot is named, then sealed bids or it just turns up.

The namer is the controller of Stadshuset, else the family of highest status. A lot already
holding a contract member cannot be named. Bids are sealed like envelopes: `legal_actions` offers
a representative set of amounts, `check` any whole amount from $0 up to the family's cash. Only
the winning bid is paid to the bank; a tie for highest or no bid above $0 turns the lot up.
"""

from __future__ import annotations

from stadsliv_qt.engine import Action, IllegalAction

from .actions import ContractBid, NameLot, make
from .grid import CELLS, HALL, POS, label

BID_STEPS = (100, 200, 300, 500, 800, 1200)


def _money(amount: int) -> str:
    return f"${amount:,}"


class ContractRules:
    """Naming the lot, the sealed bids, and the new member on the still face-down card."""

    def _contract_candidates(self) -> list[int]:
        return [i for i in range(CELLS) if not self.face_up[i] and not any(self.members[i])]

    def _phase3(self, order: list[int] | None = None) -> None:
        self.phase_no = 3
        if not self._contract_candidates():
            self.emit("No face-down lot is left: no contract this round", rule="BOR-12")
            self._end_phase(3)
            return
        namer = self._controller(HALL)
        if namer is None:
            namer = (order or self._status_order())[0]
        self.phase = "name"
        self.actor = namer

    def _legal_name(self, seat: int) -> list[Action]:
        return [make(NameLot, seat, POS[i]) for i in self._contract_candidates()]

    def _check_name(self, action: NameLot) -> None:
        i = self._lot(action.lot)
        if self.face_up[i]:
            raise IllegalAction("Name a lot that is still face down.")
        if any(self.members[i]):
            raise IllegalAction("That lot already has a contract member waiting on it.")

    def _has_contract(self, i: int) -> bool:
        """What the back of a face-down card shows (BOR-03)."""
        return self.data.districts[self.cards[i]].contract > 0

    def _apply_name(self, action: NameLot) -> None:
        i, seat = self._lot(action.lot), action.seat
        self.contract_lot = i
        if not self._has_contract(i):
            self.emit(
                f"{self.name(seat)} names {label(i)}; its back shows no contract",
                rule="BOR-12",
                kind="name_contract",
                lot=list(POS[i]),
            )
            self._contract_turn_up(i, "it carries no contract, so nobody may place there")
            return
        self.emit(
            f"{self.name(seat)} names {label(i)} for a contract: every family bids in secret",
            rule="BOR-12",
            kind="name_contract",
            lot=list(POS[i]),
        )
        self.bids = {}
        n = len(self.seats)
        self.sealed_seats = tuple(f for f in range(n) if self.cash[f] > 0)
        for f in range(n):
            if self.cash[f] == 0:
                self.bids[f] = 0
        if not self.sealed_seats:
            self._open_bids()
            return
        self.phase = "bid"
        self.actor = None

    def _contract_turn_up(self, i: int, why: str) -> None:
        self._turn_up(i)
        d = self.data.districts[self.cards[i]]
        self.emit(
            f"{label(i)} turns up: {d.name} ({d.category}, value {d.value}); {why}",
            rule="BOR-12",
            kind="turn_up",
            lot=list(POS[i]),
            card=d.id,
        )
        self.contract_lot = None
        self._end_phase(3)

    def _legal_bid(self, seat: int) -> list[Action]:
        cash = self.cash[seat]
        out: list[Action] = [ContractBid(seat, 0)]
        out += [ContractBid(seat, a) for a in BID_STEPS if a <= cash]
        if cash not in BID_STEPS:
            out.append(ContractBid(seat, cash))
        return out

    def _check_bid(self, action: ContractBid) -> None:
        amount = action.amount
        if isinstance(amount, bool) or not isinstance(amount, int):
            raise IllegalAction("A bid is in whole dollars.")
        if amount < 0:
            raise IllegalAction("A bid cannot be below $0.")
        if amount > self.cash[action.seat]:
            raise IllegalAction(
                f"You cannot bid {_money(amount)}: you have {_money(self.cash[action.seat])}."
            )

    def _apply_bid(self, action: ContractBid) -> None:
        seat = action.seat
        self.bids[seat] = action.amount
        self.reveal()
        self.emit(
            f"Your contract bid: {_money(action.amount)}",
            rule="BOR-12",
            kind="sealed_private",
            to=(seat,),
            amount=action.amount,
        )
        self.emit(
            f"{self.name(seat)}'s family sealed its contract bid", rule="BOR-27", kind="sealed"
        )
        if len(self.bids) == len(self.seats):
            self._open_bids()

    def _open_bids(self) -> None:
        self.reveal()
        i = self.contract_lot
        n = len(self.seats)
        shown = ", ".join(f"{self.name(f)} {_money(self.bids[f])}" for f in range(n))
        self.emit(
            f"The contract bids are opened: {shown}",
            rule="BOR-12",
            kind="reveal",
            bids={self.name(f): self.bids[f] for f in range(n)},
        )
        top = max(self.bids.values())
        tops = [f for f in range(n) if self.bids[f] == top]
        self.bids = {}
        self.sealed_seats = ()
        if top == 0 or len(tops) > 1:
            why = "nobody bid" if top == 0 else "the highest bids tie"
            self._contract_turn_up(i, f"{why}, so nobody gets the contract")
            return
        winner = tops[0]
        self._charge(winner, top)
        self.members[i][winner] += 1
        self.joined[winner] += 1
        self.emit(
            f"{self.name(winner)} wins the contract on {label(i)} for {_money(top)}: a new member "
            f"waits on the face-down card until the next Phase 1",
            rule="BOR-12",
            kind="contract_won",
            seat=winner,
            amount=top,
            lot=list(POS[i]),
        )
        self.contract_lot = None
        self._end_phase(3)
