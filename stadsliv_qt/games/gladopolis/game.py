"""Glad-o-polis 2.0: the Game class, a thin shell over the state record and the mechanics.

The state is one typed record (`self.st`, state.py); the mechanics are functions that receive it
in a `Ctx` (`self.c`, context.py) with the static board, the options and the event sink. This
class only answers the engine's questions by delegating: decide.py (decision, legal actions,
check), dispatch.py (apply), flow.py / property.py / election.py (the chance nodes), records.py
(load), validate.py and view.py. Each field of the state is also readable and writable as
`game.<field>` (forwarded to the record), as tests, scripts, the UI and the bots expect.
"""

from __future__ import annotations

from dataclasses import fields
from typing import TYPE_CHECKING, Any

from stadsliv_qt.engine import (
    Action,
    Decision,
    Game,
    GameInfo,
    OptionError,
    OptionSpec,
    Seat,
)
from stadsliv_qt.engine.record import clone, dump
from stadsliv_qt.text import Msg
from stadsliv_qt.text.message import Arg

from . import building, council, decide, election, money, records, trade
from . import property as prop
from .actions import OfferTrade
from .context import Board, Ctx, Facts, board
from .data import Data, default_data
from .dispatch import carry_out
from .flow import on_dice, run, shuffle_decks
from .ledger import party
from .state import GladopolisState, Trade
from .validate import validate
from .view import view as seat_view
from .windows import window_actions

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

if TYPE_CHECKING:
    # The type checker sees the state's fields on the game (`game.cash`), as forwarded below.
    _StateFields = GladopolisState
else:

    class _StateFields:
        """At run time the fields are the properties generated below the class."""


class GladopolisGame(_StateFields, Game):
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
    st: GladopolisState  # the state record: everything that changes
    c: Ctx  # the state with what the mechanics need beside it

    # ----- set-up and the state ------------------------------------------------------------------
    def setup(self) -> None:
        """GLA-01, GLA-02: seats with distinct colours and tokens, starting money and BG."""
        self.seats = dress_seats(self.seats, default_data().tokens)
        self._attach(GladopolisState.new(len(self.seats), default_data().params))

    def _attach(
        self,
        st: GladopolisState,
        p: dict[str, Any] | None = None,
        facts: tuple[tuple[tuple[int, ...], tuple[int, ...]], Facts] | None = None,
    ) -> None:
        """Make `st` this game's state, with a context for the mechanics around it."""
        self.st = st
        names = tuple(s.name for s in self.seats)
        b = board(bool(self.options["short_game"]))
        self.c = Ctx(st, b, self.options, names, self.emit, self.reveal, p, facts)

    def _cloned(self, original: Game) -> None:
        """A search's copy: the record's generated copy; the caches are still right for it."""
        assert isinstance(original, GladopolisGame)
        o = original.c
        self.st = st = clone(original.st)
        self.c = Ctx(st, o.b, o.options, o.names, self.emit, self.reveal, o.p, o.facts)

    def state_dict(self) -> dict[str, Any]:
        """The state as plain JSON data (the same keys and shapes saves always had)."""
        data: dict[str, Any] = dump(self.st)
        return data

    def load_state(self, data: dict[str, Any]) -> None:
        """Strict inverse of state_dict: every record present, of its kind, in its range."""
        self._attach(records.load_state(data, len(self.seats), default_data()))

    def validate(self) -> None:
        """Raise StateError for any state the rules cannot produce."""
        validate(self.c)

    def view(self, seat: int | None) -> dict[str, Any]:
        """All a seat may see; secret votes of others never appear before the reveal."""
        return seat_view(self.c, self.seats, seat)

    # ----- the engine's questions --------------------------------------------------------
    def decision(self) -> Decision:
        """What the game waits for now."""
        return decide.decision(self.c)

    def legal_actions(self, seat: int) -> list[Action]:
        """What `seat` may do now. Bids and trade offers are representative sets (see check())."""
        return decide.legal_actions(self.c, seat)

    def check(self, action: Action) -> None:
        """Refuse, with a sentence, anything the rules do not allow now; change nothing."""
        decide.check(self.c, action)

    def _apply(self, action: Action) -> None:
        carry_out(self.c, action)
        if not self.st.phase:
            run(self.c)

    def _resolve_chance(self) -> None:
        ph = self.st.phase
        if ph == "shuffle":
            shuffle_decks(self.c, self.chance)
        elif ph == "dice":
            on_dice(self.c, self.chance)
        elif ph == "utility_dice":
            prop.on_utility_dice(self.c, self.chance)
        else:
            election.on_rolloff(self.c, self.chance)
        if not self.st.phase:
            run(self.c)

    # ----- static facts and helpers the UI, tests and bots call --------------------------
    @property
    def d(self) -> Data:
        """The data files: board, rule figures, cards."""
        return self.c.d

    @property
    def b(self) -> Board:
        """The static board facts."""
        return self.c.b

    @property
    def p(self) -> dict[str, Any]:
        """The rules in force (base figures changed by the lying resolutions)."""
        return self.c.p

    @property
    def property_fields(self) -> tuple[int, ...]:
        """The fields that can be owned."""
        return self.c.b.property_fields

    @property
    def prices(self) -> tuple[int, ...]:
        """Each field's printed price."""
        return self.c.b.prices

    @property
    def hubs(self) -> tuple[int, ...]:
        """The Verkehrsknoten."""
        return self.c.b.hubs

    @property
    def utilities(self) -> tuple[int, ...]:
        """The two Versorger."""
        return self.c.b.utilities

    @property
    def family(self) -> tuple[str, ...]:
        """Each field's group, or its kind for hubs and utilities."""
        return self.c.b.family

    @property
    def members_of(self) -> tuple[tuple[int, ...], ...]:
        """Each district's group members."""
        return self.c.b.members_of

    @property
    def calendar_length(self) -> int:
        """Fields of the election calendar."""
        return self.c.b.calendar_length

    def party(self, who: int) -> Arg:
        """A seat, or the bank / the Stadtkasse, as a message parameter."""
        return party(self.c, who)

    def rent(self, pos: int, dice: int | None = None) -> tuple[int, Msg]:
        """The rent due on a property now, with the reason."""
        return prop.rent(self.c, pos, dice)

    def auction_minimum(self) -> int:
        """The lowest bid allowed now."""
        return prop.auction_minimum(self.c)

    def bid_choices(self, seat: int) -> list[int]:
        """The representative bids offered to a seat."""
        return prop.bid_choices(self.c, seat)

    def build_price(self, pos: int) -> int:
        """The price of the next level on a district."""
        return building.build_price(self.c, pos)

    def group_built(self, pos: int) -> bool:
        """True if any district of this property's group carries a building."""
        return building.group_built(self.c, pos)

    def board_facts(self) -> Facts:
        """Built groups, held families, tradeable properties, each seat's properties."""
        return building.board_facts(self.c)

    def why_not_build(self, seat: int, pos: int) -> Msg | None:
        """None if the build is allowed, else why not."""
        return building.why_not_build(self.c, seat, pos)

    def why_not_sell(self, seat: int, pos: int) -> Msg | None:
        """None if the sale is allowed, else why not."""
        return building.why_not_sell(self.c, seat, pos)

    def why_not_mortgage(self, seat: int, pos: int) -> Msg | None:
        """None if the mortgage is allowed, else why not."""
        return building.why_not_mortgage(self.c, seat, pos)

    def why_not_redeem(self, seat: int, pos: int) -> Msg | None:
        """None if the redemption is allowed, else why not."""
        return building.why_not_redeem(self.c, seat, pos)

    def redemption(self, pos: int) -> int:
        """What redeeming a mortgaged property costs."""
        return building.redemption(self.c, pos)

    def tradeable(self, pos: int) -> bool:
        """A property can change hands only while its group carries no buildings."""
        return trade.tradeable(self.c, pos)

    def why_not_offer(self, a: OfferTrade) -> Msg | None:
        """None if the offer is allowed, else why not."""
        return trade.why_not_offer(self.c, a)

    def offer_choices(self, s: int, facts: Facts | None = None) -> list[OfferTrade]:
        """The representative offers listed for a seat."""
        return trade.offer_choices(self.c, s, facts)

    def _trade_text(self, t: Trade | dict[str, Any]) -> Msg:
        """Both sides of a trade in words (the UI passes a dict built from an offer)."""
        return trade.trade_text(self.c, t)

    def _window_actions(self, s: int, pre: bool) -> list[Action]:
        """The window actions of the player on turn."""
        return window_actions(self.c, s, pre)

    def voter_order(self) -> list[int]:
        """Every participant, from the proposer round the table."""
        return council.voter_order(self.c)

    def waiting_voters(self) -> tuple[int, ...]:
        """Who still has to vote."""
        return council.waiting_voters(self.c)

    def breakdown(self, seat: int) -> dict[str, int]:
        """One player's votes, piece by piece."""
        return election.breakdown(self.c, seat)

    def kluengel_loss(self) -> dict[int, int]:
        """The Klüngel-Krone's votes lost, by seat."""
        return election.kluengel_loss(self.c)

    def _hold_election(self) -> None:
        """Hold the election now (tests and save samples set up a Wahltag)."""
        election.hold_election(self.c)

    def _s_pay(self, debtor: int, creditor: int, amount: int, why: Msg | str, rule: str) -> None:
        """A compulsory payment now (tests)."""
        money.pay(self.c, debtor, creditor, amount, why, rule)


def _forward(name: str) -> property:
    """game.<name> reads and writes the state record's field."""

    def get(game: GladopolisGame) -> Any:
        return getattr(game.st, name)

    def put(game: GladopolisGame, value: Any) -> None:
        setattr(game.st, name, value)

    return property(get, put, doc=f"The state's {name!r} (forwarded to game.st).")


for _field in fields(GladopolisState):
    setattr(GladopolisGame, _field.name, _forward(_field.name))


def dress_seats(seats: tuple[Seat, ...], tokens: tuple[tuple[str, str], ...]) -> tuple[Seat, ...]:
    """Give each seat a colour and token of its own (GLA-01); refuse two alike."""
    free = [t for t in tokens if t[0] not in {s.colour for s in seats}
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
