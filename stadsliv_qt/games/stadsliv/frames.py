"""The pending steps of a loaded game checked against the rest of the state (used by validate()).

state.py checks each frame's fields for their kind (a seat, a text, a list of seats); here each
frame is checked for what the rules can reach: where on the stack it can lie, who it waits for,
that the blocks, items, questions and amounts it names exist and fit the players' holdings and
poäng, and that a decision frame on top has something to decide.
"""

from __future__ import annotations

from typing import Any

from stadsliv_qt.engine import StateError

from .data import GROUPS

# Each kind of pending step, and each of its fields, in the words a refusal uses.
FRAME_WORDS = {"banker": "choice of the banker", "banker_roll": "roll for the banker",
               "turn": "turn", "move": "roll", "land": "landing", "buy": "purchase",
               "choose": "choice of owner", "protest": "protest", "court": "court throw",
               "fate": "Ödestärning throw", "auction": "auction", "accept": "final bid",
               "loan_offer": "offer of a loan throw", "loan_throw": "loan throw",
               "pay": "payment", "after": "end of a turn", "vote": "vote",
               "vote_throw": "throw on a question", "victory": "victory vote",
               "appeal": "appeal", "appeal_throw": "appeal throw"}  # fmt: skip
FIELD_WORDS = {"who": "player", "cands": "blocks to choose from", "n": "number of dice",
               "what": "kind of purchase", "code": "block", "price": "price", "payer": "payer",
               "by": "chooser", "chosen": "chosen block", "order": "players still to ask",
               "plaintiff": "plaintiff", "item": "item", "seller": "seller",
               "forced": "forced-sale mark", "in": "bidders", "i": "turn among the bidders",
               "high": "high bidder", "bid": "bid", "debt": "debt mark", "bidder": "bidder",
               "to": "payee", "amount": "amount", "why": "reason", "rule": "rule",
               "loan": "loan mark", "tried": "items tried at auction", "vote": "Röstkort mark",
               "q": "question", "voters": "voters", "votes": "votes"}  # fmt: skip
# Where each frame can lie: the frames allowed directly below it (None: at the bottom).
BELOW: dict[str, frozenset[str | None]] = {
    "banker": frozenset({None}),
    "banker_roll": frozenset({None}),
    "turn": frozenset({None}),
    "move": frozenset({None}),
    "after": frozenset({None}),
    "victory": frozenset({None}),
    "appeal": frozenset({None}),
    "appeal_throw": frozenset({None}),
    "land": frozenset({"after"}),
    "loan_offer": frozenset({"after"}),
    "fate": frozenset({"loan_offer"}),
    "buy": frozenset({"after", "loan_offer"}),
    "choose": frozenset({"after"}),
    "protest": frozenset({"after"}),
    "court": frozenset({"after"}),
    "vote": frozenset({"after"}),
    "vote_throw": frozenset({"after"}),
    "loan_throw": frozenset({"after"}),
    # A pay frame is left at the bottom when the player on turn went bankrupt meanwhile.
    "pay": frozenset({None, "after", "land", "loan_offer", "pay"}),
    "auction": frozenset({"turn", "after", "loan_offer", "pay"}),
    "accept": frozenset({"turn", "after", "loan_offer", "pay"}),
}
# Frames that can have others on top of them; every other frame lies only on top.
CARRIERS = frozenset(("turn", "after", "land", "loan_offer", "pay"))
# Frames of the player on turn.
ON_TURN = frozenset(("turn", "move", "after", "land", "buy", "loan_offer", "fate", "loan_throw",
                     "vote", "vote_throw"))  # fmt: skip
ALONE = frozenset(("banker", "banker_roll", "victory", "appeal", "appeal_throw"))


class FrameChecks:
    """validate()'s checks of the stack of pending steps."""

    def _validate_stack(self) -> None:
        stack = self.stack
        for k, fr in enumerate(stack):
            t = fr["t"]
            word = FRAME_WORDS[t]
            below = stack[k - 1]["t"] if k else None
            if below not in BELOW[t] or (k < len(stack) - 1 and t not in CARRIERS):
                raise StateError(f"the pending {word} lies where the rules never put one")
            if t in ALONE and len(stack) != 1:
                raise StateError(f"the pending {word} shares the table with other steps")
            if t in ON_TURN and fr["who"] != self.current:
                raise StateError(f"the pending {word} belongs to a player not on turn")
            getattr(self, "_valid_" + t, _nothing)(fr, k)
        if stack[0]["t"] == "pay" and self.active[self.current]:
            raise StateError("a payment is pending outside anybody's turn")
        full = [s for s in range(self.n) if self.sf[s] >= self.fig["council_seats"]]
        if full and (
            stack[0]["t"] not in ("victory", "appeal", "appeal_throw") or full != [stack[0]["who"]]
        ):
            raise StateError("a player holds every Stadsfullmäktige seat, yet no vote is held")

    # ----- one check per frame kind (k: its place on the stack) ------------------------------
    def _valid_banker(self, fr: dict[str, Any], k: int) -> None:
        self._valid_before_banker()

    def _valid_banker_roll(self, fr: dict[str, Any], k: int) -> None:
        cands = fr["cands"]
        if len(cands) < 2 or len(set(cands)) != len(cands):
            raise StateError("the roll for banker needs two players or more")
        self._valid_before_banker()

    def _valid_before_banker(self) -> None:
        """Before the banker is chosen nothing has happened: the state every game starts from."""
        blank = type(self).__new__(type(self))
        blank.seats, blank.options, blank.log = self.seats, self.options, []
        blank.setup()
        mine, theirs = self.state_dict(), blank.state_dict()
        del mine["stack"], theirs["stack"]
        if mine != theirs:
            raise StateError("something happened before the banker was chosen")

    def _valid_move(self, fr: dict[str, Any], k: int) -> None:
        if fr["n"] not in (1, 2):
            raise StateError("a pending roll is of neither one die nor both")

    def _valid_buy(self, fr: dict[str, Any], k: int) -> None:
        s, what, code, price = fr["who"], fr["what"], fr["code"], fr["price"]
        fig = self.fig
        square = self.ring[self.pos[s]]
        if what == "block":
            ok = (
                code in self.cards
                and self.owner[code] == -1
                and square.code == code
                and price == (fig["bank_share_price"] if code == "B" else self.cards[code].price)
            )
        elif what == "gb":
            ok = (
                code == "GB"
                and price == fig["guldbonus_price"]
                and self.gb[s] == 0
                and self.invested[s]
                and sum(self.gb) < fig["guldbonus_count"]
            )
        elif what == "seat":
            ok = (
                code == "SF"
                and price == fig["council_price"]
                and square.kind == "council"
                and sum(self.sf) < fig["council_seats"]
            )
        else:
            ok = False
        if not ok:
            raise StateError("the pending purchase is not one the rules offer")

    def _valid_cands(self, fr: dict[str, Any]) -> None:
        """STA-08: the blocks of one group owned by two players or more, none the payer's."""
        cands, payer = fr["cands"], fr["payer"]
        group = next((g for g in GROUPS.values() if cands and cands[0] in g), ())
        if len(set(cands)) != len(cands) or not set(cands) <= set(group):
            raise StateError("the owners to choose from are not blocks of one group")
        owners = {self.owner[c] for c in cands}
        if len(owners) < 2 or -1 in owners or payer in owners or payer != self.current:
            raise StateError("the owners to choose from are not two other owners")
        if "chosen" in fr and fr["chosen"] not in cands:
            raise StateError("the chosen owner is not one of those to choose from")

    def _valid_choose(self, fr: dict[str, Any], k: int) -> None:
        self._valid_cands(fr)
        by, who, payer = fr["by"], fr["who"], fr["payer"]
        if by not in ("payer", "plaintiff") or (by == "payer") != (who == payer):
            raise StateError("the owner is chosen by neither the payer nor a plaintiff")

    def _valid_protest(self, fr: dict[str, Any], k: int) -> None:
        self._valid_cands(fr)
        who, payer, order = fr["who"], fr["payer"], fr["order"]
        others = self._others(payer)
        if who == payer or who not in others or len(set(order)) != len(order):
            raise StateError("a protest is asked of the wrong player")
        if not set(order) <= set(others[others.index(who) + 1 :]):
            raise StateError("a protest is asked of the wrong player")

    def _valid_court(self, fr: dict[str, Any], k: int) -> None:
        self._valid_cands(fr)
        if fr["who"] != fr["payer"] or fr["plaintiff"] == fr["payer"]:
            raise StateError("the protest names the payer as plaintiff")
        if not self.active[fr["plaintiff"]]:
            raise StateError("the plaintiff has left the game")

    def _owns(self, seat: int, item: str) -> bool:
        """True if the seat holds this auctionable item (a block, or a Guldbonus)."""
        if item == "GB":
            return self.gb[seat] > 0
        return item in self.cards and self.owner[item] == seat

    def _valid_auction(self, fr: dict[str, Any], k: int) -> None:
        seller, item, bidders = fr["seller"], fr["item"], fr["in"]
        if not self.active[seller] or not self._owns(seller, item):
            raise StateError("the auction sells something the seller does not own")
        if fr["forced"] and item != "GB":
            raise StateError("only a Guldbonus is sold by force")
        below = self.stack[k - 1]
        if fr["debt"] != (below["t"] == "pay") or (fr["debt"] and below["who"] != seller):
            raise StateError("the auction does not match the debt it raises money for")
        if not fr["debt"] and seller != self.current:
            raise StateError("the auction is held outside the seller's turn")
        if not bidders or len(set(bidders)) != len(bidders):
            raise StateError("the auction has no bidder to ask")
        if not set(bidders) <= set(self._others(seller)):
            raise StateError("the auction names a bidder who cannot bid")
        # Bidders go in seat order from the seller's left (STA-09) and keep it as others pass;
        # the first is asked until a bid is made, then the one after the high bidder.
        n = self.n
        if [(b - seller - 1) % n for b in bidders] != sorted((b - seller - 1) % n for b in bidders):
            raise StateError("the auction's bidders are out of their order round the table")
        i, high, bid = fr["i"], fr["high"], fr["bid"]
        if not 0 <= i < len(bidders) or bidders[i] != fr["who"]:
            raise StateError("the auction asks a bidder whose turn it is not")
        if high < 0 and (bid != 0 or i != 0):
            raise StateError("the auction has a high bid but no bidder")
        if high >= 0 and (high not in bidders or not 1 <= bid <= self.money[high]):
            raise StateError("the auction's high bid is not one the rules allow")
        if high >= 0 and i != (bidders.index(high) + 1) % len(bidders):
            raise StateError("the auction asks a bidder whose turn it is not")
        if fr["who"] == high or self.money[fr["who"]] <= bid:
            raise StateError("the auction asks a bidder who cannot bid")

    def _valid_accept(self, fr: dict[str, Any], k: int) -> None:
        seller, item, bidder, bid = fr["who"], fr["item"], fr["bidder"], fr["bid"]
        if not self._owns(seller, item) or fr["price"] != self.item_price(item):
            raise StateError("the final bid is for something the seller does not own")
        if bidder == seller or not self.active[bidder]:
            raise StateError("the final bid comes from a player who cannot buy")
        if not 1 <= bid < fr["price"] or bid > self.money[bidder]:
            raise StateError("the final bid is not one the rules allow")

    def _valid_loan_offer(self, fr: dict[str, Any], k: int) -> None:
        if k == len(self.stack) - 1 and not self.loan[fr["who"]]:
            raise StateError("the throw on a loan is offered to a player without one")

    def _valid_loan_throw(self, fr: dict[str, Any], k: int) -> None:
        if not self.loan[fr["who"]]:
            raise StateError("the throw on a loan is made for a player without one")

    def _valid_pay(self, fr: dict[str, Any], k: int) -> None:
        s, to, amount = fr["who"], fr["to"], fr["amount"]
        if to == s or amount < 1:
            raise StateError("a pending payment is of nothing, or to the payer")
        if fr["loan"] and (not self.loan[s] or amount < self.loan[s]):
            raise StateError("a pending loan repayment does not match the loan")
        tried = fr["tried"]
        if len(set(tried)) != len(tried):
            raise StateError("a pending payment lists an item twice")
        if k == len(self.stack) - 1 and (not fr["debt"] or self.money[s] >= amount):
            raise StateError("a pending payment waits although it could be paid")

    def _valid_vote(self, fr: dict[str, Any], k: int) -> None:
        self._valid_question(fr)
        self._valid_voters(fr)

    def _valid_vote_throw(self, fr: dict[str, Any], k: int) -> None:
        self._valid_question(fr)

    def _valid_question(self, fr: dict[str, Any]) -> None:
        """STA-22: a question on the Röstkort's list that the asker may put now."""
        s, q, code = fr["who"], fr["q"], fr["code"]
        if self.stack[0]["vote"]:
            raise StateError("the Röstkort was raised, yet it is still offered")
        if q == "seat":
            ok = code == "" and not self.gb[s] and self._seats_left() > 0
        elif q in self.data.changes:
            fee = self.data.changes[q].target == "fee"
            ok = (
                bool(self.sf[s])
                and (code in self.cards if fee else code == "")
                and self._change_possible(q, code)
            )
        else:
            ok = False
        if not ok:
            raise StateError("the question put to the vote is not one the asker may put")

    def _valid_victory(self, fr: dict[str, Any], k: int) -> None:
        self._valid_voters(fr)

    def _valid_voters(self, fr: dict[str, Any]) -> None:
        """A secret vote: other players in the game off the NZ, each voting once."""
        voters, votes = fr["voters"], fr["votes"]
        allowed = [p for p in self._others(fr["who"]) if not self._on_nz(p)]
        if not voters or len(set(voters)) != len(voters) or not set(voters) <= set(allowed):
            raise StateError("the vote names a voter who may not vote")
        if any(v is not None for p, v in enumerate(votes) if p not in voters):
            raise StateError("a vote was cast by a player who was not asked")
        if all(votes[v] is not None for v in voters):
            raise StateError("every vote is in, yet the votes were not revealed")


def _nothing(fr: dict[str, Any], k: int) -> None:
    """Frames with nothing to check beyond their place and their fields' kinds."""
