"""Stadsliv's save form: plain JSON out, strict checks in, and the invariants of a legal state."""

from __future__ import annotations

from typing import Any

from stadsliv_qt.engine import StateError

from .frames import FIELD_WORDS, FRAME_WORDS, FrameChecks

# Frame fields beyond "t" and "who": "seat" is a seat number, "seat-1" a seat or -1
# (Stadskassan / nobody), "seats" a list of seats, "codes" a list of texts, "votes" one
# None/True/False per seat.
SCHEMA: dict[str, dict[str, str]] = {
    "banker": {},
    "banker_roll": {"cands": "seats"},
    "turn": {},
    "move": {"n": "int"},
    "land": {},
    "buy": {"what": "str", "code": "str", "price": "int"},
    "choose": {"payer": "seat", "cands": "codes", "by": "str"},
    "protest": {"payer": "seat", "chosen": "str", "cands": "codes", "order": "seats"},
    "court": {"payer": "seat", "plaintiff": "seat", "chosen": "str", "cands": "codes"},
    "fate": {},
    "auction": {
        "item": "str",
        "seller": "seat",
        "forced": "bool",
        "in": "seats",
        "i": "int",
        "high": "seat-1",
        "bid": "int",
        "debt": "bool",
    },
    "accept": {"item": "str", "bidder": "seat", "bid": "int", "price": "int"},
    "loan_offer": {},
    "loan_throw": {},
    "pay": {
        "to": "seat-1",
        "amount": "int",
        "why": "str",
        "rule": "str",
        "loan": "bool",
        "debt": "bool",
        "tried": "codes",
    },
    "after": {"vote": "bool"},
    "vote": {"q": "str", "code": "str", "voters": "seats", "votes": "votes"},
    "vote_throw": {"q": "str", "code": "str"},
    "victory": {"voters": "seats", "votes": "votes"},
    "appeal": {},
    "appeal_throw": {},
}
SEATLESS = frozenset(("banker_roll",))
LISTS = ("money", "pos", "active", "sf", "gb", "loan", "loan_left", "invested")
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
FATE_KEYS = ("face", "thrower", "purpose")


def _copy_frame(fr: dict[str, Any]) -> dict[str, Any]:
    return {k: list(v) if isinstance(v, list) else v for k, v in fr.items()}


def _is_int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


class StateMixin(FrameChecks):
    """state_dict, load_state, validate."""

    def state_dict(self) -> dict[str, Any]:
        """The game-specific state as JSON data (copies, so snapshots stay put)."""
        rules = dict(self.rules)
        rules["fees"] = dict(self.rules["fees"])
        return {
            "money": list(self.money),
            "pos": list(self.pos),
            "active": list(self.active),
            "banker": self.banker,
            "owner": dict(self.owner),
            "sf": list(self.sf),
            "gb": list(self.gb),
            "loan": list(self.loan),
            "loan_left": list(self.loan_left),
            "invested": list(self.invested),
            "kassa": self.kassa,
            "current": self.current,
            "turns": self.turns,
            "offered": list(self.offered),
            "rules": rules,
            "changes": list(self.changes),
            "last_dice": list(self.last_dice),
            "last_fate": dict(self.last_fate) if self.last_fate else None,
            "results": _copy_results(self.results),
            "stack": [_copy_frame(fr) for fr in self.stack],
        }

    def load_state(self, data: dict[str, Any]) -> None:
        """Strict inverse of state_dict: every record present, of its kind, in its range."""
        self._derive()
        n = self.n
        if not isinstance(data, dict):
            raise StateError("the game state is not a record")
        for key, words in RECORDS.items():
            if key not in data:
                raise StateError(f"{words} is missing")
        if set(data) != set(RECORDS):
            raise StateError("the game state holds a record Stadsliv does not know")
        for key in LISTS:
            value = data[key]
            if not isinstance(value, list) or len(value) != n:
                raise StateError(f"{RECORDS[key]} need one entry per player")
            want = bool if key in ("active", "invested") else int
            if not all(type(v) is want for v in value):
                raise StateError(f"{RECORDS[key]} hold something of the wrong kind")
            setattr(self, key, list(value))
        for key in ("banker", "kassa", "current", "turns"):
            if not _is_int(data[key]):
                raise StateError(f"{RECORDS[key]} is not a whole number")
            setattr(self, key, data[key])
        owner = data["owner"]
        if not isinstance(owner, dict) or set(owner) != set(self.cards):
            raise StateError("the owners of the blocks are missing or unknown blocks appear")
        if not all(_is_int(v) and -1 <= v < n for v in owner.values()):
            raise StateError("a block belongs to no seat at this table")
        self.owner = {code: owner[code] for code in self.cards}
        self.offered = _texts(data["offered"], RECORDS["offered"])
        if len(set(self.offered)) != len(self.offered) or any(
            i != "GB" and i not in self.cards for i in self.offered
        ):
            raise StateError("the items offered this turn are unknown or named twice")
        self.changes = _texts(data["changes"], RECORDS["changes"])
        rules = data["rules"]
        if not isinstance(rules, dict) or set(rules) != {
            "varvslon",
            "nz_interest",
            "F",
            "N",
            "fees",
        }:
            raise StateError("the rules in force are malformed")
        fees = rules["fees"]
        if not isinstance(fees, dict) or not all(
            k in self.cards and _is_int(v) for k, v in fees.items()
        ):
            raise StateError("a fee change names an unknown block")
        if not all(_is_int(rules[k]) for k in ("varvslon", "nz_interest", "F", "N")):
            raise StateError("a rule in force is not a whole number")
        if rules["nz_interest"] < 0 or rules["F"] < 1 or rules["N"] < 1:
            raise StateError("a rule in force is out of its range")
        self.rules = {**rules, "fees": dict(fees)}
        dice = data["last_dice"]
        if (
            not isinstance(dice, list)
            or len(dice) > 2
            or not all(_is_int(d) and 1 <= d <= 6 for d in dice)
        ):
            raise StateError("the last roll is malformed")
        self.last_dice = list(dice)
        self.last_fate = self._load_fate(data["last_fate"])
        self.results = _load_results(data["results"], n)
        stack = data["stack"]
        if not isinstance(stack, list):
            raise StateError("the pending steps are malformed")
        self.stack = [self._load_frame(fr) for fr in stack]
        self._dec = None

    def _load_fate(self, fate: Any) -> dict[str, Any] | None:
        """The last Ödestärning throw, kept for the screen: its face, thrower and purpose."""
        if fate is None:
            return None
        if (
            not isinstance(fate, dict)
            or set(fate) != set(FATE_KEYS)
            or not isinstance(fate["face"], str)
            or fate["face"] not in self.data.faces
            or not _is_int(fate["thrower"])
            or not 0 <= fate["thrower"] < self.n
            or not isinstance(fate["purpose"], str)
        ):
            raise StateError("the last Ödestärning throw is malformed")
        return dict(fate)

    def _load_frame(self, fr: Any) -> dict[str, Any]:
        n = self.n
        if not isinstance(fr, dict) or not isinstance(fr.get("t"), str) or fr["t"] not in SCHEMA:
            raise StateError("a pending step is of an unknown kind")
        t = fr["t"]
        spec = SCHEMA[t]
        if set(fr) != {"t", "who", *spec}:
            raise StateError(f"the pending {FRAME_WORDS[t]} has the wrong fields")
        who = fr["who"]
        if not _is_int(who) or not (-1 if t in SEATLESS else 0) <= who < n:
            raise StateError(f"the pending {FRAME_WORDS[t]} names no player at this table")
        for key, kind in spec.items():
            v = fr[key]
            ok = {
                "int": lambda v: _is_int(v),
                "str": lambda v: isinstance(v, str),
                "bool": lambda v: isinstance(v, bool),
                "seat": lambda v: _is_int(v) and 0 <= v < n,
                "seat-1": lambda v: _is_int(v) and -1 <= v < n,
                "seats": lambda v: (
                    isinstance(v, list) and all(_is_int(x) and 0 <= x < n for x in v)
                ),
                "codes": lambda v: isinstance(v, list) and all(isinstance(x, str) for x in v),
                "votes": lambda v: (
                    isinstance(v, list)
                    and len(v) == n
                    and all(x is None or isinstance(x, bool) for x in v)
                ),
            }[kind](v)
            if not ok:
                raise StateError(f"the pending {FRAME_WORDS[t]} has a malformed {FIELD_WORDS[key]}")
        return _copy_frame(fr)

    def validate(self) -> None:
        """Raise StateError for anything the rules cannot produce."""
        n, fig = self.n, self.fig
        start = fig["start_money"]
        if any(m < 0 for m in self.money):
            raise StateError("a player has negative poäng")
        if sum(self.money) + self.kassa != start * n:
            raise StateError("poäng were created or lost: players and Stadskassan do not add up")
        if any(not 0 <= p < self.length for p in self.pos):
            raise StateError("a piece stands off the board")
        if not -1 <= self.banker < n or not -1 <= self.current < n:
            raise StateError("the banker or the player to move is not at this table")
        if self.banker >= 0 and not self.active[self.banker] and self.results is None:
            raise StateError("the banker has left the game")
        if any(x < 0 for x in self.sf) or sum(self.sf) > fig["council_seats"]:
            raise StateError("there are only three Stadsfullmäktige shares")
        if any(x < 0 for x in self.gb) or sum(self.gb) > fig["guldbonus_count"]:
            raise StateError("there are only three Guldbonus")
        repaying = {fr["who"] for fr in self.stack if fr["t"] == "pay" and fr["loan"]}
        for s in range(n):
            if self.loan[s] == 0 and self.loan_left[s]:
                raise StateError("a passage is counted for a loan nobody has")
            if self.loan[s] and not self.loan_left[s] and s not in repaying:
                raise StateError("a loan has fallen due but is not being repaid")
            if self.loan[s] < 0 or not 0 <= self.loan_left[s] <= fig["loan_passages"]:
                raise StateError("a loan is negative or falls due too late")
            if not self.active[s] and (
                self.money[s]
                or self.sf[s]
                or self.gb[s]
                or self.loan[s]
                or s in self.owner.values()
            ):
                raise StateError("a bankrupt player still holds something")
        if sum(self.active) < 1:
            raise StateError("nobody is left in the game")
        limit = self.options["turn_limit"]
        if self.turns < 0 or (limit and self.turns > limit):
            raise StateError("the turn count is out of range")
        if self.results is not None:
            if self.stack:
                raise StateError("the game is over but steps are pending")
            if not all(self.active[w] for w in self.results["winners"]):
                raise StateError("a winner has left the game")
            return
        if sum(self.active) < 2:
            raise StateError("one player is left, yet the game goes on")
        if not self.stack:
            raise StateError("the game waits for nothing")
        if self.banker < 0 and self.stack[-1]["t"] not in ("banker", "banker_roll"):
            raise StateError("play has begun without a banker")
        if self.owner["B"] >= 0 and self.banker < 0:
            raise StateError("the Bank's share is held before a banker was chosen")
        if self.banker >= 0 and (self.current < 0 or self.turns < 1):
            raise StateError("play has begun without a player on turn")
        for fr in self.stack:
            who = fr["who"]
            if who >= 0 and not self.active[who]:
                raise StateError(f"the pending {FRAME_WORDS[fr['t']]} belongs to a bankrupt player")
        self._validate_stack()


def _texts(value: Any, what: str) -> list[str]:
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise StateError(f"{what} must be a list of texts")
    return list(value)


def _copy_results(r: dict[str, Any] | None) -> dict[str, Any] | None:
    if r is None:
        return None
    return {
        "winners": list(r["winners"]),
        "reason": r["reason"],
        "rule": r["rule"],
        "scores": dict(r["scores"]),
        "breakdown": {k: dict(v) for k, v in r["breakdown"].items()},
    }


def _load_results(r: Any, n: int) -> dict[str, Any] | None:
    if r is None:
        return None
    if not isinstance(r, dict) or set(r) != {"winners", "reason", "rule", "scores", "breakdown"}:
        raise StateError("the result of the game is malformed")
    winners = r["winners"]
    if (
        not isinstance(winners, list)
        or not winners
        or not all(_is_int(w) and 0 <= w < n for w in winners)
    ):
        raise StateError("the winners are not players at this table")
    if not isinstance(r["reason"], str) or not isinstance(r["rule"], str):
        raise StateError("the result of the game is malformed")
    seats = {str(s) for s in range(n)}
    scores, parts = r["scores"], r["breakdown"]
    if (
        not isinstance(scores, dict)
        or set(scores) != seats
        or not all(_is_int(v) for v in scores.values())
    ):
        raise StateError("the scores are malformed")
    if (
        not isinstance(parts, dict)
        or set(parts) != seats
        or not all(
            isinstance(p, dict) and all(_is_int(x) for x in p.values()) for p in parts.values()
        )
    ):
        raise StateError("the count's breakdown is malformed")
    return _copy_results(r)
