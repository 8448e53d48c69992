"""Hard's search: Monte Carlo over determinizations, shared by the three titles.

Each simulation takes a determinized copy from the Sampler (hidden cards, others' sealed entries
and the future dice drawn afresh), applies one candidate for the bot's decision, lets every seat
play on with the title's fast roll-out policy for a fixed number of steps, and scores the end
position with the title's evaluation (a win chance in [0, 1]; a finished game scores its result).

The root is a bandit over the candidates that Medium's rules propose, decided by sequential
halving: each round gives every surviving candidate the same simulations (the same
determinization and the same dice seed, so luck cancels out of the comparison) and keeps the
better half. Below the root the search is an open-loop tree over the bot's own later decisions
inside the horizon: each node keeps statistics per action and picks by UCB1 among the actions
the roll-out policy and Medium propose there; other seats and the dice follow the roll-out policy.
A search stops early when its time budget is spent. Time is counted as this thread's CPU time, so
the budget means the same on a busy machine and in a worker thread.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from stadsliv_qt.engine import Action, Game, IllegalAction, Kind

from .base import Bot, Choice, Observation, Sampler, observe
from .fork import fork
from .reasons import Reason
from .sampler import reseed

Rollout = Callable[[Game, int, random.Random], Action]
Evaluate = Callable[[Game, int], float]
Expand = Callable[[Game, int, random.Random], Sequence[Action]]
Plan = Callable[[Game, int, random.Random], "Action | None"]


@dataclass(frozen=True)
class Budget:
    """How much Hard may think per decision."""

    simulations: int = 160
    seconds: float | None = 0.85
    horizon: int = 60
    stop_tags: tuple[str, ...] = ()
    tree_width: int = 3
    depth: int = 1
    prior: float = 0.01
    z: float = 2.0


@dataclass
class Node:
    """Statistics of the bot's own decision at one point of the open-loop tree."""

    visits: int = 0
    children: dict[Action, list[float]] = field(default_factory=dict)  # action -> [n, total]
    nodes: dict[Action, Node] = field(default_factory=dict)

    def pick(self, actions: Sequence[Action], c: float = 0.7) -> Action:
        """UCB1 over the actions available in this determinization; unseen ones first."""
        best, best_score = actions[0], -1.0
        log_n = math.log(self.visits + 1)
        for a in actions:
            stat = self.children.get(a)
            if stat is None or stat[0] == 0:
                return a
            score = stat[1] / stat[0] + c * math.sqrt(log_n / stat[0])
            if score > best_score:
                best, best_score = a, score
        return best


@dataclass
class Result:
    """What the search found: the chosen candidate, every candidate's mean and count."""

    choice: Choice
    means: list[float]
    counts: list[int]
    simulations: int
    seconds: float


class Search:
    """One decision's search for one seat."""

    def __init__(
        self,
        seat: int,
        rng: random.Random,
        sampler: Sampler,
        rollout: Rollout,
        evaluate: Evaluate,
        budget: Budget,
        expand: Expand | None = None,
    ) -> None:
        self.seat = seat
        self.rng = rng
        self.sampler = sampler
        self.rollout = rollout
        self.evaluate = evaluate
        self.budget = budget
        self.expand = expand
        self.worlds: list[tuple[Game, int]] = []
        self.deadline = math.inf

    # ----- the root ----------------------------------------------------------------------
    def run(self, candidates: Sequence[Choice], plans: Sequence[Plan] | None = None) -> Result:
        """Sequential halving over `candidates`; Medium's favourite (the first) is the default.

        Candidate 0 is never dropped, and another is chosen only when its paired gain over
        candidate 0 on the same simulations is clear (above z standard errors and the margin).
        `plans[i]`, if given, keeps steering the bot's own decisions after candidate i (for
        example, keep bidding up to a limit); it returns None where it has nothing to say.
        """
        start = time.thread_time()
        k = len(candidates)
        if k == 1:
            return Result(candidates[0], [0.0], [0], 0, 0.0)
        if self.budget.seconds is not None:
            self.deadline = start + self.budget.seconds
        values: list[dict[int, float]] = [{} for _ in range(k)]
        trees = [Node() for _ in range(k)]
        alive = list(range(k))
        rounds = max(1, math.ceil(math.log2(k)))
        spent = 0
        world = 0
        for r in range(rounds):
            left = self.budget.simulations - spent
            per = max(1, left // ((rounds - r) * len(alive)))
            for _ in range(per):
                if time.thread_time() > self.deadline and world > 0:
                    break
                for i in alive:
                    plan = plans[i] if plans is not None else None
                    values[i][world] = self._simulate(world, candidates[i].action, trees[i], plan)
                    spent += 1
                world += 1
            if len(alive) <= 2 or time.thread_time() > self.deadline:
                break
            ranked = sorted(alive[1:], key=lambda i: -_mean(values[i]))
            alive = [0, *ranked[: max(1, (len(alive) + 1) // 2 - 1)]]
        means = [_mean(v) for v in values]
        best = max(alive, key=lambda i: means[i])
        if best != 0 and not self._clearly_better(values[best], values[0]):
            best = 0
        counts = [len(v) for v in values]
        return Result(candidates[best], means, counts, spent, time.thread_time() - start)

    def _clearly_better(self, a: dict[int, float], b: dict[int, float]) -> bool:
        """Paired test on the simulations both saw: mean gain above z standard errors + margin."""
        common = [w for w in a if w in b]
        if len(common) < 2:
            return False
        diffs = [a[w] - b[w] for w in common]
        mean = sum(diffs) / len(diffs)
        var = sum((d - mean) ** 2 for d in diffs) / (len(diffs) - 1)
        return mean - self.budget.z * math.sqrt(var / len(diffs)) > self.budget.prior

    def _world(self, j: int) -> tuple[Game, int]:
        """The j-th determinization and dice seed (shared by every candidate: common numbers)."""
        while len(self.worlds) <= j:
            game = self.sampler.sample(self.rng)
            self.worlds.append((game, self.rng.getrandbits(62)))
        return self.worlds[j]

    # ----- one simulation ----------------------------------------------------------------
    def _simulate(self, j: int, action: Action, tree: Node, plan: Plan | None = None) -> float:
        base, seed = self._world(j)
        game = fork(base)
        rng = random.Random(seed)
        reseed(game, rng)
        try:
            game.apply(action)
        except IllegalAction:
            return 0.0
        node: Node | None = tree if self.budget.depth > 0 and self.expand is not None else None
        path: list[tuple[Node, Action]] = []
        steps = 0
        others = False
        stops = self.budget.stop_tags
        while steps < self.budget.horizon:
            d = game.decision()
            if d.kind is Kind.TERMINAL:
                break
            if d.kind is Kind.CHANCE:
                game.resolve_chance()
            else:
                seat = d.seats[0] if d.kind is Kind.SEAT else min(d.seats)
                if seat != self.seat:
                    others = True
                elif others and d.tag in stops:
                    break  # the bot's next turn: far enough to see what this choice led to
                planned = plan(game, seat, rng) if plan is not None and seat == self.seat else None
                if planned is not None:
                    act = planned
                elif seat == self.seat and node is not None:
                    act = self._tree_step(game, node, rng)
                    path.append((node, act))
                    node = (
                        node.nodes.setdefault(act, Node())
                        if len(path) < self.budget.depth
                        else None
                    )
                else:
                    act = self.rollout(game, seat, rng)
                try:
                    game.apply(act)
                except IllegalAction:
                    game.apply(game.legal_actions(seat)[0])
            steps += 1
        value = self.evaluate(game, self.seat)
        for n, act in path:
            n.visits += 1
            stat = n.children.setdefault(act, [0, 0.0])
            stat[0] += 1
            stat[1] += value
        return value

    def _tree_step(self, game: Game, node: Node, rng: random.Random) -> Action:
        """The bot's own later decision inside the tree: UCB1 over a few proposed actions."""
        if self.expand is None:
            return self.rollout(game, self.seat, rng)
        proposed = list(self.expand(game, self.seat, rng))[: self.budget.tree_width]
        if len(proposed) <= 1:
            return proposed[0] if proposed else self.rollout(game, self.seat, rng)
        return node.pick(proposed)


def _mean(values: dict[int, float]) -> float:
    return sum(values.values()) / len(values) if values else -1.0


def unique(choices: Sequence[Choice], limit: int = 6) -> list[Choice]:
    """The first choice per action, at most `limit` (the search's root candidates)."""
    seen: set[Action] = set()
    out = []
    for c in choices:
        if c.action not in seen:
            seen.add(c.action)
            out.append(c)
    return out[:limit]


class SearchBot(Bot):
    """Hard for any title: Medium's candidates, weighed by Search over determinized futures.

    A title subclasses it with its Medium rules (`rules`), roll-out policy, evaluation and
    tree expansion. It answers at once when only one action is legal or Medium sees only one
    sensible choice, and may handle some decisions itself (`special`).
    """

    level = "hard"
    candidates = 6
    defaults: dict[str, Any] = {}

    def __init__(self, seat: int, seed: int = 0, **budget: Any) -> None:
        super().__init__(seat, seed)
        self.budget = Budget(**{**self.defaults, **budget})
        self.rules = self.make_rules(seat)
        self.last: Result | None = None

    def make_rules(self, seat: int) -> Any:
        """The title's Medium rules object (with an `options(obs)` method)."""
        raise NotImplementedError

    def rollout(self, game: Game, seat: int, rng: random.Random) -> Action:
        raise NotImplementedError

    def evaluate(self, game: Game, seat: int) -> float:
        raise NotImplementedError

    def expand(self, game: Game, seat: int, rng: random.Random) -> Sequence[Action]:
        """Medium's proposals at the bot's own later decisions inside the search tree."""
        return [c.action for c in self.make_rules(seat).options(observe(game, seat))]

    def special(self, obs: Observation, sampler: Sampler) -> Choice | None:
        """A title's own handling of some decisions (None: search Medium's candidates)."""
        return None

    def search(self) -> Search:
        return Search(
            self.seat, self.rng, self.sampler, self.rollout, self.evaluate, self.budget, self.expand
        )

    def __getstate__(self) -> dict[str, Any]:
        """A bot sent to or back from a worker process leaves its last decision's Sampler behind
        (it reaches the game, and is never used again)."""
        state = dict(self.__dict__)
        state.pop("sampler", None)
        return state

    def choose(self, obs: Observation, sampler: Sampler) -> Choice:
        self.last = None
        if len(obs.legal) == 1:
            return Choice(obs.legal[0], Reason("only_choice"))
        self.sampler = sampler
        done = self.special(obs, sampler)
        if done is not None:
            return done
        options = unique(self.rules.options(obs), self.candidates)
        if len(options) == 1:
            return options[0]
        self.last = self.search().run(options)
        return self.last.choice
