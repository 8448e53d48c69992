"""Stadsliv as a bot reads it from `view(seat)`: the ring, who owns what, and what it is worth.

Everything is public in Stadsliv except votes before their reveal (STA-22), so the view holds it
all. Values are in poäng at the count (STA-24), plus the fees a block can still be expected to
collect before the game ends (a token lands on a given square about once a lap of the ring).
"""

from __future__ import annotations

from functools import cache
from typing import Any

from stadsliv_qt.games.stadsliv import data as sdata

DICE = {
    1: {k: 1 / 6 for k in range(1, 7)},
    2: {k: (6 - abs(k - 7)) / 36 for k in range(2, 13)},
}
# The Ödestärning's faces: GB lets the lander buy a Guldbonus (10 poäng, worth 25 at the count).
FACES = ("GB", "IU", "GK", "F", "N", "KH")


@cache
def data() -> sdata.Data:
    """The printed cards, faces, rule changes and figures (the engine's own data files)."""
    return sdata.load()


class Town:
    """The public state of one view, with the figures the policies need."""

    def __init__(self, view: dict[str, Any], seat: int, options: dict[str, Any]) -> None:
        self.view = view
        self.seat = seat
        self.options = options
        players = view["players"]
        self.n = len(players)
        self.money = [p["money"] for p in players]
        self.loan = [p["loan"] for p in players]
        self.alive = [p["in_game"] for p in players]
        self.seats = [p["seats"] for p in players]
        self.gb = [p["guldbonus"] for p in players]
        self.worth = [p["worth"] for p in players]
        self.varvslon = [p["varvslon"] for p in players]
        self.pos = list(view["positions"])
        self.squares = view["squares"]
        self.length = len(self.squares)
        self.owner: dict[str, int] = {}
        self.fee: dict[str, int] = {}
        self.price: dict[str, int] = {}
        self.at: dict[str, int] = {}
        for i, sq in enumerate(self.squares):
            if "owner" in sq:
                self.owner[sq["code"]] = sq["owner"]
                self.fee[sq["code"]] = sq["fee"]
                self.price[sq["code"]] = sq["price"]
                self.at[sq["code"]] = i
        self.banker = view["banker"]
        self.kassa = view["kassa"]
        self.loan_limit = options.get("loan_limit", 10)
        limit = options.get("turn_limit", 0) or 400
        self.turns_left = max(1.0, (limit - view["turns"]) / max(1, sum(self.alive)))

    # ----- landing and income ------------------------------------------------------------
    def others(self, seat: int | None = None) -> list[int]:
        s = self.seat if seat is None else seat
        return [p for p in range(self.n) if p != s and self.alive[p]]

    def hits(self) -> float:
        """Expected visits a square still gets from one other player before the end."""
        return self.turns_left / self.length

    def income(self, seat: int) -> float:
        """Fees `seat` can expect to collect from here to the end."""
        fees = sum(self.fee[c] for c, o in self.owner.items() if o == seat)
        return fees * len(self.others(seat)) * self.hits()

    def block_value(self, seat: int, code: str) -> float:
        """A block's worth to `seat`: its price at the count plus the fees still to come."""
        count = 15 if code == "B" else self.price[code]
        return count + self.fee[code] * len(self.others(seat)) * self.hits()

    def item_value(self, seat: int, item: str) -> float:
        """What an item put up for auction is worth to `seat` (STA-20, STA-24)."""
        if item == "GB":
            return 25 if self.gb[seat] == 0 else 12
        if item == "SF":
            return 15
        return self.block_value(seat, item)

    def projected(self, seat: int) -> float:
        """The count now plus the fees to come (and varvslön for the laps to come)."""
        if not self.alive[seat]:
            return -1e9
        laps = self.turns_left * 7 / self.length
        return self.worth[seat] + self.income(seat) + self.varvslon[seat] * laps

    def leader(self, seat: int | None = None) -> int:
        others = self.others(seat)
        return max(others, key=self.projected) if others else self.seat

    def can_pay(self, seat: int, price: int) -> bool:
        """Price within reach: in hand, or by borrowing if without a loan (STA-14)."""
        return self.money[seat] + (self.loan_limit if self.loan[seat] == 0 else 0) >= price

    def danger(self, seat: int) -> int:
        """The dearest fee among other players' blocks within the next roll (at least 2)."""
        here = self.pos[seat]
        worst = 2
        for k in range(1, 13):
            code = self.squares[(here + k) % self.length]["code"]
            o = self.owner.get(code, -1)
            if o >= 0 and o != seat:
                worst = max(worst, self.fee[code])
        return worst

    # ----- where a roll lands ----------------------------------------------------------------
    def square_value(self, seat: int, index: int) -> float:
        """What landing on ring square `index` is worth to `seat`, roughly, in poäng."""
        sq = self.squares[index]
        kind = sq["kind"]
        code = sq["code"]
        if code in self.owner:
            o = self.owner[code]
            if o < 0:
                price = self.price[code]
                if self.can_pay(seat, price):
                    return self.block_value(seat, code) - price
                return 0.0
            return 0.0 if o == seat else -self.fee[code]
        if kind == "fate":
            left = self.view["kassa"]["guldbonus"]
            gb = 15 / 6 if (left and self.gb[seat] == 0 and self.can_pay(seat, 10)) else 0
            return gb - 4 / 6
        if kind == "council":
            return 6.0 if self.view["kassa"]["seats"] and self.can_pay(seat, 15) else 0.0
        if kind == "neutral":
            return -(self.loan[seat] * self.view["rules"]["nz_interest"] + 99) // 100
        return 0.0

    def roll_value(self, seat: int, dice: int) -> float:
        """Expected value of rolling one die or both: the square reached and Start passed."""
        here = self.pos[seat]
        total = 0.0
        for k, p in DICE[dice].items():
            j = here + k
            value = self.square_value(seat, j % self.length)
            if j >= self.length:
                value += self.varvslon[seat]
            total += p * value
        return total
