"""The glossary of each language (resources/i18n/glossary.<lang>.json).

`words`: the games' own words (Ödestärning, Bürgergunst, Stadshuset …), kept as they are in every
language, each with a short gloss the rules browser shows as a tooltip. `terms`: the word the
project uses for a common notion in that language (auction, mortgage, vote, German "du") and the
variants to avoid (a whole word, or a stem ending in '*'); the tests check the message catalogues, the .ts sheets and the rule texts
against them, so the rules and the table say the same thing the same way.
"""

from __future__ import annotations

import json
import re
from functools import cache
from typing import Any

from stadsliv_qt.paths import resource


@cache
def glossary(lang: str) -> dict[str, Any]:
    """The whole glossary of a language; empty parts when the language has none."""
    try:
        path = resource("i18n", f"glossary.{lang}.json")
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        data = {}
    return {
        "words": data.get("words", {}),
        "names": data.get("names", {}),
        "terms": data.get("terms", {}),
    }


def glosses(lang: str) -> dict[str, str]:
    """Each game word and its short gloss in `lang`."""
    return {word: entry["gloss"] for word, entry in glossary(lang)["words"].items()}


def name_gloss(name: str, english: str, lang: str) -> str:
    """The short gloss under a name the games keep (Borgata's 'Skroten': 'the Scrapyard' in
    English, 'der Schrottplatz' in German, none in Swedish, whose readers need none)."""
    if lang == "en":
        return english
    gloss: str = glossary(lang)["names"].get(name, "")  # the glossary files hold strings
    return gloss


def variants_in(text: str, lang: str) -> list[tuple[str, str]]:
    """The (term, variant) pairs of `lang` that `text` uses instead of the chosen word."""
    found: list[tuple[str, str]] = []
    for term, entry in glossary(lang)["terms"].items():
        for variant in entry.get("avoid", []):
            stem = variant.endswith("*")  # 'Auktion*': Auktionen too; else the whole word
            word = re.escape(variant.rstrip("*"))
            if re.search(rf"(?<!\w){word}" + ("" if stem else r"(?!\w)"), text, re.IGNORECASE):
                found.append((term, variant))
    return found
