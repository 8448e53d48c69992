"""Borgata: Interregnum on the rules core: a thin Game shell around one state record.

The whole changing state is a `BorgataState` record (state.py). The mechanics are functions in
modules split by mechanic (opening, envelopes, collect, contract, mobilise, contacts, attacks,
recruit, win; the round's order in flow.py), each receiving a `Ctx` (ctx.py): the state, the
read-only data, the table, chance and the log. This class builds that Ctx, dispatches from the
phase to the mechanics' legal/check/apply functions, caches decisions, copies the record for a
search's clone, and forwards each state field as an attribute (`game.cash`, `game.holder`) for
the tests, the UI and the bots that read and arrange states through the game object.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import fields
from operator import attrgetter
from typing import Any

from stadsliv_qt.engine import (
    Action,
    Decision,
    Game,
    GameInfo,
    IllegalAction,
    OptionSpec,
)
from stadsliv_qt.engine.record import clone

from . import actions as A
from . import (
    attacks,
    checks,
    collect,
    contacts,
    contract,
    envelopes,
    flow,
    mobilise,
    opening,
    persist,
    recruit,
    view,
)
from .city import control_values, controller, status_order, turn_up
from .ctx import Ctx
from .data import BorgataData, load
from .state import BorgataState, new_state

Legal = Callable[[Ctx, int], list[Action]]
# Each check and effect takes its own action class, so the tables hold them as taking Any action.
Check = Callable[[Ctx, Any], None]
Apply = Callable[[Ctx, Any], None]


def _apply_done(c: Ctx, action: A.Done) -> None:
    """Done ends collecting (police lots left alone) or recruiting."""
    if c.st.phase == "collect":
        collect.done_collecting(c, action.seat)
    else:
        recruit.finish_recruiting(c, action.seat)


# For each phase: the action types it accepts and the function that checks each (None: no check).
CHECKS: dict[str, dict[type[Action], Check | None]] = {
    "place": {A.Place: opening.check_place},
    "envelopes": {A.Envelopes: envelopes.check_envelopes},
    "block": {A.Block: collect.check_block},
    "collect": {A.Collect: collect.check_collect, A.Done: None},
    "name": {A.NameLot: contract.check_name},
    "bid": {A.ContractBid: contract.check_bid},
    "mobilise": {
        A.Step: mobilise.check_step,
        A.Pass: None,
        A.Assassinate: attacks.check_assassinate,
        A.Arrest: attacks.check_arrest,
        A.Burn: attacks.check_burn,
        A.PoliceCar: attacks.check_police_car,
        A.Lawyer: contacts.check_lawyer,
        A.Inform: contacts.check_inform,
        A.Smuggle: contacts.check_smuggle,
        A.PoliceChief: attacks.check_police_chief,
    },
    "response": {A.Respond: attacks.check_respond},
    "recruit": {A.Recruit: recruit.check_recruit, A.Done: None},
}
APPLY: dict[type[Action], Apply] = {
    A.Place: opening.apply_place,
    A.Envelopes: envelopes.apply_envelopes,
    A.Block: collect.apply_block,
    A.Collect: collect.apply_collect,
    A.Done: _apply_done,
    A.NameLot: contract.apply_name,
    A.ContractBid: contract.apply_bid,
    A.Step: mobilise.apply_step,
    A.Pass: mobilise.apply_pass,
    A.Assassinate: attacks.apply_assassinate,
    A.Arrest: attacks.apply_arrest,
    A.Burn: attacks.apply_burn,
    A.PoliceCar: attacks.apply_police_car,
    A.Lawyer: contacts.apply_lawyer,
    A.Inform: contacts.apply_inform,
    A.Smuggle: contacts.apply_smuggle,
    A.PoliceChief: attacks.apply_police_chief,
    A.Respond: attacks.apply_respond,
    A.Recruit: recruit.apply_recruit,
}
LEGAL: dict[str, Legal] = {
    "place": opening.legal_place,
    "envelopes": envelopes.legal_envelopes,
    "block": collect.legal_block,
    "collect": collect.legal_collect,
    "name": contract.legal_name,
    "bid": contract.legal_bid,
    "mobilise": mobilise.legal_mobilise,
    "response": attacks.legal_response,
    "recruit": recruit.legal_recruit,
}


class BorgataGame(Game):
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

    st: BorgataState  # the whole changing state
    ctx: Ctx  # what the mechanics receive: the state with the data, table, chance and log
    data: BorgataData  # the cards, contacts and figures (read-only, shared by every game)

    # ----- state ----------------------------------------------------------------------------
    def setup(self) -> None:
        """An empty city with the value-5 lots in place; the deck is dealt by the first CHANCE."""
        self._attach(new_state(len(self.seats), load()))

    def _attach(self, st: BorgataState) -> None:
        """Make `st` this game's state, with fresh derived caches and a Ctx around it."""
        self.data = load()
        self.st = st
        self._active = tuple(
            cid for cid, contact in self.data.contacts.items() if contact.kind == "active"
        )
        # Keyed by the phase and everything its prompt reads, so a stale entry can never match.
        self._decisions: dict[Hashable, Decision] = {}
        self._bind()

    def _bind(self) -> None:
        """The Ctx of this game object: its state, its chance and its own log."""
        self.ctx = Ctx(
            self.st,
            self.data,
            self.options,
            tuple(s.name for s in self.seats),
            self.chance,
            self.emit,
            self.reveal,
            self._active,
            flow.end_phase,
        )

    def _cloned(self, original: Game) -> None:
        """A search's copy: its own copy of the record, a Ctx bound to the copy.

        The decision cache stays shared with the original: its keys hold everything a prompt
        reads, and clones have the same seats, so an entry is right for every copy.
        """
        assert isinstance(original, BorgataGame)
        self.st = st = clone(original.st)
        o = original.ctx
        self.ctx = Ctx(
            st,
            o.data,
            o.options,
            o.names,
            self.chance,
            self.emit,
            self.reveal,
            o.active,
            o.end_phase,
        )

    # ----- what the game waits for --------------------------------------------------------
    def decision(self) -> Decision:
        """The pending decision, built from the phase and the seat to act (cheap: no search)."""
        st = self.st
        phase = st.phase
        key: Hashable
        if phase == "envelopes" or phase == "bid":
            store = st.envelopes if phase == "envelopes" else st.bids
            key = (phase, st.sealed_seats, tuple(store), st.contract_lot)
        elif phase == "place":
            key = (phase, st.actor, st.placed // len(self.seats))
        elif phase == "block":
            i = st.block_queue[0][1]
            key = (phase, st.actor, i, st.cards[i], st.face_up[i])
        elif phase in ("mobilise", "collect", "name", "recruit"):
            key = (phase, st.actor)
        else:
            return flow.build_decision(self.ctx, phase)
        cached = self._decisions.get(key)
        if cached is None:
            if len(self._decisions) >= 256:
                self._decisions.clear()
            cached = self._decisions[key] = flow.build_decision(self.ctx, phase)
        return cached

    def legal_actions(self, seat: int) -> list[Action]:
        """What `seat` may do now; a representative set of amounts for sealed decisions."""
        st = self.st
        phase = st.phase
        if phase == "envelopes" or phase == "bid":
            store = st.envelopes if phase == "envelopes" else st.bids
            if seat not in st.sealed_seats or seat in store:
                return []
        elif phase not in LEGAL or seat != st.actor:
            return []
        return LEGAL[phase](self.ctx, seat)

    def check(self, action: Action) -> None:
        """Refuse, with a sentence and no change, anything the phase does not allow."""
        accepted = CHECKS.get(self.st.phase, {})
        kind = type(action)
        if kind not in accepted:
            raise IllegalAction(f"That is not possible now. {self.decision().prompt}.")
        fn = accepted[kind]
        if fn is not None:
            fn(self.ctx, action)

    def _apply(self, action: Action) -> None:
        APPLY[type(action)](self.ctx, action)

    def _resolve_chance(self) -> None:
        """BOR-02: shuffle the districts, deal the city and begin the opening."""
        opening.deal(self.ctx)

    # ----- views and the save form ------------------------------------------------------------
    def view(self, seat: int | None) -> dict[str, Any]:
        """Everything `seat` may see (None: the shared screen)."""
        return view.view(self.ctx, seat, self.decision(), self.info.id)

    def state_dict(self) -> dict[str, Any]:
        """The game state as plain JSON data (the state record's JSON form)."""
        return persist.state_dict(self.st)

    def load_state(self, data: dict[str, Any]) -> None:
        """Strict inverse of state_dict: every record present, of its kind, in its range."""
        self._attach(persist.load_state(data, len(self.seats), load()))

    def validate(self) -> None:
        """Raise StateError for a state the rules cannot produce (on load and in playouts)."""
        checks.validate(self.ctx)

    # ----- helpers the tests and the UI call ---------------------------------------------------
    def _controller(self, i: int) -> int | None:
        """BOR-07: the family controlling lot `i`, if any."""
        return controller(self.ctx, i)

    def _control_values(self) -> list[int]:
        """Total value of the lots each family controls."""
        return control_values(self.ctx)

    def _status_order(self) -> list[int]:
        """The families by status, highest first (BOR-07)."""
        return status_order(self.ctx)

    def _has_contract(self, i: int) -> bool:
        """What the back of the face-down card on lot `i` shows (BOR-03)."""
        return contract.has_contract(self.ctx, i)

    def _turn_up(self, i: int) -> None:
        """Turn lot `i` face up."""
        turn_up(self.ctx, i)

    def _phase1(self) -> None:
        """Begin Phase 1 of the current round."""
        envelopes.phase1(self.ctx)

    def _phase2(self, order: list[int] | None = None) -> None:
        """Begin Phase 2 of the current round."""
        collect.phase2(self.ctx, order)

    def _phase3(self, order: list[int] | None = None) -> None:
        """Begin Phase 3 of the current round."""
        contract.phase3(self.ctx, order)

    def _phase4(self, order: list[int] | None = None) -> None:
        """Begin Phase 4 of the current round."""
        mobilise.phase4(self.ctx, order)

    def _phase5(self, order: list[int] | None = None) -> None:
        """Begin Phase 5 of the current round."""
        recruit.phase5(self.ctx, order)


def _forward(cls: type[BorgataGame]) -> None:
    """Give the game a read-write attribute per state field: `game.cash` is `game.st.cash`."""
    for f in fields(BorgataState):

        def put(self: BorgataGame, value: Any, _name: str = f.name) -> None:
            setattr(self.st, _name, value)

        setattr(cls, f.name, property(attrgetter(f"st.{f.name}"), put, doc=f"st.{f.name}"))


_forward(BorgataGame)
