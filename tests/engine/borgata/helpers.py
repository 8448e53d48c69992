"""Shared scenario set-up for the Borgata tests: a known deal, and direct arrangement of the city."""

from __future__ import annotations

from stadsliv_qt.engine import Kind
from stadsliv_qt.games.borgata import BorgataGame
from stadsliv_qt.games.borgata.actions import ContractBid, Envelopes
from stadsliv_qt.games.borgata.data import load
from stadsliv_qt.games.borgata.grid import (
    CELLS,
    DISTRICT_PLACES,
    POS,
    PRISON,
    index,
    prison_control,
)

NAMES = ("Anna", "Björn", "Cecilia", "David", "Elsa", "Filip")

# The deal most scenarios use: the ring around Stadshuset, then the face-down lots.
LAYOUT = {
    (1, 1): "borshuset",  # Kontorskomplex 4
    (1, 2): "gjuteriet",  # Industri 2, no contract
    (1, 3): "sjoutsikten",  # Lägenhetskomplex 4
    (2, 1): "varuhuset",  # Handel 4
    (2, 3): "kylhuset",  # Lager 2
    (3, 1): "kasinot",  # Nöje 4
    (3, 2): "tryckeriet",  # Industri 1
    (3, 3): "pantbanken",  # Handel 1
    (0, 1): "stalverket",  # face down, contract $1,000
    (0, 2): "saluhallen",  # face down, no contract
    (0, 3): "travbanan",  # face down, contract $800
    (1, 0): "tullagret",
    (1, 4): "bankpalatset",  # no contract
    (2, 0): "glastornet",
    (2, 4): "bryggeriet",
    (3, 0): "funkishusen",
    (3, 4): "jazzklubben",  # no contract
    (4, 1): "tidningshuset",
    (4, 2): "hyreskasernen",
    (4, 3): "biografen",
}


def deal_order(layout: dict[tuple[int, int], str]) -> list[str]:
    """The shuffled deck that deals `layout` (row by row); unnamed places and the deck follow."""
    ids = list(load().districts)
    rest = [c for c in ids if c not in set(layout.values())]
    out = []
    for place in DISTRICT_PLACES:
        pos = POS[place]
        out.append(layout[pos] if pos in layout else rest.pop(0))
    return out + rest


def new_game(seats: int = 3, layout=None, seed: int = 1, **options) -> BorgataGame:
    """A game dealt with a scripted shuffle, waiting for the opening placement."""
    g = BorgataGame(list(NAMES[:seats]), options, seed=seed)
    g.chance.script("shuffle:districts", deal_order(LAYOUT if layout is None else layout))
    g.resolve_chance()
    return g


def arrange(
    g: BorgataGame,
    members: dict[tuple[int, int], dict[int, int]] | None = None,
    *,
    cash: list[int] | None = None,
    holders: dict[str, int] | None = None,
    police: tuple[tuple[int, int], ...] = (),
    face_up: tuple[tuple[int, int], ...] = (),
    prison_controller: int | None | str = "auto",
    round_no: int = 1,
) -> BorgataGame:
    """Put the city in a given state after the opening, keeping money and members accounted for."""
    n = len(g.seats)
    if members is not None:
        g.members = [[0] * n for _ in range(CELLS)]
        for pos, crowd in members.items():
            for seat, count in crowd.items():
                g.members[index(pos)][seat] = count
        g.moved = [[0] * n for _ in range(CELLS)]
        g.joined = [sum(g.members[i][f] for i in range(CELLS)) + g.dead[f] for f in range(n)]
    if cash is not None:
        g.cash = list(cash)
        g.bank_net = load().figures["start_money"] * n - sum(cash)
    if holders is not None:
        g.holder = {cid: holders.get(cid) for cid in g.holder}
    for pos in police:
        g.police[index(pos)] = True
    for pos in face_up:
        g.face_up[index(pos)] = True
    if prison_controller == "auto":
        g.prison_controller = prison_control(g.members[PRISON], None)
    else:
        g.prison_controller = prison_controller
    g.round = round_no
    g.placed = n * load().figures["start_members"]  # the opening is over
    return g


def start(g: BorgataGame, phase: int) -> BorgataGame:
    """Begin a phase of the current round directly (its automatic steps run at once)."""
    getattr(g, f"_phase{phase}")()
    return g


def seal(g: BorgataGame, offers: dict[int, dict[str, int]]) -> None:
    """Every family seals its envelopes (missing families seal empty ones)."""
    d = g.decision()
    assert d.kind is Kind.SEALED and d.tag == "envelopes"
    for seat in d.seats:
        amounts = tuple(offers.get(seat, {}).items())
        g.apply(Envelopes(seat, amounts))


def bid(g: BorgataGame, bids: dict[int, int]) -> None:
    """Every waiting family seals a contract bid ($0 unless given)."""
    d = g.decision()
    assert d.kind is Kind.SEALED and d.tag == "contract_bid"
    for seat in d.seats:
        g.apply(ContractBid(seat, bids.get(seat, 0)))


def at(g: BorgataGame, pos: tuple[int, int]) -> list[int]:
    """Members per family on a lot."""
    return list(g.members[index(pos)])


def public_text(g: BorgataGame) -> str:
    """The shared screen's log as one text."""
    return "\n".join(e.line() for e in g.log_for(None))


def texts(events) -> list[str]:
    return [e.text for e in events]
