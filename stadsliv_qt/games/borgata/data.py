"""Borgata data: district cards, the five value-5 lots, the ten contacts and the fixed figures.

Everything a player could argue about lives in resources/borgata/ as JSON (BOR-03, BOR-05,
BOR-14, BOR-16, BOR-17..26); this module reads it and refuses a bad file with a message that
names the file and the entry at fault.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from stadsliv_qt.paths import resource

CATEGORIES = ("Kontorskomplex", "Lägenhetskomplex", "Industri", "Handel", "Lager", "Nöje")
PROTECTED = ("Kontorskomplex", "Lägenhetskomplex")  # BOR-17
# BOR-01 fixes where each value-5 lot lies; the data must agree with it.
CORNERSTONE_PLACES = {
    "stadshuset": (2, 2),
    "skroten": (0, 0),
    "hamnen": (0, 4),
    "lastbilsterminalen": (4, 0),
    "fangelset": (4, 4),
}
# The engine implements each contact by id; the data gives names and effect lines.
CONTACT_IDS = (
    "lonnmordaren",
    "livvakterna",
    "fbi",
    "domaren",
    "mordbrannaren",
    "polisbilen",
    "advokaten",
    "informatoren",
    "smugglaren",
    "polischefen",
)
RESPONSES = {"livvakterna": "lonnmordaren", "domaren": "fbi"}
FIGURES = (
    "start_money",
    "envelopes",
    "start_members",
    "recruit_price",
    "recruit_max",
    "prison_recruit_price",
    "police_cars",
    "board_districts",
    "deck_size",
)


class DataError(ValueError):
    """A data file that cannot be played; the message names the file and the entry."""


@dataclass(frozen=True)
class District:
    """A district card: its category, value 1-4, income and contract value ($0: no contract)."""

    id: str
    name: str
    english: str
    category: str
    value: int
    income: int
    contract: int


@dataclass(frozen=True)
class Cornerstone:
    """A value-5 lot: where it lies, which categories it governs, what collecting pays."""

    id: str
    name: str
    english: str
    row: int
    col: int
    governs: tuple[str, ...]
    income: int
    value: int = 5


@dataclass(frozen=True)
class Contact:
    """One of the ten contacts; `answers` names the attack a response answers."""

    id: str
    name: str
    english: str
    kind: str
    answers: str
    rule: str
    effect: str


@dataclass(frozen=True)
class BorgataData:
    """Everything the engine reads from resources/borgata."""

    districts: dict[str, District]
    cornerstones: dict[str, Cornerstone]
    contacts: dict[str, Contact]
    figures: dict[str, int]
    notes: dict[str, str]

    def name(self, card: str) -> str:
        """The Swedish name of a district card or value-5 lot."""
        if card in self.districts:
            return self.districts[card].name
        return self.cornerstones[card].name


def _obj(doc: Any, where: str) -> dict[str, Any]:
    if not isinstance(doc, dict):
        raise DataError(f"{where}: expected an object")
    return doc


def _str(entry: dict[str, Any], key: str, where: str) -> str:
    value = entry.get(key)
    if not isinstance(value, str) or not value.strip():
        raise DataError(f"{where}: '{key}' must be a non-empty text")
    return value


def _int(entry: dict[str, Any], key: str, where: str, lo: int, hi: int) -> int:
    value = entry.get(key)
    if isinstance(value, bool) or not isinstance(value, int) or not lo <= value <= hi:
        raise DataError(f"{where}: '{key}' must be a whole number from {lo} to {hi}")
    return value


def _note(doc: dict[str, Any], where: str) -> str:
    return _str(doc, "note", where)


def parse_districts(doc: Any, file: str = "districts.json") -> tuple[dict[str, District], str]:
    """The district deck (BOR-03): ids and names unique, figures inside the rule's ranges."""
    doc = _obj(doc, file)
    cards = doc.get("cards")
    if not isinstance(cards, list):
        raise DataError(f"{file}: 'cards' must be a list")
    out: dict[str, District] = {}
    names: set[str] = set()
    for k, raw in enumerate(cards):
        where = f"{file}: card {k + 1}"
        entry = _obj(raw, where)
        cid = _str(entry, "id", where)
        where = f"{file}: card {cid!r}"
        name = _str(entry, "name", where)
        if cid in out:
            raise DataError(f"{where}: the id is used twice")
        if name.casefold() in names:
            raise DataError(f"{where}: the name {name!r} is used twice")
        category = entry.get("category")
        if category not in CATEGORIES:
            raise DataError(f"{where}: category {category!r} is not one of {', '.join(CATEGORIES)}")
        contract = _int(entry, "contract", where, 0, 1200)
        if 0 < contract < 300:
            raise DataError(f"{where}: a contract is $0 or from $300 to $1,200")
        out[cid] = District(
            id=cid,
            name=name,
            english=_str(entry, "english", where),
            category=category,
            value=_int(entry, "value", where, 1, 4),
            income=_int(entry, "income", where, 100, 600),
            contract=contract,
        )
        names.add(name.casefold())
    return out, _note(doc, file)


def parse_cornerstones(
    doc: Any, file: str = "cornerstones.json"
) -> tuple[dict[str, Cornerstone], str]:
    """The five value-5 lots where BOR-01 puts them, together governing every category once."""
    doc = _obj(doc, file)
    lots = doc.get("lots")
    if not isinstance(lots, list):
        raise DataError(f"{file}: 'lots' must be a list")
    out: dict[str, Cornerstone] = {}
    governed: list[str] = []
    for k, raw in enumerate(lots):
        entry = _obj(raw, f"{file}: lot {k + 1}")
        lid = _str(entry, "id", f"{file}: lot {k + 1}")
        where = f"{file}: lot {lid!r}"
        if lid not in CORNERSTONE_PLACES:
            raise DataError(f"{where}: not one of the five value-5 lots of BOR-01")
        if lid in out:
            raise DataError(f"{where}: listed twice")
        row, col = _int(entry, "row", where, 0, 4), _int(entry, "col", where, 0, 4)
        if (row, col) != CORNERSTONE_PLACES[lid]:
            raise DataError(
                f"{where}: BOR-01 puts it at row {CORNERSTONE_PLACES[lid][0]}, "
                f"column {CORNERSTONE_PLACES[lid][1]}"
            )
        governs = entry.get("governs")
        if (
            not isinstance(governs, list)
            or not governs
            or not all(g in CATEGORIES for g in governs)
        ):
            raise DataError(f"{where}: 'governs' must list categories from {', '.join(CATEGORIES)}")
        governed.extend(governs)
        out[lid] = Cornerstone(
            id=lid,
            name=_str(entry, "name", where),
            english=_str(entry, "english", where),
            row=row,
            col=col,
            governs=tuple(governs),
            income=_int(entry, "income", where, 0, 600),
        )
    missing = [lid for lid in CORNERSTONE_PLACES if lid not in out]
    if missing:
        raise DataError(f"{file}: the value-5 lot {missing[0]!r} is missing")
    if sorted(governed) != sorted(CATEGORIES):
        raise DataError(f"{file}: every category must be governed by exactly one value-5 lot")
    return out, _note(doc, file)


def parse_contacts(doc: Any, file: str = "contacts.json") -> tuple[dict[str, Contact], str]:
    """The ten contacts, each known to the engine, responses answering the right attack."""
    doc = _obj(doc, file)
    contacts = doc.get("contacts")
    if not isinstance(contacts, list):
        raise DataError(f"{file}: 'contacts' must be a list")
    out: dict[str, Contact] = {}
    for k, raw in enumerate(contacts):
        entry = _obj(raw, f"{file}: contact {k + 1}")
        cid = _str(entry, "id", f"{file}: contact {k + 1}")
        where = f"{file}: contact {cid!r}"
        if cid not in CONTACT_IDS:
            raise DataError(f"{where}: not one of the ten contacts of BOR-17 to BOR-26")
        if cid in out:
            raise DataError(f"{where}: listed twice")
        kind = entry.get("kind")
        answers = entry.get("answers")
        if kind != ("response" if cid in RESPONSES else "active"):
            raise DataError(
                f"{where}: 'kind' must be {'response' if cid in RESPONSES else 'active'}"
            )
        if answers != RESPONSES.get(cid, ""):
            raise DataError(f"{where}: 'answers' must be {RESPONSES.get(cid, '')!r}")
        out[cid] = Contact(
            id=cid,
            name=_str(entry, "name", where),
            english=_str(entry, "english", where),
            kind=kind,
            answers=answers,
            rule=_str(entry, "rule", where),
            effect=_str(entry, "effect", where),
        )
    missing = [cid for cid in CONTACT_IDS if cid not in out]
    if missing:
        raise DataError(f"{file}: the contact {missing[0]!r} is missing")
    return {cid: out[cid] for cid in CONTACT_IDS}, _note(doc, file)


def parse_figures(doc: Any, file: str = "figures.json") -> tuple[dict[str, int], str]:
    """The fixed figures; each a positive whole number."""
    doc = _obj(doc, file)
    figures = {key: _int(doc, key, f"{file}: figure", 1, 100_000) for key in FIGURES}
    return figures, _note(doc, file)


def build(docs: dict[str, Any]) -> BorgataData:
    """Check the four documents together (deck size, envelopes per contact) and combine them."""
    districts, n1 = parse_districts(docs["districts"])
    cornerstones, n2 = parse_cornerstones(docs["cornerstones"])
    contacts, n3 = parse_contacts(docs["contacts"])
    figures, n4 = parse_figures(docs["figures"])
    if len(districts) != figures["deck_size"]:
        raise DataError(
            f"districts.json: the deck has {len(districts)} cards, figures.json says "
            f"{figures['deck_size']} (BOR-03)"
        )
    if figures["board_districts"] != 20 or figures["deck_size"] < 20:
        raise DataError("figures.json: the 5x5 city holds exactly 20 districts (BOR-02)")
    if figures["envelopes"] != len(contacts):
        raise DataError("figures.json: a family needs one envelope per contact (BOR-05, BOR-10)")
    if set(districts) & set(cornerstones):
        raise DataError("districts.json: a district uses the id of a value-5 lot")
    names = {d.name.casefold() for d in districts.values()}
    for c in cornerstones.values():
        if c.name.casefold() in names:
            raise DataError(f"districts.json: a district is called {c.name!r} like a value-5 lot")
    notes = {"districts": n1, "cornerstones": n2, "contacts": n3, "figures": n4}
    return BorgataData(districts, cornerstones, contacts, figures, notes)


def read(folder: Path) -> BorgataData:
    """Read and check the four files in a folder."""
    docs: dict[str, Any] = {}
    for key in ("districts", "cornerstones", "contacts", "figures"):
        path = folder / f"{key}.json"
        try:
            docs[key] = json.loads(path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            raise DataError(f"{path} is missing") from None
        except json.JSONDecodeError as exc:
            raise DataError(f"{path.name}: not valid JSON (line {exc.lineno})") from None
    return build(docs)


@cache
def load() -> BorgataData:
    """The game's data, read once."""
    return read(resource("borgata"))
