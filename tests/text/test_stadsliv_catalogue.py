"""Stadsliv's catalogues match its source: every id it uses exists in en, sv and de, none is unused.

The ids are read from the source (every "sta.…" string literal; the ids built from data, one per
rule change, Ödestärning face and varvslön option, come from the data files). English texts that
repeat the data files (rule-change labels, face texts, varvslön figures) must say the same.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from stadsliv_qt.games.stadsliv import data
from stadsliv_qt.text import msg, render
from stadsliv_qt.text.pattern import names, parse

# the odds card's words built from fate_odds' effect keys (sta.board.<effect>)
BOARD_EFFECTS = ("gb_buy", "gb_maybe", "gb_sell", "gb_none", "stands", "plaintiff", "cancel",
                 "double", "passes", "fails", "upheld", "count")  # fmt: skip

ROOT = Path(__file__).resolve().parents[2]
SOURCE = ROOT / "stadsliv_qt" / "games" / "stadsliv"
BOARD = ROOT / "stadsliv_qt" / "ui" / "titles" / "stadsliv"  # the board's own words (sta.board.*)
MESSAGES = ROOT / "resources" / "i18n" / "messages"
LITERAL = re.compile(r"""["'](sta\.[A-Za-z0-9_.+\-]*)["']""")
CORE_USED = re.compile(r"""msg\(\s*["']((?:unit|core|list)\.[a-z_.]+)["']""")


def catalogue(lang: str) -> dict[str, str]:
    return json.loads((MESSAGES / f"stadsliv.{lang}.json").read_text(encoding="utf-8"))


def used_ids() -> set[str]:
    """Every message id the title's source names, plus those it builds from the data files."""
    found: set[str] = set()
    for path in [*SOURCE.glob("*.py"), *BOARD.glob("*.py")]:
        found |= set(LITERAL.findall(path.read_text(encoding="utf-8")))
    d = data.load()
    found |= {f"sta.change.{cid}" for cid in d.changes}
    found |= {f"sta.face.{code}.text" for code in d.faces}
    found |= {f"sta.board.{effect}" for effect in BOARD_EFFECTS}  # fate_card.effect_text
    found |= {f"sta.varvslon.{key}" for key in d.varvslon}
    return found


def test_every_id_used_exists_in_every_language_and_none_is_unused() -> None:
    used = used_ids()
    for lang in ("en", "sv", "de"):
        held = set(catalogue(lang))
        assert not used - held, (lang, sorted(used - held))
        assert not held - used, (lang, sorted(held - used))


def test_the_core_messages_the_title_uses_exist() -> None:
    core = json.loads((MESSAGES / "core.sv.json").read_text(encoding="utf-8"))
    for path in SOURCE.glob("*.py"):
        for id_ in CORE_USED.findall(path.read_text(encoding="utf-8")):
            assert id_ in core, id_


@pytest.mark.parametrize("lang", ["sv", "de"])
def test_translations_parse_and_use_only_the_english_parameters(lang: str) -> None:
    en, other = catalogue("en"), catalogue(lang)
    for id_, pattern in other.items():
        assert names(parse(pattern)) <= names(parse(en[id_])), id_
        assert names(parse(en[id_])) - names(parse(pattern)) <= {"n"}, id_  # only counts may go


def test_english_repeats_the_data_files_word_for_word() -> None:
    en, d = catalogue("en"), data.load()
    for cid, change in d.changes.items():
        assert en[f"sta.change.{cid}"] == change.label
    for code, face in d.faces.items():
        assert en[f"sta.face.{code}.text"] == face.text
    for key, pay in d.varvslon.items():
        assert en[f"sta.varvslon.{key}"] == pay.label


@pytest.mark.rule("STA-15")
def test_a_loans_due_date_is_counted_in_passages_of_start_in_every_language() -> None:
    """STA-15: a loan falls due at the second passage of Start; the German seat panel said
    "fällig in 2 Runden", which a table reads as two rounds of turns."""
    said = {lang: render(msg("sta.view.loan", amount=10, left=2), lang, strict=True)
            for lang in ("en", "sv", "de")}  # fmt: skip
    assert "passages" in said["en"] and "passager av Start" in said["sv"]
    assert said["de"] == "Kredit 10 (fällig beim 2. Zug über Start)"
    assert "Runde" not in render(msg("sta.view.loan", amount=10, left=1), "de", strict=True)
