"""How Stadsliv's texts are built as messages: lists of names, items, and reasons kept in the state.

The log's lists keep the English they always had ("Anna, Björn pay 3 poäng", "Anna and Björn
tie"), so they are chains of small messages, not `Many`. A few texts live in the state as the
English the log printed (a debt's reason, the purpose of the last throw, the rule changes, the
result's reason): the save format stays as it was, and `back()` reads such a text back into its
message so the table can say it in any language (old saves included).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import cache

from stadsliv_qt.text import Msg, msg
from stadsliv_qt.text.catalogues import catalogue
from stadsliv_qt.text.message import Arg
from stadsliv_qt.text.pattern import Choice, Hash, Ref, parse

ITEMS = {"GB": "sta.item.gb", "SF": "sta.item.sf", "B": "sta.item.bank"}


def item(code: str) -> Arg:
    """An item that can change hands, as sentences name it ('a Guldbonus'; a block by its code).

    A malformed code (not a string) is said as written, so a refusal naming it still reads."""
    if not isinstance(code, str):
        return str(code)
    if code in ITEMS:
        return msg(ITEMS[code])
    return code


def commas(items: Sequence[Arg]) -> Arg:
    """'A, B, C': a list joined by commas only (the log's lists of hit players and spared ones)."""
    if not items:
        return msg("sta.list.nobody")
    out: Arg = items[0]
    for x in items[1:]:
        out = msg("sta.list.comma", head=out, last=x)
    return out


def ands(items: Sequence[Arg]) -> Arg:
    """'A and B and C': names joined by 'and' each time (ties, shared victories)."""
    out: Arg = items[0]
    for x in items[1:]:
        out = msg("sta.list.and", head=out, last=x)
    return out


# Messages the game no longer says but the logs of earlier saves still name, so they must still
# render (issue 18 gave these lines their arithmetic under new ids).
EARLIER = ("sta.fate.loan_doubled", "sta.money.sold_back")

# The messages whose English the state keeps, per kind of text; back() tries them in order.
KEPT = {
    "why": ("sta.pay.why.fee", "sta.pay.why.loan_start", "sta.pay.why.loan_nz"),
    "purpose": (
        "sta.fate.for_lander",
        "sta.fate.on_loan",
        "sta.fate.on_protest",
        "sta.fate.on_question",
        "sta.fate.on_appeal",
    ),
    "change": ("sta.change.fee_now",),
    "reason": (
        "sta.end.bankrupt",
        "sta.end.voted",
        "sta.end.upheld",
        "sta.end.tie_shared",
        "sta.end.tie_cash",
        "sta.end.count",
        "sta.end.turn_limit",
        "sta.end.rejected",
        "sta.end.no_appeal",
    ),
}


@cache
def _regex(id_: str) -> tuple[re.Pattern[str], tuple[str, ...]]:
    """The English pattern of a message as a regular expression with one group per parameter."""
    parts = parse(catalogue("en")[id_])
    out, names = [], []
    for p in parts:
        if isinstance(p, str):
            out.append(re.escape(p))
        elif isinstance(p, Ref):
            out.append("(.+?)")
            names.append(p.name)
        else:  # kept messages use plain parameters only
            assert not isinstance(p, Choice | Hash)
    return re.compile("".join(out) + r"\Z"), tuple(names)


def back(kind: str, text: str) -> Msg:
    """The message a kept English text came from; a name or unknown text as it stands."""
    for id_ in KEPT[kind]:
        rx, names = _regex(id_)
        m = rx.match(text)
        if m is None:
            continue
        args: dict[str, Arg] = {}
        for name, value in zip(names, m.groups(), strict=True):
            args[name] = int(value) if value.isdigit() else _nested(kind, value)
        return Msg(id_, args)
    if kind == "change":
        return _change(text)
    return msg("sta.name", name=text)


def _nested(kind: str, value: str) -> Arg:
    """A parameter that is itself a kept text (the count's why), else the text as a name."""
    if kind == "reason":
        for id_ in KEPT["reason"]:
            if _regex(id_)[0].match(value):
                return back("reason", value)
    return value


@cache
def _labels() -> dict[str, str]:
    """English rule-change label -> its change id."""
    from . import data

    return {ch.label: cid for cid, ch in data.load().changes.items()}


def _change(text: str) -> Msg:
    cid = _labels().get(text)
    if cid is not None:
        return msg(f"sta.change.{cid}")
    return msg("sta.name", name=text)
