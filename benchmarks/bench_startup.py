"""Start-up time: process start to the first shown main window, against a bare PySide6 window.

    .venv/bin/python benchmarks/bench_startup.py [--runs 15]

Both are fresh Python processes started the same way, alternating, after one warm-up each. The
app prints "shown <unix time>" once its window was shown (STADSLIV_STARTUP_PROBE=1) and quits;
the bare script does the same with an empty QMainWindow. Prints medians and the ratio (goal:
at most 1.5x). Runs offscreen unless --display is given.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

BARE = """
import sys, time
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication(sys.argv)
window = QMainWindow()
window.resize(1440, 900)
window.show()
def probe():
    print(f"shown {time.time():.6f}", flush=True)
    app.quit()
QTimer.singleShot(0, probe)
app.exec()
"""


def once(command: list[str], env: dict[str, str]) -> float:
    """Seconds from starting the process to its 'shown' line."""
    start = time.time()
    done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=120)
    if done.returncode != 0 or not done.stdout.startswith("shown "):
        raise SystemExit(f"{command} failed:\n{done.stdout}\n{done.stderr}")
    return float(done.stdout.split()[1]) - start


def main() -> int:
    """Measure and print."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--display", action="store_true", help="use the real display")
    args = parser.parse_args()
    env = dict(os.environ)
    if not args.display:
        env["QT_QPA_PLATFORM"] = "offscreen"
    env["STADSLIV_HOME"] = tempfile.mkdtemp(prefix="stadsliv-bench-")
    env["STADSLIV_STARTUP_PROBE"] = "1"
    app_cmd = [sys.executable, "-m", "stadsliv_qt"]
    bare_cmd = [sys.executable, "-c", BARE]
    once(app_cmd, env)
    once(bare_cmd, env)
    app_times, bare_times = [], []
    for _ in range(args.runs):
        bare_times.append(once(bare_cmd, env))
        app_times.append(once(app_cmd, env))
    app_ms = statistics.median(app_times) * 1000
    bare_ms = statistics.median(bare_times) * 1000
    ratio = app_ms / bare_ms
    paired = statistics.median(a / b for a, b in zip(app_times, bare_times, strict=True))
    fastest = min(app_times) / min(bare_times)
    print(f"runs: {args.runs} pairs, platform {env.get('QT_QPA_PLATFORM', 'default')}")
    print(f"bare PySide6 QMainWindow: median {bare_ms:7.1f} ms  (min {min(bare_times) * 1000:.1f})")
    print(f"Stadsliv main window:     median {app_ms:7.1f} ms  (min {min(app_times) * 1000:.1f})")
    print(f"ratio of medians: {ratio:.2f}x  (goal <= 1.5x: {'met' if ratio <= 1.5 else 'NOT met'})")
    print(f"median of paired ratios: {paired:.2f}x; ratio of the fastest runs: {fastest:.2f}x")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
