"""The glossary of each language: the games' own words are kept in every rule text, and the
catalogues (messages and .ts sheets) and rule texts use the chosen terms, not the variants."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from stadsliv_qt.paths import resource
from stadsliv_qt.text import LANGUAGES
from stadsliv_qt.text.glossary import glossary, glosses, variants_in

RULES = Path(resource("rules"))
MESSAGES = Path(resource("i18n", "messages"))


def texts(lang: str) -> list[tuple[str, str]]:
    """(where, text) for every text a player reads in `lang`."""
    out = [(p.name, p.read_text(encoding="utf-8")) for p in sorted(RULES.glob(f"*.{lang}.md"))]
    for path in sorted(MESSAGES.glob(f"*.{lang}.json")):
        for key, value in json.loads(path.read_text(encoding="utf-8")).items():
            if not key.startswith("@"):
                out.append((f"{path.name} {key}", value))
    sheet = "stadsliv_sv.ts" if lang == "en" else f"stadsliv_{lang}.ts"
    tag = "source" if lang == "en" else "translation"
    root = ET.parse(resource("i18n", sheet)).getroot()
    for message in root.iter("message"):
        node = message.find(tag)
        source = message.findtext("source") or ""
        if node is not None and node.text:
            out.append((f"{sheet}: {source[:60]!r}", node.text))
    return out


def test_every_language_glosses_the_same_game_words():
    english = set(glossary("en")["words"])
    assert len(english) >= 20
    for lang in LANGUAGES:
        entries = glossary(lang)["words"]
        assert set(entries) == english, lang
        for word, entry in entries.items():
            assert entry["gloss"].strip(), f"{lang}: {word} has no gloss"
            assert entry["game"] in ("stadsliv", "borgata", "gladopolis"), word


@pytest.mark.parametrize("lang", LANGUAGES)
def test_game_words_are_kept_in_every_rule_text(lang):
    missing = []
    for word, entry in glossary(lang)["words"].items():
        body = (RULES / f"{entry['game']}.{lang}.md").read_text(encoding="utf-8")
        if word not in body:
            missing.append(f"{entry['game']}.{lang}.md lacks {word}")
    assert not missing, "\n".join(missing)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_catalogues_and_rules_use_the_glossary_terms(lang):
    assert glossary(lang)["terms"], f"glossary.{lang}.json chooses no terms"
    found = [
        f"{where}: {variant!r} instead of {glossary(lang)['terms'][term]['use']!r}"
        for where, text in texts(lang)
        for term, variant in variants_in(text, lang)
    ]
    assert not found, "\n".join(found)


def test_variants_are_found_as_words_not_inside_others():
    assert variants_in("Nehmt euer Geld", "de") == [("you", "euer")]
    assert variants_in("Das Feuer brennt", "de") == []
    assert variants_in("das du verkaufen könntest", "de") == []  # not 'könnt'
    assert variants_in("Die Auktionen laufen", "de") == [("auction", "Auktion*")]
    assert glosses("de")["Ödestärning"].startswith("Schicksalswürfel")
