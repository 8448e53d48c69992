"""Building evenly up to the Leuchtturmprojekt, selling back, mortgage and redemption (GLA-12, GLA-26).

Each `why_not_*` returns None when the step is allowed, else the sentence the player is shown;
legal_actions and check() share them so the two can never disagree.
"""

from __future__ import annotations

from .money import BANK, euro, floor10, redemption_cost

LEUCHTTURM = 5


class BuildingMixin:
    """What a property owner can do with the bank."""

    def build_price(self, pos: int) -> int:
        """The price of the next level on a district, motions included (GLA-12, GLA-24)."""
        group = self.d.groups[self.d.fields[pos].group]
        return floor10(group.build_price * self.p["build_percent"] // 100)

    def group_built(self, pos: int) -> bool:
        """True if any district of this property's group carries a building."""
        level = self.level
        return any(level[m] for m in self.members_of[pos])

    def board_facts(self) -> tuple[set[str], dict[int, set[str]], list[int], dict[int, list[int]]]:
        """Groups with buildings, the groups (or "hub"/"utility") each seat holds, the owned
        properties that may change hands, and each seat's properties. Cached on ownership and
        levels, which change far less often than legal actions are asked for."""
        key = (tuple(self.owner), tuple(self.level))
        cached = self._facts
        if cached is not None and cached[0] == key:
            return cached[1]
        level, owner, family = self.level, self.owner, self.family
        built = {g.id for g in self.d.groups.values() if any(level[m] for m in g.members)}
        holds: dict[int, set[str]] = {}
        tradeable: list[int] = []
        owned: dict[int, list[int]] = {}
        for pos in self.property_fields:
            o = owner[pos]
            if o >= 0:
                holds.setdefault(o, set()).add(family[pos])
                owned.setdefault(o, []).append(pos)
                if family[pos] not in built:
                    tradeable.append(pos)
        facts = (built, holds, tradeable, owned)
        self._facts = (key, facts)
        return facts

    def why_not_build(self, seat: int, pos: int) -> str | None:
        f = self.d.fields[pos]
        if f.kind != "district" or self.owner[pos] != seat:
            return "You can only build on a district you own."
        members = self.d.groups[f.group].members
        if any(self.owner[m] != seat for m in members):
            return "You must own the whole group to build."
        if any(self.mortgaged[m] for m in members):
            return "No building while a district of the group is mortgaged."
        level = self.level[pos]
        if level >= LEUCHTTURM:
            return f"{f.name} already carries the Leuchtturmprojekt."
        if any(self.level[m] < level for m in members):
            return "Build evenly: another district of the group has fewer Bauvorhaben."
        price = self.build_price(pos)
        if self.cash[seat] < price:
            return f"Building costs {euro(price)}; you have {euro(self.cash[seat])}."
        return None

    def why_not_sell(self, seat: int, pos: int) -> str | None:
        f = self.d.fields[pos]
        if f.kind != "district" or self.owner[pos] != seat:
            return "You can only sell buildings on a district you own."
        level = self.level[pos]
        if not level:
            return f"{f.name} has no building to sell."
        if any(self.level[m] > level for m in self.d.groups[f.group].members):
            return "Sell evenly: another district of the group has more buildings."
        return None

    def why_not_mortgage(self, seat: int, pos: int) -> str | None:
        f = self.d.fields[pos]
        if not f.is_property or self.owner[pos] != seat:
            return "You can only mortgage a property you own."
        if self.mortgaged[pos]:
            return f"{f.name} is already mortgaged."
        if self.group_built(pos):
            return "Sell the group's buildings first: only unbuilt property can be mortgaged."
        return None

    def why_not_redeem(self, seat: int, pos: int) -> str | None:
        f = self.d.fields[pos]
        if not f.is_property or self.owner[pos] != seat or not self.mortgaged[pos]:
            return "You can only redeem a mortgaged property you own."
        cost = self.redemption(pos)
        if self.cash[seat] < cost:
            return f"Redeeming {f.name} costs {euro(cost)}; you have {euro(self.cash[seat])}."
        return None

    def redemption(self, pos: int) -> int:
        """Mortgage value plus interest, rounded up to 10 € (GLA-26)."""
        return redemption_cost(self.d.fields[pos].price // 2, self.p["mortgage_interest_percent"])

    def _can_raise(self, seat: int) -> bool:
        """True while the player still has a building to sell or a property to mortgage."""
        for pos in self.property_fields:
            if self.owner[pos] == seat and (
                self.level[pos] or (not self.mortgaged[pos] and not self.group_built(pos))
            ):
                return True
        return False

    # ----- carrying them out ---------------------------------------------------------------
    def _build(self, seat: int, pos: int) -> None:
        price = self.build_price(pos)
        self._move_money(seat, BANK, price)
        self.level[pos] += 1
        self.paid[pos].append(price)
        what = "the Leuchtturmprojekt" if self.level[pos] == LEUCHTTURM else "a Bauvorhaben"
        self.emit(
            f"{self.name(seat)} builds {what} on {self.d.fields[pos].name} for {euro(price)}",
            "GLA-12",
            "build",
            seat=seat,
            field=pos,
            level=self.level[pos],
            amount=price,
        )

    def _sell(self, seat: int, pos: int) -> None:
        refund = self.paid[pos].pop() // 2
        what = "the Leuchtturmprojekt" if self.level[pos] == LEUCHTTURM else "a Bauvorhaben"
        self.level[pos] -= 1
        self._move_money(BANK, seat, refund)
        self.emit(
            f"{self.name(seat)} sells {what} on {self.d.fields[pos].name} back to the bank for "
            f"{euro(refund)} (half its price)",
            "GLA-12",
            "sell",
            seat=seat,
            field=pos,
            level=self.level[pos],
            amount=refund,
        )

    def _mortgage(self, seat: int, pos: int) -> None:
        value = self.d.fields[pos].price // 2
        self.mortgaged[pos] = True
        self._move_money(BANK, seat, value)
        self.emit(
            f"{self.name(seat)} mortgages {self.d.fields[pos].name} for {euro(value)}",
            "GLA-26",
            "mortgage",
            seat=seat,
            field=pos,
            amount=value,
        )

    def _redeem(self, seat: int, pos: int) -> None:
        cost = self.redemption(pos)
        self.mortgaged[pos] = False
        self._move_money(seat, BANK, cost)
        self.emit(
            f"{self.name(seat)} redeems {self.d.fields[pos].name} for {euro(cost)} "
            f"(mortgage {euro(self.d.fields[pos].price // 2)} plus 10 %, rounded up to 10 €)",
            "GLA-26",
            "redeem",
            seat=seat,
            field=pos,
            amount=cost,
        )
