"""Start the real app in subprocesses (offscreen, a private STADSLIV_HOME) and read what it says.

A crash, a hang or a second copy then fails a test instead of stopping the run.
"""

from __future__ import annotations

import os
import queue
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
WAIT_S = 90.0  # generous: the project machine is shared and a cold PySide6 start can be slow


def app_env(home: Path, **extra: str) -> dict[str, str]:
    """The environment of a headless app whose autosave and settings live in `home`."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "STADSLIV_HOME": str(home)}
    env.pop("STADSLIV_STARTUP_PROBE", None)
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT), env.get("PYTHONPATH", "")]).rstrip(os.pathsep)
    env.update(extra)
    return env


def run_app(
    home: Path, *args: str, timeout: float = WAIT_S, cwd: Path = ROOT, **extra: str
) -> tuple[subprocess.CompletedProcess[str], float]:
    """`python -m stadsliv_qt ARGS` to its end; the CompletedProcess and its wall time."""
    start = time.monotonic()
    done = subprocess.run(
        [sys.executable, "-m", "stadsliv_qt", *args],
        env=app_env(home, **extra),
        cwd=cwd,
        capture_output=True,
        text=True,
        timeout=timeout,
    )
    return done, time.monotonic() - start


class Harnessed:
    """The app under tests/ui/app_harness.py, which prints what its window did, line by line."""

    def __init__(self, home: Path, *args: str, quit_ms: int | None = None, cwd: Path = ROOT):
        extra = {} if quit_ms is None else {"STADSLIV_HARNESS_QUIT_MS": str(quit_ms)}
        self.lines: list[str] = []
        self._queue: queue.Queue[str | None] = queue.Queue()
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "tests.ui.app_harness", *args],
            env=app_env(home, **extra),
            cwd=cwd,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
        )
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        assert self.proc.stdout is not None
        for line in self.proc.stdout:
            self._queue.put(line.rstrip("\n"))
        self._queue.put(None)

    def wait_for(self, prefix: str, timeout: float = WAIT_S) -> str:
        """The next line starting with `prefix`; fails with everything said so far if none comes."""
        deadline = time.monotonic() + timeout
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise AssertionError(f"no {prefix!r} in {timeout} s; said: {self.lines}")
            try:
                line = self._queue.get(timeout=left)
            except queue.Empty:
                continue
            if line is None:
                self._queue.put(None)
                raise AssertionError(f"the app ended without {prefix!r}; said: {self.lines}")
            self.lines.append(line)
            if line.startswith(prefix):
                return line

    def finish(self, timeout: float = WAIT_S) -> int:
        """Wait for the app to end by itself; its exit status."""
        return self.proc.wait(timeout)

    def kill9(self) -> None:
        """End it as a crash would: SIGKILL, no clean-up of any kind."""
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait(WAIT_S)

    def stop(self) -> None:
        """End it if it still runs (test teardown)."""
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait(WAIT_S)
