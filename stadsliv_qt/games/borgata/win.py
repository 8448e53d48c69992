"""BOR-09: the three win conditions, checked after every phase; ties go to the higher status.

[decision] If a phase ends with no member of any family left in the city, the game cannot go on
(nobody can recruit), so it ends and the family of highest status wins. The optional round limit
ends the game after Phase 5 of the last round, also by status.
"""

from __future__ import annotations

from stadsliv_qt.engine import plural

from .grid import CORNERSTONES


class WinRules:
    """Who has won, and the Results that say why."""

    def _check_win(self, after: str) -> list[int] | None:
        """None if the game is over; else the status order, which the next phase starts from."""
        n = len(self.seats)
        values, in_city = self._tally()
        present = [f for f in range(n) if in_city[f]]
        target = self.options["win_value"]
        corners = self._controller(CORNERSTONES[0])  # one family on all five, or None
        if corners is not None:
            for i in CORNERSTONES[1:]:
                if self._controller(i) != corners:
                    corners = None
                    break
        met: dict[int, list[str]] = {}
        for f in range(n):
            reasons = []
            if corners == f:
                reasons.append("controls Stadshuset and all four corner lots")
            if present == [f]:
                reasons.append("is the only family left in the city")
            if values[f] >= target:
                reasons.append(f"controls lots worth {values[f]} (at least {target})")
            if reasons:
                met[f] = reasons
        order = self._status_order(values, in_city)
        if met:
            winner = next(f for f in order if f in met)
            others = [f for f in order if f in met and f != winner]
            reason = f"{self.name(winner)} " + " and ".join(met[winner])
            if others:
                names = ", ".join(self.name(f) for f in others)
                reason += (
                    f"; {names} also met a condition, but {self.name(winner)} has the higher status"
                )
            self._finish(winner, f"{reason} after {after}")
            return None
        if not present:
            self._finish(
                order[0], f"nobody is left in the city after {after}; the highest status wins"
            )
            return None
        return order

    def _end_by_round_limit(self, order: list[int]) -> None:
        winner = order[0]
        self._finish(
            winner,
            f"the round limit of {plural(self.round, 'round')} is reached; the highest status wins",
        )

    def _finish(self, winner: int, reason: str) -> None:
        values, in_city = self._tally()
        n = len(self.seats)
        self.result = {
            "winners": [winner],
            "reason": reason,
            "rule": "BOR-09",
            "scores": {str(f): values[f] for f in range(n)},
            "breakdown": {
                str(f): {"lot value": values[f], "members": in_city[f], "money": self.cash[f]}
                for f in range(n)
            },
        }
        self.phase = "over"
        self.actor = None
        self.pending = None
        self.emit(f"Game over: {reason}", rule="BOR-09", kind="win", seat=winner)
