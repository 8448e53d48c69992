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

from stadsliv_qt.engine import Action, Game, IllegalAction, Kind

from .base import Choice
from .fork import fork
from .sampler import Sampler, reseed

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
    tree_width: int = 3
    depth: int = 2
    prior: float = 0.01


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
        """Sequential halving over `candidates` (Medium's favourite first gets a small prior).

        `plans[i]`, if given, keeps steering the bot's own decisions after candidate i (for
        example, keep bidding up to a limit); it returns None where it has nothing to say.
        """
        start = time.thread_time()
        k = len(candidates)
        if k == 1:
            return Result(candidates[0], [0.0], [0], 0, 0.0)
        if self.budget.seconds is not None:
            self.deadline = start + self.budget.seconds
        totals = [0.0] * k
        counts = [0] * k
        trees = [Node() for _ in range(k)]
        alive = list(range(k))
        rounds = max(1, math.ceil(math.log2(k)))
        spent = 0
        world = 0
        for r in range(rounds):
            left = self.budget.simulations - spent
            per = max(1, left // ((rounds - r) * len(alive)))
            for _ in range(per):
                if time.thread_time() > self.deadline and min(counts[i] for i in alive) > 0:
                    break
                for i in alive:
                    plan = plans[i] if plans is not None else None
                    value = self._simulate(world, candidates[i].action, trees[i], plan)
                    totals[i] += value
                    counts[i] += 1
                    spent += 1
                world += 1
            if len(alive) <= 1 or time.thread_time() > self.deadline:
                break
            alive.sort(key=lambda i: -self._score(i, totals, counts))
            alive = alive[: max(1, (len(alive) + 1) // 2)]
        means = [totals[i] / counts[i] if counts[i] else 0.0 for i in range(k)]
        best = max(alive, key=lambda i: self._score(i, totals, counts))
        return Result(candidates[best], means, counts, spent, time.thread_time() - start)

    def _score(self, i: int, totals: list[float], counts: list[int]) -> float:
        if not counts[i]:
            return -1.0
        return totals[i] / counts[i] + (self.budget.prior if i == 0 else 0.0)

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
        while steps < self.budget.horizon:
            d = game.decision()
            if d.kind is Kind.TERMINAL:
                break
            if d.kind is Kind.CHANCE:
                game.resolve_chance()
            else:
                seat = d.seats[0] if d.kind is Kind.SEAT else min(d.seats)
                planned = plan(game, seat, rng) if plan is not None and seat == self.seat else None
                if planned is not None:
                    act = planned
                elif seat == self.seat and node is not None:
                    act = self._tree_step(game, node, rng)
                    path.append((node, act))
                    node = node.nodes.setdefault(act, Node()) if len(path) < self.budget.depth else None
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
