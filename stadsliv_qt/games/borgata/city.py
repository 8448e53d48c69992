"""The city as every mechanic reads it: lot facts, control (BOR-07), status, money moves,
conflicts (BOR-08) and Fängelset control (BOR-15)."""

from __future__ import annotations

from stadsliv_qt.engine import IllegalAction
from stadsliv_qt.text import Money, Msg, SeatRef, msg
from stadsliv_qt.text.message import Arg

from .ctx import Ctx
from .grid import (
    CORNERSTONE_AT,
    POS,
    PRISON,
    index,
    label,
    lots_with,
    occupied,
    prison_control,
    resolve_conflict,
)

# Ids the log said before the payments told their arithmetic (issue 18): no longer emitted, but the
# catalogues keep them so that the logs of older saves still read in every language.
RETIRED_MESSAGES = (
    "bor.collect.collects",
    "bor.envelopes.won",
    "bor.envelopes.won_alt1",
    "bor.envelopes.alt1_paid",
    "bor.contract.won",
)

# The lot tuples every listed action is made from, by identity: those need no checking (they are
# alive as long as the module, so no other object can share their id).
_LISTED = {id(p): i for i, p in enumerate(POS)}


def usd(amount: int) -> Money:
    """Dollars, formatted per language by the catalogues ($1,250 / 1 250 dollar)."""
    return Money(amount, "usd")


def who(c: Ctx, seat: int) -> SeatRef:
    """A family as a message parameter: its seat and its player's name."""
    return SeatRef(seat, c.names[seat])


def joined(items: list[Arg], sep: str = "comma") -> Arg:
    """Items one after another: ', ' ("comma"), '; ' ("semi"), ' + ' ("plus", a sum), or "and"
    ('A and B and C' in English as the log has always said it, 'A, B och C' in Swedish)."""
    out = items[0]
    for k, item in enumerate(items[1:], 2):
        key = sep if sep != "and" or k == len(items) else "and_more"
        out = msg(f"bor.list.{key}", head=out, last=item)
    return out


def lot(pos: object) -> int:
    """The index of a lot named in an action, or a refusal."""
    i = _LISTED.get(id(pos))
    if i is not None:
        return i
    try:
        return index(pos)
    except ValueError:
        raise IllegalAction(msg("bor.city.no_such_lot")) from None


def card(c: Ctx, i: int) -> str:
    """The card on a lot ("" before the deal, which no rule asks about)."""
    return c.st.cards[i] or ""


def rule(c: Ctx, contact: str) -> str:
    """The rule id of a contact."""
    return c.data.contacts[contact].rule


def contact_name(c: Ctx, contact: str) -> str:
    """A contact's name as players know it."""
    return c.data.contacts[contact].name


def is_district(i: int) -> bool:
    """True for the 20 district places (not a value-5 lot)."""
    return i not in CORNERSTONE_AT


def lot_name(c: Ctx, i: int) -> str | Msg:
    """The card name of a face-up lot; only the place of a face-down one."""
    if c.st.face_up[i]:
        return c.data.name(card(c, i))
    return msg("bor.city.face_down_lot", at=label(i))


def value(c: Ctx, i: int) -> int:
    """A lot's value (value-5 lots: 5)."""
    district = c.data.districts.get(card(c, i))
    return district.value if district else 5


def income(c: Ctx, i: int) -> int:
    """What collecting from a lot pays (BOR-11)."""
    name = card(c, i)
    district = c.data.districts.get(name)
    return district.income if district else c.data.cornerstones[name].income


def category(c: Ctx, i: int) -> str:
    """A district's category ("" for a value-5 lot)."""
    district = c.data.districts.get(card(c, i))
    return district.category if district else ""


def governs(c: Ctx, i: int) -> tuple[str, ...]:
    """The categories a value-5 lot governs (BOR-11 blocks)."""
    return c.data.cornerstones[card(c, i)].governs


def controller(c: Ctx, i: int) -> int | None:
    """BOR-07: the one family standing on a face-up lot; Fängelset follows BOR-15."""
    st = c.st
    if not st.face_up[i]:
        return None
    if i == PRISON:
        return st.prison_controller
    row = st.members[i]
    top = max(row)
    if top and sum(row) == top:
        return row.index(top)
    return None


def lots_of(c: Ctx, seat: int) -> list[int]:
    """Face-up lots other than Fängelset where only this family stands (BOR-07)."""
    face_up, members = c.st.face_up, c.st.members
    # Counts are never negative, so a lot is this family's alone when all others are zero.
    alone = len(c.names) - 1
    return [
        i
        for i in lots_with(members, seat)
        if face_up[i] and i != PRISON and members[i].count(0) == alone
    ]


def control_values(c: Ctx) -> list[int]:
    """Total value of the lots each family controls (BOR-07, BOR-09)."""
    return tally(c)[0]


def in_city(c: Ctx) -> list[int]:
    """Members of each family on lots, Fängelset included (BOR-07, BOR-09)."""
    return [sum(col) for col in zip(*c.st.members, strict=True)]


def tally(c: Ctx) -> tuple[list[int], list[int]]:
    """Controlled lot value and members in the city per family, in one pass (BOR-07, BOR-09)."""
    st = c.st
    n = len(c.names)
    values = [0] * n
    face_up, cards = st.face_up, st.cards
    districts = c.data.districts
    members = st.members
    counts = [sum(col) for col in zip(*members, strict=True)]
    for i in occupied(members):
        row = members[i]
        if row.count(0) == n - 1 and face_up[i] and i != PRISON:
            top = max(row)
            if top > 0:
                d = districts.get(cards[i] or "")
                values[row.index(top)] += d.value if d else 5
    if face_up[PRISON] and st.prison_controller is not None:
        values[st.prison_controller] += 5
    return values, counts


def status_order(
    c: Ctx, values: list[int] | None = None, members: list[int] | None = None
) -> list[int]:
    """BOR-07: lot value, then members in the city, then money, then seat order."""
    if values is None or members is None:
        counted = tally(c)
        values = counted[0] if values is None else values
        members = counted[1] if members is None else members
    cash = c.st.cash
    lot_values, counts = values, members
    return sorted(range(len(c.names)), key=lambda f: (-lot_values[f], -counts[f], -cash[f], f))


def pay(c: Ctx, seat: int, amount: int) -> None:
    """The bank pays a family."""
    c.st.cash[seat] += amount
    c.st.bank_net -= amount


def charge(c: Ctx, seat: int, amount: int) -> None:
    """A family pays the bank."""
    c.st.cash[seat] -= amount
    c.st.bank_net += amount


def take(c: Ctx, i: int, seat: int) -> None:
    """A member is carried off a lot (killed, arrested, freed); one who already moved first."""
    st = c.st
    st.members[i][seat] -= 1
    if st.moved[i][seat]:
        st.moved[i][seat] -= 1


def turn_up(c: Ctx, i: int) -> None:
    """A face-down lot turns up: everyone may now see it, so peeks at it are over."""
    c.st.face_up[i] = True
    for seen in c.st.peeks:
        seen.discard(i)
    c.reveal()


def prison_update(c: Ctx) -> None:
    """BOR-15, applied whenever the crowd in Fängelset changes."""
    st = c.st
    new = prison_control(st.members[PRISON], st.prison_controller)
    if new == st.prison_controller:
        return
    if new is None:
        text = msg("bor.city.prison_nobody")
    else:
        text = msg("bor.city.prison_controller", seat=who(c, new))
    st.prison_controller = new
    c.emit(text, rule="BOR-15", kind="prison", controller=new)


def resolve_conflicts(c: Ctx) -> None:
    """BOR-08 on every lot but Fängelset, then control follows from who is left."""
    st = c.st
    for i in list(occupied(st.members)):
        if i == PRISON:
            continue
        row = st.members[i]
        present = [f for f, n in enumerate(row) if n]
        if len(present) < 2:
            continue
        left = resolve_conflict(row)
        crowd = joined([msg("bor.city.crowd", seat=who(c, f), n=row[f]) for f in present])
        died = 0
        for f in present:
            st.dead[f] += row[f] - left[f]
            died += row[f] - left[f]
        st.members[i] = left
        st.moved[i] = [min(m, n) for m, n in zip(st.moved[i], left, strict=True)]
        winner = next((f for f, n in enumerate(left) if n), None)
        outcome = (
            msg("bor.city.conflict_keeps", seat=who(c, winner), n=left[winner])
            if winner is not None
            else msg("bor.city.conflict_nobody_left")
        )
        c.emit(
            msg(
                "bor.city.conflict",
                lot=lot_name(c, i),
                crowd=crowd,
                outcome=outcome,
                died=died,
            ),
            rule="BOR-08",
            kind="conflict",
            lot=list(POS[i]),
            before=list(row),
            after=list(left),
        )
        for f in present:
            if row[f] > left[f]:
                lost = row[f] - left[f]
                c.emit(
                    msg("bor.city.loses", seat=who(c, f), n=lost, lot=lot_name(c, i)),
                    rule="BOR-08",
                    kind="removal",
                    lot=list(POS[i]),
                    family=f,
                    count=lost,
                )
