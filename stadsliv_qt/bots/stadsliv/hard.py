"""Stadsliv Hard: searches Medium's choices over determinized futures (mcts.py).

The roll-out policy plays every seat quickly the way Medium would (volunteer, roll both dice,
buy what can be paid, vote no, appeal); the evaluation turns each player's projected count
(STA-24) into a win chance, less sure the more turns are left, and counts a bankrupt player out.
"""

from __future__ import annotations

import random

from stadsliv_qt.engine import Action, Game, Kind
from stadsliv_qt.games.stadsliv import actions as A

from ..mcts import SearchBot
from .model import Town
from .policy import Medium
from .value import chances


def rollout(game: Game, seat: int, rng: random.Random) -> Action:
    """A quick Medium-like move for any seat of a determinized copy."""
    tag = game.decision().tag
    legal = game.legal_actions(seat)
    if tag == "roll":
        return A.Roll(seat, 2 if rng.random() < 0.85 else 1)
    if tag == "buy":
        yes = A.Buy(seat, True)
        return yes if yes in legal else A.Buy(seat, False)
    if tag == "turn":
        for a in legal:
            if type(a) is A.Ask and a.question == "seat":
                return a
        return A.EndTurn(seat)
    if tag == "vote":
        return A.Vote(seat, rng.random() < 0.2)
    if tag == "auction":
        view = game.view(seat)
        auction = view["pending"]["auction"]
        town = Town(view, seat, game.options)
        nxt = auction["bid"] + 1
        if nxt <= town.item_value(seat, auction["item"]) - 1 and nxt <= town.money[seat]:
            return A.Bid(seat, nxt)
        return A.Pass(seat)
    if tag == "debt":
        for kind in (A.TakeLoan, A.Offer, A.SellToKassa):
            for a in legal:
                if type(a) is kind:
                    return a if kind is not A.TakeLoan else A.TakeLoan(seat, min(5, len(legal)))
        return legal[0]
    if tag == "auction_accept":
        return A.AcceptBid(seat, True)
    if tag == "banker":
        return A.Volunteer(seat, True)
    if tag == "appeal":
        return A.Appeal(seat, True)
    if tag == "protest":
        return A.Protest(seat, False)
    if tag == "loan_throw":
        return A.LoanThrow(seat, rng.random() < 0.5)
    return legal[0]


def evaluate(game: Game, seat: int) -> float:
    """The seat's chance to win: the result if the game is over, else the learned estimate."""
    d = game.decision()
    if d.kind is Kind.TERMINAL:
        assert d.results is not None  # a finished game always names its winners
        winners = d.results.winners
        return 1 / len(winners) if seat in winners else 0.0
    town = Town(game.view(seat), seat, game.options)
    if not town.alive[seat]:
        return 0.0
    return chances(town)[seat]


class HardBot(SearchBot):
    """Hard: determinized Monte Carlo search over Medium's candidates."""

    defaults = {
        "simulations": 60,
        "horizon": 80,
        "stop_tags": ("roll",),
        "z": 0.5,
        "prior": 0.0,
    }

    def make_rules(self, seat: int) -> Medium:
        return Medium(seat)

    def rollout(self, game: Game, seat: int, rng: random.Random) -> Action:
        return rollout(game, seat, rng)

    def evaluate(self, game: Game, seat: int) -> float:
        return evaluate(game, seat)
