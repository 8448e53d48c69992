"""Save form, strict loading, the impossible-state check and the redacted views."""

from __future__ import annotations

from typing import Any

from stadsliv_qt.engine import StateError

from .building import LEUCHTTURM
from .money import euro

PHASES = ("shuffle", "pre", "dice", "buy", "auction", "utility_dice", "debt", "council", "vote",
          "veto", "repeal", "trade", "post", "rolloff", "over", "")  # fmt: skip
SEAT_LISTS = {"cash": int, "bg": int, "pos": int, "in_hz": bool, "hz_turns": int, "chips": int,
              "active": bool, "veto_used": bool}  # fmt: skip
FIELD_LISTS = {"owner": int, "level": int, "mortgaged": bool}
SCALARS = {"kasse": int, "bank_net": int, "calendar": int, "formfehler": int, "cur": int,
           "turn_no": int, "round_no": int, "doubles": int, "bg_bought": bool, "sent_in": bool,
           "again": bool, "pending": int, "phase": str}  # fmt: skip
OPTIONAL = ("auction", "trade", "debt", "council", "result")
# The flow's steps and how many arguments each takes (flow.py, money.py).
STEPS = {"start": 0, "window": 0, "move": 2, "land": 1, "after": 0, "end": 0, "hz_out": 1,
         "pay": 5, "kasse_pay": 4}  # fmt: skip


def _typed(name: str, value: Any, kind: type) -> Any:
    if kind is int and (isinstance(value, bool) or not isinstance(value, int)):
        raise StateError(f"{name} must be a whole number")
    if not isinstance(value, kind):
        raise StateError(f"{name} has the wrong type")
    return value


class StateMixin:
    """state_dict / load_state / validate / view for Glad-o-polis."""

    def state_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {k: list(getattr(self, k)) for k in (*SEAT_LISTS, *FIELD_LISTS)}
        d.update({k: getattr(self, k) for k in SCALARS})
        d["paid"] = [list(p) for p in self.paid]
        d["events_deck"] = list(self.events_deck)
        d["motions_deck"] = list(self.motions_deck)
        d["resolutions"] = list(self.resolutions)
        d["last_dice"] = list(self.last_dice)
        d["todo"] = [list(step) for step in self.todo]
        d["votes"] = dict(self.votes)
        d["rolloff"] = list(self.rolloff)
        for k in OPTIONAL:
            value = getattr(self, k)
            d[k] = _copy(value) if value is not None else None
        return d

    def load_state(self, data: dict[str, Any]) -> None:
        self._static()
        n = len(self.seats)
        for k, kind in SEAT_LISTS.items():
            values = data[k]
            if not isinstance(values, list) or len(values) != n:
                raise StateError(f"{k} needs one entry per player")
            setattr(self, k, [_typed(k, v, kind) for v in values])
        for k, kind in FIELD_LISTS.items():
            values = data[k]
            if not isinstance(values, list) or len(values) != 40:
                raise StateError(f"{k} needs one entry per field")
            setattr(self, k, [_typed(k, v, kind) for v in values])
        for k, kind in SCALARS.items():
            setattr(self, k, _typed(k, data[k], kind))
        paid = data["paid"]
        if not isinstance(paid, list) or len(paid) != 40:
            raise StateError("paid needs one entry per field")
        self.paid = [[_typed("paid", v, int) for v in _list("paid", p)] for p in paid]
        for k in ("events_deck", "motions_deck", "resolutions"):
            setattr(self, k, [_typed(k, v, str) for v in _list(k, data[k])])
        self.last_dice = [
            _typed("last_dice", v, int) for v in _list("last_dice", data["last_dice"])
        ]
        self.rolloff = [_typed("rolloff", v, int) for v in _list("rolloff", data["rolloff"])]
        self.todo = [_list("todo", step) for step in _list("todo", data["todo"])]
        votes = data["votes"]
        if not isinstance(votes, dict) or not all(isinstance(v, bool) for v in votes.values()):
            raise StateError("the votes are malformed")
        self.votes = dict(votes)
        for k in OPTIONAL:
            value = data[k]
            if value is not None and not isinstance(value, dict):
                raise StateError(f"{k} is malformed")
            setattr(self, k, _copy(value) if value is not None else None)
        self._recompute_params()

    # ----- impossible states -----------------------------------------------------------------
    def validate(self) -> None:
        """Raise StateError for any state the rules cannot produce."""
        n = len(self.seats)
        if self.phase not in PHASES or not self.phase:
            raise StateError(f"unknown phase {self.phase!r}")
        if any(c < 0 for c in self.cash) or self.kasse < 0:
            raise StateError("money can never be negative")
        if any(b < 0 for b in self.bg) or any(c < 0 for c in self.chips):
            raise StateError("Bürgergunst and Klüngel chips can never be negative")
        start = self.d.params["start_cash"] * n
        if sum(self.cash) + self.kasse != start + self.bank_net:
            raise StateError("money is not conserved between players, bank and Stadtkasse")
        if not 0 <= self.cur < n or not 0 <= self.calendar <= self.calendar_length:
            raise StateError("the current player or the calendar is out of range")
        for s in range(n):
            if not 0 <= self.pos[s] < 40:
                raise StateError("a token is off the board")
            if self.in_hz[s] and (self.pos[s] != 10 or not self.active[s]):
                raise StateError("a token in the Hinterzimmer must stand on field 10")
            if not 0 <= self.hz_turns[s] <= self.d.params["hinterzimmer_turns"] + 1:
                raise StateError("too many turns in the Hinterzimmer")
        if sum(self.active) < 1 or (sum(self.active) < 2 and self.phase != "over"):
            raise StateError("the game should have ended (GLA-28)")
        self._validate_board(n)
        self._validate_decks()
        self._validate_phase(n)

    def _validate_board(self, n: int) -> None:
        for pos, f in enumerate(self.d.fields):
            owner, level = self.owner[pos], self.level[pos]
            if not f.is_property:
                if owner != -1 or level or self.mortgaged[pos] or self.paid[pos]:
                    raise StateError(f"field {pos} cannot be owned")
                continue
            if not -1 <= owner < n or (owner >= 0 and not self.active[owner]):
                raise StateError(f"{f.name} has an impossible owner")
            if owner < 0 and (self.mortgaged[pos] or level):
                raise StateError(f"unowned {f.name} cannot be mortgaged or built on")
            if len(self.paid[pos]) != level or not 0 <= level <= LEUCHTTURM:
                raise StateError(f"{f.name} has an impossible building level")
            if level:
                if f.kind != "district":
                    raise StateError(f"{f.name} cannot carry buildings")
                members = self.d.groups[f.group].members
                if any(self.owner[m] != owner or self.mortgaged[m] for m in members):
                    raise StateError(f"{f.name} is built without the whole unmortgaged group")
                levels = [self.level[m] for m in members]
                if max(levels) - min(levels) > 1:
                    raise StateError(f"the group of {f.name} is built unevenly")

    def _validate_decks(self) -> None:
        if self.phase == "shuffle":
            return
        events = list(self.events_deck) + (["formfehler"] if self.formfehler >= 0 else [])
        if sorted(events) != sorted(self.d.events):
            raise StateError("the Stadtgeschehen cards are not all accounted for")
        if self.formfehler >= 0 and not self.active[self.formfehler]:
            raise StateError("a sachkundiger Bürger cannot hold a card")
        motions = list(self.motions_deck) + list(self.resolutions)
        if self.council is not None:
            motions.append(self.council["motion"])
        if sorted(motions) != sorted(self.d.motions):
            raise StateError("the motion cards are not all accounted for")
        limit = self.p["max_resolutions"] + (1 if self.phase == "repeal" else 0)
        if len(self.resolutions) > limit:
            raise StateError("too many resolutions lie")

    def _validate_phase(self, n: int) -> None:
        ph = self.phase
        needs = {"auction": self.auction, "trade": self.trade, "debt": self.debt,
                 "over": self.result}  # fmt: skip
        if ph in needs and needs[ph] is None:
            raise StateError(f"the {ph} is missing")
        if ph in ("council", "vote", "veto", "repeal") and self.council is None:
            raise StateError("the motion on the table is missing")
        if ph == "veto" and (n != 2 or self.veto_used[1 - self.council["proposer"]]):
            raise StateError("there is no veto to use")
        if ph == "buy" and (not 0 <= self.pending < 40 or self.owner[self.pending] != -1):
            raise StateError("there is nothing to buy")
        if ph == "auction":
            a = self.auction
            if not a["order"] or not 0 <= a["turn"] < len(a["order"]):
                raise StateError("the auction has no bidder to ask")
        if ph == "rolloff" and len(self.rolloff) < 2:
            raise StateError("a roll-off needs two players")
        if any(k not in ("0", "1", "2", "3", "4", "5") or int(k) >= n for k in self.votes):
            raise StateError("a vote belongs to no seat")
        for step in self.todo:
            if not step or STEPS.get(step[0]) != len(step) - 1:
                raise StateError(f"the turn has an unknown step {step!r}")

    # ----- views -------------------------------------------------------------------------
    def view(self, seat: int | None) -> dict[str, Any]:
        """All a seat may see; secret votes of others never appear before the reveal."""
        n = len(self.seats)
        fields = self.d.fields
        players = []
        for s in range(n):
            holdings = []
            for pos in self.property_fields:
                if self.owner[pos] == s:
                    tag = " (M)" if self.mortgaged[pos] else ""
                    if self.level[pos]:
                        tag = " (L)" if self.level[pos] == LEUCHTTURM else f" ({self.level[pos]})"
                    holdings.append(fields[pos].name + tag)
            notes = []
            if s == self.cur and self.phase != "over":
                notes.append("on turn")
            if self.in_hz[s]:
                notes.append(f"in the Hinterzimmer ({self.hz_turns[s]})")
            if not self.active[s]:
                notes.append("sachkundiger Bürger")
            if self.formfehler == s:
                notes.append("holds Formfehler in der Satzung")
            if self.chips[s]:
                notes.append(f"{self.chips[s]} Klüngel chip(s)")
            players.append(
                {
                    "name": self.name(s),
                    "colour": self.seats[s].colour,
                    "token": self.seats[s].token,
                    "money": self.cash[s],
                    "money_text": euro(self.cash[s]),
                    "second": f"{self.bg[s]} BG",
                    "bg": self.bg[s],
                    "chips": self.chips[s],
                    "position": self.pos[s],
                    "in_hinterzimmer": self.in_hz[s],
                    "holdings": holdings,
                    "notes": notes,
                    "active": self.active[s],
                    "veto_used": self.veto_used[s],
                }
            )
        council = None
        if self.council is not None:
            secret = not self.options["open_vote"]
            council = {
                "motion": self.council["motion"],
                "proposer": self.council["proposer"],
                "voted": sorted(int(k) for k in self.votes),
            }
            if secret:
                council["my_vote"] = self.votes.get(str(seat)) if seat is not None else None
            else:
                council["votes"] = dict(self.votes)
        return {
            "players": players,
            "fields": [
                {
                    "pos": f.pos,
                    "name": f.name,
                    "kind": f.kind,
                    "group": f.group,
                    "price": f.price,
                    "owner": self.owner[f.pos],
                    "level": self.level[f.pos],
                    "mortgaged": self.mortgaged[f.pos],
                }
                for f in fields
            ],
            "kasse": self.kasse,
            "kasse_text": euro(self.kasse),
            "calendar": self.calendar,
            "calendar_length": self.calendar_length,
            "wahltag": self.calendar >= self.calendar_length,
            "resolutions": [
                {"id": m, "name": self.d.motions[m].name, "text": self.d.motions[m].text}
                for m in self.resolutions
            ],
            "rules_in_force": {k: v for k, v in self.p.items() if v != self.d.params[k]},
            "decks": {"events": len(self.events_deck), "motions": len(self.motions_deck)},
            "current": self.cur,
            "phase": self.phase,
            "turn": self.turn_no,
            "round": self.round_no,
            "dice": list(self.last_dice),
            "doubles": self.doubles,
            "bg_bought": self.bg_bought,
            "pending": self.pending,
            "auction": _copy(self.auction) if self.auction else None,
            "trade": _copy(self.trade) if self.trade else None,
            "debt": _copy(self.debt) if self.debt else None,
            "council": council,
            "rolloff": list(self.rolloff),
            "result": _copy(self.result) if self.result else None,
        }


def _list(name: str, value: Any) -> list:
    if not isinstance(value, list):
        raise StateError(f"{name} must be a list")
    return value


def _copy(value: Any) -> Any:
    """A deep copy of plain JSON data (cheaper than copy.deepcopy)."""
    if isinstance(value, dict):
        return {k: _copy(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_copy(v) for v in value]
    return value
