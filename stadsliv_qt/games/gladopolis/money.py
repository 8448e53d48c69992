"""Money: transfers between players, bank and Stadtkasse; Nothaushalt; debt and bankruptcy.

Every euro is accounted for: the bank has unlimited money, so `bank_net` counts what it paid out
minus what it took in, and at every moment

    sum(player cash) + Stadtkasse == start money of all players + bank_net.
"""

from __future__ import annotations

from typing import Any

BANK = -1
KASSE = -2


def euro(amount: int) -> str:
    """2000 -> '2,000 €'."""
    return f"{amount:,} €"


def floor10(amount: int) -> int:
    """Round down to a full 10 € (used for every percentage a motion applies)."""
    return amount // 10 * 10


def redemption_cost(mortgage_value: int, interest_percent: int = 10) -> int:
    """Mortgage value plus interest, rounded up to a full 10 € (GLA-26): 1,050 € -> 1,160 €."""
    hundredfold = mortgage_value * (100 + interest_percent)
    return -(-hundredfold // 1000) * 10


class MoneyMixin:
    """Payments as steps of the flow: paid at once, or a debt the player must cover (GLA-27)."""

    cash: list[int]
    kasse: int
    bank_net: int

    def party(self, who: int) -> str:
        """A seat's name, or 'the bank' / 'the Stadtkasse'."""
        if who >= 0:
            return self.name(who)
        return "the bank" if who == BANK else "the Stadtkasse"

    def _move_money(self, src: int, dst: int, amount: int) -> None:
        """Move money between two parties; the bank's side is booked in bank_net."""
        if src >= 0:
            self.cash[src] -= amount
        elif src == KASSE:
            self.kasse -= amount
        else:
            self.bank_net += amount
        if dst >= 0:
            self.cash[dst] += amount
        elif dst == KASSE:
            self.kasse += amount
        else:
            self.bank_net -= amount

    # ----- steps ---------------------------------------------------------------------------
    def _s_pay(self, debtor: int, creditor: int, amount: int, why: str, rule: str) -> None:
        """A compulsory payment: at once if the cash is there, else a debt (GLA-27)."""
        if amount <= 0 or not self.active[debtor]:
            return
        if self.cash[debtor] >= amount:
            self._move_money(debtor, creditor, amount)
            self.emit(
                f"{self.name(debtor)} pays {euro(amount)} to {self.party(creditor)}: {why}",
                rule,
                "pay",
                payer=debtor,
                payee=creditor,
                amount=amount,
            )
            return
        self.debt = {
            "debtor": debtor,
            "creditor": creditor,
            "amount": amount,
            "why": why,
            "rule": rule,
        }
        if self._can_raise(debtor):
            self.phase = "debt"
            self.emit(
                f"{self.name(debtor)} owes {euro(amount)} to {self.party(creditor)} ({why}) but has "
                f"{euro(self.cash[debtor])}: sell buildings or mortgage until it is covered",
                "GLA-27",
                "debt",
                debtor=debtor,
                amount=amount,
            )
        else:
            self._bankrupt()

    def _s_kasse_pay(self, recipient: int, amount: int, why: str, rule: str) -> None:
        """The Stadtkasse pays; if it cannot, it pays what it has and the Nothaushalt follows (GLA-14)."""
        if amount <= 0:
            return
        if self.kasse >= amount:
            self._move_money(KASSE, recipient, amount)
            self.emit(
                f"The Stadtkasse pays {euro(amount)} to {self.name(recipient)}: {why}",
                rule,
                "pay",
                payer=KASSE,
                payee=recipient,
                amount=amount,
            )
            return
        have = self.kasse
        self._move_money(KASSE, recipient, have)
        levy = self.p["nothaushalt_levy"]
        self.emit(
            f"The Stadtkasse owes {self.name(recipient)} {euro(amount)} ({why}) but holds only "
            f"{euro(have)}: it pays that, and Nothaushalt: every active player pays {euro(levy)} into it",
            "GLA-14",
            "nothaushalt",
            payee=recipient,
            amount=have,
            owed=amount,
        )
        n = len(self.cash)
        start = self.cur
        steps = [
            ["pay", s, KASSE, levy, "Nothaushalt", "GLA-14"]
            for s in ((start + k) % n for k in range(n))
            if self.active[s]
        ]
        self.todo[0:0] = steps

    # ----- debt ----------------------------------------------------------------------------
    def _debt_progress(self) -> None:
        """After a sale or mortgage in debt: pay once covered; bankrupt once nothing is left."""
        debt = self.debt
        debtor = debt["debtor"]
        if self.cash[debtor] >= debt["amount"]:
            self.debt = None
            self.phase = ""
            self._s_pay(debtor, debt["creditor"], debt["amount"], debt["why"], debt["rule"])
        elif not self._can_raise(debtor):
            self.phase = ""
            self._bankrupt()

    def _bankrupt(self) -> None:
        """Hand everything to the creditor; the player becomes a sachkundiger Bürger (GLA-27)."""
        debt: dict[str, Any] = self.debt
        s, creditor = debt["debtor"], debt["creditor"]
        self.debt = None
        to = creditor if creditor >= 0 else KASSE
        cash = self.cash[s]
        self._move_money(s, to, cash)
        props = [pos for pos in self.property_fields if self.owner[pos] == s]
        for pos in props:
            if creditor >= 0:
                self.owner[pos] = creditor
            else:
                self.owner[pos] = -1
                self.mortgaged[pos] = False
        card = self.formfehler == s
        if card:
            if creditor >= 0:
                self.formfehler = creditor
            else:
                self.formfehler = -1
                self.events_deck.append("formfehler")
        self.active[s] = False
        self.in_hz[s] = False
        self.hz_turns[s] = 0
        names = ", ".join(self.d.fields[p].name for p in props) or "no property"
        where = (
            f"to {self.name(creditor)}"
            if creditor >= 0
            else "to the Stadtkasse (cash) and the bank (properties)"
        )
        self.emit(
            f"{self.name(s)} cannot pay {euro(debt['amount'])} ({debt['why']}) and is bankrupt: "
            f"{euro(cash)}, {names}{' and Formfehler in der Satzung' if card else ''} go {where}. "
            f"{self.name(s)} stays as sachkundiger Bürger, keeps the Bürgergunst and votes in council",
            "GLA-27",
            "bankrupt",
            seat=s,
            creditor=creditor,
            cash=cash,
            properties=props,
        )
        self._check_last_candidate()
