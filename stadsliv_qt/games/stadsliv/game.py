"""Stadsliv on the shared rules core: options, setup, and the frame machine that runs it.

The game runs on a stack of small JSON frames, each one step of the rules (a roll, a landing, a
payment, an auction, a vote). The top frame says what the game waits for; automatic frames
(landing, affordable payments) run at once. The mechanics live in mixins, one module each:
turns (STA-04, STA-06), moves (STA-06, STA-07, STA-10, STA-15),
fees (STA-07, STA-08), fate (STA-11 to STA-13), money (STA-14 to STA-17),
auction (STA-09, STA-19), votes (STA-18, STA-22 to STA-24), views and state.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from stadsliv_qt.engine import (
    Action,
    Decision,
    GameInfo,
    Kind,
    OptionSpec,
    Results,
)
from stadsliv_qt.engine.game import Game

from . import data
from .actions import Roll, TakeLoan
from .auction import AuctionMixin
from .fate import FateMixin
from .fees import FeesMixin
from .money import MoneyMixin
from .moves import MovesMixin
from .state import StateMixin
from .turns import TurnsMixin
from .views import ViewsMixin
from .votes import VotesMixin

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
        "Off (0) for people. For bots: after this many turns the count decides.",
        "STA-24",
        0,
        5000,
    ),
)

# Frame types and the handler prefixes each may have: _d_ decision, _l_ legal actions,
# _c_ check, _a_ apply, _r_ resolve chance, _x_ automatic step (True: it moved on).
FRAMES = (
    "banker",
    "banker_roll",
    "turn",
    "move",
    "land",
    "buy",
    "choose",
    "protest",
    "court",
    "fate",
    "auction",
    "accept",
    "loan_offer",
    "loan_throw",
    "pay",
    "after",
    "vote",
    "vote_throw",
    "victory",
    "appeal",
    "appeal_throw",
)


class StadslivGame(
    TurnsMixin,
    MovesMixin,
    FeesMixin,
    FateMixin,
    MoneyMixin,
    AuctionMixin,
    VotesMixin,
    ViewsMixin,
    StateMixin,
    Game,
):
    """Stadsliv: trade blocks on an elliptical board, win Stadsfullmäktige or the count."""

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

    _DEC: dict[str, Callable[..., Decision]] = {}
    _LEGAL: dict[str, Callable[..., list[Action]]] = {}
    _CHECK: dict[str, Callable[..., None]] = {}
    _APPLY: dict[str, Callable[..., None]] = {}
    _CHANCE: dict[str, Callable[..., None]] = {}
    _AUTO: dict[str, Callable[..., bool]] = {}

    # ----- setup ---------------------------------------------------------------------------
    def _derive(self) -> None:
        """Everything that follows from the options and the data files (not saved)."""
        self.data = _DATA
        self.cards = _DATA.cards
        self.fig = _DATA.figures
        self.pay = _DATA.varvslon[self.options["varvslon"]]
        self.ring = data.layout(self.options["odet_squares"], self.options["nz_squares"])
        self.length = len(self.ring)
        self.n = len(self.seats)
        self.where = {s.code: s.number - 1 for s in self.ring if s.code in self.cards}
        self._dec: Decision | None = None
        limit = self.options["loan_limit"]
        self._loans = [[TakeLoan(s, a) for a in range(1, limit + 1)] for s in range(self.n)]
        self._rolls = [[Roll(s, 1), Roll(s, 2)] for s in range(self.n)]

    def setup(self) -> None:
        """STA-03, STA-05: 10 poäng each, everything else in Stadskassan; then choose a banker."""
        self._derive()
        n = self.n
        self.money = [self.fig["start_money"]] * n
        self.pos = [0] * n
        self.active = [True] * n
        self.banker = -1
        self.owner = {code: -1 for code in self.cards}
        self.sf = [0] * n
        self.gb = [0] * n
        self.loan = [0] * n
        self.loan_left = [0] * n
        self.invested = [False] * n
        self.kassa = 0
        self.current = -1
        self.turns = 0
        self.offered: list[str] = []
        self.rules = {
            "varvslon": 0,
            "nz_interest": self.fig["nz_interest"],
            "F": _DATA.faces["F"].amount,
            "N": _DATA.faces["N"].amount,
            "fees": {},
        }
        self.changes: list[str] = []
        self.last_dice: list[int] = []
        self.last_fate: dict[str, Any] | None = None
        self.results: dict[str, Any] | None = None
        self.stack: list[dict[str, Any]] = [{"t": "banker", "who": 0}]
        self.emit(
            f"Everyone starts with {self.fig['start_money']} poäng; Stadskassan holds the "
            f"{self.fig['council_seats']} Stadsfullmäktige shares and the "
            f"{self.fig['guldbonus_count']} Guldbonus.",
            rule="STA-03",
            kind="setup",
        )

    # ----- the driver API --------------------------------------------------------------------
    def decision(self) -> Decision:
        """What the game waits for (cached until the next change)."""
        d = self._dec
        if d is None:
            if self.results is not None:
                d = Decision(Kind.TERMINAL, results=self._results_obj(), rule=self.results["rule"])
            else:
                top = self.stack[-1]
                d = self._DEC[top["t"]](self, top)
            self._dec = d
        return d

    def legal_actions(self, seat: int) -> list[Action]:
        """What this seat may do now (bids and loans: a representative set, see Bid)."""
        d = self.decision()
        if d.kind is Kind.TERMINAL or d.kind is Kind.CHANCE or seat not in d.seats:
            return []
        top = self.stack[-1]
        return self._LEGAL[top["t"]](self, top, seat)

    def check(self, action: Action) -> None:
        """Refuse with a sentence unless the action fits the waiting frame."""
        top = self.stack[-1]
        self._CHECK[top["t"]](self, top, action)

    def _apply(self, action: Action) -> None:
        top = self.stack[-1]
        self._APPLY[top["t"]](self, top, action)
        self._advance()

    def _resolve_chance(self) -> None:
        top = self.stack[-1]
        self._CHANCE[top["t"]](self, top)
        self._advance()

    def _advance(self) -> None:
        """Run automatic frames until one waits for a seat or the dice; start turns as needed."""
        self._dec = None
        stack = self.stack
        auto = self._AUTO
        while self.results is None:
            if not stack:
                self._next_turn()
                continue
            top = stack[-1]
            step = auto.get(top["t"])
            if step is None or not step(self, top):
                break
        self._dec = None

    # ----- small shared helpers --------------------------------------------------------------
    def _results_obj(self) -> Results:
        r = self.results or {}
        return Results(
            winners=tuple(r["winners"]),
            reason=r["reason"],
            rule=r["rule"],
            scores={int(k): v for k, v in r["scores"].items()},
            breakdown={int(k): dict(v) for k, v in r["breakdown"].items()},
        )

    def _next_active(self, seat: int) -> int:
        """The next seat in play after `seat`, in seat order."""
        n = self.n
        for step in range(1, n + 1):
            s = (seat + step) % n
            if self.active[s]:
                return s
        return seat

    def _others(self, seat: int) -> list[int]:
        """The other seats in play, in seat order starting after `seat`."""
        n = self.n
        return [(seat + k) % n for k in range(1, n) if self.active[(seat + k) % n]]

    def _on_nz(self, seat: int) -> bool:
        return self.ring[self.pos[seat]].kind == "neutral"

    def _court(self) -> int:
        """STA-21: Domstolen's owner throws for the court; with no owner, the banker."""
        d = self.owner["D"]
        return d if d >= 0 else self.banker

    def _entitled(self, seat: int) -> bool:
        """STA-11: the banker, Domstolen's owner and Stadsfullmäktige shareholders throw."""
        return seat == self.banker or self.owner["D"] == seat or self.sf[seat] > 0

    def _throw(self, thrower: int, purpose: str, rule: str) -> str:
        """Throw the Ödestärning; the thrower is named and the face recorded for the screen."""
        code = self.chance.face(self.data.face_order, "fate")
        face = self.data.faces[code]
        self.last_fate = {"face": code, "thrower": thrower, "purpose": purpose}
        sign = "positive" if face.positive else "negative"
        self.emit(
            f"{self.name(thrower)} throws the Ödestärning {purpose}: {face.code} "
            f"{face.name} ({sign})",
            rule=rule,
            kind="fate",
            face=code,
            positive=face.positive,
            thrower=thrower,
        )
        return code

    def _positive(self, code: str) -> bool:
        return self.data.faces[code].positive


def _build_tables(cls: type[StadslivGame]) -> None:
    for t in FRAMES:
        for prefix, table in (
            ("_d_", cls._DEC),
            ("_l_", cls._LEGAL),
            ("_c_", cls._CHECK),
            ("_a_", cls._APPLY),
            ("_r_", cls._CHANCE),
            ("_x_", cls._AUTO),
        ):
            fn = getattr(cls, prefix + t, None)
            if fn is not None:
                table[t] = fn
        if t not in cls._DEC and t not in cls._AUTO:
            raise TypeError(f"frame {t!r} has neither a decision nor an automatic step")


_build_tables(StadslivGame)
