"""Why a bot acted: a message (`stadsliv_qt.text.Msg`, id `bot.<reason>`) the log says in any language.

A bot returns `Reason("gladopolis.bid_completes_group", amount=1200, group="Altstadt")`; `msg()`
makes it the message `bot.gladopolis.bid_completes_group` with the amounts as `Money` in the
title's unit, and `text(lang)` renders it from resources/i18n/messages/bots.<lang>.json
("bids 1,200 €: completes the Altstadt group").
"""

from __future__ import annotations

from typing import Any

from stadsliv_qt.text import Money, Msg, render

# Reasons no bot gives any more, each replaced by one that also says why. Saved games keep
# their logs' lines, so the catalogues keep these ids and an old game's log still reads.
RETIRED = frozenset(
    {
        "borgata.place",
        "borgata.name_contract",
        "borgata.contract_bid",
        "borgata.recruit",
        "borgata.step_out",
        "borgata.murder",
        "borgata.arrest",
        "borgata.smuggle",
        "borgata.lawyer",
        "borgata.police_chief",
        "borgata.inform",
        "gladopolis.buy_property",
        "stadsliv.decline_banker",
        "stadsliv.keep_loan",
        "stadsliv.end_turn",
        "gladopolis.end_turn",
        "gladopolis.bid",  # said the open bid's limit ("worth up to ..."): now bid_more
        "stadsliv.bid_item",
    }
)

# Parameters that are amounts of the title's money (the others pass as they are).
MONEY_PARAMS = frozenset({"amount", "price", "fee", "rent", "cost", "worth", "gain"})
UNITS = {"gladopolis": "eur", "stadsliv": "poang", "borgata": "usd"}


class Reason:
    """One short explanation of a bot's action: a message id plus its parameters."""

    __slots__ = ("id", "params")

    def __init__(self, id: str, **params: Any) -> None:
        self.id = id
        self.params = params

    def msg(self) -> Msg:
        """The message for the log: id `bot.<id>`, amounts as money of the title's unit."""
        unit = UNITS.get(self.id.split(".")[0], "")
        args: dict[str, Any] = {}
        for k, v in self.params.items():
            if isinstance(v, float):
                v = round(v)  # estimates are said in whole units
            args[k] = Money(v, unit) if unit and k in MONEY_PARAMS and isinstance(v, int) else v
        return Msg(f"bot.{self.id}", args)

    def text(self, lang: str = "en") -> str:
        """The sentence in a language of the catalogues (English by default)."""
        return render(self.msg(), lang)

    def to_dict(self) -> dict[str, Any]:
        """Plain form for rows and saves: {"id": ..., "params": {...}}."""
        return {"id": self.id, "params": dict(self.params)}

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Reason) and (self.id, self.params) == (other.id, other.params)

    def __hash__(self) -> int:
        return hash((self.id, tuple(sorted(self.params.items(), key=lambda kv: kv[0]))))

    def __repr__(self) -> str:
        args = "".join(f", {k}={v!r}" for k, v in self.params.items())
        return f"Reason({self.id!r}{args})"
