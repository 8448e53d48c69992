"""The table paints on the GUI thread alone (stadsliv_qt/ui/__init__.py): Qt's fill helpers are
never started."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

PLAY = """
import os, random, sys
sys.path.insert(0, {root!r})
import stadsliv_qt.ui  # sets QT_NO_GUI_THREADPOOL unless the user did
if sys.argv[1] == "without":
    os.environ.pop("QT_NO_GUI_THREADPOOL")
from PySide6.QtWidgets import QApplication
from benchmarks import longplay
from stadsliv_qt.ui import style
from stadsliv_qt.ui.main_window import MainWindow
from stadsliv_qt.ui.pump import process_events
from stadsliv_qt.ui.settings import Preferences
from stadsliv_qt.engine import Kind
app = QApplication(["test"])
style.apply(app)
prefs = Preferences()
prefs.speed = "off"
window = MainWindow(prefs)
window.resize(1600, 1000)
window.show()
window.start_session(longplay.new_game("borgata", 3))
rng = random.Random(3)
for _ in range(40):
    game = window.session.game
    if window.table.curtain.is_up or game.is_over:
        break
    if game.decision().kind is Kind.CHANCE:
        window.table.roll()
    else:
        window.table.choose(longplay.random_action(game, rng))
    process_events()
    window.repaint()
tasks = "/proc/self/task"
print(sorted(open(os.path.join(tasks, t, "comm")).read().strip() for t in os.listdir(tasks)))
"""


def _threads(tmp_path, mode: str) -> str:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "STADSLIV_HOME": str(tmp_path / mode)}
    env.pop("QT_NO_GUI_THREADPOOL", None)
    done = subprocess.run(
        [sys.executable, "-c", PLAY.format(root=str(ROOT)), mode],
        capture_output=True, text=True, env=env, timeout=240, check=True,
    )  # fmt: skip
    return done.stdout


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc/self/task")
def test_qt_starts_no_fill_helpers_for_the_table(tmp_path):
    assert "pooled" not in _threads(tmp_path, "with")
    # the same play with the variable taken away starts Qt's helpers: what the setting avoids
    assert "pooled" in _threads(tmp_path, "without")


def test_a_value_the_user_set_is_kept(monkeypatch):
    from stadsliv_qt import ui

    monkeypatch.setenv(ui.ONE_PAINT_THREAD, "0")
    ui.paint_on_one_thread()
    assert os.environ[ui.ONE_PAINT_THREAD] == "0"
    monkeypatch.delenv(ui.ONE_PAINT_THREAD)
    ui.paint_on_one_thread()
    assert os.environ[ui.ONE_PAINT_THREAD] == "1"
