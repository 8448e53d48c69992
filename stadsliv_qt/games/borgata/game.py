"""Borgata: Interregnum on the rules core: state, the round's phase flow and shared helpers.

Each mechanic lives in its own module as a mixin (opening, envelopes, collect, contract,
mobilise, contacts, recruit, win, view, persist); this class holds the state they share, the
dispatch from phase to legal/check/apply, and the order of phases in a round (BOR-10..BOR-14).
"""

from __future__ import annotations

from typing import Any

from stadsliv_qt.engine import (
    Action,
    Decision,
    Game,
    GameInfo,
    IllegalAction,
    Kind,
    OptionSpec,
    Results,
)

from . import actions as A
from .attacks import AttackRules
from .city import CityRules
from .collect import CollectRules
from .contacts import ContactRules
from .contract import ContractRules
from .data import load
from .envelopes import EnvelopeRules
from .grid import (
    CELLS,
    CORNERSTONE_AT,
    DISTRICT_PLACES,
    RING,
    label,
)
from .mobilise import MobiliseRules
from .opening import OpeningRules
from .persist import PersistRules
from .recruit import RecruitRules
from .view import ViewRules
from .win import WinRules

PHASE_TITLES = {
    0: "Opening placement",
    1: "Phase 1: Kontakter",
    2: "Phase 2: Inkassera",
    3: "Phase 3: Kontrakt",
    4: "Phase 4: Mobilisera",
    5: "Phase 5: Rekrytera",
}

# For each phase: the action types it accepts and the method that checks each (None: no check).
CHECKS: dict[str, dict[type, str | None]] = {
    "place": {A.Place: "_check_place"},
    "envelopes": {A.Envelopes: "_check_envelopes"},
    "block": {A.Block: "_check_block"},
    "collect": {A.Collect: "_check_collect", A.Done: None},
    "name": {A.NameLot: "_check_name"},
    "bid": {A.ContractBid: "_check_bid"},
    "mobilise": {
        A.Step: "_check_step",
        A.Pass: None,
        A.Assassinate: "_check_assassinate",
        A.Arrest: "_check_arrest",
        A.Burn: "_check_burn",
        A.PoliceCar: "_check_police_car",
        A.Lawyer: "_check_lawyer",
        A.Inform: "_check_inform",
        A.Smuggle: "_check_smuggle",
        A.PoliceChief: "_check_police_chief",
    },
    "response": {A.Respond: "_check_respond"},
    "recruit": {A.Recruit: "_check_recruit", A.Done: None},
}
APPLY: dict[type, str] = {
    A.Place: "_apply_place",
    A.Envelopes: "_apply_envelopes",
    A.Block: "_apply_block",
    A.Collect: "_apply_collect",
    A.Done: "_apply_done",
    A.NameLot: "_apply_name",
    A.ContractBid: "_apply_bid",
    A.Step: "_apply_step",
    A.Pass: "_apply_pass",
    A.Assassinate: "_apply_assassinate",
    A.Arrest: "_apply_arrest",
    A.Burn: "_apply_burn",
    A.PoliceCar: "_apply_police_car",
    A.Lawyer: "_apply_lawyer",
    A.Inform: "_apply_inform",
    A.Smuggle: "_apply_smuggle",
    A.PoliceChief: "_apply_police_chief",
    A.Respond: "_apply_respond",
    A.Recruit: "_apply_recruit",
}
LEGAL = {
    "place": "_legal_place",
    "envelopes": "_legal_envelopes",
    "block": "_legal_block",
    "collect": "_legal_collect",
    "name": "_legal_name",
    "bid": "_legal_bid",
    "mobilise": "_legal_mobilise",
    "response": "_legal_response",
    "recruit": "_legal_recruit",
}


def money(amount: int) -> str:
    """Dollars as players write them: $1,200."""
    return f"-${-amount:,}" if amount < 0 else f"${amount:,}"


class BorgataGame(
    OpeningRules,
    EnvelopeRules,
    CollectRules,
    ContractRules,
    MobiliseRules,
    ContactRules,
    AttackRules,
    RecruitRules,
    WinRules,
    ViewRules,
    PersistRules,
    CityRules,
    Game,
):
    """Mafia families fight for the lots of a 5x5 city in five phases a round (BOR-01..BOR-27)."""

    info = GameInfo(
        id="borgata",
        title="Borgata: Interregnum",
        description=(
            "Mafia families fight for the lots of a 5x5 city: sealed envelopes buy contacts, "
            "contracts open new lots, members march and clash. Control Stadshuset and the four "
            "corners, be the last family standing, or hold lots worth 30."
        ),
        min_seats=2,
        max_seats=6,
        list_order=2,
        options=(
            OptionSpec(
                "envelope_money",
                "Envelope money",
                "choice",
                "alt2",
                "Alt 2: only the winning envelope is paid, the rest come back. "
                "Alt 1: the money in every envelope goes to the bank.",
                "BOR-10",
                choices=(
                    ("alt2", "Alt 2: only the winning envelope is paid"),
                    ("alt1", "Alt 1: every envelope goes to the bank"),
                ),
            ),
            OptionSpec(
                "win_value",
                "Lot value to win",
                "int",
                30,
                "A family that controls lots worth at least this much wins (BOR-09, 20 to 40).",
                "BOR-09",
                minimum=20,
                maximum=40,
            ),
            OptionSpec(
                "round_limit",
                "Round limit",
                "int",
                0,
                "0: no limit. Otherwise, after this many rounds the family of highest status wins.",
                "BOR-09",
                minimum=0,
                maximum=99,
            ),
        ),
        money="$",
    )

    # ----- state ----------------------------------------------------------------------------
    def setup(self) -> None:
        """An empty city with the value-5 lots in place; the deck is dealt by the first CHANCE."""
        self._init_state()

    def _init_state(self) -> None:
        self._caches()
        n = len(self.seats)
        figures = self.data.figures
        self.phase = "shuffle"
        self.phase_no = 0
        self.round = 0
        self.cards: list[str | None] = [CORNERSTONE_AT.get(i) for i in range(CELLS)]
        self.face_up = [i in CORNERSTONE_AT for i in range(CELLS)]
        self.police = [False] * CELLS
        self.members = [[0] * n for _ in range(CELLS)]
        self.moved = [[0] * n for _ in range(CELLS)]
        self.deck: list[str] = []
        self.discards: list[str] = []
        self.cash = [figures["start_money"]] * n
        self.bank_net = 0
        self.joined = [0] * n
        self.dead = [0] * n
        self.holder: dict[str, int | None] = {cid: None for cid in self.data.contacts}
        self.prison_controller: int | None = None
        self.peeks: list[set[int]] = [set() for _ in range(n)]
        self.actor: int | None = None
        self.order: list[int] = []
        self.order_i = 0
        self.placed = 0
        self.available: tuple[str, ...] = ()
        self.envelopes: dict[int, tuple[tuple[str, int], ...]] = {}
        self.bids: dict[int, int] = {}
        self.sealed_seats: tuple[int, ...] = ()
        self.blocked: list[str] = []
        self.block_queue: list[tuple[int, int]] = []
        self.pending_police: list[int] = []
        self.contract_lot: int | None = None
        self.passed = [False] * n
        self.pending: dict[str, Any] | None = None
        self.recruited = 0
        self.prison_recruited = False
        self.result: dict[str, Any] | None = None

    def _caches(self) -> None:
        """Derived, never saved: the data, the active contacts, and decisions whose words never change."""
        self.data = load()
        self._active_contacts = tuple(
            cid for cid, contact in self.data.contacts.items() if contact.kind == "active"
        )
        # Keyed by the phase and everything its prompt reads, so a stale entry can never match.
        self._decisions: dict[tuple, Decision] = {}

    # ----- what the game waits for --------------------------------------------------------
    def decision(self) -> Decision:
        """The pending decision, built from the phase and the seat to act (cheap: no search)."""
        phase = self.phase
        if phase == "envelopes" or phase == "bid":
            store = self.envelopes if phase == "envelopes" else self.bids
            key = (phase, self.sealed_seats, tuple(store), self.contract_lot)
        elif phase == "place":
            key = (phase, self.actor, self.placed // len(self.seats))
        elif phase == "block":
            lot = self.block_queue[0][1]
            key = (phase, self.actor, lot, self.cards[lot], self.face_up[lot])
        elif phase in ("mobilise", "collect", "name", "recruit"):
            key = (phase, self.actor)
        else:
            return self._build_decision(phase)
        cached = self._decisions.get(key)
        if cached is None:
            if len(self._decisions) >= 256:
                self._decisions.clear()
            cached = self._decisions[key] = self._build_decision(phase)
        return cached

    def _build_decision(self, phase: str) -> Decision:
        """The decision for the current state, made afresh."""
        if phase == "mobilise":
            return Decision(
                Kind.SEAT,
                (self.actor,),
                f"{self.name(self.actor)}: move one member one step, play a contact, or pass",
                rule="BOR-13",
                tag="mobilise",
            )
        if phase == "envelopes" or phase == "bid":
            store = self.envelopes if phase == "envelopes" else self.bids
            waiting = tuple(s for s in self.sealed_seats if s not in store)
            done = tuple(s for s in self.sealed_seats if s in store)
            if phase == "envelopes":
                prompt = "Each family seals one envelope on every free contact"
                return Decision(Kind.SEALED, waiting, prompt, "BOR-10", "envelopes", submitted=done)
            prompt = f"Each family seals a bid for the contract on {label(self.contract_lot)}"
            return Decision(Kind.SEALED, waiting, prompt, "BOR-12", "contract_bid", submitted=done)
        if phase == "over":
            return Decision(Kind.TERMINAL, results=self._results())
        if phase == "shuffle":
            return Decision(
                Kind.CHANCE,
                prompt="Shuffle the district deck and deal the city",
                rule="BOR-02",
                chance="shuffle:districts",
            )
        who = self.name(self.actor)
        if phase == "place":
            k = self.placed // len(self.seats) + 1
            total = self.data.figures["start_members"]
            prompt = f"{who}: place starting member {k} of {total} next to Stadshuset"
            return Decision(Kind.SEAT, (self.actor,), prompt, "BOR-06", "place")
        if phase == "block":
            lot = self.block_queue[0][1]
            cats = " and ".join(self._governs(lot))
            prompt = f"{who}: block collection from {cats} this round ({self._lot_name(lot)})?"
            return Decision(Kind.SEAT, (self.actor,), prompt, "BOR-11", "block")
        if phase == "collect":
            prompt = f"{who}: collect where a police car stands (one member is arrested)?"
            return Decision(Kind.SEAT, (self.actor,), prompt, "BOR-11", "collect")
        if phase == "name":
            prompt = f"{who}: name a face-down lot for this round's contract"
            return Decision(Kind.SEAT, (self.actor,), prompt, "BOR-12", "name_contract")
        if phase == "response":
            p = self.pending
            answer = self.data.contacts[p["answer"]].name
            attack = self.data.contacts[p["contact"]].name
            prompt = (
                f"{who}: {self.name(p['attacker'])} plays {attack} on {self._lot_name(p['lot'])}. "
                f"Play {answer}?"
            )
            return Decision(Kind.SEAT, (self.actor,), prompt, self._rule(p["answer"]), "response")
        prompt = f"{who}: recruit members ({money(self.data.figures['recruit_price'])} each)"
        return Decision(Kind.SEAT, (self.actor,), prompt, "BOR-14", "recruit")

    def legal_actions(self, seat: int) -> list[Action]:
        """What `seat` may do now; a representative set of amounts for sealed decisions."""
        phase = self.phase
        if phase == "envelopes" or phase == "bid":
            store = self.envelopes if phase == "envelopes" else self.bids
            if seat not in self.sealed_seats or seat in store:
                return []
        elif phase not in LEGAL or seat != self.actor:
            return []
        return getattr(self, LEGAL[phase])(seat)

    def check(self, action: Action) -> None:
        """Refuse, with a sentence and no change, anything the phase does not allow."""
        accepted = CHECKS.get(self.phase, {})
        kind = type(action)
        if kind not in accepted:
            raise IllegalAction(f"That is not possible now. {self.decision().prompt}.")
        method = accepted[kind]
        if method is not None:
            getattr(self, method)(action)

    def _apply(self, action: Action) -> None:
        getattr(self, APPLY[type(action)])(action)

    def _apply_done(self, action: A.Done) -> None:
        if self.phase == "collect":
            self._done_collecting(action.seat)
        else:
            self._finish_recruiting(action.seat)

    def _resolve_chance(self) -> None:
        """BOR-02: shuffle the 28 districts, deal 20 face down, turn up the ring around Stadshuset."""
        deck = self.chance.shuffle(list(self.data.districts), "shuffle:districts")
        for place, card in zip(DISTRICT_PLACES, deck, strict=False):
            self.cards[place] = card
        self.deck = deck[len(DISTRICT_PLACES) :]
        for i in RING:
            self.face_up[i] = True
        names = ", ".join(self._lot_name(i) for i in RING)
        self.emit(
            f"The districts are shuffled and dealt face down; around Stadshuset lie {names}",
            rule="BOR-02",
            kind="deal",
        )
        self._start_opening()

    # ----- the round ------------------------------------------------------------------------
    def _start_round(self) -> None:
        self.round += 1
        self.emit(f"Round {self.round} begins", rule="BOR-10", kind="round", round=self.round)
        self._phase1()

    def _end_phase(self, number: int) -> None:
        """After every phase: the win check (BOR-09), then the next phase or round."""
        order = self._check_win(PHASE_TITLES[number])
        if order is None:
            return
        # Nothing changes between the check and the next phase's start, so its status order holds.
        if number in (0, 5):
            limit = self.options["round_limit"]
            if number == 5 and limit and self.round >= limit:
                self._end_by_round_limit(order)
                return
            self._start_round()
        elif number == 1:
            self._phase2(order)
        elif number == 2:
            self._phase3(order)
        elif number == 3:
            self._phase4(order)
        else:
            self._phase5(order)

    def _results(self) -> Results:
        r = self.result or {}
        return Results(
            winners=tuple(r.get("winners", ())),
            reason=r.get("reason", ""),
            rule=r.get("rule", "BOR-09"),
            scores={int(k): v for k, v in r.get("scores", {}).items()},
            breakdown={int(k): dict(v) for k, v in r.get("breakdown", {}).items()},
        )
