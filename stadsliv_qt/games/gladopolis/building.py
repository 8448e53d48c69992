"""Building evenly up to the Leuchtturmprojekt, selling back, mortgage and redemption (GLA-12, GLA-26).

Each `why_not_*` returns None when the step is allowed, else the sentence the player is shown;
legal_actions and check() share them so the two can never disagree.
"""

from __future__ import annotations

from stadsliv_qt.text import Msg, msg

from .context import Ctx, Facts
from .ledger import eur, floor10, move_money, redemption_cost
from .state import BANK

LEUCHTTURM = 5


def build_price(c: Ctx, pos: int) -> int:
    """The price of the next level on a district, motions included (GLA-12, GLA-24)."""
    group = c.d.groups[c.d.fields[pos].group]
    return floor10(group.build_price * c.p["build_percent"] // 100)


def group_built(c: Ctx, pos: int) -> bool:
    """True if any district of this property's group carries a building."""
    level = c.st.level
    return any(level[m] for m in c.b.members_of[pos])


def board_facts(c: Ctx) -> Facts:
    """Groups with buildings, the groups (or "hub"/"utility") each seat holds, the owned
    properties that may change hands, and each seat's properties. Cached on ownership and
    levels, which change far less often than legal actions are asked for."""
    st = c.st
    key = (tuple(st.owner), tuple(st.level))
    cached = c.facts
    if cached is not None and cached[0] == key:
        return cached[1]
    level, owner, family = st.level, st.owner, c.b.family
    built = {g.id for g in c.d.groups.values() if any(level[m] for m in g.members)}
    holds: dict[int, set[str]] = {}
    tradeable: list[int] = []
    owned: dict[int, list[int]] = {}
    for pos in c.b.property_fields:
        o = owner[pos]
        if o >= 0:
            holds.setdefault(o, set()).add(family[pos])
            owned.setdefault(o, []).append(pos)
            if family[pos] not in built:
                tradeable.append(pos)
    facts = (built, holds, tradeable, owned)
    c.facts = (key, facts)
    return facts


def why_not_build(c: Ctx, seat: int, pos: int) -> Msg | None:
    """None if `seat` may build on `pos` now, else why not (GLA-12)."""
    st = c.st
    f = c.d.fields[pos]
    if f.kind != "district" or st.owner[pos] != seat:
        return msg("gla.no.build_own")
    members = c.d.groups[f.group].members
    if any(st.owner[m] != seat for m in members):
        return msg("gla.no.build_group")
    if any(st.mortgaged[m] for m in members):
        return msg("gla.no.build_mortgaged")
    level = st.level[pos]
    if level >= LEUCHTTURM:
        return msg("gla.no.build_top", field=f.name)
    if any(st.level[m] < level for m in members):
        return msg("gla.no.build_evenly")
    price = build_price(c, pos)
    if st.cash[seat] < price:
        return msg("gla.no.build_cash", price=eur(price), cash=eur(st.cash[seat]))
    return None


def why_not_sell(c: Ctx, seat: int, pos: int) -> Msg | None:
    """None if `seat` may sell a building on `pos` now, else why not (GLA-12)."""
    st = c.st
    f = c.d.fields[pos]
    if f.kind != "district" or st.owner[pos] != seat:
        return msg("gla.no.sell_own")
    level = st.level[pos]
    if not level:
        return msg("gla.no.sell_none", field=f.name)
    if any(st.level[m] > level for m in c.d.groups[f.group].members):
        return msg("gla.no.sell_evenly")
    return None


def why_not_mortgage(c: Ctx, seat: int, pos: int) -> Msg | None:
    """None if `seat` may mortgage `pos` now, else why not (GLA-26)."""
    f = c.d.fields[pos]
    if not f.is_property or c.st.owner[pos] != seat:
        return msg("gla.no.mortgage_own")
    if c.st.mortgaged[pos]:
        return msg("gla.no.mortgage_twice", field=f.name)
    if group_built(c, pos):
        return msg("gla.no.mortgage_built")
    return None


def why_not_redeem(c: Ctx, seat: int, pos: int) -> Msg | None:
    """None if `seat` may redeem `pos` now, else why not (GLA-26)."""
    st = c.st
    f = c.d.fields[pos]
    if not f.is_property or st.owner[pos] != seat or not st.mortgaged[pos]:
        return msg("gla.no.redeem_own")
    cost = redemption(c, pos)
    if st.cash[seat] < cost:
        return msg("gla.no.redeem_cash", field=f.name, cost=eur(cost), cash=eur(st.cash[seat]))
    return None


def redemption(c: Ctx, pos: int) -> int:
    """Mortgage value plus interest, rounded up to 10 € (GLA-26)."""
    return redemption_cost(c.d.fields[pos].price // 2, c.p["mortgage_interest_percent"])


def can_raise(c: Ctx, seat: int) -> bool:
    """True while the player still has a building to sell or a property to mortgage."""
    st = c.st
    for pos in c.b.property_fields:
        if st.owner[pos] == seat and (
            st.level[pos] or (not st.mortgaged[pos] and not group_built(c, pos))
        ):
            return True
    return False


# ----- carrying them out ---------------------------------------------------------------------
def build(c: Ctx, seat: int, pos: int) -> None:
    """One more level on a district, paid to the bank (GLA-12)."""
    st = c.st
    price = build_price(c, pos)
    move_money(st, seat, BANK, price)
    st.level[pos] += 1
    st.paid[pos].append(price)
    c.emit(
        msg(
            "gla.build.built",
            seat=c.ref(seat),
            tower=st.level[pos] == LEUCHTTURM,
            field=c.d.fields[pos].name,
            price=eur(price),
        ),
        "GLA-12",
        "build",
        seat=seat,
        field=pos,
        level=st.level[pos],
        amount=price,
    )


def sell(c: Ctx, seat: int, pos: int) -> None:
    """The top level back to the bank for half what was paid for it (GLA-12)."""
    st = c.st
    refund = st.paid[pos].pop() // 2
    tower = st.level[pos] == LEUCHTTURM
    st.level[pos] -= 1
    move_money(st, BANK, seat, refund)
    c.emit(
        msg(
            "gla.build.sold",
            seat=c.ref(seat),
            tower=tower,
            field=c.d.fields[pos].name,
            refund=eur(refund),
        ),
        "GLA-12",
        "sell",
        seat=seat,
        field=pos,
        level=st.level[pos],
        amount=refund,
    )


def mortgage(c: Ctx, seat: int, pos: int) -> None:
    """Half the printed price from the bank (GLA-26)."""
    value = c.d.fields[pos].price // 2
    c.st.mortgaged[pos] = True
    move_money(c.st, BANK, seat, value)
    c.emit(
        msg(
            "gla.build.mortgaged_half",
            seat=c.ref(seat),
            field=c.d.fields[pos].name,
            value=eur(value),
            price=eur(c.d.fields[pos].price),
        ),
        "GLA-26",
        "mortgage",
        seat=seat,
        field=pos,
        amount=value,
    )


def redeem(c: Ctx, seat: int, pos: int) -> None:
    """The mortgage paid back with interest (GLA-26)."""
    cost = redemption(c, pos)
    c.st.mortgaged[pos] = False
    move_money(c.st, seat, BANK, cost)
    c.emit(
        msg(
            "gla.build.redeemed",
            seat=c.ref(seat),
            field=c.d.fields[pos].name,
            cost=eur(cost),
            value=eur(c.d.fields[pos].price // 2),
        ),
        "GLA-26",
        "redeem",
        seat=seat,
        field=pos,
        amount=cost,
    )
