"""Scenario helpers for Glad-o-polis tests: scripted decks and dice, direct board set-up."""

from __future__ import annotations

from stadsliv_qt.engine import Event, Kind
from stadsliv_qt.games.gladopolis import GladopolisGame
from stadsliv_qt.games.gladopolis import actions as A
from stadsliv_qt.games.gladopolis.data import default_data
from stadsliv_qt.text import Msg

NAMES = ["Anna", "Bernd", "Clara", "Dieter", "Emil", "Frieda"]


def new(n: int = 3, events=(), motions=(), seed: int = 1, **options) -> GladopolisGame:
    """A game past the shuffle; `events`/`motions` name the top cards of each deck in order."""
    g = GladopolisGame(NAMES[:n], options, seed=seed)
    data = default_data()
    for kind, top, ids in (("events", events, data.events), ("motions", motions, data.motions)):
        rest = [c for c in sorted(ids) if c not in top]
        g.chance.script(f"shuffle:{kind}", list(top) + rest)
    g.resolve_chance()
    assert g.decision().kind is Kind.SEAT and g.phase == "pre"
    return g


def roll(g: GladopolisGame, a: int, b: int) -> list[Event]:
    """The current player rolls: the Roll action, then the scripted dice."""
    out = g.apply(A.Roll(g.cur))
    assert g.decision().kind is Kind.CHANCE
    g.chance.script("dice", (a, b))
    return out + g.resolve_chance()


def own(g: GladopolisGame, seat: int, *fields: int) -> None:
    for pos in fields:
        g.owner[pos] = seat


def set_cash(g: GladopolisGame, seat: int, amount: int) -> None:
    """Set a player's cash, booking the difference to the bank so money stays conserved."""
    g.bank_net += amount - g.cash[seat]
    g.cash[seat] = amount


def set_kasse(g: GladopolisGame, amount: int) -> None:
    g.bank_net += amount - g.kasse
    g.kasse = amount


def build_to(g: GladopolisGame, pos: int, level: int, price: int) -> None:
    """Put `level` buildings on a district as if bought at `price` each."""
    g.level[pos] = level
    g.paid[pos] = [price] * level


def end_turn(g: GladopolisGame) -> list[Event]:
    return g.apply(A.EndTurn(g.cur))


def texts(events: list[Event]) -> str:
    """The events' English lines; each is also said in Swedish and German from the catalogues
    (strictly), so every scenario that reads its log checks those translations exist too."""
    for e in events:
        assert isinstance(e.message, Msg), e.message
        for lang in ("sv", "de"):
            said = e.say(lang, strict=True)
            assert said and "{" not in said and "}" not in said, (lang, said)
    return "\n".join(e.text for e in events)


def kinds(events: list[Event]) -> list[str]:
    return [e.kind for e in events]
