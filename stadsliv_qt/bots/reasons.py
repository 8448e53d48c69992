"""Why a bot acted: a message id with parameters, rendered from one template table.

The English templates live in resources/bots/reasons.json, keyed by message id, so the words can
be translated by id without touching the bots. A bot returns `Reason("bid_completes_group",
amount=1200, group="blue")`; `reason.text()` is "bids 1,200 €: completes the blue group".
"""

from __future__ import annotations

import json
import string
from functools import cache
from typing import Any

from stadsliv_qt.paths import resource


@cache
def templates() -> dict[str, str]:
    """Message id -> English template (str.format fields name the parameters)."""
    with resource("bots", "reasons.json").open(encoding="utf-8") as fh:
        data = json.load(fh)
    messages = data.get("messages")
    if not isinstance(messages, dict) or not all(
        isinstance(k, str) and isinstance(v, str) for k, v in messages.items()
    ):
        raise ValueError("reasons.json: 'messages' must map message ids to template strings")
    return messages


def fields(template: str) -> set[str]:
    """The parameter names a template uses (tests check every reason supplies them)."""
    return {
        name.split(".")[0].split("[")[0]
        for _, name, _, _ in string.Formatter().parse(template)
        if name
    }


class Reason:
    """One short explanation of a bot's action: a message id plus its parameters."""

    __slots__ = ("id", "params")

    def __init__(self, id: str, **params: Any) -> None:
        self.id = id
        self.params = params

    def text(self) -> str:
        """The sentence in English, from the template table."""
        return templates()[self.id].format(**self.params)

    def to_dict(self) -> dict[str, Any]:
        """Plain form for logs and saves: {"id": ..., "params": {...}}."""
        return {"id": self.id, "params": dict(self.params)}

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Reason) and (self.id, self.params) == (other.id, other.params)

    def __hash__(self) -> int:
        return hash((self.id, tuple(sorted(self.params.items(), key=lambda kv: kv[0]))))

    def __repr__(self) -> str:
        args = "".join(f", {k}={v!r}" for k, v in self.params.items())
        return f"Reason({self.id!r}{args})"
