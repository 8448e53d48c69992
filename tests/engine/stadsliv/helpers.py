"""Scenario helpers for the Stadsliv tests: a table with a banker, pieces placed, turns given."""

from __future__ import annotations

from stadsliv_qt.engine import Kind
from stadsliv_qt.games.stadsliv import StadslivGame
from stadsliv_qt.games.stadsliv.actions import EndTurn, Roll, Volunteer
from stadsliv_qt.games.stadsliv.state import TurnFrame

NAMES = ("Anna", "Björn", "Cecilia", "David", "Elsa", "Filip", "Greta", "Hugo")


def new_game(players: int = 3, banker: int = 0, seed: int = 7, **options) -> StadslivGame:
    """A game whose banker volunteered (those before declined); Anna (seat 0) is to roll."""
    g = StadslivGame(list(NAMES[:players]), options, seed=seed)
    for s in range(banker):
        g.apply(Volunteer(s, False))
    g.apply(Volunteer(banker, True))
    assert g.decision().tag == "roll" and g.decision().seat == 0
    return g


def at(g: StadslivGame, code: str) -> int:
    """The ring index of a block's square."""
    return g.where[code]


def nth(g: StadslivGame, kind: str, k: int = 0) -> int:
    """The ring index of the k-th square of a kind (fate, neutral, council, start)."""
    return [i for i, sq in enumerate(g.ring) if sq.kind == kind][k]


def give_turn(g: StadslivGame, seat: int) -> None:
    """Set-up only: make it `seat`'s turn before the roll."""
    g.current = seat
    g.offered = []
    g.stack[:] = [TurnFrame(seat)]
    g._dec = None


def land(g: StadslivGame, seat: int, index: int, roll: tuple[int, ...] = (3, 4)) -> list:
    """Place the piece `sum(roll)` squares before `index` and roll there; returns the events."""
    if g.decision().seat != seat or g.decision().tag != "roll":
        give_turn(g, seat)
    g.pos[seat] = (index - sum(roll)) % g.length
    g.chance.script("die" if len(roll) == 1 else "dice", roll[0] if len(roll) == 1 else roll)
    g.apply(Roll(seat, len(roll)))
    return g.resolve_chance()


def texts(events) -> list[str]:
    return [e.text for e in events]


def log_texts(g: StadslivGame, seat: int | None = None) -> list[str]:
    return [e.text for e in g.log_for(seat)]


def end_turn(g: StadslivGame) -> None:
    d = g.decision()
    assert d.kind is Kind.SEAT and d.tag == "turn", d
    g.apply(EndTurn(d.seat))


def conserved(g: StadslivGame) -> bool:
    """STA-03: poäng of the players plus Stadskassan's net flow never change."""
    return sum(g.money) + g.kassa == g.fig["start_money"] * g.n


def set_money(g: StadslivGame, seat: int, amount: int) -> None:
    """Set-up only: give a player `amount` poäng from (or to) Stadskassan."""
    g.kassa -= amount - g.money[seat]
    g.money[seat] = amount
