"""Every text a Stadsliv game hands out in seeded random games: log, prompts, labels, refusals, views.

The message tests render all of them in every language; the harness provokes refusals by asking
the waiting frame to check a pool of actions that are mostly wrong for it (other kinds, wrong
amounts, unknown items and questions).
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from stadsliv_qt.engine import IllegalAction, Kind
from stadsliv_qt.games.stadsliv import StadslivGame
from stadsliv_qt.games.stadsliv.actions import (
    AcceptBid,
    Appeal,
    Ask,
    Bid,
    Buy,
    ChooseOwner,
    EndTurn,
    LoanThrow,
    Offer,
    Pass,
    Protest,
    Roll,
    SellToKassa,
    TakeLoan,
    Volunteer,
    Vote,
)
from stadsliv_qt.text import Msg

NAMES = ("Anna", "Björn", "Cecilia", "Dag", "Eva", "Filip", "Greta", "Hugo")

# (seats, seed, options, keen): keen players buy, ask for seats and appeal, so the council's
# votes, the victory vote and the appeal happen too.
GAMES = [
    (2, 1, {}, False),
    (3, 2, {"varvslon": "tryckt", "loan_limit": 3}, False),
    (4, 44, {}, True),
    (5, 77, {"change_needs_fate": False}, True),
    (6, 6, {"odet_squares": 12, "nz_squares": 2, "varvslon": "stortorget6"}, False),
    (8, 8, {"nz_squares": 12}, True),
    (3, 9, {"loan_limit": 50, "odet_squares": 0}, True),
]


def pool(seat: int) -> list[Any]:
    """Actions of every kind, many of them wrong for whatever frame is waiting."""
    return [
        Volunteer(seat, True),
        Roll(seat, 3),
        Roll(seat, 1),
        TakeLoan(seat, 0),
        TakeLoan(seat, 999),
        TakeLoan(seat, 2),
        Buy(seat, True),
        ChooseOwner(seat, "ZZ"),
        Protest(seat, True),
        Offer(seat, "SF"),
        Offer(seat, "A"),
        Offer(seat, "GB"),
        Bid(seat, 0),
        Bid(seat, 9999),
        Pass(seat),
        AcceptBid(seat, True),
        SellToKassa(seat, "T"),
        SellToKassa(seat, "GB"),
        LoanThrow(seat, True),
        Ask(seat, "seat"),
        Ask(seat, "nz10"),
        Ask(seat, "fee-1", "A"),
        Ask(seat, "no such question"),
        Vote(seat, True),
        Appeal(seat, True),
        EndTurn(seat),
    ]


def keen(rng: random.Random, actions: list[Any]) -> Any:
    """Mostly buy, ask for a seat, vote at random and appeal; otherwise anything but loans."""
    wanted = [
        a
        for a in actions
        if (isinstance(a, Buy) and a.yes)
        or (isinstance(a, Ask) and a.question == "seat")
        or isinstance(a, Vote | Appeal)
    ]
    if wanted and rng.random() < 0.9:
        return rng.choice(wanted)
    calm = [a for a in actions if not isinstance(a, TakeLoan | Offer)] or actions
    return rng.choice(calm)


def texts(
    game: StadslivGame, steps: int = 3000, keen_play: bool = False
) -> Iterator[tuple[str, Any]]:
    """(where, text) for each prompt, action label, refusal and view text met while playing."""
    rng = random.Random(len(game.seats) * 31 + steps)
    for _ in range(steps):
        d = game.decision()
        yield "prompt", d.prompt
        view = game.view(None)
        yield from view_texts(view)
        if d.kind is Kind.TERMINAL:
            break
        if d.kind is Kind.CHANCE:
            game.resolve_chance()
            continue
        seat = d.seats[0] if d.kind is Kind.SEAT else rng.choice(sorted(d.seats))
        yield from view_texts(game.view(seat))
        actions = game.legal_actions(seat)
        for a in actions:
            yield "describe", a.describe()
        for a in pool(seat):
            try:
                game.check(a)
            except IllegalAction as exc:
                yield "refusal", exc.message
        game.apply(keen(rng, actions) if keen_play else rng.choice(actions))
    for seat in [None, *range(len(game.seats))]:
        for e in game.log_for(seat):
            yield "event", e.message


def view_texts(view: dict[str, Any]) -> Iterator[tuple[str, Any]]:
    """Every message value in a view, however deep."""
    stack: list[Any] = [view]
    while stack:
        x = stack.pop()
        if isinstance(x, Msg):
            yield "view", x
        elif isinstance(x, dict):
            stack.extend(x.values())
        elif isinstance(x, list | tuple):
            stack.extend(x)


def play(seats: int, seed: int, options: dict[str, Any], keen_play: bool) -> list[tuple[str, Any]]:
    """All texts of one seeded game."""
    game = StadslivGame(list(NAMES[:seats]), options, seed=seed)
    return list(texts(game, keen_play=keen_play))


def fee_choice_games() -> Iterator[StadslivGame]:
    """Tables where two players own Varuhus and hotels and Anna lands on one (STA-08's choice)."""
    from .helpers import at, land, new_game

    for seed, code in ((1, "A"), (2, "C"), (3, "H"), (4, "A"), (5, "I"), (6, "C")):
        g = new_game(players=4, banker=3, seed=seed)
        g.owner["A"], g.owner["C"], g.owner["H"], g.owner["I"] = 1, 2, 1, 2
        land(g, 0, at(g, code))
        yield g


def scenarios() -> list[tuple[str, Any]]:
    """All texts of the fee-choice tables played on at random."""
    out: list[tuple[str, Any]] = []
    for g in fee_choice_games():
        out += texts(g, steps=300)
    return out
