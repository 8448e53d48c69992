"""What every mechanic receives: the state record, the fixed board, the chance and the event sink.

The mechanics are plain functions `def f(c: Ctx, ...)`: they read and change `c.st` (the one
StadslivState) and nothing else, draw from `c.chance`, and tell the table what happened through
`c.emit`. The Board holds what is fixed for one game (the data files, the ring the options lay
out, the option values, the seat names); it is read-only and the copies of a game share it.
Each module of a mechanic lists, per kind of frame it runs, its Step: the functions that say what
the frame waits for, what may be done, the check, the effect, the draw and the automatic step.
This module also holds the few small queries that several mechanics share.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from stadsliv_qt.engine import Action, Chance, Decision, Emit

from . import data
from .actions import Roll, TakeLoan
from .data import Card, Data, Pay, Square
from .state import FateThrow, Frame, StadslivState


@dataclass(frozen=True, slots=True)
class Board:
    """What is fixed for one game; never saved (it follows from the options and the data files)."""

    data: Data  # everything read from resources/stadsliv
    cards: dict[str, Card]  # block code -> its investment card
    fig: dict[str, int]  # the figures of figures.json (start money, prices, counts)
    pay: Pay  # the varvslön figures of the option chosen (STA-10)
    ring: tuple[Square, ...]  # the squares in order, laid out by the options (STA-01)
    length: int  # how many squares the ring has
    n: int  # how many seats
    names: tuple[str, ...]  # each seat's player name
    where: dict[str, int]  # block code -> its index on the ring
    loan_limit: int  # the most a loan may be (STA-14)
    turn_limit: int  # turns before the count decides, 0 for none (STA-24)
    change_needs_fate: bool  # a rule change also needs the court's Ödestärning (STA-22)
    loans: tuple[tuple[TakeLoan, ...], ...]  # each seat's loan actions, 1 to the limit
    rolls: tuple[tuple[Roll, Roll], ...]  # each seat's two roll actions


def make_board(options: Mapping[str, Any], names: tuple[str, ...]) -> Board:
    """The fixed part of a game with these (resolved) options and players."""
    d = data.load()
    ring = data.layout(options["odet_squares"], options["nz_squares"])
    n = len(names)
    limit: int = options["loan_limit"]
    return Board(
        data=d,
        cards=d.cards,
        fig=d.figures,
        pay=d.varvslon[options["varvslon"]],
        ring=ring,
        length=len(ring),
        n=n,
        names=names,
        where={s.code: s.number - 1 for s in ring if s.code in d.cards},
        loan_limit=limit,
        turn_limit=options["turn_limit"],
        change_needs_fate=options["change_needs_fate"],
        loans=tuple(tuple(TakeLoan(s, a) for a in range(1, limit + 1)) for s in range(n)),
        rolls=tuple((Roll(s, 1), Roll(s, 2)) for s in range(n)),
    )


@dataclass(slots=True)
class Ctx:
    """The arguments every mechanic takes, in one: state, board, chance, event sink, reveal."""

    st: StadslivState  # the state the mechanics change
    board: Board  # the fixed facts of the game
    chance: Chance  # the game's one source of chance
    emit: Emit  # the event sink
    reveal: Callable[[], None]  # marks a point undo may not cross (a secret vote cast)

    def name(self, seat: int) -> str:
        """A seat's player name."""
        return self.board.names[seat]


F = TypeVar("F", bound=Frame)


@dataclass(frozen=True, slots=True)
class Step(Generic[F]):
    """How one kind of frame runs; a frame has a decision, an automatic step, or both."""

    decide: Callable[[Ctx, F], Decision] | None = None  # what the frame waits for
    legal: Callable[[Ctx, F, int], list[Action]] | None = None  # what a seat asked may do
    check: Callable[[Ctx, F, Action], None] | None = None  # refuse with a sentence
    apply: Callable[[Ctx, F, Action], None] | None = None  # carry out a checked action
    chance: Callable[[Ctx, F], None] | None = None  # draw for a CHANCE decision
    auto: Callable[[Ctx, F], bool] | None = None  # run at once; True: the frame moved on


Steps = dict[type[Frame], Step[Any]]


# ----- queries several mechanics share ----------------------------------------------------------
def next_active(c: Ctx, seat: int) -> int:
    """The next seat in play after `seat`, in seat order."""
    n, active = c.board.n, c.st.active
    for step in range(1, n + 1):
        s = (seat + step) % n
        if active[s]:
            return s
    return seat


def others(c: Ctx, seat: int) -> list[int]:
    """The other seats in play, in seat order starting after `seat`."""
    n, active = c.board.n, c.st.active
    return [(seat + k) % n for k in range(1, n) if active[(seat + k) % n]]


def on_nz(c: Ctx, seat: int) -> bool:
    """True if the seat's piece stands on a Neutral zone (STA-16)."""
    return c.board.ring[c.st.pos[seat]].kind == "neutral"


def court(c: Ctx) -> int:
    """STA-21: Domstolen's owner throws for the court; with no owner, the banker."""
    d = c.st.owner["D"]
    return d if d >= 0 else c.st.banker


def entitled(c: Ctx, seat: int) -> bool:
    """STA-11: the banker, Domstolen's owner and Stadsfullmäktige shareholders throw."""
    st = c.st
    return seat == st.banker or st.owner["D"] == seat or st.sf[seat] > 0


def throw(c: Ctx, thrower: int, purpose: str, rule: str) -> str:
    """Throw the Ödestärning; the thrower is named and the face recorded for the screen."""
    code = c.chance.face(c.board.data.face_order, "fate")
    face = c.board.data.faces[code]
    c.st.last_fate = FateThrow(code, thrower, purpose)
    sign = "positive" if face.positive else "negative"
    c.emit(
        f"{c.name(thrower)} throws the Ödestärning {purpose}: {face.code} {face.name} ({sign})",
        rule=rule,
        kind="fate",
        face=code,
        positive=face.positive,
        thrower=thrower,
    )
    return code


def positive(c: Ctx, code: str) -> bool:
    """True for a positive face of the Ödestärning."""
    return c.board.data.faces[code].positive


def fee(c: Ctx, code: str) -> int:
    """A block's fee with the rule changes in force (STA-22), never below 1."""
    return max(1, c.board.cards[code].fee + c.st.rules["fees"].get(code, 0))
