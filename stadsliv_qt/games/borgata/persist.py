"""Borgata's save form: the state record's JSON (engine/record.py), loaded strictly.

The JSON form is `record.dump` of the `BorgataState` record, the same keys and shapes as saves
always had, so old saves load as they are. Loading first checks every record of the saved state
in the words a player reads when a hand-edited save is refused (present, of its kind, in range,
naming families at the table), then builds the typed record with `record.load`. What the rules
could not have produced is refused afterwards by validate() (checks.py).
"""

from __future__ import annotations

from typing import Any

from stadsliv_qt.engine import StateError
from stadsliv_qt.engine.record import dump, load

from .data import BorgataData
from .grid import CELLS
from .state import PHASES, BorgataState

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


def state_dict(st: BorgataState) -> dict[str, Any]:
    """The game state as plain JSON data: the record's own JSON form."""
    out: dict[str, Any] = dump(st)
    return out


def load_state(data: Any, n: int, bdata: BorgataData) -> BorgataState:
    """Strict inverse of state_dict: every record present, of its kind, in its range."""
    _check(data, n, bdata)
    # Informatören's lots were always kept as sets, so a lot named twice is merged, not refused.
    peeks = [list(dict.fromkeys(p)) for p in data["peeks"]]
    return load(BorgataState, {**data, "peeks": peeks}, "the game state")


def _is_int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _int(v: Any, what: str, lo: int = 0, hi: int | None = None) -> int:
    if not _is_int(v) or v < lo or (hi is not None and v > hi):
        raise StateError(f"{what} is not a valid number")
    result: int = v
    return result


def _seat_or_none(v: Any, n: int, what: str) -> None:
    if v is not None:
        _int(v, what, 0, n - 1)


def _list(v: Any, what: str, length: int | None = None) -> list[Any]:
    if not isinstance(v, list) or (length is not None and len(v) != length):
        raise StateError(f"{what} is malformed")
    return v


def _bools(v: Any, what: str, length: int) -> None:
    if not all(isinstance(b, bool) for b in _list(v, what, length)):
        raise StateError(f"{what} is malformed")


def _texts(v: Any, what: str) -> None:
    if not all(isinstance(c, str) for c in _list(v, what)):
        raise StateError(f"{what} holds something that is not a name")


def _ints(v: Any, what: str, row: str, length: int | None = None, hi: int | None = None) -> None:
    for x in _list(v, row, length):
        _int(x, what, 0, hi)


def _seat_key(k: Any, n: int, what: str) -> None:
    """A family number written as a JSON key ("0", "1", ...)."""
    if k not in [str(f) for f in range(n)]:
        raise StateError(f"{what} names a family that is not at the table")


def _check(data: Any, n: int, bdata: BorgataData) -> None:
    """Refuse, in a player's words, any record that is missing, of the wrong kind or out of range."""
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
    _int(data["phase_no"], "the phase number", 0, 5)
    _int(data["round"], "the round")
    cards = _list(data["cards"], "the city", CELLS)
    if not all(c is None or isinstance(c, str) for c in cards):
        raise StateError("the city holds something that is not a card")
    _bools(data["face_up"], "the face-up marks", CELLS)
    _bools(data["police"], "the police cars", CELLS)
    for r in _list(data["members"], "the members", CELLS):
        _ints(r, "a member count", "a lot's members", n)
    for r in _list(data["moved"], "the moved members", CELLS):
        _ints(r, "a moved count", "a lot's moved members", n)
    _texts(data["deck"], "the deck")
    _texts(data["discards"], "the discards")
    _ints(data["cash"], "a family's cash", "the cash", n)
    if not _is_int(data["bank_net"]):
        raise StateError("the bank's balance is not a number")
    _ints(data["joined"], "a member total", "the joined", n)
    _ints(data["dead"], "a death toll", "the dead", n)
    holders = data["holders"]
    if not isinstance(holders, dict) or list(holders) != list(bdata.contacts):
        raise StateError("the contacts are malformed")
    for h in holders.values():
        _seat_or_none(h, n, "a contact's holder")
    _seat_or_none(data["prison_controller"], n, "Fängelset's controller")
    for p in _list(data["peeks"], "the peeks", n):
        _ints(p, "a peeked lot", "a family's peeks", hi=CELLS - 1)
    _seat_or_none(data["actor"], n, "the seat to act")
    _ints(data["order"], "a seat", "the order", hi=n - 1)
    _int(data["order_i"], "the turn index", -1)
    _int(data["placed"], "the placements")
    _texts(data["available"], "the contacts on the table")
    _check_envelopes(data["envelopes"], n)
    bids = data["bids"]
    if not isinstance(bids, dict):
        raise StateError("the contract bids are malformed")
    for f, b in bids.items():
        _seat_key(f, n, "a contract bid")
        _int(b, "a contract bid")
    _ints(data["sealed_seats"], "a bidding seat", "the bidders", hi=n - 1)
    _texts(data["blocked"], "the blocked categories")
    for q in _list(data["block_queue"], "the block questions"):
        q = _list(q, "a block question", 2)
        _int(q[0], "a seat", 0, n - 1)
        _int(q[1], "a lot", 0, CELLS - 1)
    _ints(data["pending_police"], "a lot", "the police lots", hi=CELLS - 1)
    lot = data["contract_lot"]
    if lot is not None:
        _int(lot, "the contract lot", 0, CELLS - 1)
    _bools(data["passed"], "the passes", n)
    _check_attack(data["pending"], n)
    _int(data["recruited"], "the recruits")
    if not isinstance(data["prison_recruited"], bool):
        raise StateError("the Fängelset recruit mark is malformed")
    _check_result(data["result"], n)


def _check_envelopes(raw: Any, n: int) -> None:
    """Each family's sealed envelopes: (contact, dollars) pairs."""
    if not isinstance(raw, dict):
        raise StateError("the envelopes are malformed")
    for f, sealed in raw.items():
        for pair in _list(sealed, "a family's envelopes"):
            pair = _list(pair, "an envelope", 2)
            if not isinstance(pair[0], str):
                raise StateError("an envelope lies on something that is not a contact")
            _int(pair[1], "an envelope")
        _seat_key(f, n, "an envelope")


def _check_attack(raw: Any, n: int) -> None:
    """The Lönnmördaren or FBI attack waiting for the target's answer."""
    if raw is None:
        return
    if not isinstance(raw, dict) or set(raw) != set(ATTACK_KEYS):
        raise StateError("the pending attack is malformed")
    contact, answer = raw["contact"], raw["answer"]
    if not isinstance(contact, str) or ATTACKS.get(contact) != answer:
        raise StateError("the pending attack names the wrong contacts")
    _int(raw["attacker"], "the attacker", 0, n - 1)
    _int(raw["target"], "the target", 0, n - 1)
    _int(raw["lot"], "the attacked lot", 0, CELLS - 1)


def _check_result(raw: Any, n: int) -> None:
    """The end of the game: one winner at the table, a score and a breakdown per family."""
    if raw is None:
        return
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
