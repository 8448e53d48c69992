"""Stadsliv on the shared rules core: options, and the thin shell that runs the frames.

The whole state is one record (state.StadslivState) whose stack of pending steps (frames) says
what the game waits for; automatic frames (landing, affordable payments) run at once. The
mechanics are functions that take a Ctx (the state, the fixed board, the chance, the event sink),
one module each: turns (STA-03 to STA-06), moves (STA-06, STA-07, STA-10, STA-15),
fees (STA-07, STA-08), fate (STA-11 to STA-13), money (STA-14 to STA-17),
auction (STA-09, STA-19), votes (STA-18, STA-22, STA-23), end (STA-24, the result), views;
persist and frames check saves.
Each module's STEPS table says how its kinds of frame run; this class only dispatches to them.
"""

from __future__ import annotations

from dataclasses import fields
from operator import attrgetter
from typing import TYPE_CHECKING, Any

from stadsliv_qt.engine import (
    Action,
    Decision,
    GameInfo,
    IllegalAction,
    Kind,
    OptionSpec,
    Results,
    StateError,
)
from stadsliv_qt.engine import record as records
from stadsliv_qt.engine.game import Game
from stadsliv_qt.text import Msg, msg

from . import auction, data, end, fate, fees, money, moves, persist, turns, views, votes
from .actions import TakeLoan, Vote
from .ctx import Board, Ctx, Steps, court, make_board, on_nz
from .ctx import fee as _fee
from .data import Card, Data, Pay, Square
from .frames import FRAME_WORDS
from .state import FRAME_KINDS, Result, StadslivState, VictoryFrame, VoteFrame
from .words import back

_DATA = data.load()

OPTIONS = (
    OptionSpec(
        "varvslon",
        "Varvslön",
        "choice",
        "standard",
        "Which figures a passage of Start pays.",
        "STA-10",
        choices=tuple((k, p.label) for k, p in _DATA.varvslon.items()),
    ),
    OptionSpec(
        "loan_limit",
        "Loan limit",
        "int",
        10,
        "The most poäng a player may borrow from Stadskassan at once.",
        "STA-14",
        1,
        50,
    ),
    OptionSpec(
        "odet_squares",
        "Ödet squares",
        "int",
        6,
        "How many Ödet squares the ring has; they are spread evenly.",
        "STA-01",
        0,
        12,
    ),
    OptionSpec(
        "nz_squares",
        "Neutral zones",
        "int",
        6,
        "How many NZ squares the ring has; they are spread evenly.",
        "STA-01",
        0,
        12,
    ),
    OptionSpec(
        "change_needs_fate",
        "Rule changes need the Ödestärning",
        "bool",
        True,
        "After a majority for a rule change the court's Ödestärning must also say yes.",
        "STA-22",
    ),
    OptionSpec(
        "turn_limit",
        "Turn limit",
        "int",
        0,
        "0: no limit. Otherwise, after this many turns in all the count decides.",
        "STA-24",
        0,
        5000,
    ),
)

# How each kind of frame runs, from the module of its mechanic.
STEPS: Steps = {
    **turns.STEPS,
    **moves.STEPS,
    **fees.STEPS,
    **fate.STEPS,
    **money.STEPS,
    **auction.STEPS,
    **votes.STEPS,
}
for _cls in FRAME_KINDS.values():
    if _cls not in STEPS or (STEPS[_cls].decide is None and STEPS[_cls].auto is None):
        raise TypeError(f"frame {_cls.TAG!r} has neither a decision nor an automatic step")

# The board's facts a game answers for (game.ring, game.cards, ...), as before the Board.
BOARD_FACTS = ("data", "cards", "fig", "pay", "ring", "length", "n", "where")
if TYPE_CHECKING:
    _StateFields = StadslivState  # type checkers see game.money etc. (forwarded, see below)
else:
    _StateFields = object


class StadslivGame(Game, _StateFields):
    """Stadsliv: trade blocks on an elliptical board, win Stadsfullmäktige or the count.

    `self.st` is the state; `game.money`, `game.stack`, ... read and write its fields (properties
    made from the record's declaration below), as code written against the old mixins expects.
    """

    info = GameInfo(
        id="stadsliv",
        title="Stadsliv",
        description=(
            "Buy blocks round an elliptical city, collect fees and varvslön, live with the "
            "Ödestärning, and win all three seats of Stadsfullmäktige or the final count."
        ),
        min_seats=2,
        max_seats=8,
        options=OPTIONS,
        money="poäng",
        second_currency="",
        list_order=1,
    )

    st: StadslivState
    board: Board
    c: Ctx
    _dec: Decision | None
    if TYPE_CHECKING:  # the board's facts, read through properties made below
        data: Data
        cards: dict[str, Card]
        fig: dict[str, int]
        pay: Pay
        ring: tuple[Square, ...]
        length: int
        n: int
        where: dict[str, int]

    # ----- setup, loading and copies ----------------------------------------------------------
    def _bind(self, st: StadslivState) -> None:
        """Make `st` this game's state and give the mechanics their context."""
        self.st = st
        self.c = Ctx(st, self.board, self.chance, self.emit, self.reveal)
        self._dec = None

    def setup(self) -> None:
        """STA-03, STA-05: the starting state; then the table chooses a banker."""
        self.board = make_board(self.options, tuple(s.name for s in self.seats))
        self._bind(turns.start_state(self.board))
        turns.announce_start(self.c)

    def state_dict(self) -> dict[str, Any]:
        """The game-specific state as JSON data (a fresh copy, so snapshots stay put)."""
        out: dict[str, Any] = records.dump(self.st)
        return out

    def load_state(self, data: dict[str, Any]) -> None:
        """Strict inverse of state_dict: every record present, of its kind, in its range."""
        self.board = make_board(self.options, tuple(s.name for s in self.seats))
        self._bind(persist.load(self.board, data))

    def validate(self) -> None:
        """Raise StateError for anything the rules cannot produce."""
        persist.validate(self.c)

    def _cloned(self, original: Game) -> None:
        """A search's copy: the record's generated copy; board and cached decision are shared.

        The board is fixed for the game and the decision (frozen) is that of an equal state.
        """
        assert isinstance(original, StadslivGame)
        st = records.clone(original.st)
        self.st = st
        self.c = Ctx(st, self.board, self.chance, self.emit, self.reveal)

    # ----- the driver API ----------------------------------------------------------------------
    def decision(self) -> Decision:
        """What the game waits for (cached until the next change)."""
        d = self._dec
        if d is None:
            st = self.st
            if st.results is not None:
                d = Decision(Kind.TERMINAL, results=_results(st.results), rule=st.results.rule)
            else:
                top = st.stack[-1]
                decide = STEPS[type(top)].decide
                if decide is None:  # validate() refuses such a state; _advance never stops there
                    raise StateError(f"the pending {FRAME_WORDS[top.TAG]} waits for nobody")
                d = decide(self.c, top)
            self._dec = d
        return d

    def legal_actions(self, seat: int) -> list[Action]:
        """What this seat may do now (bids and loans: a representative set, see Bid)."""
        d = self.decision()
        if d.kind is Kind.TERMINAL or d.kind is Kind.CHANCE or seat not in d.seats:
            return []
        top = self.st.stack[-1]
        legal = STEPS[type(top)].legal
        assert legal is not None  # every frame a seat decides lists its actions
        return legal(self.c, top, seat)

    def not_asked(self, seat: int, d: Decision) -> Msg:
        """Who has no vote says why: the asker, or a player on a neutral zone (STA-16)."""
        top = self.st.stack[-1] if self.st.stack else None
        if (
            isinstance(top, VoteFrame | VictoryFrame)
            and seat not in top.voters
            and self.st.active[seat]
        ):
            if seat == top.who and isinstance(top, VictoryFrame):
                return msg("sta.votes.owner_no_vote", seat=self.ref(seat))
            if seat == top.who:
                return msg("sta.votes.asker_no_vote", seat=self.ref(seat))
            if on_nz(self.c, seat):
                return msg("sta.votes.nz_no_vote", seat=self.ref(seat))
        return super().not_asked(seat, d)

    def check(self, action: Action) -> None:
        """Refuse with a sentence unless the action fits the waiting frame."""
        top = self.st.stack[-1]
        check = STEPS[type(top)].check
        if check is None:
            raise IllegalAction(msg("sta.game.nothing_waiting"))
        _check_answers(action)
        try:
            check(self.c, top, action)
        except IllegalAction:
            if type(action) is TakeLoan and not any(
                type(a) is TakeLoan for a in self.legal_actions(action.seat)
            ):  # a loan at a moment without one says why: the loan running, or when (STA-14)
                if self.st.loan[action.seat]:
                    money.check_loan(self.c, action)  # "you already have a loan of …"
                raise IllegalAction(msg("sta.money.loan_not_now")) from None
            raise

    def _apply(self, action: Action) -> None:
        top = self.st.stack[-1]
        apply = STEPS[type(top)].apply
        assert apply is not None  # check() passed, so the frame takes actions
        apply(self.c, top, action)
        self._advance()

    def _resolve_chance(self) -> None:
        top = self.st.stack[-1]
        draw = STEPS[type(top)].chance
        assert draw is not None  # decision() said CHANCE, so the frame draws
        draw(self.c, top)
        self._advance()

    def _advance(self) -> None:
        """Run automatic frames until one waits for a seat or the dice; start turns as needed."""
        self._dec = None
        c = self.c
        st = c.st
        stack = st.stack
        while st.results is None:
            if not stack:
                turns.next_turn(c)
                continue
            top = stack[-1]
            auto = STEPS[type(top)].auto
            if auto is None or not auto(c, top):
                break
        self._dec = None

    def view(self, seat: int | None) -> dict[str, Any]:
        """Everything public, plus the seat's own vote while a vote is open."""
        return views.view(self.c, self.decision(), seat)

    # ----- helpers the table, the bots and the tests call ---------------------------------------
    def fee(self, code: str) -> int:
        """A block's fee with the rule changes in force (STA-22), never below 1."""
        return _fee(self.c, code)

    def item_price(self, item: str) -> int:
        """The price printed on the card (what the seller may insist on, STA-09)."""
        return auction.item_price(self.c, item)

    def varvslon(self, s: int) -> tuple[int, str]:
        """STA-10: what a passage of Start pays this player, and why."""
        return moves.varvslon(self.c, s)

    def breakdown(self, s: int) -> dict[str, int]:
        """What a player is worth at the count, part by part."""
        return end.breakdown(self.c, s)

    def question_label(self, asker: int, q: str, code: str = "") -> str:
        """The question as the table reads it."""
        return votes.question_label(self.c, asker, q, code)

    def _court(self) -> int:
        """STA-21: who throws for Domstolen now."""
        return court(self.c)


def _results(r: Result) -> Results:
    """The result as a decision's Results: the reason as its message (the state keeps its English,
    words.back reads it back), so the end screen says it in the table's language."""
    return Results(
        winners=tuple(r.winners),
        reason=back("reason", r.reason),
        rule=r.rule,
        scores=dict(r.scores),
        breakdown={k: dict(v) for k, v in r.breakdown.items()},
    )


def _forward(name: str) -> property:
    """A read-write property for one field of the state: game.<name> is game.st.<name>."""

    def put(game: StadslivGame, value: Any) -> None:
        setattr(game.st, name, value)

    return property(attrgetter(f"st.{name}"), put, doc=f"The state's `{name}` (game.st.{name}).")


def _forward_board(name: str) -> property:
    """A read-only property for one fixed fact of the game: game.<name> is game.board.<name>."""
    return property(attrgetter(f"board.{name}"), doc=f"The board's `{name}` (fixed for the game).")


for _f in fields(StadslivState):
    setattr(StadslivGame, _f.name, _forward(_f.name))
for _name in BOARD_FACTS:
    setattr(StadslivGame, _name, _forward_board(_name))


_ANSWERS: dict[type, tuple[str, ...]] = {}  # action class -> its yes/no fields


def _check_answers(action: Action) -> None:
    """A yes/no answer must be a bool: the string "no" is truthy and would count as yes (codes
    and amounts have checks of their own, with their own sentences)."""
    kind = type(action)
    names = _ANSWERS.get(kind)
    if names is None:
        names = _ANSWERS[kind] = tuple(f.name for f in fields(action) if f.type == "bool")
    for name in names:
        if not isinstance(getattr(action, name), bool):
            vote = isinstance(action, Vote)
            raise IllegalAction(msg("sta.votes.yes_or_no" if vote else "sta.game.yes_or_no"))
