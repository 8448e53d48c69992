"""Plain-text forms of view values, shared by the summary board and private pages."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

MAX_ITEMS = 12


def plural(n: int, one: str, other: str, **values: Any) -> str:
    """The sentence for `n` things: `one` for exactly one, else `other`; {n} and `values` filled.

    Both are whole translated sentences, so each language words both forms itself (English,
    Swedish and German all use the singular for exactly one and the plural otherwise).
    """
    return (one if n == 1 else other).format(n=n, **values)


def humanize(key: str) -> str:
    """'my_bid' -> 'My bid'."""
    text = str(key).replace("_", " ").strip()
    return text[:1].upper() + text[1:]


def _label(entry: dict[str, Any]) -> str:
    """A record's own name, if it has one (lots, squares, contacts …)."""
    for key in ("name", "label", "title", "id", "code"):
        if isinstance(entry.get(key), str) and entry[key]:
            return entry[key]
    return ""


def short(text: str, limit: int = 240) -> str:
    """Cut a long text at a word, with an ellipsis."""
    if len(text) <= limit:
        return text
    return text[:limit].rsplit(" ", 1)[0] + " …"


def format_value(value: Any, names: list[str], depth: int = 0) -> str:
    """A short readable form; lists with one entry per seat are labelled with the names."""
    if isinstance(value, bool):
        return (
            QCoreApplication.translate("Format", "yes")
            if value
            else QCoreApplication.translate("Format", "no")
        )
    if value is None:
        return "–"
    if isinstance(value, (int, float, str)):
        return str(value)
    if isinstance(value, dict):
        if depth > 1:
            return "…"
        items = list(value.items())
        text = ", ".join(f"{k}: {format_value(v, names, depth + 1)}" for k, v in items[:MAX_ITEMS])
        return text + (f" … (+{len(items) - MAX_ITEMS})" if len(items) > MAX_ITEMS else "")
    if isinstance(value, (list, tuple)):
        scalars = all(isinstance(v, (int, float, str, bool)) or v is None for v in value)
        if scalars and depth == 0 and names and len(value) == len(names):
            return " · ".join(
                f"{n} {format_value(v, names, depth + 1)}"
                for n, v in zip(names, value, strict=True)
            )
        if depth > 1:
            return f"[{len(value)}]"
        if value and all(isinstance(v, dict) for v in value):
            labels = [_label(v) for v in value]
            if all(labels):
                text = ", ".join(labels[:MAX_ITEMS])
                more = len(value) - MAX_ITEMS
                return f"{len(value)}: {text}" + (f" … (+{more})" if more > 0 else "")
            return plural(
                len(value),
                QCoreApplication.translate("Format", "1 entry"),
                QCoreApplication.translate("Format", "{n} entries"),
            )
        shown = [format_value(v, names, depth + 1) for v in value[:MAX_ITEMS]]
        text = ", ".join(shown)
        return text + (f" … (+{len(value) - MAX_ITEMS})" if len(value) > MAX_ITEMS else "")
    return str(value)
