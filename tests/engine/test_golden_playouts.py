"""Random playouts from recorded seeds give the same log, the same save and the same legal choices
as when they were recorded: refactors of the engines must not change play.

Regenerate (only when a rule change is intended) with
`python -m tests.engine.test_golden_playouts --write`.
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from pathlib import Path

import pytest

from stadsliv_qt.engine import registry
from stadsliv_qt.engine.playout import play_random

GOLDEN = Path(__file__).with_name("golden") / "playouts.json"
NAMES = ["Anna", "Björn", "Cecilia", "Dag", "Eva", "Filip", "Greta", "Hugo"]
CASES = [
    (game_id, seats, seed)
    for game_id, seat_counts in (
        ("gladopolis", (2, 4, 6)),
        ("borgata", (2, 4, 5)),
        ("stadsliv", (3, 5, 8)),
    )  # fmt: skip
    for seats in seat_counts
    for seed in (1, 2, 3)
]
LIMIT = 1500


def fingerprint(game_id: str, seats: int, seed: int) -> dict[str, object]:
    """Hashes of a seeded random game's log lines (with readers) and its final save."""
    game = registry.get(game_id)(NAMES[:seats], seed=seed)
    lengths: list[int] = []
    steps = play_random(game, random.Random(seed * 7919 + seats), LIMIT, lengths)
    log = "\n".join(f"{e.to}|{e.kind}|{e.line()}" for e in game.log)
    state = json.dumps(game.to_dict()["state"], sort_keys=True, ensure_ascii=False)
    return {
        "steps": steps,
        "lines": len(game.log),
        "log": hashlib.sha256(log.encode()).hexdigest()[:16],
        "choices": hashlib.sha256(repr(lengths).encode()).hexdigest()[:16],
        "state": hashlib.sha256(state.encode()).hexdigest()[:16],
    }


def key(game_id: str, seats: int, seed: int) -> str:
    return f"{game_id}/{seats}/{seed}"


@pytest.mark.parametrize(("game_id", "seats", "seed"), CASES)
def test_playout_is_unchanged(game_id: str, seats: int, seed: int) -> None:
    recorded = json.loads(GOLDEN.read_text(encoding="utf-8"))[key(game_id, seats, seed)]
    now = fingerprint(game_id, seats, seed)
    assert now["steps"] == recorded["steps"] and now["lines"] == recorded["lines"]
    assert now["choices"] == recorded["choices"], "the legal actions offered changed"
    assert now["log"] == recorded["log"], "the log's texts changed"
    assert now["state"] == recorded["state"], "the save form of the final state changed"


if __name__ == "__main__" and "--write" in sys.argv:
    table = {key(*case): fingerprint(*case) for case in CASES}
    GOLDEN.write_text(json.dumps(table, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    print(f"wrote {len(table)} fingerprints to {GOLDEN}")
