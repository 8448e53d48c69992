"""BOR-27: no view and no public log line shows a sealed amount before the opening, or a face-down
lot's identity to anyone but a family that looked with Informatören."""

from __future__ import annotations

import json
import random

import pytest

from stadsliv_qt.engine import Kind
from stadsliv_qt.engine.undo import UndoHistory
from stadsliv_qt.games.borgata import BorgataGame
from stadsliv_qt.games.borgata.actions import ContractBid, Envelopes, NameLot
from stadsliv_qt.games.borgata.data import load

from .helpers import NAMES, arrange, new_game, public_text, start

PRIVATE_KINDS = {"sealed_private", "peek"}


def outside_views(g: BorgataGame, seat: int) -> list:
    """Everything a seat other than `seat` (and the shared screen) can read."""
    others = [t for t in range(len(g.seats)) if t != seat]
    return [g.view(None), *(g.view(t) for t in others)] + [
        [e.to_dict() for e in g.log_for(t)] for t in (None, *others)
    ]


def sealed_blind(g: BorgataGame, seat: int, a, b) -> None:
    """Two different sealed submissions by `seat` look the same to everyone else."""
    x, y = g.copy(), g.copy()
    x.apply(a)
    y.apply(b)
    assert outside_views(x, seat) == outside_views(y, seat)
    assert x.view(seat) != y.view(seat)


def hidden_cards(g: BorgataGame, viewer: int | None) -> list[int]:
    return [
        i
        for i in range(25)
        if not g.face_up[i] and g.cards[i] and (viewer is None or i not in g.peeks[viewer])
    ]


def card_words(card: str) -> list[str]:
    d = load().districts[card]
    return [d.name, d.english, f'"{d.id}"']


def dumped(view: object) -> str:
    """A view as text: each message as its id and parameters and as its English sentence."""
    return json.dumps(view, ensure_ascii=False, default=lambda m: [m.to_json(), str(m)])


def check_cards_hidden(g: BorgataGame) -> None:
    for viewer in (None, *range(len(g.seats))):
        text = dumped(g.view(viewer))
        for i in hidden_cards(g, viewer):
            for word in card_words(g.cards[i]):
                assert word not in text, f"{word} shows in the view of {viewer}"


def swap_blind(g: BorgataGame, rng: random.Random) -> None:
    """Swapping two hidden cards with the same back changes nothing a viewer sees."""
    for viewer in (None, *range(len(g.seats))):
        hidden = hidden_cards(g, viewer)
        backs: dict[bool, list[int]] = {}
        for i in hidden:
            if not any(g.members[i]):
                backs.setdefault(g._has_contract(i), []).append(i)
        pairs = [v for v in backs.values() if len(v) >= 2]
        if not pairs:
            continue
        i, j = rng.sample(rng.choice(pairs), 2)
        other = g.copy()
        other.cards[i], other.cards[j] = other.cards[j], other.cards[i]
        assert other.view(viewer) == g.view(viewer)


@pytest.mark.rule("BOR-27")
def test_bor27_envelope_amounts_show_only_to_their_family_until_the_opening():
    g = start(arrange(new_game(3), {(4, 4): {0: 1, 1: 1, 2: 1}}), 1)
    a = Envelopes(0, (("lonnmordaren", 1234), ("fbi", 77)))
    sealed_blind(g, 0, a, Envelopes(0, (("polisbilen", 999),)))
    g.apply(a)
    assert g.view(0)["sealed"]["mine"]["lonnmordaren"] == 1234
    assert g.view(1)["sealed"]["mine"] is None and g.view(None)["sealed"]["mine"] is None
    assert g.view(None)["sealed"]["submitted"] == [0]
    assert "1,234" not in public_text(g) and "1234" not in dumped(g.view(1))
    assert "Anna's family sealed its envelopes" in public_text(g)
    assert any("Lönnmördaren $1,234" in e.text for e in g.log_for(0))
    assert str(a.describe()) == "seals its envelopes"
    g.apply(Envelopes(1, ()))
    g.apply(Envelopes(2, (("lonnmordaren", 5),)))
    assert "Lönnmördaren: Anna $1,234, Björn $0, Cecilia $5" in public_text(g)


@pytest.mark.rule("BOR-27")
def test_bor27_contract_bids_show_only_to_their_family_until_the_opening():
    g = start(arrange(new_game(3), {(2, 2): {0: 1}, (1, 2): {1: 1}, (3, 2): {2: 1}}), 3)
    g.apply(NameLot(0, (0, 1)))
    sealed_blind(g, 1, ContractBid(1, 1111), ContractBid(1, 5))
    g.apply(ContractBid(1, 1111))
    assert "1,111" not in public_text(g) and g.view(2)["sealed"]["mine"] is None
    assert g.view(1)["sealed"]["mine"] == 1111
    assert str(ContractBid(1, 1111).describe()) == "seals a contract bid"


@pytest.mark.rule("BOR-27")
def test_bor27_a_won_contract_lot_stays_hidden():
    g = start(arrange(new_game(3), {(2, 2): {0: 1}, (1, 2): {1: 1}, (3, 2): {2: 1}}), 3)
    g.apply(NameLot(0, (0, 1)))
    for seat in (0, 1, 2):
        g.apply(ContractBid(seat, 100 * seat))
    check_cards_hidden(g)
    assert "Stålverket" not in public_text(g)


@pytest.mark.rule("BOR-27")
def test_bor27_undo_never_crosses_a_sealed_entry():
    g = start(arrange(new_game(2), {(4, 4): {0: 1, 1: 1}}), 1)
    h = UndoHistory()
    h.apply(g, Envelopes(0, (("fbi", 10),)))
    assert not h.can_undo


@pytest.mark.rule("BOR-27")
@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
def test_bor27_random_games_leak_nothing_at_any_step(seats):
    for seed in range(3):
        g = BorgataGame(list(NAMES[:seats]), {"round_limit": 6}, seed=1000 * seats + seed)
        rng = random.Random(seed)
        while not g.is_over:
            d = g.decision()
            if d.kind is Kind.CHANCE:
                g.resolve_chance()
                continue
            check_cards_hidden(g)
            if rng.random() < 0.04:
                swap_blind(g, rng)
            seat = rng.choice(d.seats)
            legal = g.legal_actions(seat)
            if d.kind is Kind.SEALED and len(d.seats) > 1 and rng.random() < 0.3:
                a, b = rng.sample(legal, 2) if len(legal) > 1 else (legal[0], legal[0])
                if a != b:
                    sealed_blind(g, seat, a, b)
            was_up = {g.cards[i] for i in range(25) if g.face_up[i]}
            start_log = len(g.log)
            g.apply(rng.choice(legal))
            for e in g.log[start_log:]:
                assert e.to is None or (
                    isinstance(e.to, tuple) and all(0 <= s < seats for s in e.to)
                )
                assert (e.to is not None) == (e.kind in PRIVATE_KINDS), e
                if e.to is None:
                    line = json.dumps([e.text, e.data], ensure_ascii=False)
                    for i in hidden_cards(g, None):
                        if g.cards[i] not in was_up:
                            for word in card_words(g.cards[i])[:2]:
                                assert word not in line, e
