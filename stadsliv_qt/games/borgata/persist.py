"""Borgata's save form: plain JSON out, strict checks in, and the invariants validate() enforces.

validate() is also the playout invariant: money conserved between families and bank, every member
accounted for (on a lot, in Fängelset or dead), no lot shared by two families outside Phase 4 and
the opening, at most 5 police cars, every district card exactly once, Fängelset control per BOR-15.
"""

from __future__ import annotations

from typing import Any

from stadsliv_qt.engine import StateError

from .grid import CELLS, CORNERSTONE_AT, PRISON, prison_control

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


def _int(v: Any, what: str, lo: int = 0, hi: int | None = None) -> int:
    if isinstance(v, bool) or not isinstance(v, int) or v < lo or (hi is not None and v > hi):
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
        """Strict inverse of state_dict."""
        self._caches()
        n = len(self.seats)
        phase = data["phase"]
        if phase not in PHASES:
            raise StateError(f"unknown phase {phase!r}")
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
        self.deck = [str(c) for c in _list(data["deck"], "the deck")]
        self.discards = [str(c) for c in _list(data["discards"], "the discards")]
        self.cash = [_int(c, "a family's cash") for c in _list(data["cash"], "the cash", n)]
        bank = data["bank_net"]
        if isinstance(bank, bool) or not isinstance(bank, int):
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
        self.available = tuple(_list(data["available"], "the contacts on the table"))
        envelopes = data["envelopes"]
        if not isinstance(envelopes, dict):
            raise StateError("the envelopes are malformed")
        self.envelopes = {
            _int(int(f), "an envelope's seat", 0, n - 1): tuple(
                (str(p[0]), _int(p[1], "an envelope")) for p in _list(e, "envelopes")
            )
            for f, e in envelopes.items()
        }
        bids = data["bids"]
        if not isinstance(bids, dict):
            raise StateError("the bids are malformed")
        self.bids = {
            _int(int(f), "a bid's seat", 0, n - 1): _int(b, "a bid") for f, b in bids.items()
        }
        self.sealed_seats = tuple(
            _int(f, "a bidding seat", 0, n - 1) for f in _list(data["sealed_seats"], "the bidders")
        )
        self.blocked = [str(c) for c in _list(data["blocked"], "the blocked categories")]
        self.block_queue = [
            (_int(q[0], "a seat", 0, n - 1), _int(q[1], "a lot", 0, CELLS - 1))
            for q in _list(data["block_queue"], "the block questions")
        ]
        self.pending_police = [
            _int(i, "a lot", 0, CELLS - 1) for i in _list(data["pending_police"], "the police lots")
        ]
        lot = data["contract_lot"]
        self.contract_lot = None if lot is None else _int(lot, "the contract lot", 0, CELLS - 1)
        self.passed = _bools(data["passed"], "the passes", n)
        pending = data["pending"]
        if pending is not None:
            if not isinstance(pending, dict) or set(pending) != {
                "contact",
                "answer",
                "attacker",
                "target",
                "lot",
            }:
                raise StateError("the pending attack is malformed")
            pending = {
                "contact": str(pending["contact"]),
                "answer": str(pending["answer"]),
                "attacker": _int(pending["attacker"], "the attacker", 0, n - 1),
                "target": _int(pending["target"], "the target", 0, n - 1),
                "lot": _int(pending["lot"], "the attacked lot", 0, CELLS - 1),
            }
        self.pending = pending
        self.recruited = _int(data["recruited"], "the recruits")
        if not isinstance(data["prison_recruited"], bool):
            raise StateError("the Fängelset recruit mark is malformed")
        self.prison_recruited = data["prison_recruited"]
        result = data["result"]
        if result is not None and not isinstance(result, dict):
            raise StateError("the result is malformed")
        self.result = result

    def validate(self) -> None:
        """Raise StateError for a state the rules cannot produce."""
        n = len(self.seats)
        fig = self.data.figures
        if self.phase not in PHASES:
            raise StateError(f"unknown phase {self.phase!r}")
        for i, lid in CORNERSTONE_AT.items():
            if self.cards[i] != lid or not self.face_up[i]:
                raise StateError(f"the value-5 lot {lid} is not in its place")
        if self.phase == "shuffle":
            return
        placed = [c for i, c in enumerate(self.cards) if i not in CORNERSTONE_AT]
        every = placed + self.deck + self.discards
        if sorted(map(str, every)) != sorted(self.data.districts):
            raise StateError("the district cards are not each in exactly one place")
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
        for i in range(CELLS):
            row = self.members[i]
            if any(m > c for m, c in zip(self.moved[i], row, strict=True)):
                raise StateError("more members moved than stand on a lot")
            if not self.face_up[i] and sum(row) > 1:
                raise StateError("a face-down lot holds more than one contract member")
            if i != PRISON and self.phase not in SHARED_OK and sum(1 for c in row if c) > 1:
                raise StateError(f"two families share lot {i} outside a conflict")
        counts = self.members[PRISON]
        if prison_control(counts, self.prison_controller) != self.prison_controller:
            raise StateError("Fängelset's controller does not follow BOR-15")
        for seen in self.peeks:
            if any(self.face_up[i] for i in seen):
                raise StateError("a peek at a face-up lot")
        if self.phase not in ("over", "envelopes", "bid") and self.actor is None:
            raise StateError("nobody is asked to act")
        if self.phase in ("envelopes", "bid") and not self.sealed_seats:
            raise StateError("a sealed decision with nobody to submit")
        if self.phase == "over" and not self.result:
            raise StateError("a finished game without a result")
        if self.phase == "response" and self.pending is None:
            raise StateError("a response without an attack")
        if self.phase == "bid" and self.contract_lot is None:
            raise StateError("bids without a named lot")
        if any(c not in self.data.contacts or self.holder[c] is not None for c in self.available):
            raise StateError("a contact on the table is unknown or already held")
        for sealed in self.envelopes.values():
            if [c for c, _ in sealed] != list(self.available):
                raise StateError("an envelope lies on a contact that is not on the table")
        if any(c not in self.data.districts for c in self.discards + self.deck):
            raise StateError("the deck holds an unknown card")
        if self.pending is not None:
            p = self.pending
            if (p["contact"], p["answer"]) not in (
                ("lonnmordaren", "livvakterna"),
                ("fbi", "domaren"),
            ):
                raise StateError("the pending attack names the wrong contacts")
            if self.holder[p["contact"]] != p["attacker"] or p["attacker"] == p["target"]:
                raise StateError("the pending attack does not match who holds what")
