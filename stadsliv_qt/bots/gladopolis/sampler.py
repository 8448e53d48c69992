"""What a Glad-o-polis seat cannot know, drawn afresh: deck orders, others' secret votes, the dice.

Both decks are queues (GLA-20, GLA-25): a drawn card goes under the deck in public. So a deck is
always the cards never drawn since the shuffle (order unknown) followed by the drawn ones in the
order they went under (known to everyone). The determinizer shuffles only the never-drawn part,
from a canonical order, so the result depends on the public history and the bot's rng alone.
Secret votes already cast by others (GLA-21) are replaced by guesses from Medium's view of them.
"""

from __future__ import annotations

import random

from stadsliv_qt.engine import Game
from stadsliv_qt.games.gladopolis import GladopolisGame

from ..base import Observation
from ..sampler import reseed
from .model import Board
from .policy import likes_motion


def drawn_cards(obs: Observation) -> tuple[set[str], set[str]]:
    """Event cards and motions this seat has seen drawn (public log lines)."""
    events: set[str] = set()
    motions: set[str] = set()
    for e in obs.log:
        if e.kind == "card" and "card" in e.data:
            events.add(e.data["card"])
        elif e.kind == "motion" and "motion" in e.data:
            motions.add(e.data["motion"])
    return events, motions


def _redraw(deck: list[str], seen: set[str], rng: random.Random) -> None:
    """Shuffle the never-drawn cards at the top of `deck` in place; the known bottom stays."""
    unknown = sorted(c for c in deck if c not in seen)
    k = len(unknown)
    rng.shuffle(unknown)
    deck[:k] = unknown


def determinize(game: Game, obs: Observation, rng: random.Random) -> None:
    """Redraw the hidden parts of a Glad-o-polis copy as `obs.seat` may imagine them."""
    assert isinstance(game, GladopolisGame)  # the harness registers this for Glad-o-polis only
    reseed(game, rng)
    events, motions = drawn_cards(obs)
    _redraw(game.events_deck, events, rng)
    _redraw(game.motions_deck, motions, rng)
    council = obs.view.get("council")
    if council and not obs.options.get("open_vote") and game.votes:
        board = Board(obs.view, obs.seat, dict(obs.options))
        for key in sorted(game.votes, key=int):
            voter = int(key)
            if voter == obs.seat:
                continue
            liking = likes_motion(board, voter, council["motion"], council["proposer"])
            game.votes[key] = rng.random() < (0.8 if liking > 0 else 0.2)
