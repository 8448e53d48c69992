"""stadsliv-sim plays whole random games of every title and refuses bad options clearly."""

from __future__ import annotations

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
