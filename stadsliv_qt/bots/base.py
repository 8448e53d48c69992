"""What a bot sees and returns: the Observation of its seat, a Choice with a Reason, the Bot base.

A bot never receives the game. The harness builds an `Observation` (the seat's decision, its
legal actions, `view(seat)` and `log_for(seat)`) and a `Sampler` (sampler.py) that can only hand
out determinized copies, in which everything the seat cannot know was drawn afresh from the bot's
own random source. A decision is therefore a function of what the seat knows and the bot's seed.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar, Protocol

from stadsliv_qt.engine import Action, Decision, Event, Game, Kind

from .reasons import Reason


class Sampler(Protocol):
    """What a bot may ask of the harness's Sampler (sampler.py): determinized copies, no more."""

    def sample(self, rng: random.Random) -> Game:
        """A copy with every hidden part redrawn from `rng`, consistent with the seat's view."""
        ...


LEVELS = ("easy", "medium", "hard")


@dataclass(frozen=True)
class Observation:
    """Everything one seat may know when it must act, and nothing more."""

    game: str
    seat: int
    seats: int
    options: Mapping[str, Any]
    decision: Decision
    legal: tuple[Action, ...]
    view: dict[str, Any]
    log: tuple[Event, ...]

    def of_type(self, *kinds: type) -> list[Action]:
        """The legal actions of these types, in the engine's order."""
        return [a for a in self.legal if isinstance(a, kinds)]


def observe(game: Game, seat: int, light: bool = False) -> Observation:
    """The seat's Observation of `game` now (what the harness hands a bot).

    `light` leaves out the view and the log, for bots that never read them (RandomBot).
    """
    return Observation(
        game=game.info.id,
        seat=seat,
        seats=len(game.seats),
        options=dict(game.options),
        decision=game.decision(),
        legal=tuple(game.legal_actions(seat)),
        view={} if light else game.view(seat),
        log=() if light else tuple(game.log_for(seat)),
    )


def asked(decision: Decision) -> tuple[int, ...]:
    """The seats that must act now: the one SEAT, or every SEALED seat still to submit."""
    if decision.kind is Kind.SEAT or decision.kind is Kind.SEALED:
        return decision.seats
    return ()


@dataclass(frozen=True)
class Choice:
    """A bot's answer: the action to apply and, at Medium and Hard, why."""

    action: Action
    reason: Reason | None = None


class Bot(ABC):
    """A computer player for one seat; its only randomness is its own seeded generator."""

    level: ClassVar[str] = ""
    light: ClassVar[bool] = False  # True: needs only the decision and legal actions (no view, log)

    def __init__(self, seat: int, seed: int = 0) -> None:
        self.seat = seat
        self.rng = random.Random(seed)

    @abstractmethod
    def choose(self, obs: Observation, sampler: Sampler) -> Choice:
        """Pick one action for `obs` (a legal action, or a free amount the rules accept)."""


class Ranker(Protocol):
    """A title's rules for one seat: a decision's options from its observation, best first."""

    def options(self, obs: Observation) -> list[Choice]: ...


class RulesBot(Bot):
    """A level that plays the first of its rules' options (each title's Medium)."""

    def __init__(self, seat: int, seed: int = 0) -> None:
        super().__init__(seat, seed)
        self.rules = self.make_rules(seat)

    @abstractmethod
    def make_rules(self, seat: int) -> Ranker:
        """The title's rules for this seat."""

    def choose(self, obs: Observation, sampler: Sampler) -> Choice:
        return self.rules.options(obs)[0]


class RandomBot(Bot):
    """Uniformly random legal play: the baseline Easy must beat."""

    level = "random"
    light = True

    def choose(self, obs: Observation, sampler: Sampler) -> Choice:
        return Choice(self.rng.choice(obs.legal))
