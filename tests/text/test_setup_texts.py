"""The New Game dialog's texts of every title (setup.<lang>.json) are complete in every language
and the English ones are the engines' own declarations, word for word."""

from __future__ import annotations

import json

import pytest

from stadsliv_qt.engine import registry
from stadsliv_qt.paths import resource
from stadsliv_qt.text import LANGUAGES, Msg, render


def declared() -> dict[str, str]:
    """Every setup text the registered titles declare, by its conventional id."""
    out: dict[str, str] = {}
    for cls in registry.games():
        if not cls.__module__.startswith("stadsliv_qt.games."):
            continue  # a test's toy title
        info = cls.info
        out[f"game.{info.id}.description"] = info.description
        for spec in info.options:
            out[f"option.{info.id}.{spec.name}"] = spec.label
            out[f"option.{info.id}.{spec.name}.help"] = spec.help
            for value, label in spec.choices:
                out[f"option.{info.id}.{spec.name}.{value}"] = label
    return out


def setup_catalogue(lang: str) -> dict[str, str]:
    return json.loads(resource("i18n", "messages", f"setup.{lang}.json").read_text("utf-8"))


def test_english_setup_texts_are_the_engines_declarations() -> None:
    assert setup_catalogue("en") == declared()


@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang != "en"])
def test_every_title_option_and_choice_is_translated(lang: str) -> None:
    texts = setup_catalogue(lang)
    missing = sorted(set(declared()) - set(texts))
    assert not missing, f"setup.{lang}.json lacks {missing}"
    assert not set(texts) - set(declared()), "ids no title declares"
    for key in declared():
        said = render(Msg(key), lang, strict=True)
        assert said.strip() and "{" not in said
