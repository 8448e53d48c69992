"""What a Stadsliv seat cannot know, drawn afresh: others' secret votes and the future throws.

Everything else in Stadsliv is public (STA-22: only votes are secret until the reveal), so the
determinizer reseeds the chance source (dice and the Ödestärning) and replaces every vote other
seats have cast in an open vote by a guess: against a question that helps its asker, for one
that helps the voter (Medium's reading of the question).
"""

from __future__ import annotations

import random

from stadsliv_qt.engine import Game
from stadsliv_qt.games.stadsliv import StadslivGame

from ..base import Observation
from ..sampler import reseed
from .model import Town
from .policy import Medium, change_gain


def determinize(game: Game, obs: Observation, rng: random.Random) -> None:
    """Redraw the hidden parts of a Stadsliv copy as `obs.seat` may imagine them."""
    assert isinstance(game, StadslivGame)  # the harness registers this for Stadsliv only
    reseed(game, rng)
    pending = obs.view["pending"].get("vote")
    if pending is None:
        return
    town = Town(obs.view, obs.seat, dict(obs.options))
    victory = obs.view["pending"]["rule"] == "STA-23"
    q, code = Medium(obs.seat)._question(obs)
    for frame in game.stack:
        if frame.get("t") not in ("vote", "victory"):
            continue
        votes = frame["votes"]
        for voter in frame["voters"]:
            if voter == obs.seat or votes[voter] is None:
                continue
            if victory:
                p = 0.15
            else:
                p = 0.8 if change_gain(town, voter, pending["asker"], q, code) > 0 else 0.2
            votes[voter] = rng.random() < p
