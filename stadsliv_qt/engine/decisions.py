"""What the engine waits for next, so a driver (UI, bot, test) never has to guess."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from stadsliv_qt.text import Msg


class Kind(Enum):
    """The four node kinds of every game."""

    CHANCE = "chance"  # the chance source must draw (dice, Ödestärning, a shuffle)
    SEAT = "seat"  # exactly one seat chooses, in the open
    SEALED = "sealed"  # several seats each commit privately; nothing shows until all are in
    TERMINAL = "terminal"  # the game is over; see `results`


@dataclass(frozen=True)
class Results:
    """The end of a game: who won, how, and every seat's score broken down."""

    winners: tuple[int, ...]
    reason: str
    rule: str = ""
    scores: dict[int, int] = field(default_factory=dict)
    breakdown: dict[int, dict[str, int]] = field(default_factory=dict)


@dataclass(frozen=True)
class Decision:
    """One pending decision; `seats` are those who must still act (for SEALED: still to submit)."""

    kind: Kind
    seats: tuple[int, ...] = ()
    prompt: Msg | str = ""  # what the seat is asked, as a message (str() is English)
    rule: str = ""
    tag: str = ""
    chance: str = ""
    submitted: tuple[int, ...] = ()
    results: Results | None = None

    @property
    def seat(self) -> int | None:
        """The single seat to act for a SEAT decision, else None."""
        return self.seats[0] if self.kind is Kind.SEAT and self.seats else None
