"""The one place the table turns the engines' texts into words, in the table's language.

The engines hand out messages (`stadsliv_qt.text.Msg`: an id and typed parameters) for events,
prompts, button labels, refusals, results and the texts inside their views; while a title is
being converted some are still plain English `str`. Everything the table shows of them goes
through `say()` here, in the language of this run (`--lang`, else Settings → Language: set by
ui/i18n.py, which this module follows), so a change of language re-renders every line from the
saved messages.

Tests switch on `strict()`: a missing translation then raises (no English fallback), and every
engine text that is still a plain `str` is collected, so the test can name exactly what is left.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from stadsliv_qt.text import LANGUAGES, Money, Msg, catalogue, render
from stadsliv_qt.text import money as _money
from stadsliv_qt.text import number as _number

from . import i18n

# GameInfo.money (the unit the title declares) -> the catalogues' unit of money
UNITS = {"€": "eur", "$": "usd", "poäng": "poang", "BG": "bg"}


@dataclass
class _State:
    """The language of this run and, in tests, the strict mode's findings."""

    lang: str = "en"
    strict: bool = False
    plain: list[str] | None = None  # engine texts that came as str (strict mode only)
    said: list[str] | None = None  # every text rendered from a message (strict mode only)


_state = _State()


def language() -> str:
    """The table's language code: en, sv or de."""
    return _state.lang


def set_language(code: str) -> None:
    """Use `code` from now on (an unknown code falls back to English)."""
    _state.lang = code if code in LANGUAGES else "en"


i18n.follow(set_language)  # the language installed before this module was first needed


@contextmanager
def strict() -> Iterator[_State]:
    """Within: a missing translation raises, and plain-str engine texts are collected."""
    old = (_state.strict, _state.plain, _state.said)
    _state.strict, _state.plain, _state.said = True, [], []
    try:
        yield _state
    finally:
        _state.strict, _state.plain, _state.said = old


def say(text: Msg | str | None) -> str:
    """An engine text (event, prompt, label, refusal, reason, a view's sentence) as words.

    A plain `str` is an engine text not converted to a message yet: shown as it is, and noted
    in strict mode.
    """
    if text is None:
        return ""
    if isinstance(text, Msg):
        out = render(text, _state.lang, strict=_state.strict)
        if _state.said is not None:
            _state.said.append(out)
        return out
    out = str(text)
    if _state.plain is not None and out.strip():
        _state.plain.append(out)
    return out


def name(value: Msg | str | None) -> str:
    """A view value that is a name the games keep in every language (a field, a card, a lot),
    or a message: a plain `str` here is expected and never noted."""
    if isinstance(value, Msg):
        return say(value)
    return "" if value is None else str(value)


def line(event: Any) -> str:
    """An event's log line: its message with its rule id."""
    text = say(event.message)
    return f"{text} ({event.rule})" if event.rule else text


def refusal(exc: Any) -> str:
    """Why the engine refused something (an IllegalAction, a save or option error), as a
    sentence: its message in the table's language, else its English text."""
    return say(exc.message) if hasattr(exc, "message") else str(exc)


def prompt(decision: Any) -> str:
    """What a decision asks ('' when it asks nothing)."""
    return say(decision.prompt) if decision.prompt else ""


def label(action: Any) -> str:
    """An action's own description, for a button."""
    return say(action.describe())


def undo_text(what: Msg | str) -> str:
    """What the next undo takes back (UndoHistory.last()), for the Edit menu."""
    return say(what) if what else ""


def number(n: int) -> str:
    """A whole number grouped the language's way (1,250 / 1 250 / 1.250)."""
    return _number(n, _state.lang)


def money(amount: int, unit: str) -> str:
    """An amount in a unit code (eur, bg, poang, usd) or a GameInfo.money sign ('€', '$')."""
    code = UNITS.get(unit, unit)
    if code not in UNITS.values():  # a title without a unit of the catalogues: the bare sign
        return f"{number(amount)} {unit}".strip()
    return _money(Money(amount, code), _state.lang, strict=_state.strict)


def money_whole(amount: int, unit: str) -> str:
    """money(), never broken across lines ("560 Dollar" in a wrapped sentence, on a board)."""
    return money(amount, unit).replace(" ", "\u00a0")


def setup(key: str, english: str) -> str:
    """A New Game text of a title (setup.<lang>.json: `game.<id>.description`,
    `option.<id>.<name>[.help|.<choice>]`), else the engine's declared English; strict mode
    raises on a missing one."""
    if _state.lang == "en" and not _state.strict:
        return english
    if key not in catalogue(_state.lang) and not _state.strict:
        return english
    return say(Msg(key))


def description(info: Any) -> str:
    """A title's description (GameInfo) in the table's language."""
    return setup(f"game.{info.id}.description", info.description)


def option_label(game_id: str, spec: Any) -> str:
    """An option's label (OptionSpec) in the table's language."""
    return setup(f"option.{game_id}.{spec.name}", spec.label)


def option_help(game_id: str, spec: Any) -> str:
    """An option's line of help in the table's language."""
    return setup(f"option.{game_id}.{spec.name}.help", spec.help)


def choice_label(game_id: str, spec: Any, value: str, english: str) -> str:
    """One choice of a choice option in the table's language."""
    return setup(f"option.{game_id}.{spec.name}.{value}", english)


def gloss(name: str, english: str) -> str:
    """The short gloss shown under a name the games keep, in the table's language ('' if the
    language needs none): Borgata's lots and contacts."""
    from stadsliv_qt.text.glossary import name_gloss

    return name_gloss(str(name), str(english or ""), _state.lang)


def named(name: str, english: str) -> str:
    """A kept name with its gloss in parentheses when the language has one: 'Skroten (the
    Scrapyard)', 'Skroten (der Schrottplatz)', 'Skroten'."""
    said = gloss(name, english)
    return f"{name} ({said})" if said else str(name)


def part(game_id: str, key: str, short: bool = False) -> Msg:
    """The heading of a part of a title's end breakdown (table.<lang>.json `end.part.<game>.<key>`,
    or the short form `end.short.<game>.<key>` the board's end card uses)."""
    return Msg(f"end.{'short' if short else 'part'}.{game_id}.{key}")


def view_key(key: str) -> str:
    """A key of a seat's private view as a heading (table.<lang>.json `view.key.<key>`); a key
    without one is shown humanised, and noted in strict mode like a plain engine text."""
    id_ = f"view.key.{key}"
    if id_ in catalogue("en"):
        return say(Msg(id_))
    text = str(key).replace("_", " ").strip()
    return say(text[:1].upper() + text[1:])
