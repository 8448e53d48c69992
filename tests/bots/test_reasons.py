"""Bots' reasons are messages of the `bots` catalogue domain, complete in every language."""

from __future__ import annotations

import pytest

from stadsliv_qt.bots import make_bot
from stadsliv_qt.bots.play import play
from stadsliv_qt.bots.reasons import Reason
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
