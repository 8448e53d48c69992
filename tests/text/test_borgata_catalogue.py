"""Borgata's catalogues match its source: every message id the engine uses exists in English,
Swedish and German with the same parameters, no catalogue holds an id the engine never uses, and
the English card texts of the contacts are the data file's own words (issue 17)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from stadsliv_qt.games.borgata.data import load
from stadsliv_qt.text import catalogue
from stadsliv_qt.text.catalogues import folder
from stadsliv_qt.text.pattern import Choice, Ref, parse

ROOT = Path(__file__).resolve().parents[2]
SOURCE = ROOT / "stadsliv_qt" / "games" / "borgata"
# msg("bor.x.y"), msg(f"bor.card.{d.id}.gloss"), and ids chosen by a conditional expression
LITERAL = re.compile(r'"(bor\.[a-z0-9_.]+)"')
PATTERN = re.compile(r'f"(bor\.[a-z0-9_.{}\[\]]+)"')


def used() -> tuple[set[str], list[re.Pattern[str]]]:
    """The ids spelt out in the source, and the patterns of the ids it builds."""
    ids: set[str] = set()
    built: list[re.Pattern[str]] = []
    for path in sorted(SOURCE.glob("*.py")):
        text = path.read_text(encoding="utf-8")
        ids.update(LITERAL.findall(text))
        for pattern in PATTERN.findall(text):
            parts = re.split(r"\{[^}]*\}", pattern)
            built.append(re.compile("[a-z0-9_]+".join(re.escape(p) for p in parts) + "$"))
    return ids, built


def domain(lang: str) -> dict[str, str]:
    """The borgata.<lang>.json catalogue (settings left out)."""
    data = json.loads((folder() / f"borgata.{lang}.json").read_text(encoding="utf-8"))
    return {k: v for k, v in data.items() if not k.startswith("@")}


def names(pattern: str) -> set[str]:
    """The parameters a pattern uses."""
    out: set[str] = set()

    def walk(parts: object) -> None:
        for p in parts:  # type: ignore[attr-defined]
            if isinstance(p, Ref):
                out.add(p.name)
            elif isinstance(p, Choice):
                out.add(p.name)
                for _, branch in p.branches:
                    walk(branch)

    walk(parse(pattern))
    return out


def test_every_id_of_the_source_is_in_every_catalogue_and_none_is_unused() -> None:
    ids, built = used()
    assert len(ids) > 150 and built
    english = domain("en")
    for lang in ("en", "sv", "de"):
        missing = sorted(i for i in ids if i not in catalogue(lang))
        assert not missing, f"{lang} lacks {missing}"
    unused = sorted(k for k in english if k not in ids and not any(p.match(k) for p in built))
    assert not unused, f"the catalogues hold ids the engine never uses: {unused}"
    for p in built:  # every built id family has its members
        assert any(p.match(k) for k in english), p.pattern


@pytest.mark.parametrize("lang", ["sv", "de"])
def test_translations_are_complete_with_the_same_parameters(lang: str) -> None:
    english, other = domain("en"), domain(lang)
    assert set(other) == set(english)
    for key, text in english.items():
        assert names(other[key]) == names(text), f"{lang} {key}: {other[key]!r}"


def test_each_contact_has_its_card_text_and_english_says_the_data() -> None:
    data, english = load(), domain("en")
    for lang in ("en", "sv", "de"):
        for contact in data.contacts.values():
            assert f"bor.contact.{contact.id}.effect" in catalogue(lang)
    for contact in data.contacts.values():
        assert english[f"bor.contact.{contact.id}.effect"] == contact.effect
