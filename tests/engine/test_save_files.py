"""Saves on disk: only regular files are read (a pipe or a device never hangs the app), reads are
bounded, and no temporary copy of a game (sealed entries included) is left behind."""

from __future__ import annotations

import os
import socket
import stat
import threading
import time
from pathlib import Path

import pytest

from stadsliv_qt.engine import save
from stadsliv_qt.engine.save import SaveError
from tests.toy_game import Bid, Target, ToyGame

pytestmark = pytest.mark.skipif(os.name != "posix", reason="pipes, sockets and /dev/zero are POSIX")

QUICK_S = 2.0  # a refusal must come at once; a hang is caught by the thread's join timeout


def played() -> ToyGame:
    g = ToyGame(["Anna", "Björn"], {"rounds": 3}, seed=5)
    g.apply(Target(0, 6))
    g.resolve_chance()
    g.apply(Bid(1, 2))
    return g


def load_quickly(path: Path) -> SaveError:
    """Run load() in a thread so that a hang fails the test instead of blocking the run."""
    outcome: list[BaseException | object] = []

    def run() -> None:
        try:
            outcome.append(save.load(path))
        except BaseException as exc:  # the test inspects whatever load() raised
            outcome.append(exc)

    start = time.perf_counter()
    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(QUICK_S)
    assert not thread.is_alive(), f"load({path.name}) still reading after {QUICK_S} s"
    assert time.perf_counter() - start < QUICK_S
    (result,) = outcome
    assert isinstance(result, SaveError), f"load({path.name}) gave {result!r}, not a refusal"
    assert "Error" not in str(result) and "errno" not in str(result).lower()
    return result


def test_a_named_pipe_is_refused_at_once(tmp_path):
    pipe = tmp_path / "game.json"
    os.mkfifo(pipe)
    assert "is a named pipe, not a saved game file" in str(load_quickly(pipe))


def test_a_named_pipe_with_a_writer_is_refused_too(tmp_path):
    pipe = tmp_path / "game.json"
    os.mkfifo(pipe)
    reader = os.open(pipe, os.O_RDONLY | os.O_NONBLOCK)  # lets the writer open without waiting
    writer = os.open(pipe, os.O_WRONLY)
    try:
        os.write(writer, b'{"format": "stadsliv-save"')
        assert "named pipe" in str(load_quickly(pipe))
    finally:
        os.close(writer)
        os.close(reader)


def test_a_socket_is_refused_at_once(tmp_path):
    path = tmp_path / "s.json"
    server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    try:
        server.bind(str(path))
        server.listen(1)
        assert "is a socket, not a saved game file" in str(load_quickly(path))
    finally:
        server.close()


def test_dev_zero_and_a_link_to_it_are_refused_at_once(tmp_path):
    zero = Path("/dev/zero")
    assert "is a device, not a saved game file" in str(load_quickly(zero))
    link = tmp_path / "game.json"
    link.symlink_to(zero)
    assert "is a device" in str(load_quickly(link))


def test_a_folder_is_refused(tmp_path):
    assert "is a folder, not a saved game" in str(load_quickly(tmp_path))


def test_a_link_to_a_good_save_still_opens(tmp_path):
    real = tmp_path / "real.json"
    save.save(played(), real)
    link = tmp_path / "link.json"
    link.symlink_to(real)
    assert save.load(link).to_dict() == played().to_dict()


def test_a_file_swapped_for_a_pipe_after_the_check_is_refused(tmp_path, monkeypatch):
    """The name is checked, then replaced by a pipe before it is opened: the open descriptor is
    checked again, and opening does not wait for a writer."""
    path = tmp_path / "game.json"
    save.save(played(), path)
    real_stat = os.stat

    def stat_then_swap(target, *args, **kwargs):
        result = real_stat(target, *args, **kwargs)
        if Path(target) == path and stat.S_ISREG(result.st_mode):
            path.unlink()
            os.mkfifo(path)
        return result

    monkeypatch.setattr(os, "stat", stat_then_swap)
    assert "named pipe" in str(load_quickly(path))


def test_reads_stop_at_the_size_limit(tmp_path, monkeypatch):
    """A file that grows after it was measured is still read only up to the limit."""
    path = tmp_path / "big.json"
    path.write_bytes(b" " * 64)
    monkeypatch.setattr(save, "MAX_BYTES", 32)
    with pytest.raises(SaveError, match="far too large"):
        save.read_file(path, 32)
    assert save.read_file(path, 64) == b" " * 64


def test_a_failed_write_leaves_no_temporary_file_on_any_error(tmp_path, monkeypatch):
    path = tmp_path / "autosave.json"

    def interrupted(_fd):
        raise KeyboardInterrupt

    monkeypatch.setattr(os, "fsync", interrupted)
    with pytest.raises(KeyboardInterrupt):
        save.save(played(), path)
    assert list(tmp_path.iterdir()) == []

    def no_fdopen(*_a, **_k):
        raise OSError(24, "Too many open files")

    monkeypatch.setattr(os, "fdopen", no_fdopen)
    with pytest.raises(SaveError, match="Too many open files"):
        save.save(played(), path)
    assert list(tmp_path.iterdir()) == []


def test_leftovers_of_killed_writes_are_removed_and_nothing_else(tmp_path):
    path = tmp_path / "autosave.json"
    save.save(played(), path)
    secret = save.dumps(played())
    leftovers = [tmp_path / f".autosave.json.{name}.tmp" for name in ("a1b2c3d4", "zz_9x8y7")]
    for leftover in leftovers:
        leftover.write_text(secret[: len(secret) // 2], encoding="utf-8")
    keep = [
        tmp_path / ".autosave.json.notours.tmp",  # not a name mkstemp makes
        tmp_path / ".game.json.a1b2c3d4.tmp",  # another target's (a Save As in progress)
        tmp_path / "autosave.damaged.json",
    ]
    for other in keep:
        other.write_text("x", encoding="utf-8")
    folder = tmp_path / ".autosave.json.abcdefgh.tmp"
    folder.mkdir()
    removed = save.remove_leftovers(path)
    assert sorted(removed) == sorted(leftovers)
    assert not any(p.exists() for p in leftovers)
    assert all(p.exists() for p in keep) and folder.is_dir()
    assert save.load(path).to_dict() == played().to_dict()
    assert save.remove_leftovers(tmp_path / "missing" / "autosave.json") == []
