"""Stadsliv Hard's evaluation: each player's chance to win, learned from games between Medium players.

In Stadsliv most games end when every other player has gone bankrupt, so the count alone (STA-24)
misjudges a position: poäng in hand, a loan that falls due and the banker's varvslön decide who is
still at the table. `features()` reads a seat's position from the public view; a linear score of
them, with weights fitted by `scripts/fit_stadsliv_value.py` (conditional logit over the seats
still playing) and shipped in `resources/stadsliv/bot_value.json`, gives each seat a share of the
win chance by softmax.
"""

from __future__ import annotations

import json
import math
from functools import cache

from stadsliv_qt.paths import resource

from .model import Town

NAMES = (
    "banker",
    "money",
    "buffer",
    "worth",
    "loan",
    "loan_due",
    "income",
    "liquid",
    "guldbonus",
    "seats",
    "worth_late",
    "money_late",
    "banker_late",
)


def features(town: Town, seat: int) -> list[float]:
    """A seat's position as the numbers the learned score weighs (scaled to about 1)."""
    progress = 1.0 - min(1.0, town.turns_left / 40.0)
    money = min(town.money[seat], 60) / 10.0
    worth = town.worth[seat] / 10.0
    blocks = sum(town.price[c] // 2 for c, o in town.owner.items() if o == seat)
    loan = town.loan[seat]
    banker = 1.0 if seat == town.banker else 0.0
    return [
        banker,
        money,
        min(town.money[seat], 6) / 6.0,
        worth,
        loan / 10.0,
        1.0 if loan > town.money[seat] else 0.0,
        town.income(seat) / 10.0,
        (town.money[seat] + blocks) / 10.0,
        float(town.gb[seat]),
        float(town.seats[seat]),
        worth * progress,
        money * progress,
        banker * progress,
    ]


@cache
def weights() -> tuple[float, ...]:
    """The fitted weights, one per feature, in the order of NAMES."""
    raw = json.loads(resource("stadsliv", "bot_value.json").read_text(encoding="utf-8"))
    return tuple(float(raw["weights"][n]) for n in NAMES)


def chances(town: Town, w: tuple[float, ...] | None = None) -> list[float]:
    """Every seat's win chance: a softmax of the learned scores over the seats still playing."""
    w = weights() if w is None else w
    scores = []
    for s in range(town.n):
        if town.alive[s]:
            scores.append(sum(a * b for a, b in zip(w, features(town, s), strict=True)))
        else:
            scores.append(-math.inf)
    top = max(scores)
    exps = [math.exp(x - top) if x > -math.inf else 0.0 for x in scores]
    total = sum(exps)
    return [e / total for e in exps]
