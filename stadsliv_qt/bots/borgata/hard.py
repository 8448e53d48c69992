"""Borgata Hard: searches Medium's choices over determinized futures (mcts.py).

The roll-out policy plays every family quickly the way a sensible player would (spread to empty
lots from crowded ones, leave Fängelset, recruit when rich, bid modestly); the evaluation turns
each family's standing after the conflicts (model.py) into a win chance.
"""

from __future__ import annotations

import math
import random

from stadsliv_qt.engine import Action, Game, Kind
from stadsliv_qt.games.borgata import actions as A
from stadsliv_qt.games.borgata.grid import PRISON

from ..mcts import SearchBot
from .model import City, index
from .policy import Medium
from .sampler import guess_envelopes


def rollout(game: Game, seat: int, rng: random.Random) -> Action:
    """A quick move for any family of a determinized copy."""
    tag = game.decision().tag
    legal = game.legal_actions(seat)
    if tag == "mobilise":
        lots = game.view(seat)["lots"]
        best, best_score = None, 0.5
        for a in legal:
            if type(a) is not A.Step:
                continue
            i, j = index(a.frm), index(a.to)
            src, dst = lots[i]["members"], lots[j]["members"]
            crowd = src[seat] >= 2 or i == PRISON
            others = sum(dst) - dst[seat]
            if others == 0 and dst[seat] == 0 and crowd:
                score = lots[j].get("value", 2) + rng.random()
            elif (
                others
                and dst[seat] + 1 > others
                and not any(c for f, c in enumerate(dst) if f != seat and c > dst[seat] + 1)
            ):
                score = lots[j].get("value", 2) + 1 + rng.random()
            else:
                continue
            if score > best_score:
                best, best_score = a, score
        return best if best is not None else A.Pass(seat)
    if tag == "place":
        view = game.view(seat)
        empty = [
            a
            for a in legal
            if isinstance(a, A.Place) and not any(view["lots"][index(a.lot)]["members"])
        ]
        return rng.choice(empty or legal)
    if tag == "envelopes":
        sample = legal[0]
        assert isinstance(sample, A.Envelopes)  # Phase 1 offers only envelope sets
        contacts = tuple(cid for cid, _ in sample.amounts)
        cash = game.view(seat)["players"][seat]["money"]
        return A.Envelopes(seat, guess_envelopes(contacts, cash, rng))
    if tag == "contract_bid":
        top = max(a.amount for a in legal if isinstance(a, A.ContractBid))
        return A.ContractBid(seat, min(top, rng.choice((0, 200, 300, 500, 700))))
    if tag == "recruit":
        recruits = [a for a in legal if type(a) is A.Recruit]
        if recruits and rng.random() < 0.7:
            return rng.choice(recruits)
        return A.Done(seat)
    if tag == "collect":
        return A.Done(seat)
    if tag == "block":
        block = legal[0]
        assert isinstance(block, A.Block)  # the block decision offers only Block
        return A.Block(seat, block.lot, False)
    if tag == "response":
        return A.Respond(seat, True)
    return rng.choice(legal)


def evaluate(game: Game, seat: int) -> float:
    """The seat's chance to win: the result if the game is over, else a softmax of standings."""
    d = game.decision()
    if d.kind is Kind.TERMINAL:
        assert d.results is not None  # a finished game always names its winners
        winners = d.results.winners
        return 1 / len(winners) if seat in winners else 0.0
    city = City(game.view(seat), seat, late=True)
    strength = city.strength(city.members)
    mine = strength[seat]
    return 1.0 / sum(math.exp((x - mine) / 3.0) for x in strength)


class HardBot(SearchBot):
    """Hard: determinized Monte Carlo search over Medium's candidates."""

    defaults = {"simulations": 48, "horizon": 60, "stop_tags": ("envelopes", "recruit")}

    def make_rules(self, seat: int) -> Medium:
        return Medium(seat, expert=True)

    def rollout(self, game: Game, seat: int, rng: random.Random) -> Action:
        return rollout(game, seat, rng)

    def evaluate(self, game: Game, seat: int) -> float:
        return evaluate(game, seat)
