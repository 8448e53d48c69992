"""The Ödestärning on an Ödet square (STA-11, STA-12) and the loan's double or nothing (STA-13).

A throw from Ödet never touches players standing on an NZ (STA-16); Naturkatastrof and Gynnsamt
klimat spare the banker; Krigshot is paid by the player whose throw it is. The thrower named on
screen is the lander when they may throw (banker, Domstolen's owner, a shareholder of
Stadsfullmäktige), else the banker.
"""

from __future__ import annotations

from typing import Any

from stadsliv_qt.engine import Action, Decision, IllegalAction, Kind

from .actions import LoanThrow


class FateMixin:
    """Ödet and its faces; the loan throw."""

    def _fate_thrower(self, s: int) -> int:
        return s if self._entitled(s) else self.banker

    def _d_fate(self, f: dict[str, Any]) -> Decision:
        s = f["who"]
        return Decision(
            Kind.CHANCE,
            prompt=f"{self.name(self._fate_thrower(s))} throws the Ödestärning for "
            f"{self.name(s)} on Ödet",
            rule="STA-12",
            tag="fate",
            chance="fate",
        )

    def _r_fate(self, f: dict[str, Any]) -> None:
        s = f["who"]
        code = self._throw(self._fate_thrower(s), f"for {self.name(s)} on Ödet", "STA-12")
        self.stack.pop()
        face = self.data.faces[code]
        if face.effect == "guldbonus":
            self._guldbonus(s)
        elif face.effect == "lander_pays":
            self.stack.append(self._pay_frame(s, -1, face.amount, face.name, "STA-12"))
        else:
            amount = self.rules.get(code, face.amount)
            hit, spared = [], []
            for p in range(self.n):
                if not self.active[p]:
                    continue
                if self._on_nz(p):
                    spared.append(f"{self.name(p)} (on an NZ)")
                elif face.banker_exempt and p == self.banker:
                    spared.append(f"{self.name(p)} (the banker)")
                else:
                    hit.append(p)
            verb = "get" if face.effect == "all_get" else "pay"
            if len(hit) <= 1:
                verb += "s"
            names = ", ".join(self.name(p) for p in hit) or "nobody"
            text = f"{face.name}: {names} {verb} {amount} poäng"
            text += " from Stadskassan" if face.effect == "all_get" else " to Stadskassan"
            if spared:
                text += "; spared: " + ", ".join(spared)
            self.emit(
                text,
                rule="STA-16" if any("NZ" in x for x in spared) else "STA-12",
                kind="fate_effect",
                face=code,
                seats=hit,
                amount=amount,
            )
            if face.effect == "all_get":
                for p in hit:
                    self.money[p] += amount
                    self.kassa -= amount
            else:
                for p in reversed(hit):
                    self.stack.append(self._pay_frame(p, -1, amount, face.name, "STA-12"))

    def _guldbonus(self, s: int) -> None:
        """STA-12 GB: buy one after a first investment; a second must be sold at auction."""
        name = self.name(s)
        if self.gb[s] > 0:
            self.emit(
                f"{name} already owns a Guldbonus and must sell it to the highest bidder",
                rule="STA-12",
                kind="guldbonus",
                seat=s,
            )
            self._start_auction(s, "GB", forced=True, debt=False)
            return
        left = self.fig["guldbonus_count"] - sum(self.gb)
        if left <= 0:
            self.emit("No Guldbonus is left in Stadskassan", rule="STA-12", kind="guldbonus")
            return
        if not self.invested[s]:
            self.emit(
                f"{name} has made no investment yet and may not buy a Guldbonus",
                rule="STA-12",
                kind="guldbonus",
                seat=s,
            )
            return
        price = self.fig["guldbonus_price"]
        if self._can_reach(s, price, "STA-12"):
            self.stack.append({"t": "buy", "who": s, "what": "gb", "code": "GB", "price": price})

    # ----- STA-13: double or nothing on the loan -------------------------------------------
    def _x_loan_offer(self, f: dict[str, Any]) -> bool:
        s = f["who"]
        if self.active[s] and self.loan[s] > 0:
            return False
        self.stack.pop()
        return True

    def _d_loan_offer(self, f: dict[str, Any]) -> Decision:
        s = f["who"]
        return Decision(
            Kind.SEAT,
            (s,),
            f"{self.name(s)}: ask the banker to throw on your loan of {self.loan[s]}? "
            "Positive cancels it, negative doubles it.",
            rule="STA-13",
            tag="loan_throw",
        )

    def _l_loan_offer(self, f: dict[str, Any], seat: int) -> list[Action]:
        return [LoanThrow(seat, False), LoanThrow(seat, True)]

    def _c_loan_offer(self, f: dict[str, Any], action: Action) -> None:
        if not isinstance(action, LoanThrow):
            raise IllegalAction("Ask for the throw on your loan, or keep it as it is.")

    def _a_loan_offer(self, f: dict[str, Any], action: LoanThrow) -> None:
        s = action.seat
        if action.yes:
            self.stack[-1] = {"t": "loan_throw", "who": s}
        else:
            self.stack.pop()
            self.emit(f"{self.name(s)} keeps the loan as it is", rule="STA-13", kind="loan")

    def _d_loan_throw(self, f: dict[str, Any]) -> Decision:
        return Decision(
            Kind.CHANCE,
            prompt=f"{self.name(self.banker)} throws the Ödestärning on {self.name(f['who'])}'s loan",
            rule="STA-13",
            tag="fate",
            chance="fate",
        )

    def _r_loan_throw(self, f: dict[str, Any]) -> None:
        s = f["who"]
        self.stack.pop()
        code = self._throw(self.banker, f"on {self.name(s)}'s loan", "STA-13")
        if self._positive(code):
            self.emit(
                f"{self.name(s)}'s loan of {self.loan[s]} is cancelled",
                rule="STA-13",
                kind="loan",
                seat=s,
            )
            self.loan[s] = 0
            self.loan_left[s] = 0
        else:
            self.loan[s] *= 2
            self.emit(
                f"{self.name(s)}'s loan is doubled to {self.loan[s]}",
                rule="STA-13",
                kind="loan",
                seat=s,
            )
