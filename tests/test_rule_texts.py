"""In-app rule texts explain every rule id of resources/rules/ids.json in every language."""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
TEXTS = ROOT / "resources" / "rules"
IDS = TEXTS / "ids.json"

GAMES = ("gladopolis", "borgata", "stadsliv")
LANGS = ("en", "sv", "de")

# Names players see keep the games' own words in every language.
OWN_WORDS = {
    "gladopolis": (
        "Bürgergunst",
        "Stadtkasse",
        "Hinterzimmer",
        "Klüngel",
        "Ratssitzung",
        "Beschlusslage",
        "Wahltag",
        "Bürgerfest",
        "Leuchtturmprojekt",
        "Formfehler in der Satzung",
    ),
    "borgata": (
        "Stadshuset",
        "Skroten",
        "Hamnen",
        "Lastbilsterminalen",
        "Fängelset",
        "Kontakter",
        "Inkassera",
        "Kontrakt",
        "Mobilisera",
        "Rekrytera",
        "Lönnmördaren",
        "Livvakterna",
        "Domaren",
        "Mordbrännaren",
        "Polisbilen",
        "Advokaten",
        "Informatören",
        "Smugglaren",
        "Polischefen",
    ),
    "stadsliv": (
        "Ödestärning",
        "Stadsfullmäktige",
        "Guldbonus",
        "Stadskassan",
        "Domstolen",
        "Röstkort",
        "Stortorget",
        "Ödet",
        "varvslön",
        "andelskort",
        "Farsot",
        "Naturkatastrof",
        "Krigshot",
    ),
}

ANY_ID = re.compile(r"\b[A-Z]{3}-\d{2}\b")
HTML_TAG = re.compile(r"</?[A-Za-z][^>]*>")
MARKER = re.compile(r"mark\.rule\(\s*[\"']([^\"']*)[\"']")
# A run this many words long found in two languages' texts is a passage left untranslated.
COPY_RUN = 8


@cache
def rule_ids(game: str) -> tuple[str, ...]:
    """The game's rule ids, as the project lists them in resources/rules/ids.json."""
    listed = json.loads(IDS.read_text(encoding="utf-8"))
    assert game in listed, f"{IDS.relative_to(ROOT)} has no entry for {game}"
    ids = tuple(sorted(listed[game]))
    assert ids, f"{IDS.relative_to(ROOT)} lists no rule ids for {game}"
    return ids


def rule_text(game: str, lang: str) -> str:
    path = TEXTS / f"{game}.{lang}.md"
    assert path.is_file(), f"rule text {path.relative_to(ROOT)} is missing"
    return path.read_text(encoding="utf-8")


def words(text: str) -> list[str]:
    return re.findall(r"[^\W\d_]+", text.lower())


def runs(text: str) -> set[tuple[str, ...]]:
    """Every COPY_RUN-word run of a text."""
    w = words(text)
    return {tuple(w[i : i + COPY_RUN]) for i in range(len(w) - COPY_RUN + 1)}


def test_rule_id_list_is_well_formed():
    listed = json.loads(IDS.read_text(encoding="utf-8"))
    assert set(listed) - {"note"} == set(GAMES), f"{IDS.name} lists other games than {GAMES}"
    for game in GAMES:
        prefixes = {i[:3] for i in listed[game]}
        assert len(prefixes) == 1, f"{game} mixes id prefixes {sorted(prefixes)}"
        numbers = sorted(int(i[4:]) for i in listed[game])
        assert numbers == list(range(1, len(numbers) + 1)), (
            f"{game}: ids are not 01..{len(numbers)}"
        )
        for rule, title in listed[game].items():
            assert ANY_ID.fullmatch(rule), f"{game}: {rule!r} is not an id like ABC-01"
            assert isinstance(title, str) and title.strip(), f"{game}: {rule} has no title"


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GAMES)
def test_every_rule_id_is_explained_in_parentheses(game, lang):
    body = rule_text(game, lang)
    cited = {i for group in re.findall(r"\(([^()]*)\)", body) for i in ANY_ID.findall(group)}
    missing = [i for i in rule_ids(game) if i not in cited]
    assert not missing, f"{game}.{lang}.md never cites {', '.join(missing)} in parentheses"


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GAMES)
def test_no_rule_id_is_made_up(game, lang):
    unknown = sorted(set(ANY_ID.findall(rule_text(game, lang))) - set(rule_ids(game)))
    assert not unknown, (
        f"{game}.{lang}.md cites ids that ids.json does not list for {game}: {unknown}"
    )


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GAMES)
def test_games_own_words_are_kept(game, lang):
    body = rule_text(game, lang)
    missing = [w for w in OWN_WORDS[game] if w not in body]
    assert not missing, f"{game}.{lang}.md lacks the game's own words: {missing}"


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GAMES)
def test_markdown_suits_qtextbrowser(game, lang):
    body = rule_text(game, lang)
    assert body.startswith("# "), "the text opens with the game's title as a level-1 heading"
    assert not HTML_TAG.search(body), f"HTML in {game}.{lang}.md: {HTML_TAG.search(body).group()}"
    for line in body.splitlines():
        if line.lstrip().startswith("|"):
            columns = line.strip().strip("|").count("|") + 1
            assert columns <= 4, f"table wider than 4 columns: {line}"
    sections = re.findall(r"^## (.+)$", body, re.M)
    assert sections and sections[-1].startswith("Variant"), "the variants close the text"


@pytest.mark.parametrize("lang", [lang for lang in LANGS if lang != "en"])
@pytest.mark.parametrize("game", GAMES)
def test_every_translation_is_written_in_its_own_language(game, lang):
    """No passage of another language's text is left standing untranslated."""
    others = set().union(*(runs(rule_text(game, o)) for o in LANGS if o != lang))
    w = words(rule_text(game, lang))
    copied = [
        " ".join(w[i : i + COPY_RUN])
        for i in range(len(w) - COPY_RUN + 1)
        if tuple(w[i : i + COPY_RUN]) in others
    ]
    assert not copied, f"{game}.{lang}.md repeats another language word for word: {copied[:3]}"


def test_every_test_marker_names_a_listed_rule():
    """A test marked @pytest.mark.rule names a real rule, and every rule has a marked test."""
    known = {i for game in GAMES for i in rule_ids(game)}
    marked: set[str] = set()
    for path in sorted((ROOT / "tests").rglob("*.py")):
        for rule in MARKER.findall(path.read_text(encoding="utf-8")):
            assert rule in known, f"{path.relative_to(ROOT)} marks unknown rule {rule!r}"
            marked.add(rule)
    untested = sorted(known - marked)
    assert not untested, f"no test is marked with these rule ids: {untested}"


@pytest.mark.parametrize("game", GAMES)
def test_rule_notes_cite_only_listed_rules(game):
    """docs/rules/<game>.md records decisions per rule: each id it cites must exist."""
    notes = ROOT / "docs" / "rules" / f"{game}.md"
    unknown = sorted(set(ANY_ID.findall(notes.read_text(encoding="utf-8"))) - set(rule_ids(game)))
    assert not unknown, f"docs/rules/{game}.md cites ids that ids.json does not list: {unknown}"
