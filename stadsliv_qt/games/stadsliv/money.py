"""Payments, loans, raising money and bankruptcy (STA-14 to STA-17).

Every payment is a 'pay' frame. It settles at once when the payer has the poäng; otherwise the
payer must raise them (tag "debt"): sell to the others at auction, sell back to Stadskassan for
half the price (rounded down), or borrow if they have no loan. With nothing left to raise, the
payer is bankrupt. Stadskassan's net flow is kept in `kassa`, so that the poäng of the players
plus `kassa` never changes (loans included: a loan is a flow out of Stadskassan).
"""

from __future__ import annotations

from typing import Any

from stadsliv_qt.engine import Action, Decision, IllegalAction, Kind

from .actions import Offer, SellToKassa, TakeLoan, item_name


class MoneyMixin:
    """Who pays whom, and what happens when they cannot."""

    def _pay_frame(
        self, debtor: int, creditor: int, amount: int, why: str, rule: str, loan: bool = False
    ) -> dict[str, Any]:
        """A payment of `amount` from `debtor` to `creditor` (-1: Stadskassan)."""
        return {
            "t": "pay",
            "who": debtor,
            "to": creditor,
            "amount": amount,
            "why": why,
            "rule": rule,
            "loan": loan,
            "debt": False,
            "tried": [],
        }

    def _x_pay(self, f: dict[str, Any]) -> bool:
        s = f["who"]
        if not self.active[s]:
            self.stack.pop()
            return True
        amount = f["amount"]
        if self.money[s] >= amount:
            self.stack.pop()
            to = f["to"]
            if to >= 0 and not self.active[to]:
                to = -1
            self.money[s] -= amount
            if to >= 0:
                self.money[to] += amount
                dest = self.name(to)
            else:
                self.kassa += amount
                dest = "Stadskassan"
            if f["loan"]:
                self.loan[s] = 0
                self.loan_left[s] = 0
            self.emit(
                f"{self.name(s)} pays {amount} poäng to {dest}: {f['why']}",
                rule=f["rule"],
                kind="pay",
                seat=s,
                creditor=to,
                amount=amount,
            )
            return True
        if not f["debt"]:
            f["debt"] = True
            self.emit(
                f"{self.name(s)} owes {amount} poäng ({f['why']}) but has {self.money[s]}: "
                "the money must be raised",
                rule="STA-17",
                kind="debt",
                seat=s,
                amount=amount,
            )
        if self._holdings(s) or self.loan[s] == 0:
            return False
        self._bankrupt(s, f["to"])
        return True

    # ----- the debt decision ---------------------------------------------------------------
    def _d_pay(self, f: dict[str, Any]) -> Decision:
        s = f["who"]
        return Decision(
            Kind.SEAT,
            (s,),
            f"{self.name(s)} owes {f['amount']} poäng and has {self.money[s]}: raise the money",
            rule="STA-17",
            tag="debt",
        )

    def _l_pay(self, f: dict[str, Any], seat: int) -> list[Action]:
        out: list[Action] = [SellToKassa(seat, item) for item in self._holdings(seat)]
        out += [Offer(seat, i) for i in self._auctionable(seat) if i not in f["tried"]]
        if self.loan[seat] == 0:
            out += self._loans[seat]
        return out

    def _c_pay(self, f: dict[str, Any], action: Action) -> None:
        s = action.seat
        if isinstance(action, SellToKassa):
            if action.item not in self._holdings(s):
                raise IllegalAction(f"You do not own {item_name(action.item)}.")
            return
        if isinstance(action, Offer):
            if action.item not in self._auctionable(s):
                raise IllegalAction(f"You cannot auction {item_name(action.item)}.")
            if action.item in f["tried"]:
                raise IllegalAction(
                    f"{item_name(action.item)} found no buyer at auction for this debt already."
                )
            return
        if isinstance(action, TakeLoan):
            self._check_loan(action)
            return
        raise IllegalAction(
            "You must raise the money: sell at auction, sell back to Stadskassan, or borrow."
        )

    def _a_pay(self, f: dict[str, Any], action: Action) -> None:
        s = action.seat
        if isinstance(action, SellToKassa):
            self._sell_to_kassa(s, action.item)
        elif isinstance(action, Offer):
            f["tried"].append(action.item)
            self._start_auction(s, action.item, forced=False, debt=True)
        else:
            self._take_loan(s, action.amount)

    # ----- what a player holds -----------------------------------------------------------
    def _blocks(self, s: int) -> list[str]:
        """The blocks a player owns (B is the Bank's share); a fast path for none."""
        owner = self.owner
        if s not in owner.values():
            return []
        return [code for code, o in owner.items() if o == s]

    def _holdings(self, s: int) -> list[str]:
        """Everything the player could sell: blocks (B is the Bank's share), SF, GB."""
        out = self._blocks(s)
        if self.sf[s]:
            out.append("SF")
        if self.gb[s]:
            out.append("GB")
        return out

    def _auctionable(self, s: int) -> list[str]:
        """STA-09: blocks and the Guldbonus change hands at auction; shares of
        Stadsfullmäktige are sold only by Stadskassan (STA-18)."""
        out = self._blocks(s)
        if self.gb[s]:
            out.append("GB")
        return out

    def item_price(self, item: str) -> int:
        """The price printed on the card (what the seller may insist on, STA-09)."""
        if item == "GB":
            return self.fig["guldbonus_price"]
        if item == "SF":
            return self.fig["council_price"]
        if item == "B":
            return self.fig["bank_share_price"]
        return self.cards[item].price

    def _give(self, item: str, frm: int, to: int) -> None:
        """Move an item between players; -1 is Stadskassan."""
        if item == "GB":
            if frm >= 0:
                self.gb[frm] -= 1
            if to >= 0:
                self.gb[to] += 1
        elif item == "SF":
            if frm >= 0:
                self.sf[frm] -= 1
            if to >= 0:
                self.sf[to] += 1
        else:
            self.owner[item] = to
        if to >= 0 and item != "GB":
            self.invested[to] = True

    def _sell_to_kassa(self, s: int, item: str) -> None:
        """STA-17: back to Stadskassan for half the price, rounded down."""
        price = self.item_price(item) // 2
        self._give(item, s, -1)
        self.money[s] += price
        self.kassa -= price
        extra = ""
        if item == "B" and s == self.banker:
            extra = "; the banker stays banker"
        self.emit(
            f"{self.name(s)} sells {item_name(item)} back to Stadskassan for {price} poäng "
            f"(half the price){extra}",
            rule="STA-17",
            kind="sell",
            seat=s,
            item=item,
            amount=price,
        )

    # ----- loans ------------------------------------------------------------------------
    def _check_loan(self, action: TakeLoan) -> None:
        s = action.seat
        if self.loan[s]:
            raise IllegalAction(f"You already have a loan of {self.loan[s]}; repay it first.")
        limit = self.options["loan_limit"]
        if not isinstance(action.amount, int) or not 1 <= action.amount <= limit:
            raise IllegalAction(f"A loan is 1 to {limit} poäng.")

    def _take_loan(self, s: int, amount: int) -> None:
        """STA-14, STA-15: borrow; due at the second Start passage or on an NZ with interest."""
        self.loan[s] = amount
        self.loan_left[s] = self.fig["loan_passages"]
        self.money[s] += amount
        self.kassa -= amount
        self.emit(
            f"{self.name(s)} borrows {amount} poäng from Stadskassan: due at the second Start "
            f"passage, or on an NZ with {self.rules['nz_interest']} % interest",
            rule="STA-14",
            kind="loan",
            seat=s,
            amount=amount,
        )

    # ----- borrowing and selling in one's own turn ---------------------------------------
    def _offers(self, s: int) -> list[Action]:
        return [Offer(s, i) for i in self._auctionable(s) if i not in self.offered]

    def _check_own_turn_extras(self, action: Action) -> bool:
        """Loans and auctions a player may start at any time in their own turn."""
        if isinstance(action, TakeLoan):
            self._check_loan(action)
            return True
        if isinstance(action, Offer):
            if action.item not in self._auctionable(action.seat):
                raise IllegalAction(f"You cannot put {item_name(action.item)} up for auction.")
            if action.item in self.offered:
                raise IllegalAction(f"{item_name(action.item)} was offered once this turn.")
            return True
        return False

    def _apply_own_turn_extras(self, action: Action) -> None:
        if isinstance(action, TakeLoan):
            self._take_loan(action.seat, action.amount)
        else:
            self.offered.append(action.item)
            self._start_auction(action.seat, action.item, forced=False, debt=False)

    # ----- bankruptcy ---------------------------------------------------------------------
    def _bankrupt(self, s: int, creditor: int) -> None:
        """STA-17: what is left goes to the creditor, the assets to Stadskassan; out of the game."""
        cash = self.money[s]
        self.money[s] = 0
        if creditor >= 0 and self.active[creditor] and creditor != s:
            self.money[creditor] += cash
            dest = self.name(creditor)
        else:
            self.kassa += cash
            dest = "Stadskassan"
        for code, o in self.owner.items():
            if o == s:
                self.owner[code] = -1
        self.sf[s] = 0
        self.gb[s] = 0
        self.loan[s] = 0
        self.loan_left[s] = 0
        self.active[s] = False
        self.emit(
            f"{self.name(s)} cannot raise the money and is bankrupt: {cash} poäng go to {dest}, "
            "every block, share and Guldbonus returns to Stadskassan, and the loan is void",
            rule="STA-17",
            kind="bankrupt",
            seat=s,
        )
        kept = []
        for fr in self.stack:
            if fr.get("who") == s or fr.get("seller") == s:
                continue
            for key in ("order", "in", "voters"):
                if s in fr.get(key, ()):
                    fr[key].remove(s)
            kept.append(fr)
        self.stack[:] = kept
        if self.banker == s:
            self.banker = self._next_active(s)
            self.emit(
                f"{self.name(self.banker)} takes over the banker's ring",
                rule="STA-04",
                kind="banker",
                seat=self.banker,
            )
        alive = [p for p in range(self.n) if self.active[p]]
        if len(alive) == 1:
            self._finish(alive, "every other player went bankrupt", "STA-17")
