"""Save form, strict loading, the impossible-state check and the redacted views."""

from __future__ import annotations

from typing import Any

from stadsliv_qt.engine import StateError

from .actions import OfferTrade
from .building import LEUCHTTURM
from .money import euro
from .records import (
    is_int,
    read_auction,
    read_council,
    read_debt,
    read_result,
    read_todo,
    read_trade,
    read_votes,
)

PHASES = ("shuffle", "pre", "dice", "buy", "auction", "utility_dice", "debt", "council", "vote",
          "veto", "repeal", "trade", "post", "rolloff", "over", "")  # fmt: skip
SEAT_LISTS = {"cash": int, "bg": int, "pos": int, "in_hz": bool, "hz_turns": int, "chips": int,
              "active": bool, "veto_used": bool}  # fmt: skip
FIELD_LISTS = {"owner": int, "level": int, "mortgaged": bool}
SCALARS = {"kasse": int, "bank_net": int, "calendar": int, "formfehler": int, "cur": int,
           "turn_no": int, "round_no": int, "doubles": int, "bg_bought": bool, "sent_in": bool,
           "again": bool, "pending": int, "phase": str}  # fmt: skip
OPTIONAL = ("auction", "trade", "debt", "council", "result")
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
# Phases that hand back to the rest of the turn once decided: the turn's steps must go on.
MID_TURN = ("buy", "auction", "utility_dice", "debt", "council", "vote", "veto", "repeal")
ONE_RECORD = {"auction": "auction", "trade": "trade", "debt": "debt", "over": "result"}
COUNCIL_PHASES = ("council", "vote", "veto", "repeal")


def _typed(name: str, value: Any, kind: type) -> Any:
    if kind is int and not is_int(value):
        raise StateError(f"{RECORDS.get(name, name)} holds something that is not a whole number")
    if not isinstance(value, kind):
        raise StateError(f"{RECORDS.get(name, name)} holds something of the wrong kind")
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
        """Strict inverse of state_dict: every record present, of its kind, in its range."""
        self._static()
        n = len(self.seats)
        if not isinstance(data, dict):
            raise StateError("the game state is not a record")
        for k, words in RECORDS.items():
            if k not in data:
                raise StateError(f"{words} is missing")
        if set(data) != set(RECORDS):
            raise StateError("the game state holds a record Glad-o-polis does not know")
        for k, kind in SEAT_LISTS.items():
            values = data[k]
            if not isinstance(values, list) or len(values) != n:
                raise StateError(f"{RECORDS[k]} need one entry per player")
            setattr(self, k, [_typed(k, v, kind) for v in values])
        for k, kind in FIELD_LISTS.items():
            values = data[k]
            if not isinstance(values, list) or len(values) != 40:
                raise StateError(f"{RECORDS[k]} need one entry per field")
            setattr(self, k, [_typed(k, v, kind) for v in values])
        for k, kind in SCALARS.items():
            setattr(self, k, _typed(k, data[k], kind))
        if any(not -1 <= o < n for o in self.owner):
            raise StateError("a property belongs to nobody at the table")
        if not -1 <= self.formfehler < n:
            raise StateError("Formfehler in der Satzung is held by nobody at the table")
        if not 0 <= self.cur < n:
            raise StateError("the player on turn is not at the table")
        if not -1 <= self.pending < 40:
            raise StateError("the field waiting to be bought is off the board")
        if min(self.turn_no, self.round_no, self.doubles, *self.hz_turns) < 0:
            raise StateError("a count of turns, rounds or doubles is negative")
        paid = data["paid"]
        if not isinstance(paid, list) or len(paid) != 40:
            raise StateError("the prices paid for buildings need one entry per field")
        self.paid = [[_typed("paid", v, int) for v in _list("paid", p)] for p in paid]
        if any(v < 0 for p in self.paid for v in p):
            raise StateError("a building was paid for with a negative price")
        for k in ("events_deck", "motions_deck", "resolutions"):
            setattr(self, k, [_typed(k, v, str) for v in _list(k, data[k])])
        if any(m not in self.d.motions for m in self.resolutions):
            raise StateError("a resolution in force is not a known motion")
        self.last_dice = [
            _typed("last_dice", v, int) for v in _list("last_dice", data["last_dice"])
        ]
        if len(self.last_dice) not in (0, 2) or any(not 1 <= v <= 6 for v in self.last_dice):
            raise StateError("the last roll is not a roll of two dice")
        self.rolloff = [_typed("rolloff", v, int) for v in _list("rolloff", data["rolloff"])]
        if any(not 0 <= s < n for s in self.rolloff):
            raise StateError("the roll-off names a player who is not at the table")
        self.todo = read_todo(data["todo"], n)
        self.votes = read_votes(data["votes"], n)
        self.auction = read_auction(data["auction"], n)
        self.trade = read_trade(data["trade"], n)
        self.debt = read_debt(data["debt"], n)
        self.council = read_council(data["council"], n, self.d.motions)
        self.result = read_result(data["result"], n)
        self._recompute_params()

    # ----- impossible states -----------------------------------------------------------------
    def validate(self) -> None:
        """Raise StateError for any state the rules cannot produce."""
        n = len(self.seats)
        if self.phase not in PHASES or not self.phase:
            raise StateError("the game is in an unknown phase")
        if self.phase == "shuffle":
            self._validate_untouched()
            return
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
            if self.hz_turns[s] and not self.in_hz[s]:
                raise StateError("turns in the Hinterzimmer are counted for a player outside")
        if sum(self.active) < 1 or (sum(self.active) < 2 and self.phase != "over"):
            raise StateError("the game should have ended (GLA-28)")
        if n != 2 and any(self.veto_used):
            raise StateError("a veto was used at a table of more than two")
        if self.doubles > 3:
            raise StateError("more doubles in a row than the rules allow")
        self._validate_board(n)
        self._validate_decks()
        self._validate_phase(n)
        self._validate_records(n)

    def _validate_untouched(self) -> None:
        """Before the decks are shuffled nothing has happened: the state every game starts from."""
        blank = type(self).__new__(type(self))
        blank.seats = self.seats
        blank.options = self.options
        blank.setup()
        if blank.state_dict() != self.state_dict():
            raise StateError("something happened before the decks were shuffled")

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
        events = list(self.events_deck) + (["formfehler"] if self.formfehler >= 0 else [])
        if sorted(events) != sorted(self.d.events):
            raise StateError("the Stadtgeschehen cards are not all accounted for")
        if self.formfehler >= 0 and not self.active[self.formfehler]:
            raise StateError("a sachkundiger Bürger cannot hold a card")
        motions = list(self.motions_deck) + list(self.resolutions)
        if self.council is not None and self.phase != "repeal":
            # In the repeal phase the accepted motion already lies among the resolutions.
            motions.append(self.council["motion"])
        if sorted(motions) != sorted(self.d.motions):
            raise StateError("the motion cards are not all accounted for")
        limit = self.p["max_resolutions"] + (1 if self.phase == "repeal" else 0)
        if len(self.resolutions) > limit:
            raise StateError("too many resolutions lie")

    def _validate_phase(self, n: int) -> None:
        """Each pending record exists exactly in its phase, and the turn's steps can go on."""
        ph = self.phase
        for phase, record in ONE_RECORD.items():
            if (ph == phase) != (getattr(self, record) is not None):
                words = RECORDS[record]
                raise StateError(f"{words} is missing" if ph == phase else f"{words} is stale")
        if (ph in COUNCIL_PHASES) != (self.council is not None):
            raise StateError("the motion on the table is missing or stale")
        # A motion voted in that makes a sixth resolution keeps its count until the repeal.
        counted = ph == "repeal" and len(self.votes) == n
        if ph != "vote" and self.votes and not counted:
            raise StateError("council votes lie outside a vote")
        if (ph == "rolloff") != bool(self.rolloff):
            raise StateError("the roll-off is missing or stale")
        steps = [step[0] for step in self.todo]
        if ph in MID_TURN:
            if not steps or steps[-1] not in ("after", "window"):
                raise StateError("the rest of the turn is missing")
            if any(k in ("start", "end") for k in steps) or {"after", "window"} & set(steps[:-1]):
                raise StateError("the rest of the turn is out of order")
        elif steps:
            raise StateError("steps of a turn are pending between turns")
        on_turn = ("pre", "post", "buy", "dice", "utility_dice", *COUNCIL_PHASES)
        if ph in on_turn and not self.active[self.cur]:
            raise StateError("the player on turn is a sachkundiger Bürger")
        if ph in ("pre", "post") and self.again:
            raise StateError("a roll again after doubles is pending in a window")
        if ph == "buy":
            pos = self.pending
            f = self.d.fields[pos] if pos >= 0 else None
            if f is None or not f.is_property or self.owner[pos] != -1 or self.pos[self.cur] != pos:
                raise StateError("there is nothing to buy")
            if self.cash[self.cur] < f.price:
                raise StateError("the field on offer costs more than the player has")
        if ph == "utility_dice":
            pos = self.pending
            owner = self.owner[pos] if pos >= 0 else -1
            if pos not in self.utilities or owner in (-1, self.cur) or self.mortgaged[pos]:
                raise StateError("no Versorger rent is waiting for the dice")
            if self.pos[self.cur] != pos:
                raise StateError("no Versorger rent is waiting for the dice")
        if ph == "rolloff":
            r = self.rolloff
            if len(r) < 2 or len(set(r)) != len(r) or not all(self.active[s] for s in r):
                raise StateError("a roll-off needs two candidates or more")
            if self.calendar != self.calendar_length:
                raise StateError("a roll-off before Wahltag")
        if ph == "over" and not self.active[self.result["winner"]]:
            raise StateError("the winner is a sachkundiger Bürger")

    def _validate_records(self, n: int) -> None:
        """The auction, trade, debt, council and votes fit the table, the board and the cash."""
        a = self.auction
        if a is not None:
            order, leader = a["order"], a["leader"]
            if not order or len(set(order)) != len(order) or not all(self.active[s] for s in order):
                raise StateError("the auction names a bidder who cannot bid")
            if not a["turn"] < len(order):
                raise StateError("the auction has no bidder to ask")
            pos = a["field"]
            if not self.d.fields[pos].is_property or self.owner[pos] != -1:
                raise StateError("the auction is for a field that cannot be sold")
            # Bidders go round the table from the player after the one on turn (GLA-09), so
            # those still in keep that order; the turn is the first bidder until a bid is made,
            # then the bidder after the leader.
            if [(s - self.cur - 1) % n for s in order] != sorted(
                (s - self.cur - 1) % n for s in order
            ):
                raise StateError("the auction's bidders are out of their order round the table")
            opening, step = self.options["auction_opening"], self.options["auction_step"]
            if leader < 0 and (a["high"] or a["turn"]):
                raise StateError("the auction has a high bid but no bidder")
            if leader >= 0:
                high = a["high"]
                if leader not in order or high < opening or (high - opening) % step:
                    raise StateError("the auction's high bid is not one the rules allow")
                if high > self.cash[leader] or order == [leader]:
                    raise StateError("the auction's high bid is not one the rules allow")
                if a["turn"] != (order.index(leader) + 1) % len(order):
                    raise StateError("the auction asks a bidder whose turn it is not")
            bidder = order[a["turn"]]
            if bidder == leader or self.cash[bidder] < self.auction_minimum():
                raise StateError("the auction asks a bidder who cannot bid")
        t = self.trade
        if t is not None:
            if t["from"] != self.cur or t["back"] not in ("pre", "post"):
                raise StateError("the trade on offer does not come from the player on turn")
            offer = OfferTrade(t["from"], t["to"], tuple(t["give"]), tuple(t["take"]),
                               t["give_money"], t["take_money"], t["give_card"], t["take_card"])  # fmt: skip
            if self.why_not_offer(offer) is not None:
                raise StateError("the trade on offer is not possible")
        debt = self.debt
        if debt is not None:
            s, creditor = debt["debtor"], debt["creditor"]
            if not self.active[s] or creditor == s or (creditor >= 0 and not self.active[creditor]):
                raise StateError("the debt is owed between the wrong players")
            if self.cash[s] >= debt["amount"] or not self._can_raise(s):
                raise StateError("the debt is already covered, or can never be")
        c = self.council
        if c is not None:
            if c["proposer"] != self.cur:
                raise StateError("the motion on the table was not drawn by the player on turn")
            placed = self.resolutions[-1:] == [c["motion"]]
            if (self.phase == "repeal") != placed:
                raise StateError("the motion on the table is out of step with the resolutions")
        if self.phase == "veto" and (n != 2 or self.veto_used[1 - c["proposer"]]):
            raise StateError("there is no veto to use")
        if self.phase == "repeal" and len(self.resolutions) != self.p["max_resolutions"] + 1:
            raise StateError("a repeal is asked for with room for the resolution")
        if self.votes and self.phase == "vote":
            if len(self.votes) >= n:
                raise StateError("every vote is in, yet the count was not made")
            cast = [str(v) for v in self.voter_order()[: len(self.votes)]]
            if self.options["open_vote"] and sorted(cast) != sorted(self.votes):
                raise StateError("the open votes were not cast in turn")

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
