"""Messages are said in the table's language: numbers, money, plurals, lists, nested messages."""

from __future__ import annotations

import pytest

from stadsliv_qt.text import Many, MissingText, Money, Msg, SeatRef, msg, render
from stadsliv_qt.text.message import arg_from_json, arg_to_json
from stadsliv_qt.text.pattern import PatternError, parse

NBSP = "\u00a0"


@pytest.fixture
def extra(monkeypatch):
    """Add test messages to the loaded catalogues (the real files stay untouched)."""

    import stadsliv_qt.text.rendering as r

    def add(lang: str, **entries: str) -> None:
        real = r.catalogue
        table = dict(real(lang))
        table.update({k.replace("_", "."): v for k, v in entries.items()})

        def patched(code: str) -> dict[str, str]:
            return table if code == lang else real(code)

        monkeypatch.setattr(r, "catalogue", patched)

    return add


def test_money_is_formatted_for_each_language() -> None:
    assert render(msg("unit.eur", n=1250)) == "1,250 €"
    from stadsliv_qt.text import money

    assert money(Money(1250, "eur"), "sv") == f"1{NBSP}250 €"
    assert money(Money(1250, "eur"), "de") == "1.250 €"
    assert money(Money(-1250, "usd")) == "-$1,250"
    assert money(Money(1250, "usd"), "sv") == f"1{NBSP}250 dollar"
    assert money(Money(12, "poang"), "de") == "12 poäng"


def test_english_is_str_and_the_core_refusals_exist_in_every_language() -> None:
    m = msg("core.not_your_turn", seat=SeatRef(1, "Björn"))
    assert str(m) == "It is not Björn's turn to act."
    assert render(m, "sv", strict=True) == "Det är inte Björn som ska spela nu."
    assert render(m, "de", strict=True) == "Björn ist nicht am Zug."


def test_plural_select_lists_and_nested_messages(extra) -> None:
    extra(
        "en",
        t_count="{n, plural, =0 {nobody dies} one {# member dies} other {# members die}}",
        t_pick="{who, select, bank {the bank} other {{who}}} pays {amount}",
        t_list="{names} win",
        t_wrap="Because {why}.",
    )
    say = lambda m: render(m, "en", strict=True)  # noqa: E731
    assert say(msg("t.count", n=0)) == "nobody dies"
    assert say(msg("t.count", n=1)) == "1 member dies"
    assert say(msg("t.count", n=1200)) == "1,200 members die"
    assert say(msg("t.pick", who="bank", amount=Money(100))) == "the bank pays 100 €"
    assert say(msg("t.pick", who=SeatRef(0, "Anna"), amount=Money(5))) == "Anna pays 5 €"
    names = Many((SeatRef(0, "Anna"), SeatRef(1, "Björn"), SeatRef(2, "Cecilia")))
    assert say(msg("t.list", names=names)) == "Anna, Björn and Cecilia win"
    assert say(msg("t.wrap", why=msg("t.count", n=2))) == "Because 2 members die."


def test_strict_rendering_refuses_what_a_catalogue_lacks(extra) -> None:
    extra("en", t_only="only in English {x}")
    with pytest.raises(MissingText):
        render(msg("t.only", x=1), "sv", strict=True)
    with pytest.raises(MissingText):
        render(msg("t.only"), "en", strict=True)
    # not strict: the English text, and last the id, never an exception
    assert render(msg("t.only", x=1), "sv") == "only in English 1"
    assert render(msg("no.such.id"), "de") == "no.such.id"


@pytest.mark.parametrize(
    "bad", ["{x", "x}", "{x, plural, one {a}}", "{x, fancy, other {a}}", "{, plural}"]
)
def test_malformed_patterns_are_refused(bad: str) -> None:
    with pytest.raises(PatternError):
        parse(bad)


def test_messages_keep_their_parameters_kinds_in_saves() -> None:
    m = msg(
        "t.x",
        n=3,
        flag=True,
        name="Kvarter 6",
        amount=Money(-20, "poang"),
        seat=SeatRef(2, "Cecilia"),
        many=Many((1, SeatRef(0, "Anna")), "or"),
        inner=msg("core.over"),
    )
    assert Msg.from_json(m.to_json()) == m
    for value in m.args.values():
        assert arg_from_json(arg_to_json(value)) == value
    for bad in ({"money": [1, "yen"]}, {"seat": ["x", "y"]}, {"what": 1}, [1]):
        with pytest.raises(ValueError):
            arg_from_json(bad)
