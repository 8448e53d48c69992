"""Saying a message in a language: the catalogue's pattern, with each parameter formatted by kind.

Numbers get the language's grouping (1,250 / 1 250 / 1.250), money its unit ('1 250 €',
'$1,250', '12 poäng'), lists the language's 'and', plurals the right form. With `strict=True` a
missing message or parameter raises (the completeness tests); otherwise the English message is
used, and last the bare id, so a table never crashes over a missing word.
"""

from __future__ import annotations

from .catalogues import catalogue, setting
from .message import ENGLISH, Arg, Many, Money, Msg, SeatRef
from .pattern import Choice, Hash, Parts, PatternError, Ref, parse


class MissingText(LookupError):
    """A message or parameter the catalogue of a language lacks (strict rendering only)."""


def render(m: Msg, lang: str = "en", *, strict: bool = False) -> str:
    """The message as a sentence in `lang`."""
    pattern = catalogue(lang).get(m.id)
    if pattern is None:
        if strict:
            raise MissingText(f"no {lang} text for message {m.id!r}")
        pattern = catalogue("en").get(m.id)
        if pattern is None:
            return m.id
        lang = "en" if lang not in ("sv", "de") else lang
    try:
        parts = parse(pattern)
    except PatternError:
        if strict:
            raise
        return m.id
    return _say(parts, m, lang, strict, None)


def number(n: int, lang: str = "en") -> str:
    """A whole number with the language's thousands grouping."""
    digits = f"{abs(n):,}".replace(",", setting(lang, "@number.group", ","))
    return f"-{digits}" if n < 0 else digits


def money(value: Money, lang: str = "en", *, strict: bool = False) -> str:
    """An amount in its unit: '1,250 €', '1 250 €', '$1,250', '12 poäng'; a minus sign in front."""
    unit = Msg(f"unit.{value.unit}", {"n": abs(value.amount)})
    text = render(unit, lang, strict=strict)
    return f"-{text}" if value.amount < 0 else text


def arg(value: Arg, lang: str = "en", *, strict: bool = False) -> str:
    """One parameter as words."""
    if isinstance(value, bool):
        return render(Msg("core.yes" if value else "core.no"), lang, strict=strict)
    if isinstance(value, int):
        return number(value, lang)
    if isinstance(value, str):
        return value
    if isinstance(value, Money):
        return money(value, lang, strict=strict)
    if isinstance(value, SeatRef):
        return value.name
    if isinstance(value, Many):
        return _join([arg(v, lang, strict=strict) for v in value.items], value.joiner, lang, strict)
    return render(value, lang, strict=strict)


def _join(items: list[str], joiner: str, lang: str, strict: bool) -> str:
    if not items:
        return render(Msg("list.none"), lang, strict=strict)
    if len(items) == 1:
        return items[0]
    head = setting(lang, "@list.sep", ", ").join(items[:-1])
    return render(Msg(f"list.{joiner}", {"head": head, "last": items[-1]}), lang, strict=strict)


def _count(value: Arg) -> int | None:
    if isinstance(value, Money):
        return value.amount
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    if isinstance(value, Many):
        return len(value.items)
    return None


def _say(parts: Parts, m: Msg, lang: str, strict: bool, counted: int | None) -> str:
    out: list[str] = []
    for p in parts:
        if isinstance(p, str):
            out.append(p)
        elif isinstance(p, Hash):
            out.append(number(counted or 0, lang))
        elif isinstance(p, Ref):
            if p.name not in m.args:
                if strict:
                    raise MissingText(f"message {m.id!r} has no parameter {p.name!r}")
                out.append("…")
                continue
            out.append(arg(m.args[p.name], lang, strict=strict))
        elif isinstance(p, Choice):
            out.append(_choose(p, m, lang, strict))
    return "".join(out)


def _choose(p: Choice, m: Msg, lang: str, strict: bool) -> str:
    if p.name not in m.args:
        if strict:
            raise MissingText(f"message {m.id!r} has no parameter {p.name!r}")
        return "…"
    value = m.args[p.name]
    if p.kind == "plural":
        n = _count(value)
        if n is None:
            if strict:
                raise MissingText(f"message {m.id!r} counts {p.name!r}, which is not a number")
            return "…"
        parts = p.branch(f"={n}")
        if parts is None or not any(k == f"={n}" for k, _ in p.branches):
            parts = p.branch("one" if abs(n) == 1 else "other")
        return _say(parts or (), m, lang, strict, n)
    if isinstance(value, bool):
        key = "yes" if value else "no"
    elif isinstance(value, str | int):
        key = str(value)
    else:
        key = "other"
    return _say(p.branch(key) or (), m, lang, strict, _count(value))


ENGLISH.append(render)
