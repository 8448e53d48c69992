"""The message catalogues: one JSON file per domain and language in resources/i18n/messages/.

`core.<lang>.json` holds what every title shares (units of money, lists, yes and no, the engine's
own refusals); `<title>.<lang>.json` a title's messages. Keys starting with '@' are settings of the
language, not messages (`@number.group`: the thousands separator).
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

from stadsliv_qt.paths import resource

LANGUAGES = ("en", "sv", "de")


class CatalogueError(ValueError):
    """A catalogue file that cannot be used."""


def folder() -> Path:
    """Where the message catalogues live."""
    return resource("i18n", "messages")


@cache
def catalogue(lang: str) -> dict[str, str]:
    """Every message of a language, from all its domain files; {} for an unknown language."""
    if lang not in LANGUAGES:
        return {}
    merged: dict[str, str] = {}
    for path in sorted(folder().glob(f"*.{lang}.json")):
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            raise CatalogueError(f"{path.name} cannot be read: {exc}") from None
        if not isinstance(data, dict) or not all(
            isinstance(k, str) and isinstance(v, str) for k, v in data.items()
        ):
            raise CatalogueError(f"{path.name} must map message ids to texts")
        twice = set(merged) & set(data)
        if twice:
            raise CatalogueError(f"{path.name} repeats ids of another file: {sorted(twice)[:3]}")
        merged.update(data)
    return merged


def domains(lang: str) -> dict[str, dict[str, str]]:
    """Each domain file's messages for a language (for the completeness checks)."""
    out: dict[str, dict[str, str]] = {}
    for path in sorted(folder().glob(f"*.{lang}.json")):
        out[path.name.split(".")[0]] = json.loads(path.read_text(encoding="utf-8"))
    return out


def setting(lang: str, key: str, default: str) -> str:
    """A language setting such as '@number.group'."""
    return catalogue(lang).get(key, default)
