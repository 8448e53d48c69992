"""Phase 1, Kontakter (BOR-10): contract lots turn up and pay, then sealed envelopes on contacts.

Every family seals one Envelopes action holding an amount for each free contact (missing ones
are $0). `legal_actions` offers a representative set (all empty, single envelopes of a few sizes,
an even spread); `check` accepts any whole amounts from $0 whose total is within the family's
cash. Nothing of an amount shows outside the family's own view until the common opening (BOR-27).
"""

from __future__ import annotations

from functools import lru_cache

from stadsliv_qt.engine import Action, IllegalAction
from stadsliv_qt.text import msg

from .actions import Envelopes
from .city import charge, joined, pay, turn_up, usd, who
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
            msg(
                "bor.envelopes.contract_paid",
                seat=who(c, seat),
                lot=district.name,
                category=district.category,
                value=district.value,
                amount=usd(district.contract),
            ),
            rule="BOR-10",
            kind="contract_paid",
            seat=seat,
            lot=list(POS[i]),
            amount=district.contract,
        )
    st.available = tuple(cid for cid, h in st.holder.items() if h is None)
    if not st.available:
        c.emit(msg("bor.envelopes.all_held"), rule="BOR-10")
        c.end_phase(c, 1)
        return
    st.envelopes = {}
    n = len(c.names)
    st.sealed_seats = tuple(f for f in range(n) if st.cash[f] > 0)
    for f in range(n):
        if st.cash[f] == 0:
            st.envelopes[f] = tuple((cid, 0) for cid in st.available)
            c.emit(msg("bor.envelopes.no_money", seat=who(c, f)), rule="BOR-10")
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
        raise IllegalAction(msg("bor.envelopes.pairs"))
    contacts = c.data.contacts
    seen: set[str] = set()
    total = 0
    for pair in amounts:
        if not isinstance(pair, tuple) or len(pair) != 2:
            raise IllegalAction(msg("bor.envelopes.pairs"))
        cid, amount = pair
        if not isinstance(cid, str):
            raise IllegalAction(msg("bor.envelopes.name_contact"))
        if cid not in c.st.available:
            name = contacts[cid].name if cid in contacts else repr(cid)
            raise IllegalAction(msg("bor.envelopes.not_offered", contact=name))
        if cid in seen:
            raise IllegalAction(msg("bor.envelopes.twice", contact=contacts[cid].name))
        seen.add(cid)
        if isinstance(amount, bool) or not isinstance(amount, int):
            raise IllegalAction(msg("bor.envelopes.whole"))
        if amount < 0:
            raise IllegalAction(msg("bor.envelopes.negative", zero=usd(0)))
        total += amount
    cash = c.st.cash[action.seat]
    if total > cash:
        raise IllegalAction(msg("bor.envelopes.too_much", total=usd(total), cash=usd(cash)))


def apply_envelopes(c: Ctx, action: Envelopes) -> None:
    """Seal the family's envelopes (shown only to it); open them all once every family is in."""
    st = c.st
    seat = action.seat
    given = dict(reversed(action.amounts))  # the first per contact, as amount()
    sealed = tuple((cid, given.get(cid, 0)) for cid in st.available)
    st.envelopes[seat] = sealed
    c.reveal()
    mine = joined(
        [
            msg("bor.envelopes.entry", name=c.data.contacts[cid].name, amount=usd(a))
            for cid, a in sealed
        ]
    )
    c.emit(
        msg("bor.envelopes.yours", envelopes=mine),
        rule="BOR-10",
        kind="sealed_private",
        to=(seat,),
        envelopes=dict(sealed),
    )
    c.emit(msg("bor.envelopes.sealed", seat=who(c, seat)), rule="BOR-27", kind="sealed")
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
    shown = joined(
        [
            msg(
                "bor.envelopes.offers",
                contact=contacts[cid].name,
                offers=joined(
                    [
                        msg("bor.envelopes.entry", name=who(c, f), amount=usd(sealed[f][cid]))
                        for f in range(n)
                    ]
                ),
            )
            for cid in st.available
        ],
        "semi",
    )
    c.emit(
        msg("bor.envelopes.opened", offers=shown),
        rule="BOR-10",
        kind="reveal",
        envelopes={names[f]: sealed[f] for f in range(n)},
    )
    for cid in st.available:
        name = contacts[cid].name
        offers = [sealed[f][cid] for f in range(n)]
        top = max(offers)
        if top == 0:
            c.emit(msg("bor.envelopes.no_offer", contact=name), rule="BOR-10")
            continue
        tops = [f for f in range(n) if offers[f] == top]
        if len(tops) > 1:
            c.emit(
                msg(
                    "bor.envelopes.tie",
                    contact=name,
                    seats=joined([who(c, f) for f in tops], "and"),
                    amount=usd(top),
                ),
                rule="BOR-10",
                kind="tie",
            )
            continue
        winner = tops[0]
        st.holder[cid] = winner
        if not alt1:
            charge(c, winner, top)
        others = joined(
            [
                msg("bor.envelopes.entry", name=who(c, f), amount=usd(offers[f]))
                for f in range(n)
                if f != winner
            ]
        )
        c.emit(
            msg(
                "bor.envelopes.won_alt1_over" if alt1 else "bor.envelopes.won_over",
                contact=name,
                seat=who(c, winner),
                amount=usd(top),
                others=others,
            ),
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
                parts = joined(
                    [
                        msg("bor.envelopes.entry", name=contacts[cid].name, amount=usd(a))
                        for cid, a in st.envelopes[f]
                        if a
                    ],
                    "plus",
                )
                c.emit(
                    msg("bor.envelopes.alt1_sum", seat=who(c, f), parts=parts, amount=usd(total)),
                    rule="BOR-10",
                    kind="payment",
                    seat=f,
                    amount=total,
                )
    st.envelopes = {}
    st.sealed_seats = ()
    st.available = ()
    c.end_phase(c, 1)
