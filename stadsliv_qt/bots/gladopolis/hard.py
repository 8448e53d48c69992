"""Glad-o-polis Hard: searches Medium's choices over determinized futures (mcts.py).

The roll-out policy plays every seat quickly the way Medium would (Bürgergunst when it can, let
fields go to auction, bid below the price, vote against others' motions); the evaluation turns
each seat's projected votes on Wahltag into a win chance, less sure the further off Wahltag is.
"""

from __future__ import annotations

import math
import random
from typing import Any

from stadsliv_qt.engine import Action, Game, Kind
from stadsliv_qt.games.gladopolis import actions as A

from ..base import Choice, Observation, Sampler
from ..mcts import SearchBot
from ..reasons import Reason
from .model import Board, data
from .policy import Medium, reserve


def rollout(game: Game, seat: int, rng: random.Random, me: int = -1) -> Action:
    """A quick Medium-like move for any seat of a determinized copy (`me`: the searching seat,
    which bids like Hard)."""
    tag = game.decision().tag
    legal = game.legal_actions(seat)
    if tag == "turn":
        first = None
        for a in legal:
            kind = type(a)
            if kind is A.PlayFormfehler or kind is A.PayFee:
                return a
            if kind is A.BuyBG and first is None:
                first = a
        if first is not None and rng.random() < 0.9:
            return first
        if rng.random() < 0.2:
            builds = [a for a in legal if type(a) is A.Build]
            if builds:
                return rng.choice(builds)
        return legal[0]  # Roll comes first
    if tag == "after":
        return legal[0]  # EndTurn comes first
    if tag == "buy":
        view = game.view(seat)
        board = Board(view, seat, game.options)
        return A.Buy(seat) if board.completes(seat, view["pending"]) else A.Decline(seat)
    if tag == "auction":
        # bid the whole limit at once (any multiple of the step is allowed), so a roll-out
        # auction takes one bid per bidder, not one per 100 €
        bids = [a for a in legal if type(a) is A.Bid]
        if not bids:
            return legal[0]
        view = game.view(seat)
        board = Board(view, seat, game.options)
        pos = view["auction"]["field"]
        worth = board.worth(seat, pos) * (0.75 if seat == me else 1.0)
        limit = min(worth, board.cash[seat] - reserve(board, seat) // 2)
        low = bids[0].amount
        if low > limit:
            return A.Pass(seat)
        step = game.options["auction_step"]
        return A.Bid(seat, low + int(limit - low) // step * step)
    if tag == "debt":
        for a in legal:
            if type(a) is A.Mortgage:
                return a
        return legal[0]
    if tag == "council":
        return A.BringIn(seat)
    if tag == "vote":
        proposer = game.view(seat)["council"]["proposer"]
        return A.Vote(seat, proposer == seat or rng.random() < 0.15)
    if tag == "veto":
        return A.Allow(seat)
    if tag == "trade":
        return A.Refuse(seat)
    return legal[0]


def evaluate(game: Game, seat: int) -> float:
    """The seat's chance to win: the result if the game is over, else a softmax of projected votes."""
    d = game.decision()
    if d.kind is Kind.TERMINAL:
        assert d.results is not None  # a finished game always names its winners
        winners = d.results.winners
        return 1 / len(winners) if seat in winners else 0.0
    return win_chance(game.view(seat), seat, game.options)


def win_chance(view: dict[str, Any], seat: int, options: dict[str, Any]) -> float:
    """Softmax of projected votes; the temperature grows with the rounds left to Wahltag."""
    board = Board(view, seat, options)
    if not board.active[seat]:
        return 0.0
    scores = [board.projected(s) for s in range(board.n) if board.active[s]]
    mine = board.projected(seat)
    tau = 2.0 + 1.5 * math.sqrt(board.rounds_left())
    total = sum(math.exp((x - mine) / tau) for x in scores)
    return 1.0 / total


class HardBot(SearchBot):
    """Hard: determinized Monte Carlo search over Medium's candidates."""

    defaults = {"simulations": 60, "horizon": 80, "stop_tags": ("turn",)}
    search_auctions = False

    def __init__(self, seat: int, seed: int = 0, **budget: Any) -> None:
        super().__init__(seat, seed, **budget)
        self.plan: tuple[tuple[int, int], int] | None = None

    def make_rules(self, seat: int) -> Medium:
        return Medium(seat, expert=True)

    def rollout(self, game: Game, seat: int, rng: random.Random) -> Action:
        return rollout(game, seat, rng, self.seat)

    def evaluate(self, game: Game, seat: int) -> float:
        return evaluate(game, seat)

    def special(self, obs: Observation, sampler: Sampler) -> Choice | None:
        if obs.decision.tag == "auction":
            return self._auction(obs, sampler)
        return None

    def _auction(self, obs: Observation, sampler: Sampler) -> Choice:
        """Search once per auction for the limit to bid up to, then follow it (GLA-09)."""
        s = obs.seat
        auction = obs.view["auction"]
        pos = auction["field"]
        key = (obs.view["turn"], pos)
        bids = sorted(a.amount for a in obs.legal if isinstance(a, A.Bid))
        low = bids[0] if bids else None
        board = Board(obs.view, s, dict(obs.options))
        worth = board.worth(s, pos)
        if self.plan is None or self.plan[0] != key:
            limit = min(0.75 * worth, board.cash[s] - reserve(board, s) // 2)
            if self.search_auctions:
                limit = self._search_limit(obs, board, pos, low, worth)
            self.plan = (key, limit)
        limit = self.plan[1]
        name = data().fields[pos].name
        if low is not None and low <= limit:
            return Choice(A.Bid(s, low), self.rules._bid_reason(board, s, pos, low))
        return Choice(A.Pass(s), Reason("gladopolis.auction_pass", field=name, amount=low or 0))

    def _search_limit(
        self, obs: Observation, board: Board, pos: int, low: int | None, worth: int
    ) -> int:
        s = obs.seat
        if low is None:
            return 0
        price = data().fields[pos].price
        cash = board.cash[s]
        rules = min(0.75 * worth, cash - reserve(board, s) // 2)
        options: list[int] = []
        for x in (rules, 0.5 * worth, worth, 0.6 * price, price):
            limit = min(int(x) // 100 * 100, cash)
            # every limit below the next bid means passing now: keep only one of those
            key = limit if limit >= low else -1
            if key not in [y if y >= low else -1 for y in options]:
                options.append(limit)
        if len(options) == 1:
            return options[0]
        candidates = [Choice(A.Bid(s, low) if x >= low else A.Pass(s)) for x in options]
        plans = [_auction_plan(pos, x) for x in options]
        self.last = self.search().run(candidates, plans)
        return options[candidates.index(self.last.choice)]


def _auction_plan(pos: int, limit: int):
    """The bot's own bids in this auction during a simulation: the next bid while within `limit`."""

    def plan(game: Game, seat: int, rng: random.Random) -> Action | None:
        if game.decision().tag != "auction" or game.view(seat)["auction"]["field"] != pos:
            return None
        bids = [a for a in game.legal_actions(seat) if type(a) is A.Bid]
        if bids and bids[0].amount <= limit:
            return bids[0]
        return A.Pass(seat)

    return plan
