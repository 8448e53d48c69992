"""Glad-o-polis 2.0: the Game class that ties the mechanics together (rules: shared/rules/gladopolis.md).

The engine waits in one `phase` at a time; each phase is one decision:

    shuffle      CHANCE  both decks are shuffled (first node of every game)
    pre          SEAT    the pre-roll window (tag "turn", GLA-04)
    dice         CHANCE  the two dice after Roll (GLA-05)
    buy          SEAT    buy the unowned property or decline (tag "buy", GLA-09)
    auction      SEAT    the bidder whose turn it is (tag "auction", GLA-09)
    utility_dice CHANCE  the dice for a Versorger reached by card (GLA-10)
    debt         SEAT    the debtor sells or mortgages (tag "debt", GLA-27)
    council      SEAT    withdraw or bring in the motion (tag "council", GLA-20)
    vote         SEALED  every participant votes (tag "vote"; SEAT per voter when open, GLA-21)
    veto         SEAT    two players: the other may veto (tag "veto", GLA-23)
    repeal       SEAT    a sixth resolution: pick one to repeal (tag "repeal", GLA-22)
    trade        SEAT    the receiving seat accepts or refuses (tag "trade", GLA-26)
    post         SEAT    the after-field window (tag "after", GLA-05)
    rolloff      CHANCE  the election's die roll-off (GLA-29)
    over         TERMINAL
"""

from __future__ import annotations

from typing import Any

from stadsliv_qt.engine import (
    Action,
    Decision,
    Game,
    GameInfo,
    IllegalAction,
    Kind,
    OptionError,
    OptionSpec,
    Results,
    Seat,
)

from . import actions as A
from .building import BuildingMixin
from .cards import CardsMixin
from .council import CouncilMixin
from .data import default_data
from .dispatch import APPLY, CHECKS
from .election import ElectionMixin
from .flow import FlowMixin
from .money import MoneyMixin, euro
from .property import PropertyMixin
from .state import StateMixin
from .trade import TradeMixin
from .windows import WindowMixin

OPTIONS = (
    OptionSpec(
        "short_game",
        "Kurze Partie",
        "bool",
        False,
        "The election calendar has 8 fields instead of 12.",
        "GLA-02",
    ),
    OptionSpec(
        "votes_per",
        "Euros per vote",
        "choice",
        "1000",
        "How much wealth makes one vote on Wahltag.",
        "GLA-29",
        choices=(("1000", "1 vote per 1,000 €"), ("2000", "1 vote per 2,000 €")),
    ),
    OptionSpec(
        "open_vote",
        "Open council vote",
        "bool",
        False,
        "Council votes are cast openly, one after another, instead of in secret.",
        "GLA-21",
    ),
    OptionSpec(
        "auction_opening",
        "Auction opening bid",
        "int",
        100,
        "The lowest first bid in an auction.",
        "GLA-09",
        minimum=100,
        maximum=2000,
        step=100,
    ),
    OptionSpec(
        "auction_step",
        "Auction raise step",
        "int",
        100,
        "Every raise in an auction is a multiple of this.",
        "GLA-09",
        minimum=100,
        maximum=1000,
        step=100,
    ),
)

WINDOW_PRE = (A.Roll, A.BuyBG, A.PayFee, A.PlayFormfehler, A.Build, A.SellBuilding, A.Mortgage,
              A.Redeem, A.OfferTrade)  # fmt: skip
WINDOW_POST = (A.EndTurn, A.Build, A.Mortgage, A.OfferTrade)
ALLOWED: dict[str, tuple[type, ...]] = {
    "pre": WINDOW_PRE,
    "post": WINDOW_POST,
    "buy": (A.Buy, A.Decline),
    "auction": (A.Bid, A.Pass),
    "debt": (A.SellBuilding, A.Mortgage),
    "council": (A.BringIn, A.Withdraw),
    "vote": (A.Vote,),
    "veto": (A.Veto, A.Allow),
    "repeal": (A.Repeal,),
    "trade": (A.Accept, A.Refuse),
}
CHANCE_PHASES = {"shuffle": "shuffle", "dice": "dice", "utility_dice": "dice", "rolloff": "die"}


class GladopolisGame(
    WindowMixin,
    FlowMixin,
    MoneyMixin,
    PropertyMixin,
    BuildingMixin,
    CouncilMixin,
    CardsMixin,
    TradeMixin,
    ElectionMixin,
    StateMixin,
    Game,
):
    """Glad-o-polis 2.0: a property track where votes, not money, win on Wahltag."""

    info = GameInfo(
        id="gladopolis",
        title="Glad-o-polis 2.0",
        description=(
            "A property track where the election on Wahltag is won by votes, not money: "
            "money brings votes, the quick road to money costs Bürgergunst."
        ),
        min_seats=2,
        max_seats=6,
        options=OPTIONS,
        money="€",
        second_currency="BG",
        list_order=3,
    )

    # ----- set-up ---------------------------------------------------------------------------
    def setup(self) -> None:
        """GLA-01, GLA-02: seats with distinct colours and tokens, starting money and BG."""
        self._static()
        self.seats = self._dress_seats(self.seats)
        n = len(self.seats)
        p = self.d.params
        self.cash = [p["start_cash"]] * n
        self.bg = [p["start_bg"]] * n
        self.pos = [0] * n
        self.in_hz = [False] * n
        self.hz_turns = [0] * n
        self.chips = [0] * n
        self.active = [True] * n
        self.veto_used = [False] * n
        self.owner = [-1] * 40
        self.level = [0] * 40
        self.mortgaged = [False] * 40
        self.paid: list[list[int]] = [[] for _ in range(40)]
        self.kasse = 0
        self.bank_net = 0
        self.calendar = 0
        self.formfehler = -1
        self.events_deck: list[str] = []
        self.motions_deck: list[str] = []
        self.resolutions: list[str] = []
        self.cur = 0
        self.turn_no = 0
        self.round_no = 0
        self.doubles = 0
        self.bg_bought = False
        self.sent_in = False
        self.again = False
        self.last_dice: list[int] = []
        self.pending = -1
        self.phase = "shuffle"
        self.todo: list[list] = []
        self.auction: dict[str, Any] | None = None
        self.trade: dict[str, Any] | None = None
        self.debt: dict[str, Any] | None = None
        self.council: dict[str, Any] | None = None
        self.votes: dict[str, bool] = {}
        self.rolloff: list[int] = []
        self.result: dict[str, Any] | None = None
        self._recompute_params()

    def _static(self) -> None:
        """Board facts used on every action, looked up once."""
        d = self.d = default_data()
        self.property_fields = d.properties
        self.prices = [f.price for f in d.fields]
        self.hubs = tuple(f.pos for f in d.fields if f.kind == "hub")
        self.utilities = tuple(f.pos for f in d.fields if f.kind == "utility")
        self.calendar_length = 8 if self.options["short_game"] else 12
        self.family = [f.group or f.kind for f in d.fields]
        self._facts: tuple | None = None
        self.members_of = [
            d.groups[f.group].members if f.kind == "district" else () for f in d.fields
        ]

    def _dress_seats(self, seats: tuple[Seat, ...]) -> tuple[Seat, ...]:
        """Give each seat a colour and token of its own (GLA-01); refuse two alike."""
        free = [t for t in self.d.tokens if t[0] not in {s.colour for s in seats}
                and t[1] not in {s.token for s in seats}]  # fmt: skip
        out = []
        for s in seats:
            colour, token = s.colour, s.token
            if not colour or not token:
                if not free:
                    raise OptionError("There is no free colour and token left for every player.")
                c, t = free.pop(0)
                colour, token = colour or c, token or t
            out.append(Seat(s.name, colour, token))
        for attr, word in (("colour", "colour"), ("token", "token")):
            values = [getattr(s, attr) for s in out]
            if len(set(values)) != len(values):
                raise OptionError(f"Every player needs a {word} of their own.")
        return tuple(out)

    # ----- what the game waits for --------------------------------------------------------
    def decision(self) -> Decision:
        ph = self.phase
        if ph in CHANCE_PHASES:
            return Decision(Kind.CHANCE, prompt=self._chance_prompt(), chance=CHANCE_PHASES[ph])
        if ph == "over":
            r = self.result
            table = {int(k): v for k, v in r["breakdown"].items()}
            return Decision(
                Kind.TERMINAL,
                results=Results(
                    (r["winner"],),
                    r["reason"],
                    r["rule"],
                    {s: b["total"] for s, b in table.items()},
                    table,
                ),
            )
        if ph == "vote":
            waiting = self.waiting_voters()
            name = self.d.motions[self.council["motion"]].name
            if self.options["open_vote"]:
                return Decision(Kind.SEAT, waiting, f"Vote openly on {name}", "GLA-21", "vote")
            return Decision(
                Kind.SEALED,
                waiting,
                f"Vote in secret on {name}",
                "GLA-21",
                "vote",
                submitted=tuple(sorted(int(k) for k in self.votes)),
            )
        seat, prompt, rule, tag = self._seat_decision()
        return Decision(Kind.SEAT, (seat,), prompt, rule, tag)

    def _actors(self) -> tuple[int, ...]:
        """The seats that may act now (cheap: no prompt text is built)."""
        ph = self.phase
        if ph in ("pre", "post", "buy", "council", "repeal"):
            return (self.cur,)
        if ph == "auction":
            return (self.auction["order"][self.auction["turn"]],)
        if ph == "vote":
            return self.waiting_voters()
        if ph == "trade":
            return (self.trade["to"],)
        if ph == "debt":
            return (self.debt["debtor"],)
        if ph == "veto":
            return (1 - self.council["proposer"],)
        return ()

    def _chance_prompt(self) -> str:
        ph = self.phase
        if ph == "shuffle":
            return "Shuffle the Stadtgeschehen and motion decks"
        if ph == "rolloff":
            return "Roll-off: " + ", ".join(self.name(s) for s in self.rolloff) + " roll a die"
        return f"{self.name(self.cur)} rolls the dice"

    def _seat_decision(self) -> tuple[int, str, str, str]:
        ph, cur = self.phase, self.cur
        who = self.name(cur)
        if ph == "pre":
            return cur, f"{who}: before rolling", "GLA-04", "turn"
        if ph == "post":
            return cur, f"{who}: after the field", "GLA-05", "after"
        if ph == "buy":
            f = self.d.fields[self.pending]
            return cur, f"{who}: buy {f.name} for {euro(f.price)}?", "GLA-09", "buy"
        if ph == "auction":
            a = self.auction
            seat = a["order"][a["turn"]]
            prompt = (
                f"{self.name(seat)}: bid at least {euro(self.auction_minimum())} for "
                f"{self.d.fields[a['field']].name}, or pass"
            )
            return seat, prompt, "GLA-09", "auction"
        if ph == "debt":
            debt = self.debt
            s = debt["debtor"]
            prompt = (
                f"{self.name(s)} owes {euro(debt['amount'])} and has {euro(self.cash[s])}: "
                "sell buildings or mortgage"
            )
            return s, prompt, "GLA-27", "debt"
        if ph == "council":
            name = self.d.motions[self.council["motion"]].name
            return cur, f"{who}: bring in {name} or withdraw it?", "GLA-20", "council"
        if ph == "veto":
            other = 1 - self.council["proposer"]
            return other, f"{self.name(other)}: use your one veto?", "GLA-23", "veto"
        if ph == "repeal":
            return cur, f"{who}: pick a resolution to repeal", "GLA-22", "repeal"
        if ph == "trade":
            t = self.trade
            return t["to"], f"{self.name(t['to'])}: accept the trade?", "GLA-26", "trade"
        raise IllegalAction(f"The game is in an unknown phase {ph!r}.")

    # ----- legal actions -------------------------------------------------------------------
    def legal_actions(self, seat: int) -> list[Action]:
        """What `seat` may do now. Bids and trade offers are representative sets (see check())."""
        if seat not in self._actors():
            return []
        ph = self.phase
        if ph in ("pre", "post"):
            return self._window_actions(seat, ph == "pre")
        if ph == "buy":
            return [A.Buy(seat), A.Decline(seat)]
        if ph == "auction":
            return [A.Pass(seat)] + [A.Bid(seat, b) for b in self.bid_choices(seat)]
        if ph == "debt":
            out: list[Action] = []
            for pos in self.property_fields:
                if self.owner[pos] == seat:
                    if self.why_not_sell(seat, pos) is None:
                        out.append(A.SellBuilding(seat, pos))
                    if self.why_not_mortgage(seat, pos) is None:
                        out.append(A.Mortgage(seat, pos))
            return out
        if ph == "council":
            return [A.BringIn(seat), A.Withdraw(seat)]
        if ph == "vote":
            return [A.Vote(seat, True), A.Vote(seat, False)]
        if ph == "veto":
            return [A.Veto(seat), A.Allow(seat)]
        if ph == "repeal":
            return [A.Repeal(seat, m) for m in self.resolutions[:-1]]
        if ph == "trade":
            return [A.Accept(seat), A.Refuse(seat)]
        return []

    # ----- check and apply ---------------------------------------------------------------
    def check(self, action: Action) -> None:
        """Refuse, with a sentence, anything the rules do not allow now; change nothing."""
        allowed = ALLOWED.get(self.phase, ())
        if type(action) not in allowed:
            raise IllegalAction(f"Not now: {self.decision().prompt}.")
        reason = CHECKS[type(action)](self, action)
        if reason:
            raise IllegalAction(reason)

    def _apply(self, action: Action) -> None:
        APPLY[type(action)](self, action)
        if not self.phase:
            self._run()

    def _resolve_chance(self) -> None:
        ph = self.phase
        if ph == "shuffle":
            self._shuffle()
        elif ph == "dice":
            self._on_dice()
        elif ph == "utility_dice":
            self._on_utility_dice()
        else:
            self._on_rolloff()
        if not self.phase:
            self._run()

    def _shuffle(self) -> None:
        """The seeded shuffle of both decks; then the first turn (GLA-25, GLA-24)."""
        self.events_deck = self.chance.shuffle(sorted(self.d.events), "shuffle:events")
        self.motions_deck = self.chance.shuffle(sorted(self.d.motions), "shuffle:motions")
        self.emit("The Stadtgeschehen and motion decks are shuffled", "GLA-25", "shuffle")
        self.phase = ""
        self.todo = [["start"]]
