"""The 5x5 city as plain indices (row * 5 + col), and the two pure rules about crowds.

BOR-01 fixes the value-5 lots: Stadshuset in the middle, Skroten, Hamnen, Lastbilsterminalen and
Fängelset in the corners (data.py checks that the data file agrees).
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import compress
from operator import itemgetter

SIZE = 5
CELLS = SIZE * SIZE
POS: tuple[tuple[int, int], ...] = tuple(divmod(i, SIZE) for i in range(CELLS))

HALL = 12  # Stadshuset
SCRAPYARD, DOCKS, TERMINAL, PRISON = 0, 4, 20, 24
CORNERSTONE_AT = {
    HALL: "stadshuset",
    0: "skroten",
    4: "hamnen",
    20: "lastbilsterminalen",
    24: "fangelset",
}
# The order in which value-5 lots are asked about blocks (BOR-11) and listed.
CORNERSTONES = (HALL, SCRAPYARD, DOCKS, TERMINAL, PRISON)
# The 20 places that get district cards, in the order the shuffled deck is dealt (BOR-02).
DISTRICT_PLACES = tuple(i for i in range(CELLS) if i not in CORNERSTONE_AT)
# The 8 lots around Stadshuset: turned up at the start and used for the opening (BOR-02, BOR-06).
RING = (6, 7, 8, 11, 13, 16, 17, 18)


def distance(a: int, b: int) -> int:
    """Steps between two lots when diagonal steps are allowed (BOR-13)."""
    (ra, ca), (rb, cb) = POS[a], POS[b]
    return max(abs(ra - rb), abs(ca - cb))


NEIGHBOURS: tuple[tuple[int, ...], ...] = tuple(
    tuple(j for j in range(CELLS) if distance(i, j) == 1) for i in range(CELLS)
)
WITHIN_TWO: tuple[tuple[int, ...], ...] = tuple(
    tuple(j for j in range(CELLS) if 1 <= distance(i, j) <= 2) for i in range(CELLS)
)


_LOTS = range(CELLS)


def occupied(members: list[list[int]]) -> Iterator[int]:
    """Lots where anyone stands, in lot order (scanned in C: this is on every hot path)."""
    return compress(_LOTS, map(any, members))


def lots_with(members: list[list[int]], seat: int) -> Iterator[int]:
    """Lots where this family has any member, in lot order (scanned in C, as above)."""
    return compress(_LOTS, map(itemgetter(seat), members))


def label(i: int) -> str:
    """A short board label: columns A-E, rows 1-5 (A1 is Skroten's corner)."""
    r, c = POS[i]
    return f"{'ABCDE'[c]}{r + 1}"


def index(pos: object) -> int:
    """The index of a (row, col) pair; ValueError for anything that is not a lot."""
    if type(pos) is tuple and len(pos) == 2:
        r, c = pos
        if type(r) is int and type(c) is int and 0 <= r < SIZE and 0 <= c < SIZE:
            return r * SIZE + c
    raise ValueError("There is no such lot in the city.")


def resolve_conflict(counts: list[int]) -> list[int]:
    """BOR-08: take the same number from every family again and again until one or none is left."""
    left = list(counts)
    while True:
        present = [f for f, c in enumerate(left) if c > 0]
        if len(present) <= 1:
            return left
        least = min(left[f] for f in present)
        for f in present:
            left[f] -= least


def prison_control(counts: list[int], former: int | None) -> int | None:
    """BOR-15: most members; a tie keeps the former controller, else nobody controls."""
    top = max(counts)
    if top == 0:
        return None
    leaders = [f for f, c in enumerate(counts) if c == top]
    if len(leaders) == 1:
        return leaders[0]
    return former if former in leaders else None
