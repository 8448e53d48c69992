"""Saves written by the engine before its state became one typed record still load and play on
exactly as that engine played them on.

`old_saves/saves-*.json` hold saves taken at many points of seeded random games (every kind of
pending record among them: sealed envelopes and bids with some entries in, block questions,
police lots, an attack waiting for its answer, finished games ...), written by the engine of
commit efe9e71. Next to each save is the fingerprint of how that engine went on from it: 50
random steps with a seeded choice, hashing every decision, every seat's legal actions, every new
log line (with its readers and data), the views of every seat before and after, and the final save.

To keep the files small, the logs are cut to their last line (the log is not part of the state)
and the saves of one game share its random generator record (it changes only when the deck is
shuffled), kept once in `old_saves/chances.json` with the generator's words packed in base64.

Written once with `python -m tests.engine.borgata.test_old_saves --write` before the refactor;
never regenerate it to make a failing test pass.

One change of the rules since is on purpose (December 2026, following the rule texts): the FBI
reaches a contract member waiting on a face-down lot (BOR-19) and Smugglaren may end on a
face-down lot where one waits (BOR-25). The recording's engine offered neither play, so the
random play on from a save leaves those plays out (`offered_then`); everything else must still be
exactly as recorded.
"""

from __future__ import annotations

import base64
import dataclasses
import hashlib
import json
import random
import struct
import sys
from pathlib import Path
from typing import Any

import pytest

from stadsliv_qt.engine import Action, Kind, save
from stadsliv_qt.games.borgata.actions import Arrest, Smuggle
from stadsliv_qt.games.borgata.grid import index
from stadsliv_qt.text import Msg

FOLDER = Path(__file__).with_name("old_saves")
FILES = 3  # the saves are spread over this many files
STEPS = 50  # random steps played on from each save
LOG_KEPT = 1  # log lines kept in each stored save
WANT = 92  # saves stored


def _hash(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()[:16]


# The two contacts' printed effects that changed with the rules (see the module's note), as
# the recording's engine showed them in every view.
EFFECTS_BEFORE = {
    "Send one member of another family to Fängelset, also a contract member waiting on a "
    "face-down lot.": "Send one member of another family from a face-up lot to Fängelset.",
    "One of your members moves up to 2 steps and may end on a face-down lot, which turns up "
    "(no contract paid).": "One of your members moves up to 2 steps and may end on an empty "
    "face-down lot, which turns up (no contract paid).",
}


def _views(game: Any) -> str:
    """Every seat's view and the shared screen's, as one text (messages said in English, as the
    engine of the recording wrote them)."""
    text = json.dumps(
        [game.view(s) for s in (None, *range(len(game.seats)))],
        sort_keys=True,
        ensure_ascii=False,
        default=str,
    )
    for now, then in EFFECTS_BEFORE.items():
        text = text.replace(now, then)
    return text


def _english(results: Any) -> Any:
    """The results as the engine of the recording gave them: the reason as its English sentence."""
    if results is None or isinstance(results.reason, str):
        return results
    return dataclasses.replace(results, reason=str(results.reason))


# Issue 18 made the automatic payments say their arithmetic in new messages (the retired ones
# stay in the catalogues for older logs). The recording's engine said them without it: each new id
# is said by the id it replaced, its sums as lists and without the added parameters, so every
# other word of the log must still be exactly the recording's.
SAID_BEFORE_18 = {
    "bor.collect.income": "bor.collect.collects",
    "bor.collect.income_blocked": "bor.collect.collects",
    "bor.envelopes.won_over": "bor.envelopes.won",
    "bor.envelopes.won_alt1_over": "bor.envelopes.won_alt1",
    "bor.envelopes.alt1_sum": "bor.envelopes.alt1_paid",
    "bor.contract.won_over": "bor.contract.won",
    "bor.list.plus": "bor.list.comma",
}
ADDED_IN_18 = ("others", "parts", "skipped")


def _as_recorded(m: Any) -> Any:
    """A message as the recording's engine said it (see SAID_BEFORE_18)."""
    if not isinstance(m, Msg):
        return m
    args = {k: _as_recorded(v) for k, v in m.args.items() if k not in ADDED_IN_18}
    return Msg(SAID_BEFORE_18.get(m.id, m.id), args)


def _entry(e: Any) -> dict[str, Any]:
    """A log entry as the engine of the recording saved it: its English sentence as "text"
    (saves now keep the message's id and parameters, which must say exactly that sentence)."""
    d: dict[str, Any] = e.to_dict()
    if "msg" in d:
        del d["msg"]
        d["text"] = str(_as_recorded(e.message))
    return d


def offered_then(game: Any, action: Action) -> bool:
    """Whether the recording's engine offered this play (see the module's note): not an arrest
    on a face-down lot, nor a smuggle onto a face-down lot with a member on it."""
    if isinstance(action, Arrest):
        return bool(game.face_up[index(action.lot)])
    if isinstance(action, Smuggle):
        j = index(action.to)
        return bool(game.face_up[j]) or not any(game.members[j])
    return True


def legal_then(game: Any, seat: int) -> list[Action]:
    """A seat's legal actions as the recording's engine listed them."""
    return [a for a in game.legal_actions(seat) if offered_then(game, a)]


def random_step(game: Any, rng: random.Random) -> None:
    """engine.playout.random_step over the plays the recording's engine offered."""
    d = game.decision()
    if d.kind is Kind.CHANCE:
        game.resolve_chance()
        return
    seat = d.seats[0] if d.kind is Kind.SEAT else rng.choice(sorted(d.seats))
    game.apply(rng.choice(legal_then(game, seat)))


def continuation(doc: dict[str, Any], seed: int) -> dict[str, Any]:
    """Load a save and play on at random: hashes of everything a player or a driver could see."""
    game = save.from_document(json.loads(json.dumps(doc)))
    start = len(game.log)
    rng = random.Random(seed)
    decisions: list[str] = []
    choices: list[str] = []
    views_before = _views(game)
    steps = 0
    for _ in range(STEPS):
        d = game.decision()
        decisions.append(
            f"{d.kind.value}|{d.seats}|{d.submitted}|{d.prompt}|{d.rule}|{d.tag}|{d.chance}"
            f"|{_english(d.results)}"
        )
        if d.kind is Kind.TERMINAL:
            break
        for seat in range(len(game.seats)):
            choices.append(repr(legal_then(game, seat)))
        random_step(game, rng)
        steps += 1
    log = "\n".join(
        json.dumps(_entry(e), sort_keys=True, ensure_ascii=False) for e in game.log[start:]
    )
    state = json.dumps(game.to_dict()["state"], sort_keys=True, ensure_ascii=False)
    return {
        "steps": steps,
        "decisions": _hash("\n".join(decisions)),
        "choices": _hash("\n".join(choices)),
        "log": _hash(log),
        "views": _hash(views_before + _views(game)),
        "state": _hash(state),
    }


def _pack(chance: dict[str, Any]) -> dict[str, Any]:
    """A chance record with the generator's 625 words as base64 (a third of the decimal size)."""
    version, words, gauss = chance["rng"]
    packed = base64.b64encode(struct.pack("<625I", *words)).decode()
    return {**chance, "rng": [version, packed, gauss]}


def _unpack(chance: dict[str, Any]) -> dict[str, Any]:
    """The chance record exactly as the save held it."""
    version, packed, gauss = chance["rng"]
    words = list(struct.unpack("<625I", base64.b64decode(packed)))
    return {**chance, "rng": [version, words, gauss]}


def _entries(k: int) -> list[dict[str, Any]]:
    """The entries of one file ({"labels", "seed", "save", "after"}), each save made whole."""
    chances = json.loads((FOLDER / "chances.json").read_text(encoding="utf-8"))
    entries: list[dict[str, Any]] = json.loads(
        (FOLDER / f"saves-{k}.json").read_text(encoding="utf-8")
    )
    for entry in entries:
        entry["save"]["chance"] = _unpack(chances[entry["save"]["chance"]])
    return entries


def test_the_old_saves_cover_every_kind_of_pending_record() -> None:
    from tests.engine.save_samples import BORGATA_KINDS

    entries = [e for k in range(FILES) for e in _entries(k)]
    seen = set().union(*(set(e["labels"]) for e in entries))
    assert seen >= BORGATA_KINDS, sorted(BORGATA_KINDS - seen)
    assert len(entries) >= 90
    assert {len(e["save"]["seats"]) for e in entries} == {2, 3, 4, 5, 6}


@pytest.mark.parametrize("k", range(FILES))
def test_old_saves_load_save_back_unchanged_and_play_on_as_before(k: int) -> None:
    for entry in _entries(k):
        doc = entry["save"]
        game = save.from_document(json.loads(json.dumps(doc)))
        assert save.to_document(game) == doc, entry["labels"]
        assert continuation(doc, entry["seed"]) == entry["after"], entry["labels"]


def _sampled() -> list[tuple[frozenset[str], str]]:
    """Saves of the current engine: the labelled samples of save_samples.py, then a save every
    few steps of more seeded random games (2 to 6 families, both envelope rules)."""
    from stadsliv_qt.games.borgata import BorgataGame
    from tests.engine.save_samples import NAMES, borgata_labels, keen, plain, samples

    out = [(s.labels, s.text) for s in samples("borgata")]
    plans = (
        (2, 72, plain, {"round_limit": 8}),
        (3, 83, keen, {"round_limit": 8, "envelope_money": "alt1"}),
        (4, 74, plain, {"round_limit": 8}),
        (5, 85, keen, {"round_limit": 8}),
        (6, 76, plain, {"round_limit": 8, "win_value": 24}),
    )
    for seats, seed, policy, options in plans:
        g = BorgataGame(list(NAMES[:seats]), options, seed=seed)
        rng = random.Random(seed)
        every = rng.randint(7, 11)
        for step in range(3000):
            d = g.decision()
            if step % every == every - 1 or d.kind is Kind.TERMINAL:
                out.append((frozenset(borgata_labels(g)), save.dumps(g)))
            if d.kind is Kind.TERMINAL:
                break
            if d.kind is Kind.CHANCE:
                g.resolve_chance()
                continue
            seat = d.seats[0] if d.kind is Kind.SEAT else rng.choice(sorted(d.seats))
            g.apply(policy(g, rng, g.legal_actions(seat)))
    return out


def _write() -> None:
    """Sample saves from the current engine and store them with how it plays on (run once)."""
    chosen = _sampled()
    keep = sorted(random.Random(0).sample(range(47, len(chosen)), WANT - 47))
    entries = []
    chances: list[Any] = []
    for n, i in enumerate([*range(47), *keep]):
        labels, text = chosen[i]
        doc = json.loads(text)
        doc["log"] = doc["log"][-LOG_KEPT:]
        after = continuation(doc, n)
        chance = _pack(doc["chance"])
        if chance not in chances:
            chances.append(chance)
        doc["chance"] = chances.index(chance)
        entries.append({"labels": sorted(labels), "seed": n, "save": doc, "after": after})
    FOLDER.mkdir(exist_ok=True)
    compact: dict[str, Any] = {"ensure_ascii": False, "separators": (",", ":")}
    (FOLDER / "chances.json").write_text(json.dumps(chances, **compact) + "\n", encoding="utf-8")
    for k in range(FILES):
        text = json.dumps(entries[k::FILES], **compact)
        (FOLDER / f"saves-{k}.json").write_text(text + "\n", encoding="utf-8")
    print(
        f"wrote {len(entries)} saves ({len(chances)} chance records) of {len(chosen)} to {FOLDER}"
    )


if __name__ == "__main__" and "--write" in sys.argv:
    _write()
