"""Saves written before the typed state record (issue 14) still load, save back unchanged and play on
exactly as the old code played on from them.

The fixture in old_saves/ (gzipped JSON) was written once by the code before the refactor (commit efe9e71):
about 200 saves taken at many points of seeded random games, among them every kind of pending
record (auction with and without a bid, trade, debt, council, some votes in, veto, repeal, roll-off,
the end), each with a fingerprint of 50 further random steps (log lines with their readers, the
number of legal actions each choice was made from, the final state). Never regenerate it: it is the
old code's word on what these saves mean. (Once, in issue 18, only the log hashes were renewed, as
the payment lines began to show their arithmetic; steps, choices and state were checked unchanged.
And once, in December 2026, GLA-19 was read as written: the player with the most Klüngel chips
wears the crown, a sachkundiger Bürger too. Five saves play into such an election; their log and
state hashes were renewed, their steps and choices checked unchanged.)
"""

from __future__ import annotations

import gzip
import hashlib
import json
import random
import sys
from pathlib import Path
from typing import Any

import pytest

from stadsliv_qt.engine import Chance, Game, Kind, save
from stadsliv_qt.engine.playout import play_random
from tests.engine.save_samples import NAMES, gladopolis_labels, hungry, keen, plain

FOLDER = Path(__file__).with_name("old_saves")
FILES = ("two_three.json.gz", "four.json.gz", "five_six.json.gz", "variants.json.gz")
FURTHER = 50


def fingerprint(game: Game, seed: int) -> dict[str, Any]:
    """Hashes of what FURTHER random steps from this game write, offer and leave behind."""
    lengths: list[int] = []
    start = len(game.log)
    steps = play_random(game, random.Random(seed), FURTHER, lengths)
    log = "\n".join(f"{e.to}|{e.kind}|{e.line()}" for e in game.log[start:])
    state = json.dumps(game.to_dict()["state"], sort_keys=True, ensure_ascii=False)
    return {
        "steps": steps,
        "log": hashlib.sha256(log.encode()).hexdigest()[:16],
        "choices": hashlib.sha256(repr(lengths).encode()).hexdigest()[:16],
        "state": hashlib.sha256(state.encode()).hexdigest()[:16],
    }


def entries() -> list[tuple[str, int, dict[str, Any]]]:
    """(file, index, entry) for every stored save."""
    out = []
    for name in FILES:
        text = gzip.decompress((FOLDER / name).read_bytes()).decode("utf-8")
        for i, entry in enumerate(json.loads(text)):
            out.append((name, i, entry))
    return out


def document(entry: dict[str, Any]) -> dict[str, Any]:
    """The stored save as a full document: the random generator's state (6 KB of numbers, the
    engine's part of a save, untouched by the refactor) is stored as a seed and rebuilt here."""
    doc = json.loads(json.dumps(entry["save"]))
    chance = Chance(doc["chance"]["seed"])
    chance.draws = doc["chance"]["draws"]
    doc["chance"] = chance.to_dict()
    return doc


def test_the_fixture_holds_every_kind_of_pending_record() -> None:
    seen = set().union(*(set(e["labels"]) for _, _, e in entries()))
    for kind in ("auction", "auction:bid-made", "trade", "debt", "council", "votes:some-in",
                 "phase:veto", "phase:repeal", "phase:rolloff", "phase:over", "phase:shuffle",
                 "phase:utility_dice", "todo", "bankrupt", "formfehler-held"):  # fmt: skip
        assert kind in seen, kind
    assert len(entries()) >= 200


@pytest.mark.parametrize("name", FILES)
def test_old_saves_load_save_back_and_play_on_as_before(name: str) -> None:
    for _, i, entry in (e for e in entries() if e[0] == name):
        doc = document(entry)
        game = save.from_document(json.loads(json.dumps(doc)))
        assert save.to_document(game) == doc, f"{name}[{i}] does not save back unchanged"
        assert fingerprint(game, entry["seed"]) == entry["then"], (
            f"{name}[{i}] plays on differently"
        )


# ----- writing the fixture (once, with the code before the refactor) ---------------------------
PLANS = {
    # file: (seats, options, seed, policy, steps) for each sampled game
    "two_three.json.gz": [
        (2, {"short_game": True}, 4, keen, 900), (2, {}, 11, plain, 700),
        (3, {"short_game": True}, 1, keen, 900), (3, {}, 12, hungry, 700),
    ],
    "four.json.gz": [
        (4, {"short_game": True}, 14, keen, 900), (4, {"short_game": True}, 26, plain, 900),
        (4, {}, 31, keen, 700),
    ],
    "five_six.json.gz": [
        (5, {"short_game": True}, 41, keen, 900), (6, {"short_game": True}, 52, plain, 900),
        (6, {}, 53, keen, 600),
    ],
    "variants.json.gz": [
        (3, {"short_game": True, "open_vote": True}, 5, keen, 900),
        (4, {"votes_per": "2000", "auction_opening": 300, "auction_step": 200}, 61, keen, 700),
        (2, {"open_vote": True, "short_game": True}, 62, keen, 900),
    ],
}  # fmt: skip
PER_LABEL = 3
EVERY = 45


class Sampler:
    """Keeps the first saves of each label and one every EVERY steps, with the old code's word."""

    def __init__(self, first_seed: int) -> None:
        self.kept: dict[str, int] = {}
        self.out: list[dict[str, Any]] = []
        self.first_seed = first_seed

    def keep(self, g: Game, step: int) -> None:
        labels = gladopolis_labels(g)  # type: ignore[arg-type]
        fresh = [label for label in labels if self.kept.get(label, 0) < PER_LABEL]
        if not fresh and step % EVERY != EVERY // 2:
            return
        for label in labels:
            self.kept[label] = self.kept.get(label, 0) + 1
        doc = save.to_document(g)
        doc["log"] = []  # the log plays no part in what follows; the fixture stays small
        seed = self.first_seed + len(self.out)
        doc["chance"] = {"seed": seed, "draws": g.chance.draws}
        entry: dict[str, Any] = {"labels": sorted(labels), "seed": seed, "save": doc}
        entry["then"] = fingerprint(save.from_document(document(entry)), seed)
        self.out.append(entry)


def write() -> None:
    """Sample saves from seeded games and store them with what 50 further steps give."""
    from stadsliv_qt.games.gladopolis import GladopolisGame
    from tests.engine.save_samples import _rolloff

    FOLDER.mkdir(exist_ok=True)
    total = 0
    for name, plans in PLANS.items():
        sampler = Sampler(1000 * total)
        for seats, options, seed, policy, steps in plans:
            g = GladopolisGame(list(NAMES[:seats]), dict(options), seed=seed)
            rng = random.Random(seed)
            for step in range(steps):
                sampler.keep(g, step)
                d = g.decision()
                if d.kind is Kind.TERMINAL:
                    break
                if d.kind is Kind.CHANCE:
                    g.resolve_chance()
                    continue
                seat = d.seats[0] if d.kind is Kind.SEAT else rng.choice(sorted(d.seats))
                g.apply(policy(g, rng, g.legal_actions(seat)))
        if name == "variants.json.gz":
            for g in _rolloff():
                sampler.keep(g, 0)
        text = json.dumps(sampler.out, separators=(",", ":"), ensure_ascii=False)
        packed = gzip.compress(text.encode("utf-8"), mtime=0)
        (FOLDER / name).write_bytes(packed)
        total += len(sampler.out)
        print(f"{name}: {len(sampler.out)} saves, {len(packed) // 1024} KB")
    print(f"{total} saves")


if __name__ == "__main__" and "--write" in sys.argv:
    write()
