"""Files the app meets at its start: --open, the Open dialog and the autosave refuse anything that
is not a regular file at once (a pipe or /dev/zero used to hang the app), and temporary copies of
the autosave that a killed write left are removed."""

from __future__ import annotations

import faulthandler
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog

from stadsliv_qt.engine import autosave as journal

from .apps import ROOT, Harnessed, app_env

pytestmark = pytest.mark.skipif(os.name != "posix", reason="pipes, /dev/zero and SIGKILL")

PROMPT_S = 60.0  # the whole app start; a hang on the file is what this catches


@pytest.fixture
def apps():
    """Harnessed apps started by a test; any still running are ended afterwards."""
    started: list[Harnessed] = []
    yield started
    for process in started:
        process.stop()


@pytest.mark.parametrize("kind", ["pipe", "zero"])
def test_open_on_a_pipe_or_dev_zero_says_so_at_once(tmp_path, apps, kind):
    target = tmp_path / "game.json"
    if kind == "pipe":
        os.mkfifo(target)
    else:
        target.symlink_to("/dev/zero")
    app = Harnessed(tmp_path / "home", "--open", str(target), quit_ms=0)
    apps.append(app)
    alert = app.wait_for("alert", PROMPT_S)
    assert alert == f"alert {target} is {'a named pipe' if kind == 'pipe' else 'a device'}, " + (
        "not a saved game file."
    )
    assert app.wait_for("opened") == f"opened {target} False"
    app.wait_for("ready")
    assert app.finish() == 0


def test_an_autosave_that_is_a_pipe_is_reported_not_waited_on(tmp_path, apps):
    home = tmp_path / "data"
    home.mkdir()
    os.mkfifo(home / "autosave.json")
    app = Harnessed(home, quit_ms=0)
    apps.append(app)
    line = app.wait_for("welcome", PROMPT_S)
    assert line.startswith("welcome broken ") and "is a named pipe" in line
    assert app.finish() == 0


def test_the_open_dialog_on_a_pipe_or_a_folder_says_so(qtbot, window, tmp_path, monkeypatch):
    pipe = tmp_path / "pipe.json"
    os.mkfifo(pipe)
    chosen = iter([str(pipe), str(tmp_path)])
    monkeypatch.setattr(
        QFileDialog, "getOpenFileName", staticmethod(lambda *_a, **_k: (next(chosen), ""))
    )
    faulthandler.dump_traceback_later(PROMPT_S, exit=True)  # a hang ends the run, with a trace
    try:
        window.open_dialog()
        assert window.last_message == f"{pipe} is a named pipe, not a saved game file."
        window.open_dialog()
        assert window.last_message == f"{tmp_path} is a folder, not a saved game."
    finally:
        faulthandler.cancel_dump_traceback_later()
    assert window.session is None


WRITER = """
import os, sys, time
from stadsliv_qt.engine import Seat, registry, save

real_fsync = os.fsync


def slow_fsync(fd):
    real_fsync(fd)
    time.sleep(0.2)  # a slow disk: the kill lands between the write and the rename


seats = [Seat("Anna", "#E69F00", "circle"), Seat("Björn", "#56B4E9", "square")]
game = registry.get("gladopolis")(seats, {}, seed=8)
save.save(game, sys.argv[1])
print("saved", flush=True)
os.fsync = slow_fsync
while True:
    save.save(game, sys.argv[1])
"""


def test_a_write_killed_mid_way_leaves_nothing_after_the_next_start(tmp_path, apps):
    """Versions before the journal wrote autosave.json through a temporary copy; a killed write
    left one behind (a whole game, secrets included): the next start removes it. The journal
    itself leaves no copies (tests/engine/test_autosave.py kills it)."""
    home = tmp_path / "data"
    home.mkdir()
    autosave = home / "autosave.json"
    writer = subprocess.Popen(
        [sys.executable, "-c", WRITER, str(autosave)],
        env=app_env(home),
        cwd=ROOT,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert writer.stdout is not None and writer.stdout.readline() == "saved\n"
        deadline = time.monotonic() + 30
        # killed once the copy is written and synced (the writer then sleeps before the rename)
        while time.monotonic() < deadline and not any(
            b'"format":"stadsliv-save"' in p.read_bytes() for p in home.glob(".autosave.json.*.tmp")
        ):
            time.sleep(0.01)
    finally:
        writer.kill()  # SIGKILL: no clean-up of any kind
        writer.wait(30)
    left = list(home.glob(".autosave.json.*.tmp"))
    assert len(left) == 1, "the writer was not killed mid-way"
    assert b'"format":"stadsliv-save"' in left[0].read_bytes()  # a whole copy of the game
    series_tmp = home / "autosave.series.json.tmp"  # the chart's, also written through a tmp
    series_tmp.write_text("{}", encoding="utf-8")
    other = home / ".autosave.json.keep-me.tmp"  # not a name save() makes: left alone
    other.write_text("x", encoding="utf-8")

    app = Harnessed(home, quit_ms=0)
    apps.append(app)
    # the offer comes first; the clean-up follows once the window is shown (app.py)
    assert app.wait_for("welcome", PROMPT_S).startswith(
        "welcome resume Glad-o-polis 2.0 with Anna, Björn"
    )
    assert app.wait_for("leftovers") == "leftovers 2"
    assert app.finish() == 0
    assert sorted(p.name for p in home.glob("*.tmp")) == [other.name]
    # the older version's autosave.json became the journal
    assert not autosave.exists()
    assert [s.name for s in journal.load(home / "autosave.sqlite").seats] == ["Anna", "Björn"]


def test_a_second_start_never_removes_the_running_copys_files(tmp_path, apps):
    """Only the copy that holds the lock cleans: a write in progress there must survive."""
    home = tmp_path / "data"
    first = Harnessed(home)
    apps.append(first)
    first.wait_for("ready")
    in_progress = home / ".autosave.json.abcd1234.tmp"
    in_progress.write_text("being written", encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "-m", "stadsliv_qt"],
        env=app_env(home),
        cwd=ROOT,
        capture_output=True,
        timeout=PROMPT_S,
    )
    assert done.returncode == 0
    first.wait_for("forward")
    assert in_progress.exists()
    assert Path(in_progress).read_text(encoding="utf-8") == "being written"
