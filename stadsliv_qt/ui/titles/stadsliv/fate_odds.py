"""Odds at a glance for the Ödestärning (issue 18): its faces, their chances, what each would do.

Pure arithmetic on the public view and the face data (no Qt, no secret): before a throw the
board shows, beside the fate die, each face with its chance (1/6; three positive, three
negative, STA-11) and what it would do now. On Ödet (STA-12) that is every player's gain or loss
(those on an NZ are spared, STA-16; GK and N spare the banker); for the court's and the loan's
throws (STA-08, STA-13, STA-22, STA-23) it is the outcome a positive or negative face brings.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from stadsliv_qt.games.stadsliv.data import load

# what a positive / a negative face means for the throws that only read the sign
SIGNED = {
    "STA-08": ("stands", "plaintiff"),
    "STA-13": ("cancel", "double"),
    "STA-22": ("passes", "fails"),
    "STA-23": ("upheld", "count"),
}


@dataclass(frozen=True)
class FaceOdds:
    """One face: its chance and what it would do now.

    `effect` is a key the card words: get, pay, gb_buy, gb_sell, gb_none, gb_maybe, or one of
    SIGNED's outcomes; `deltas` is each touched seat's gain (+) or loss (-) in poäng."""

    code: str
    name: str
    positive: bool
    chance: Fraction
    effect: str
    amount: int = 0
    deltas: dict[int, int] = field(default_factory=dict)
    spared: tuple[int, ...] = ()


def _in_game(view: dict[str, Any], s: int) -> bool:
    return bool(view.get("players", [])[s].get("in_game", True))


def _on_nz(view: dict[str, Any], s: int) -> bool:
    squares, pos = view.get("squares", []), view.get("positions", [])
    return s < len(pos) and 0 <= pos[s] < len(squares) and squares[pos[s]]["kind"] == "neutral"


def _owns_something(view: dict[str, Any], s: int) -> bool:
    """A public sign of a first investment: a block, the bank share or a council seat."""
    owned = any(sq.get("owner", -1) == s for sq in view.get("squares", []))
    return owned or view["players"][s].get("seats", 0) > 0


def fate_odds(view: dict[str, Any], rule: str, seat: int) -> list[FaceOdds]:
    """Each face of the coming throw with its chance and effect, for `seat` (the lander, or
    the player whose loan/fee/question/claim is at stake), from the public view only."""
    data = load()
    chance = Fraction(1, len(data.face_order))
    rules = view.get("rules", {})
    players = view.get("players", [])
    banker = view.get("banker", -1)
    out: list[FaceOdds] = []
    for code in data.face_order:
        face = data.faces[code]
        if rule in SIGNED:
            yes, no = SIGNED[rule]
            amount = 0
            if rule == "STA-13" and 0 <= seat < len(players):
                amount = int(players[seat].get("loan", 0))
                amount = amount if face.positive else 2 * amount
            out.append(FaceOdds(code, face.name, face.positive, chance,
                                yes if face.positive else no, amount))  # fmt: skip
            continue
        if face.effect == "guldbonus":
            out.append(FaceOdds(code, face.name, True, chance, _gb(view, seat)))
            continue
        if face.effect == "lander_pays":
            out.append(FaceOdds(code, face.name, face.positive, chance, "pay", face.amount,
                                {seat: -face.amount}))  # fmt: skip
            continue
        amount = {"F": rules.get("farsot", face.amount),
                  "N": rules.get("naturkatastrof", face.amount)}.get(code, face.amount)  # fmt: skip
        sign = 1 if face.effect == "all_get" else -1
        deltas: dict[int, int] = {}
        spared: list[int] = []
        for s in range(len(players)):
            if not _in_game(view, s):
                continue
            if _on_nz(view, s) or (face.banker_exempt and s == banker):
                spared.append(s)
            else:
                deltas[s] = sign * amount
        effect = "get" if sign > 0 else "pay"
        out.append(FaceOdds(code, face.name, face.positive, chance, effect, amount, deltas,
                            tuple(spared)))  # fmt: skip
    return out


def _gb(view: dict[str, Any], seat: int) -> str:
    """What the GB face would mean for the lander (STA-12)."""
    players = view.get("players", [])
    if not 0 <= seat < len(players):
        return "gb_none"
    if players[seat].get("guldbonus", 0) > 0:
        return "gb_sell"
    if view.get("kassa", {}).get("guldbonus", 0) <= 0:
        return "gb_none"
    return "gb_buy" if _owns_something(view, seat) else "gb_maybe"


def expected(odds: list[FaceOdds], seat: int) -> Fraction:
    """The seat's expected gain in poäng over the faces (GB's purchase is a choice: 0)."""
    return sum((o.chance * o.deltas.get(seat, 0) for o in odds), start=Fraction(0))
