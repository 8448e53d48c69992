"""Borgata speaks in messages: every event, prompt, action label, refusal and view text of many
random games is a `Msg` that says itself completely in English, Swedish and German (issue 17).

Random games of 2 to 6 families under both envelope rules are played to the end or a step limit.
At every step the prompt, the legal actions' labels and the refusals of a set of provoked illegal
actions (other seats' actions, wrong lots, wrong families, wrong amounts) are collected; at the end
every seat's log and the shared log, and the views' texts. Each is rendered strictly in en, sv and
de: no missing text, no unfilled placeholder, no raw id, and a Swedish or German sentence is never
the English one unless it holds nothing but names and numbers.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import pytest

from stadsliv_qt.engine import Action, IllegalAction, Kind
from stadsliv_qt.games.borgata import BorgataGame
from stadsliv_qt.games.borgata import actions as A
from stadsliv_qt.games.borgata.data import load
from stadsliv_qt.text import Msg, render

NAMES = ("Anna", "Björn", "Cecilia", "Dag", "Eva", "Filip")
STEPS = 700
GAMES = [
    (seats, seed, options)
    for seats in (2, 3, 4, 5, 6)
    for seed, options in (
        (1, {}),
        (2, {"envelope_money": "alt1", "round_limit": 4}),
        (3, {"win_value": 20}),
    )
]


def _names() -> set[str]:
    """Every word that is a name the games keep in all languages (or a unit of money)."""
    data = load()
    words = set(NAMES) | {"Alt", "BOR", "FBI", "Dollar", "dollar"}
    for entry in (*data.districts.values(), *data.cornerstones.values(), *data.contacts.values()):
        words.update(entry.name.split())
    for d in data.districts.values():
        words.add(d.category)
    return words


NAME_WORDS = _names()
WORD = re.compile(r"[^\W\d_]+")


def only_names_and_numbers(text: str) -> bool:
    """True if a sentence holds nothing a translator could say differently."""
    return all(w in NAME_WORDS or re.fullmatch(r"[A-E]", w) for w in WORD.findall(text))


def provoked(game: BorgataGame, seat: int, rng: random.Random) -> Iterator[Action]:
    """Actions the rules should refuse: other seats' actions, wrong lots, families, amounts."""
    n = len(game.seats)
    other = (seat + 1) % n
    for action in game.legal_actions(other)[:6]:
        yield action
    pos = (rng.randrange(5), rng.randrange(5))
    far = (rng.randrange(5), rng.randrange(5))
    yield from (
        A.Place(seat, pos),
        A.Place(seat, (7, 7)),  # type: ignore[arg-type]
        A.Step(seat, pos, far),
        A.Step(seat, (2, 2), (4, 4)),
        A.Recruit(seat, pos),
        A.Recruit(seat, (4, 4)),
        A.Collect(seat, pos),
        A.Block(seat, pos, True),
        A.Block(seat, (2, 2), "yes"),  # type: ignore[arg-type]
        A.NameLot(seat, pos),
        A.NameLot(seat, (2, 2)),
        A.ContractBid(seat, -5),
        A.ContractBid(seat, 10**7),
        A.ContractBid(seat, 1.5),  # type: ignore[arg-type]
        A.Envelopes(seat, (("fbi", -1),)),
        A.Envelopes(seat, (("fbi", 10**7),)),
        A.Envelopes(seat, (("nobody", 10),)),
        A.Envelopes(seat, (("fbi", 1), ("fbi", 2))),
        A.Envelopes(seat, (("fbi", True),)),
        A.Envelopes(seat, ((5, 1),)),  # type: ignore[arg-type]
        A.Envelopes(seat, ("fbi",)),  # type: ignore[arg-type]
        A.Envelopes(seat, "fbi"),  # type: ignore[arg-type]
        A.Assassinate(seat, pos, rng.randrange(n)),
        A.Assassinate(seat, pos, 99),
        A.Arrest(seat, pos, rng.randrange(n)),
        A.Arrest(seat, (4, 4), other),
        A.Burn(seat, pos),
        A.Burn(seat, (0, 0)),
        A.PoliceCar(seat, pos),
        A.PoliceCar(seat, pos, far),
        A.PoliceCar(seat, (4, 4)),
        A.Lawyer(seat, (pos,)),
        A.Lawyer(seat, (pos, far, pos)),
        A.Inform(seat, (pos, pos)),
        A.Inform(seat, (pos,)),
        A.Smuggle(seat, pos, far),
        A.Smuggle(seat, pos, (4, 4)),
        A.PoliceChief(seat, pos),
        A.Respond(seat, "no"),  # type: ignore[arg-type]
        A.Done(seat),
        A.Pass(seat),
    )
    for action in game.legal_actions(seat)[:4]:  # the right action by the wrong seat
        yield replace(action, seat=other)


def view_texts(view: dict[str, Any]) -> Iterator[Any]:
    """The texts of a view the table shows (seat panels, contacts' card texts, the prompt); the
    names and their English glosses stay as the data gives them (the table's glossary)."""
    if view["prompt"]:  # the finished game asks nothing
        yield view["prompt"]
    for p in view["players"]:
        yield p["money_text"]
        yield from (h for h in p["holdings"] if isinstance(h, Msg))
        yield from p["notes"]
    for c in view["contacts"]:
        yield c["effect"]


def play(seats: int, seed: int, options: dict[str, Any]) -> dict[str, list[Any]]:
    """One random game; every engine text it handed out, by kind."""
    game = BorgataGame(list(NAMES[:seats]), options=options, seed=seed)
    rng = random.Random(seed * 1009 + seats)
    out: dict[str, list[Any]] = {
        "prompt": [],
        "label": [],
        "refusal": [],
        "event": [],
        "view": [],
        "end": [],
    }
    for step in range(STEPS):
        d = game.decision()
        if d.kind is Kind.TERMINAL:  # asks nothing: its prompt is empty
            assert d.results is not None
            out["end"].append(d.results.reason)
            out["view"].append(game.view(None)["result"]["reason"])
            break
        out["prompt"].append(d.prompt)
        if d.kind is Kind.CHANCE:
            game.resolve_chance()
            continue
        seat = d.seats[0] if d.kind is Kind.SEAT else rng.choice(sorted(d.seats))
        actions = game.legal_actions(seat)
        out["label"] += [a.describe() for a in actions[:30]]
        for bad in provoked(game, seat, rng):
            try:
                game.check(bad)
            except IllegalAction as exc:
                out["refusal"].append(exc.message)
        if step % 25 == 0:
            for viewer in (None, *range(seats)):
                out["view"] += list(view_texts(game.view(viewer)))
        game.apply(rng.choice(actions))
    for viewer in (None, *range(seats)):
        out["event"] += [e.message for e in game.log_for(viewer)]
        out["view"] += list(view_texts(game.view(viewer)))
    return out


@pytest.fixture(scope="module")
def texts() -> dict[str, list[Any]]:
    """Every text of all the games, by kind (played once for the tests of this module)."""
    merged: dict[str, list[Any]] = {}
    for seats, seed, options in GAMES:
        for kind, items in play(seats, seed, options).items():
            merged.setdefault(kind, []).extend(items)
    return merged


def test_no_engine_text_is_a_plain_sentence(texts: dict[str, list[Any]]) -> None:
    for kind, items in texts.items():
        plain = sorted({str(t) for t in items if not isinstance(t, Msg)})
        assert not plain, f"{kind} texts still plain English: {plain[:5]}"


def test_the_games_provoke_many_kinds_of_everything(texts: dict[str, list[Any]]) -> None:
    ids = {kind: {m.id for m in items} for kind, items in texts.items()}
    assert len(ids["refusal"]) >= 40, sorted(ids["refusal"])
    assert len(ids["event"]) >= 50, sorted(ids["event"])
    assert len(ids["label"]) >= 18 and len(ids["prompt"]) >= 9
    assert len(texts["end"]) >= 5, "too few games ended"


@pytest.mark.parametrize("lang", ["en", "sv", "de"])
def test_every_text_is_said_completely_in_every_language(
    texts: dict[str, list[Any]], lang: str
) -> None:
    for kind, items in texts.items():
        for m in items:
            said = render(m, lang, strict=True)  # raises MissingText for anything missing
            assert "{" not in said and "}" not in said, f"{kind} {m.id}: {said}"
            assert not re.search(r"\bbor\.[a-z_]+\.", said), f"{kind} {m.id} says an id: {said}"
            assert said.strip(), f"{kind} {m.id} says nothing"
            if lang != "en":
                english = render(m, "en", strict=True)
                assert said != english or only_names_and_numbers(said), (
                    f"{kind} {m.id} is English in {lang}: {said}"
                )
