"""The contacts that strike at the city: Lönnmördaren (BOR-17), FBI (BOR-19), Mordbrännaren
(BOR-21), and the police cars of Polisbilen (BOR-22, BOR-16) and Polischefen (BOR-26).

Lönnmördaren and FBI pause for the target's response (BOR-18 Livvakterna, BOR-20 Domaren): the
attack waits in the state's `pending` record until the target answers, then fails or lands.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable

from stadsliv_qt.engine import Action, IllegalAction
from stadsliv_qt.text import msg

from .actions import Arrest, Assassinate, Burn, ContactAction, PoliceCar, PoliceChief, Respond, make
from .city import (
    category,
    contact_name,
    controller,
    is_district,
    joined,
    lot,
    lot_name,
    prison_update,
    take,
    who,
)
from .city import rule as contact_rule
from .ctx import Ctx
from .data import PROTECTED
from .grid import CELLS, DISTRICT_PLACES, POS, PRISON, label, occupied
from .state import Attack
from .turns import next_mobiliser, used

# Action lists that depend only on the seat and a few lot sets, made once and shared (actions
# are immutable); each store is emptied when it grows large, so it never holds much.
Store = dict[Hashable, tuple[Action, ...]]
_BURNS: Store = {}
_CARS: Store = {}


def shared(
    store: Store, key: Hashable, build: Callable[[], Iterable[Action]]
) -> tuple[Action, ...]:
    """The action list stored under `key`, built (and stored) the first time it is asked for."""
    actions = store.get(key)
    if actions is None:
        if len(store) >= 4096:
            store.clear()
        actions = store[key] = tuple(build())
    return actions


def holds(c: Ctx, action: ContactAction) -> None:
    """Refuse a contact play by a family that does not hold the contact."""
    if c.st.holder[action.contact] != action.seat:
        raise IllegalAction(msg("bor.attacks.not_held", contact=contact_name(c, action.contact)))


def target(c: Ctx, seat: int, i: int, family: object, face_up_only: bool = True) -> None:
    """Refuse an attack on anything but another family's member (on a face-up lot for
    Lönnmördaren, BOR-17; the FBI also reaches a contract member waiting face down, BOR-19)."""
    if not isinstance(family, int) or isinstance(family, bool) or not 0 <= family < len(c.names):
        raise IllegalAction(msg("bor.attacks.no_family"))
    if family == seat:
        raise IllegalAction(msg("bor.attacks.own_family"))
    if face_up_only and not c.st.face_up[i]:
        raise IllegalAction(msg("bor.attacks.face_up_only"))
    if not c.st.members[i][family]:
        raise IllegalAction(msg("bor.attacks.no_member", seat=who(c, family), lot=lot_name(c, i)))


# ----- BOR-17 Lönnmördaren ------------------------------------------------------------------
def shielded(c: Ctx, i: int, family: int) -> bool:
    """True if the family controls this office or apartment lot: Lönnmördaren cannot strike."""
    return category(c, i) in PROTECTED and controller(c, i) == family


def legal_assassinate(c: Ctx, seat: int) -> list[Action]:
    """Any other family's member on a face-up lot that is not shielded."""
    out: list[Action] = []
    face_up, members = c.st.face_up, c.st.members
    for i in occupied(members):
        if face_up[i]:
            out += [
                make(Assassinate, seat, POS[i], f)
                for f, n in enumerate(members[i])
                if n and f != seat and not shielded(c, i, f)
            ]
    return out


def check_assassinate(c: Ctx, action: Assassinate) -> None:
    """The contact held, a member to strike, and no shield."""
    holds(c, action)
    i = lot(action.lot)
    target(c, action.seat, i, action.target)
    if shielded(c, i, action.target):
        raise IllegalAction(
            msg(
                "bor.attacks.shielded",
                seat=who(c, action.target),
                lot=lot_name(c, i),
                category=category(c, i),
            )
        )


def apply_assassinate(c: Ctx, action: Assassinate) -> None:
    """Announce the murder; it waits for Livvakterna if the target holds them."""
    i = lot(action.lot)
    c.emit(
        msg(
            "bor.attacks.assassin",
            seat=who(c, action.seat),
            target=who(c, action.target),
            lot=lot_name(c, i),
        ),
        rule="BOR-17",
        kind="attack",
        seat=action.seat,
        target=action.target,
        lot=list(POS[i]),
    )
    _attack(c, "lonnmordaren", action.seat, i, action.target)


def _murder(c: Ctx, i: int, family: int) -> None:
    take(c, i, family)
    c.st.dead[family] += 1
    c.emit(
        msg("bor.attacks.murdered", seat=who(c, family), lot=lot_name(c, i)),
        rule="BOR-17",
        kind="death",
        seat=family,
        lot=list(POS[i]),
    )
    if i == PRISON:
        prison_update(c)


# ----- BOR-19 FBI ---------------------------------------------------------------------------
def legal_arrest(c: Ctx, seat: int) -> list[Action]:
    """Any other family's member outside Fängelset: BOR-19 names no kind of lot, so a contract
    member waiting on a face-down lot may be taken too (the lot stays face down, unclaimed)."""
    out: list[Action] = []
    members = c.st.members
    for i in occupied(members):
        if i != PRISON:
            out += [
                make(Arrest, seat, POS[i], f) for f, n in enumerate(members[i]) if n and f != seat
            ]
    return out


def check_arrest(c: Ctx, action: Arrest) -> None:
    """The contact held and a member to arrest outside Fängelset."""
    holds(c, action)
    i = lot(action.lot)
    if i == PRISON:
        raise IllegalAction(msg("bor.attacks.in_prison"))
    target(c, action.seat, i, action.target, face_up_only=False)


def apply_arrest(c: Ctx, action: Arrest) -> None:
    """Announce the arrest; it waits for Domaren if the target holds him."""
    i = lot(action.lot)
    c.emit(
        msg(
            "bor.attacks.fbi",
            seat=who(c, action.seat),
            target=who(c, action.target),
            lot=lot_name(c, i),
        ),
        rule="BOR-19",
        kind="attack",
        seat=action.seat,
        target=action.target,
        lot=list(POS[i]),
    )
    _attack(c, "fbi", action.seat, i, action.target)


def _imprison(c: Ctx, i: int, family: int) -> None:
    st = c.st
    take(c, i, family)
    st.members[PRISON][family] += 1
    st.moved[PRISON][family] += 1  # carried off: it may not walk out this round
    c.emit(
        msg("bor.attacks.imprisoned", seat=who(c, family), lot=lot_name(c, i)),
        rule="BOR-19",
        kind="arrest",
        seat=family,
        lot=list(POS[i]),
    )
    prison_update(c)


# ----- BOR-18, BOR-20: the response ---------------------------------------------------------
def _attack(c: Ctx, contact: str, seat: int, i: int, family: int) -> None:
    """Announce an attack; pause for the target's response if it holds one, else carry it out."""
    st = c.st
    answer = "livvakterna" if contact == "lonnmordaren" else "domaren"
    st.pending = Attack(contact=contact, answer=answer, attacker=seat, target=family, lot=i)
    if st.holder[answer] == family:
        st.phase = "response"
        st.actor = family
        return
    _land_attack(c)


def legal_response(c: Ctx, seat: int) -> list[Action]:
    """Play the response or keep it."""
    return [Respond(seat, True), Respond(seat, False)]


def check_respond(c: Ctx, action: Respond) -> None:
    """Yes or no."""
    if not isinstance(action.use, bool):
        raise IllegalAction(msg("bor.yes_or_no"))


def apply_respond(c: Ctx, action: Respond) -> None:
    """Played: the attack fails and both contacts go back. Kept: the attack lands."""
    st = c.st
    p = st.pending
    assert p is not None  # the response phase always has its attack (validate checks it)
    if action.use:
        st.holder[p.contact] = None
        st.holder[p.answer] = None
        c.emit(
            msg(
                "bor.attacks.answered_murder"
                if p.contact == "lonnmordaren"
                else "bor.attacks.answered_arrest",
                seat=who(c, action.seat),
                answer=contact_name(c, p.answer),
                attack=contact_name(c, p.contact),
            ),
            rule=contact_rule(c, p.answer),
            kind="response",
            seat=action.seat,
        )
        st.pending = None
        st.phase = "mobilise"
        next_mobiliser(c)
        return
    c.emit(
        msg("bor.attacks.kept", seat=who(c, action.seat), answer=contact_name(c, p.answer)),
        rule=contact_rule(c, p.answer),
        kind="response",
        seat=action.seat,
    )
    _land_attack(c)


def _land_attack(c: Ctx) -> None:
    st = c.st
    p = st.pending
    assert p is not None  # set by _attack just before
    st.pending = None
    st.phase = "mobilise"
    if p.contact == "lonnmordaren":
        _murder(c, p.lot, p.target)
    else:
        _imprison(c, p.lot, p.target)
    used(c, p.contact)


# ----- BOR-21 Mordbrännaren -----------------------------------------------------------------
def legal_burn(c: Ctx, seat: int) -> list[Action]:
    """Any face-up district."""
    face_up = c.st.face_up
    lots = tuple(i for i in DISTRICT_PLACES if face_up[i])
    return list(shared(_BURNS, (seat, lots), lambda: [make(Burn, seat, POS[i]) for i in lots]))


def check_burn(c: Ctx, action: Burn) -> None:
    """The contact held and a face-up district."""
    holds(c, action)
    i = lot(action.lot)
    if not is_district(i):
        raise IllegalAction(msg("bor.attacks.burn_value5"))
    if not c.st.face_up[i]:
        raise IllegalAction(msg("bor.attacks.burn_face_up"))


def apply_burn(c: Ctx, action: Burn) -> None:
    """Everyone on the lot dies, its police car leaves, a new face-down lot is laid."""
    st = c.st
    i = lot(action.lot)
    name = lot_name(c, i)
    victims = [(f, n) for f, n in enumerate(st.members[i]) if n]
    for f, n in victims:
        st.dead[f] += n
    st.members[i] = [0] * len(c.names)
    st.moved[i] = [0] * len(c.names)
    killed = sum(n for _, n in victims)
    dead = joined(
        [msg("bor.attacks.burn_victims", n=n, seat=who(c, f)) for f, n in victims] or [""]
    )
    car = bool(st.police[i])
    st.police[i] = False
    st.discards.append(st.cards[i] or "")
    c.emit(
        msg(
            "bor.attacks.burn",
            seat=who(c, action.seat),
            lot=name,
            dead=dead,
            killed=killed,
            car=car,
        ),
        rule="BOR-21",
        kind="burn",
        seat=action.seat,
        lot=list(POS[i]),
        dead={c.names[f]: n for f, n in victims},
    )
    if not st.deck:
        st.deck = c.chance.shuffle(st.discards, "shuffle:districts")
        st.discards = []
        c.emit(
            msg("bor.attacks.reshuffle"),
            rule="BOR-21",
        )
    st.cards[i] = st.deck.pop(0)
    st.face_up[i] = False
    for seen in st.peeks:
        seen.discard(i)
    c.reveal()
    c.emit(
        msg("bor.attacks.new_lot", at=label(i)),
        rule="BOR-21",
        kind="new_lot",
        lot=list(POS[i]),
    )
    used(c, "mordbrannaren")


# ----- BOR-22 Polisbilen, BOR-16, BOR-26 Polischefen ----------------------------------------
def _car_places(c: Ctx) -> list[int]:
    face_up, police = c.st.face_up, c.st.police
    return [i for i in range(CELLS) if face_up[i] and i != PRISON and not police[i]]


def legal_police_car(c: Ctx, seat: int) -> list[Action]:
    """A new car on any free face-up lot while cars are left, or a car moved to one."""
    free = tuple(_car_places(c))
    cars = tuple(i for i in range(CELLS) if c.st.police[i])
    more = len(cars) < c.data.figures["police_cars"]

    def build() -> list[Action]:
        out: list[Action] = []
        if more:
            out += [make(PoliceCar, seat, POS[j]) for j in free]
        out += [make(PoliceCar, seat, POS[j], POS[i]) for i in cars for j in free]
        return out

    return list(shared(_CARS, (seat, free, cars, more), build))


def check_police_car(c: Ctx, action: PoliceCar) -> None:
    """A free face-up lot other than Fängelset; a new car only while fewer than the limit stand."""
    holds(c, action)
    st = c.st
    j = lot(action.lot)
    if j == PRISON:
        raise IllegalAction(msg("bor.attacks.car_prison"))
    if not st.face_up[j]:
        raise IllegalAction(msg("bor.attacks.car_face_up"))
    if st.police[j]:
        raise IllegalAction(msg("bor.attacks.car_there", lot=lot_name(c, j)))
    if action.frm is None:
        limit = c.data.figures["police_cars"]
        if sum(st.police) >= limit:
            raise IllegalAction(msg("bor.attacks.car_limit", n=limit))
    elif not st.police[lot(action.frm)]:
        raise IllegalAction(msg("bor.attacks.car_none_to_move"))


def apply_police_car(c: Ctx, action: PoliceCar) -> None:
    """The car stands on its new lot."""
    st = c.st
    j = lot(action.lot)
    seat = who(c, action.seat)
    if action.frm is None:
        text = msg("bor.attacks.car_new", seat=seat, lot=lot_name(c, j))
    else:
        i = lot(action.frm)
        st.police[i] = False
        text = msg("bor.attacks.car_moved", seat=seat, frm=lot_name(c, i), to=lot_name(c, j))
    st.police[j] = True
    c.emit(text, rule="BOR-22", kind="police", lot=list(POS[j]), cars=sum(st.police))
    used(c, "polisbilen")


def legal_police_chief(c: Ctx, seat: int) -> list[Action]:
    """Any police car."""
    police = c.st.police
    return [make(PoliceChief, seat, POS[i]) for i in range(CELLS) if police[i]]


def check_police_chief(c: Ctx, action: PoliceChief) -> None:
    """The contact held and a police car on the lot."""
    holds(c, action)
    if not c.st.police[lot(action.lot)]:
        raise IllegalAction(msg("bor.attacks.chief_no_car"))


def apply_police_chief(c: Ctx, action: PoliceChief) -> None:
    """The car leaves the city."""
    st = c.st
    i = lot(action.lot)
    st.police[i] = False
    c.emit(
        msg("bor.attacks.chief", seat=who(c, action.seat), lot=lot_name(c, i)),
        rule="BOR-26",
        kind="police",
        lot=list(POS[i]),
        cars=sum(st.police),
    )
    used(c, "polischefen")
