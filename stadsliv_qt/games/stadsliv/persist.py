"""Stadsliv's save form: the state record out, strict checks in, the invariants of a legal state.

The save form is `record.dump` of the StadslivState, the JSON Stadsliv always wrote, so old saves
load as they are. Loading is `record.load` (every field of its declared kind) followed by the
checks a type cannot express (one entry per seat, seats at this table, known blocks and faces);
validate() then refuses anything the rules cannot produce. A refusal names the record in the
players' words, never Python's.
"""

from __future__ import annotations

import re
from typing import Any

from stadsliv_qt.engine import StateError
from stadsliv_qt.engine.record import load as load_record

from .ctx import Board, Ctx
from .frames import FIELD_WORDS, FRAME_WORDS, validate_stack
from .state import (
    AcceptFrame,
    AuctionFrame,
    BankerRollFrame,
    ChooseFrame,
    CourtFrame,
    Frame,
    PayFrame,
    ProtestFrame,
    Result,
    StadslivState,
    VictoryFrame,
    VoteFrame,
)

# Each record of the saved state, in the words a refusal uses for it.
RECORDS = {
    "money": "the players' poäng",
    "pos": "the pieces' squares",
    "active": "who is still in the game",
    "banker": "the banker",
    "owner": "the owners of the blocks",
    "sf": "the Stadsfullmäktige shares",
    "gb": "the Guldbonus",
    "loan": "the loans",
    "loan_left": "the passages left on the loans",
    "invested": "the first investments",
    "kassa": "Stadskassan",
    "current": "the player on turn",
    "turns": "the turn count",
    "offered": "the items offered this turn",
    "rules": "the rules in force",
    "changes": "the rule changes",
    "last_dice": "the last roll",
    "last_fate": "the last Ödestärning throw",
    "results": "the result of the game",
    "stack": "the pending steps",
}
LISTS = ("money", "pos", "active", "sf", "gb", "loan", "loan_left", "invested")
NUMBERS = ("banker", "kassa", "current", "turns")
# The fields of a frame that name seats (by JSON key): "seat" a seat, "seat-1" a seat or -1
# (Stadskassan / nobody), "seats" a list of seats, "votes" one None/True/False per seat.
SEATS: dict[type[Frame], dict[str, str]] = {
    BankerRollFrame: {"cands": "seats"},
    ChooseFrame: {"payer": "seat"},
    ProtestFrame: {"payer": "seat", "order": "seats"},
    CourtFrame: {"payer": "seat", "plaintiff": "seat"},
    AuctionFrame: {"seller": "seat", "in": "seats", "high": "seat-1"},
    AcceptFrame: {"bidder": "seat"},
    PayFrame: {"to": "seat-1"},
    VoteFrame: {"voters": "seats", "votes": "votes"},
    VictoryFrame: {"voters": "seats", "votes": "votes"},
}
SEATLESS = frozenset((BankerRollFrame,))  # frames whose `who` may be -1 (nobody yet)
# Where record.load found the first bad value: "state.<record>[<index>].<field> ...".
_WHERE = re.compile(r"state\.(\w+)(?:\[([^\]]*)\])?(?:\.(\w+))?")


def load(b: Board, data: Any) -> StadslivState:
    """Strict inverse of the save form: every record present, of its kind, in its range."""
    if not isinstance(data, dict):
        raise StateError("the game state is not a record")
    for key, words in RECORDS.items():
        if key not in data:
            raise StateError(f"{words} is missing")
    if set(data) != set(RECORDS):
        raise StateError("the game state holds a record Stadsliv does not know")
    try:
        st = load_record(StadslivState, data, "state")
    except StateError as exc:
        raise _refusal(str(exc), data) from None
    _check_seats(b, st)
    _check_names(b, st)
    return st


def _refusal(message: str, data: dict[str, Any]) -> StateError:
    """record.load's finding, in the words of the record it concerns."""
    m = _WHERE.match(message)
    if m is None:
        return StateError("the game state is malformed")
    key, index, sub = m.groups()
    words = RECORDS.get(key, "the game state")
    if key == "stack":
        if index is None:
            return StateError("the pending steps are malformed")
        fr = data["stack"][int(index)]
        t = fr.get("t") if isinstance(fr, dict) else None
        if not isinstance(t, str) or t not in FRAME_WORDS:
            return StateError("a pending step is of an unknown kind")
        word = FRAME_WORDS[t]
        if sub is None:
            return StateError(f"the pending {word} has the wrong fields")
        if sub == "who":
            return StateError(f"the pending {word} names no player at this table")
        return StateError(f"the pending {word} has a malformed {FIELD_WORDS.get(sub, sub)}")
    if key in LISTS:
        if index is None:
            return StateError(f"{words} need one entry per player")
        return StateError(f"{words} hold something of the wrong kind")
    if key in NUMBERS:
        return StateError(f"{words} is not a whole number")
    if key == "owner":
        if index is None:
            return StateError("the owners of the blocks are missing or unknown blocks appear")
        return StateError("a block belongs to no seat at this table")
    if key in ("offered", "changes"):
        return StateError(f"{words} must be a list of texts")
    if key == "rules":
        if sub == "fees":
            return StateError("a fee change names an unknown block")
        if sub is not None:
            return StateError("a rule in force is not a whole number")
        return StateError("the rules in force are malformed")
    if key == "last_dice":
        return StateError("the last roll is malformed")
    if key == "last_fate":
        return StateError("the last Ödestärning throw is malformed")
    if key == "results":
        return StateError(
            {
                "winners": "the winners are not players at this table",
                "scores": "the scores are malformed",
                "breakdown": "the count's breakdown is malformed",
            }.get(sub or "", "the result of the game is malformed")
        )
    return StateError(f"{words} is malformed")


def _seat(v: int, n: int, nobody: bool = False) -> bool:
    return (-1 if nobody else 0) <= v < n


def _check_seats(b: Board, st: StadslivState) -> None:
    """One entry per seat, and every seat named is at this table."""
    n = b.n
    for key in LISTS:
        if len(getattr(st, key)) != n:
            raise StateError(f"{RECORDS[key]} need one entry per player")
    if not all(_seat(v, n, nobody=True) for v in st.owner.values()):
        raise StateError("a block belongs to no seat at this table")
    if st.last_fate is not None and not _seat(st.last_fate.thrower, n):
        raise StateError("the last Ödestärning throw is malformed")
    if st.results is not None:
        _check_results(st.results, n)
    for fr in st.stack:
        word = FRAME_WORDS[fr.TAG]
        if not _seat(fr.who, n, nobody=type(fr) in SEATLESS):
            raise StateError(f"the pending {word} names no player at this table")
        for key, kind in SEATS.get(type(fr), {}).items():
            v = fr[key]
            ok = {
                "seat": lambda v: _seat(v, n),
                "seat-1": lambda v: _seat(v, n, nobody=True),
                "seats": lambda v: all(_seat(x, n) for x in v),
                "votes": lambda v: len(v) == n,
            }[kind](v)
            if not ok:
                raise StateError(f"the pending {word} has a malformed {FIELD_WORDS[key]}")


def _check_results(r: Result, n: int) -> None:
    if not r.winners or not all(_seat(w, n) for w in r.winners):
        raise StateError("the winners are not players at this table")
    if set(r.scores) != set(range(n)):
        raise StateError("the scores are malformed")
    if set(r.breakdown) != set(range(n)):
        raise StateError("the count's breakdown is malformed")


def _check_names(b: Board, st: StadslivState) -> None:
    """Blocks, items, faces and figures that exist; the owners kept in the cards' order."""
    if set(st.owner) != set(b.cards):
        raise StateError("the owners of the blocks are missing or unknown blocks appear")
    st.owner = {code: st.owner[code] for code in b.cards}
    if len(set(st.offered)) != len(st.offered) or any(
        i != "GB" and i not in b.cards for i in st.offered
    ):
        raise StateError("the items offered this turn are unknown or named twice")
    rules = st.rules
    if not all(k in b.cards for k in rules["fees"]):
        raise StateError("a fee change names an unknown block")
    if rules["nz_interest"] < 0 or rules["F"] < 1 or rules["N"] < 1:
        raise StateError("a rule in force is out of its range")
    if len(st.last_dice) > 2 or not all(1 <= d <= 6 for d in st.last_dice):
        raise StateError("the last roll is malformed")
    if st.last_fate is not None and st.last_fate.face not in b.data.faces:
        raise StateError("the last Ödestärning throw is malformed")


def validate(c: Ctx) -> None:
    """Raise StateError for anything the rules cannot produce."""
    st, b = c.st, c.board
    n, fig = b.n, b.fig
    start = fig["start_money"]
    if any(m < 0 for m in st.money):
        raise StateError("a player has negative poäng")
    if sum(st.money) + st.kassa != start * n:
        raise StateError("poäng were created or lost: players and Stadskassan do not add up")
    if any(not 0 <= p < b.length for p in st.pos):
        raise StateError("a piece stands off the board")
    if not -1 <= st.banker < n or not -1 <= st.current < n:
        raise StateError("the banker or the player to move is not at this table")
    if st.banker >= 0 and not st.active[st.banker] and st.results is None:
        raise StateError("the banker has left the game")
    if any(x < 0 for x in st.sf) or sum(st.sf) > fig["council_seats"]:
        raise StateError("there are only three Stadsfullmäktige shares")
    if any(x < 0 for x in st.gb) or sum(st.gb) > fig["guldbonus_count"]:
        raise StateError("there are only three Guldbonus")
    repaying = {fr.who for fr in st.stack if isinstance(fr, PayFrame) and fr.loan}
    for s in range(n):
        if st.loan[s] == 0 and st.loan_left[s]:
            raise StateError("a passage is counted for a loan nobody has")
        if st.loan[s] and not st.loan_left[s] and s not in repaying:
            raise StateError("a loan has fallen due but is not being repaid")
        if st.loan[s] < 0 or not 0 <= st.loan_left[s] <= fig["loan_passages"]:
            raise StateError("a loan is negative or falls due too late")
        if not st.active[s] and (
            st.money[s] or st.sf[s] or st.gb[s] or st.loan[s] or s in st.owner.values()
        ):
            raise StateError("a bankrupt player still holds something")
    if sum(st.active) < 1:
        raise StateError("nobody is left in the game")
    limit = b.turn_limit
    if st.turns < 0 or (limit and st.turns > limit):
        raise StateError("the turn count is out of range")
    if st.results is not None:
        if st.stack:
            raise StateError("the game is over but steps are pending")
        if not all(st.active[w] for w in st.results.winners):
            raise StateError("a winner has left the game")
        return
    if sum(st.active) < 2:
        raise StateError("one player is left, yet the game goes on")
    if not st.stack:
        raise StateError("the game waits for nothing")
    if st.banker < 0 and st.stack[-1].TAG not in ("banker", "banker_roll"):
        raise StateError("play has begun without a banker")
    if st.owner["B"] >= 0 and st.banker < 0:
        raise StateError("the Bank's share is held before a banker was chosen")
    if st.banker >= 0 and (st.current < 0 or st.turns < 1):
        raise StateError("play has begun without a player on turn")
    for fr in st.stack:
        if fr.who >= 0 and not st.active[fr.who]:
            raise StateError(f"the pending {FRAME_WORDS[fr.TAG]} belongs to a bankrupt player")
    validate_stack(c)
