"""One table, one autosave: a second start hands over to the running window and exits; a crashed
first copy never blocks the next start; separate data folders (tests, --smoke) never meet."""

from __future__ import annotations

import json
import os
import socket
import sys
import threading
import time
import types

import pytest
from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from stadsliv_qt import app
from stadsliv_qt.engine import Kind, Seat, registry, save
from stadsliv_qt.engine import autosave as journal
from stadsliv_qt.ui import instance
from stadsliv_qt.ui.table import is_dice

from .apps import Harnessed, run_app
from .conftest import settle, toy

pytestmark = pytest.mark.skipif(os.name != "posix", reason="SIGKILL and Unix sockets")


@pytest.fixture
def apps():
    """Harnessed apps started by a test; any still running are ended afterwards."""
    started: list[Harnessed] = []
    yield started
    for process in started:
        process.stop()


def saved_game(path, seed: int):
    """A Glad-o-polis game (a title the app itself knows) saved to `path`; returns its state."""
    seats = [Seat("Anna", "#E69F00", "circle"), Seat("Björn", "#56B4E9", "square")]
    game = registry.get("gladopolis")(seats, {}, seed=seed)
    while game.decision().kind is Kind.CHANCE and not is_dice(game.decision()):
        game.resolve_chance()  # the table would draw these by itself; it waits at a roll
    save.save(game, path)
    return game.to_dict()


def test_second_start_hands_over_and_a_crash_never_blocks(tmp_path, apps):
    home = tmp_path / "data"
    first_file, second_file = tmp_path / "first.json", tmp_path / "second.json"
    first_state, second_state = saved_game(first_file, 3), saved_game(second_file, 4)

    first = Harnessed(home, "--open", str(first_file))
    apps.append(first)
    assert first.wait_for("opened") == f"opened {first_file} True"
    first.wait_for("ready")
    autosave = home / "autosave.sqlite"
    assert journal.load(autosave).to_dict() == first_state

    def files() -> list[bytes]:
        """The journal and its write-ahead log (the shared-memory index may change on a read)."""
        wal = autosave.with_name(autosave.name + "-wal")
        return [autosave.read_bytes(), wal.read_bytes() if wal.exists() else b""]

    before = files()

    # a plain second start: the window comes forward, the second copy ends at once with 0
    done, took = run_app(home)
    assert done.returncode == 0, done.stderr
    assert took < instance.ANSWER_S, f"the second start waited {took:.1f} s"
    first.wait_for("forward")
    assert files() == before, "the second start touched the running game's autosave"
    assert first.proc.poll() is None

    # --open FILE from another folder, by a relative name: opened in the running window
    done, _ = run_app(home, "--open", "second.json", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    first.wait_for("forward")
    assert first.wait_for("opened") == f"opened {second_file} True"
    assert journal.load(autosave).to_dict() == second_state

    # the first copy dies without any clean-up: its socket file stays; the next start runs anyway
    first.kill9()
    assert (home / instance.SOCKET_NAME).exists()
    third = Harnessed(home)
    apps.append(third)
    assert third.wait_for("welcome").startswith("welcome resume")
    third.wait_for("ready")
    done, took = run_app(home)
    assert done.returncode == 0, done.stderr
    assert took < instance.ANSWER_S
    third.wait_for("forward")


def test_a_clean_quit_lets_the_next_start_run(tmp_path, apps):
    home = tmp_path / "data"
    first = Harnessed(home, quit_ms=0)
    apps.append(first)
    first.wait_for("ready")
    assert first.finish() == 0
    assert not (home / instance.SOCKET_NAME).exists()
    done, _ = run_app(home, STADSLIV_STARTUP_PROBE="1")
    assert done.returncode == 0 and done.stdout.startswith("shown "), done.stderr


def test_separate_data_folders_run_side_by_side(tmp_path, apps):
    """Tests, screenshots and --smoke each use their own STADSLIV_HOME: never blocked."""
    first = Harnessed(tmp_path / "a")
    apps.append(first)
    first.wait_for("ready")
    done, _ = run_app(tmp_path / "b", STADSLIV_STARTUP_PROBE="1")
    assert done.returncode == 0 and done.stdout.startswith("shown "), done.stderr
    assert "forward" not in first.lines


# ----- the lock and the socket, in this process -----------------------------------------------------
def while_serving(fn):
    """Run `fn` in a thread while this thread runs the Qt events that serve it; its result."""
    result: list[object] = []
    thread = threading.Thread(target=lambda: result.append(fn()), daemon=True)
    thread.start()
    deadline = time.monotonic() + 30
    while thread.is_alive() and time.monotonic() < deadline:
        QApplication.processEvents()
        time.sleep(0.005)
    assert not thread.is_alive(), "the client did not finish"
    for _ in range(3):  # the zero-timer that hands the request to its handler
        QApplication.processEvents()
    return result[0]


def test_the_lock_is_taken_once_and_requests_arrive(qapp, tmp_path):
    folder = tmp_path / "home"
    running = instance.start(folder, {"open": None})
    assert running is not None and running.guarded
    assert not (folder / instance.SOCKET_NAME).exists()  # listening starts once the window shows
    got: list[dict] = []
    holder = QObject()
    running.serve(got.append, holder)
    assert oct((folder / instance.SOCKET_NAME).stat().st_mode & 0o777) == "0o600"
    assert while_serving(lambda: instance.start(folder, {"open": "/x/y.json"})) is None
    assert got == [{"open": "/x/y.json"}]  # handed over; no second running copy
    running.close()
    assert not (folder / instance.SOCKET_NAME).exists()
    again = instance.start(folder, {"open": None})  # released: the next start runs
    assert again is not None and again.guarded
    again.close()


def test_a_copy_that_holds_the_lock_but_never_answers_is_reported(qapp, tmp_path):
    folder = tmp_path / "home"
    running = instance.start(folder, {})
    assert running is not None
    holder = QObject()
    running.serve(lambda _request: None, holder)
    running._notifier.setEnabled(False)  # listening, but its window never answers: a hung app
    with pytest.raises(instance.NotAnswering, match="already running .* does not answer"):
        instance.start(folder, {}, timeout=0.5)
    running.close()


def test_tcp_with_a_token_where_there_are_no_unix_sockets(qapp, tmp_path, monkeypatch):
    """Windows, or a data folder whose path is too long for a Unix socket."""
    monkeypatch.setattr(instance, "_unix_ok", lambda _path: False)
    folder = tmp_path / "home"
    running = instance.start(folder, {})
    assert running is not None
    got: list[dict] = []
    holder = QObject()
    running.serve(got.append, holder)
    assert not (folder / instance.SOCKET_NAME).exists()
    port_file = folder / instance.PORT_NAME
    port, _token = port_file.read_text(encoding="ascii").split()
    assert oct(port_file.stat().st_mode & 0o777) == "0o600"

    def ask(request: dict) -> bytes:
        with socket.create_connection(("127.0.0.1", int(port)), timeout=10) as sock:
            sock.sendall(json.dumps(request).encode() + b"\n")
            return sock.recv(100)

    assert (
        while_serving(lambda: ask({"open": "/evil.json", "token": "guess"})) == b'{"ok": false}\n'
    )
    assert got == []  # a request without the secret token is refused
    assert while_serving(lambda: instance.start(folder, {"open": "/mine.json"})) is None
    assert got == [{"open": "/mine.json"}]
    running.close()
    assert not port_file.exists()


def test_a_read_only_folder_runs_unguarded(qapp, tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder", encoding="utf-8")
    running = instance.start(blocker / "home", {})
    assert running is not None and not running.guarded
    running.close()


def test_a_folder_that_cannot_lock_runs_unguarded(qapp, tmp_path, monkeypatch):
    """Some network file systems refuse locks (ENOLCK): the app still starts."""

    def refuse(_fd):
        raise OSError(37, "No locks available")

    monkeypatch.setattr(instance, "_try_lock", refuse)
    running = instance.start(tmp_path / "nfs", {})
    assert running is not None and not running.guarded
    running.close()


# ----- what the running window does with a request ----------------------------------------------
def test_open_from_another_start_asks_before_dropping_unsaved_moves(qtbot, window, tmp_path):
    other = tmp_path / "other.json"
    other_state = saved_game(other, 9)
    window.start_session(toy(seed=1))
    settle(qtbot)
    playing = window.session.game.to_dict()
    window.answer_start({"open": str(other)})
    settle(qtbot)
    box = window.open_question
    assert isinstance(box, QMessageBox) and box.isVisible()
    assert "other.json" in box.text() and "not saved to a file" in box.text()
    qtbot.mouseClick(box.button(QMessageBox.StandardButton.Cancel), Qt.MouseButton.LeftButton)
    settle(qtbot)
    assert window.session.game.to_dict() == playing and window.open_question is None

    window.answer_start({"open": str(other)})
    settle(qtbot)
    qtbot.mouseClick(
        window.open_question.button(QMessageBox.StandardButton.Discard), Qt.MouseButton.LeftButton
    )
    settle(qtbot)
    assert window.session.game.to_dict() == other_state
    assert window.session.file_path == other

    # saved and untouched since: opened at once, no question
    third = tmp_path / "third.json"
    third_state = saved_game(third, 11)
    window.answer_start({"open": str(third)})
    settle(qtbot)
    assert window.open_question is None
    assert window.session.game.to_dict() == third_state


def test_come_forward_restores_a_minimised_window(qtbot, window):
    window.showMinimized()
    settle(qtbot)
    window.answer_start({"open": None})
    settle(qtbot)
    assert not window.isMinimized() and window.isVisible()


def test_smoke_runs_while_a_copy_holds_the_same_folder(qapp, tmp_path, monkeypatch):
    """--smoke keeps its own temporary home and never asks for the lock."""
    monkeypatch.setenv("STADSLIV_HOME", str(tmp_path / "home"))
    running = instance.start(tmp_path / "home", {})
    assert running is not None
    fake = types.ModuleType("stadsliv_qt.smoke")
    fake.run = lambda argv: 0
    monkeypatch.setitem(sys.modules, "stadsliv_qt.smoke", fake)
    monkeypatch.setattr(instance, "start", lambda *_a, **_k: pytest.fail("smoke took the lock"))
    assert app.main(["--smoke"]) == 0
    running.close()


def test_the_question_names_a_file_that_looks_like_html_as_it_is(qtbot, window, tmp_path):
    other = tmp_path / "<b>evening.json"
    saved_game(other, 9)
    window.start_session(toy(seed=1))
    settle(qtbot)
    window.answer_start({"open": str(other)})
    settle(qtbot)
    box = window.open_question
    assert isinstance(box, QMessageBox) and "<b>evening.json" in box.text()
    assert box.textFormat() == Qt.TextFormat.PlainText  # not a bold "evening.json"
    qtbot.mouseClick(box.button(QMessageBox.StandardButton.Cancel), Qt.MouseButton.LeftButton)
    settle(qtbot)
