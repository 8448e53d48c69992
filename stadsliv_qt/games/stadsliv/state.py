"""Stadsliv's state: one typed record, and one small record for each kind of pending step.

Everything that changes during a game is declared here, field by field; nothing else is state.
The ring, the cards, the figures and the option values are fixed for a game (ctx.Board, shared by
copies), and caches are not state. engine/record.py derives from these declarations the save form
(the very JSON the game always wrote), its strict loader and the fast copy a search needs.

The game runs on a stack of pending steps (frames), each one step of the rules: a roll, a landing,
a payment, an auction, a vote. The top frame says what the game waits for. In a save each frame is
a table with its kind under "t" ({"t": "move", "who": 0, "n": 2}), as before.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar, Literal, TypedDict, get_args

from stadsliv_qt.engine.record import Record, Tagged, json_key


class Rules(TypedDict):
    """The rules in force (STA-22): they start from the data files and change by vote."""

    varvslon: int  # added to every varvslön (STA-10); 0 until a change passes
    nz_interest: int  # interest in % on a loan repaid on an NZ (STA-15)
    F: int  # poäng Farsot takes from each player hit (STA-12)
    N: int  # poäng Naturkatastrof takes from each player hit (STA-12)
    fees: dict[str, int]  # block code -> change to its printed fee; only changed blocks


@dataclass(frozen=True, slots=True)
class FateThrow(Record):
    """The last Ödestärning throw, kept for the screen."""

    face: str  # the face's code (data/fate.json)
    thrower: int  # the seat that threw
    purpose: str  # what for, as the log says it ("on the protest")


@dataclass(slots=True)
class Result(Record):
    """The end of the game (STA-23, STA-24, or the last player left, STA-17)."""

    winners: list[int]  # the winning seats (several: a shared victory)
    reason: str  # why, as the table reads it
    rule: str  # the rule that ended the game
    scores: dict[int, int]  # seat -> total at the count
    breakdown: dict[int, dict[str, int]]  # seat -> the count part by part (poäng, shares, ...)


# ----- the pending steps ------------------------------------------------------------------------
@dataclass(slots=True)
class Frame(Tagged):
    """Base of the pending steps: `who` is the seat the step belongs to or waits for."""

    who: int  # the seat asked, or whose step it is (-1 only for the roll for banker)


@dataclass(slots=True)
class BankerFrame(Frame):
    """STA-04: `who` is asked whether they volunteer as banker."""

    TAG: ClassVar[str] = "banker"


@dataclass(slots=True)
class BankerRollFrame(Frame):
    """STA-04: nobody volunteered; the candidates roll, the lowest sum is banker."""

    TAG: ClassVar[str] = "banker_roll"
    cands: list[int]  # the seats still rolling (ties roll again)


@dataclass(slots=True)
class TurnFrame(Frame):
    """STA-06: the player on turn, before the roll."""

    TAG: ClassVar[str] = "turn"


@dataclass(slots=True)
class MoveFrame(Frame):
    """STA-06: the chosen roll, waiting for the dice."""

    TAG: ClassVar[str] = "move"
    n: int  # how many dice: 1 or 2


@dataclass(slots=True)
class LandFrame(Frame):
    """The landing on the square reached (automatic)."""

    TAG: ClassVar[str] = "land"


@dataclass(slots=True)
class BuyFrame(Frame):
    """STA-07, STA-12, STA-18, STA-19: something on offer to the lander at its price."""

    TAG: ClassVar[str] = "buy"
    what: Literal["block", "gb", "seat"]  # a block (or the Bank's share), a Guldbonus, a seat
    code: str  # the block's code, "GB" or "SF"
    price: int  # the price asked


@dataclass(slots=True)
class ChooseFrame(Frame):
    """STA-08: which owner of a Varuhus or hotel the payer pays; `who` chooses."""

    TAG: ClassVar[str] = "choose"
    payer: int  # the seat that pays the fee
    cands: list[str]  # the blocks whose owners may be paid
    by: Literal["payer", "plaintiff"]  # who chooses: the payer, or a plaintiff after the court


@dataclass(slots=True)
class ProtestFrame(Frame):
    """STA-08: `who` may protest against the payer's choice."""

    TAG: ClassVar[str] = "protest"
    payer: int  # the seat that pays the fee
    chosen: str  # the block the payer chose
    cands: list[str]  # the blocks whose owners may be paid
    order: list[int]  # the seats asked after `who`, in seat order


@dataclass(slots=True)
class CourtFrame(Frame):
    """STA-08: Domstolen throws on a protest; `who` is the payer."""

    TAG: ClassVar[str] = "court"
    payer: int  # the seat that pays the fee
    plaintiff: int  # the seat that protested
    chosen: str  # the block the payer chose
    cands: list[str]  # the blocks whose owners may be paid


@dataclass(slots=True)
class FateFrame(Frame):
    """STA-12: the Ödestärning is thrown for `who`, who landed on Ödet."""

    TAG: ClassVar[str] = "fate"


@dataclass(slots=True)
class AuctionFrame(Frame):
    """STA-09: an open auction; `who` is the bidder asked now."""

    TAG: ClassVar[str] = "auction"
    item: str  # a block's code or "GB"
    seller: int  # the seat selling
    forced: bool  # a Guldbonus sold by force (STA-12): no refusal, no bid -> Stadskassan
    bidders: list[int] = field(metadata=json_key("in"))  # seats still bidding, in seat order
    i: int  # the place in `bidders` of the one asked
    high: int  # the high bidder, -1 before the first bid
    bid: int  # the high bid, 0 before the first
    debt: bool  # held to raise money for the payment below it (STA-17)


@dataclass(slots=True)
class AcceptFrame(Frame):
    """STA-09: the seller (`who`) accepts or refuses a final bid below the price."""

    TAG: ClassVar[str] = "accept"
    item: str  # a block's code or "GB"
    bidder: int  # the high bidder
    bid: int  # the final bid
    price: int  # the printed price it is below


@dataclass(slots=True)
class LoanOfferFrame(Frame):
    """STA-13: after Ödet, `who` may ask for the double-or-nothing throw on their loan."""

    TAG: ClassVar[str] = "loan_offer"


@dataclass(slots=True)
class LoanThrowFrame(Frame):
    """STA-13: the banker throws on `who`'s loan."""

    TAG: ClassVar[str] = "loan_throw"


@dataclass(slots=True)
class PayFrame(Frame):
    """STA-07, STA-12, STA-15, STA-17: `who` pays; settled at once if they can, else a debt."""

    TAG: ClassVar[str] = "pay"
    to: int  # the seat paid, -1 for Stadskassan
    amount: int  # poäng owed
    why: str  # the reason, as the log says it
    rule: str  # the rule that asks for it
    loan: bool  # a loan repayment: the loan is cleared once paid
    debt: bool  # the payer could not pay and was told to raise the money
    tried: list[str]  # items already offered at auction for this debt without a sale


@dataclass(slots=True)
class AfterFrame(Frame):
    """STA-06, STA-22: the player on turn has landed; they end the turn (or raise the Röstkort)."""

    TAG: ClassVar[str] = "after"
    vote: bool  # the Röstkort may still be raised this turn


@dataclass(slots=True)
class VoteFrame(Frame):
    """STA-22: a secret vote on `who`'s question."""

    TAG: ClassVar[str] = "vote"
    q: str  # "seat" or a rule change's id
    code: str  # the block of a fee change, else ""
    voters: list[int]  # the seats that vote, in seat order
    votes: list[bool | None]  # one entry per seat: None until that seat voted


@dataclass(slots=True)
class VoteThrowFrame(Frame):
    """STA-22: a majority agreed; the court's Ödestärning decides `who`'s question."""

    TAG: ClassVar[str] = "vote_throw"
    q: str  # "seat" or a rule change's id
    code: str  # the block of a fee change, else ""


@dataclass(slots=True)
class VictoryFrame(Frame):
    """STA-23: the table votes whether `who`, holding all three seats, wins."""

    TAG: ClassVar[str] = "victory"
    voters: list[int]  # the seats that vote, in seat order
    votes: list[bool | None]  # one entry per seat: None until that seat voted


@dataclass(slots=True)
class AppealFrame(Frame):
    """STA-23: `who` lost the victory vote and may appeal to Domstolen."""

    TAG: ClassVar[str] = "appeal"


@dataclass(slots=True)
class AppealThrowFrame(Frame):
    """STA-23: Domstolen throws on `who`'s appeal."""

    TAG: ClassVar[str] = "appeal_throw"


AnyFrame = (
    BankerFrame
    | BankerRollFrame
    | TurnFrame
    | MoveFrame
    | LandFrame
    | BuyFrame
    | ChooseFrame
    | ProtestFrame
    | CourtFrame
    | FateFrame
    | AuctionFrame
    | AcceptFrame
    | LoanOfferFrame
    | LoanThrowFrame
    | PayFrame
    | AfterFrame
    | VoteFrame
    | VoteThrowFrame
    | VictoryFrame
    | AppealFrame
    | AppealThrowFrame
)
FRAME_KINDS: dict[str, type[Frame]] = {cls.TAG: cls for cls in get_args(AnyFrame)}


# ----- the state ----------------------------------------------------------------------------------
@dataclass(slots=True)
class StadslivState:
    """Everything that changes in a game of Stadsliv; lists hold one entry per seat."""

    money: list[int]  # each seat's poäng in hand (STA-03)
    pos: list[int]  # each seat's square, as an index into the ring
    active: list[bool]  # False once the seat went bankrupt (STA-17)
    banker: int  # the banker's seat, -1 until one is chosen (STA-04)
    owner: dict[str, int]  # block code -> owning seat, -1 for Stadskassan (B: the Bank's share)
    sf: list[int]  # each seat's Stadsfullmäktige shares (STA-18)
    gb: list[int]  # each seat's Guldbonus (STA-12)
    loan: list[int]  # each seat's loan from Stadskassan, 0 for none (STA-14)
    loan_left: list[int]  # Start passages left before each loan falls due (STA-15)
    invested: list[bool]  # the seat has made its first investment (STA-12)
    kassa: int  # Stadskassan's net flow: the players' poäng plus this never change (STA-03)
    current: int  # the seat on turn, -1 before the first turn (STA-06)
    turns: int  # turns started so far (STA-24's turn limit)
    offered: list[str]  # items the player on turn put up for auction this turn (once each)
    rules: Rules  # the rules in force (STA-22)
    changes: list[str]  # the rule changes carried so far, as the table reads them
    last_dice: list[int]  # the last roll, for the screen
    last_fate: FateThrow | None  # the last Ödestärning throw, for the screen
    results: Result | None  # the end of the game, once it is over
    stack: list[AnyFrame]  # the pending steps, the one waited for on top
