"""validate(): the states the rules can reach, refused otherwise (on load, and after every step of
the playout tests).

Money is conserved between families and bank, every member accounted for (on a lot, in Fängelset
or dead), no lot shared by two families outside Phase 4 and the opening, at most 5 police cars,
every district card exactly once, Fängelset control per BOR-15, and each pending record fits the
phase it belongs to.
"""

from __future__ import annotations

from stadsliv_qt.engine import StateError
from stadsliv_qt.engine.record import dump

from .attacks import shielded
from .city import controller, governs, status_order
from .collect import block_matters, collectable
from .contract import contract_candidates, has_contract
from .ctx import Ctx
from .grid import CELLS, CORNERSTONE_AT, CORNERSTONES, HALL, PRISON, RING, label, prison_control
from .recruit import recruit_lots
from .state import PHASES, new_state
from .turns import can_act

SHARED_OK = ("place", "mobilise", "response")  # lots may hold several families only here
# The phase number (the round's phase, 0 the opening) each phase belongs to.
PHASE_NO = {"shuffle": 0, "place": 0, "envelopes": 1, "block": 2, "collect": 2, "name": 3,
            "bid": 3, "mobilise": 4, "response": 4, "recruit": 5}  # fmt: skip


def validate(c: Ctx) -> None:
    """Raise StateError for a state the rules cannot produce."""
    st = c.st
    n = len(c.names)
    fig = c.data.figures
    if st.phase not in PHASES:
        raise StateError("the game is in an unknown phase")
    for i, lid in CORNERSTONE_AT.items():
        if st.cards[i] != lid or not st.face_up[i]:
            raise StateError(f"the value-5 lot {c.data.name(lid)} is not in its place")
    if st.phase == "shuffle":
        if dump(new_state(n, c.data)) != dump(st):
            raise StateError("something happened in the city before the districts were dealt")
        return
    placed = [card for i, card in enumerate(st.cards) if i not in CORNERSTONE_AT]
    every = placed + st.deck + st.discards
    if sorted(map(str, every)) != sorted(c.data.districts):
        raise StateError("the district cards are not each in exactly one place")
    if any(cash < 0 for cash in st.cash):
        raise StateError("a family's cash is below $0")
    if sum(st.cash) + st.bank_net != fig["start_money"] * n:
        raise StateError("money was created or lost")
    for f in range(n):
        total = sum(st.members[i][f] for i in range(CELLS)) + st.dead[f]
        if total != st.joined[f]:
            raise StateError(f"{c.names[f]}'s members do not add up")
    if sum(st.police) > fig["police_cars"]:
        raise StateError("more police cars than the city allows")
    if st.police[PRISON] or any(p and not u for p, u in zip(st.police, st.face_up, strict=True)):
        raise StateError("a police car stands where none can")
    moving = st.phase in ("mobilise", "response")
    for i in range(CELLS):
        row = st.members[i]
        if any(m > count for m, count in zip(st.moved[i], row, strict=True)):
            raise StateError("more members moved than stand on a lot")
        if not moving and any(st.moved[i]):
            raise StateError("members are marked as moved outside Phase 4")
        if not st.face_up[i] and any(row):
            if sum(row) > 1:
                raise StateError("a face-down lot holds more than one contract member")
            if not has_contract(c, i):
                raise StateError("a member waits on a face-down lot that has no contract")
        if i != PRISON and st.phase not in SHARED_OK and sum(1 for m in row if m) > 1:
            raise StateError(f"two families share lot {label(i)} outside a conflict")
    counts = st.members[PRISON]
    if prison_control(counts, st.prison_controller) != st.prison_controller:
        raise StateError("Fängelset's controller does not follow BOR-15")
    for seen in st.peeks:
        if any(st.face_up[i] for i in seen):
            raise StateError("a peek at a face-up lot")
    if any(card not in c.data.districts for card in st.discards + st.deck):
        raise StateError("the deck holds an unknown card")
    _validate_round(c, n)
    _validate_actor(c, n)
    _validate_sealed(c, n)
    _validate_collection(c)
    _validate_attack(c)
    if st.phase == "over" and not st.result:
        raise StateError("a finished game without a result")
    if st.phase != "over" and st.result is not None:
        raise StateError("a result is recorded while the game goes on")


def _validate_round(c: Ctx, n: int) -> None:
    """The round, the phase number and the opening placement agree with the phase."""
    st = c.st
    phase = st.phase
    if phase != "over" and st.phase_no != PHASE_NO[phase]:
        raise StateError("the phase number does not match the phase")
    opening = n * c.data.figures["start_members"]
    limit: int = c.options["round_limit"]
    if phase == "place":
        if st.round != 0 or not 0 <= st.placed < opening:
            raise StateError("the opening placement is out of step")
        on_ring = sum(sum(st.members[i]) for i in RING)
        if any(st.dead) or on_ring != st.placed or sum(map(sum, st.members)) != on_ring:
            raise StateError("the opening placement is out of step")
    elif st.placed != opening:
        raise StateError("the opening placement was not finished")
    elif phase != "over" and st.round < 1:
        raise StateError("a round is played before round 1")
    if limit and st.round > limit:
        raise StateError("the game went on past its round limit")


def _validate_actor(c: Ctx, n: int) -> None:
    """The family to act is the one the phase asks, in its order (BOR-07 status order)."""
    st = c.st
    phase, actor, order = st.phase, st.actor, st.order
    if phase in ("over", "envelopes", "bid"):
        if actor is not None:
            raise StateError("a family is asked to act when nobody should be")
        return
    if actor is None:
        raise StateError("nobody is asked to act")
    if order and sorted(order) != list(range(n)):
        raise StateError("the order of the families is not one of each family")
    if phase in ("collect", "mobilise", "response", "recruit") and (
        not order or not 0 <= st.order_i < n
    ):
        raise StateError("the order of the families is out of step")
    # In the response the attacked family answers out of turn (checked with the attack).
    if phase in ("collect", "mobilise", "recruit") and order[st.order_i] != actor:
        raise StateError("the seat to act is not the one whose turn it is")
    if not -1 <= st.order_i <= len(order):
        raise StateError("the place in the order of the families is out of range")
    if phase == "place" and actor != st.placed % n:
        raise StateError("the seat to act is not the one to place next")
    if phase == "block":
        if not st.block_queue or st.block_queue[0][0] != actor:
            raise StateError("the seat to act is not the one asked about a block")
        if sorted(order) != list(range(n)) or st.order_i != -1:
            raise StateError("the order of the families is out of step")
    if phase == "name":
        namer = controller(c, HALL)
        if actor != (status_order(c)[0] if namer is None else namer):
            raise StateError("the seat to act is not the one who names the contract lot")
    if phase == "mobilise" and (st.passed[actor] or not can_act(c, actor)):
        raise StateError("the seat to act has passed or has nothing left to do")
    if phase == "recruit" and not recruit_lots(c, actor):
        raise StateError("the seat to act has nothing it could recruit")


def _validate_sealed(c: Ctx, n: int) -> None:
    """Envelopes and contract bids: only from families asked, each within its cash."""
    st = c.st
    phase = st.phase
    free = tuple(cid for cid, h in st.holder.items() if h is None)
    if any(cid not in c.data.contacts or st.holder[cid] is not None for cid in st.available):
        raise StateError("a contact on the table is unknown or already held")
    if phase not in ("envelopes", "bid") and st.sealed_seats:
        raise StateError("families are asked to seal outside Phases 1 and 3")
    if phase != "envelopes" and (st.available or st.envelopes):
        raise StateError("envelopes lie on the table outside Phase 1")
    if phase != "bid" and (st.bids or st.contract_lot is not None):
        raise StateError("contract bids lie on the table outside Phase 3")
    if phase not in ("envelopes", "bid"):
        return
    paying = tuple(f for f in range(n) if st.cash[f] > 0)
    if st.sealed_seats != paying or not paying:
        raise StateError("the families asked to seal are not those with money")
    sealed: dict[int, int] = {}  # what each family sealed in all
    if phase == "envelopes":
        if not st.available or st.available != free:
            raise StateError("the contacts on the table are not the free ones")
        for f, pairs in st.envelopes.items():
            if [cid for cid, _ in pairs] != list(st.available):
                raise StateError("an envelope lies on a contact that is not on the table")
            sealed[f] = sum(a for _, a in pairs)
            if sealed[f] > st.cash[f]:
                raise StateError(f"{c.names[f]}'s envelopes hold more than its cash")
    else:
        lot = st.contract_lot
        if lot is None or lot not in contract_candidates(c) or not has_contract(c, lot):
            raise StateError("the lot named for the contract cannot be bid for")
        for f, amount in st.bids.items():
            if amount > st.cash[f]:
                raise StateError(f"{c.names[f]}'s contract bid is above its cash")
            sealed[f] = amount
    for f in range(n):
        if f not in paying and (f not in sealed or sealed[f]):
            raise StateError("a family without money has sealed an amount")
    if len(sealed) >= n:
        raise StateError("every family has sealed, yet nothing was opened")


def _validate_collection(c: Ctx) -> None:
    """Phase 2's records: the block questions, the blocked categories, the police lots."""
    st = c.st
    phase = st.phase
    governed = {cat for i in CORNERSTONES for cat in governs(c, i)}
    if phase not in ("block", "collect") and st.blocked:
        raise StateError("categories are blocked outside Phase 2")
    if len(set(st.blocked)) != len(st.blocked) or not set(st.blocked) <= governed:
        raise StateError("the blocked categories are unknown or named twice")
    queue = st.block_queue
    if (phase == "block") != bool(queue):
        raise StateError("block questions are pending outside the block questions")
    if len({i for _, i in queue}) != len(queue):
        raise StateError("a block question is asked twice")
    for f, i in queue:
        if i not in CORNERSTONES or controller(c, i) != f:
            raise StateError("a block question goes to a family that does not control the lot")
        if not block_matters(c, f, i):
            raise StateError("a block question is asked that blocks nobody else")
    police = st.pending_police
    if (phase == "collect") != bool(police):
        raise StateError("police lots wait for collection outside the collection")
    if len(set(police)) != len(police):
        raise StateError("a police lot waits for collection twice")
    if police:
        assert st.actor is not None  # checked with the actor before
        mine = collectable(c, st.actor)
        if any(not st.police[i] or i not in mine for i in police):
            raise StateError("a police lot waits for a family that cannot collect there")
    if phase != "recruit" and (st.recruited or st.prison_recruited):
        raise StateError("recruits are counted outside Phase 5")
    if st.recruited > c.data.figures["recruit_max"]:
        raise StateError("more members recruited than a turn allows")
    if phase not in ("mobilise", "response") and any(st.passed):
        raise StateError("families have passed outside Phase 4")


def _validate_attack(c: Ctx) -> None:
    """The attack waiting for an answer: only in the response, and one the rules allow."""
    st = c.st
    p = st.pending
    if (st.phase == "response") != (p is not None):
        raise StateError("an attack waits for an answer outside the response")
    if p is None:
        return
    if st.holder[p.contact] != p.attacker or p.attacker == p.target:
        raise StateError("the pending attack does not match who holds what")
    if st.holder[p.answer] != p.target or st.actor != p.target:
        raise StateError("the pending attack waits for a family that cannot answer it")
    lot = p.lot
    if not st.members[lot][p.target]:
        raise StateError("the pending attack aims at nobody")
    if p.contact == "lonnmordaren" and not st.face_up[lot]:
        raise StateError("the pending murder aims at a face-down lot")
    if p.contact == "fbi" and lot == PRISON:
        raise StateError("the pending arrest aims at Fängelset")
    if p.contact == "lonnmordaren" and shielded(c, lot, p.target):
        raise StateError("the pending murder aims at a lot Lönnmördaren cannot reach")
    if st.order[st.order_i] != p.attacker:
        raise StateError("the pending attack comes from a family whose turn it is not")
