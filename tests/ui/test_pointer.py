"""Pointing at anything on a board never crashes (issue 12): hover, click, drag and resize every
title's board in a child process, so that a segmentation fault fails this test with the item it
hit instead of killing the test run."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("game_id", ["gladopolis", "stadsliv", "borgata"])
def test_pointing_at_every_item_and_resizing_never_crashes(game_id: str, tmp_path: Path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", STADSLIV_HOME=str(tmp_path))
    run = subprocess.run(
        [sys.executable, "-m", "tests.ui.pointer_run", game_id],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=240,
    )
    lines = run.stdout.strip().splitlines()
    tail = "\n".join(lines[-6:] + run.stderr.strip().splitlines()[-12:])
    if run.returncode < 0:
        name = signal.Signals(-run.returncode).name
        pytest.fail(
            f"{game_id}: the app died of {name} while the pointer was busy; last steps:\n{tail}"
        )
    assert run.returncode == 0, f"{game_id}: the pointer run failed:\n{tail}"
    assert lines and lines[-1].startswith(f"OK {game_id}"), tail
    pointed = int(lines[-1].split("pointed at ")[1].split()[0])
    assert pointed >= 50, f"only {pointed} items were pointed at"
