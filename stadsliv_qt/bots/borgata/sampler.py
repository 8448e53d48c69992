"""What a Borgata family cannot know, drawn afresh: face-down cards, the deck, others' sealed entries.

A face-down lot shows only its back, which tells whether it carries a contract (BOR-03, BOR-27).
The cards the family has not seen (not face up, not burnt, not looked at with Informatören) are
dealt again at random: cards with a contract to the lots whose back shows one, the others to the
rest, and what is left becomes the deck in a random order. Envelopes and contract bids other
families have sealed (BOR-10, BOR-12) are replaced by guesses in the spirit of Medium's.
The chance source is reseeded.
"""

from __future__ import annotations

import random

from stadsliv_qt.engine import Game
from stadsliv_qt.games.borgata import BorgataGame
from stadsliv_qt.games.borgata.grid import CELLS

from ..base import Observation
from ..sampler import reseed
from .model import data


def unseen_cards(obs: Observation) -> tuple[list[str], list[str]]:
    """District ids the seat has not seen, split by contract mark, in a canonical order."""
    lots = obs.view["lots"]
    seen = {lot["id"] for lot in lots if "id" in lot}
    burnt = set(obs.view["discards"])
    marked: list[str] = []
    plain: list[str] = []
    for d in sorted(data().districts.values(), key=lambda d: d.id):
        if d.id in seen or d.name in burnt:
            continue
        (marked if d.contract > 0 else plain).append(d.id)
    return marked, plain


def guess_envelopes(contacts: tuple[str, ...], cash: int, rng: random.Random) -> tuple:
    """A plausible sealed envelope set for another family: a few contacts, a share of its cash."""
    budget = int(cash * rng.uniform(0.1, 0.5))
    out = []
    for cid in contacts:
        if budget >= 100 and rng.random() < 0.5:
            amount = min(budget, rng.choice((100, 200, 300, 400, 600))) + rng.choice((0, 10, 50))
            amount = min(amount, budget)
            budget -= amount
            out.append((cid, amount))
        else:
            out.append((cid, 0))
    return tuple(out)


def determinize(game: Game, obs: Observation, rng: random.Random) -> None:
    """Redraw the hidden parts of a Borgata copy as `obs.seat` may imagine them."""
    assert isinstance(game, BorgataGame)  # the harness registers this for Borgata only
    st = game.st  # the fields `game.cards` etc. forward to (unseen by the type checker)
    reseed(game, rng)
    lots = obs.view["lots"]
    if all(lot.get("id") is None and not lot["face_up"] for lot in lots if not lot["cornerstone"]):
        return  # before the deal: the shuffle itself is still to come
    marked, plain = unseen_cards(obs)
    rng.shuffle(marked)
    rng.shuffle(plain)
    for i in range(CELLS):
        lot = lots[i]
        if lot["face_up"] or "id" in lot:
            continue
        pool = marked if lot.get("contract_mark") else plain
        st.cards[i] = pool.pop()
    deck = marked + plain
    rng.shuffle(deck)
    st.deck[:] = deck[: len(st.deck)]
    me = obs.seat
    players = obs.view["players"]
    sealed = obs.view.get("sealed") or {}
    for f in sealed.get("submitted", []):
        if f == me:
            continue
        cash = players[f]["money"]
        if sealed.get("tag") == "envelopes" and f in st.envelopes:
            contacts = tuple(cid for cid, _ in st.envelopes[f])
            st.envelopes[f] = guess_envelopes(contacts, cash, rng)
        elif sealed.get("tag") == "contract_bid" and f in st.bids:
            bid = min(cash, rng.choice((0, 100, 200, 300, 400, 500, 700)) + rng.choice((0, 10, 50)))
            st.bids[f] = bid
