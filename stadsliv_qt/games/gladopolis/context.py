"""What every mechanic receives: the state, the static board, the options and the event sink.

A mechanic is a function `f(c: Ctx, ...)`: it reads and changes `c.st` (the declared state and
nothing else), looks facts up in `c.b` (read-only, shared by every game with the same options),
and reports through `c.emit` / `c.reveal`. The dice come as an argument to the few mechanics that
draw (the game's `chance`), so no mechanic holds a game object.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import Any

from stadsliv_qt.engine import Emit
from stadsliv_qt.text import SeatRef

from .data import Data, default_data
from .state import GladopolisState

# board_facts(): groups built on, the families each seat holds, the properties that may change
# hands, and each seat's properties (building.py).
Facts = tuple[set[str], dict[int, set[str]], list[int], dict[int, list[int]]]


@dataclass(frozen=True, slots=True)
class Board:
    """Static facts of the board for one calendar length, looked up once (never state)."""

    d: Data  # the board, rule figures and cards from resources/gladopolis
    property_fields: tuple[int, ...]  # the fields that can be owned
    prices: tuple[int, ...]  # each field's printed price (0 if not for sale)
    hubs: tuple[int, ...]  # the Verkehrsknoten
    utilities: tuple[int, ...]  # the two Versorger
    family: tuple[str, ...]  # each field's group id, or its kind for hubs and utilities
    members_of: tuple[tuple[int, ...], ...]  # each district's group, () for other fields
    calendar_length: int  # fields of the election calendar (8 in the short game, else 12)


@cache
def board(short_game: bool) -> Board:
    """The shipped board for a calendar length (shared: it never changes)."""
    d = default_data()
    return Board(
        d=d,
        property_fields=d.properties,
        prices=tuple(f.price for f in d.fields),
        hubs=tuple(f.pos for f in d.fields if f.kind == "hub"),
        utilities=tuple(f.pos for f in d.fields if f.kind == "utility"),
        family=tuple(f.group or f.kind for f in d.fields),
        members_of=tuple(
            d.groups[f.group].members if f.kind == "district" else () for f in d.fields
        ),
        calendar_length=8 if short_game else 12,
    )


def params_in_force(d: Data, resolutions: list[str]) -> dict[str, Any]:
    """The rules in force: base parameters, then each lying resolution in order accepted."""
    p: dict[str, Any] = dict(d.params)
    for mid in resolutions:
        m = d.motions[mid]
        p[m.param] = m.value
    return p


class Ctx:
    """One game's state with what its mechanics need beside it (see the module docstring)."""

    __slots__ = ("st", "b", "d", "options", "names", "emit", "reveal", "_p", "_p_key", "facts")

    def __init__(
        self,
        st: GladopolisState,
        b: Board,
        options: dict[str, Any],
        names: tuple[str, ...],
        emit: Emit,
        reveal: Callable[[], None],
        p: dict[str, Any] | None = None,
        facts: tuple[tuple[tuple[int, ...], tuple[int, ...]], Facts] | None = None,
    ) -> None:
        self.st = st  # the state: the only thing a mechanic changes
        self.b = b  # the static board
        self.d = b.d  # the data files (a shortcut for c.b.d)
        self.options = options  # the game's options (read-only)
        self.names = names  # the seats' names
        self.emit = emit  # the log
        self.reveal = reveal  # marks a point undo may not cross
        # The rules in force: a cache of st.resolutions, checked against them at each read, so
        # resolutions written by hand (game.resolutions, a test's set-up) count at once.
        self._p_key = tuple(st.resolutions)
        self._p: dict[str, Any] = p if p is not None else params_in_force(b.d, st.resolutions)
        # board_facts() keyed on ownership and levels (a cache, checked against its key).
        self.facts = facts

    @property
    def p(self) -> dict[str, Any]:
        """The rules in force (base figures changed by the lying resolutions, GLA-22)."""
        key = tuple(self.st.resolutions)
        if key != self._p_key:
            self._p, self._p_key = params_in_force(self.d, self.st.resolutions), key
        return self._p

    @p.setter
    def p(self, value: dict[str, Any]) -> None:
        self._p, self._p_key = value, tuple(self.st.resolutions)

    def name(self, seat: int) -> str:
        """A seat's player name."""
        return self.names[seat]

    def ref(self, seat: int) -> SeatRef:
        """A seat as a message parameter."""
        return SeatRef(seat, self.names[seat])
