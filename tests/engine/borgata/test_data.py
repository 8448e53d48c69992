"""The data files (BOR-03, BOR-05, BOR-16, BOR-17..26): complete, in range, and loudly checked."""

from __future__ import annotations

import copy
import json

import pytest

from stadsliv_qt.games.borgata.data import (
    CATEGORIES,
    CONTACT_IDS,
    DataError,
    build,
    load,
    read,
)
from stadsliv_qt.paths import resource


def docs() -> dict:
    folder = resource("borgata")
    return {
        k: json.loads((folder / f"{k}.json").read_text(encoding="utf-8"))
        for k in ("districts", "cornerstones", "contacts", "figures")
    }


@pytest.mark.rule("BOR-03")
def test_bor03_twenty_eight_districts_in_range_with_a_note():
    data = load()
    assert len(data.districts) == 28
    for d in data.districts.values():
        assert d.category in CATEGORIES
        assert 1 <= d.value <= 4
        assert 100 <= d.income <= 600
        assert d.contract == 0 or 300 <= d.contract <= 1200
    assert any(d.contract == 0 for d in data.districts.values())
    assert {d.category for d in data.districts.values()} == set(CATEGORIES)
    assert "balanced" in data.notes["districts"] or "about" in data.notes["districts"]


@pytest.mark.rule("BOR-03")
def test_bor03_cornerstones_pay_five_hundred_except_fangelset():
    stones = load().cornerstones
    assert {k: (s.row, s.col) for k, s in stones.items()} == {
        "stadshuset": (2, 2),
        "skroten": (0, 0),
        "hamnen": (0, 4),
        "lastbilsterminalen": (4, 0),
        "fangelset": (4, 4),
    }
    assert {k: s.income for k, s in stones.items()} == {
        "stadshuset": 500,
        "skroten": 500,
        "hamnen": 500,
        "lastbilsterminalen": 500,
        "fangelset": 0,
    }
    assert stones["stadshuset"].governs == ("Kontorskomplex", "Lägenhetskomplex")
    assert all(s.value == 5 for s in stones.values())


@pytest.mark.rule("BOR-17")
def test_bor17_to_bor26_ten_contacts_with_their_effect_lines():
    contacts = load().contacts
    assert tuple(contacts) == CONTACT_IDS
    assert contacts["lonnmordaren"].name == "Lönnmördaren"
    assert {c.id for c in contacts.values() if c.kind == "response"} == {"livvakterna", "domaren"}
    assert [c.rule for c in contacts.values()] == [f"BOR-{k}" for k in range(17, 27)]
    assert all(c.effect.endswith(".") for c in contacts.values())


@pytest.mark.rule("BOR-05")
def test_bor05_figures_from_the_rules():
    f = load().figures
    assert (f["start_money"], f["envelopes"], f["start_members"]) == (2000, 10, 3)
    assert (f["recruit_price"], f["recruit_max"], f["prison_recruit_price"]) == (500, 2, 200)
    assert f["police_cars"] == 5


@pytest.mark.rule("BOR-03")
@pytest.mark.parametrize(
    ("edit", "message"),
    [
        (lambda d: d["districts"]["cards"][3].update(value=7), "card 'tidningshuset': 'value'"),
        (
            lambda d: d["districts"]["cards"][0].update(category="Kyrka"),
            "card 'borshuset': category",
        ),
        (
            lambda d: d["districts"]["cards"][5].update(contract=150),
            "card 'sjoutsikten': a contract",
        ),
        (lambda d: d["districts"]["cards"][2].update(income=900), "card 'glastornet': 'income'"),
        (lambda d: d["districts"]["cards"][1].update(id="borshuset"), "used twice"),
        (lambda d: d["districts"]["cards"].pop(), "the deck has 27 cards"),
        (lambda d: d["cornerstones"]["lots"][4].update(row=0), "lot 'fangelset': BOR-01 puts it"),
        (lambda d: d["cornerstones"]["lots"][1].update(governs=["Handel"]), "exactly one"),
        (lambda d: d["contacts"]["contacts"].pop(3), "contact 'domaren' is missing"),
        (lambda d: d["contacts"]["contacts"][1].update(answers="fbi"), "'livvakterna': 'answers'"),
        (lambda d: d["figures"].update(envelopes=9), "one envelope per contact"),
        (lambda d: d["districts"].pop("note"), "'note'"),
    ],
)
def test_bor03_a_bad_entry_is_named(edit, message):
    bad = copy.deepcopy(docs())
    edit(bad)
    with pytest.raises(DataError, match=message):
        build(bad)


@pytest.mark.rule("BOR-03")
def test_bor03_missing_or_broken_file_is_named(tmp_path):
    for k, doc in docs().items():
        (tmp_path / f"{k}.json").write_text(json.dumps(doc), encoding="utf-8")
    assert len(read(tmp_path).districts) == 28
    (tmp_path / "contacts.json").write_text("{", encoding="utf-8")
    with pytest.raises(DataError, match="contacts.json: not valid JSON"):
        read(tmp_path)
    (tmp_path / "contacts.json").write_text(json.dumps(docs()["contacts"]), encoding="utf-8")
    (tmp_path / "figures.json").unlink()
    with pytest.raises(DataError, match="figures.json is missing"):
        read(tmp_path)
