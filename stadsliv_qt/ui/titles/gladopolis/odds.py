"""Odds at a glance for Glad-o-polis (pure, no Qt): where the next roll can take the player on
turn, and what the count would give each candidate if Wahltag were now (issue 18).

Two dice make 36 equally likely throws; a field's chance is the number of throws that reach it out
of 36, and how many of those are doubles is said beside it, because doubles roll again (GLA-06),
a third doubles leads into the Hinterzimmer instead, and inside only doubles move (GLA-18).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

HINTERZIMMER = 10


@dataclass(frozen=True)
class Reach:
    """The throws (out of 36) that end on one field, and how many of them are doubles."""

    ways: int
    doubles: int = 0

    @property
    def chance(self) -> float:
        """As a probability."""
        return self.ways / 36


def throws() -> list[tuple[int, int]]:
    """All 36 throws of two dice."""
    return [(a, b) for a in range(1, 7) for b in range(1, 7)]


def reach(pos: int, in_hz: bool = False, hz_turns: int = 0, doubles_so_far: int = 0,
          hz_limit: int = 3) -> dict[int, Reach]:  # fmt: skip
    """Where the next throw puts the token: field -> Reach (the ways add up to 36).

    A third doubles in one turn goes into the Hinterzimmer without moving (GLA-06); inside, only
    doubles move, except on the last try, when paying is compulsory and every throw moves (GLA-18);
    a throw that does not move leaves the token where it stands.
    """
    ways: dict[int, list[int]] = {}
    for a, b in throws():
        double = a == b
        if in_hz:
            moves = double or hz_turns >= hz_limit
            dest = (pos + a + b) % 40 if moves else pos
        elif double and doubles_so_far >= 2:
            dest = HINTERZIMMER
        else:
            dest = (pos + a + b) % 40
        w = ways.setdefault(dest, [0, 0])
        w[0] += 1
        w[1] += int(double)
    return {f: Reach(w, d) for f, (w, d) in sorted(ways.items())}


def reach_from_view(view: Mapping[str, Any], hz_limit: int = 3) -> dict[int, Reach]:
    """The reach of the player on turn before the roll; empty when no one is about to roll."""
    if view.get("phase") != "pre" or view.get("result"):
        return {}
    players: Sequence[Mapping[str, Any]] = view.get("players", [])
    cur = view.get("current", -1)
    if not 0 <= cur < len(players) or not players[cur].get("active", True):
        return {}
    p = players[cur]
    return reach(int(p["position"]), bool(p["in_hinterzimmer"]), int(p.get("hz_turns", 0)),
                 int(view.get("doubles", 0)), hz_limit)  # fmt: skip


def lead(projection: Sequence[int | None]) -> list[int]:
    """The seats the count would make winners now (ties before the BG and dice tie-breaks)."""
    votes = [v for v in projection if v is not None]
    if not votes:
        return []
    best = max(votes)
    return [s for s, v in enumerate(projection) if v == best]
