"""Bots' reasons are messages of the `bots` catalogue domain, complete in every language."""

from __future__ import annotations

import pytest

from stadsliv_qt.bots import make_bot
from stadsliv_qt.bots.play import play
from stadsliv_qt.bots.reasons import RETIRED, Reason
from stadsliv_qt.engine import registry
from stadsliv_qt.text import LANGUAGES, Money, render
from stadsliv_qt.text.catalogues import domains
from stadsliv_qt.text.pattern import names, parse

SHORT = {
    "gladopolis": {"short_game": True},
    "borgata": {"round_limit": 3},
    "stadsliv": {"turn_limit": 40},
}


@pytest.mark.parametrize(("domain", "prefix"), [("bots", "bot."), ("sim", "sim.")])
def test_every_language_has_every_message_with_the_same_parameters(domain, prefix):
    english = domains("en")[domain]
    assert all(k.startswith(prefix) for k in english)
    for lang in LANGUAGES:
        other = domains(lang)[domain]
        assert set(other) == set(english), lang
        for key, pattern in english.items():
            assert names(parse(other[key])) == names(parse(pattern)), (lang, key)


def test_amounts_are_money_of_the_titles_unit():
    m = Reason("borgata.recruit", lot="Hamnen", price=1500).msg()
    assert m.id == "bot.borgata.recruit" and m.args["price"] == Money(1500, "usd")
    assert render(m, "en") == "recruits a member on Hamnen for $1,500"
    glad = Reason("gladopolis.bid", amount=1200, field="X", worth=2000)
    assert glad.text("sv") == "bjuder 1\u00a0200 € på X: värd upp till 2\u00a0000 € för oss"


@pytest.mark.parametrize("game_id", sorted(SHORT))
def test_every_reason_of_a_game_renders_strictly_in_every_language(game_id):
    game = registry.get(game_id)(["A", "B", "C", "D"], SHORT[game_id], seed=4)
    bots = [make_bot(game_id, "medium", s, 10 + s) for s in range(4)]
    seen: set[str] = set()

    def check(_game, _bot, choice) -> None:
        assert isinstance(choice.reason, Reason)
        seen.add(choice.reason.id)
        for lang in LANGUAGES:
            text = render(choice.reason.msg(), lang, strict=True)
            assert text and "{" not in text

    play(game, bots, on_choice=check)
    assert len(seen) >= 5


# Reasons whose words already say why (or that a player needs no why for).
SAYS_ITSELF = {
    "only_choice",
    "gladopolis.vote_own",
    "gladopolis.vote_no_self",
    "gladopolis.mortgage_debt",
    "gladopolis.sell_debt",
    "gladopolis.stay_hz",
    "borgata.recruit_done",
    "borgata.no_respond",
    "borgata.collect",
    "stadsliv.auction_debt",
    "stadsliv.sell_debt",
    "stadsliv.borrow_debt",
    "stadsliv.borrow_to_buy",
    "stadsliv.no_appeal",
}


@pytest.mark.parametrize("game_id", sorted(SHORT))
def test_medium_says_why_it_acts_not_only_what_it_does(game_id):
    """Issue 16 part 6: a reason is "bids 1,200 €: completes the blue group", not the action
    said twice: every reason Medium gives has its why after the colon (Hard chooses among
    Medium's choices, reasons included)."""
    said: dict[str, str] = {}
    for seed in (4, 5):
        game = registry.get(game_id)(["A", "B", "C", "D"], SHORT[game_id], seed=seed)
        bots = [make_bot(game_id, "medium", s, 20 + s) for s in range(4)]

        def check(_game, _bot, choice) -> None:
            said[choice.reason.id] = choice.reason.text("en")

        play(game, bots, on_choice=check)
    bare = {k: v for k, v in said.items() if ": " not in v and k not in SAYS_ITSELF}
    assert not bare, bare
    assert not RETIRED & set(said)
    if game_id == "borgata":  # the opening's placements each say why that lot
        assert {k for k in said if k.startswith("borgata.place_")}


def test_retired_reasons_still_read_in_every_language_for_old_saves():
    """A saved game's log holds the reasons its bots gave; those that no bot gives any more
    stay in the catalogues with their parameters, so an old log still reads."""
    args = {
        "lot": "Hamnen",
        "family": "Anna",
        "amount": 500,
        "price": 500,
        "count": 2,
        "field": "X",
        "item": "Kv4",
        "value": 3,
        "worth": 1500,
    }
    for rid in RETIRED:
        for lang in LANGUAGES:
            text = render(Reason(rid, **args).msg(), lang, strict=True)
            assert text and "{" not in text, (rid, lang)


@pytest.mark.parametrize("game_id", ["gladopolis", "stadsliv"])
def test_an_open_bid_does_not_say_the_bidders_limit(game_id):
    """Issue 16 part 6: "bids 100 €: worth up to 1,525 € to us" told the table where Medium
    would stop, so a person could win at one step more, or push the bot to pay its limit and
    drop out. An open auction's bid says why without a figure beyond the bid itself."""
    from stadsliv_qt.engine import Action

    bids: list[Reason] = []

    def check(_game, _bot, choice) -> None:
        action: Action = choice.action
        if type(action).__name__ == "Bid" and choice.reason is not None:
            bids.append(choice.reason)

    for seed in (4, 5, 6):
        game = registry.get(game_id)(["A", "B", "C", "D"], SHORT[game_id], seed=seed)
        play(game, [make_bot(game_id, "medium", s, 30 + s) for s in range(4)], on_choice=check)
    assert bids, "Medium bid in open auctions"
    for reason in bids:
        figures = {k for k in reason.params if k in ("worth", "limit", "value", "most")}
        assert not figures, (reason.id, reason.params)
