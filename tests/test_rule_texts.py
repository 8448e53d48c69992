"""The in-app rule texts explain every rule of shared/rules, in every language, in their own words."""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SHARED_RULES = ROOT.parent / "shared" / "rules"
SHARED_SEEDS = ROOT.parent / "shared" / "seeds"
TEXTS = ROOT / "resources" / "rules"

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

RULE_ID = re.compile(r"\*\*([A-Z]{3}-\d{2})\*\*")
ANY_ID = re.compile(r"\b[A-Z]{3}-\d{2}\b")
HTML_TAG = re.compile(r"</?[A-Za-z][^>]*>")
# A run this many words long shared with a seed or a rules file counts as copied, not retold.
COPY_RUN = 8


def shared_folder(path: Path) -> Path:
    """CI checks out shared/ beside the project; without it these checks cannot run at all."""
    if not path.is_dir():
        pytest.fail(
            f"{path} is missing: the rule texts are checked against the shared rules and seeds, "
            "which must lie beside the checkout (as in CI: <parent>/shared/rules, <parent>/shared/seeds)",
            pytrace=False,
        )
    return path


@cache
def rule_ids(game: str) -> tuple[str, ...]:
    path = shared_folder(SHARED_RULES) / f"{game}.md"
    assert path.is_file(), f"{path} is missing"
    ids = tuple(sorted(set(RULE_ID.findall(path.read_text(encoding="utf-8")))))
    assert ids, f"no rule ids (**XXX-NN**) found in {path}"
    return ids


def rule_text(game: str, lang: str) -> str:
    path = TEXTS / f"{game}.{lang}.md"
    assert path.is_file(), f"rule text {path.relative_to(ROOT)} is missing"
    return path.read_text(encoding="utf-8")


def words(text: str) -> list[str]:
    return re.findall(r"[^\W\d_]+", text.lower())


@cache
def source_runs() -> frozenset[tuple[str, ...]]:
    """Every COPY_RUN-word run of the seeds and the rules files."""
    runs: set[tuple[str, ...]] = set()
    sources = [
        *shared_folder(SHARED_SEEDS).glob("*.txt"),
        *shared_folder(SHARED_RULES).glob("*.md"),
    ]
    for path in sources:
        w = words(path.read_text(encoding="utf-8"))
        runs.update(tuple(w[i : i + COPY_RUN]) for i in range(len(w) - COPY_RUN + 1))
    return frozenset(runs)


def test_shared_rules_and_seeds_are_present():
    shared_folder(SHARED_RULES)
    shared_folder(SHARED_SEEDS)


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
    assert not unknown, f"{game}.{lang}.md cites ids that {game}.md does not have: {unknown}"


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


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GAMES)
def test_text_is_written_in_own_words(game, lang):
    w = words(rule_text(game, lang))
    runs = source_runs()
    copied = [
        " ".join(w[i : i + COPY_RUN])
        for i in range(len(w) - COPY_RUN + 1)
        if tuple(w[i : i + COPY_RUN]) in runs
    ]
    assert not copied, f"{game}.{lang}.md repeats the seeds or rules word for word: {copied[:3]}"
