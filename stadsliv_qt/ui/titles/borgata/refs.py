"""Borgata's board refs: the names the log, the tutorial and the rule cards use for things on the
city board, and `refs_for(event)`, the things an event concerns (pure: no Qt, no game).

Kinds of ref:
- `lot:<A1..E5>`: a lot of the 5x5 city, columns A-E and rows 1-5 as the log names them
  (Stadshuset is `lot:C3`, Skroten `lot:A1`, Hamnen `lot:E1`, Lastbilsterminalen `lot:A5`,
  Fängelset `lot:E5`).
- `seat:<n>`: a family (lit: the lots where its members stand; anchored: its line on the status
  board).
- `contact:<id>`: a contact card at the side of the city, by its id in resources/borgata/contacts.json
  (`contact:polisbilen`, `contact:lonnmordaren`, ...).
- `phase`: the phase track above the city; `status`: the status board of the families; `bank`:
  the bank's plate on the status board, where payments go and income comes from.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from stadsliv_qt.engine import Event
from stadsliv_qt.text import Many, Msg, SeatRef

COLUMNS = "ABCDE"
PRISON_REF = "lot:E5"
LOT_KEYS = ("lot", "frm", "dest")  # event data naming one lot as [row, col]
SEAT_KEYS = ("seat", "target", "family", "controller")  # event data naming one family


def lot_ref(pos: Iterable[int]) -> str:
    """The ref of a lot given as (row, col)."""
    r, c = (int(v) for v in pos)
    return f"lot:{COLUMNS[c]}{r + 1}"


def parse_lot(ref: str) -> tuple[int, int] | None:
    """(row, col) of a `lot:` ref, None for anything else."""
    if not ref.startswith("lot:") or len(ref) != 6:
        return None
    col, row = ref[4], ref[5]
    if col not in COLUMNS or row not in "12345":
        return None
    return int(row) - 1, COLUMNS.index(col)


def parse_seat(ref: str) -> int | None:
    """The family of a `seat:` ref, None for anything else."""
    if not ref.startswith("seat:") or not ref[5:].isdigit():
        return None
    return int(ref[5:])


def _is_pos(value: Any) -> bool:
    return (
        isinstance(value, list | tuple)
        and len(value) == 2
        and all(isinstance(v, int) and not isinstance(v, bool) and 0 <= v < 5 for v in value)
    )


def _seats_in(arg: Any, out: list[int]) -> None:
    """Every family a message names, however deep (the log says who, even where data does not)."""
    if isinstance(arg, SeatRef):
        out.append(arg.seat)
    elif isinstance(arg, Msg):
        for value in arg.args.values():
            _seats_in(value, out)
    elif isinstance(arg, Many):
        for value in arg.items:
            _seats_in(value, out)


def refs_for(event: Event) -> list[str]:
    """The lots, families and contacts an event concerns, each once, lots first (pure)."""
    d: Mapping[str, Any] = event.data
    lots: list[str] = []
    seats: list[int] = []
    contacts: list[str] = []
    for key in LOT_KEYS:
        if _is_pos(d.get(key)):
            lots.append(lot_ref(d[key]))
    for pos in d.get("lots") or []:
        if _is_pos(pos):
            lots.append(lot_ref(pos))
    cards = d.get("cards")
    if isinstance(cards, Mapping):  # a peek: the lots looked at, by label
        lots += [f"lot:{k}" for k in cards if isinstance(k, str) and parse_lot(f"lot:{k}")]
    if event.kind == "prison" or (event.kind == "arrest" and "lot" in d):
        lots.append(PRISON_REF)
    for key in SEAT_KEYS:
        value = d.get(key)
        if isinstance(value, int) and not isinstance(value, bool) and value >= 0:
            seats.append(value)
    for key in ("before", "after"):  # a conflict: every family that stood on the lot
        counts = d.get(key)
        if isinstance(counts, list):
            seats += [f for f, n in enumerate(counts) if isinstance(n, int) and n > 0]
    if isinstance(event.message, Msg):
        _seats_in(event.message, seats)
    contact = d.get("contact")
    if isinstance(contact, str):
        contacts.append(contact)
    sealed = d.get("envelopes")
    if isinstance(sealed, Mapping):  # a reveal by names, or one family's own envelopes
        for value in sealed.values():
            if isinstance(value, Mapping):
                contacts += [k for k, a in value.items() if isinstance(a, int) and a > 0]
            elif isinstance(value, int) and value > 0:
                contacts += [k for k in sealed if isinstance(k, str)]
                break
    out: list[str] = []
    for ref in (
        *lots,
        *(f"seat:{s}" for s in seats),
        *(f"contact:{c}" for c in contacts),
    ):
        if ref not in out:
            out.append(ref)
    return out
