"""Wahltag: votes from wealth and Bürgergunst, the Klüngel-Krone, and the tie-breaks (GLA-19, GLA-29)."""

from __future__ import annotations

from typing import Any

from stadsliv_qt.engine import plural


class ElectionMixin:
    """Count, break ties by BG and then by a die roll-off; or end early (GLA-28)."""

    def breakdown(self, seat: int) -> dict[str, int]:
        """One player's votes, piece by piece (the result screen shows it for everyone)."""
        per = int(self.options["votes_per"])
        props = buildings = 0
        for pos in self.property_fields:
            if self.owner[pos] == seat and not self.mortgaged[pos]:
                props += self.prices[pos]
                buildings += sum(self.paid[pos])
        wealth = self.cash[seat] + props + buildings
        bg_votes = self.bg[seat] * self.p["votes_per_bg"]
        loss = self.kluengel_loss().get(seat, 0)
        return {
            "cash": self.cash[seat],
            "properties": props,
            "buildings": buildings,
            "wealth": wealth,
            "wealth_votes": wealth // per,
            "bg": self.bg[seat],
            "bg_votes": bg_votes,
            "kluengel_chips": self.chips[seat],
            "kluengel_loss": loss,
            "total": wealth // per + bg_votes - loss,
            "candidate": int(self.active[seat]),
        }

    def kluengel_loss(self) -> dict[int, int]:
        """GLA-19: most chips among the candidates wears the crown (-6); a shared top costs each -3."""
        candidates = [s for s in range(len(self.seats)) if self.active[s]]
        top = max((self.chips[s] for s in candidates), default=0)
        if top < 1:
            return {}
        holders = [s for s in candidates if self.chips[s] == top]
        loss = self.p["kluengel_crown"] if len(holders) == 1 else self.p["kluengel_tie"]
        return {s: loss for s in holders}

    def _hold_election(self) -> None:
        n = len(self.seats)
        table = {s: self.breakdown(s) for s in range(n)}
        for s in range(n):
            b = table[s]
            status = "" if b["candidate"] else " (sachkundiger Bürger, cannot win)"
            self.emit(
                f"{self.name(s)}: {plural(b['wealth_votes'], 'vote')} for {b['wealth']:,} € "
                f"+ {b['bg_votes']} for {b['bg']} BG - {b['kluengel_loss']} Klüngel = "
                f"{b['total']}{status}",
                "GLA-29",
                "votes",
                seat=s,
                breakdown=b,
            )
        candidates = [s for s in range(n) if self.active[s]]
        best = max(table[s]["total"] for s in candidates)
        tied = [s for s in candidates if table[s]["total"] == best]
        how = "most votes"
        if len(tied) > 1:
            top_bg = max(self.bg[s] for s in tied)
            tied = [s for s in tied if self.bg[s] == top_bg]
            how = "tie on votes, more Bürgergunst"
            self.emit(
                f"Tie at {plural(best, 'vote')}: more Bürgergunst decides", "GLA-29", "tiebreak"
            )
        if len(tied) > 1:
            self.rolloff = tied
            self.phase = "rolloff"
            self.emit(
                "Still tied on Bürgergunst: "
                + ", ".join(self.name(s) for s in tied)
                + " roll a die each",
                "GLA-29",
                "tiebreak",
            )
            return
        self._finish(tied[0], f"{self.name(tied[0])} wins the election ({how})", "GLA-29")

    def _on_rolloff(self) -> None:
        rolls = {s: self.chance.dice(1)[0] for s in self.rolloff}
        self.emit(
            "Roll-off: " + ", ".join(f"{self.name(s)} {r}" for s, r in rolls.items()),
            "GLA-29",
            "dice",
            rolls={str(s): r for s, r in rolls.items()},
        )
        top = max(rolls.values())
        tied = [s for s, r in rolls.items() if r == top]
        if len(tied) > 1:
            self.rolloff = tied
            return
        self.rolloff = []
        self._finish(
            tied[0], f"{self.name(tied[0])} wins the election (tie, decided by the die)", "GLA-29"
        )

    def _finish(self, winner: int, reason: str, rule: str) -> None:
        table: dict[str, Any] = {str(s): self.breakdown(s) for s in range(len(self.seats))}
        self.result = {"winner": winner, "reason": reason, "rule": rule, "breakdown": table}
        self.phase = "over"
        self.reveal()
        self.emit(reason, rule, "over", winner=winner)
