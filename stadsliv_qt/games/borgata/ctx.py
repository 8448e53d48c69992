"""What every Borgata mechanic receives: the state, the static data, the table, chance, the log.

A mechanic is a plain function `def phase2(c: Ctx, ...)`: it reads and changes `c.st` (the one
declared state record), reads the data files' `c.data`, draws from `c.chance` and writes events
with `c.emit`. It reaches nothing else, so a type checker can follow every field it touches and a
search can run it on a cloned state. A phase ends with `c.end_phase(c, number)`, which checks for a
win and starts the next phase. The game object builds one Ctx for its state and rebuilds it for
each clone or load (emit, reveal and chance belong to that game object).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from stadsliv_qt.engine import Chance, Emit

from .data import BorgataData
from .state import BorgataState


@dataclass(slots=True)
class Ctx:
    """The state and everything around it that a mechanic may use, passed as one argument."""

    st: BorgataState  # the state the mechanics read and change
    data: BorgataData  # the cards, value-5 lots, contacts and figures (read-only)
    options: dict[str, Any]  # the table's options: envelope_money, win_value, round_limit
    names: tuple[str, ...]  # each family's player name, by seat
    chance: Chance  # the game's one source of chance (the deal and the reshuffle)
    emit: Emit  # writes an event to the log
    reveal: Callable[[], None]  # marks a point undo may not cross (a reveal, a sealed entry)
    active: tuple[str, ...]  # the contacts played as a Phase 4 step (not the two responses)
    # After phase N (0: the opening): the win check, then the next phase (flow.end_phase). Passed
    # in, since flow.py imports every phase module and they may not import it back.
    end_phase: Callable[[Ctx, int], None]
