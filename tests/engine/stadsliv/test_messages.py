"""Stadsliv speaks in messages: every text of random games says itself in en, sv and de.

Seeded random games (2 to 8 seats, several options) hand out events (the shared log and each
seat's), prompts, action labels, provoked refusals and view texts; every one is a message (no
English sentence slips through as a plain str) and renders strictly in every language: no
missing text, no unfilled placeholder, no raw id, and Swedish and German never fall back to the
English sentence unless it holds nothing but names and numbers.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import cache
from typing import Any

import pytest

from stadsliv_qt.games.stadsliv import data
from stadsliv_qt.text import Msg, render

from .texts import GAMES, NAMES, play, scenarios

ID = re.compile(r"\b(sta|core|unit|list)\.[a-z_]")


def nested(m: Msg) -> Iterator[str]:
    """A message's id and those of the messages among its parameters."""
    yield m.id
    for value in m.args.values():
        if isinstance(value, Msg):
            yield from nested(value)


@cache
def collected() -> dict[str, tuple[str, Any]]:
    """Every distinct text of the games, by its repr."""
    out: dict[str, tuple[str, Any]] = {}
    for game in GAMES:
        for where, text in play(*game):
            out.setdefault(repr(text), (where, text))
    for where, text in scenarios():
        out.setdefault(repr(text), (where, text))
    return out


@cache
def names_and_numbers() -> re.Pattern[str]:
    """What a text may consist of and still read the same in every language."""
    d = data.load()
    words = {*NAMES, "poäng", "Guldbonus", "Stadskassan", "Start", "NZ"}
    words |= {c.name for c in d.cards.values()} | set(d.cards)
    words |= {f.name for f in d.faces.values()} | set(d.faces)
    words |= {sq.name for sq in data.layout(6, 6)}
    alts = "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))
    return re.compile(rf"(?:{alts}|[\d\s.,:;+=()\-−%?!·/]|\u00a0)*")


def test_every_text_of_random_games_is_a_message() -> None:
    plain = sorted(
        {f"{where}: {text!r}" for where, text in collected().values() if not isinstance(text, Msg)}
    )
    # a finished game asks nothing: its prompt is empty, not an English sentence
    plain = [p for p in plain if p != "prompt: ''"]
    assert not plain, plain[:20]


def test_the_games_meet_every_kind_of_text() -> None:
    ids = {i for _, text in collected().values() if isinstance(text, Msg) for i in nested(text)}
    for prefix in ("turns", "moves", "fees", "fate", "money", "auction", "votes", "end", "act"):
        assert any(i.startswith(f"sta.{prefix}.") for i in ids), prefix
    kinds = {where for where, _ in collected().values()}
    assert kinds == {"event", "prompt", "describe", "refusal", "view"}
    assert len(ids) > 150, len(ids)  # 162 of the 209 when written: the rest are rarer paths


@pytest.mark.parametrize("lang", ["en", "sv", "de"])
def test_every_text_renders_strictly(lang: str) -> None:
    same, broken = [], []
    for where, text in collected().values():
        if not isinstance(text, Msg):
            continue
        said = render(text, lang, strict=True)
        if "{" in said or "}" in said or ID.search(said) or not said.strip():
            broken.append(f"{where} {text.id}: {said!r}")
        if lang != "en":
            english = render(text, "en", strict=True)
            if said == english and not names_and_numbers().fullmatch(said):
                same.append(f"{where} {text.id}: {said!r}")
    assert not broken, broken[:20]
    assert not same, same[:20]
