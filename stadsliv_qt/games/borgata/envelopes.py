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
from .city import charge, pay, turn_up
from .ctx import Ctx
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


def phase1(c: Ctx) -> None:
    """Contract lots turn up and pay, then every family with money seals envelopes."""
    st = c.st
    st.phase_no = 1
    for i in list(occupied(st.members)):
        if st.face_up[i]:
            continue
        seat = next(f for f, n in enumerate(st.members[i]) if n)
        turn_up(c, i)
        district = c.data.districts[st.cards[i] or ""]
        pay(c, seat, district.contract)
        c.emit(
            f"{c.names[seat]}'s contract lot {district.name} turns up "
            f"({district.category}, value {district.value}): "
            f"the contract pays {_money(district.contract)}",
            rule="BOR-10",
            kind="contract_paid",
            seat=seat,
            lot=list(POS[i]),
            amount=district.contract,
        )
    st.available = tuple(cid for cid, h in st.holder.items() if h is None)
    if not st.available:
        c.emit("Every contact is held: no envelopes this round", rule="BOR-10")
        c.end_phase(c, 1)
        return
    st.envelopes = {}
    n = len(c.names)
    st.sealed_seats = tuple(f for f in range(n) if st.cash[f] > 0)
    for f in range(n):
        if st.cash[f] == 0:
            st.envelopes[f] = tuple((cid, 0) for cid in st.available)
            c.emit(f"{c.names[f]} has no money: all its envelopes are empty", rule="BOR-10")
    if not st.sealed_seats:
        open_envelopes(c)
        return
    st.phase = "envelopes"
    st.actor = None


def legal_envelopes(c: Ctx, seat: int) -> list[Action]:
    """All empty, single envelopes of the affordable step sizes, and an even spread."""
    cash = c.st.cash[seat]
    level = sum(1 for a in ENVELOPE_STEPS if a <= cash)
    spread = cash // len(c.st.available) // 100 * 100
    return list(_envelope_set(seat, c.st.available, level, spread))


def check_envelopes(c: Ctx, action: Envelopes) -> None:
    """Whole dollars from $0 on contacts on the table, one each, within the family's cash."""
    amounts: object = action.amounts
    if not isinstance(amounts, tuple):
        raise IllegalAction("The envelopes must be given as (contact, amount) pairs.")
    contacts = c.data.contacts
    seen: set[str] = set()
    total = 0
    for pair in amounts:
        if not isinstance(pair, tuple) or len(pair) != 2:
            raise IllegalAction("The envelopes must be given as (contact, amount) pairs.")
        cid, amount = pair
        if not isinstance(cid, str):
            raise IllegalAction("Name each contact of an envelope by its name.")
        if cid not in c.st.available:
            name = contacts[cid].name if cid in contacts else repr(cid)
            raise IllegalAction(f"{name} is not on the table this round.")
        if cid in seen:
            raise IllegalAction(f"Only one envelope per contact: {contacts[cid].name} has two.")
        seen.add(cid)
        if isinstance(amount, bool) or not isinstance(amount, int):
            raise IllegalAction("An envelope holds whole dollars.")
        if amount < 0:
            raise IllegalAction("An envelope cannot hold less than $0.")
        total += amount
    cash = c.st.cash[action.seat]
    if total > cash:
        raise IllegalAction(
            f"Your envelopes hold {_money(total)} in all, but you have only {_money(cash)}."
        )


def apply_envelopes(c: Ctx, action: Envelopes) -> None:
    """Seal the family's envelopes (shown only to it); open them all once every family is in."""
    st = c.st
    seat = action.seat
    given = dict(reversed(action.amounts))  # the first per contact, as amount()
    sealed = tuple((cid, given.get(cid, 0)) for cid in st.available)
    st.envelopes[seat] = sealed
    c.reveal()
    mine = ", ".join(f"{c.data.contacts[cid].name} {_money(a)}" for cid, a in sealed)
    c.emit(
        f"Your envelopes: {mine}",
        rule="BOR-10",
        kind="sealed_private",
        to=(seat,),
        envelopes=dict(sealed),
    )
    c.emit(f"{c.names[seat]}'s family sealed its envelopes", rule="BOR-27", kind="sealed")
    if len(st.envelopes) == len(c.names):
        open_envelopes(c)


def open_envelopes(c: Ctx) -> None:
    """All envelopes open together; the single highest above $0 wins each contact."""
    st = c.st
    c.reveal()
    alt1 = c.options["envelope_money"] == "alt1"
    n = len(c.names)
    sealed = [dict(st.envelopes[f]) for f in range(n)]
    names = c.names
    contacts = c.data.contacts
    shown = "; ".join(
        contacts[cid].name
        + ": "
        + ", ".join(f"{names[f]} {_money(sealed[f][cid])}" for f in range(n))
        for cid in st.available
    )
    c.emit(
        f"The envelopes are opened. {shown}",
        rule="BOR-10",
        kind="reveal",
        envelopes={names[f]: sealed[f] for f in range(n)},
    )
    for cid in st.available:
        name = contacts[cid].name
        offers = [sealed[f][cid] for f in range(n)]
        top = max(offers)
        if top == 0:
            c.emit(f"{name}: no money offered, nobody gets it", rule="BOR-10")
            continue
        tops = [f for f in range(n) if offers[f] == top]
        if len(tops) > 1:
            who = " and ".join(names[f] for f in tops)
            c.emit(
                f"{name}: {who} tie at {_money(top)}, nobody gets it this round",
                rule="BOR-10",
                kind="tie",
            )
            continue
        winner = tops[0]
        st.holder[cid] = winner
        paid = "" if alt1 else f" and pays {_money(top)} to the bank"
        if not alt1:
            charge(c, winner, top)
        c.emit(
            f"{name}: {names[winner]} wins with {_money(top)}{paid}",
            rule="BOR-10",
            kind="contact_won",
            seat=winner,
            contact=cid,
            amount=top,
        )
    if alt1:
        for f in range(n):
            total = sum(a for _, a in st.envelopes[f])
            if total:
                charge(c, f, total)
                c.emit(
                    f"Alt 1: {names[f]} pays all its envelopes, {_money(total)}, to the bank",
                    rule="BOR-10",
                    kind="payment",
                    seat=f,
                    amount=total,
                )
    st.envelopes = {}
    st.sealed_seats = ()
    st.available = ()
    c.end_phase(c, 1)
