"""Stadsliv Hard's learned evaluation: the weights load, and they read positions sensibly."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from stadsliv_qt.bots.stadsliv.model import Town
from stadsliv_qt.bots.stadsliv.value import NAMES, chances, features, weights
from stadsliv_qt.engine import registry
from stadsliv_qt.games.stadsliv import actions as S

ROOT = Path(__file__).resolve().parents[2]


def _town(seed: int = 2) -> tuple[object, Town]:
    game = registry.get("stadsliv")(["A", "B", "C", "D"], {"turn_limit": 160}, seed=seed)
    game.apply(S.Volunteer(0, True))
    return game, Town(game.view(1), 1, game.options)


def test_every_feature_has_a_weight_and_the_chances_sum_to_one():
    assert len(weights()) == len(NAMES)
    _, town = _town()
    assert len(features(town, 1)) == len(NAMES)
    p = chances(town)
    assert abs(sum(p) - 1) < 1e-9
    assert all(0 < x < 1 for x in p)


@pytest.mark.rule("STA-04")
def test_the_banker_is_the_favourite_at_the_start():
    """STA-04/STA-10: the banker's varvslön and share make it the likeliest winner of equals."""
    _, town = _town()
    p = chances(town)
    assert p[0] == max(p)
    assert p[1] == pytest.approx(p[2]) == pytest.approx(p[3])


@pytest.mark.rule("STA-24")
def test_more_poang_and_no_loan_mean_a_better_chance():
    game, town = _town()
    base = chances(town)[1]
    town.money[1] += 10
    town.worth[1] += 10
    assert chances(town)[1] > base
    town.money[1] -= 10
    town.worth[1] -= 10
    town.loan[1] = 10
    town.worth[1] -= 10
    assert chances(town)[1] < base


def test_a_bankrupt_seat_has_no_chance():
    _, town = _town()
    town.alive[3] = False
    p = chances(town)
    assert p[3] == 0
    assert abs(sum(p) - 1) < 1e-9


def _fit(*args: str) -> subprocess.CompletedProcess[str]:
    """Run the fitting script as a person would, from the repository's root."""
    script = str(ROOT / "scripts" / "fit_stadsliv_value.py")
    return subprocess.run(
        [sys.executable, script, *args], capture_output=True, text=True, timeout=600, cwd=ROOT
    )


def test_the_fitting_script_writes_weights_it_can_read(tmp_path):
    out = tmp_path / "value.json"
    run = _fit("--games", "20", "--jobs", "1", "--epochs", "1", "--out", str(out))
    assert run.returncode == 0, run.stderr
    assert "held-out log-loss" in run.stdout
    doc = json.loads(out.read_text(encoding="utf-8"))
    assert set(doc["weights"]) == set(NAMES)
    assert isinstance(doc["note"], str)


def test_the_fitting_script_refuses_a_tiny_run(tmp_path):
    run = _fit("--games", "3", "--out", str(tmp_path / "x.json"))
    assert run.returncode == 2
    assert "--games must be at least 20" in run.stderr
