"""Properties: buying, the open auction (GLA-09) and rent (GLA-10)."""

from __future__ import annotations

from stadsliv_qt.engine import IllegalAction, plural

from .actions import Bid, Pass
from .data import Field
from .money import BANK, euro, floor10


class PropertyMixin:
    """Buy or auction an unowned property; pay rent on someone else's."""

    def _land_property(self, s: int, f: Field, dice: int | None) -> None:
        owner = self.owner[f.pos]
        if owner < 0:
            self.pending = f.pos
            if self.cash[s] >= f.price:
                self.phase = "buy"
            else:
                self.emit(
                    f"{self.name(s)} cannot pay {euro(f.price)} for {f.name}: it goes to auction",
                    "GLA-09",
                    "auction",
                )
                self._start_auction(f.pos, s)
        elif owner == s:
            self.emit(f"{self.name(s)} is on their own {f.name}", "GLA-10", "visit")
        elif self.mortgaged[f.pos]:
            self.emit(f"{f.name} is mortgaged: no rent", "GLA-10", "rent", field=f.pos, amount=0)
        elif f.kind == "utility" and dice is None:
            self.pending = f.pos
            self.phase = "utility_dice"
        else:
            self._charge_rent(s, f.pos, dice)

    def _charge_rent(self, s: int, pos: int, dice: int | None) -> None:
        amount, why = self.rent(pos, dice)
        f = self.d.fields[pos]
        self.todo.insert(
            0, ["pay", s, self.owner[pos], amount, f"rent for {f.name}, {why}", "GLA-10"]
        )

    def _on_utility_dice(self) -> None:
        """A move by card onto an owned Versorger: the dice are rolled for the rent (GLA-10)."""
        a, b = self.chance.dice(2)
        pos, self.pending = self.pending, -1
        self.phase = ""
        self.emit(
            f"{self.name(self.cur)} rolls {a} and {b} for the Versorger rent",
            "GLA-10",
            "dice",
            seat=self.cur,
            dice=[a, b],
        )
        self._charge_rent(self.cur, pos, a + b)

    def rent(self, pos: int, dice: int | None = None) -> tuple[int, str]:
        """The rent due on a property now, with the reason, motions included (GLA-10, GLA-24)."""
        f = self.d.fields[pos]
        owner = self.owner[pos]
        p = self.p
        percent, extra = p["rent_percent"], 100
        if f.kind == "district":
            level = self.level[pos]
            if level:
                base = f.rents[level]
                why = "Leuchtturmprojekt" if level == 5 else f"{level} Bauvorhaben"
            else:
                members = self.d.groups[f.group].members
                full = all(self.owner[m] == owner and not self.mortgaged[m] for m in members)
                base = f.rents[0] * (2 if full else 1)
                why = "full group, none mortgaged: base rent doubled" if full else "base rent"
        elif f.kind == "hub":
            count = sum(1 for h in self.hubs if self.owner[h] == owner)
            base = self.d.hub_rents[count - 1]
            extra = p["hub_rent_percent"]
            why = f"{count} Verkehrsknoten held"
        else:
            both = all(self.owner[u] == owner for u in self.utilities)
            mult = p["utility_multipliers"][1 if both else 0]
            base = (dice or 0) * mult
            why = f"{plural(dice or 0, 'pip')} x{mult}{', both Versorger' if both else ''}"
        amount = floor10(base * percent * extra // 10000)
        if percent * extra != 10000:
            why += f", {percent * extra / 100:g} % by resolution"
        return amount, why

    # ----- buy or decline ------------------------------------------------------------------
    def _buy(self, seat: int) -> None:
        pos, self.pending = self.pending, -1
        f = self.d.fields[pos]
        self._move_money(seat, BANK, f.price)
        self.owner[pos] = seat
        self.phase = ""
        self.emit(
            f"{self.name(seat)} buys {f.name} for {euro(f.price)}",
            "GLA-09",
            "buy",
            seat=seat,
            field=pos,
            amount=f.price,
        )

    def _decline(self, seat: int) -> None:
        pos, self.pending = self.pending, -1
        self.emit(f"{self.name(seat)} does not buy {self.d.fields[pos].name}", "GLA-09", "decline")
        self._start_auction(pos, seat)

    # ----- the auction ---------------------------------------------------------------------
    def _start_auction(self, pos: int, decliner: int) -> None:
        """Open bidding round the table from the player after the decliner (GLA-09)."""
        n = len(self.seats)
        order = [(decliner + k) % n for k in range(1, n + 1) if self.active[(decliner + k) % n]]
        self.auction = {"field": pos, "order": order, "turn": 0, "high": 0, "leader": -1}
        self.phase = ""
        self.emit(
            f"Auction of {self.d.fields[pos].name}: opening bid "
            f"{euro(self.options['auction_opening'])}, raises of {euro(self.options['auction_step'])}",
            "GLA-09",
            "auction",
            field=pos,
        )
        self._auction_next()

    def auction_minimum(self) -> int:
        """The lowest bid allowed now."""
        a = self.auction
        if a["leader"] < 0:
            return self.options["auction_opening"]
        return a["high"] + self.options["auction_step"]

    def _auction_next(self) -> None:
        """Find the next bidder who can bid, or settle the auction."""
        a = self.auction
        order = a["order"]
        while True:
            if not order:
                self.emit(
                    f"No bid: {self.d.fields[a['field']].name} stays unowned", "GLA-09", "auction"
                )
                self.auction = None
                self.phase = ""
                return
            if a["leader"] >= 0 and order == [a["leader"]]:
                self._award()
                return
            seat = order[a["turn"]]
            minimum = self.auction_minimum()
            if self.cash[seat] >= minimum:
                self.phase = "auction"
                return
            self.emit(
                f"{self.name(seat)} cannot bid {euro(minimum)} and is out of the auction",
                "GLA-09",
                "auction",
            )
            order.pop(a["turn"])
            if a["turn"] >= len(order):
                a["turn"] = 0

    def _award(self) -> None:
        a = self.auction
        seat, pos, price = a["leader"], a["field"], a["high"]
        self._move_money(seat, BANK, price)
        self.owner[pos] = seat
        self.auction = None
        self.phase = ""
        self.emit(
            f"{self.name(seat)} wins the auction and pays {euro(price)} to the bank for "
            f"{self.d.fields[pos].name}",
            "GLA-09",
            "buy",
            seat=seat,
            field=pos,
            amount=price,
        )

    def _check_bid(self, action: Bid) -> None:
        minimum = self.auction_minimum()
        step = self.options["auction_step"]
        amount = action.amount
        if not isinstance(amount, int) or isinstance(amount, bool):
            raise IllegalAction("A bid must be a whole amount of euros.")
        if amount < minimum:
            raise IllegalAction(f"The bid must be at least {euro(minimum)}.")
        if (amount - minimum) % step:
            raise IllegalAction(f"Raises go in steps of {euro(step)}.")
        if amount > self.cash[action.seat]:
            raise IllegalAction(
                f"You cannot bid more than your cash ({euro(self.cash[action.seat])})."
            )

    def _bid(self, action: Bid) -> None:
        a = self.auction
        a["high"], a["leader"] = action.amount, action.seat
        a["turn"] = (a["turn"] + 1) % len(a["order"])
        self.emit(
            f"{self.name(action.seat)} bids {euro(action.amount)}",
            "GLA-09",
            "bid",
            seat=action.seat,
            amount=action.amount,
        )
        self._auction_next()

    def _pass(self, action: Pass) -> None:
        a = self.auction
        a["order"].pop(a["turn"])
        if a["turn"] >= len(a["order"]):
            a["turn"] = 0
        self.emit(f"{self.name(action.seat)} passes and is out", "GLA-09", "bid", seat=action.seat)
        self._auction_next()

    def bid_choices(self, seat: int) -> list[int]:
        """A representative set of bids: the next few steps, bigger jumps and all-in."""
        minimum, step, cash = self.auction_minimum(), self.options["auction_step"], self.cash[seat]
        if cash < minimum:
            return []
        top = minimum + (cash - minimum) // step * step
        picks = {min(minimum + k * step, top) for k in (0, 1, 2, 4, 9, 19)}
        picks.add(top)
        return sorted(picks)
