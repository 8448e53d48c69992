"""The Ratssitzung: motions, votes, the BG tie-break, the Beschlusslage and the veto (GLA-20 to GLA-24).

Secret vote (default): one SEALED decision; each vote is kept private (an event only its voter
sees) until the last is in, then all are revealed together. Open-vote variant: one SEAT decision
per participant in table order from the proposer, each vote shown as it is cast.
"""

from __future__ import annotations

from typing import Any

from stadsliv_qt.engine import plural


class CouncilMixin:
    """Motions that change named rule parameters while they lie."""

    def _recompute_params(self) -> None:
        """The rules in force: base parameters, then each lying resolution in order accepted."""
        p: dict[str, Any] = dict(self.d.params)
        for mid in self.resolutions:
            m = self.d.motions[mid]
            p[m.param] = m.value
        self.p = p

    def _draw_motion(self, s: int) -> None:
        """Draw the top Antragskarte; the proposer withdraws it or brings it in (GLA-20)."""
        mid = self.motions_deck.pop(0)
        m = self.d.motions[mid]
        self.council = {"motion": mid, "proposer": s}
        self.votes = {}
        self.phase = "council"
        self.reveal()
        self.emit(
            f"Ratssitzung: {self.name(s)} draws the motion {m.name}: {m.text}",
            "GLA-20",
            "motion",
            seat=s,
            motion=mid,
        )

    def _withdraw(self) -> None:
        mid = self.council["motion"]
        self.motions_deck.append(mid)
        self.emit(
            f"{self.name(self.council['proposer'])} withdraws {self.d.motions[mid].name}; "
            "it goes under the deck",
            "GLA-20",
            "motion",
        )
        self._close_council()

    def _bring_in(self) -> None:
        s = self.council["proposer"]
        m = self.d.motions[self.council["motion"]]
        n = len(self.seats)
        if n == 2:
            other = 1 - s
            self.emit(
                f"{self.name(s)} brings in {m.name} and decides alone (two participants)",
                "GLA-23",
                "motion",
            )
            if self.veto_used[other]:
                self._accept()
            else:
                self.phase = "veto"
            return
        mode = "openly" if self.options["open_vote"] else "in secret"
        self.emit(
            f"{self.name(s)} brings in {m.name}: all {n} participants vote {mode}",
            "GLA-21",
            "motion",
        )
        self.phase = "vote"

    def voter_order(self) -> list[int]:
        """Every participant (sachkundige Bürger too), from the proposer round the table."""
        n, s = len(self.seats), self.council["proposer"]
        return [(s + k) % n for k in range(n)]

    def waiting_voters(self) -> tuple[int, ...]:
        """Who still has to vote; in the open variant only the next in order."""
        waiting = tuple(v for v in self.voter_order() if str(v) not in self.votes)
        if self.options["open_vote"]:
            return waiting[:1]
        return tuple(sorted(waiting))

    def _vote(self, seat: int, yes: bool) -> None:
        self.votes[str(seat)] = yes
        word = "yes" if yes else "no"
        if self.options["open_vote"]:
            self.emit(f"{self.name(seat)} votes {word}", "GLA-21", "vote", seat=seat, yes=yes)
        else:
            self.reveal()
            self.emit(f"You vote {word}", "GLA-21", "vote", to=(seat,), seat=seat, yes=yes)
            self.emit(f"{self.name(seat)} has voted", "GLA-21", "voted", seat=seat)
        if len(self.votes) == len(self.seats):
            self._count_votes()

    def _count_votes(self) -> None:
        """Simple majority; a tie goes to the participant with the most BG, if there is one (GLA-21)."""
        votes = {int(k): v for k, v in self.votes.items()}
        yes = sum(votes.values())
        no = len(votes) - yes
        shown = ", ".join(
            f"{self.name(v)} {'yes' if votes[v] else 'no'}" for v in self.voter_order()
        )
        self.reveal()
        self.emit(
            f"The votes: {shown}. {yes} yes, {no} no",
            "GLA-21",
            "reveal",
            votes={str(k): v for k, v in sorted(votes.items())},
        )
        if yes != no:
            passed = yes > no
        else:
            top = max(self.bg)
            tops = [v for v in votes if self.bg[v] == top]
            if len(tops) == 1:
                passed = votes[tops[0]]
                self.emit(
                    f"Tie: {self.name(tops[0])} holds the most Bürgergunst ({top}) and decides: "
                    f"{'yes' if passed else 'no'}",
                    "GLA-21",
                    "tiebreak",
                )
            else:
                passed = False
                self.emit(
                    f"Tie, and the most Bürgergunst ({top}) is shared: the motion fails",
                    "GLA-21",
                    "tiebreak",
                )
        if passed:
            self._accept()
        else:
            self._reject()

    def _veto(self, seat: int) -> None:
        self.veto_used[seat] = True
        self.emit(f"{self.name(seat)} uses the one veto of the game", "GLA-23", "veto")
        self._reject()

    def _allow(self, seat: int) -> None:
        self.emit(f"{self.name(seat)} does not use the veto", "GLA-23", "veto")
        self._accept()

    def _reject(self) -> None:
        mid = self.council["motion"]
        self.motions_deck.append(mid)
        self.emit(f"{self.d.motions[mid].name} fails; it goes under the deck", "GLA-21", "rejected")
        self._close_council()

    def _accept(self) -> None:
        """Into the Beschlusslage; 1 BG for the proposer; a sixth forces a repeal (GLA-22)."""
        mid, s = self.council["motion"], self.council["proposer"]
        gain = self.p["motion_bg"]
        self.resolutions.append(mid)
        self.bg[s] += gain
        self._recompute_params()
        self.emit(
            f"{self.d.motions[mid].name} is accepted and holds until the end; "
            f"{self.name(s)} gains {gain} BG",
            "GLA-22",
            "accepted",
            motion=mid,
            seat=s,
        )
        if len(self.resolutions) > self.p["max_resolutions"]:
            self.phase = "repeal"
        else:
            self._close_council()

    def _repeal(self, seat: int, mid: str) -> None:
        self.resolutions.remove(mid)
        self.motions_deck.append(mid)
        self._recompute_params()
        self.emit(
            f"{self.name(seat)} repeals {self.d.motions[mid].name} (at most "
            f"{plural(self.p['max_resolutions'], 'resolution')} lie); it goes under the deck",
            "GLA-22",
            "repealed",
            motion=mid,
        )
        self._close_council()

    def _close_council(self) -> None:
        self.council = None
        self.votes = {}
        self.phase = ""
