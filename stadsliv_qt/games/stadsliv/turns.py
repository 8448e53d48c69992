"""Choosing the banker (STA-04) and the turn order (STA-06, turn limit for STA-24)."""

from __future__ import annotations

from typing import Any

from stadsliv_qt.engine import Action, Decision, IllegalAction, Kind, plural

from .actions import Roll, Volunteer


class TurnsMixin:
    """The banker's election and each player's turn before the roll."""

    # ----- STA-04: the banker ----------------------------------------------------------------
    def _d_banker(self, f: dict[str, Any]) -> Decision:
        s = f["who"]
        return Decision(
            Kind.SEAT,
            (s,),
            f"{self.name(s)}: do you volunteer to be the banker?",
            rule="STA-04",
            tag="banker",
        )

    def _l_banker(self, f: dict[str, Any], seat: int) -> list[Action]:
        return [Volunteer(seat, True), Volunteer(seat, False)]

    def _c_banker(self, f: dict[str, Any], action: Action) -> None:
        if not isinstance(action, Volunteer):
            raise IllegalAction("First the table chooses a banker: volunteer or decline.")

    def _a_banker(self, f: dict[str, Any], action: Volunteer) -> None:
        s = action.seat
        if action.yes:
            self.stack.pop()
            self._make_banker(s, "volunteers")
            return
        self.emit(f"{self.name(s)} does not volunteer as banker", rule="STA-04", kind="banker")
        if s + 1 < self.n:
            f["who"] = s + 1
        else:
            self.stack[-1] = {"t": "banker_roll", "who": -1, "cands": list(range(self.n))}
            self.emit(
                "Nobody volunteered: the lowest sum of two dice becomes banker",
                rule="STA-04",
                kind="banker",
            )

    def _d_banker_roll(self, f: dict[str, Any]) -> Decision:
        names = ", ".join(self.name(s) for s in f["cands"])
        return Decision(
            Kind.CHANCE, prompt=f"{names} roll two dice", rule="STA-04", tag="banker", chance="dice"
        )

    def _r_banker_roll(self, f: dict[str, Any]) -> None:
        sums = {}
        for s in f["cands"]:
            a, b = self.chance.dice(2)
            sums[s] = a + b
            self.emit(
                f"{self.name(s)} rolls {a}+{b} = {a + b}",
                rule="STA-04",
                kind="dice",
                seat=s,
                dice=[a, b],
            )
        low = min(sums.values())
        tied = [s for s in f["cands"] if sums[s] == low]
        if len(tied) == 1:
            self.stack.pop()
            self._make_banker(tied[0], f"rolled the lowest sum ({low})")
            return
        f["cands"] = tied
        names = " and ".join(self.name(s) for s in tied)
        self.emit(f"{names} tie on {low} and roll again", rule="STA-04", kind="banker")

    def _make_banker(self, s: int, how: str) -> None:
        self.banker = s
        self.owner["B"] = s
        self.emit(
            f"{self.name(s)} {how} and is the banker: the banker's ring and the Bank's share",
            rule="STA-04",
            kind="banker",
            seat=s,
        )

    # ----- STA-06: turns ---------------------------------------------------------------------
    def _next_turn(self) -> None:
        """Start the next player's turn, or end with the count when the turn limit is reached."""
        limit = self.options["turn_limit"]
        if limit and self.turns >= limit:
            self.emit(
                f"The turn limit of {plural(limit, 'turn')} is reached", rule="STA-24", kind="info"
            )
            self._count("the turn limit was reached")
            return
        self.current = 0 if self.current < 0 else self._next_active(self.current)
        self.turns += 1
        self.offered = []
        self.stack.append({"t": "turn", "who": self.current})
        self.emit(
            f"{self.name(self.current)}'s turn", rule="STA-06", kind="turn", seat=self.current
        )

    def _d_turn(self, f: dict[str, Any]) -> Decision:
        s = f["who"]
        return Decision(
            Kind.SEAT,
            (s,),
            f"{self.name(s)}: roll one die or both",
            rule="STA-06",
            tag="roll",
        )

    def _l_turn(self, f: dict[str, Any], seat: int) -> list[Action]:
        out: list[Action] = list(self._rolls[seat])
        if self.loan[seat] == 0:
            out += self._loans[seat]
        out += self._offers(seat)
        return out

    def _c_turn(self, f: dict[str, Any], action: Action) -> None:
        if isinstance(action, Roll):
            if action.dice not in (1, 2):
                raise IllegalAction("Roll one die or both.")
            return
        if self._check_own_turn_extras(action):
            return
        raise IllegalAction("Roll one die or both (or borrow, or put something up for sale).")

    def _a_turn(self, f: dict[str, Any], action: Action) -> None:
        if isinstance(action, Roll):
            s = action.seat
            self.stack[-1] = {"t": "move", "who": s, "n": action.dice}
            dice = "one die" if action.dice == 1 else "both dice"
            self.emit(f"{self.name(s)} chooses {dice}", rule="STA-06", kind="roll", seat=s)
            return
        self._apply_own_turn_extras(action)
