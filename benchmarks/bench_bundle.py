"""The desktop bundle's size and its start-up time against `python -m stadsliv_qt`, on this machine.

    .venv/bin/python benchmarks/bench_bundle.py            # warm start-up, median of 9 runs
    .venv/bin/python benchmarks/bench_bundle.py --cold     # also cold starts (root: drops caches)

Needs dist/Stadsliv (bash packaging/build.sh). Start-up is the app's own path (app.main) with
STADSLIV_STARTUP_PROBE=1: it prints "shown <unix time>" once the main window is shown and quits.
"To window" is launch to that line; "to exit" is launch to the process's end. The full `--smoke`
self-check (every title played, saved and loaded, the window and the table) is timed as well.
Everything runs headless (QT_QPA_PLATFORM=offscreen) with preferences and autosave in a
temporary folder (STADSLIV_HOME), the same for both commands.
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BUNDLE = ROOT / "dist" / "Stadsliv"
EXE = BUNDLE / "Stadsliv"


def tree_bytes(folder: Path) -> tuple[int, int]:
    """Bytes of the files under folder (symlinks not followed) and how many files."""
    total = count = 0
    for dirpath, _dirs, files in os.walk(folder):
        for name in files:
            st = os.lstat(os.path.join(dirpath, name))
            total += st.st_size
            count += 1
    return total, count


def mb(n: int) -> str:
    """Bytes as MB (10^6), the unit `ls`-style sizes in README use."""
    return f"{n / 1e6:.1f} MB"


def drop_caches() -> bool:
    """Empty the page cache so the next start reads every file from disk (needs root)."""
    try:
        os.sync()
        Path("/proc/sys/vm/drop_caches").write_text("3\n")
    except OSError:
        return False
    return True


HOME = tempfile.mkdtemp(prefix="stadsliv-bench-")


def timed(cmd: list[str], until: str) -> float:
    """Seconds from launch until the window is "shown" or the process "exit"s; raises on failure.

    Both start-up modes set the app's start-up probe, so the app quits once its window shows;
    "run" times a command that ends by itself (the --smoke check).
    """
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "STADSLIV_HOME": HOME}
    env.pop("STADSLIV_STARTUP_PROBE", None)
    if until in ("shown", "exit"):
        env["STADSLIV_STARTUP_PROBE"] = "1"
    launched = time.time()
    start = time.perf_counter()
    done = subprocess.run(cmd, env=env, cwd=ROOT, capture_output=True, text=True, timeout=300)
    secs = time.perf_counter() - start
    if done.returncode != 0:
        raise SystemExit(f"{' '.join(cmd)} failed:\n{done.stdout}{done.stderr}")
    if until == "shown":
        shown = [line for line in done.stdout.splitlines() if line.startswith("shown ")]
        if not shown:
            raise SystemExit(f"{' '.join(cmd)} printed no 'shown' line:\n{done.stdout}")
        return float(shown[-1].split()[1]) - launched
    return secs


def pair(title: str, cmds: dict[str, list[str]], runs: int, until: str) -> dict[str, float]:
    """Time the commands alternately (so a busy machine slows both alike); print and return medians."""
    for cmd in cmds.values():
        timed(cmd, until)  # one warm-up run each: the files are in the page cache from here on
    times: dict[str, list[float]] = {label: [] for label in cmds}
    for _ in range(runs):
        for label, cmd in cmds.items():
            times[label].append(timed(cmd, until))
    print(f"{title}, {runs} runs each (median, min-max):")
    medians = {}
    for label, values in times.items():
        medians[label] = statistics.median(values)
        print(f"  {label:<32} {medians[label]:.2f} s  ({min(values):.2f}-{max(values):.2f})")
    return medians


def cold(cmds: dict[str, list[str]], runs: int) -> None:
    """Launch-to-window with an empty page cache, as after a reboot (needs root)."""
    times: dict[str, list[float]] = {label: [] for label in cmds}
    for _ in range(runs):
        for label, cmd in cmds.items():
            if not drop_caches():
                print("Cold start: skipped, dropping the page cache needs root.")
                return
            times[label].append(timed(cmd, "shown"))
    print(f"Cold start to the window (page cache dropped before each), {runs} runs each:")
    for label, values in times.items():
        print(
            f"  {label:<32} {statistics.median(values):.2f} s  ({min(values):.2f}-{max(values):.2f})"
        )


def main(argv: list[str] | None = None) -> int:
    """Print the bundle's size and the start-up comparison."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=9, help="warm runs per command (default 9)")
    parser.add_argument("--cold", action="store_true", help="also time cold starts (root only)")
    args = parser.parse_args(argv)
    if not EXE.is_file():
        print("No bundle in dist/Stadsliv: build it first with `bash packaging/build.sh`.")
        return 1

    import stadsliv_qt

    version = stadsliv_qt.__version__
    total, files = tree_bytes(BUNDLE)
    qt, _ = tree_bytes(BUNDLE / "_internal" / "PySide6")
    resources, _ = tree_bytes(BUNDLE / "_internal" / "resources")
    print(f"Stadsliv {version} desktop bundle on {platform.platform()}, {os.cpu_count()} cores")
    print(f"  dist/Stadsliv/: {mb(total)} in {files} files (Qt and PySide6 {mb(qt)}, ", end="")
    print(f"resources {mb(resources)})")
    tarball = ROOT / "dist" / f"Stadsliv-{version}-linux-{platform.machine()}.tar.gz"
    if tarball.is_file():
        print(f"  {tarball.name}: {mb(tarball.stat().st_size)}")
    venv_qt = Path(sys.prefix) / "lib" / f"python{sys.version_info[0]}.{sys.version_info[1]}"
    pyside = venv_qt / "site-packages" / "PySide6"
    if pyside.is_dir():
        print(f"  for comparison, PySide6 installed in the venv: {mb(tree_bytes(pyside)[0])}")

    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"  load average when starting: {load:.2f} (results are noisier above {os.cpu_count()})")
    cmds = {
        "bundle  dist/Stadsliv/Stadsliv": [str(EXE)],
        "python  -m stadsliv_qt": [sys.executable, "-m", "stadsliv_qt"],
    }
    bundle, python = cmds
    shown = pair("Launch until the main window is shown", cmds, args.runs, "shown")
    print(f"  bundle / python: {shown[bundle] / shown[python]:.2f}")
    done = pair("Launch until the process has quit again", cmds, args.runs, "exit")
    print(f"  bundle / python: {done[bundle] / done[python]:.2f}")
    if args.cold:
        cold(cmds, 3)
    smoke = {label: [*cmd, "--smoke"] for label, cmd in cmds.items()}
    pair("The whole --smoke self-check", smoke, max(3, args.runs // 2), "run")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
