"""The state of a Glad-o-polis game: one typed record, and a small typed record per pending step.

Everything that changes during a game lives in `GladopolisState` and nowhere else; the board, the
cards and the rule figures are static data (data.py, context.Board) and the rules in force are a
cache derived from the resolutions (context.Ctx.p). The mechanics receive the state in a `Ctx`
and change only the fields declared here. The JSON form of a save is `record.dump` of this record,
key for key the form saves had before it was declared (saves from before still load unchanged).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, fields
from typing import Any, ClassVar, Literal

from stadsliv_qt.engine import StateError
from stadsliv_qt.engine.record import Record, json_key
from stadsliv_qt.text import Msg

BANK = -1  # the bank as a party of a payment (it has unlimited money)
KASSE = -2  # the Stadtkasse as a party of a payment

Phase = Literal["shuffle", "pre", "dice", "buy", "auction", "utility_dice", "debt", "council",
                "vote", "veto", "repeal", "trade", "post", "rolloff", "over", ""]  # fmt: skip
Window = Literal["pre", "post"]


def keep(said: Msg | str) -> Any:
    """A message in its save form ({"msg": {"id", "args"}}); a plain sentence stays as it is."""
    return said if isinstance(said, str) else {"msg": said.to_json()}


def said(saved: Any) -> Msg | str:
    """Strict inverse of keep(): the message, or the sentence of a save made before messages."""
    if isinstance(saved, str):
        return saved
    if not isinstance(saved, dict) or set(saved) != {"msg"}:
        raise StateError("a reason kept in the state is malformed")
    try:
        return Msg.from_json(saved["msg"])
    except ValueError:
        raise StateError("a reason kept in the state is malformed") from None


# ----- the steps of a turn (the flow's queue, flow.py) -----------------------------------------
@dataclass(frozen=True, slots=True)
class Step:
    """One queued step of the turn; saved as a list, its kind first (["pay", 0, -2, 200, ...])."""

    KIND: ClassVar[str] = ""
    WORDS: ClassVar[str] = ""  # the step in a refusal's words
    ARGS: ClassVar[tuple[str, ...]] = ()  # the kind of each argument (see fits())

    def to_json(self) -> list[Any]:
        """The saved form: the kind, then the arguments in order."""
        return [self.KIND, *(_saved(getattr(self, f.name)) for f in fields(self))]

    @classmethod
    def from_json(cls, data: object, where: str) -> Step:
        """A step from its saved list, refused unless its kind and arguments fit."""
        if not isinstance(data, list) or not data or not isinstance(data[0], str):
            raise StateError("the rest of the turn holds an unknown step")
        kind = STEP_KINDS.get(data[0])
        if kind is None:
            raise StateError("the rest of the turn holds an unknown step")
        args = data[1:]
        if len(args) != len(kind.ARGS) or not all(
            fits(k, v) for k, v in zip(kind.ARGS, args, strict=True)
        ):
            raise StateError(f"the rest of the turn has a malformed {kind.WORDS}")
        make: Callable[..., Step] = kind
        return make(*(said(v) if k == "why" else v for k, v in zip(kind.ARGS, args, strict=True)))


@dataclass(frozen=True, slots=True)
class Start(Step):
    """A new turn begins for the player on turn."""

    KIND: ClassVar[str] = "start"
    WORDS: ClassVar[str] = "start of a turn"


@dataclass(frozen=True, slots=True)
class OpenWindow(Step):
    """The window before the roll opens."""

    KIND: ClassVar[str] = "window"
    WORDS: ClassVar[str] = "window before the roll"


@dataclass(frozen=True, slots=True)
class Move(Step):
    """The token moves forward."""

    KIND: ClassVar[str] = "move"
    WORDS: ClassVar[str] = "move"
    ARGS: ClassVar[tuple[str, ...]] = ("steps", "dice?")
    steps: int  # how many fields forward, 1 to 40
    dice: int | None  # the dice total, None for a move by card (a Versorger then rolls for rent)


@dataclass(frozen=True, slots=True)
class Land(Step):
    """The field the token stands on is resolved."""

    KIND: ClassVar[str] = "land"
    WORDS: ClassVar[str] = "landing"
    ARGS: ClassVar[tuple[str, ...]] = ("dice?",)
    dice: int | None  # the dice total of the move, None for a move by card


@dataclass(frozen=True, slots=True)
class After(Step):
    """The move is done: roll again after doubles, or the after-field window."""

    KIND: ClassVar[str] = "after"
    WORDS: ClassVar[str] = "end of the move"


@dataclass(frozen=True, slots=True)
class End(Step):
    """The turn passes on (or the election is held)."""

    KIND: ClassVar[str] = "end"
    WORDS: ClassVar[str] = "end of a turn"


@dataclass(frozen=True, slots=True)
class HzOut(Step):
    """Out of the Hinterzimmer after the compulsory payment, moving by the failed roll."""

    KIND: ClassVar[str] = "hz_out"
    WORDS: ClassVar[str] = "way out of the Hinterzimmer"
    ARGS: ClassVar[tuple[str, ...]] = ("dice",)
    total: int  # the dice total to move by


@dataclass(frozen=True, slots=True)
class Pay(Step):
    """A compulsory payment: at once if the cash is there, else a debt."""

    KIND: ClassVar[str] = "pay"
    WORDS: ClassVar[str] = "payment"
    ARGS: ClassVar[tuple[str, ...]] = ("seat", "party", "amount", "why", "text")
    debtor: int  # the seat that pays
    creditor: int  # a seat, BANK or KASSE
    amount: int  # euros, not negative
    why: Msg | str  # what the payment is for (a sentence only in saves made before messages)
    rule: str  # the rule id it follows


@dataclass(frozen=True, slots=True)
class KassePay(Step):
    """The Stadtkasse pays a player (the Nothaushalt follows if it cannot)."""

    KIND: ClassVar[str] = "kasse_pay"
    WORDS: ClassVar[str] = "payment by the Stadtkasse"
    ARGS: ClassVar[tuple[str, ...]] = ("seat", "amount", "why", "text")
    recipient: int  # the seat paid
    amount: int  # euros, not negative
    why: Msg | str  # what the payment is for (a sentence only in saves made before messages)
    rule: str  # the rule id it follows


def _saved(value: object) -> Any:
    """A step's argument in its save form (a message as its id and parameters)."""
    return keep(value) if isinstance(value, Msg) else value


STEP_KINDS: dict[str, type[Step]] = {
    k.KIND: k for k in (Start, OpenWindow, Move, Land, After, End, HzOut, Pay, KassePay)
}


def fits(kind: str, v: object, n: int | None = None) -> bool:
    """An argument of a step of this kind (n: the seats at the table, None: not checked yet)."""
    if kind == "text":
        return isinstance(v, str)
    if kind == "why":
        return isinstance(v, str | Msg) or (isinstance(v, dict) and set(v) == {"msg"})
    if kind == "dice?" and v is None:
        return True
    if not isinstance(v, int) or isinstance(v, bool):
        return False
    if kind == "seat":
        return n is None or 0 <= v < n
    if kind == "party":
        return n is None or v in (BANK, KASSE) or 0 <= v < n
    if kind == "amount":
        return v >= 0
    if kind == "steps":
        return 1 <= v <= 40
    return 2 <= v <= 12  # "dice" and "dice?"


# ----- the pending records --------------------------------------------------------------------
@dataclass(slots=True)
class Auction(Record):
    """The open auction of an unowned property (GLA-09)."""

    field: int  # the property on sale
    order: list[int]  # the bidders still in, round the table from the player after the decliner
    turn: int  # the index in order of the bidder asked now
    high: int  # the high bid, 0 before the first
    leader: int  # the seat holding the high bid, -1 before the first


@dataclass(slots=True)
class Trade(Record):
    """The trade the player on turn offers another seat (GLA-26)."""

    frm: int = field(metadata=json_key("from"))  # the seat offering (the player on turn)
    to: int  # the seat asked to accept
    give: list[int]  # properties the offerer gives
    take: list[int]  # properties the offerer asks for
    give_money: int  # euros the offerer gives
    take_money: int  # euros the offerer asks for
    give_card: bool  # the offerer gives Formfehler in der Satzung
    take_card: bool  # the offerer asks for Formfehler in der Satzung
    back: Window  # the window the offer was made in, and returns to


@dataclass(slots=True)
class Debt(Record):
    """A payment the debtor cannot make yet: they sell or mortgage until it is covered (GLA-27)."""

    debtor: int  # the seat that owes
    creditor: int  # a seat, BANK or KASSE
    amount: int  # euros owed
    why: Any  # what it is for, in its save form (keep()/said(): a message, or an older sentence)
    rule: str  # the rule id it follows


@dataclass(slots=True)
class Council(Record):
    """The motion on the table (GLA-20)."""

    motion: str  # the Antragskarte's id
    proposer: int  # the seat that drew it (the player on turn)


@dataclass(slots=True)
class Result(Record):
    """The end of the game (GLA-28, GLA-29)."""

    winner: int  # the seat that won
    reason: str  # why, in English (saves always had it; the table says result_reason())
    rule: str  # the rule id
    breakdown: dict[str, dict[str, int]]  # every seat's votes piece by piece, by seat number


# ----- the state --------------------------------------------------------------------------------
@dataclass(slots=True)
class GladopolisState:
    """Everything that changes in a game of Glad-o-polis, in the order of the save's keys."""

    cash: list[int]  # each seat's money
    bg: list[int]  # each seat's Bürgergunst
    pos: list[int]  # each seat's field, 0 to 39
    in_hz: list[bool]  # each seat sits in the Hinterzimmer
    hz_turns: list[int]  # each seat's turns in the Hinterzimmer so far
    chips: list[int]  # each seat's Klüngel chips
    active: list[bool]  # each seat can still win (False: a sachkundiger Bürger)
    veto_used: list[bool]  # each seat has used its one veto (two players)
    owner: list[int]  # each field's owner, -1 for nobody
    level: list[int]  # each field's buildings, 5 = Leuchtturmprojekt
    mortgaged: list[bool]  # each field is mortgaged
    kasse: int  # the Stadtkasse
    bank_net: int  # what the bank paid out minus what it took in
    calendar: int  # fields of the election calendar passed
    formfehler: int  # the seat holding Formfehler in der Satzung, -1: in the deck
    cur: int  # the player on turn
    turn_no: int  # turns begun so far
    round_no: int  # rounds finished so far
    doubles: int  # doubles rolled in a row this turn
    bg_bought: bool  # Bürgergunst bought this turn
    sent_in: bool  # sent into the Hinterzimmer this turn
    again: bool  # doubles: the player rolls again
    pending: int  # the field waiting to be bought, or whose Versorger rent is rolled; -1: none
    phase: Phase  # what the game waits for ("" while the turn's steps run)
    paid: list[list[int]]  # each field's building prices paid, one per level
    events_deck: list[str]  # the Stadtgeschehen deck, top first
    motions_deck: list[str]  # the motion deck, top first
    resolutions: list[str]  # the motions in force, in the order accepted
    last_dice: list[int]  # the last roll of two dice, [] before the first
    todo: list[Step]  # the rest of the turn, next first
    votes: dict[str, bool]  # the council votes cast so far, by seat number
    rolloff: list[int]  # the seats rolling off for the election
    auction: Auction | None  # the open auction
    trade: Trade | None  # the trade on offer
    debt: Debt | None  # the debt being covered
    council: Council | None  # the motion on the table
    result: Result | None  # the end of the game

    @classmethod
    def new(cls, n: int, p: dict[str, Any]) -> GladopolisState:
        """The state before the shuffle (GLA-02): starting money and BG, an empty board."""
        return cls(
            cash=[p["start_cash"]] * n,
            bg=[p["start_bg"]] * n,
            pos=[0] * n,
            in_hz=[False] * n,
            hz_turns=[0] * n,
            chips=[0] * n,
            active=[True] * n,
            veto_used=[False] * n,
            owner=[-1] * 40,
            level=[0] * 40,
            mortgaged=[False] * 40,
            kasse=0,
            bank_net=0,
            calendar=0,
            formfehler=-1,
            cur=0,
            turn_no=0,
            round_no=0,
            doubles=0,
            bg_bought=False,
            sent_in=False,
            again=False,
            pending=-1,
            phase="shuffle",
            paid=[[] for _ in range(40)],
            events_deck=[],
            motions_deck=[],
            resolutions=[],
            last_dice=[],
            todo=[],
            votes={},
            rolloff=[],
            auction=None,
            trade=None,
            debt=None,
            council=None,
            result=None,
        )
