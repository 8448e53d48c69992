"""Phase 1, Kontakter (BOR-10): contract lots turn up and pay, then sealed envelopes on contacts.

Every family seals one Envelopes action holding an amount for each free contact (missing ones
are $0). `legal_actions` offers a representative set (all empty, single envelopes of a few sizes,
an even spread); `check` accepts any whole amounts from $0 whose total is within the family's
cash. Nothing of an amount shows outside the family's own view until the common opening (BOR-27).
"""

from __future__ import annotations

from functools import lru_cache

from stadsliv_qt.engine import Action, IllegalAction

from .actions import Envelopes
from .grid import POS, occupied

ENVELOPE_STEPS = (100, 300, 700)


@lru_cache(maxsize=4096)
def _envelope_steps(seat: int, contacts: tuple[str, ...], level: int) -> tuple[Envelopes, ...]:
    """All empty, then one envelope of each affordable step size (made once, shared)."""
    zero = tuple((cid, 0) for cid in contacts)
    out = [Envelopes(seat, zero)]
    for k, cid in enumerate(contacts):
        for amount in ENVELOPE_STEPS[:level]:
            out.append(Envelopes(seat, zero[:k] + ((cid, amount),) + zero[k + 1 :]))
    return tuple(out)


@lru_cache(maxsize=4096)
def _envelope_spread(seat: int, contacts: tuple[str, ...], spread: int) -> Envelopes:
    """The same amount on every contact (made once, shared)."""
    return Envelopes(seat, tuple((cid, spread) for cid in contacts))


def _envelope_set(
    seat: int, contacts: tuple[str, ...], level: int, spread: int
) -> tuple[Envelopes, ...]:
    """All empty; one envelope of each affordable step size; an even spread."""
    steps = _envelope_steps(seat, contacts, level)
    if spread:
        return (*steps, _envelope_spread(seat, contacts, spread))
    return steps


def _money(amount: int) -> str:
    return f"${amount:,}"


class EnvelopeRules:
    """Contract lots turning up, sealed envelopes, the opening and who gets which contact."""

    def _phase1(self) -> None:
        self.phase_no = 1
        for i in list(occupied(self.members)):
            if self.face_up[i]:
                continue
            seat = next(f for f, c in enumerate(self.members[i]) if c)
            self._turn_up(i)
            district = self.data.districts[self.cards[i]]
            self._pay(seat, district.contract)
            self.emit(
                f"{self.name(seat)}'s contract lot {district.name} turns up "
                f"({district.category}, value {district.value}): "
                f"the contract pays {_money(district.contract)}",
                rule="BOR-10",
                kind="contract_paid",
                seat=seat,
                lot=list(POS[i]),
                amount=district.contract,
            )
        self.available = tuple(cid for cid, h in self.holder.items() if h is None)
        if not self.available:
            self.emit("Every contact is held: no envelopes this round", rule="BOR-10")
            self._end_phase(1)
            return
        self.envelopes = {}
        n = len(self.seats)
        self.sealed_seats = tuple(f for f in range(n) if self.cash[f] > 0)
        for f in range(n):
            if self.cash[f] == 0:
                self.envelopes[f] = tuple((cid, 0) for cid in self.available)
                self.emit(
                    f"{self.name(f)} has no money: all its envelopes are empty", rule="BOR-10"
                )
        if not self.sealed_seats:
            self._open_envelopes()
            return
        self.phase = "envelopes"
        self.actor = None

    def _legal_envelopes(self, seat: int) -> list[Action]:
        cash = self.cash[seat]
        level = sum(1 for a in ENVELOPE_STEPS if a <= cash)
        spread = cash // len(self.available) // 100 * 100
        return list(_envelope_set(seat, self.available, level, spread))

    def _check_envelopes(self, action: Envelopes) -> None:
        amounts = action.amounts
        if not isinstance(amounts, tuple):
            raise IllegalAction("The envelopes must be given as (contact, amount) pairs.")
        seen: set[str] = set()
        total = 0
        for pair in amounts:
            if not isinstance(pair, tuple) or len(pair) != 2:
                raise IllegalAction("The envelopes must be given as (contact, amount) pairs.")
            cid, amount = pair
            if not isinstance(cid, str):
                raise IllegalAction("Name each contact of an envelope by its name.")
            if cid not in self.available:
                name = self.data.contacts[cid].name if cid in self.data.contacts else repr(cid)
                raise IllegalAction(f"{name} is not on the table this round.")
            if cid in seen:
                raise IllegalAction(
                    f"Only one envelope per contact: {self.data.contacts[cid].name} has two."
                )
            seen.add(cid)
            if isinstance(amount, bool) or not isinstance(amount, int):
                raise IllegalAction("An envelope holds whole dollars.")
            if amount < 0:
                raise IllegalAction("An envelope cannot hold less than $0.")
            total += amount
        if total > self.cash[action.seat]:
            raise IllegalAction(
                f"Your envelopes hold {_money(total)} in all, but you have only "
                f"{_money(self.cash[action.seat])}."
            )

    def _apply_envelopes(self, action: Envelopes) -> None:
        seat = action.seat
        given = dict(reversed(action.amounts))  # the first per contact, as amount()
        sealed = tuple((cid, given.get(cid, 0)) for cid in self.available)
        self.envelopes[seat] = sealed
        self.reveal()
        mine = ", ".join(f"{self.data.contacts[c].name} {_money(a)}" for c, a in sealed)
        self.emit(
            f"Your envelopes: {mine}",
            rule="BOR-10",
            kind="sealed_private",
            to=(seat,),
            envelopes=dict(sealed),
        )
        self.emit(f"{self.name(seat)}'s family sealed its envelopes", rule="BOR-27", kind="sealed")
        if len(self.envelopes) == len(self.seats):
            self._open_envelopes()

    def _open_envelopes(self) -> None:
        """All envelopes open together; the single highest above $0 wins each contact."""
        self.reveal()
        alt1 = self.options["envelope_money"] == "alt1"
        n = len(self.seats)
        sealed = [dict(self.envelopes[f]) for f in range(n)]
        names = [self.name(f) for f in range(n)]
        contacts = self.data.contacts
        shown = "; ".join(
            contacts[cid].name
            + ": "
            + ", ".join(f"{names[f]} {_money(sealed[f][cid])}" for f in range(n))
            for cid in self.available
        )
        self.emit(
            f"The envelopes are opened. {shown}",
            rule="BOR-10",
            kind="reveal",
            envelopes={names[f]: sealed[f] for f in range(n)},
        )
        for cid in self.available:
            name = contacts[cid].name
            offers = [sealed[f][cid] for f in range(n)]
            top = max(offers)
            if top == 0:
                self.emit(f"{name}: no money offered, nobody gets it", rule="BOR-10")
                continue
            tops = [f for f in range(n) if offers[f] == top]
            if len(tops) > 1:
                who = " and ".join(names[f] for f in tops)
                self.emit(
                    f"{name}: {who} tie at {_money(top)}, nobody gets it this round",
                    rule="BOR-10",
                    kind="tie",
                )
                continue
            winner = tops[0]
            self.holder[cid] = winner
            paid = "" if alt1 else f" and pays {_money(top)} to the bank"
            if not alt1:
                self._charge(winner, top)
            self.emit(
                f"{name}: {names[winner]} wins with {_money(top)}{paid}",
                rule="BOR-10",
                kind="contact_won",
                seat=winner,
                contact=cid,
                amount=top,
            )
        if alt1:
            for f in range(n):
                total = sum(a for _, a in self.envelopes[f])
                if total:
                    self._charge(f, total)
                    self.emit(
                        f"Alt 1: {self.name(f)} pays all its envelopes, {_money(total)}, to the bank",
                        rule="BOR-10",
                        kind="payment",
                        seat=f,
                        amount=total,
                    )
        self.envelopes = {}
        self.sealed_seats = ()
        self.available = ()
        self._end_phase(1)
