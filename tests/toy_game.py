"""Tärningsduell: a tiny test-only game that exercises every decision kind of the core."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from stadsliv_qt.engine import (
    Action,
    Decision,
    Game,
    GameInfo,
    IllegalAction,
    Kind,
    OptionSpec,
    Results,
    StateError,
)


@dataclass(frozen=True)
class Target(Action):
    """The starter names the sum to reach."""

    value: int = 7

    def describe(self) -> str:
        return f"aims for {self.value}"


@dataclass(frozen=True)
class Bid(Action):
    """A sealed bid for the round's prize."""

    amount: int = 0

    def describe(self) -> str:
        return "seals a bid"


class ToyGame(Game):
    """Each round: the starter names a target, two dice roll, then everyone bids sealed."""

    info = GameInfo(
        id="toy",
        title="Tärningsduell",
        description="A test game.",
        min_seats=2,
        max_seats=4,
        options=(
            OptionSpec("rounds", "Rounds", "int", 2, "How many rounds.", "TOY-1", 1, 5),
            OptionSpec(
                "prize",
                "Prize",
                "choice",
                "5",
                "The prize.",
                "TOY-2",
                choices=(("5", "five"), ("9", "nine")),
            ),
        ),
    )

    def setup(self) -> None:
        self.round = 0
        self.phase = "target"
        self.target = 0
        self.coins = [10] * len(self.seats)
        self.points = [0] * len(self.seats)
        self.bids: dict[int, int] = {}

    def decision(self) -> Decision:
        if self.phase == "over":
            best = max(self.points)
            winners = tuple(i for i, p in enumerate(self.points) if p == best)
            return Decision(
                Kind.TERMINAL,
                results=Results(winners, "most points", scores=dict(enumerate(self.points))),
            )
        if self.phase == "target":
            return Decision(
                Kind.SEAT, (self.round % len(self.seats),), "Name a target", tag="target"
            )
        if self.phase == "roll":
            return Decision(Kind.CHANCE, chance="dice")
        waiting = tuple(i for i in range(len(self.seats)) if i not in self.bids)
        return Decision(
            Kind.SEALED, waiting, "Seal a bid", tag="bid", submitted=tuple(sorted(self.bids))
        )

    def legal_actions(self, seat: int) -> list[Action]:
        d = self.decision()
        if seat not in d.seats:
            return []
        if self.phase == "target":
            return [Target(seat, v) for v in range(2, 13)]
        return [Bid(seat, a) for a in range(self.coins[seat] + 1)]

    def check(self, action: Action) -> None:
        if self.phase == "target":
            if not isinstance(action, Target) or not 2 <= action.value <= 12:
                raise IllegalAction("Name a target from 2 to 12.")
        elif not isinstance(action, Bid):
            raise IllegalAction("Everyone must seal a bid now.")
        elif not 0 <= action.amount <= self.coins[action.seat]:
            raise IllegalAction(f"You have only {self.coins[action.seat]} coins.")

    def _apply(self, action: Action) -> None:
        if isinstance(action, Target):
            self.target = action.value
            self.phase = "roll"
            self.emit(f"{self.name(action.seat)} {action.describe()}", rule="TOY-1")
            return
        assert isinstance(action, Bid)
        self.bids[action.seat] = action.amount
        self.reveal()
        self.emit(f"You bid {action.amount}", to=(action.seat,))
        self.emit(f"{self.name(action.seat)} sealed a bid")
        if len(self.bids) == len(self.seats):
            top = max(self.bids.values())
            tops = [s for s, a in self.bids.items() if a == top]
            shown = ", ".join(f"{self.name(s)} {a}" for s, a in sorted(self.bids.items()))
            self.emit(f"Bids opened: {shown}", rule="TOY-2", kind="reveal")
            if len(tops) == 1 and top > 0:
                self.coins[tops[0]] -= top
                self.points[tops[0]] += int(self.options["prize"])
            self.bids = {}
            self.round += 1
            self.phase = "over" if self.round >= self.options["rounds"] else "target"

    def _resolve_chance(self) -> None:
        a, b = self.chance.dice(2)
        starter = self.round % len(self.seats)
        if a + b >= self.target:
            self.points[starter] += a + b
        self.emit(f"Rolled {a}+{b}", kind="dice", dice=[a, b])
        self.phase = "bid"

    def view(self, seat: int | None) -> dict[str, Any]:
        return {
            "round": self.round,
            "phase": self.phase,
            "coins": list(self.coins),
            "points": list(self.points),
            "sealed": sorted(self.bids),
            "my_bid": self.bids.get(seat) if seat is not None else None,
        }

    def state_dict(self) -> dict[str, Any]:
        return {
            "round": self.round,
            "phase": self.phase,
            "target": self.target,
            "coins": self.coins,
            "points": self.points,
            "bids": {str(k): v for k, v in self.bids.items()},
        }

    def load_state(self, data: dict[str, Any]) -> None:
        self.round = int(data["round"])
        self.phase = data["phase"]
        self.target = int(data["target"])
        self.coins = [int(c) for c in data["coins"]]
        self.points = [int(p) for p in data["points"]]
        self.bids = {int(k): int(v) for k, v in data["bids"].items()}

    def validate(self) -> None:
        n = len(self.seats)
        if self.phase not in ("target", "roll", "bid", "over"):
            raise StateError(f"unknown phase {self.phase!r}")
        if len(self.coins) != n or len(self.points) != n:
            raise StateError("there must be one purse per player")
        if any(c < 0 for c in self.coins):
            raise StateError("a player has negative coins")
        if any(not 0 <= s < n for s in self.bids):
            raise StateError("a bid belongs to no seat")
