"""Fair play: a bot's choice depends on what its seat knows and its own seed, nothing else.

Each test builds twins: the real game and a copy that differs only in what the seat cannot know
(deck order beyond what was seen, face-down cards, other seats' sealed entries, the chance
source's seed). The twins show the seat the same view and log; every level must choose the same
action in both, and the Sampler must hand out identical determinized copies.
"""

from __future__ import annotations

import random

import pytest

from stadsliv_qt.bots import make_bot, observe, title
from stadsliv_qt.bots.sampler import Sampler
from stadsliv_qt.engine import Chance, Game, Kind, registry
from stadsliv_qt.games.stadsliv.state import VictoryFrame, VoteFrame

TINY = {"simulations": 6, "horizon": 16, "seconds": None}
OPTIONS = {
    "gladopolis": {"short_game": True},
    "borgata": {"round_limit": 5},
    "stadsliv": {"turn_limit": 60},
}


# ----- twins: the same public history, other hidden facts ------------------------------------
def _reseed(game: Game, seed: int) -> None:
    draws = game.chance.draws
    game.chance = Chance(seed)
    game.chance.draws = draws


def _twin_gladopolis(game: Game, seat: int, rng: random.Random) -> Game:
    twin = game.copy()
    _reseed(twin, rng.getrandbits(40))
    seen = {"card": set(), "motion": set()}
    for e in game.log:
        if e.kind == "card":
            seen["card"].add(e.data["card"])
        elif e.kind == "motion" and "motion" in e.data:
            seen["motion"].add(e.data["motion"])
    for deck, kind in ((twin.events_deck, "card"), (twin.motions_deck, "motion")):
        hidden = [i for i, c in enumerate(deck) if c not in seen[kind]]
        cards = [deck[i] for i in hidden]
        rng.shuffle(cards)
        for i, c in zip(hidden, cards, strict=True):
            deck[i] = c
    if not game.options["open_vote"]:
        for key in list(twin.votes):
            if int(key) != seat:
                twin.votes[key] = not twin.votes[key]
    return twin


def _twin_borgata(game: Game, seat: int, rng: random.Random) -> Game:
    twin = game.copy()
    _reseed(twin, rng.getrandbits(40))
    if twin.phase == "shuffle":
        return twin
    districts = twin.data.districts
    hidden = [i for i in range(25) if not twin.face_up[i] and i not in twin.peeks[seat]]
    pool = [twin.cards[i] for i in hidden] + list(twin.deck)
    for mark in (True, False):
        lots = [i for i in hidden if (districts[twin.cards[i]].contract > 0) == mark]
        cards = [c for c in pool if (districts[c].contract > 0) == mark]
        rng.shuffle(cards)
        for i in lots:
            twin.cards[i] = cards.pop()
            pool.remove(twin.cards[i])
    rng.shuffle(pool)
    twin.deck = pool
    for f, sealed in list(twin.envelopes.items()):
        if f != seat and f in twin.sealed_seats:
            cash = twin.cash[f]
            twin.envelopes[f] = tuple(
                (cid, rng.randint(0, cash // len(sealed))) for cid, _ in sealed
            )
    for f in list(twin.bids):
        if f != seat and f in twin.sealed_seats:
            twin.bids[f] = rng.randint(0, twin.cash[f])
    return twin


def _twin_stadsliv(game: Game, seat: int, rng: random.Random) -> Game:
    twin = game.copy()
    _reseed(twin, rng.getrandbits(40))
    for frame in twin.stack:
        if isinstance(frame, (VoteFrame, VictoryFrame)):
            votes = frame.votes
            for v in frame.voters:
                if v != seat and votes[v] is not None:
                    votes[v] = not votes[v]
    twin._dec = None  # the decision cache; the twin's waiting seats are the same anyway
    return twin


TWINS = {"gladopolis": _twin_gladopolis, "borgata": _twin_borgata, "stadsliv": _twin_stadsliv}


SEEDS = {"gladopolis": 8, "borgata": 21, "stadsliv": 14}  # each reaches a secret vote early


def _positions(game_id: str, seed: int, every: int = 9, limit: int = 12):
    """Decision points of a Medium game, before the seat acts: every `every`-th decision up to
    `limit` of them, and every sealed one where another seat is already in (played on until one
    such is found); yields (game, seat, sealed_with_others_in)."""
    game = registry.get(game_id)(["A", "B", "C", "D"], OPTIONS[game_id], seed=seed)
    bots = [make_bot(game_id, "medium", s, seed + s) for s in range(4)]
    det = title(game_id).determinize
    count = shown = sealed = 0
    while game.decision().kind is not Kind.TERMINAL and (shown < limit or not sealed):
        d = game.decision()
        if d.kind is Kind.CHANCE:
            game.resolve_chance()
            continue
        seat = d.seats[0] if d.kind is Kind.SEAT else max(d.seats)
        count += 1
        late = d.kind is Kind.SEALED and bool(d.submitted)
        if late:
            sealed += 1
            yield game, seat, True
        elif count % every == 0 and shown < limit:
            shown += 1
            yield game, seat, False
        obs = observe(game, seat)
        game.apply(bots[seat].choose(obs, Sampler(game, obs, det)).action)


@pytest.mark.parametrize("game_id", sorted(TWINS))
def test_twins_look_the_same_and_every_level_chooses_the_same(game_id):
    det = title(game_id).determinize
    rng = random.Random(5)
    checked = sealed = 0
    for game, seat, late in _positions(game_id, SEEDS[game_id]):
        twin = TWINS[game_id](game, seat, rng)
        a, b = observe(game, seat), observe(twin, seat)
        assert a.view == b.view and a.log == b.log and a.legal == b.legal
        # the sampler's copies of the twins are identical: nothing hidden leaks into them
        sa, sb = Sampler(game, a, det), Sampler(twin, b, det)
        copy_a, copy_b = sa.sample(random.Random(3)), sb.sample(random.Random(3))
        assert copy_a.to_dict()["state"] == copy_b.to_dict()["state"]
        copy_a.validate()
        for level in ("easy", "medium", "hard"):
            budget = TINY if level == "hard" else {}
            bot_a = make_bot(game_id, level, seat, 77, **budget)
            bot_b = make_bot(game_id, level, seat, 77, **budget)
            choice_a = bot_a.choose(a, Sampler(game, a, det))
            choice_b = bot_b.choose(b, Sampler(twin, b, det))
            assert choice_a.action == choice_b.action, (level, game.decision().tag)
        checked += 1
        sealed += late
    assert checked >= 8 and sealed >= 1


@pytest.mark.parametrize("game_id", sorted(TWINS))
def test_a_sample_redraws_what_is_hidden_and_keeps_what_is_known(game_id):
    det = title(game_id).determinize
    for game, seat, _ in _positions(game_id, SEEDS[game_id], every=5, limit=8):
        obs = observe(game, seat)
        sampler = Sampler(game, obs, det)
        copies = [sampler.sample(random.Random(k)) for k in range(6)]
        for c in copies:
            c.validate()
            assert c.view(seat) == obs.view
            assert c.log == []
        # the future dice differ from the real game's (the chance source is reseeded)
        assert len({tuple(c.chance.to_dict()["rng"][1]) for c in copies}) == len(copies)
        assert all(c.chance.to_dict()["rng"] != game.chance.to_dict()["rng"] for c in copies)
