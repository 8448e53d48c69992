"""The pending steps of a loaded game checked against the rest of the state (used by validate()).

The frame records (state.py) fix each field's kind (a seat, a text, a list of seats), and
persist.py checks seats are at the table; here each frame is checked for what the rules can
reach: where on the stack it can lie, who it waits for, that the blocks, items, questions and
amounts it names exist and fit the players' holdings and poäng, and that a decision frame on top
has something to decide.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from stadsliv_qt.engine import StateError
from stadsliv_qt.engine.record import dump

from .auction import item_price, owns
from .ctx import Ctx, on_nz, others
from .data import GROUPS
from .state import (
    AcceptFrame,
    AfterFrame,
    AuctionFrame,
    BankerFrame,
    BankerRollFrame,
    BuyFrame,
    ChooseFrame,
    CourtFrame,
    Frame,
    LoanOfferFrame,
    LoanThrowFrame,
    MoveFrame,
    PayFrame,
    ProtestFrame,
    VictoryFrame,
    VoteFrame,
    VoteThrowFrame,
)
from .turns import start_state
from .votes import change_possible, seats_left

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
# Frames that run at once and never wait for anybody: never on top of a saved stack.
AUTOMATIC = frozenset(("land",))


def validate_stack(c: Ctx) -> None:
    """validate()'s checks of the stack of pending steps."""
    st = c.st
    stack = st.stack
    for k, fr in enumerate(stack):
        t = fr.TAG
        word = FRAME_WORDS[t]
        below = stack[k - 1].TAG if k else None
        if below not in BELOW[t] or (k < len(stack) - 1 and t not in CARRIERS):
            raise StateError(f"the pending {word} lies where the rules never put one")
        if t in AUTOMATIC and k == len(stack) - 1:
            raise StateError(f"the pending {word} waits for nobody")
        if t in ALONE and len(stack) != 1:
            raise StateError(f"the pending {word} shares the table with other steps")
        if t in ON_TURN and fr.who != st.current:
            raise StateError(f"the pending {word} belongs to a player not on turn")
        check = CHECKS.get(type(fr))
        if check is not None:
            check(c, fr, k)
    if isinstance(stack[0], PayFrame) and st.active[st.current]:
        raise StateError("a payment is pending outside anybody's turn")
    full = [s for s in range(c.board.n) if st.sf[s] >= c.board.fig["council_seats"]]
    if full and (
        stack[0].TAG not in ("victory", "appeal", "appeal_throw") or full != [stack[0].who]
    ):
        raise StateError("a player holds every Stadsfullmäktige seat, yet no vote is held")


# ----- one check per frame kind (k: its place on the stack) --------------------------------------
def _valid_banker(c: Ctx, fr: BankerFrame, k: int) -> None:
    _valid_before_banker(c)


def _valid_banker_roll(c: Ctx, fr: BankerRollFrame, k: int) -> None:
    cands = fr.cands
    if len(cands) < 2 or len(set(cands)) != len(cands):
        raise StateError("the roll for banker needs two players or more")
    _valid_before_banker(c)


def _valid_before_banker(c: Ctx) -> None:
    """Before the banker is chosen nothing has happened: the state every game starts from."""
    mine, theirs = dump(c.st), dump(start_state(c.board))
    del mine["stack"], theirs["stack"]
    if mine != theirs:
        raise StateError("something happened before the banker was chosen")


def _valid_move(c: Ctx, fr: MoveFrame, k: int) -> None:
    if fr.n not in (1, 2):
        raise StateError("a pending roll is of neither one die nor both")


def _valid_buy(c: Ctx, fr: BuyFrame, k: int) -> None:
    st, fig, cards = c.st, c.board.fig, c.board.cards
    s, what, code, price = fr.who, fr.what, fr.code, fr.price
    square = c.board.ring[st.pos[s]]
    if what == "block":
        ok = (
            code in cards
            and st.owner[code] == -1
            and square.code == code
            and price == (fig["bank_share_price"] if code == "B" else cards[code].price)
        )
    elif what == "gb":
        ok = (
            code == "GB"
            and price == fig["guldbonus_price"]
            and st.gb[s] == 0
            and st.invested[s]
            and sum(st.gb) < fig["guldbonus_count"]
        )
    elif what == "seat":
        ok = (
            code == "SF"
            and price == fig["council_price"]
            and square.kind == "council"
            and sum(st.sf) < fig["council_seats"]
        )
    else:
        ok = False
    if not ok:
        raise StateError("the pending purchase is not one the rules offer")


def _valid_cands(c: Ctx, fr: ChooseFrame | ProtestFrame | CourtFrame) -> None:
    """STA-08: the blocks of one group owned by two players or more, none the payer's."""
    cands, payer, owner = fr.cands, fr.payer, c.st.owner
    group = next((g for g in GROUPS.values() if cands and cands[0] in g), ())
    if len(set(cands)) != len(cands) or not set(cands) <= set(group):
        raise StateError("the owners to choose from are not blocks of one group")
    owners = {owner[k] for k in cands}
    if len(owners) < 2 or -1 in owners or payer in owners or payer != c.st.current:
        raise StateError("the owners to choose from are not two other owners")
    if not isinstance(fr, ChooseFrame) and fr.chosen not in cands:
        raise StateError("the chosen owner is not one of those to choose from")


def _valid_choose(c: Ctx, fr: ChooseFrame, k: int) -> None:
    _valid_cands(c, fr)
    by, who, payer = fr.by, fr.who, fr.payer
    if by not in ("payer", "plaintiff") or (by == "payer") != (who == payer):
        raise StateError("the owner is chosen by neither the payer nor a plaintiff")


def _valid_protest(c: Ctx, fr: ProtestFrame, k: int) -> None:
    _valid_cands(c, fr)
    who, payer, order = fr.who, fr.payer, fr.order
    after = others(c, payer)
    if who == payer or who not in after or len(set(order)) != len(order):
        raise StateError("a protest is asked of the wrong player")
    if not set(order) <= set(after[after.index(who) + 1 :]):
        raise StateError("a protest is asked of the wrong player")


def _valid_court(c: Ctx, fr: CourtFrame, k: int) -> None:
    _valid_cands(c, fr)
    if fr.who != fr.payer or fr.plaintiff == fr.payer:
        raise StateError("the protest names the payer as plaintiff")
    if not c.st.active[fr.plaintiff]:
        raise StateError("the plaintiff has left the game")


def _valid_auction(c: Ctx, fr: AuctionFrame, k: int) -> None:
    st = c.st
    seller, item, bidders = fr.seller, fr.item, fr.bidders
    if not st.active[seller] or not owns(c, seller, item):
        raise StateError("the auction sells something the seller does not own")
    if fr.forced and item != "GB":
        raise StateError("only a Guldbonus is sold by force")
    below = st.stack[k - 1]
    if fr.debt != isinstance(below, PayFrame) or (fr.debt and below.who != seller):
        raise StateError("the auction does not match the debt it raises money for")
    if not fr.debt and seller != st.current:
        raise StateError("the auction is held outside the seller's turn")
    if not bidders or len(set(bidders)) != len(bidders):
        raise StateError("the auction has no bidder to ask")
    if not set(bidders) <= set(others(c, seller)):
        raise StateError("the auction names a bidder who cannot bid")
    # Bidders go in seat order from the seller's left (STA-09) and keep it as others pass;
    # the first is asked until a bid is made, then the one after the high bidder.
    n = c.board.n
    if [(b - seller - 1) % n for b in bidders] != sorted((b - seller - 1) % n for b in bidders):
        raise StateError("the auction's bidders are out of their order round the table")
    i, high, bid = fr.i, fr.high, fr.bid
    if not 0 <= i < len(bidders) or bidders[i] != fr.who:
        raise StateError("the auction asks a bidder whose turn it is not")
    if high < 0 and (bid != 0 or i != 0):
        raise StateError("the auction has a high bid but no bidder")
    if high >= 0 and (high not in bidders or not 1 <= bid <= st.money[high]):
        raise StateError("the auction's high bid is not one the rules allow")
    if high >= 0 and i != (bidders.index(high) + 1) % len(bidders):
        raise StateError("the auction asks a bidder whose turn it is not")
    if fr.who == high or st.money[fr.who] <= bid:
        raise StateError("the auction asks a bidder who cannot bid")


def _valid_accept(c: Ctx, fr: AcceptFrame, k: int) -> None:
    seller, item, bidder, bid = fr.who, fr.item, fr.bidder, fr.bid
    if not owns(c, seller, item) or fr.price != item_price(c, item):
        raise StateError("the final bid is for something the seller does not own")
    if bidder == seller or not c.st.active[bidder]:
        raise StateError("the final bid comes from a player who cannot buy")
    if not 1 <= bid < fr.price or bid > c.st.money[bidder]:
        raise StateError("the final bid is not one the rules allow")


def _valid_loan_offer(c: Ctx, fr: LoanOfferFrame, k: int) -> None:
    if k == len(c.st.stack) - 1 and not c.st.loan[fr.who]:
        raise StateError("the throw on a loan is offered to a player without one")


def _valid_loan_throw(c: Ctx, fr: LoanThrowFrame, k: int) -> None:
    if not c.st.loan[fr.who]:
        raise StateError("the throw on a loan is made for a player without one")


def _valid_pay(c: Ctx, fr: PayFrame, k: int) -> None:
    st = c.st
    s, to, amount = fr.who, fr.to, fr.amount
    if to == s or amount < 1:
        raise StateError("a pending payment is of nothing, or to the payer")
    if fr.loan and (not st.loan[s] or amount < st.loan[s]):
        raise StateError("a pending loan repayment does not match the loan")
    tried = fr.tried
    if len(set(tried)) != len(tried):
        raise StateError("a pending payment lists an item twice")
    if k == len(st.stack) - 1 and (not fr.debt or st.money[s] >= amount):
        raise StateError("a pending payment waits although it could be paid")


def _valid_vote(c: Ctx, fr: VoteFrame, k: int) -> None:
    _valid_question(c, fr)
    _valid_voters(c, fr)


def _valid_vote_throw(c: Ctx, fr: VoteThrowFrame, k: int) -> None:
    _valid_question(c, fr)


def _valid_question(c: Ctx, fr: VoteFrame | VoteThrowFrame) -> None:
    """STA-22: a question on the Röstkort's list that the asker may put now."""
    st = c.st
    s, q, code = fr.who, fr.q, fr.code
    bottom = st.stack[0]
    if isinstance(bottom, AfterFrame) and bottom.vote:
        raise StateError("the Röstkort was raised, yet it is still offered")
    if q == "seat":
        ok = code == "" and not st.gb[s] and seats_left(c) > 0
    elif q in c.board.data.changes:
        fee = c.board.data.changes[q].target == "fee"
        ok = (
            bool(st.sf[s])
            and (code in c.board.cards if fee else code == "")
            and change_possible(c, q, code)
        )
    else:
        ok = False
    if not ok:
        raise StateError("the question put to the vote is not one the asker may put")


def _valid_victory(c: Ctx, fr: VictoryFrame, k: int) -> None:
    _valid_voters(c, fr)


def _valid_voters(c: Ctx, fr: VoteFrame | VictoryFrame) -> None:
    """A secret vote: other players in the game off the NZ, each voting once."""
    voters, votes = fr.voters, fr.votes
    allowed = [p for p in others(c, fr.who) if not on_nz(c, p)]
    if not voters or len(set(voters)) != len(voters) or not set(voters) <= set(allowed):
        raise StateError("the vote names a voter who may not vote")
    if any(v is not None for p, v in enumerate(votes) if p not in voters):
        raise StateError("a vote was cast by a player who was not asked")
    if all(votes[v] is not None for v in voters):
        raise StateError("every vote is in, yet the votes were not revealed")


# Frames with nothing to check beyond their place and their fields' kinds have no entry.
CHECKS: dict[type[Frame], Callable[[Ctx, Any, int], None]] = {
    BankerFrame: _valid_banker,
    BankerRollFrame: _valid_banker_roll,
    MoveFrame: _valid_move,
    BuyFrame: _valid_buy,
    ChooseFrame: _valid_choose,
    ProtestFrame: _valid_protest,
    CourtFrame: _valid_court,
    AuctionFrame: _valid_auction,
    AcceptFrame: _valid_accept,
    LoanOfferFrame: _valid_loan_offer,
    LoanThrowFrame: _valid_loan_throw,
    PayFrame: _valid_pay,
    VoteFrame: _valid_vote,
    VoteThrowFrame: _valid_vote_throw,
    VictoryFrame: _valid_victory,
}
