"""Typed records: JSON form, strict loading and copies all follow from one declaration."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar, Literal, TypedDict

import pytest

from stadsliv_qt.engine import StateError
from stadsliv_qt.engine.record import Record, Tagged, clone, dump, json_key, load


@dataclass(slots=True)
class Bid:
    """A small nested record."""

    seat: int  # who bids
    amount: int  # how much


@dataclass(slots=True)
class Move(Tagged):
    """A tagged step."""

    TAG: ClassVar[str] = "move"
    who: int
    n: int


@dataclass(slots=True)
class Vote(Tagged):
    """Another tagged step, with a mutable list inside."""

    TAG: ClassVar[str] = "vote"
    who: int
    votes: list[bool | None]


@dataclass(frozen=True, slots=True)
class Point:
    """An immutable record: copies may share it."""

    x: int
    y: int


@dataclass(slots=True)
class State:
    """A record using every supported kind of field."""

    cash: list[int]
    names: tuple[str, ...]
    grid: list[list[int]]
    owner: dict[str, int]
    bids: dict[int, Bid]
    peeks: list[set[int]]
    auction: Bid | None
    stack: list[Move | Vote]
    phase: Literal["pre", "post"]
    frm: int = field(metadata=json_key("from"))
    pair: tuple[int, str] = (0, "")
    where: Point = Point(0, 0)
    maybe: int | str | None = None
    late: list[int] = field(default_factory=list)


def sample() -> State:
    return State(
        cash=[1, 2],
        names=("a", "b"),
        grid=[[0, 1], [2, 3]],
        owner={"x": 1},
        bids={0: Bid(0, 5)},
        peeks=[{3, 1}, set()],
        auction=Bid(1, 7),
        stack=[Move(0, 3), Vote(1, [True, None])],
        phase="pre",
        frm=1,
        pair=(2, "z"),
        where=Point(1, 2),
        maybe="s",
        late=[9],
    )


def test_dump_is_plain_json_and_load_inverts_it() -> None:
    s = sample()
    data = dump(s)
    assert data["from"] == 1 and "frm" not in data
    assert data["bids"] == {"0": {"seat": 0, "amount": 5}}
    assert data["peeks"] == [[1, 3], []]
    assert data["stack"][0] == {"t": "move", "who": 0, "n": 3}
    assert data["names"] == ["a", "b"]
    assert load(State, data) == s


def test_clone_is_equal_and_shares_nothing_mutable() -> None:
    s = sample()
    c = clone(s)
    assert c == s and c is not s
    c.cash[0] = 99
    c.grid[0][0] = 99
    c.bids[0].amount = 99
    c.peeks[0].add(7)
    assert c.auction is not None
    c.auction.amount = 99
    c.stack[1].votes[0] = False  # type: ignore[union-attr]
    c.owner["y"] = 2
    assert s == sample()
    assert c.where is s.where  # frozen and immutable: shared, not copied


@pytest.mark.parametrize(
    ("path", "value", "words"),
    [
        (("cash", 0), True, "cash[0] should be a whole number"),
        (("cash",), {}, "cash should be a list"),
        (("bids",), {"x": {"seat": 0, "amount": 1}}, "not a number"),
        (("bids", "0", "amount"), "5", "amount should be a whole number"),
        (("stack", 0, "t"), "jump", "unknown kind"),
        (("phase",), "mid", "should be one of"),
        (("peeks", 0), [1, 1], "same entry twice"),
        (("pair",), [1], "list of 2 entries"),
        (("maybe",), [1], "a whole number or a text"),
    ],
)
def test_load_names_the_bad_value(path: tuple, value: object, words: str) -> None:
    data = dump(sample())
    target = data
    for step in path[:-1]:
        target = target[step]
    target[path[-1]] = value
    with pytest.raises(StateError, match=words.replace("[", r"\[").replace("]", r"\]")):
        load(State, data)


def test_load_refuses_unknown_and_missing_entries_but_fills_defaults() -> None:
    data = dump(sample())
    data["extra"] = 1
    with pytest.raises(StateError, match="unknown entry 'extra'"):
        load(State, data)
    data = dump(sample())
    del data["cash"]
    with pytest.raises(StateError, match="lacks its entry 'cash'"):
        load(State, data)
    data = dump(sample())
    del data["late"]
    assert load(State, data).late == []


def test_records_read_by_json_key_like_the_dicts_they_replace() -> None:
    @dataclass(slots=True)
    class Trade(Record):
        frm: int = field(metadata=json_key("from"))
        back: str = "pre"

    t = Trade(2)
    assert t["from"] == 2 and t["back"] == "pre" and t.get("nope", 5) == 5
    assert Move(0, 3)["t"] == "move"
    assert "from" in t and "back" in t and "frm" not in t and 0 not in t
    assert "t" in Move(0, 3) and "who" in Move(0, 3) and "votes" not in Move(0, 3)
    with pytest.raises(KeyError):
        t["frm"]


class Limits(TypedDict):
    """A record kept as a plain dict (code and tests read and compare it as one)."""

    low: int
    high: int
    extra: dict[str, int]


@dataclass(slots=True)
class Table:
    """A record holding a TypedDict and a tagged stack."""

    limits: Limits
    stack: list[Move | Vote]


def test_a_typed_dict_is_saved_loaded_and_copied_as_a_plain_dict() -> None:
    t = Table({"low": 1, "high": 5, "extra": {"a": 2}}, [])
    data = dump(t)
    assert data == {"limits": {"low": 1, "high": 5, "extra": {"a": 2}}, "stack": []}
    back = load(Table, data)
    assert back == t and type(back.limits) is dict
    c = clone(t)
    c.limits["extra"]["b"] = 3
    c.limits["low"] = 0
    assert t.limits == {"low": 1, "high": 5, "extra": {"a": 2}}
    for bad, words in (
        ({"low": 1, "high": 5}, "lacks its entry 'extra'"),
        ({"low": 1, "high": 5, "extra": {}, "x": 1}, "unknown entry 'x'"),
        ({"low": "1", "high": 5, "extra": {}}, "limits.low should be a whole number"),
        ([], "limits should be a table of entries"),
    ):
        with pytest.raises(StateError, match=words):
            load(Table, {"limits": bad, "stack": []})


def test_a_tag_that_is_not_a_text_is_an_unknown_kind() -> None:
    for tag in (["move"], {"a": 1}, 3, None):
        with pytest.raises(StateError, match="unknown kind"):
            load(Table, {"limits": {"low": 1, "high": 5, "extra": {}}, "stack": [{"t": tag}]})
