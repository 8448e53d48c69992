"""Board refs of Glad-o-polis 2.0: the names of the things on its board (pure, no Qt).

A ref is a string the shared code (tutorial cards, log hover, rule cards, the digest) passes to
the scene's `light()`, `anchor_rect()` and `picture()`:

    field:<0-39>    a field of the track (field:10 is the Hinterzimmer, field:0 LOS)
    group:<id>      all fields of a colour group (group:braun, ... as in board.json)
    seat:<n>        the token of seat n (and so the seat itself for the digest)
    kasse           the Stadtkasse in the centre, with the two decks
    calendar        the Wahlkalender
    resolutions     the Beschlusslage (the motions in force)
    banner          the centre's "what is going on now" panel (auctions, motions, trades)
    dice            the dice on the board
    centre          the whole middle of the board

`refs_for(event)` says which of these an event concerns, from its data and the seats and fields
its message names; every seat involved is there as `seat:<n>`, so a digest can find the events
that concern a seat. Private events give nothing beyond what their message already says to the
seat that may see them (a sealed vote names its voter, never its choice).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from functools import cache
from typing import Any

from stadsliv_qt.engine import Event
from stadsliv_qt.games.gladopolis.data import default_data
from stadsliv_qt.text import Msg
from stadsliv_qt.text.message import Many, SeatRef

KINDS = ("field", "group", "seat", "kasse", "calendar", "resolutions", "banner", "dice", "centre")
KASSE = -2  # the Stadtkasse as a party of a payment (games/gladopolis/state.py)
PARTIES = ("seat", "payer", "payee", "debtor", "creditor", "leader", "frm", "to")
PLACES = ("field", "dest")
# What a kind of event concerns beyond its data: the board parts it changes.
BY_KIND: dict[str, tuple[str, ...]] = {
    "los": ("field:0",),
    "calendar": ("calendar",),
    "wahltag": ("calendar",),
    "fest": ("field:20", "kasse"),
    "hinterzimmer": ("field:10",),
    "visit": (),
    "motion": ("resolutions",),
    "accepted": ("resolutions",),
    "rejected": ("resolutions",),
    "repealed": ("resolutions",),
    "veto": ("resolutions",),
    "reveal": ("resolutions",),
    "nothaushalt": ("kasse",),
    "card": ("kasse",),
    "dice": ("dice",),
    "votes": ("calendar",),
}
# a kind shared by several rules: "visit" is also a player's own field (GLA-10)
BY_RULE_KIND: dict[tuple[str, str], tuple[str, ...]] = {
    ("GLA-16", "visit"): ("field:10",),  # just visiting the Hinterzimmer
}


@cache
def _unique_names() -> dict[str, int]:
    """Field names that name one field only (districts, hubs, utilities, corners)."""
    seen: dict[str, list[int]] = {}
    for f in default_data().fields:
        seen.setdefault(f.name, []).append(f.pos)
    return {name: poss[0] for name, poss in seen.items() if len(poss) == 1}


def _args(value: Any) -> Iterable[Any]:
    """Every parameter of a message, nested messages opened."""
    if isinstance(value, Msg):
        for arg in value.args.values():
            yield from _args(arg)
    elif isinstance(value, Many):
        for item in value.items:
            yield from _args(item)
    else:
        yield value


def _party(value: Any) -> str | None:
    if isinstance(value, bool) or not isinstance(value, int):
        return None
    if value >= 0:
        return f"seat:{value}"
    return "kasse" if value == KASSE else None


def refs_for(event: Event) -> list[str]:
    """The board things an event concerns, in a stable order without repeats."""
    out: list[str] = []

    def add(ref: str | None) -> None:
        if ref and ref not in out:
            out.append(ref)

    data: Mapping[str, Any] = event.data or {}
    for key in PARTIES:
        add(_party(data.get(key)))
    for key in PLACES:
        pos = data.get(key)
        if isinstance(pos, int) and not isinstance(pos, bool) and 0 <= pos < 40:
            add(f"field:{pos}")
    for key in ("votes", "rolls"):  # revealed votes and roll-off dice name their seats
        table = data.get(key)
        if isinstance(table, dict):
            for seat in table:
                add(_party(int(seat)) if str(seat).isdigit() else None)
    offer = data.get("offer")
    if isinstance(offer, dict):
        add(_party(offer.get("from")))
        add(_party(offer.get("to")))
        for pos in list(offer.get("give", [])) + list(offer.get("take", [])):
            add(f"field:{pos}" if isinstance(pos, int) else None)
    names = _unique_names()
    for arg in _args(event.message):
        if isinstance(arg, SeatRef):
            add(f"seat:{arg.seat}")
        elif isinstance(arg, str) and arg in names:
            add(f"field:{names[arg]}")
    for ref in BY_KIND.get(event.kind, ()):
        add(ref)
    for ref in BY_RULE_KIND.get((event.rule or "", event.kind), ()):
        add(ref)
    return out


def parse(ref: str) -> tuple[str, str]:
    """(kind, id) of a ref; ('', '') for anything this board does not name."""
    kind, _, ident = ref.partition(":")
    if kind not in KINDS:
        return "", ""
    if kind == "field":
        return (kind, ident) if ident.isdigit() and int(ident) < 40 else ("", "")
    if kind == "seat":
        return (kind, ident) if ident.isdigit() else ("", "")
    if kind == "group":
        return (kind, ident) if ident in default_data().groups else ("", "")
    return (kind, "") if not ident else ("", "")
