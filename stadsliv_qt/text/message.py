"""Messages, not sentences: what the engines say, as a stable id with typed parameters.

The engines never build a sentence. They hand out `Msg` values: an id (`"gla.rent.paid"`) and
parameters that keep their kind (a seat, an amount of money in a unit, a number, a nested
message, a list), so the table can say it in the players' language, and a save keeps the ids and
parameters, never rendered text, so a change of language re-renders a whole log.

`str(msg)` is the English sentence, for scripts, logs and tests; `render(msg, lang)` is any
language (`stadsliv_qt.text.render`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Union

# How str() says a message in English: set by rendering.py, which the package always imports
# (message.py cannot import it: rendering needs the types declared here).
ENGLISH: list[Callable[[Msg], str]] = []

UNITS = ("eur", "bg", "poang", "usd")  # Glad-o-polis €, Bürgergunst, Stadsliv poäng, Borgata $


@dataclass(frozen=True, slots=True)
class Money:
    """An amount in one of the games' units, formatted for the language (1,250 € / 1 250 €)."""

    amount: int
    unit: str = "eur"


@dataclass(frozen=True, slots=True)
class SeatRef:
    """A player, by seat and by name (names never change during a game)."""

    seat: int
    name: str


@dataclass(frozen=True, slots=True)
class Many:
    """A list of parameters, said as one ('Anna, Björn and Cecilia')."""

    items: tuple[Arg, ...]
    joiner: str = "and"  # "and" or "or"


@dataclass(frozen=True, slots=True)
class Msg:
    """One thing to say: a stable message id and its typed parameters."""

    id: str
    args: Mapping[str, Arg] = field(default_factory=dict)

    def __str__(self) -> str:
        return ENGLISH[0](self) if ENGLISH else self.id

    def to_json(self) -> dict[str, Any]:
        """The save form: the id and the parameters, each keeping its kind."""
        out: dict[str, Any] = {"id": self.id}
        if self.args:
            out["args"] = {k: arg_to_json(v) for k, v in self.args.items()}
        return out

    @classmethod
    def from_json(cls, data: Any) -> Msg:
        """Strict inverse of to_json; ValueError on anything malformed."""
        if not isinstance(data, dict) or not isinstance(data.get("id"), str) or not data["id"]:
            raise ValueError("a message has no id")
        if set(data) - {"id", "args"}:
            raise ValueError("a message holds an unknown entry")
        args = data.get("args", {})
        if not isinstance(args, dict) or not all(isinstance(k, str) for k in args):
            raise ValueError("a message's parameters are malformed")
        return cls(data["id"], {k: arg_from_json(v) for k, v in args.items()})


Arg = Union[int, str, bool, Money, SeatRef, Many, Msg]  # noqa: UP007 (a forward-referencing alias)


def msg(id_: str, /, **args: Arg) -> Msg:
    """Shorthand used by the engines: msg("gla.rent.paid", payer=seat, amount=Money(440))."""
    return Msg(id_, args)


def arg_to_json(value: Arg) -> Any:
    """One parameter in its save form: plain for numbers, texts and yes/no, tagged otherwise."""
    if isinstance(value, bool | int | str):
        return value
    if isinstance(value, Money):
        return {"money": [value.amount, value.unit]}
    if isinstance(value, SeatRef):
        return {"seat": [value.seat, value.name]}
    if isinstance(value, Many):
        return {"list": [arg_to_json(v) for v in value.items], "joiner": value.joiner}
    if isinstance(value, Msg):
        return {"msg": value.to_json()}
    raise TypeError(f"a message parameter of type {type(value).__name__} cannot be saved")


def arg_from_json(value: Any) -> Arg:
    """Strict inverse of arg_to_json; ValueError on anything malformed."""
    if isinstance(value, bool | int | str):
        return value
    if not isinstance(value, dict) or len(value) not in (1, 2):
        raise ValueError("a message parameter is malformed")
    if "money" in value and len(value) == 1:
        amount, unit = _pair(value["money"])
        if isinstance(amount, bool) or not isinstance(amount, int) or unit not in UNITS:
            raise ValueError("an amount of money in a message is malformed")
        return Money(amount, unit)
    if "seat" in value and len(value) == 1:
        seat, name = _pair(value["seat"])
        if isinstance(seat, bool) or not isinstance(seat, int) or not isinstance(name, str):
            raise ValueError("a player named in a message is malformed")
        return SeatRef(seat, name)
    if "list" in value:
        items, joiner = value["list"], value.get("joiner", "and")
        if not isinstance(items, list) or joiner not in ("and", "or"):
            raise ValueError("a list in a message is malformed")
        return Many(tuple(arg_from_json(v) for v in items), joiner)
    if "msg" in value and len(value) == 1:
        return Msg.from_json(value["msg"])
    raise ValueError("a message parameter is of an unknown kind")


def _pair(value: Any) -> tuple[Any, Any]:
    if not isinstance(value, list) or len(value) != 2:
        raise ValueError("a message parameter is malformed")
    return value[0], value[1]
