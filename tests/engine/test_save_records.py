"""Every record of a save is checked on load: hand-edited saves are refused with a sentence, or play on.

Valid saves are taken at many points of seeded random games of each title (save_samples.py), with
every kind of pending record among them (sealed decisions with some entries in, auctions, debts,
votes, trades, councils, protests, victory votes ...). Hypothesis then changes one field of one
record of the saved state (another number, negative or huge, another type, None, an empty or
shuffled or duplicated list, a deleted key, a string the save uses elsewhere) and loads the result.
Each mutant must either be refused with a SaveError whose message is a plain sentence, or load
into a game that plays 200 random legal actions (chance resolved too) with every playout invariant
holding, and that still saves, loads and shows every seat's view.
"""

from __future__ import annotations

import contextlib
import functools
import json
import random
import signal
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from stadsliv_qt.engine import Game, Kind, StateError, save
from stadsliv_qt.engine.playout import random_step
from stadsliv_qt.engine.save import SaveError

from .save_samples import TITLES, samples

TITLE_IDS = sorted(TITLES)
PLAY_ON = 200
# Python's own wording, which a player must never read in a refusal.
PYTHON_TEXT = (
    "unhashable", "object", "NoneType", "index out of range", "Traceback", "'list'",
    "'dict'", "'int'", "'str'", "'bool'", "'float'", "Error", "invalid literal",
    "not subscriptable", "not iterable", "argument", "attribute", "<", "[", "{", "\\",
    "None", "True", "False",
)  # fmt: skip
# The engine's last resort when a game's own checks missed something: every refusal of these
# mutants must name the bad record instead.
FALLBACK = "some of its records are missing or do not fit together"


def assert_sentence(message: str) -> None:
    """A refusal reads as one plain sentence: capital first, full stop last, no Python text."""
    assert message and message[0].isupper() and message.endswith("."), message
    for bad in PYTHON_TEXT:
        assert bad not in message, f"{message!r} contains {bad!r}"
    assert FALLBACK not in message, f"no record named in {message!r}"


@contextlib.contextmanager
def time_limit(seconds: float) -> Iterator[None]:
    """Turn a hang (a loop that never reaches a decision) into a failure."""

    def stop(*_: Any) -> None:
        raise TimeoutError("the game hangs")

    if not hasattr(signal, "setitimer"):  # no interval timers on this system
        yield
        return
    old = signal.signal(signal.SIGALRM, stop)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)


def views_and_round_trip(game: Game) -> None:
    """What the table does with a loaded game at once: every view, and the autosave."""
    for seat in (None, *range(len(game.seats))):
        game.view(seat)
        game.log_for(seat)
    again = save.loads(save.dumps(game))
    assert again.to_dict() == game.to_dict()


def play_on(title: str, game: Game, steps: int = PLAY_ON, seed: int = 0) -> None:
    """Random legal play with the title's playout invariants after every step."""
    check = TITLES[title].invariants
    rng = random.Random(seed)
    check(game)
    views_and_round_trip(game)
    for _ in range(steps):
        if game.decision().kind is Kind.TERMINAL:
            break
        random_step(game, rng)
        check(game)
    views_and_round_trip(game)


def load_or_refuse(title: str, doc: dict[str, Any]) -> Game | None:
    """Load a document: None (after checking the sentence) if refused, else the game."""
    try:
        return save.from_document(doc)
    except SaveError as exc:
        assert_sentence(str(exc))
        return None


# ----- the samples ------------------------------------------------------------------------------
@pytest.mark.parametrize("title", TITLE_IDS)
def test_samples_hold_every_kind_of_pending_record(title):
    seen = set().union(*(s.labels for s in samples(title)))
    missing = TITLES[title].required - seen
    assert not missing, f"no {title} save with {sorted(missing)}"


@pytest.mark.parametrize("title", TITLE_IDS)
def test_every_sampled_save_loads_equal_and_plays_on(title):
    for k, sample in enumerate(samples(title)):
        doc = sample.doc()
        game = save.from_document(doc)
        assert save.to_document(game) == doc
        if k % 5 == 0:
            game.log = game.log[-10:]  # the log plays no part; the autosave round trips are quicker
            with time_limit(20):
                play_on(title, game, steps=40, seed=k)


# ----- mutants ----------------------------------------------------------------------------------
Path = tuple[Any, ...]


def paths(value: Any, prefix: Path) -> list[Path]:
    """Every path into a JSON value, the value itself first."""
    out = [prefix]
    if isinstance(value, dict):
        for k, v in value.items():
            out += paths(v, (*prefix, k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            out += paths(v, (*prefix, i))
    return out


def get(doc: Any, path: Path) -> Any:
    for key in path:
        doc = doc[key]
    return doc


def strings(value: Any) -> set[str]:
    """Every text and dict key in a JSON value: realistic replacements (ids, phases, codes)."""
    if isinstance(value, str):
        return {value}
    out: set[str] = set()
    if isinstance(value, dict):
        for k, v in value.items():
            out |= {k} | strings(v)
    elif isinstance(value, list):
        for v in value:
            out |= strings(v)
    return out


OTHER_VALUES = (None, True, False, 0.5, 1.0, "", "x", [], {}, [0], [None], [[]], {"0": 0}, [0, 1])


def filled(value: Any) -> bool:
    """A record worth mutating in this sample: present and not empty."""
    return value is not None and value != [] and value != {}


@st.composite
def replacement(draw: st.DrawFn, current: Any, texts: list[str], n: int) -> Any:
    """Another value for a field: numbers near and far, other types, empty containers, texts."""
    numbers = [-1, 0, 1, 2, 3, n - 1, n, n + 1, 5, 6, 12, 24, 25, 39, 40, 100, 10**6, -(10**6),
               10**18, -(10**18)]  # fmt: skip
    options: list[st.SearchStrategy[Any]] = [
        st.sampled_from(numbers),
        st.integers(-3, 60),
        st.sampled_from(OTHER_VALUES),
        st.sampled_from(texts),
    ]
    if isinstance(current, int) and not isinstance(current, bool):
        options.append(st.sampled_from([current + 1, current - 1, current * 2, -current, 2**31]))
    if isinstance(current, bool):
        options.append(st.just(not current))
    if isinstance(current, list) and current:
        options.append(st.just([current[0]]))
        options.append(st.just(current[:-1]))
        options.append(st.just(current + current[-1:]))
        options.append(st.permutations(current).map(list))
        options.append(st.just([current]))
    if isinstance(current, dict) and current:
        options.append(st.just(dict(list(current.items())[:-1])))
        options.append(st.just({**current, "extra": 1}))
    return draw(st.one_of(options))


@functools.cache
def shortened(title: str) -> tuple[str, ...]:
    """The sampled saves with short logs (the log is no record of the state)."""
    return tuple(s.short for s in samples(title))


@functools.cache
def holders(title: str) -> dict[str, list[int]]:
    """For each record of the state, the samples in which it is present and not empty."""
    docs = [json.loads(text)["state"] for text in shortened(title)]
    return {
        record: [i for i, state in enumerate(docs) if filled(state[record])]
        or list(range(len(docs)))
        for record in sorted(docs[0])
    }


@functools.cache
def vocabulary(title: str) -> list[str]:
    """Every text the title's saved states use (phases, ids, codes, reasons), for replacements."""
    return sorted(set().union(*(strings(json.loads(t)["state"]) for t in shortened(title))))


@st.composite
def mutants(draw: st.DrawFn, title: str) -> tuple[dict[str, Any], str]:
    """A sampled save with one field of one record changed, and what was done (for the report)."""
    records = holders(title)
    record = draw(st.sampled_from(sorted(records)))
    doc = json.loads(shortened(title)[draw(st.sampled_from(records[record]))])
    state = doc["state"]
    path = draw(st.sampled_from(paths(state[record], (record,))))
    n = len(doc["seats"])
    texts = vocabulary(title)
    parent = get(state, path[:-1])
    key = path[-1]
    current = parent[key]
    how = draw(st.sampled_from(["replace", "replace", "replace", "delete", "duplicate"]))
    if how == "delete":
        del parent[key]  # a key of a record, or an element of a list
    elif how == "duplicate" and isinstance(parent, list):
        parent.insert(key, current)
    else:
        how = "replace"
        parent[key] = draw(replacement(current, texts, n))
    return doc, f"{how} {'.'.join(map(str, path))}"


def every_legal_action_applies(title: str, game: Game, limit: int = 24) -> None:
    """Each legal action of the seats asked applies to a copy, which keeps the invariants."""
    d = game.decision()
    if d.kind not in (Kind.SEAT, Kind.SEALED):
        return
    rng = random.Random(1)
    for seat in d.seats:
        legal = game.legal_actions(seat)
        for action in rng.sample(legal, min(limit, len(legal))):
            trial = game.copy()
            trial.apply(action)
            TITLES[title].invariants(trial)


def check_mutant(title: str, doc: dict[str, Any], what: str) -> bool:
    """Refused with a sentence (False), or loaded and played on with the invariants (True)."""
    with time_limit(30):
        game = load_or_refuse(title, doc)
        if game is None:
            return False
        try:
            every_legal_action_applies(title, game)
            play_on(title, game)
        except Exception as exc:
            raise AssertionError(f"{title}: {what} loaded, then {exc!r}") from exc
        return True


MUTANT_SETTINGS = settings(
    max_examples=150,
    deadline=None,
    derandomize=True,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)


@pytest.mark.parametrize("title", TITLE_IDS)
def test_a_mutated_record_is_refused_with_a_sentence_or_plays_on(title):
    outcomes: list[bool] = []

    @MUTANT_SETTINGS
    @given(st.data())
    def run(data: st.DataObject) -> None:
        doc, what = data.draw(mutants(title))
        outcomes.append(check_mutant(title, doc, what))

    run()
    # Both ways are taken: many mutants are refused, and some (a harmless change) play on.
    assert any(outcomes) and not all(outcomes), f"{sum(outcomes)} of {len(outcomes)} loaded"


DELETE = object()
FIXED = (None, -1, 10**9, -(10**9), "x", [], {}, True, 0.5, DELETE)


@pytest.mark.parametrize("title", TITLE_IDS)
def test_every_record_is_checked(title):
    """Besides the random mutants: each record of the state, its first and its last field, each
    replaced by a fixed set of wrong values or deleted, in a save where the record is filled."""
    for record, where in holders(title).items():
        base = json.loads(shortened(title)[where[0]])
        inside = paths(base["state"][record], (record,))
        for path in dict.fromkeys((inside[0], *inside[1:2], inside[-1])):
            for value in FIXED:
                doc = json.loads(json.dumps(base))
                parent = get(doc["state"], path[:-1])
                if value is DELETE:
                    del parent[path[-1]]
                else:
                    parent[path[-1]] = value
                check_mutant(title, doc, f"{'.'.join(map(str, path))} = {value!r}")


# ----- the holes found, one by one ---------------------------------------------------------------
def first(title: str, label: str) -> dict[str, Any]:
    """The first sampled save with this label."""
    return next(s.doc() for s in samples(title) if label in s.labels)


def _set(path: str, value: Any):
    """A change that sets a field, named by a dotted path into the state."""

    def change(state: dict[str, Any]) -> None:
        *head, last = [int(k) if k.lstrip("-").isdigit() else k for k in path.split(".")]
        get(state, tuple(head))[last] = value

    return change


def _first_seat(record: str, value: Any):
    """Set the entry of the first seat that has one in a dict keyed by seat."""

    def change(state: dict[str, Any]) -> None:
        state[record][next(iter(state[record]))] = value

    return change


def _envelope_above_cash(state: dict[str, Any]) -> None:
    seat, pairs = next(iter(state["envelopes"].items()))
    pairs[0][1] = state["cash"][int(seat)] + 100


def _bid_above_cash(state: dict[str, Any]) -> None:
    seat = next(iter(state["bids"]))
    state["bids"][seat] = state["cash"][int(seat)] + 100


def _negative_cash(state: dict[str, Any]) -> None:
    state["bank_net"] += state["cash"][0] + 500
    state["cash"][0] = -500


def _drop_sealer(state: dict[str, Any]) -> None:
    waiting = [f for f in state["sealed_seats"] if str(f) not in state["bids"]]
    state["sealed_seats"].remove(waiting[0])


def _attack_elsewhere(state: dict[str, Any]) -> None:
    target = state["pending"]["target"]
    state["pending"]["lot"] = next(
        i for i, row in enumerate(state["members"]) if not row[target] and state["face_up"][i]
    )


def _top(key: str, value: Any):
    def change(state: dict[str, Any]) -> None:
        state["stack"][-1][key] = value

    return change


HOLES = [
    # Glad-o-polis: the auction, trade, debt and council records were taken unchecked.
    ("gladopolis", "phase:auction", _set("auction.order.0", 7), "not at the table"),
    ("gladopolis", "phase:auction", _set("auction.turn", 9), "no bidder to ask"),
    ("gladopolis", "phase:auction", _set("auction.field", 2), "cannot be sold"),
    ("gladopolis", "phase:trade", _set("trade.back", -1), "which window"),
    ("gladopolis", "phase:trade", _set("trade.give_money", 10**6), "not possible"),
    ("gladopolis", "phase:debt", _set("debt.amount", 1), "already covered"),
    ("gladopolis", "phase:debt", _set("debt.debtor", [0]), "debtor"),
    ("gladopolis", "phase:council", _set("council.motion", "freibier"), "unknown"),
    ("gladopolis", "phase:council", _set("council.proposer", 9), "proposer"),
    ("gladopolis", "todo", _set("todo.0", ["pay", 0, -2, "x", "y", "z"]), "malformed payment"),
    ("gladopolis", "phase:vote", _set("votes", {"0": True, "zero": False}), "no seat"),
    # Borgata: amounts above a family's cash, negative cash, a sealer never asked.
    ("borgata", "envelopes:some-in", _envelope_above_cash, "more than its cash"),
    ("borgata", "bids:some-in", _bid_above_cash, "above its cash"),
    ("borgata", "phase:envelopes", _negative_cash, "cash"),
    ("borgata", "bids:some-in", _drop_sealer, "asked to seal"),
    ("borgata", "bids:some-in", _first_seat("bids", [1]), "contract bid"),
    ("borgata", "phase:envelopes", _set("available", [["fbi"]]), "not a name"),
    ("borgata", "phase:envelopes", _set("envelopes", {"one": []}), "not at the table"),
    ("borgata", "phase:response", _attack_elsewhere, "aims at nobody"),
    ("borgata", "phase:block", _set("block_queue", [[0, 12, 1]]), "block question"),
    ("borgata", "phase:over", _set("result.scores", {"x": 1}), "scores"),
    # Stadsliv: pending steps had their types checked but not their contents.
    ("stadsliv", "top:vote", _top("voters", []), "voter"),
    ("stadsliv", "top:vote", _top("q", "nope"), "question"),
    ("stadsliv", "top:vote", _top("t", ["vote"]), "unknown kind"),
    ("stadsliv", "top:auction", _top("in", []), "no bidder"),
    ("stadsliv", "top:auction", _top("i", 7), "whose turn it is not"),
    ("stadsliv", "top:auction", _top("item", ""), "does not own"),
    ("stadsliv", "top:choose", _top("cands", ["Kv1"]), "one group"),
    ("stadsliv", "top:pay", _top("amount", 0), "payment"),
    ("stadsliv", "top:buy", _top("code", "XX"), "purchase"),
]


@pytest.mark.parametrize(
    ("title", "label", "change", "message"),
    HOLES,
    ids=[f"{t}-{label}-{m}" for t, label, _, m in HOLES],
)
def test_a_known_hole_is_refused_with_a_sentence(title, label, change, message):
    doc = first(title, label)
    change(doc["state"])
    with pytest.raises(SaveError, match=message) as refused:
        save.from_document(doc)
    assert_sentence(str(refused.value))


@pytest.mark.parametrize("title", TITLE_IDS)
def test_validate_refuses_negative_money_in_memory(title):
    game = save.from_document(first(title, next(iter(sorted(TITLES[title].required)))))
    money = "cash" if title != "stadsliv" else "money"
    getattr(game, money)[0] = -1
    with pytest.raises(StateError):
        game.validate()
