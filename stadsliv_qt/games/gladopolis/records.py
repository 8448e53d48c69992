"""Loading a saved state: the record's strict loader, its refusals in the players' words, and the
checks each record needs against the table (seats at the table, fields on the board, known cards).

`record.load` refuses anything of the wrong type with the path of the bad value; a player reads a
sentence naming the record instead (the words below). Whether a record fits the rest of the state
(a bidder who can bid, a trade that is still possible) is checked in validate.py.
"""

from __future__ import annotations

import re

from stadsliv_qt.engine import StateError
from stadsliv_qt.engine.record import load

from .data import Data
from .state import BANK, KASSE, STEP_KINDS, GladopolisState, fits

# Each record of the saved state, in the words a refusal uses for it.
RECORDS = {
    "cash": "the players' cash", "bg": "the players' Bürgergunst", "pos": "the tokens' fields",
    "in_hz": "who sits in the Hinterzimmer", "hz_turns": "the turns in the Hinterzimmer",
    "chips": "the Klüngel chips", "active": "who can still win", "veto_used": "the vetoes used",
    "owner": "the owners of the properties", "level": "the buildings",
    "mortgaged": "the mortgages", "kasse": "the Stadtkasse", "bank_net": "the bank's balance",
    "calendar": "the election calendar", "formfehler": "the holder of Formfehler in der Satzung",
    "cur": "the player on turn", "turn_no": "the turn number", "round_no": "the round number",
    "doubles": "the doubles of this turn", "bg_bought": "the Bürgergunst bought this turn",
    "sent_in": "the trip to the Hinterzimmer this turn", "again": "the roll again after doubles",
    "pending": "the field waiting to be bought", "phase": "the phase of the turn",
    "paid": "the prices paid for buildings", "events_deck": "the Stadtgeschehen deck",
    "motions_deck": "the motion deck", "resolutions": "the resolutions in force",
    "last_dice": "the last roll", "todo": "the rest of the turn", "votes": "the council votes",
    "rolloff": "the roll-off", "auction": "the auction", "trade": "the trade on offer",
    "debt": "the debt", "council": "the motion on the table", "result": "the result of the game",
}  # fmt: skip
SEAT_LISTS = ("cash", "bg", "pos", "in_hz", "hz_turns", "chips", "active", "veto_used")
FIELD_LISTS = ("owner", "level", "mortgaged")
# The refusal for a value of the wrong type inside a record (else: "<the record> is malformed").
INSIDE = {
    "auction.field": "the auctioned field is not a valid number",
    "auction.order": "the auction names a bidder who is not at the table",
    "auction.turn": "the bidder's turn in the auction is not a valid number",
    "auction.high": "the high bid is not a valid number",
    "auction.leader": "the leading bidder is not a valid number",
    "trade.from": "the player offering the trade is not a valid number",
    "trade.to": "the player the trade is offered to is not a valid number",
    "trade.give": "the trade on offer names something that is not a field",
    "trade.take": "the trade on offer names something that is not a field",
    "trade.give_money": "the money given in the trade is not a valid number",
    "trade.take_money": "the money asked in the trade is not a valid number",
    "trade.back": "the trade on offer does not say which window it came from",
    "debt.debtor": "the debtor is not a valid number",
    "debt.creditor": "the debt is owed to nobody at the table",
    "debt.amount": "the debt is not a valid number",
    "council.motion": "the motion on the table is unknown",
    "council.proposer": "the proposer is not a valid number",
    "result.winner": "the winner is not a valid number",
    "result.breakdown": "the breakdown of the votes is malformed",
    "votes": "the votes are malformed",
    "todo": "the rest of the turn is malformed",
}
PATH = re.compile(r"\.(\w+)(?:\.(\w+))?((?:\[(?:\d+|'[^'\]]*')\])*) (.+)")


def reworded(exc: StateError) -> StateError:
    """record.load's refusal (".auction.turn should be a whole number") in the players' words."""
    message = str(exc)
    match = PATH.fullmatch(message)
    if match is None:
        if not message.startswith("."):
            return exc  # a record's own loader (the turn's steps) already speaks in sentences
        top = message[1:].split(".")[0].split("[")[0].split(" ")[0]
        return StateError(f"{RECORDS.get(top, 'the game state')} is malformed")
    top, inner, index, problem = match.groups()
    words = RECORDS.get(top, "the game state")
    if inner is not None:
        return StateError(INSIDE.get(f"{top}.{inner}", f"{words} is malformed"))
    if top in INSIDE:
        return StateError(INSIDE[top])
    if top == "phase":
        return StateError("the game is in an unknown phase")
    if problem.startswith(("has an unknown entry", "lacks its entry", "should be a table")):
        return StateError(f"{words} is malformed")
    if problem == "should be a whole number":
        return StateError(f"{words} holds something that is not a whole number")
    if problem == "should be a list" and not index:
        return StateError(f"{words} should be a list")
    return StateError(f"{words} holds something of the wrong kind")


def load_state(data: object, n: int, d: Data) -> GladopolisState:
    """Strict inverse of dump(state): every record present, of its kind, in its range."""
    if not isinstance(data, dict):
        raise StateError("the game state is not a record")
    for k, words in RECORDS.items():
        if k not in data:
            raise StateError(f"{words} is missing")
    if set(data) != set(RECORDS):
        raise StateError("the game state holds a record Glad-o-polis does not know")
    try:
        st = load(GladopolisState, data, "")
    except StateError as exc:
        raise reworded(exc) from None
    check_ranges(st, n, d)
    return st


def check_ranges(st: GladopolisState, n: int, d: Data) -> None:
    """Every seat at the table, every field on the board, every card known, no count negative."""
    for k in SEAT_LISTS:
        if len(getattr(st, k)) != n:
            raise StateError(f"{RECORDS[k]} need one entry per player")
    for k in (*FIELD_LISTS, "paid"):
        if len(getattr(st, k)) != 40:
            raise StateError(f"{RECORDS[k]} need one entry per field")
    if any(not -1 <= o < n for o in st.owner):
        raise StateError("a property belongs to nobody at the table")
    if not -1 <= st.formfehler < n:
        raise StateError("Formfehler in der Satzung is held by nobody at the table")
    if not 0 <= st.cur < n:
        raise StateError("the player on turn is not at the table")
    if not -1 <= st.pending < 40:
        raise StateError("the field waiting to be bought is off the board")
    if min(st.turn_no, st.round_no, st.doubles, *st.hz_turns) < 0:
        raise StateError("a count of turns, rounds or doubles is negative")
    if any(v < 0 for p in st.paid for v in p):
        raise StateError("a building was paid for with a negative price")
    if any(m not in d.motions for m in st.resolutions):
        raise StateError("a resolution in force is not a known motion")
    if len(st.last_dice) not in (0, 2) or any(not 1 <= v <= 6 for v in st.last_dice):
        raise StateError("the last roll is not a roll of two dice")
    if any(not 0 <= s < n for s in st.rolloff):
        raise StateError("the roll-off names a player who is not at the table")
    for step in st.todo:
        values = step.to_json()[1:]
        kinds = STEP_KINDS[step.KIND].ARGS
        if not all(fits(k, v, n) for k, v in zip(kinds, values, strict=True)):
            raise StateError(f"the rest of the turn has a malformed {step.WORDS}")
    if any(k not in [str(s) for s in range(n)] for k in st.votes):
        raise StateError("a vote belongs to no seat")
    _check_pending(st, n, d)


def _number(v: int, what: str, lo: int, hi: int | None = None) -> None:
    """Refuse a number outside [lo, hi], naming `what`."""
    if v < lo or (hi is not None and v > hi):
        raise StateError(f"{what} is not a valid number")


def _check_pending(st: GladopolisState, n: int, d: Data) -> None:
    """The auction, trade, debt, motion and result name seats, fields and cards that exist."""
    a = st.auction
    if a is not None:
        if not all(0 <= s < n for s in a.order):
            raise StateError("the auction names a bidder who is not at the table")
        _number(a.field, "the auctioned field", 0, 39)
        _number(a.turn, "the bidder's turn in the auction", 0)
        _number(a.high, "the high bid", 0)
        _number(a.leader, "the leading bidder", -1, n - 1)
    t = st.trade
    if t is not None:
        _number(t.frm, "the player offering the trade", 0, n - 1)
        _number(t.to, "the player the trade is offered to", 0, n - 1)
        _number(t.give_money, "the money given in the trade", 0)
        _number(t.take_money, "the money asked in the trade", 0)
    debt = st.debt
    if debt is not None:
        if not (debt.creditor in (BANK, KASSE) or 0 <= debt.creditor < n):
            raise StateError("the debt is owed to nobody at the table")
        _number(debt.debtor, "the debtor", 0, n - 1)
        _number(debt.amount, "the debt", 1)
    c = st.council
    if c is not None:
        if c.motion not in d.motions:
            raise StateError("the motion on the table is unknown")
        _number(c.proposer, "the proposer", 0, n - 1)
    r = st.result
    if r is not None:
        table = r.breakdown
        if set(table) != {str(s) for s in range(n)} or any(
            "total" not in b for b in table.values()
        ):
            raise StateError("the breakdown of the votes is malformed")
        _number(r.winner, "the winner", 0, n - 1)
