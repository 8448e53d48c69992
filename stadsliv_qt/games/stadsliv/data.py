"""Stadsliv's data files: the ring, the investment cards, the Ödestärning, rule changes, figures.

Everything players see as a figure lives in resources/stadsliv/*.json; this module loads it once,
checks it against the rules (STA-01, STA-02, STA-11) and names the bad entry when it is wrong.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from typing import Any

from stadsliv_qt.paths import resource

KIND_COLOURS = {
    "start": "white",
    "residential": "orange",
    "office": "violet",
    "building": "turquoise",
    "stortorget": "silver",
    "council": "gold",
    "fate": "lightblue",
    "neutral": "yellow",
}
RING_COUNTS = {
    "start": 1,
    "residential": 39,
    "office": 16,
    "building": 11,
    "stortorget": 1,
    "council": 1,
    "fate": 6,
    "neutral": 6,
}
BUILDINGS = "ABCDEFGHIJK"
# STA-02: (price range, fee range) per kind of block; Domstolen and Stortorget are fixed.
RANGES = {
    "residential": ((1, 3), (1, 4)),
    "office": ((2, 5), (2, 6)),
    "building": ((4, 15), (3, 10)),
    "stortorget": ((15, 15), (10, 10)),
}
FIXED = {"D": (10, 7), "T": (15, 10)}
GROUPS = {"varuhus": ("A", "C"), "hotel": ("H", "I", "J")}
EFFECTS = ("guldbonus", "all_get", "all_pay", "lander_pays")
CHANGE_TARGETS = ("varvslon", "fee", "nz_interest", "F", "N")
FIGURES = (
    "start_money",
    "nz_interest",
    "loan_passages",
    "guldbonus_count",
    "guldbonus_price",
    "guldbonus_value",
    "council_seats",
    "council_price",
    "share_value",
    "bank_share_price",
)


class DataError(ValueError):
    """A data file that breaks the rules; the message names the file and the entry."""


@dataclass(frozen=True)
class Square:
    """One activity square of the ring (STA-01)."""

    number: int
    kind: str
    code: str
    name: str
    colour: str


@dataclass(frozen=True)
class Card:
    """One investment card: a block's price and fee (STA-02)."""

    code: str
    name: str
    kind: str
    price: int
    fee: int
    hoghus: bool
    group: str


@dataclass(frozen=True)
class Face:
    """One face of the Ödestärning (STA-11) and what it does (STA-12)."""

    code: str
    name: str
    positive: bool
    effect: str
    amount: int
    banker_exempt: bool
    text: str


@dataclass(frozen=True)
class RuleChange:
    """A rule change the Röstkort may put to the table (STA-22)."""

    id: str
    label: str
    target: str
    delta: int
    value: int | None


@dataclass(frozen=True)
class Pay:
    """One set of varvslön figures (STA-10)."""

    label: str
    base: int
    banker: int
    stortorget: int
    needs_investment: bool


@dataclass(frozen=True)
class Data:
    """Everything the engine reads from resources/stadsliv."""

    squares: tuple[Square, ...]
    cards: dict[str, Card]
    faces: dict[str, Face]
    face_order: tuple[str, ...]
    changes: dict[str, RuleChange]
    figures: dict[str, int]
    varvslon: dict[str, Pay]


def _read(name: str) -> dict[str, Any]:
    path = resource("stadsliv", name)
    try:
        doc = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise DataError(f"resources/stadsliv/{name} cannot be read: {exc}") from None
    if not isinstance(doc, dict) or not isinstance(doc.get("note"), str):
        raise DataError(f"resources/stadsliv/{name} must be an object with a 'note'.")
    return doc


def _int(where: str, entry: dict[str, Any], key: str) -> int:
    value = entry.get(key)
    if isinstance(value, bool) or not isinstance(value, int):
        raise DataError(f"{where}: '{key}' must be a whole number, not {value!r}.")
    return value


def _str(where: str, entry: dict[str, Any], key: str) -> str:
    value = entry.get(key)
    if not isinstance(value, str) or not value:
        raise DataError(f"{where}: '{key}' must be a non-empty text, not {value!r}.")
    return value


def _entries(
    raw: list[Any], file: str, slot: str, name: str, key: str
) -> Iterator[tuple[str, dict[str, Any]]]:
    """Each entry of a list with the words that name it in an error ("cards.json card 'Kv1'")."""
    for i, entry in enumerate(raw, start=1):
        if not isinstance(entry, dict):
            raise DataError(f"{file} {slot} {i}: must be an object.")
        yield f"{file} {name} {entry.get(key, i)!r}", entry


def _squares(doc: dict[str, Any]) -> tuple[Square, ...]:
    raw = doc.get("squares")
    if not isinstance(raw, list):
        raise DataError("board.json: 'squares' must be a list.")
    out = []
    for i, entry in enumerate(raw, start=1):
        where = f"board.json square {i}"
        if not isinstance(entry, dict):
            raise DataError(f"{where}: must be an object.")
        sq = Square(
            _int(where, entry, "n"),
            _str(where, entry, "kind"),
            _str(where, entry, "code"),
            _str(where, entry, "name"),
            _str(where, entry, "colour"),
        )
        where = f"board.json square {i} ({sq.code})"
        if sq.number != i:
            raise DataError(f"{where}: numbered {sq.number}, expected {i} (playing order).")
        if sq.kind not in KIND_COLOURS:
            raise DataError(f"{where}: unknown kind {sq.kind!r}.")
        if sq.colour != KIND_COLOURS[sq.kind]:
            raise DataError(f"{where}: a {sq.kind} square is {KIND_COLOURS[sq.kind]}.")
        out.append(sq)
    counts = {k: sum(1 for s in out if s.kind == k) for k in KIND_COLOURS}
    for kind, want in RING_COUNTS.items():
        if counts[kind] != want:
            raise DataError(f"board.json: {counts[kind]} {kind} squares, the ring has {want}.")
    if out[0].kind != "start":
        raise DataError("board.json: square 1 must be Start.")
    return tuple(out)


def _cards(doc: dict[str, Any]) -> dict[str, Card]:
    raw = doc.get("cards")
    if not isinstance(raw, list):
        raise DataError("cards.json: 'cards' must be a list.")
    cards: dict[str, Card] = {}
    for where, entry in _entries(raw, "cards.json", "entry", "card", "code"):
        card = Card(
            _str(where, entry, "code"),
            _str(where, entry, "name"),
            _str(where, entry, "kind"),
            _int(where, entry, "price"),
            _int(where, entry, "fee"),
            bool(entry.get("hoghus", False)),
            str(entry.get("group", "")),
        )
        if card.code in cards:
            raise DataError(f"{where}: a second card for the same block.")
        if card.kind not in RANGES:
            raise DataError(f"{where}: unknown kind {card.kind!r}.")
        (plo, phi), (flo, fhi) = RANGES[card.kind]
        if not plo <= card.price <= phi:
            raise DataError(f"{where}: price {card.price} is outside {plo}-{phi} (STA-02).")
        if not flo <= card.fee <= fhi:
            raise DataError(f"{where}: fee {card.fee} is outside {flo}-{fhi} (STA-02).")
        if card.code in FIXED and (card.price, card.fee) != FIXED[card.code]:
            raise DataError(f"{where}: the rules fix price/fee at {FIXED[card.code]} (STA-02).")
        if card.hoghus and card.kind not in ("residential", "office"):
            raise DataError(f"{where}: only residential and office blocks can be höghus.")
        want_group = next((g for g, codes in GROUPS.items() if card.code in codes), "")
        if card.group != want_group:
            raise DataError(f"{where}: group must be {want_group or 'none'!r} (STA-08).")
        cards[card.code] = card
    for kind in ("residential", "office"):
        high = [c for c in cards.values() if c.kind == kind and c.hoghus]
        low = [c for c in cards.values() if c.kind == kind and not c.hoghus]
        if high and low:
            if min(c.price for c in high) < max(c.price for c in low):
                bad = min(high, key=lambda c: c.price)
                raise DataError(f"cards.json card {bad.code!r}: a höghus must cost the most.")
            if min(c.fee for c in high) < max(c.fee for c in low):
                bad = min(high, key=lambda c: c.fee)
                raise DataError(f"cards.json card {bad.code!r}: a höghus must have the top fees.")
    return cards


def _faces(doc: dict[str, Any]) -> tuple[dict[str, Face], tuple[str, ...]]:
    raw = doc.get("faces")
    if not isinstance(raw, list) or len(raw) != 6:
        raise DataError("fate.json: the Ödestärning has exactly 6 faces.")
    faces: dict[str, Face] = {}
    for where, entry in _entries(raw, "fate.json", "face", "face", "code"):
        face = Face(
            _str(where, entry, "code"),
            _str(where, entry, "name"),
            bool(entry.get("positive")),
            _str(where, entry, "effect"),
            _int(where, entry, "amount"),
            bool(entry.get("banker_exempt")),
            _str(where, entry, "text"),
        )
        if face.effect not in EFFECTS:
            raise DataError(f"{where}: unknown effect {face.effect!r}.")
        if face.amount < 0 or (face.effect != "guldbonus" and face.amount == 0):
            raise DataError(f"{where}: amount {face.amount} is not a payment.")
        if face.code in faces:
            raise DataError(f"{where}: two faces with the same letters.")
        faces[face.code] = face
    if sum(f.positive for f in faces.values()) != 3:
        raise DataError("fate.json: three faces are positive and three negative (STA-11).")
    for code in ("GB", "F", "N"):
        if code not in faces:
            raise DataError(f"fate.json: the face {code!r} is missing (STA-12).")
    return faces, tuple(faces)


def _changes(doc: dict[str, Any]) -> dict[str, RuleChange]:
    raw = doc.get("changes")
    if not isinstance(raw, list) or not raw:
        raise DataError("rule_changes.json: 'changes' must be a non-empty list.")
    out: dict[str, RuleChange] = {}
    for where, entry in _entries(raw, "rule_changes.json", "entry", "change", "id"):
        ch = RuleChange(
            _str(where, entry, "id"),
            _str(where, entry, "label"),
            _str(where, entry, "target"),
            _int(where, entry, "delta") if "delta" in entry else 0,
            _int(where, entry, "value") if "value" in entry else None,
        )
        if ch.target not in CHANGE_TARGETS:
            raise DataError(f"{where}: unknown target {ch.target!r}.")
        if (ch.value is None) == (ch.delta == 0):
            raise DataError(f"{where}: give either a non-zero 'delta' or a 'value'.")
        if ch.value is not None and not 0 <= ch.value <= 100:
            raise DataError(f"{where}: a rate of {ch.value} % is not possible.")
        if ch.id in out or ch.id == "seat":
            raise DataError(f"{where}: the id is used twice.")
        out[ch.id] = ch
    return out


def _figures(doc: dict[str, Any]) -> tuple[dict[str, int], dict[str, Pay]]:
    figures = {}
    for key in FIGURES:
        value = _int("figures.json", doc, key)
        if value < 0 or (key != "nz_interest" and value == 0):
            raise DataError(f"figures.json: '{key}' cannot be {value}.")
        figures[key] = value
    raw = doc.get("varvslon")
    if not isinstance(raw, dict) or "standard" not in raw:
        raise DataError("figures.json: 'varvslon' must hold the 'standard' figures (STA-10).")
    pays = {}
    for name, entry in raw.items():
        where = f"figures.json varvslön {name!r}"
        if not isinstance(entry, dict):
            raise DataError(f"{where}: must be an object.")
        pay = Pay(
            _str(where, entry, "label"),
            _int(where, entry, "base"),
            _int(where, entry, "banker"),
            _int(where, entry, "stortorget"),
            bool(entry.get("needs_investment")),
        )
        if min(pay.base, pay.banker, pay.stortorget) < 0:
            raise DataError(f"{where}: a varvslön cannot be negative.")
        pays[name] = pay
    return figures, pays


def check_ring_against_cards(squares: tuple[Square, ...], cards: dict[str, Card]) -> None:
    """Every block has one square and one card, every building letter A-K appears once."""
    blocks = [s for s in squares if s.kind in RANGES]
    codes = [s.code for s in blocks]
    for s in blocks:
        if codes.count(s.code) != 1:
            raise DataError(f"board.json square {s.number} ({s.code}): the block appears twice.")
        card = cards.get(s.code)
        if card is None:
            raise DataError(f"board.json square {s.number} ({s.code}): no investment card.")
        if card.kind != s.kind:
            raise DataError(f"board.json square {s.number} ({s.code}): card says {card.kind}.")
    missing = sorted(set(cards) - set(codes))
    if missing:
        raise DataError(f"cards.json card {missing[0]!r}: no square on the board.")
    letters = sorted(s.code for s in squares if s.kind == "building")
    if "".join(letters) != BUILDINGS:
        raise DataError(f"board.json: the existing buildings must be A-K, found {letters}.")


@cache
def load() -> Data:
    """Load and check every Stadsliv data file once."""
    squares = _squares(_read("board.json"))
    cards = _cards(_read("cards.json"))
    check_ring_against_cards(squares, cards)
    faces, order = _faces(_read("fate.json"))
    changes = _changes(_read("rule_changes.json"))
    figures, pays = _figures(_read("figures.json"))
    return Data(squares, cards, faces, order, changes, figures, pays)


@cache
def layout(odet: int, nz: int) -> tuple[Square, ...]:
    """The ring with `odet` Ödet and `nz` NZ squares spread evenly (the variant of STA-01).

    The other squares keep the order of board.json; specials alternate, spread by the same rule
    the default board was laid out with, so layout(6, 6) is board.json itself.
    """
    base = [s for s in load().squares if s.kind not in ("fate", "neutral")]
    m = odet + nz
    length = len(base) + m
    slots: dict[int, str] = {}
    for k in range(m):
        index = int((k + 0.5) * length / m + 0.5)
        slots[index] = "fate" if (k + 1) * odet // m > k * odet // m else "neutral"
    ring: list[Square] = []
    rest = iter(base)
    for i in range(length):
        kind = slots.get(i)
        if kind == "fate":
            ring.append(Square(i + 1, "fate", "Ö", "Ödet", KIND_COLOURS["fate"]))
        elif kind == "neutral":
            ring.append(Square(i + 1, "neutral", "NZ", "Neutral zon", KIND_COLOURS["neutral"]))
        else:
            s = next(rest)
            ring.append(Square(i + 1, s.kind, s.code, s.name, s.colour))
    return tuple(ring)
