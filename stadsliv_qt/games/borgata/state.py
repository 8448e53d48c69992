"""Borgata's state as one typed record: everything a save holds, and all a mechanic may change.

`BorgataState` is the whole changing state of a game: the city (cards, face-up marks, police cars,
members), the families (cash, members who ever joined, the dead), the contacts' holders, the round
and its phase, and each pending step as a typed value of its own (sealed envelopes and bids, block
questions, police lots, the attack waiting for an answer, the result). Its JSON form is the save
form, derived from the declaration by engine/record.py, and a search copies it with the record's
generated clone. What is not state lives elsewhere: the cards, contacts and figures in the
read-only `BorgataData` (data.py), and caches in the game object.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal, get_args

from stadsliv_qt.engine.record import Record, json_key

from .data import BorgataData
from .grid import CELLS, CORNERSTONE_AT

# The steps a game moves through; "envelopes" and "bid" are sealed, "over" the end.
Phase = Literal[
    "shuffle",
    "place",
    "envelopes",
    "block",
    "collect",
    "name",
    "bid",
    "mobilise",
    "response",
    "recruit",
    "over",
]
PHASES: tuple[Phase, ...] = get_args(Phase)
# One family's sealed envelopes: (contact id, dollars) for each contact on the table, in its order.
Sealed = tuple[tuple[str, int], ...]


@dataclass(slots=True)
class Attack(Record):
    """A Lönnmördaren or FBI attack that waits for the target's answer (BOR-18, BOR-20)."""

    contact: str  # the attacking contact: "lonnmordaren" or "fbi"
    answer: str  # the response that stops it: "livvakterna" or "domaren"
    attacker: int  # the family that plays the attack
    target: int  # the family whose member is attacked
    lot: int  # the lot (index 0-24) the member stands on


@dataclass(slots=True)
class Result(Record):
    """The end of the game (BOR-09): the winner, why, and each family's score and its parts."""

    winners: list[int]  # the one winning family
    reason: str  # the sentence saying why the game ended
    rule: str  # the rule that ended it
    scores: dict[int, int]  # controlled lot value per family
    breakdown: dict[int, dict[str, int]]  # per family: "lot value", "members", "money"


@dataclass(slots=True)
class BorgataState:
    """Everything that changes in a game of Borgata; the save's "state" record, field by field."""

    phase: Phase  # the step the game is in
    phase_no: int  # the round's phase, 1-5 (0: the opening and the deal)
    round: int  # rounds begun so far (0 during the opening)
    cards: list[str | None]  # the card on each lot, by index (None: not dealt yet)
    face_up: list[bool]  # each lot's card lies face up
    police: list[bool]  # a police car stands on the lot
    members: list[list[int]]  # members per lot and family: members[lot][family]
    moved: list[list[int]]  # of those, members who stepped this round (may not step again)
    deck: list[str]  # district cards still to deal, top first
    discards: list[str]  # burnt districts, shuffled into a new deck when it runs out
    cash: list[int]  # each family's dollars
    bank_net: int  # what the bank took in minus what it paid out
    joined: list[int]  # members each family ever had (placed, won, recruited)
    dead: list[int]  # each family's dead members
    holder: dict[str, int | None] = field(metadata=json_key("holders"))  # contact -> family
    prison_controller: int | None  # the family controlling Fängelset (BOR-15)
    peeks: list[set[int]]  # face-down lots each family looked at with Informatören
    actor: int | None  # the family asked to act (None: nobody, or a sealed decision)
    order: list[int]  # the families in status order for this phase's turns
    order_i: int  # the place in `order` of the family whose turn it is (-1: before the first)
    placed: int  # starting members placed in the opening
    available: tuple[str, ...]  # the contacts on the table in Phase 1
    envelopes: dict[int, Sealed]  # the envelopes sealed so far, by family
    bids: dict[int, int]  # the contract bids sealed so far, by family
    sealed_seats: tuple[int, ...]  # the families asked to seal (those with money)
    blocked: list[str]  # categories blocked from collection this round (BOR-11)
    block_queue: list[tuple[int, int]]  # block questions still to ask: (family, value-5 lot)
    pending_police: list[int]  # police lots the collecting family may still collect from
    contract_lot: int | None  # the lot named for this round's contract (BOR-12)
    passed: list[bool]  # families who passed in Phase 4
    pending: Attack | None  # the attack waiting for its target's answer
    recruited: int  # $500 recruits of the family recruiting now (BOR-14)
    prison_recruited: bool  # it took its Fängelset recruit this round
    result: Result | None  # how the game ended (None while it goes on)


def new_state(n: int, data: BorgataData) -> BorgataState:
    """The state every game starts from: an empty city with the value-5 lots in place."""
    return BorgataState(
        phase="shuffle",
        phase_no=0,
        round=0,
        cards=[CORNERSTONE_AT.get(i) for i in range(CELLS)],
        face_up=[i in CORNERSTONE_AT for i in range(CELLS)],
        police=[False] * CELLS,
        members=[[0] * n for _ in range(CELLS)],
        moved=[[0] * n for _ in range(CELLS)],
        deck=[],
        discards=[],
        cash=[data.figures["start_money"]] * n,
        bank_net=0,
        joined=[0] * n,
        dead=[0] * n,
        holder={cid: None for cid in data.contacts},
        prison_controller=None,
        peeks=[set() for _ in range(n)],
        actor=None,
        order=[],
        order_i=0,
        placed=0,
        available=(),
        envelopes={},
        bids={},
        sealed_seats=(),
        blocked=[],
        block_queue=[],
        pending_police=[],
        contract_lot=None,
        passed=[False] * n,
        pending=None,
        recruited=0,
        prison_recruited=False,
        result=None,
    )
