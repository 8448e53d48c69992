"""Borgata's save form: plain JSON out, strict checks in, and the invariants validate() enforces.

validate() is also the playout invariant: money conserved between families and bank, every member
accounted for (on a lot, in Fängelset or dead), no lot shared by two families outside Phase 4 and
the opening, at most 5 police cars, every district card exactly once, Fängelset control per BOR-15.
"""

from __future__ import annotations

from typing import Any

from stadsliv_qt.engine import StateError

from .grid import CELLS, CORNERSTONE_AT, CORNERSTONES, HALL, PRISON, RING, label, prison_control

PHASES = (
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
)
SHARED_OK = ("place", "mobilise", "response")  # lots may hold several families only here
# The phase number (the round's phase, 0 the opening) each phase belongs to.
PHASE_NO = {"shuffle": 0, "place": 0, "envelopes": 1, "block": 2, "collect": 2, "name": 3,
            "bid": 3, "mobilise": 4, "response": 4, "recruit": 5}  # fmt: skip
ATTACKS = {"lonnmordaren": "livvakterna", "fbi": "domaren"}  # an attack and its answer
# Each record of the saved state, in the words a refusal uses for it.
RECORDS = {
    "phase": "the phase of the round",
    "phase_no": "the phase number",
    "round": "the round number",
    "cards": "the district cards in the city",
    "face_up": "the face-up marks of the lots",
    "police": "the police cars",
    "members": "the members on the lots",
    "moved": "the members who moved this round",
    "deck": "the district deck",
    "discards": "the burnt districts",
    "cash": "the families' cash",
    "bank_net": "the bank's balance",
    "joined": "the members each family ever had",
    "dead": "the dead members",
    "holders": "the holders of the contacts",
    "prison_controller": "the family that controls Fängelset",
    "peeks": "the lots Informatören showed",
    "actor": "the family to act",
    "order": "the order of the families",
    "order_i": "the place in that order",
    "placed": "the starting members placed",
    "available": "the contacts on the table",
    "envelopes": "the sealed envelopes",
    "bids": "the sealed contract bids",
    "sealed_seats": "the families asked to seal",
    "blocked": "the blocked categories",
    "block_queue": "the block questions still to ask",
    "pending_police": "the police lots still to collect from",
    "contract_lot": "the lot named for the contract",
    "passed": "the families who passed",
    "pending": "the attack waiting for an answer",
    "recruited": "the members recruited this turn",
    "prison_recruited": "the Fängelset recruit of this turn",
    "result": "the result of the game",
}
ATTACK_KEYS = ("contact", "answer", "attacker", "target", "lot")
RESULT_KEYS = ("winners", "reason", "rule", "scores", "breakdown")


def _is_int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _int(v: Any, what: str, lo: int = 0, hi: int | None = None) -> int:
    if not _is_int(v) or v < lo or (hi is not None and v > hi):
        raise StateError(f"{what} is not a valid number")
    return v


def _seat_or_none(v: Any, n: int, what: str) -> int | None:
    return None if v is None else _int(v, what, 0, n - 1)


def _list(v: Any, what: str, length: int | None = None) -> list:
    if not isinstance(v, list) or (length is not None and len(v) != length):
        raise StateError(f"{what} is malformed")
    return v


def _bools(v: Any, what: str, length: int) -> list[bool]:
    out = _list(v, what, length)
    if not all(isinstance(b, bool) for b in out):
        raise StateError(f"{what} is malformed")
    return list(out)


def _texts(v: Any, what: str) -> list[str]:
    out = _list(v, what)
    if not all(isinstance(c, str) for c in out):
        raise StateError(f"{what} holds something that is not a name")
    return list(out)


def _seat_key(k: Any, n: int, what: str) -> int:
    """A family number written as a JSON key ("0", "1", ...)."""
    if k not in [str(f) for f in range(n)]:
        raise StateError(f"{what} names a family that is not at the table")
    return int(k)


class PersistRules:
    """state_dict, load_state and validate."""

    def state_dict(self) -> dict[str, Any]:
        """The game state as plain JSON data."""
        return {
            "phase": self.phase,
            "phase_no": self.phase_no,
            "round": self.round,
            "cards": list(self.cards),
            "face_up": list(self.face_up),
            "police": list(self.police),
            "members": [list(r) for r in self.members],
            "moved": [list(r) for r in self.moved],
            "deck": list(self.deck),
            "discards": list(self.discards),
            "cash": list(self.cash),
            "bank_net": self.bank_net,
            "joined": list(self.joined),
            "dead": list(self.dead),
            "holders": dict(self.holder),
            "prison_controller": self.prison_controller,
            "peeks": [sorted(p) for p in self.peeks],
            "actor": self.actor,
            "order": list(self.order),
            "order_i": self.order_i,
            "placed": self.placed,
            "available": list(self.available),
            "envelopes": {str(f): [list(p) for p in e] for f, e in self.envelopes.items()},
            "bids": {str(f): b for f, b in self.bids.items()},
            "sealed_seats": list(self.sealed_seats),
            "blocked": list(self.blocked),
            "block_queue": [list(q) for q in self.block_queue],
            "pending_police": list(self.pending_police),
            "contract_lot": self.contract_lot,
            "passed": list(self.passed),
            "pending": dict(self.pending) if self.pending is not None else None,
            "recruited": self.recruited,
            "prison_recruited": self.prison_recruited,
            "result": self.result,
        }

    def load_state(self, data: dict[str, Any]) -> None:
        """Strict inverse of state_dict: every record present, of its kind, in its range."""
        self._caches()
        n = len(self.seats)
        if not isinstance(data, dict):
            raise StateError("the game state is not a record")
        for key, words in RECORDS.items():
            if key not in data:
                raise StateError(f"{words} is missing")
        if set(data) != set(RECORDS):
            raise StateError("the game state holds a record Borgata does not know")
        phase = data["phase"]
        if not isinstance(phase, str) or phase not in PHASES:
            raise StateError("the game is in an unknown phase")
        self.phase = phase
        self.phase_no = _int(data["phase_no"], "the phase number", 0, 5)
        self.round = _int(data["round"], "the round")
        cards = _list(data["cards"], "the city", CELLS)
        if not all(c is None or isinstance(c, str) for c in cards):
            raise StateError("the city holds something that is not a card")
        self.cards = list(cards)
        self.face_up = _bools(data["face_up"], "the face-up marks", CELLS)
        self.police = _bools(data["police"], "the police cars", CELLS)
        self.members = [
            [_int(c, "a member count") for c in _list(r, "a lot's members", n)]
            for r in _list(data["members"], "the members", CELLS)
        ]
        self.moved = [
            [_int(c, "a moved count") for c in _list(r, "a lot's moved members", n)]
            for r in _list(data["moved"], "the moved members", CELLS)
        ]
        self.deck = _texts(data["deck"], "the deck")
        self.discards = _texts(data["discards"], "the discards")
        self.cash = [_int(c, "a family's cash") for c in _list(data["cash"], "the cash", n)]
        bank = data["bank_net"]
        if not _is_int(bank):
            raise StateError("the bank's balance is not a number")
        self.bank_net = bank
        self.joined = [_int(c, "a member total") for c in _list(data["joined"], "the joined", n)]
        self.dead = [_int(c, "a death toll") for c in _list(data["dead"], "the dead", n)]
        holders = data["holders"]
        if not isinstance(holders, dict) or list(holders) != list(self.data.contacts):
            raise StateError("the contacts are malformed")
        self.holder = {c: _seat_or_none(h, n, "a contact's holder") for c, h in holders.items()}
        self.prison_controller = _seat_or_none(
            data["prison_controller"], n, "Fängelset's controller"
        )
        self.peeks = [
            {_int(i, "a peeked lot", 0, CELLS - 1) for i in _list(p, "a family's peeks")}
            for p in _list(data["peeks"], "the peeks", n)
        ]
        self.actor = _seat_or_none(data["actor"], n, "the seat to act")
        self.order = [_int(f, "a seat", 0, n - 1) for f in _list(data["order"], "the order")]
        self.order_i = _int(data["order_i"], "the turn index", -1)
        self.placed = _int(data["placed"], "the placements")
        self.available = tuple(_texts(data["available"], "the contacts on the table"))
        self.envelopes = self._load_envelopes(data["envelopes"], n)
        bids = data["bids"]
        if not isinstance(bids, dict):
            raise StateError("the contract bids are malformed")
        self.bids = {
            _seat_key(f, n, "a contract bid"): _int(b, "a contract bid") for f, b in bids.items()
        }
        self.sealed_seats = tuple(
            _int(f, "a bidding seat", 0, n - 1) for f in _list(data["sealed_seats"], "the bidders")
        )
        self.blocked = _texts(data["blocked"], "the blocked categories")
        self.block_queue = [
            (_int(q[0], "a seat", 0, n - 1), _int(q[1], "a lot", 0, CELLS - 1))
            for q in (
                _list(q, "a block question", 2)
                for q in _list(data["block_queue"], "the block questions")
            )
        ]
        self.pending_police = [
            _int(i, "a lot", 0, CELLS - 1) for i in _list(data["pending_police"], "the police lots")
        ]
        lot = data["contract_lot"]
        self.contract_lot = None if lot is None else _int(lot, "the contract lot", 0, CELLS - 1)
        self.passed = _bools(data["passed"], "the passes", n)
        self.pending = self._load_attack(data["pending"], n)
        self.recruited = _int(data["recruited"], "the recruits")
        if not isinstance(data["prison_recruited"], bool):
            raise StateError("the Fängelset recruit mark is malformed")
        self.prison_recruited = data["prison_recruited"]
        self.result = _load_result(data["result"], n)

    def _load_envelopes(self, raw: Any, n: int) -> dict[int, tuple[tuple[str, int], ...]]:
        """Each family's sealed envelopes: (contact, dollars) pairs."""
        if not isinstance(raw, dict):
            raise StateError("the envelopes are malformed")
        out = {}
        for f, sealed in raw.items():
            pairs = []
            for pair in _list(sealed, "a family's envelopes"):
                pair = _list(pair, "an envelope", 2)
                if not isinstance(pair[0], str):
                    raise StateError("an envelope lies on something that is not a contact")
                pairs.append((pair[0], _int(pair[1], "an envelope")))
            out[_seat_key(f, n, "an envelope")] = tuple(pairs)
        return out

    def _load_attack(self, raw: Any, n: int) -> dict[str, Any] | None:
        """The Lönnmördaren or FBI attack waiting for the target's answer."""
        if raw is None:
            return None
        if not isinstance(raw, dict) or set(raw) != set(ATTACK_KEYS):
            raise StateError("the pending attack is malformed")
        contact, answer = raw["contact"], raw["answer"]
        if not isinstance(contact, str) or ATTACKS.get(contact) != answer:
            raise StateError("the pending attack names the wrong contacts")
        return {
            "contact": contact,
            "answer": answer,
            "attacker": _int(raw["attacker"], "the attacker", 0, n - 1),
            "target": _int(raw["target"], "the target", 0, n - 1),
            "lot": _int(raw["lot"], "the attacked lot", 0, CELLS - 1),
        }

    # ----- what the rules can reach -------------------------------------------------------------
    def validate(self) -> None:
        """Raise StateError for a state the rules cannot produce (on load, and after every step of
        the playout tests)."""
        n = len(self.seats)
        fig = self.data.figures
        if self.phase not in PHASES:
            raise StateError("the game is in an unknown phase")
        for i, lid in CORNERSTONE_AT.items():
            if self.cards[i] != lid or not self.face_up[i]:
                raise StateError(f"the value-5 lot {self.data.name(lid)} is not in its place")
        if self.phase == "shuffle":
            self._validate_untouched()
            return
        placed = [c for i, c in enumerate(self.cards) if i not in CORNERSTONE_AT]
        every = placed + self.deck + self.discards
        if sorted(map(str, every)) != sorted(self.data.districts):
            raise StateError("the district cards are not each in exactly one place")
        if any(c < 0 for c in self.cash):
            raise StateError("a family's cash is below $0")
        if sum(self.cash) + self.bank_net != fig["start_money"] * n:
            raise StateError("money was created or lost")
        for f in range(n):
            total = sum(self.members[i][f] for i in range(CELLS)) + self.dead[f]
            if total != self.joined[f]:
                raise StateError(f"{self.name(f)}'s members do not add up")
        if sum(self.police) > fig["police_cars"]:
            raise StateError("more police cars than the city allows")
        if self.police[PRISON] or any(
            p and not u for p, u in zip(self.police, self.face_up, strict=True)
        ):
            raise StateError("a police car stands where none can")
        moving = self.phase in ("mobilise", "response")
        for i in range(CELLS):
            row = self.members[i]
            if any(m > c for m, c in zip(self.moved[i], row, strict=True)):
                raise StateError("more members moved than stand on a lot")
            if not moving and any(self.moved[i]):
                raise StateError("members are marked as moved outside Phase 4")
            if not self.face_up[i] and any(row):
                if sum(row) > 1:
                    raise StateError("a face-down lot holds more than one contract member")
                if not self._has_contract(i):
                    raise StateError("a member waits on a face-down lot that has no contract")
            if i != PRISON and self.phase not in SHARED_OK and sum(1 for c in row if c) > 1:
                raise StateError(f"two families share lot {label(i)} outside a conflict")
        counts = self.members[PRISON]
        if prison_control(counts, self.prison_controller) != self.prison_controller:
            raise StateError("Fängelset's controller does not follow BOR-15")
        for seen in self.peeks:
            if any(self.face_up[i] for i in seen):
                raise StateError("a peek at a face-up lot")
        if any(c not in self.data.districts for c in self.discards + self.deck):
            raise StateError("the deck holds an unknown card")
        self._validate_round(n)
        self._validate_actor(n)
        self._validate_sealed(n)
        self._validate_collection(n)
        self._validate_attack()
        if self.phase == "over" and not self.result:
            raise StateError("a finished game without a result")
        if self.phase != "over" and self.result is not None:
            raise StateError("a result is recorded while the game goes on")

    def _validate_untouched(self) -> None:
        """Before the deal nothing has happened: the state is the one every game starts from."""
        blank = type(self).__new__(type(self))
        blank.seats = self.seats
        blank.options = self.options
        blank._init_state()
        if blank.state_dict() != self.state_dict():
            raise StateError("something happened in the city before the districts were dealt")

    def _validate_round(self, n: int) -> None:
        """The round, the phase number and the opening placement agree with the phase."""
        phase = self.phase
        if phase != "over" and self.phase_no != PHASE_NO[phase]:
            raise StateError("the phase number does not match the phase")
        opening = n * self.data.figures["start_members"]
        limit = self.options["round_limit"]
        if phase == "place":
            if self.round != 0 or not 0 <= self.placed < opening:
                raise StateError("the opening placement is out of step")
            on_ring = sum(sum(self.members[i]) for i in RING)
            if any(self.dead) or on_ring != self.placed or sum(map(sum, self.members)) != on_ring:
                raise StateError("the opening placement is out of step")
        elif self.placed != opening:
            raise StateError("the opening placement was not finished")
        elif phase != "over" and self.round < 1:
            raise StateError("a round is played before round 1")
        if limit and self.round > limit:
            raise StateError("the game went on past its round limit")

    def _validate_actor(self, n: int) -> None:
        """The family to act is the one the phase asks, in its order (BOR-07 status order)."""
        phase, actor, order = self.phase, self.actor, self.order
        if phase in ("over", "envelopes", "bid"):
            if actor is not None:
                raise StateError("a family is asked to act when nobody should be")
            return
        if actor is None:
            raise StateError("nobody is asked to act")
        if order and sorted(order) != list(range(n)):
            raise StateError("the order of the families is not one of each family")
        if phase in ("collect", "mobilise", "response", "recruit") and (
            not order or not 0 <= self.order_i < n
        ):
            raise StateError("the order of the families is out of step")
        # In the response the attacked family answers out of turn (checked with the attack).
        if phase in ("collect", "mobilise", "recruit") and order[self.order_i] != actor:
            raise StateError("the seat to act is not the one whose turn it is")
        if not -1 <= self.order_i <= len(order):
            raise StateError("the place in the order of the families is out of range")
        if phase == "place" and actor != self.placed % n:
            raise StateError("the seat to act is not the one to place next")
        if phase == "block":
            if not self.block_queue or self.block_queue[0][0] != actor:
                raise StateError("the seat to act is not the one asked about a block")
            if sorted(order) != list(range(n)) or self.order_i != -1:
                raise StateError("the order of the families is out of step")
        if phase == "name":
            namer = self._controller(HALL)
            if actor != (self._status_order()[0] if namer is None else namer):
                raise StateError("the seat to act is not the one who names the contract lot")
        if phase == "mobilise" and (self.passed[actor] or not self._can_act(actor)):
            raise StateError("the seat to act has passed or has nothing left to do")
        if phase == "recruit" and not self._recruit_lots(actor):
            raise StateError("the seat to act has nothing it could recruit")

    def _validate_sealed(self, n: int) -> None:
        """Envelopes and contract bids: only from families asked, each within its cash."""
        phase = self.phase
        free = tuple(c for c, h in self.holder.items() if h is None)
        if any(c not in self.data.contacts or self.holder[c] is not None for c in self.available):
            raise StateError("a contact on the table is unknown or already held")
        if phase not in ("envelopes", "bid") and self.sealed_seats:
            raise StateError("families are asked to seal outside Phases 1 and 3")
        if phase != "envelopes" and (self.available or self.envelopes):
            raise StateError("envelopes lie on the table outside Phase 1")
        if phase != "bid" and (self.bids or self.contract_lot is not None):
            raise StateError("contract bids lie on the table outside Phase 3")
        if phase not in ("envelopes", "bid"):
            return
        paying = tuple(f for f in range(n) if self.cash[f] > 0)
        if self.sealed_seats != paying or not paying:
            raise StateError("the families asked to seal are not those with money")
        if phase == "envelopes":
            if not self.available or self.available != free:
                raise StateError("the contacts on the table are not the free ones")
            sealed = self.envelopes
            for f, pairs in sealed.items():
                if [c for c, _ in pairs] != list(self.available):
                    raise StateError("an envelope lies on a contact that is not on the table")
                if sum(a for _, a in pairs) > self.cash[f]:
                    raise StateError(f"{self.name(f)}'s envelopes hold more than its cash")
        else:
            lot = self.contract_lot
            if lot is None or lot not in self._contract_candidates() or not self._has_contract(lot):
                raise StateError("the lot named for the contract cannot be bid for")
            sealed = self.bids
            for f, amount in sealed.items():
                if amount > self.cash[f]:
                    raise StateError(f"{self.name(f)}'s contract bid is above its cash")
        for f in range(n):
            if f not in paying and (f not in sealed or self._sealed_total(f)):
                raise StateError("a family without money has sealed an amount")
        if len(sealed) >= n:
            raise StateError("every family has sealed, yet nothing was opened")

    def _sealed_total(self, f: int) -> int:
        """What a family sealed in the current sealed decision."""
        if self.phase == "envelopes":
            return sum(a for _, a in self.envelopes[f])
        return self.bids[f]

    def _validate_collection(self, n: int) -> None:
        """Phase 2's records: the block questions, the blocked categories, the police lots."""
        phase = self.phase
        governed = {c for lot in CORNERSTONES for c in self._governs(lot)}
        if phase not in ("block", "collect") and self.blocked:
            raise StateError("categories are blocked outside Phase 2")
        if len(set(self.blocked)) != len(self.blocked) or not set(self.blocked) <= governed:
            raise StateError("the blocked categories are unknown or named twice")
        queue = self.block_queue
        if (phase == "block") != bool(queue):
            raise StateError("block questions are pending outside the block questions")
        if len({lot for _, lot in queue}) != len(queue):
            raise StateError("a block question is asked twice")
        for f, lot in queue:
            if lot not in CORNERSTONES or self._controller(lot) != f:
                raise StateError("a block question goes to a family that does not control the lot")
            if not self._block_matters(f, lot):
                raise StateError("a block question is asked that blocks nobody else")
        police = self.pending_police
        if (phase == "collect") != bool(police):
            raise StateError("police lots wait for collection outside the collection")
        if len(set(police)) != len(police):
            raise StateError("a police lot waits for collection twice")
        if police:
            mine = self._collectable(self.actor)
            if any(not self.police[i] or i not in mine for i in police):
                raise StateError("a police lot waits for a family that cannot collect there")
        if phase != "recruit" and (self.recruited or self.prison_recruited):
            raise StateError("recruits are counted outside Phase 5")
        if self.recruited > self.data.figures["recruit_max"]:
            raise StateError("more members recruited than a turn allows")
        if phase not in ("mobilise", "response") and any(self.passed):
            raise StateError("families have passed outside Phase 4")

    def _validate_attack(self) -> None:
        """The attack waiting for an answer: only in the response, and one the rules allow."""
        p = self.pending
        if (self.phase == "response") != (p is not None):
            raise StateError("an attack waits for an answer outside the response")
        if p is None:
            return
        if self.holder[p["contact"]] != p["attacker"] or p["attacker"] == p["target"]:
            raise StateError("the pending attack does not match who holds what")
        if self.holder[p["answer"]] != p["target"] or self.actor != p["target"]:
            raise StateError("the pending attack waits for a family that cannot answer it")
        lot = p["lot"]
        if not self.face_up[lot] or not self.members[lot][p["target"]]:
            raise StateError("the pending attack aims at nobody")
        if p["contact"] == "fbi" and lot == PRISON:
            raise StateError("the pending arrest aims at Fängelset")
        if p["contact"] == "lonnmordaren" and self._shielded(lot, p["target"]):
            raise StateError("the pending murder aims at a lot Lönnmördaren cannot reach")
        if self.order[self.order_i] != p["attacker"]:
            raise StateError("the pending attack comes from a family whose turn it is not")


def _load_result(raw: Any, n: int) -> dict[str, Any] | None:
    """The end of the game: one winner at the table, a score and a breakdown per family."""
    if raw is None:
        return None
    if not isinstance(raw, dict) or set(raw) != set(RESULT_KEYS):
        raise StateError("the result of the game is malformed")
    winners = raw["winners"]
    if not isinstance(winners, list) or len(winners) != 1:
        raise StateError("the result does not name one winner")
    _int(winners[0], "the winner", 0, n - 1)
    if not isinstance(raw["reason"], str) or not isinstance(raw["rule"], str):
        raise StateError("the result of the game is malformed")
    seats = {str(f) for f in range(n)}
    scores, parts = raw["scores"], raw["breakdown"]
    if (
        not isinstance(scores, dict)
        or set(scores) != seats
        or not all(_is_int(v) for v in scores.values())
    ):
        raise StateError("the scores of the game are malformed")
    if (
        not isinstance(parts, dict)
        or set(parts) != seats
        or not all(
            isinstance(p, dict) and all(_is_int(x) for x in p.values()) for p in parts.values()
        )
    ):
        raise StateError("the breakdown of the scores is malformed")
    return {
        "winners": list(winners),
        "reason": raw["reason"],
        "rule": raw["rule"],
        "scores": dict(scores),
        "breakdown": {k: dict(v) for k, v in parts.items()},
    }
