"""Money: compulsory payments as steps of the flow, the Nothaushalt, debt and bankruptcy.

The book-keeping (moving euros, rounding, amounts in words) is in ledger.py and re-exported here.
"""

from __future__ import annotations

from stadsliv_qt.text import Msg, msg

from .building import can_raise
from .context import Ctx
from .election import check_last_candidate
from .ledger import eur, euro, floor10, move_money, named, party, redemption_cost
from .state import BANK, KASSE, Debt, Pay, keep, said

__all__ = ["BANK", "KASSE", "euro", "floor10", "move_money", "party", "redemption_cost",
           "pay", "kasse_pay", "debt_progress", "bankrupt"]  # fmt: skip


def pay(c: Ctx, debtor: int, creditor: int, amount: int, why: Msg | str, rule: str) -> None:
    """A compulsory payment: at once if the cash is there, else a debt (GLA-27)."""
    st = c.st
    if amount <= 0 or not st.active[debtor]:
        return
    if st.cash[debtor] >= amount:
        move_money(st, debtor, creditor, amount)
        c.emit(
            msg(
                "gla.pay.paid",
                seat=c.ref(debtor),
                amount=eur(amount),
                to=party(c, creditor),
                why=why,
            ),
            rule,
            "pay",
            payer=debtor,
            payee=creditor,
            amount=amount,
        )
        return
    st.debt = Debt(debtor, creditor, amount, keep(why), rule)
    if can_raise(c, debtor):
        st.phase = "debt"
        c.emit(
            msg(
                "gla.pay.debt",
                seat=c.ref(debtor),
                amount=eur(amount),
                to=party(c, creditor),
                why=why,
                cash=eur(st.cash[debtor]),
            ),
            "GLA-27",
            "debt",
            debtor=debtor,
            amount=amount,
        )
    else:
        bankrupt(c)


def kasse_pay(c: Ctx, recipient: int, amount: int, why: Msg | str, rule: str) -> None:
    """The Stadtkasse pays; if it cannot, it pays what it has and the Nothaushalt follows (GLA-14)."""
    st = c.st
    if amount <= 0:
        return
    if st.kasse >= amount:
        move_money(st, KASSE, recipient, amount)
        c.emit(
            msg("gla.pay.kasse_paid", seat=c.ref(recipient), amount=eur(amount), why=why),
            rule,
            "pay",
            payer=KASSE,
            payee=recipient,
            amount=amount,
        )
        return
    have = st.kasse
    move_money(st, KASSE, recipient, have)
    levy = c.p["nothaushalt_levy"]
    c.emit(
        msg(
            "gla.pay.nothaushalt",
            seat=c.ref(recipient),
            amount=eur(amount),
            why=why,
            have=eur(have),
            levy=eur(levy),
        ),
        "GLA-14",
        "nothaushalt",
        payee=recipient,
        amount=have,
        owed=amount,
    )
    n = len(st.cash)
    start = st.cur
    steps = [
        Pay(s, KASSE, levy, named("Nothaushalt"), "GLA-14")
        for s in ((start + k) % n for k in range(n))
        if st.active[s]
    ]
    st.todo[0:0] = steps


# ----- debt ----------------------------------------------------------------------------------
def debt_progress(c: Ctx) -> None:
    """After a sale or mortgage in debt: pay once covered; bankrupt once nothing is left."""
    st = c.st
    debt = st.debt
    assert debt is not None, "a debt is being covered"
    debtor = debt.debtor
    if st.cash[debtor] >= debt.amount:
        st.debt = None
        st.phase = ""
        pay(c, debtor, debt.creditor, debt.amount, said(debt.why), debt.rule)
    elif not can_raise(c, debtor):
        st.phase = ""
        bankrupt(c)


def bankrupt(c: Ctx) -> None:
    """Hand everything to the creditor; the player becomes a sachkundiger Bürger (GLA-27)."""
    st = c.st
    debt = st.debt
    assert debt is not None, "a debt makes a player bankrupt"
    s, creditor = debt.debtor, debt.creditor
    st.debt = None
    to = creditor if creditor >= 0 else KASSE
    cash = st.cash[s]
    move_money(st, s, to, cash)
    props = [pos for pos in c.b.property_fields if st.owner[pos] == s]
    for pos in props:
        if creditor >= 0:
            st.owner[pos] = creditor
        else:
            st.owner[pos] = -1
            st.mortgaged[pos] = False
    card = st.formfehler == s
    if card:
        if creditor >= 0:
            st.formfehler = creditor
        else:
            st.formfehler = -1
            st.events_deck.append("formfehler")
    st.active[s] = False
    st.in_hz[s] = False
    st.hz_turns[s] = 0
    names = ", ".join(c.d.fields[p].name for p in props)
    where = (
        msg("gla.bankrupt.to_seat", seat=c.ref(creditor))
        if creditor >= 0
        else msg("gla.bankrupt.to_city")
    )
    c.emit(
        msg(
            "gla.bankrupt.done",
            seat=c.ref(s),
            amount=eur(debt.amount),
            why=said(debt.why),
            cash=eur(cash),
            props=names,
            any=bool(props),
            card=card,
            where=where,
        ),
        "GLA-27",
        "bankrupt",
        seat=s,
        creditor=creditor,
        cash=cash,
        properties=props,
    )
    check_last_candidate(c)
