"""Saves written before Stadsliv's state became one typed record still load, and play on exactly as
the code that wrote them continued.

old_saves/*.json were written by the engine as it was before the typed-state refactor (issue 14):
the sampled saves of tests/engine/save_samples.py (every kind of pending step among them) and a
save every few dozen steps of two more seeded random games. Each entry keeps the game state
exactly as that code saved it, with the seats, the options not at their defaults and the undo
marker; the log is left out (it plays no part) and the chance record is rebuilt from a per-entry
seed, so the files stay small. Next to each
entry lies the fingerprint of 50 further random steps taken by the old code from there: the event
texts with their readers and data, every list of legal actions, the views of every seat and the
save form at the end. The loaded game must match it step for step.

Written once, by the old code, with `python -m tests.engine.stadsliv.test_old_saves --write`; never
regenerate the files from newer code (they would then prove nothing).
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import random
import sys
from pathlib import Path
from typing import Any

import pytest

from stadsliv_qt.engine import Chance, Event, Game, Kind, save
from stadsliv_qt.games.stadsliv.game import OPTIONS
from stadsliv_qt.games.stadsliv.words import commas
from stadsliv_qt.text import Msg, msg

FOLDER = Path(__file__).with_name("old_saves")
FURTHER = 50  # random steps fingerprinted after each load
NAMES = ("Anna", "Björn", "Cecilia", "David", "Elsa", "Filip", "Greta", "Hugo")
# More seeded random games besides save_samples' plans: (seats, turn limit, seed, steps).
EXTRA_PLANS = ((3, 60, 11, 900), (8, 30, 13, 900))
EVERY = 70  # one save every EVERY steps of the extra games
PER_FILE = 40
# Options at their defaults are left out of the entries (a save holds them all; loading fills in
# the defaults, so the game is the same).
DEFAULTS = {o.name: o.default for o in OPTIONS}


def _hash(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def document(entry: dict[str, Any]) -> dict[str, Any]:
    """The save document of an entry: its recorded state, a chance stream rebuilt from its seed."""
    return {
        "format": entry["format"],
        "version": entry["version"],
        "game": "stadsliv",
        "seats": [{"name": n, "colour": "", "token": ""} for n in entry["seats"]],
        "options": entry["options"],
        "chance": Chance(entry["seed"]).to_dict(),
        "barrier": entry["barrier"],
        "log": [],
        "state": entry["state"],
    }


def fingerprint(game: Game, seed: int) -> dict[str, Any]:
    """What FURTHER random steps from here show: events, legal actions, views, the final save."""
    rng = random.Random(seed)
    events: list[str] = []
    choices: list[str] = []
    steps = 0
    while steps < FURTHER:
        d = game.decision()
        if d.kind is Kind.TERMINAL:
            break
        if d.kind is Kind.CHANCE:
            new = game.resolve_chance()
        else:
            seat = d.seats[0] if d.kind is Kind.SEAT else rng.choice(sorted(d.seats))
            actions = game.legal_actions(seat)
            choices.append(repr(actions))
            new = game.apply(rng.choice(actions))
        events += [_as_before(e) for e in new]
        steps += 1
    views = [game.view(s) for s in (None, *range(len(game.seats)))]
    # Texts are messages since issue 17: they are compared as the English they say, which is
    # what the old code wrote as plain text.
    d = game.decision()
    return {
        "steps": steps,
        "events": _hash("\n".join(events)),
        "choices": _hash("\n".join(choices)),
        "views": _hash(json.dumps(views, sort_keys=True, ensure_ascii=False, default=str)),
        "decision": _hash(repr(dataclasses.replace(d, prompt=str(d.prompt), results=_english(d)))),
        "state": _hash(json.dumps(game.state_dict(), sort_keys=True, ensure_ascii=False)),
    }


def _as_before(e: Event) -> str:
    """An event as the old code printed it: the arithmetic issue 18 added to automatic payments
    (new message ids, a fee's block code in the data) is said in the old words for comparison."""
    data = {k: v for k, v in e.data.items() if not (e.kind == "pay" and k == "code")}
    message = _old_words(e.message) if isinstance(e.message, Msg) else e.message
    line = Event(message, e.rule, e.kind, e.to, data).line()
    return f"{e.to}|{e.kind}|{line}|{json.dumps(data, sort_keys=True)}"


def _old_words(m: Msg) -> Msg:
    """The message the old code used for what a new arithmetic message says."""
    a = dict(m.args)
    if m.id in ("sta.pay.how.fee", "sta.pay.how.fee_changed"):
        return msg("sta.pay.why.fee", code=a["code"], block=a["block"])
    if m.id == "sta.pay.how.loan_nz":
        return msg("sta.pay.why.loan_nz", amount=a["loan"], rate=a["rate"], interest=a["interest"])
    if m.id in ("sta.pay.how.face", "sta.pay.how.face_changed"):
        return msg("sta.name", name=a["face"])
    if m.id == "sta.moves.varvslon_sum":
        whys: list[Any] = []
        for part, sign in _parts(a["sum"], "+"):
            why = part.args["why"]
            if isinstance(why, Msg) and why.id == "sta.moves.why.voted":
                why = msg("sta.moves.why.change", change=f"{sign}{part.args['amount']}")
            whys.append(why)
        return msg("sta.moves.varvslon", seat=a["seat"], amount=a["amount"], why=commas(whys))
    if m.id == "sta.money.sold_back_half":
        a.pop("full")
        return msg("sta.money.sold_back", **a)
    if m.id == "sta.fate.loan_doubled_sum":
        return msg("sta.fate.loan_doubled", seat=a["seat"], amount=a["amount"])
    return Msg(m.id, {k: _old_words(v) if isinstance(v, Msg) else v for k, v in a.items()})


def _parts(m: Any, sign: str) -> list[tuple[Msg, str]]:
    """The parts of a varvslön sum with the sign each is added with."""
    if isinstance(m, Msg) and m.id in ("sta.list.plus", "sta.list.minus"):
        last = "+" if m.id == "sta.list.plus" else "-"
        return [*_parts(m.args["head"], "+"), *_parts(m.args["last"], last)]
    assert isinstance(m, Msg) and m.id == "sta.moves.part"
    return [(m, sign)]


def _english(d: Any) -> Any:
    """The decision's results with the reason as the English it says (the old code's text)."""
    if d.results is None:
        return None
    return dataclasses.replace(d.results, reason=str(d.results.reason))


def entries() -> list[dict[str, Any]]:
    """Every recorded entry of the fixture files, in order."""
    out: list[dict[str, Any]] = []
    for path in sorted(FOLDER.glob("*.json")):
        out += json.loads(path.read_text(encoding="utf-8"))
    return out


ENTRIES = entries() if FOLDER.is_dir() else []


def test_the_old_saves_hold_every_kind_of_pending_step() -> None:
    from tests.engine.save_samples import STADSLIV_KINDS

    seen = set().union(*(set(e["labels"]) for e in ENTRIES))
    assert len(ENTRIES) >= 150
    assert not STADSLIV_KINDS - seen, sorted(STADSLIV_KINDS - seen)


@pytest.mark.parametrize("k", range(0, len(ENTRIES), PER_FILE // 4))
def test_old_saves_load_unchanged_and_play_on_as_before(k: int) -> None:
    for entry in ENTRIES[k : k + PER_FILE // 4]:
        doc = document(entry)
        game = save.from_document(json.loads(json.dumps(doc)))
        assert save.to_document(game)["state"] == entry["state"], "the save form changed"
        assert fingerprint(game, entry["seed"]) == entry["after"], entry["labels"]


# ----- writing the fixture (old code only) -----------------------------------------------------
def _record(game: Game, labels: set[str], seed: int) -> dict[str, Any]:
    doc = save.to_document(game)
    entry = {
        "labels": sorted(labels),
        "format": doc["format"],
        "version": doc["version"],
        "seats": [s["name"] for s in doc["seats"]],
        "options": {k: v for k, v in doc["options"].items() if v != DEFAULTS[k]},
        "barrier": doc["barrier"],
        "seed": seed,
        "state": doc["state"],
    }
    loaded = save.from_document(document(entry))
    entry["after"] = fingerprint(loaded, seed)
    return entry


def write() -> None:
    from stadsliv_qt.engine.playout import random_step
    from stadsliv_qt.games.stadsliv import StadslivGame
    from tests.engine.save_samples import samples, stadsliv_labels

    out: list[dict[str, Any]] = []
    for sample in samples("stadsliv"):
        game = save.from_document(sample.doc())
        out.append(_record(game, set(sample.labels), len(out)))
    for seats, limit, seed, steps in EXTRA_PLANS:
        game = StadslivGame(list(NAMES[:seats]), {"turn_limit": limit}, seed=seed)
        rng = random.Random(seed)
        for step in range(steps):
            if game.decision().kind is Kind.TERMINAL:
                out.append(_record(game, stadsliv_labels(game), len(out)))
                break
            if step % EVERY == EVERY // 3:
                out.append(_record(game, stadsliv_labels(game), len(out)))
            random_step(game, rng)
    FOLDER.mkdir(exist_ok=True)
    for old in FOLDER.glob("*.json"):
        old.unlink()
    for i in range(0, len(out), PER_FILE):
        part = out[i : i + PER_FILE]
        text = "[\n" + ",\n".join(
            json.dumps(e, ensure_ascii=False, separators=(",", ":")) for e in part
        )
        (FOLDER / f"saves_{i // PER_FILE:02d}.json").write_text(text + "\n]\n", encoding="utf-8")
    print(f"wrote {len(out)} old saves to {FOLDER}")


if __name__ == "__main__" and "--write" in sys.argv:
    write()
