"""`python -m stadsliv_qt --smoke` from the checkout: the same self-check the bundle runs."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from stadsliv_qt.engine import registry

ROOT = Path(__file__).resolve().parents[2]


def test_checkout_smoke_passes_every_check_and_plays_every_title(tmp_path):
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": str(tmp_path)}
    env.pop("XDG_CONFIG_HOME", None)
    env.pop("XDG_DATA_HOME", None)
    result = subprocess.run(
        [sys.executable, "-m", "stadsliv_qt", "--smoke"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=180,
    )
    out = result.stdout + result.stderr
    assert result.returncode == 0, out
    for check in ("resources", "translations", "icon", "games"):
        assert f"ok   {check}:" in out, out
    for cls in registry.games():
        if not cls.__module__.startswith("tests."):
            assert f"ok   game {cls.info.id}:" in out, out
    assert out.rstrip().splitlines()[-1].startswith("smoke: all "), out
