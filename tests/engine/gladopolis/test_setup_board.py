"""Set-up and board data: GLA-01, GLA-02, GLA-03."""

from __future__ import annotations

import json
import shutil

import pytest

from stadsliv_qt.engine import Kind, OptionError, Seat, registry
from stadsliv_qt.games.gladopolis import GladopolisGame
from stadsliv_qt.games.gladopolis.data import DataError, default_data, load_data
from stadsliv_qt.paths import resource

from .helpers import NAMES, new


@pytest.mark.rule("GLA-01")
def test_gla01_two_to_six_players_each_with_own_colour_and_token():
    for n in range(2, 7):
        g = GladopolisGame(NAMES[:n])
        assert len({s.colour for s in g.seats}) == n
        assert len({s.token for s in g.seats}) == n
    for n in (1, 7):
        with pytest.raises(OptionError, match="2 to 6 players"):
            GladopolisGame((NAMES * 2)[:n] if n < 7 else [f"P{i}" for i in range(7)])
    with pytest.raises(OptionError, match="colour of their own"):
        GladopolisGame([Seat("Anna", "#111111", "Hut"), Seat("Bernd", "#111111", "Dackel")])
    g = GladopolisGame([Seat("Anna", "#123456", "Kran"), "Bernd"])
    assert g.seats[0].colour == "#123456" and g.seats[0].token == "Kran"
    assert g.seats[1].colour and g.seats[1].token != "Kran"


@pytest.mark.rule("GLA-01")
def test_gla01_registered_with_id_title_and_currencies():
    cls = registry.get("gladopolis")
    assert cls is GladopolisGame
    assert cls.info.title == "Glad-o-polis 2.0"
    assert cls.info.money == "€" and cls.info.second_currency == "BG"
    assert {o.name for o in cls.info.options} == {
        "short_game", "votes_per", "open_vote", "auction_opening", "auction_step"
    }  # fmt: skip


@pytest.mark.rule("GLA-02")
def test_gla02_start_money_bg_empty_stadtkasse_and_calendar_lengths():
    g = GladopolisGame(NAMES[:4], seed=3)
    assert g.decision().kind is Kind.CHANCE  # the decks are shuffled first
    g.resolve_chance()
    assert g.cash == [15000] * 4 and g.bg == [3] * 4
    assert g.kasse == 0 and g.calendar == 0 and g.calendar_length == 12
    assert new(2, short_game=True).calendar_length == 8
    assert g.view(None)["calendar_length"] == 12


@pytest.mark.rule("GLA-03")
def test_gla03_board_layout_follows_seed_and_classic_positions():
    d = default_data()
    kinds = {f.pos: f.kind for f in d.fields}
    assert len(d.fields) == 40
    assert kinds[0] == "los" and kinds[10] == "hinterzimmer" and kinds[30] == "go_hinterzimmer"
    assert kinds[22] == kinds[36] == "council" and kinds[20] == "fest"
    assert [p for p, k in kinds.items() if k == "event"] == [2, 7, 17, 33]
    assert [p for p, k in kinds.items() if k == "hub"] == [5, 15, 25, 35]
    assert [p for p, k in kinds.items() if k == "utility"] == [12, 28]
    assert (d.fields[4].amount, d.fields[38].amount) == (2000, 1000)
    assert all(d.fields[p].price == 2000 for p in (5, 15, 25, 35))
    assert all(d.fields[p].price == 1500 for p in (12, 28))
    assert [len(g.members) for g in d.groups.values()] == [2, 3, 3, 3, 3, 3, 3, 2]
    assert sum(k == "district" for k in kinds.values()) == 22
    # classic table x10: the first district costs 600 €, the last 4,000 € with 20,000 € at the top
    assert d.fields[1].price == 600 and d.fields[39].price == 4000
    assert d.fields[39].rents == (500, 2000, 6000, 14000, 17000, 20000)
    assert d.hub_rents == (250, 500, 1000, 2000)
    assert len(d.motions) == 16 and len(d.events) == 16
    assert all(note.strip() for note in d.notes.values())
    assert "x10" in d.notes["board"] or "x 10" in d.notes["board"]


@pytest.fixture
def data_copy(tmp_path):
    folder = tmp_path / "gladopolis"
    shutil.copytree(resource("gladopolis"), folder)
    return folder


def _edit(folder, name, change):
    path = folder / name
    doc = json.loads(path.read_text(encoding="utf-8"))
    change(doc)
    path.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")


@pytest.mark.rule("GLA-03")
@pytest.mark.parametrize(
    ("name", "change", "message"),
    [
        ("board.json", lambda d: d["fields"][12].update(price=-5), r"field 12 \('Stadtwerke'\)"),
        ("board.json", lambda d: d["fields"][22].update(kind="event"), "field 22"),
        ("board.json", lambda d: d["fields"].pop(), "exactly 40"),
        ("board.json", lambda d: d.pop("note"), "note"),
        ("board.json", lambda d: d["fields"][1].update(group="lila"), "unknown group 'lila'"),
        ("motions.json", lambda d: d["cards"][0].update(param="luck"), "'mietpreisbremse'"),
        ("motions.json", lambda d: d["cards"][3].update(param="start_cash"), "may not be changed"),
        ("events.json", lambda d: d["cards"][3]["effect"].update(field=30), "'kaisertor'"),
        ("events.json", lambda d: d["cards"].pop(0), "exactly 16"),
        ("rules.json", lambda d: d["parameters"].pop("sitzungsgeld"), "'sitzungsgeld'"),
    ],
)
def test_gla03_loading_names_the_bad_entry(data_copy, name, change, message):
    load_data(data_copy)  # the shipped copy is fine
    _edit(data_copy, name, change)
    with pytest.raises(DataError, match=message):
        load_data(data_copy)


def test_gla03_unreadable_file_is_named(data_copy):
    (data_copy / "events.json").write_text("{ broken", encoding="utf-8")
    with pytest.raises(DataError, match="events.json: not valid JSON"):
        load_data(data_copy)
