"""Glad-o-polis as a bot reads it from `view(seat)`: the board, the rules in force, what things are worth.

Everything here is computed from the view and the printed data (prices, rents, motions), so it
is public knowledge; the bots value money, property and Bürgergunst in votes on Wahltag (GLA-29).
"""

from __future__ import annotations

from functools import cache
from typing import Any

from stadsliv_qt.games.gladopolis.data import Data, default_data

LEUCHTTURM = 5
# A token lands on a given field about once every 35 of its turns (about 8.2 fields a turn with
# doubles, 40 fields); a turn passes LOS about once in 4.9 turns.
LANDING_PER_TURN = 1 / 35
LOS_PER_TURN = 0.205


@cache
def data() -> Data:
    """The printed board, rules and cards (the engine's own data files)."""
    return default_data()


class Board:
    """The public state of one view, with the derived figures the policies need."""

    def __init__(self, view: dict[str, Any], seat: int, options: dict[str, Any]) -> None:
        d = data()
        self.view = view
        self.seat = seat
        self.n = len(view["players"])
        players = view["players"]
        self.cash = [p["money"] for p in players]
        self.bg = [p["bg"] for p in players]
        self.chips = [p["chips"] for p in players]
        self.pos = [p["position"] for p in players]
        self.in_hz = [p["in_hinterzimmer"] for p in players]
        self.active = [p["active"] for p in players]
        fields = view["fields"]
        self.owner = [f["owner"] for f in fields]
        self.level = [f["level"] for f in fields]
        self.mortgaged = [f["mortgaged"] for f in fields]
        self.p: dict[str, Any] = dict(d.params)
        self.p.update(view["rules_in_force"])
        self.per = int(options.get("votes_per", "1000"))
        self.calendar_left = view["calendar_length"] - view["calendar"]
        self.resolutions = [r["id"] for r in view["resolutions"]]

    # ----- time ------------------------------------------------------------------------------
    def rounds_left(self) -> float:
        """Rounds until Wahltag, from the passages still needed (at least the current one)."""
        active = max(1, sum(self.active))
        return max(0.5, self.calendar_left / (LOS_PER_TURN * active))

    def opponents(self) -> list[int]:
        """The other seats that still play."""
        return [s for s in range(self.n) if s != self.seat and self.active[s]]

    # ----- groups and rent -------------------------------------------------------------------
    def family(self, pos: int) -> str:
        f = data().fields[pos]
        return f.group or f.kind

    def members(self, pos: int) -> tuple[int, ...]:
        d = data()
        f = d.fields[pos]
        if f.kind == "district":
            return d.groups[f.group].members
        return tuple(x.pos for x in d.fields if x.kind == f.kind)

    def holds_in_family(self, seat: int, pos: int) -> int:
        """How many of the field's group (or hubs, or Versorger) `seat` owns."""
        return sum(1 for m in self.members(pos) if self.owner[m] == seat)

    def completes(self, seat: int, pos: int) -> bool:
        """True if owning `pos` gives `seat` the whole district group."""
        f = data().fields[pos]
        if f.kind != "district":
            return False
        return all(self.owner[m] == seat for m in self.members(pos) if m != pos)

    def rent_if(self, pos: int, owner: int, level: int | None = None) -> int:
        """The rent `pos` would charge if `owner` held it (this level; 7 pips for Versorger)."""
        d = data()
        f = d.fields[pos]
        p = self.p
        if f.kind == "district":
            lv = self.level[pos] if level is None else level
            if lv:
                base = f.rents[lv]
            else:
                full = all(
                    (m == pos or self.owner[m] == owner) and not self.mortgaged[m]
                    for m in self.members(pos)
                )
                base = f.rents[0] * (2 if full else 1)
            return base * p["rent_percent"] // 100
        count = sum(1 for m in self.members(pos) if m == pos or self.owner[m] == owner)
        if f.kind == "hub":
            return d.hub_rents[count - 1] * p["rent_percent"] * p["hub_rent_percent"] // 10000
        mult = p["utility_multipliers"][1 if count == 2 else 0]
        return 7 * mult * p["rent_percent"] // 100

    def income(self, seat: int) -> float:
        """Expected rent per round that `seat` collects now from the others."""
        others = sum(1 for s in range(self.n) if s != seat and self.active[s])
        total = 0
        for pos in data().properties:
            if self.owner[pos] == seat and not self.mortgaged[pos]:
                total += self.rent_if(pos, seat)
        return total * others * LANDING_PER_TURN

    def danger(self, seat: int) -> int:
        """A cash reserve: the rent of the dearest field others own, capped."""
        worst = 0
        for pos in data().properties:
            o = self.owner[pos]
            if o >= 0 and o != seat and not self.mortgaged[pos]:
                worst = max(worst, self.rent_if(pos, o))
        return worst

    # ----- votes (GLA-29) --------------------------------------------------------------------
    def wealth(self, seat: int) -> int:
        d = data()
        total = self.cash[seat]
        for pos in d.properties:
            if self.owner[pos] == seat and not self.mortgaged[pos]:
                total += d.fields[pos].price + self.building_money(pos)
        return total

    def building_money(self, pos: int) -> int:
        """What the levels on `pos` cost (the view shows levels; prices follow the rules in force)."""
        lv = self.level[pos]
        if not lv:
            return 0
        return lv * self.build_price(pos)

    def build_price(self, pos: int) -> int:
        d = data()
        f = d.fields[pos]
        return d.groups[f.group].build_price * self.p["build_percent"] // 100 // 10 * 10

    def crown(self) -> dict[int, int]:
        """GLA-19: who would lose votes for Klüngel chips if the election were now."""
        top = max(self.chips, default=0)
        if top < 1:
            return {}
        holders = [s for s in range(self.n) if self.chips[s] == top]
        loss = self.p["kluengel_crown"] if len(holders) == 1 else self.p["kluengel_tie"]
        return {s: loss for s in holders}

    def votes(self, seat: int) -> int:
        """The seat's votes if the election were held now."""
        return (
            self.wealth(seat) // self.per
            + self.bg[seat] * self.p["votes_per_bg"]
            - self.crown().get(seat, 0)
        )

    def projected(self, seat: int) -> float:
        """Votes now plus the rent the seat can expect to collect before Wahltag (in votes)."""
        if not self.active[seat]:
            return -1e9
        return self.votes(seat) + self.income(seat) * self.rounds_left() / self.per

    def leader(self) -> int:
        """The other active seat with the most projected votes."""
        others = self.opponents()
        return max(others, key=self.projected) if others else self.seat

    # ----- what a property is worth to a seat --------------------------------------------
    def worth(self, seat: int, pos: int) -> int:
        """Euro value of owning `pos` for `seat`: its price (it counts on Wahltag), rent to come,
        and the group it completes or keeps from another."""
        d = data()
        f = d.fields[pos]
        rounds = self.rounds_left()
        others = sum(1 for s in range(self.n) if s != seat and self.active[s])
        value = f.price + self.rent_if(pos, seat) * others * LANDING_PER_TURN * rounds
        if self.completes(seat, pos):
            # a full group doubles rent on every member and opens building
            group_rent = sum(self.rent_if(m, seat) for m in self.members(pos))
            value += group_rent * others * LANDING_PER_TURN * rounds + 1500
        elif f.kind == "district" and self.holds_in_family(seat, pos):
            value += 300
        for o in range(self.n):
            if o != seat and self.active[o] and self.completes(o, pos):
                value += 800
        return int(value)
