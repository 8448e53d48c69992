"""Glad-o-polis data: the board, the rule parameters and both card decks, loaded and validated.

Everything a player could argue about (prices, rents, card effects) lives in resources/gladopolis/
as JSON (GLA-03, GLA-24, GLA-25); this module only reads it and refuses bad files with a message
that names the file and the entry at fault.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from stadsliv_qt.paths import resource

FIELD_KINDS = (
    "los",
    "district",
    "event",
    "tax",
    "hub",
    "utility",
    "hinterzimmer",
    "fest",
    "council",
    "go_hinterzimmer",
)
PROPERTY_KINDS = ("district", "hub", "utility")
EVENT_TYPES = {
    "formfehler": (),
    "to_hinterzimmer": (),
    "move": ("field",),
    "fine": ("amount",),
    "bank_pays": ("amount",),
    "kasse_pays": ("amount",),
    "bg": ("delta",),
    "building_levy": ("per_level", "per_tower"),
}
# The seed fixes these fields (GLA-03).
SEED_FIELDS = {0: "los", 10: "hinterzimmer", 22: "council", 30: "go_hinterzimmer", 36: "council"}


class DataError(ValueError):
    """A data file that cannot be played; the message names the file and the entry."""


@dataclass(frozen=True)
class Field:
    """One of the 40 fields; price/rents/group only for properties, amount only for taxes."""

    pos: int
    kind: str
    name: str
    group: str = ""
    price: int = 0
    rents: tuple[int, ...] = ()
    amount: int = 0

    @property
    def is_property(self) -> bool:
        return self.kind in PROPERTY_KINDS


@dataclass(frozen=True)
class Group:
    """A colour group of districts with its building price."""

    id: str
    name: str
    colour: str
    build_price: int
    members: tuple[int, ...]


@dataclass(frozen=True)
class Motion:
    """An Antragskarte: sets one named rule parameter while it lies in the Beschlusslage."""

    id: str
    name: str
    text: str
    param: str
    value: Any


@dataclass(frozen=True)
class EventCard:
    """A Stadtgeschehen card; `effect` is its type plus the named figures it needs."""

    id: str
    name: str
    text: str
    effect: dict[str, Any]


@dataclass(frozen=True)
class Data:
    """All Glad-o-polis data, validated."""

    fields: tuple[Field, ...]
    groups: dict[str, Group]
    hub_rents: tuple[int, ...]
    tokens: tuple[tuple[str, str], ...]
    params: dict[str, Any]
    fixed: frozenset[str]
    motions: dict[str, Motion]
    events: dict[str, EventCard]
    town: str
    notes: dict[str, str]

    @property
    def properties(self) -> tuple[int, ...]:
        return tuple(f.pos for f in self.fields if f.is_property)


def _read(folder: Path, name: str) -> dict[str, Any]:
    path = folder / name
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise DataError(f"{name}: the file is missing from {folder}.") from None
    except json.JSONDecodeError as exc:
        raise DataError(
            f"{name}: not valid JSON (line {exc.lineno}, column {exc.colno})."
        ) from None
    if not isinstance(data, dict):
        raise DataError(f"{name}: the file must hold one JSON object.")
    if not isinstance(data.get("note"), str) or not data["note"].strip():
        raise DataError(f"{name}: a 'note' saying how the figures were chosen is required.")
    return data


def _money(where: str, value: Any, *, zero: bool = False) -> int:
    """A whole, non-negative multiple of 10 € (positive unless zero is allowed)."""
    if isinstance(value, bool) or not isinstance(value, int) or value < 0 or value % 10:
        raise DataError(f"{where}: {value!r} is not an amount in whole tens of euros.")
    if value == 0 and not zero:
        raise DataError(f"{where}: the amount must be above 0 €.")
    return value


def _text(where: str, value: Any) -> str:
    if not isinstance(value, str) or not value.strip():
        raise DataError(f"{where}: a non-empty text is required.")
    return value


def _board(data: dict[str, Any]) -> tuple[tuple[Field, ...], dict[str, Group], tuple[int, ...]]:
    raw_groups = data.get("groups")
    if not isinstance(raw_groups, list) or not raw_groups:
        raise DataError("board.json: 'groups' must be a non-empty list.")
    group_info: dict[str, tuple[str, str, int]] = {}
    for i, g in enumerate(raw_groups):
        where = f"board.json: group {i}"
        if not isinstance(g, dict):
            raise DataError(f"{where}: must be an object.")
        gid = _text(where + " id", g.get("id"))
        if gid in group_info:
            raise DataError(f"board.json: group {gid!r} appears twice.")
        group_info[gid] = (
            _text(f"board.json: group {gid!r} name", g.get("name")),
            _text(f"board.json: group {gid!r} colour", g.get("colour")),
            _money(f"board.json: group {gid!r} build_price", g.get("build_price")),
        )
    raw = data.get("fields")
    if not isinstance(raw, list) or len(raw) != 40:
        raise DataError("board.json: 'fields' must list exactly 40 fields, 0 to 39.")
    fields: list[Field] = []
    for i, f in enumerate(raw):
        if not isinstance(f, dict):
            raise DataError(f"board.json: field {i} must be an object.")
        if f.get("pos") != i:
            raise DataError(f"board.json: field {i} says it stands at {f.get('pos')!r}.")
        name = _text(f"board.json: field {i} name", f.get("name"))
        where = f"board.json: field {i} ({name!r})"
        kind = f.get("kind")
        if kind not in FIELD_KINDS:
            raise DataError(f"{where}: unknown kind {kind!r}.")
        if i in SEED_FIELDS and kind != SEED_FIELDS[i]:
            raise DataError(f"{where}: the seed fixes this field as {SEED_FIELDS[i]!r}.")
        if kind in ("council", "go_hinterzimmer", "hinterzimmer") and i not in SEED_FIELDS:
            raise DataError(f"{where}: {kind!r} may only stand where the seed puts it.")
        if kind == "district":
            group = f.get("group")
            if group not in group_info:
                raise DataError(f"{where}: unknown group {group!r}.")
            rents = f.get("rents")
            if not isinstance(rents, list) or len(rents) != 6:
                raise DataError(f"{where}: 'rents' must give 6 figures (base, 1-4, Leuchtturm).")
            rents_t = tuple(_money(f"{where} rent {k}", r) for k, r in enumerate(rents))
            if list(rents_t) != sorted(rents_t):
                raise DataError(f"{where}: rents must not fall as buildings rise.")
            fields.append(
                Field(i, kind, name, group, _money(f"{where} price", f.get("price")), rents_t)
            )
        elif kind in ("hub", "utility"):
            fields.append(Field(i, kind, name, price=_money(f"{where} price", f.get("price"))))
        elif kind == "tax":
            fields.append(Field(i, kind, name, amount=_money(f"{where} amount", f.get("amount"))))
        else:
            fields.append(Field(i, kind, name))
    groups = {}
    for gid, (gname, colour, build) in group_info.items():
        members = tuple(f.pos for f in fields if f.group == gid)
        if not 2 <= len(members) <= 3:
            raise DataError(f"board.json: group {gid!r} has {len(members)} districts, not 2 or 3.")
        groups[gid] = Group(gid, gname, colour, build, members)
    hubs = data.get("hub_rents")
    if not isinstance(hubs, list) or len(hubs) != sum(f.kind == "hub" for f in fields):
        raise DataError("board.json: 'hub_rents' needs one rent per number of hubs held.")
    hub_rents = tuple(_money(f"board.json: hub_rents {k}", r) for k, r in enumerate(hubs))
    if sum(f.kind == "utility" for f in fields) != 2:
        raise DataError("board.json: there must be exactly two Versorger.")
    return tuple(fields), groups, hub_rents


def _params(data: dict[str, Any]) -> tuple[dict[str, Any], frozenset[str]]:
    params = data.get("parameters")
    if not isinstance(params, dict) or not params:
        raise DataError("rules.json: 'parameters' must be an object of named figures.")
    for key, value in params.items():
        if key == "utility_multipliers":
            if (
                not isinstance(value, list)
                or len(value) != 2
                or not all(isinstance(v, int) and v > 0 for v in value)
            ):
                raise DataError("rules.json: parameter 'utility_multipliers' must be two numbers.")
        elif isinstance(value, bool) or not isinstance(value, int) or value < 0:
            raise DataError(f"rules.json: parameter {key!r} must be a whole number >= 0.")
    needed = {
        "start_cash", "start_bg", "los_money", "los_bg", "bg_price", "votes_per_bg",
        "hinterzimmer_fee", "hinterzimmer_turns", "sitzungsgeld", "sitzungsgeld_bg",
        "kluengel_chips", "nothaushalt_levy", "buergerfest_divisor", "buergerfest_bg",
        "los_treasury_bonus", "property_tax_per_los", "rent_percent", "hub_rent_percent",
        "utility_multipliers", "build_percent", "tax_percent", "max_resolutions", "motion_bg",
        "kluengel_crown", "kluengel_tie", "mortgage_interest_percent",
    }  # fmt: skip
    missing = sorted(needed - set(params))
    if missing:
        raise DataError(f"rules.json: parameter {missing[0]!r} is missing.")
    if params["buergerfest_divisor"] < 1 or params["max_resolutions"] < 1:
        raise DataError("rules.json: 'buergerfest_divisor' and 'max_resolutions' must be >= 1.")
    fixed = data.get("fixed", [])
    if not isinstance(fixed, list) or not all(f in params for f in fixed):
        raise DataError("rules.json: 'fixed' must list names of parameters.")
    return dict(params), frozenset(fixed)


def _cards(data: dict[str, Any], name: str) -> list[dict[str, Any]]:
    cards = data.get("cards")
    if not isinstance(cards, list) or len(cards) != 16:
        raise DataError(f"{name}: 'cards' must list exactly 16 cards.")
    seen: set[str] = set()
    for i, c in enumerate(cards):
        if not isinstance(c, dict):
            raise DataError(f"{name}: card {i} must be an object.")
        cid = _text(f"{name}: card {i} id", c.get("id"))
        if cid in seen:
            raise DataError(f"{name}: card id {cid!r} appears twice.")
        seen.add(cid)
        _text(f"{name}: card {cid!r} name", c.get("name"))
        _text(f"{name}: card {cid!r} text", c.get("text"))
    return cards


def _motions(
    data: dict[str, Any], params: dict[str, Any], fixed: frozenset[str]
) -> dict[str, Motion]:
    motions = {}
    for c in _cards(data, "motions.json"):
        where = f"motions.json: card {c['id']!r}"
        param, value = c.get("param"), c.get("value")
        if param not in params:
            raise DataError(f"{where}: there is no rule parameter {param!r}.")
        if param in fixed:
            raise DataError(f"{where}: the parameter {param!r} may not be changed by a motion.")
        base = params[param]
        if isinstance(base, list):
            if (
                not isinstance(value, list)
                or len(value) != len(base)
                or not all(isinstance(v, int) and v > 0 for v in value)
            ):
                raise DataError(f"{where}: the value must be a list like {base!r}.")
            value = list(value)
        elif isinstance(value, bool) or not isinstance(value, int) or value < 0:
            raise DataError(f"{where}: the value must be a whole number >= 0.")
        elif param == "buergerfest_divisor" and value < 1:
            raise DataError(f"{where}: the Bürgerfest divisor must be at least 1.")
        motions[c["id"]] = Motion(c["id"], c["name"], c["text"], param, value)
    return motions


def _events(data: dict[str, Any]) -> dict[str, EventCard]:
    events = {}
    for c in _cards(data, "events.json"):
        where = f"events.json: card {c['id']!r}"
        effect = c.get("effect")
        if not isinstance(effect, dict) or effect.get("type") not in EVENT_TYPES:
            raise DataError(f"{where}: the effect needs a known 'type'.")
        kind = effect["type"]
        for key in EVENT_TYPES[kind]:
            value = effect.get(key)
            if kind == "move":
                if not isinstance(value, int) or not 0 <= value < 40 or value in (10, 30):
                    raise DataError(f"{where}: 'field' must be a board field other than 10 or 30.")
            elif kind == "bg":
                if value not in (1, -1):
                    raise DataError(f"{where}: 'delta' must be +1 or -1 BG.")
            else:
                _money(f"{where} {key}", value)
        if kind == "formfehler" and c["id"] != "formfehler":
            raise DataError(f"{where}: the Formfehler card must have the id 'formfehler'.")
        events[c["id"]] = EventCard(c["id"], c["name"], c["text"], dict(effect))
    if "formfehler" not in events:
        raise DataError("events.json: the card 'Formfehler in der Satzung' is missing.")
    return events


def load_data(folder: Path | str | None = None) -> Data:
    """Read and validate the four files; DataError names the file and the bad entry."""
    base = Path(folder) if folder is not None else resource("gladopolis")
    board = _read(base, "board.json")
    fields, groups, hub_rents = _board(board)
    rules = _read(base, "rules.json")
    params, fixed = _params(rules)
    motions_raw = _read(base, "motions.json")
    events_raw = _read(base, "events.json")
    tokens_raw = board.get("tokens")
    if not isinstance(tokens_raw, list) or len(tokens_raw) < 6:
        raise DataError("board.json: 'tokens' must give at least 6 colour-and-token pairs.")
    tokens = tuple(
        (
            _text(
                f"board.json: token {i} colour", t.get("colour") if isinstance(t, dict) else None
            ),
            _text(f"board.json: token {i} token", t.get("token")),
        )
        for i, t in enumerate(tokens_raw)
    )
    if params["utility_multipliers"] != board.get(
        "utility_multipliers", params["utility_multipliers"]
    ):
        raise DataError("board.json: 'utility_multipliers' disagrees with rules.json.")
    return Data(
        fields=fields,
        groups=groups,
        hub_rents=hub_rents,
        tokens=tokens,
        params=params,
        fixed=fixed,
        motions=_motions(motions_raw, params, fixed),
        events=_events(events_raw),
        town=_text("board.json: town", board.get("town")),
        notes={
            "board": board["note"],
            "rules": rules["note"],
            "motions": motions_raw["note"],
            "events": events_raw["note"],
        },
    )


@cache
def default_data() -> Data:
    """The shipped data, read once per process."""
    return load_data()
