"""Small tutorials of our own, one per title, touching its decision kinds (a roll, a buy, a bid
with an amount, a sealed entry behind the curtain, the guide's own moves): the table's guide is
tested on them while the titles' shipped tutorials are written elsewhere."""

from __future__ import annotations

from typing import Any

from stadsliv_qt.teach import tutorial
from stadsliv_qt.teach.tutorial import Tutorial


def t(en: str) -> dict[str, str]:
    """A text in the three languages (the test's own words, marked per language)."""
    return {"en": en, "sv": f"{en} [sv]", "de": f"{en} [de]"}


def _act(sid: str, text: str, action: dict[str, Any], **more: Any) -> dict[str, Any]:
    return {"id": sid, "text": t(text), "wait": "act", "action": action, **more}


def _auto(sid: str, text: str, action: dict[str, Any], **more: Any) -> dict[str, Any]:
    return {"id": sid, "text": t(text), "wait": "auto", "action": action, **more}


def _next(sid: str, text: str, **more: Any) -> dict[str, Any]:
    return {"id": sid, "text": t(text), "wait": "next", **more}


END = {"id": "end", "text": t("That is the game. Play a real one!"), "wait": "end"}

GLADOPOLIS: dict[str, Any] = {
    "format": 1,
    "game": "gladopolis",
    "title": t("Glad-o-polis, guided"),
    "players": ["Ada", "Bo", "Cai"],
    "options": {},
    "seed": 1,
    "chance": {"dice": [[6, 5], [2, 3]]},
    "steps": [
        _next("hello", "Welcome to Glad-o-polis. This is the board.", anchor="ui:board"),
        _act("roll", "Roll the dice.", {"type": "Roll", "seat": 0}, anchor="ui:actions",
             hint=t("Press Roll first.")),
        _act("buy", "You landed on a free field: buy it.", {"type": "Buy", "seat": 0},
             anchor="field:11", light=["field:11"], rule="GLA-09", shows=["GLA-09"]),
        _act("end_turn", "End your turn.", {"type": "EndTurn", "seat": 0}, anchor="ui:actions"),
        _auto("bo_rolls", "Bo rolls.", {"type": "Roll", "seat": 1}, anchor="ui:seat:1"),
        _act("bo_declines", "Bo does not buy: the field goes to auction.",
             {"type": "Decline", "seat": 1}),
        _act("cai_bids", "Cai bids 200 for it.", {"type": "Bid", "seat": 2, "amount": 200},
             anchor="ui:actions"),
        _auto("ada_passes", "Ada passes.", {"type": "Pass", "seat": 0}),
        _act("bo_passes", "Bo passes too: Cai wins the auction.", {"type": "Pass", "seat": 1}),
        END,
    ],
}  # fmt: skip

STADSLIV: dict[str, Any] = {
    "format": 1,
    "game": "stadsliv",
    "title": t("Stadsliv, guided"),
    "players": ["Ada", "Bo", "Cai"],
    "options": {},
    "seed": 1,
    "chance": {"die": [4, 2]},
    "steps": [
        _next("hello", "Welcome to Stadsliv.", anchor="ui:board"),
        _act("banker", "Someone must be the banker: volunteer.",
             {"type": "Volunteer", "seat": 0, "yes": True}, anchor="ui:actions", rule="STA-04"),
        _act("loan", "Take a loan of 2 before you roll.", {"type": "TakeLoan", "seat": 0,
             "amount": 2}, anchor="ui:actions"),
        _act("one_die", "Roll one die.", {"type": "Roll", "seat": 0, "dice": 1},
             anchor="ui:actions"),
        _act("buy", "Buy the square.", {"type": "Buy", "seat": 0, "yes": True}, anchor="ui:log"),
        _act("end_turn", "End your turn.", {"type": "EndTurn", "seat": 0}),
        _auto("bo", "Bo rolls one die.", {"type": "Roll", "seat": 1, "dice": 1},
              anchor="ui:seat:1"),
        END,
    ],
}  # fmt: skip

# Bo's sealed envelopes: 300 on the hitman, a secret until the reveal (the privacy test's amount)
CONTACTS = ["lonnmordaren", "livvakterna", "fbi", "domaren", "mordbrannaren", "polisbilen",
            "advokaten", "informatoren", "smugglaren", "polischefen"]  # fmt: skip
BO_SEALS = [[c, 300 if c == "lonnmordaren" else 0] for c in CONTACTS]

_PLACES = [(1, 1), (2, 1), (3, 2), (1, 2), (2, 3), (3, 1), (1, 3), (2, 1), (3, 2)]

BORGATA: dict[str, Any] = {
    "format": 1,
    "game": "borgata",
    "title": t("Borgata, guided"),
    "players": ["Ada", "Bo", "Cai"],
    "options": {},
    "seed": 1,
    "chance": {},
    "steps": [
        _next("hello", "Welcome to Borgata.", anchor="ui:board"),
        *[
            _auto(f"place{k}", "Members are placed on the lots.",
                  {"type": "Place", "seat": k % 3, "lot": list(lot)}, anchor="ui:board")
            for k, lot in enumerate(_PLACES)
        ],
        _next("curtain", "Envelopes are sealed behind the curtain, one player at a time.",
              anchor="ui:actions"),
        _act("seal", "Seal your envelopes.", {"type": "Envelopes", "seat": 0}, anchor="ui:curtain"),
        _auto("seal1", "Bo seals his.", {"type": "Envelopes", "seat": 1, "amounts": BO_SEALS}),
        _auto("seal2", "Cai seals hers.", {"type": "Envelopes", "seat": 2}),
        END,
    ],
}  # fmt: skip

ALL = {"gladopolis": GLADOPOLIS, "stadsliv": STADSLIV, "borgata": BORGATA}


def small(game_id: str) -> Tutorial:
    """Our small tutorial of a title, parsed like a shipped one."""
    import copy

    return tutorial.parse(copy.deepcopy(ALL[game_id]), game_id)
