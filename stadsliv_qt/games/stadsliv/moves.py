"""Moving round the ring: the roll, Start passages (varvslön, loan due), landing, buying.

STA-06 the roll, STA-07 buying, STA-10 varvslön, STA-15 loans at Start and on an NZ, STA-18 a
seat bought on Stadsfullmäktige, STA-19 the Bank's share bought on B; the end of the turn.
"""

from __future__ import annotations

from typing import Any

from stadsliv_qt.engine import Action, Decision, IllegalAction, Kind

from .actions import Buy, EndTurn, TakeLoan

BLOCK_KINDS = frozenset(("residential", "office", "building", "stortorget"))
VOTE_SQUARES = frozenset(("start", "stortorget", "council"))


class MovesMixin:
    """The roll's consequences, square by square."""

    # ----- the roll ----------------------------------------------------------------------------
    def _d_move(self, f: dict[str, Any]) -> Decision:
        s = f["who"]
        one = f["n"] == 1
        return Decision(
            Kind.CHANCE,
            prompt=f"{self.name(s)} rolls {'one die' if one else 'both dice'}",
            rule="STA-06",
            tag="roll",
            chance="die" if one else "dice",
        )

    def _r_move(self, f: dict[str, Any]) -> None:
        s = f["who"]
        roll = self.chance.dice(f["n"])
        steps = sum(roll)
        old = self.pos[s]
        total = old + steps
        new = total % self.length
        self.pos[s] = new
        self.last_dice = list(roll)
        sq = self.ring[new]
        shown = "+".join(map(str, roll))
        self.emit(
            f"{self.name(s)} rolls {shown} and moves {steps} to {sq.name} (square {sq.number})",
            rule="STA-06",
            kind="move",
            seat=s,
            dice=list(roll),
            start=old,
            square=new,
        )
        stack = self.stack
        stack.pop()
        stack.append({"t": "after", "who": s, "vote": sq.kind in VOTE_SQUARES})
        stack.append({"t": "land", "who": s})
        if total >= self.length:
            self._passage(s)

    def varvslon(self, s: int) -> tuple[int, str]:
        """STA-10: what a passage of Start pays this player, and why."""
        pay = self.pay
        special = 0
        why = []
        if s == self.banker and pay.banker:
            special += pay.banker
            why.append("banker")
        if self.owner["T"] == s and pay.stortorget:
            special += pay.stortorget
            why.append("owner of Stortorget")
        if special:
            amount = special
        elif not pay.needs_investment or self._owns_investment(s):
            amount = pay.base
            why.append("owns an investment" if pay.needs_investment else "every player")
        else:
            return 0, "no investment yet"
        if self.rules["varvslon"]:
            amount = max(0, amount + self.rules["varvslon"])
            why.append(f"rule change {self.rules['varvslon']:+d}")
        return amount, ", ".join(why)

    def _owns_investment(self, s: int) -> bool:
        """A block (the Bank's share is block B) or a Stadsfullmäktige share."""
        return self.sf[s] > 0 or s in self.owner.values()

    def _passage(self, s: int) -> None:
        """STA-10 varvslön, then STA-15: a loan falls due at the second passage."""
        amount, why = self.varvslon(s)
        if amount:
            self.money[s] += amount
            self.kassa -= amount
            self.emit(
                f"{self.name(s)} passes Start: varvslön {amount} poäng ({why})",
                rule="STA-10",
                kind="varvslon",
                seat=s,
                amount=amount,
            )
        else:
            self.emit(
                f"{self.name(s)} passes Start: no varvslön ({why})",
                rule="STA-10",
                kind="varvslon",
                seat=s,
                amount=0,
            )
        if self.loan[s]:
            self.loan_left[s] -= 1
            if self.loan_left[s] <= 0:
                self.stack.append(
                    self._pay_frame(
                        s,
                        -1,
                        self.loan[s],
                        f"loan of {self.loan[s]} repaid at the second Start passage, "
                        "without interest",
                        "STA-15",
                        loan=True,
                    )
                )
            else:
                self.emit(
                    f"{self.name(s)}'s loan of {self.loan[s]} falls due at the next passage",
                    rule="STA-15",
                    kind="loan",
                    seat=s,
                )

    # ----- landing -----------------------------------------------------------------------------
    def _x_land(self, f: dict[str, Any]) -> bool:
        s = f["who"]
        self.stack.pop()
        sq = self.ring[self.pos[s]]
        kind = sq.kind
        if kind in BLOCK_KINDS:
            self._land_block(s, sq.code)
        elif kind == "council":
            left = self.fig["council_seats"] - sum(self.sf)
            price = self.fig["council_price"]
            if left <= 0:
                self.emit("Every Stadsfullmäktige seat is taken", rule="STA-18", kind="info")
            elif self._can_reach(s, price, "STA-18"):
                self.stack.append(
                    {"t": "buy", "who": s, "what": "seat", "code": "SF", "price": price}
                )
        elif kind == "fate":
            self.stack.append({"t": "loan_offer", "who": s})
            self.stack.append({"t": "fate", "who": s})
        elif kind == "neutral":
            self._land_nz(s)
        return True

    def _can_reach(self, s: int, price: int, rule: str = "STA-07") -> bool:
        """True if the player has the price, or could have it by borrowing (STA-14)."""
        reach = self.money[s] + (self.options["loan_limit"] if self.loan[s] == 0 else 0)
        if reach >= price:
            return True
        self.emit(
            f"{self.name(s)} cannot afford the price of {price} poäng",
            rule=rule,
            kind="info",
            seat=s,
        )
        return False

    def _land_nz(self, s: int) -> None:
        """STA-15: a loan caught on an NZ is repaid there with interest, rounded up."""
        if not self.loan[s]:
            return
        rate = self.rules["nz_interest"]
        interest = (self.loan[s] * rate + 99) // 100
        self.stack.append(
            self._pay_frame(
                s,
                -1,
                self.loan[s] + interest,
                f"loan of {self.loan[s]} repaid on an NZ with {rate} % interest ({interest} poäng)",
                "STA-15",
                loan=True,
            )
        )

    # ----- buying (a block, a Guldbonus, a seat) ---------------------------------------------
    def _d_buy(self, f: dict[str, Any]) -> Decision:
        s = f["who"]
        what = f["what"]
        if what == "block":
            code = f["code"]
            if code == "B":
                thing, rule = "the Bank's share (block B, Banken)", "STA-19"
            else:
                thing, rule = f"{code} {self.cards[code].name}", "STA-07"
        elif what == "gb":
            thing, rule = "a Guldbonus", "STA-12"
        else:
            thing, rule = "a seat in Stadsfullmäktige", "STA-18"
        return Decision(
            Kind.SEAT,
            (s,),
            f"{self.name(s)}: buy {thing} for {f['price']} poäng?",
            rule=rule,
            tag="buy",
        )

    def _l_buy(self, f: dict[str, Any], seat: int) -> list[Action]:
        out: list[Action] = [Buy(seat, False)]
        if self.money[seat] >= f["price"]:
            out.append(Buy(seat, True))
        if self.loan[seat] == 0:
            out += self._loans[seat]
        return out

    def _c_buy(self, f: dict[str, Any], action: Action) -> None:
        if isinstance(action, Buy):
            if action.yes and self.money[action.seat] < f["price"]:
                raise IllegalAction(
                    f"The price is {f['price']} poäng and you have {self.money[action.seat]}."
                )
            return
        if isinstance(action, TakeLoan):
            self._check_loan(action)
            return
        raise IllegalAction("Buy it or let it be (you may borrow first).")

    def _a_buy(self, f: dict[str, Any], action: Action) -> None:
        if not isinstance(action, Buy):
            self._take_loan(action.seat, action.amount)
            return
        s = action.seat
        self.stack.pop()
        what, price = f["what"], f["price"]
        if not action.yes:
            thing, rule = {
                "block": (f["code"], "STA-19" if f["code"] == "B" else "STA-07"),
                "gb": ("the Guldbonus", "STA-12"),
                "seat": ("the seat", "STA-18"),
            }[what]
            self.emit(f"{self.name(s)} does not buy {thing}", rule=rule, kind="buy", seat=s)
            return
        self.money[s] -= price
        self.kassa += price
        if what == "block":
            code = f["code"]
            self.owner[code] = s
            self.invested[s] = True
            if code == "B":
                text, rule = "the Bank's share (block B) from Stadskassan", "STA-19"
            else:
                text, rule = f"{code} {self.cards[code].name}", "STA-07"
            self.emit(
                f"{self.name(s)} buys {text} for {price} poäng",
                rule=rule,
                kind="buy",
                seat=s,
                code=code,
            )
        elif what == "gb":
            self.gb[s] += 1
            self.emit(
                f"{self.name(s)} buys a Guldbonus from Stadskassan for {price} poäng",
                rule="STA-12",
                kind="buy",
                seat=s,
                code="GB",
            )
        else:
            self.sf[s] += 1
            self.invested[s] = True
            self.emit(
                f"{self.name(s)} buys a Stadsfullmäktige seat from the banker for {price} poäng",
                rule="STA-18",
                kind="buy",
                seat=s,
                code="SF",
            )
            self._check_three(s)

    # ----- after the landing: Röstkort, loans, sales, end of turn -----------------------------
    def _d_after(self, f: dict[str, Any]) -> Decision:
        s = f["who"]
        extra = " or raise the Röstkort" if f["vote"] else ""
        return Decision(
            Kind.SEAT,
            (s,),
            f"{self.name(s)}: end your turn{extra}",
            rule="STA-22" if f["vote"] else "STA-06",
            tag="turn",
        )

    def _l_after(self, f: dict[str, Any], seat: int) -> list[Action]:
        out: list[Action] = [EndTurn(seat)]
        if self.loan[seat] == 0:
            out += self._loans[seat]
        out += self._offers(seat)
        if f["vote"]:
            out += self._questions(seat)
        return out

    def _c_after(self, f: dict[str, Any], action: Action) -> None:
        if isinstance(action, EndTurn):
            return
        if self._check_own_turn_extras(action):
            return
        if self._check_question(f, action):
            return
        raise IllegalAction("End your turn, or borrow, sell, or raise the Röstkort.")

    def _a_after(self, f: dict[str, Any], action: Action) -> None:
        if isinstance(action, EndTurn):
            self.stack.pop()
            self.emit(f"{self.name(action.seat)} ends the turn", rule="STA-06", kind="end_turn")
            return
        if self._apply_question(f, action):
            return
        self._apply_own_turn_extras(action)
