"""The Glad-o-polis catalogues hold exactly the messages its engine uses, in all three languages.

Every id written in the title's source (`msg("gla...")`, `Msg("gla...")`) and every card and motion
text (gla.event.<id>.text, gla.motion.<id>.text) exists in gladopolis.en/sv/de.json; no catalogue
keeps an id nobody uses (but the ids older saves still hold, ledger.OLD_IDS); each translation parses and fills the same parameters as the English.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from stadsliv_qt.games.gladopolis.data import default_data
from stadsliv_qt.games.gladopolis.ledger import OLD_IDS
from stadsliv_qt.text.pattern import names, parse

ROOT = Path(__file__).resolve().parents[2]
SOURCE = ROOT / "stadsliv_qt" / "games" / "gladopolis"
BOARD = ROOT / "stadsliv_qt" / "ui" / "titles" / "gladopolis"  # the board's own words (gla.board.*)
MESSAGES = ROOT / "resources" / "i18n" / "messages"
LANGS = ("en", "sv", "de")
LITERAL = re.compile(r"""\b(?:msg|Msg)\(\s*["']([^"']+)["']""")


def used_ids() -> set[str]:
    """The ids the engine can hand out: literal ids in its source and the data's card texts."""
    found: set[str] = set()
    for path in sorted(SOURCE.glob("*.py")) + sorted(BOARD.glob("*.py")):
        found |= set(LITERAL.findall(path.read_text(encoding="utf-8")))
    d = default_data()
    found |= {f"gla.event.{cid}.text" for cid in d.events}
    found |= {f"gla.motion.{mid}.text" for mid in d.motions}
    found |= set(OLD_IDS)  # no longer written, still held by older saves' logs and debts
    return {i for i in found if i.startswith("gla.")}


def catalogue(lang: str) -> dict[str, str]:
    data: dict[str, str] = json.loads(
        (MESSAGES / f"gladopolis.{lang}.json").read_text(encoding="utf-8")
    )
    return data


def test_the_source_uses_only_ids_of_its_own_domain() -> None:
    for path in sorted(SOURCE.glob("*.py")):
        for found in LITERAL.findall(path.read_text(encoding="utf-8")):
            assert found.startswith(("gla.", "core.")), (path.name, found)
    assert len(used_ids()) > 150


@pytest.mark.parametrize("lang", LANGS)
def test_every_used_id_is_in_the_catalogue_and_nothing_else(lang: str) -> None:
    ids = set(catalogue(lang))
    used = used_ids()
    assert not used - ids, f"missing in gladopolis.{lang}.json: {sorted(used - ids)}"
    assert not ids - used, f"unused in gladopolis.{lang}.json: {sorted(ids - used)}"


@pytest.mark.parametrize("lang", ("sv", "de"))
def test_translations_parse_and_fill_the_english_parameters(lang: str) -> None:
    english = catalogue("en")
    for key, pattern in catalogue(lang).items():
        assert pattern.strip(), key
        assert names(parse(pattern)) == names(parse(english[key])), (lang, key)


def test_the_english_patterns_parse() -> None:
    for pattern in catalogue("en").values():
        assert parse(pattern)


def test_money_is_said_per_language() -> None:
    from stadsliv_qt.text import Money, msg, render

    m = msg("gla.buy.bought", seat="Anna", field="Kaisertor", price=Money(1250, "eur"))
    assert render(m, "en") == "Anna buys Kaisertor for 1,250 €"
    assert render(m, "sv") == "Anna köper Kaisertor för 1\u00a0250 €"
    assert render(m, "de") == "Anna kauft Kaisertor für 1.250 €"
