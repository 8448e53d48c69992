"""Medium's rules of thumb on decisions that random games rarely reach, and their coverage:
every decision tag of docs/engine.md has a rule, trades are weighed, sealed amounts are the
bot's own and within its cash, a lost victory vote is appealed."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from stadsliv_qt.bots import make_bot, observe, title
from stadsliv_qt.bots.borgata.policy import Medium as BorgataMedium
from stadsliv_qt.bots.gladopolis.policy import Medium as GladopolisMedium
from stadsliv_qt.bots.sampler import Sampler
from stadsliv_qt.bots.stadsliv.policy import Medium as StadslivMedium
from stadsliv_qt.engine import Kind, registry
from stadsliv_qt.games.borgata.actions import Pass
from stadsliv_qt.games.gladopolis import actions as G
from stadsliv_qt.games.stadsliv import actions as S
from stadsliv_qt.games.stadsliv.state import AppealFrame
from tests.engine.borgata.helpers import arrange, at, new_game, start
from tests.engine.gladopolis.helpers import new, own, set_cash

ENGINE_DOC = Path(__file__).resolve().parents[2] / "docs" / "engine.md"
MEDIUM = {"gladopolis": GladopolisMedium, "borgata": BorgataMedium, "stadsliv": StadslivMedium}
CHANCE_ONLY = {"fate"}  # Stadsliv's Ödestärning throws are CHANCE nodes, never a seat's choice


def _tags(game_id: str) -> set[str]:
    text = ENGINE_DOC.read_text(encoding="utf-8")
    section = text.split(f"(`{game_id}`)", 1)[1].split("\n### ", 1)[0]
    line = next(x for x in section.splitlines() if x.startswith("Decision tags:"))
    return set(re.findall(r"`([a-z_]+)`", line)) - CHANCE_ONLY


@pytest.mark.parametrize("game_id", sorted(MEDIUM))
def test_medium_has_a_rule_for_every_decision_tag_of_the_engine_doc(game_id):
    tags = _tags(game_id)
    assert len(tags) >= 9
    missing = [t for t in tags if not hasattr(MEDIUM[game_id], "_" + t)]
    assert not missing


def _choose(game, level: str, seat: int, seed: int = 1):
    obs = observe(game, seat)
    bot = make_bot(
        game.info.id,
        level,
        seat,
        seed,
        **({"simulations": 6, "seconds": None} if level == "hard" else {}),
    )
    return bot.choose(obs, Sampler(game, obs, title(game.info.id).determinize))


# ----- Glad-o-polis: a trade offered (GLA-26) --------------------------------------------------
@pytest.mark.rule("GLA-26")
@pytest.mark.parametrize("level", ["medium", "hard"])
def test_gla26_medium_refuses_to_sell_the_field_that_completes_a_rivals_group(level):
    g = new(3)
    own(g, 0, 1)  # Anna holds one of the two Am Kanal districts
    own(g, 1, 3)  # Bernd the other
    g.apply(G.OfferTrade(0, 1, take=(3,), give_money=700))
    assert g.decision().tag == "trade"
    choice = _choose(g, level, 1)
    assert choice.action == G.Refuse(1)
    assert choice.reason.id == "gladopolis.refuse_trade"


@pytest.mark.rule("GLA-26")
def test_gla26_medium_accepts_a_generous_offer():
    g = new(3)
    own(g, 0, 39)
    set_cash(g, 0, 15000)
    g.apply(G.OfferTrade(0, 2, give=(39,), take_money=100))
    choice = _choose(g, "medium", 2)
    assert choice.action == G.Accept(2)
    assert "gains about" in choice.reason.text()


# ----- Borgata: envelopes and bids are the bot's own amounts (BOR-10, BOR-12) ------------------
@pytest.mark.rule("BOR-10")
def test_bor10_medium_seals_its_own_amounts_within_its_cash():
    game = registry.get("borgata")(["A", "B", "C", "D"], {"round_limit": 3}, seed=4)
    bots = [make_bot("borgata", "medium", s, s) for s in range(4)]
    seen = 0
    while game.decision().kind is not Kind.TERMINAL and seen < 6:
        d = game.decision()
        if d.kind is Kind.CHANCE:
            game.resolve_chance()
            continue
        seat = d.seats[0] if d.kind is Kind.SEAT else min(d.seats)
        obs = observe(game, seat)
        choice = bots[seat].choose(obs, Sampler(game, obs, title("borgata").determinize))
        if d.tag in ("envelopes", "contract_bid"):
            seen += 1
            cash = obs.view["players"][seat]["money"]
            if d.tag == "envelopes":
                amounts = [a for _, a in choice.action.amounts]
                assert sum(amounts) <= cash
                assert choice.action not in obs.legal or not any(amounts)  # not a listed step
            else:
                assert 0 <= choice.action.amount <= cash
        game.apply(choice.action)
    assert seen >= 4


def _first_envelopes(seed: int):
    """A four-family game at its first envelopes, every family placed by Medium."""
    game = registry.get("borgata")(["A", "B", "C", "D"], {}, seed=seed)
    while game.decision().tag != "envelopes":
        d = game.decision()
        if d.kind is Kind.CHANCE:
            game.resolve_chance()
        else:
            game.apply(_choose(game, "medium", d.seats[0]).action)
    return game


@pytest.mark.rule("BOR-10")
@pytest.mark.rule("BOR-12")
def test_bor10_medium_families_in_the_same_place_rarely_seal_the_same_figure():
    """Medium works its figures out from the position alone, so two Medium families with the same
    cash wanted the same contact with the same figure: the tie gave it to neither (BOR-10; 90
    ties in 20 games of four Medium, docs/bots.md). Each family now moves its figures by its own
    seeded randomness, at most $50 either way, in tens, never a round hundred, within its cash."""
    game = _first_envelopes(4)
    obs = observe(game, 0)
    cash = obs.view["players"][0]["money"]
    sampler = Sampler(game, obs, title("borgata").determinize)
    plain = dict(BorgataMedium(0).options(obs)[0].action.amounts)
    top = max(plain, key=lambda k: plain[k])
    assert plain[top] >= 100

    def sealed(seed: int) -> dict[str, int]:
        return dict(make_bot("borgata", "medium", 0, seed).choose(obs, sampler).action.amounts)

    figures = [sealed(seed) for seed in range(30)]
    assert sealed(7) == figures[7]  # the same seed seals the same figures
    for amounts in figures:
        assert sum(amounts.values()) <= cash
        assert abs(amounts[top] - plain[top]) <= 50  # the rest share what the first left
        assert all(a % 10 == 0 and (a == 0 or a % 100) for a in amounts.values())
    # two families alike: the same figure on the contact both want at most a third of the time
    ties = sum(a[top] == b[top] for a, b in zip(figures[::2], figures[1::2], strict=True))
    assert ties <= 5, ties


@pytest.mark.rule("BOR-08")
@pytest.mark.rule("BOR-13")
@pytest.mark.parametrize("level", ["hard"])
def test_bor08_hard_brings_enough_members_together_to_take_a_guarded_lot(level):
    # Anna's 8 on Gjuteriet stand next to Björn's 3 on Sjöutsikten (value 4). One member stepping
    # in alone only dies in the conflict; four together take the lot (BOR-08: 4-3 leaves 1).
    # Medium's one-move look ahead never sees that (docs/bots.md); Hard's sharper rules do.
    g = arrange(new_game(2), {(1, 2): {0: 8}, (1, 3): {1: 3}, (3, 1): {0: 2}})
    start(g, 4)
    reasons = []
    for _ in range(12):
        d = g.decision()
        if d.tag != "mobilise":
            break
        if d.seat == 1:
            g.apply(Pass(1))
            continue
        choice = _choose(g, level, 0)
        reasons.append(choice.reason.text())
        g.apply(choice.action)
    assert reasons[0] == "moves onto Sjöutsikten: 4 members together take it from Björn"
    assert at(g, (1, 3))[1] == 0
    assert at(g, (1, 3))[0] >= 1  # Anna holds Sjöutsikten after the conflict


# ----- Stadsliv: the banker, the appeal (STA-04, STA-23) ---------------------------------------
@pytest.mark.rule("STA-04")
def test_sta04_medium_volunteers_as_banker():
    game = registry.get("stadsliv")(["A", "B", "C"], {"turn_limit": 20}, seed=2)
    assert game.decision().tag == "banker"
    choice = _choose(game, "medium", 0)
    assert choice.action == S.Volunteer(0, True)


@pytest.mark.rule("STA-23")
@pytest.mark.parametrize("level", ["medium", "hard"])
def test_sta23_a_lost_victory_vote_is_appealed(level):
    game = registry.get("stadsliv")(["A", "B", "C"], {"turn_limit": 20}, seed=2)
    game.apply(S.Volunteer(0, True))
    game.sf[1] = 3
    game.stack[:] = [AppealFrame(who=1)]
    game._dec = None
    assert game.decision().tag == "appeal"
    choice = _choose(game, level, 1)
    assert choice.action == S.Appeal(1, True)
    assert choice.reason.text() == "appeals to Domstolen: nothing to lose"
