"""stadsliv-sim plays whole random games of every title and refuses bad options clearly."""

from __future__ import annotations

import json

import pytest

from stadsliv_qt import sim


@pytest.mark.parametrize(
    ("game", "options"),
    [
        ("gladopolis", []),
        ("borgata", ["-o", "round_limit=10"]),
        ("stadsliv", ["-o", "turn_limit=200"]),
    ],
)
def test_sim_plays_games_to_the_end(game, options, capsys):
    assert sim.main([game, "--games", "2", "--seats", "3", *options]) == 0
    out = capsys.readouterr().out
    assert out.count("game ") == 2 and "unfinished" not in out


def test_sim_refuses_a_bad_option(capsys):
    assert sim.main(["borgata", "-o", "win_value=99"]) == 2
    assert "at most" in capsys.readouterr().err


def test_sim_plays_a_lineup_of_bots_and_writes_rows(tmp_path, capsys):
    rows_csv, rows_json = tmp_path / "games.csv", tmp_path / "games.json"
    argv = ["gladopolis", "--bots", "easy,medium,random", "--seats", "3", "--games", "3"]
    argv += ["--rotate", "--jobs", "1", "-o", "short_game=true"]
    argv += ["--csv", str(rows_csv), "--json", str(rows_json)]
    assert sim.main(argv) == 0
    out = capsys.readouterr().out
    assert out.count("game ") == 3
    for words in ("win rate by level", "win rate by seat", "first-player advantage", "median"):
        assert words in out
    lines = rows_csv.read_text(encoding="utf-8").splitlines()
    assert len(lines) == 4 and lines[0].startswith("game,seed,levels")
    doc = json.loads(rows_json.read_text(encoding="utf-8"))
    assert [r["levels"] for r in doc["rows"]] == [
        ["easy", "medium", "random"],
        ["random", "easy", "medium"],
        ["medium", "random", "easy"],
    ]
    wins = sum(d["rate"] * d["seats"] for d in doc["figures"]["by_level"].values())
    assert wins == pytest.approx(3)  # a shared victory is split, so every game hands out one win


def test_sim_games_are_the_same_on_any_number_of_processes(tmp_path):
    one, two = tmp_path / "one.json", tmp_path / "two.json"
    base = ["borgata", "--bots", "medium,easy", "--seats", "2", "--games", "2", "--quiet"]
    base += ["-o", "round_limit=4"]
    assert sim.main([*base, "--jobs", "1", "--json", str(one)]) == 0
    assert sim.main([*base, "--jobs", "2", "--json", str(two)]) == 0

    def key(path):
        rows = json.loads(path.read_text(encoding="utf-8"))["rows"]
        return [(r["winners"], r["steps"], r["scores"]) for r in rows]

    assert key(one) == key(two)


def test_sim_refuses_an_unknown_level(capsys):
    assert sim.main(["stadsliv", "--bots", "grandmaster"]) == 2
    assert "no level" in capsys.readouterr().err


def test_tournament_reports_the_higher_level(capsys):
    argv = ["tournament", "borgata", "--pairs", "medium:easy", "--games", "2", "--jobs", "1"]
    assert sim.main([*argv, "-o", "round_limit=3"]) == 0
    out = capsys.readouterr().out
    assert "medium vs 3 x easy" in out and "of 2" in out


def test_the_report_speaks_the_language_asked_for(capsys):
    argv = ["gladopolis", "--bots", "easy", "--seats", "3", "--games", "2", "--jobs", "1"]
    assert sim.main([*argv, "-o", "short_game=true", "--lang", "de", "--quiet"]) == 0
    out = capsys.readouterr().out
    assert "2 Partien in" in out and "Gewinnrate nach Platz:" in out and "Perzentil" in out
    assert "win rate" not in out


def test_each_game_line_says_why_it_ended_in_the_language_asked_for(capsys):
    argv = ["gladopolis", "--bots", "easy", "--seats", "3", "--games", "2", "--jobs", "1"]
    assert sim.main([*argv, "-o", "short_game=true"]) == 0
    english = [line for line in capsys.readouterr().out.splitlines() if line.startswith("game ")]
    assert sim.main([*argv, "-o", "short_game=true", "--lang", "de"]) == 0
    german = [line for line in capsys.readouterr().out.splitlines() if line.startswith("Partie ")]
    assert len(english) == len(german) == 2
    for en, de in zip(english, german, strict=True):
        reason_en = en.split(" - ", 1)[-1]
        assert reason_en and reason_en not in de  # the reason itself is said in German too
