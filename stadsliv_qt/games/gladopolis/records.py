"""Reading the pending records of a save (the turn's steps, auction, trade, debt, council, result).

Each reader takes the raw JSON value, refuses anything of the wrong shape with a StateError that
names the record in the players' words, and returns a fresh copy. Whether the record fits the rest
of the state (a bidder who can bid, a trade that is still possible) is checked in state.py.
"""

from __future__ import annotations

from typing import Any

from stadsliv_qt.engine import StateError

from .money import BANK, KASSE

# The flow's steps (flow.py, money.py) and the kind of each argument: a seat, a party that can be
# paid (a seat, the bank or the Stadtkasse), an amount, a move of 1-40 fields, a dice total or None
# (a move by card), a dice total, a text.
STEPS: dict[str, tuple[str, ...]] = {
    "start": (),
    "window": (),
    "move": ("steps", "dice?"),
    "land": ("dice?",),
    "after": (),
    "end": (),
    "hz_out": ("dice",),
    "pay": ("seat", "party", "amount", "text", "text"),
    "kasse_pay": ("seat", "amount", "text", "text"),
}
STEP_WORDS = {"start": "start of a turn", "window": "window before the roll", "move": "move",
              "land": "landing", "after": "end of the move", "end": "end of a turn",
              "hz_out": "way out of the Hinterzimmer", "pay": "payment",
              "kasse_pay": "payment by the Stadtkasse"}  # fmt: skip
AUCTION_KEYS = ("field", "order", "turn", "high", "leader")
TRADE_KEYS = ("from", "to", "give", "take", "give_money", "take_money", "give_card", "take_card",
              "back")  # fmt: skip
DEBT_KEYS = ("debtor", "creditor", "amount", "why", "rule")
COUNCIL_KEYS = ("motion", "proposer")
RESULT_KEYS = ("winner", "reason", "rule", "breakdown")


def is_int(v: Any) -> bool:
    """A whole number (JSON true/false are not numbers here)."""
    return isinstance(v, int) and not isinstance(v, bool)


def number(v: Any, what: str, lo: int | None = None, hi: int | None = None) -> int:
    """A whole number within [lo, hi], else a refusal naming `what`."""
    if not is_int(v) or (lo is not None and v < lo) or (hi is not None and v > hi):
        raise StateError(f"{what} is not a valid number")
    return v


def _record(raw: Any, keys: tuple[str, ...], what: str) -> dict[str, Any]:
    if not isinstance(raw, dict) or set(raw) != set(keys):
        raise StateError(f"{what} is malformed")
    return raw


def _fits(kind: str, v: Any, n: int) -> bool:
    if kind == "seat":
        return is_int(v) and 0 <= v < n
    if kind == "party":
        return is_int(v) and (v in (BANK, KASSE) or 0 <= v < n)
    if kind == "amount":
        return is_int(v) and v >= 0
    if kind == "steps":
        return is_int(v) and 1 <= v <= 40
    if kind == "dice":
        return is_int(v) and 2 <= v <= 12
    if kind == "dice?":
        return v is None or (is_int(v) and 2 <= v <= 12)
    return isinstance(v, str)


def read_todo(raw: Any, n: int) -> list[list]:
    """The rest of the turn: known steps, each with arguments of the right kind."""
    if not isinstance(raw, list):
        raise StateError("the rest of the turn is malformed")
    out = []
    for step in raw:
        if not isinstance(step, list) or not step or not isinstance(step[0], str):
            raise StateError("the rest of the turn holds an unknown step")
        kinds = STEPS.get(step[0])
        if kinds is None:
            raise StateError("the rest of the turn holds an unknown step")
        args = step[1:]
        if len(args) != len(kinds) or not all(
            _fits(k, v, n) for k, v in zip(kinds, args, strict=True)
        ):
            raise StateError(f"the rest of the turn has a malformed {STEP_WORDS[step[0]]}")
        out.append(list(step))
    return out


def read_votes(raw: Any, n: int) -> dict[str, bool]:
    """The council votes cast so far: a yes or no per seat at the table."""
    if not isinstance(raw, dict) or not all(isinstance(v, bool) for v in raw.values()):
        raise StateError("the votes are malformed")
    if any(k not in [str(s) for s in range(n)] for k in raw):
        raise StateError("a vote belongs to no seat")
    return dict(raw)


def read_auction(raw: Any, n: int) -> dict[str, Any] | None:
    """The open auction (GLA-09): the field, the bidders still in, whose turn, the high bid."""
    if raw is None:
        return None
    a = _record(raw, AUCTION_KEYS, "the auction")
    order = a["order"]
    if not isinstance(order, list) or not all(is_int(s) and 0 <= s < n for s in order):
        raise StateError("the auction names a bidder who is not at the table")
    return {
        "field": number(a["field"], "the auctioned field", 0, 39),
        "order": list(order),
        "turn": number(a["turn"], "the bidder's turn in the auction", 0),
        "high": number(a["high"], "the high bid", 0),
        "leader": number(a["leader"], "the leading bidder", -1, n - 1),
    }


def read_trade(raw: Any, n: int) -> dict[str, Any] | None:
    """The trade on offer (GLA-26): who offers whom which properties, money and card."""
    if raw is None:
        return None
    t = _record(raw, TRADE_KEYS, "the trade on offer")
    for side in ("give", "take"):
        fields = t[side]
        if not isinstance(fields, list) or not all(is_int(p) for p in fields):
            raise StateError("the trade on offer names something that is not a field")
    if not isinstance(t["give_card"], bool) or not isinstance(t["take_card"], bool):
        raise StateError("the trade on offer is malformed")
    if t["back"] not in ("pre", "post"):
        raise StateError("the trade on offer does not say which window it came from")
    return {
        "from": number(t["from"], "the player offering the trade", 0, n - 1),
        "to": number(t["to"], "the player the trade is offered to", 0, n - 1),
        "give": list(t["give"]),
        "take": list(t["take"]),
        "give_money": number(t["give_money"], "the money given in the trade", 0),
        "take_money": number(t["take_money"], "the money asked in the trade", 0),
        "give_card": t["give_card"],
        "take_card": t["take_card"],
        "back": t["back"],
    }


def read_debt(raw: Any, n: int) -> dict[str, Any] | None:
    """The debt being covered (GLA-27): who owes whom how much, and why."""
    if raw is None:
        return None
    d = _record(raw, DEBT_KEYS, "the debt")
    if not _fits("party", d["creditor"], n):
        raise StateError("the debt is owed to nobody at the table")
    if not isinstance(d["why"], str) or not isinstance(d["rule"], str):
        raise StateError("the debt is malformed")
    return {
        "debtor": number(d["debtor"], "the debtor", 0, n - 1),
        "creditor": d["creditor"],
        "amount": number(d["amount"], "the debt", 1),
        "why": d["why"],
        "rule": d["rule"],
    }


def read_council(raw: Any, n: int, motions: dict[str, Any]) -> dict[str, Any] | None:
    """The motion on the table (GLA-20) and who drew it."""
    if raw is None:
        return None
    c = _record(raw, COUNCIL_KEYS, "the motion on the table")
    if not isinstance(c["motion"], str) or c["motion"] not in motions:
        raise StateError("the motion on the table is unknown")
    return {"motion": c["motion"], "proposer": number(c["proposer"], "the proposer", 0, n - 1)}


def read_result(raw: Any, n: int) -> dict[str, Any] | None:
    """The end of the game: the winner, why, and every seat's votes piece by piece."""
    if raw is None:
        return None
    r = _record(raw, RESULT_KEYS, "the result of the game")
    if not isinstance(r["reason"], str) or not isinstance(r["rule"], str):
        raise StateError("the result of the game is malformed")
    table = r["breakdown"]
    if (
        not isinstance(table, dict)
        or set(table) != {str(s) for s in range(n)}
        or not all(
            isinstance(b, dict) and "total" in b and all(is_int(x) for x in b.values())
            for b in table.values()
        )
    ):
        raise StateError("the breakdown of the votes is malformed")
    return {
        "winner": number(r["winner"], "the winner", 0, n - 1),
        "reason": r["reason"],
        "rule": r["rule"],
        "breakdown": {k: dict(v) for k, v in table.items()},
    }
