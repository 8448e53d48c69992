"""Fees (STA-07) and the Varuhus and hotel choice of owner with protests (STA-08, STA-21).

When several players own Varuhus (A, C) or hotels (H, I, J), the payer chooses which owner's
block to pay. Each other player, in seat order from the payer's left, may then protest; the
first to do so is the plaintiff and Domstolen throws the Ödestärning: positive, the choice
stands; negative, the plaintiff chooses.
"""

from __future__ import annotations

from typing import Any

from stadsliv_qt.engine import Action, Decision, IllegalAction, Kind

from .actions import ChooseOwner, Protest
from .data import GROUPS


class FeesMixin:
    """Landing on a block: buy it, pay its fee, or choose among owners."""

    def fee(self, code: str) -> int:
        """A block's fee with the rule changes in force (STA-22), never below 1."""
        return max(1, self.cards[code].fee + self.rules["fees"].get(code, 0))

    def _land_block(self, s: int, code: str) -> None:
        """STA-07: buy an unowned block, or pay the owner's fee (STA-08: choose among owners)."""
        owner = self.owner[code]
        card = self.cards[code]
        if owner < 0:
            price = self.fig["bank_share_price"] if code == "B" else card.price
            if self._can_reach(s, price):
                self.stack.append(
                    {"t": "buy", "who": s, "what": "block", "code": code, "price": price}
                )
            return
        if owner == s:
            return
        if card.group:
            cands = [c for c in GROUPS[card.group] if self.owner[c] not in (-1, s)]
            if len({self.owner[c] for c in cands}) >= 2:
                self.stack.append(
                    {"t": "choose", "who": s, "payer": s, "cands": cands, "by": "payer"}
                )
                return
        self.stack.append(self._fee_frame(s, code, "STA-07"))

    def _fee_frame(self, s: int, code: str, rule: str) -> dict[str, Any]:
        fee = self.fee(code)
        return self._pay_frame(
            s, self.owner[code], fee, f"fee for {code} {self.cards[code].name}", rule
        )

    # ----- STA-08: Varuhus and hotels: the payer's choice, protests, the court -----------------
    def _d_choose(self, f: dict[str, Any]) -> Decision:
        s = f["who"]
        by = "the payer" if f["by"] == "payer" else "the plaintiff"
        opts = ", ".join(f"{c} ({self.name(self.owner[c])}, {self.fee(c)})" for c in f["cands"])
        return Decision(
            Kind.SEAT,
            (s,),
            f"{self.name(s)}, as {by}: which owner is paid? {opts}",
            rule="STA-08",
            tag="choose_owner",
        )

    def _l_choose(self, f: dict[str, Any], seat: int) -> list[Action]:
        return [ChooseOwner(seat, c) for c in f["cands"]]

    def _c_choose(self, f: dict[str, Any], action: Action) -> None:
        if not isinstance(action, ChooseOwner) or action.code not in f["cands"]:
            raise IllegalAction("Choose one of the owners' blocks: " + ", ".join(f["cands"]) + ".")

    def _a_choose(self, f: dict[str, Any], action: ChooseOwner) -> None:
        s, code = action.seat, action.code
        payer = f["payer"]
        owner = self.owner[code]
        self.emit(
            f"{self.name(s)} chooses to pay {self.name(owner)} ({code}, fee {self.fee(code)})",
            rule="STA-08",
            kind="choose_owner",
            seat=s,
            code=code,
        )
        if f["by"] == "plaintiff":
            self.stack[-1] = self._fee_frame(payer, code, "STA-08")
            return
        order = self._others(payer)
        if not order:
            self.stack[-1] = self._fee_frame(payer, code, "STA-08")
            return
        self.stack[-1] = {
            "t": "protest",
            "who": order[0],
            "payer": payer,
            "chosen": code,
            "cands": f["cands"],
            "order": order[1:],
        }

    def _d_protest(self, f: dict[str, Any]) -> Decision:
        s = f["who"]
        return Decision(
            Kind.SEAT,
            (s,),
            f"{self.name(s)}: protest against {self.name(f['payer'])}'s choice of "
            f"{f['chosen']}? Domstolen's Ödestärning decides.",
            rule="STA-08",
            tag="protest",
        )

    def _l_protest(self, f: dict[str, Any], seat: int) -> list[Action]:
        return [Protest(seat, False), Protest(seat, True)]

    def _c_protest(self, f: dict[str, Any], action: Action) -> None:
        if not isinstance(action, Protest):
            raise IllegalAction("Protest against the payer's choice, or let it stand.")

    def _a_protest(self, f: dict[str, Any], action: Protest) -> None:
        s = action.seat
        if action.yes:
            self.emit(
                f"{self.name(s)} protests and becomes plaintiff",
                rule="STA-08",
                kind="protest",
                seat=s,
            )
            self.stack[-1] = {
                "t": "court",
                "who": f["payer"],
                "payer": f["payer"],
                "plaintiff": s,
                "chosen": f["chosen"],
                "cands": f["cands"],
            }
            return
        if f["order"]:
            f["who"] = f["order"].pop(0)
        else:
            self.stack[-1] = self._fee_frame(f["payer"], f["chosen"], "STA-08")

    def _d_court(self, f: dict[str, Any]) -> Decision:
        return Decision(
            Kind.CHANCE,
            prompt=f"Domstolen: {self.name(self._court())} throws the Ödestärning on the protest",
            rule="STA-08",
            tag="fate",
            chance="fate",
        )

    def _r_court(self, f: dict[str, Any]) -> None:
        code = self._throw(self._court(), "on the protest", "STA-08")
        payer = f["payer"]
        if self._positive(code):
            self.emit(
                f"The payer's choice stands: {self.name(payer)} pays the owner of {f['chosen']}",
                rule="STA-08",
                kind="protest",
            )
            self.stack[-1] = self._fee_frame(payer, f["chosen"], "STA-08")
        else:
            self.emit(
                f"The plaintiff {self.name(f['plaintiff'])} chooses the owner",
                rule="STA-08",
                kind="protest",
            )
            self.stack[-1] = {
                "t": "choose",
                "who": f["plaintiff"],
                "payer": payer,
                "cands": f["cands"],
                "by": "plaintiff",
            }
