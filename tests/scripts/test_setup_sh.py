"""scripts/setup.sh on a bare machine, played with stand-ins for python3, apt-get, dpkg-query and id:
it rebuilds a broken .venv, prints a root line that works without sudo, says what it does, and
stops with a sentence when apt-get or pip fails."""

from __future__ import annotations

import os
import re
import shutil
import stat
import subprocess
import sys
import time
import tomllib
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
# Real commands the script may use; everything else (sudo above all) is absent from its PATH.
REAL_TOOLS = (
    "bash", "env", "grep", "sed", "tee", "timeout", "mktemp", "tail", "dirname", "rm", "touch",
    "cat", "mkdir", "sleep", "chmod", "cp",
)  # fmt: skip

STUBS = {
    # python3: the real interpreter for -c checks; `-m venv` makes a venv of stand-ins, or, with
    # FAKE_VENV=nopip, fails the way Debian's does without python3-venv, leaving bin/python behind.
    "python3": r"""#!/usr/bin/env bash
echo "python3 $*" >> "$FAKE_LOG"
if [ "$1" = -m ] && [ "$2" = venv ]; then
  mkdir -p "$3/bin"
  if [ "${FAKE_VENV:-ok}" = nopip ]; then
    cp "$FAKE_STUBS/nopip-python" "$3/bin/python"
    echo "The virtual environment was not created successfully because ensurepip is not available." >&2
    exit 1
  fi
  cp "$FAKE_STUBS/venv-python" "$3/bin/python"
  cp "$FAKE_STUBS/ruff" "$3/bin/ruff"
  exit 0
fi
case "$*" in *ensurepip*) [ "${FAKE_ENSUREPIP:-yes}" = yes ] || exit 1 ;; esac
exec "$FAKE_REAL_PYTHON" "$@"
""",
    "apt-get": r"""#!/usr/bin/env bash
echo "apt-get $* (DEBIAN_FRONTEND=${DEBIAN_FRONTEND:-})" >> "$FAKE_LOG"
[ -n "${FAKE_APT_SLEEP:-}" ] && sleep "$FAKE_APT_SLEEP"
if [ "$1" = "${FAKE_APT_FAIL:-}" ]; then
  echo "E: Unable to locate package libxcb-cursor0" >&2
  exit 100
fi
if [ "$1" = install ]; then
  for p in "$@"; do
    case "$p" in -*|install) ;; *) echo "Get:1 http://deb.example/debian bookworm/main $p 1.0 [10 kB]" ;; esac
  done
  for p in "$@"; do
    case "$p" in -*|install) ;; *) echo "Setting up $p (1.0) ..."; echo "$p" >> "$FAKE_INSTALLED" ;; esac
  done
fi
exit 0
""",
    "dpkg-query": r"""#!/usr/bin/env bash
pkg=${@: -1}
[ -n "${FAKE_ALL_INSTALLED:-}" ] && { echo "install ok installed"; exit 0; }
if grep -qx "$pkg" "$FAKE_INSTALLED" 2>/dev/null; then echo "install ok installed"; exit 0; fi
echo "dpkg-query: no packages found matching $pkg" >&2
exit 1
""",
    "id": """#!/usr/bin/env bash
echo "${FAKE_UID:-1000}"
""",
}
VENV_STUBS = {
    "venv-python": r"""#!/usr/bin/env bash
echo "venv-python $*" >> "$FAKE_LOG"
case "$*" in
  "-m pip"*)
    if [ -n "${FAKE_PIP_FAIL:-}" ]; then
      echo "ERROR: Could not find a version that satisfies the requirement ruff==0.17.6"
      exit 1
    fi
    echo "Collecting ruff==0.17.6"
    echo "Successfully installed ruff-0.17.6" ;;
  "-m mypy --strict"*)
    if [ "${FAKE_MYPY_FAIL:-}" = strict ]; then
      echo "stadsliv_qt/engine/game.py:1: error: Function is missing a type annotation  [no-untyped-def]"
      exit 1
    fi
    echo "Success: no issues found in 90 source files" ;;
  "-m mypy"*)
    if [ "${FAKE_MYPY_FAIL:-}" = package ]; then
      echo "stadsliv_qt/ui/table.py:1: error: Incompatible types in assignment  [assignment]"
      exit 1
    fi
    echo "Success: no issues found in 164 source files" ;;
  "-m pytest"*) echo "1 passed" ;;
esac
exit 0
""",
    "nopip-python": """#!/usr/bin/env bash
echo "/tmp/x/.venv/bin/python: No module named pip" >&2
exit 1
""",
    "ruff": """#!/usr/bin/env bash
echo "ruff $*" >> "$FAKE_LOG"
echo "All checks passed!"
""",
}


@dataclass
class Run:
    code: int
    out: str
    err: str
    log: list[str]
    seconds: float


class Machine:
    """A copy of the script in an empty repository, and a PATH of stand-ins and a few real tools."""

    def __init__(self, base: Path) -> None:
        self.repo = base / "repo"
        (self.repo / "scripts").mkdir(parents=True)
        (self.repo / "requirements").mkdir()
        shutil.copy(ROOT / "scripts" / "setup.sh", self.repo / "scripts" / "setup.sh")
        for name in ("pyproject.toml", "setup.py", "requirements/constraints.txt"):
            shutil.copy(ROOT / name, self.repo / name)
        self.bin = base / "bin"
        self.stubs = base / "stubs"
        self.bin.mkdir()
        self.stubs.mkdir()
        for tool in REAL_TOOLS:
            found = shutil.which(tool)
            assert found, f"{tool} is needed to test setup.sh"
            (self.bin / tool).symlink_to(found)
        for folder, stubs in ((self.bin, STUBS), (self.stubs, VENV_STUBS)):
            for name, text in stubs.items():
                path = folder / name
                path.write_text(text, encoding="utf-8")
                path.chmod(path.stat().st_mode | stat.S_IXUSR)
        self.installed = base / "installed"
        self.installed.write_text("", encoding="utf-8")
        self.log = base / "log"
        (base / "tmp").mkdir()
        self.env = {
            "PATH": str(self.bin),
            "HOME": str(base),
            "TMPDIR": str(base / "tmp"),
            "LANG": "C.UTF-8",
            "FAKE_LOG": str(self.log),
            "FAKE_INSTALLED": str(self.installed),
            "FAKE_STUBS": str(self.stubs),
            "FAKE_REAL_PYTHON": sys.executable,
        }

    @property
    def venv(self) -> Path:
        return self.repo / ".venv"

    def install_all(self) -> None:
        """Every system package the script asks for is already there."""
        self.env["FAKE_ALL_INSTALLED"] = "1"

    def run(self, *args: str, **env: str) -> Run:
        self.log.write_text("", encoding="utf-8")
        start = time.monotonic()
        done = subprocess.run(
            ["bash", str(self.repo / "scripts" / "setup.sh"), *args],
            cwd=self.repo,
            env={**self.env, **env},
            capture_output=True,
            text=True,
            timeout=60,
        )
        lines = self.log.read_text(encoding="utf-8").splitlines()
        return Run(done.returncode, done.stdout, done.stderr, lines, time.monotonic() - start)


@pytest.fixture
def machine(tmp_path) -> Machine:
    return Machine(tmp_path)


def calls(run: Run, prefix: str) -> list[str]:
    return [line for line in run.log if line.startswith(prefix)]


def test_a_half_made_venv_is_rebuilt(machine):
    """The first run on a Debian without python3-venv left .venv/bin/python without pip."""
    machine.install_all()
    first = machine.run("test", FAKE_VENV="nopip")
    assert first.code == 1
    assert "could not make a virtual environment with pip" in first.err
    assert "apt-get update && apt-get install -y python3-venv" in first.err
    assert not machine.venv.exists(), "the half-made .venv is removed at once"
    # And one left behind by an older script (or a killed run) is noticed on the next run.
    (machine.venv / "bin").mkdir(parents=True)
    shutil.copy(machine.stubs / "nopip-python", machine.venv / "bin" / "python")
    (machine.venv / ".stadsliv-test").touch()
    second = machine.run("test", "-q")
    assert second.code == 0, second.err
    assert "The virtual environment in .venv is broken" in second.out
    assert calls(second, "python3 -m venv")
    assert (machine.venv / ".stadsliv-venv").is_file()
    assert calls(second, "venv-python -m pip install"), (
        "the packages are installed into the new venv"
    )
    assert calls(second, "venv-python -m pytest -n auto -q")


def test_a_venv_whose_creation_never_finished_is_rebuilt(machine):
    machine.install_all()
    (machine.venv / "bin").mkdir(parents=True)
    shutil.copy(machine.stubs / "venv-python", machine.venv / "bin" / "python")
    result = machine.run("test")
    assert result.code == 0, result.err
    assert "an earlier run stopped before it was complete" in result.out
    assert calls(result, "python3 -m venv")


def test_a_whole_venv_is_kept_and_nothing_is_reinstalled(machine):
    machine.install_all()
    assert machine.run("test").code == 0
    again = machine.run("test")
    assert again.code == 0, again.err
    assert not calls(again, "python3 -m venv")
    assert not calls(again, "venv-python -m pip")
    assert calls(again, "ruff check .") and calls(again, "venv-python -m pytest")


def test_non_root_without_sudo_gets_a_line_that_works(machine):
    result = machine.run("test", FAKE_UID="1000")
    assert result.code == 1
    assert not calls(result, "apt-get"), "a non-root user's run never calls apt-get"
    assert "sudo" not in result.err, "this system has no sudo: the line must not need it"
    line = re.search(r"^ +su -c '(.+)'$", result.err, re.M)
    assert line, result.err
    assert line[1].startswith("apt-get update && apt-get install -y ")
    assert "libxcb-cursor0" in line[1] and "binutils" in line[1]
    # Run as root, the printed command installs everything; then the script goes on.
    root = subprocess.run(
        ["bash", "-c", line[1]],
        env={**machine.env, "FAKE_UID": "0"},
        capture_output=True,
        text=True,
    )
    assert root.returncode == 0, root.stderr
    after = machine.run("test", FAKE_UID="1000")
    assert after.code == 0, after.err
    assert "system packages" not in after.out + after.err


def test_without_ensurepip_python3_venv_is_asked_for(machine):
    result = machine.run("app", FAKE_ENSUREPIP="no")
    assert result.code == 1
    assert re.search(
        r"^ +su -c 'apt-get update && apt-get install .*python3-venv'$", result.err, re.M
    )


def test_with_sudo_asking_a_password_both_lines_are_offered(machine):
    sudo = machine.bin / "sudo"
    sudo.write_text("#!/usr/bin/env bash\necho 'sudo: a password is required' >&2\nexit 1\n")
    sudo.chmod(0o755)
    result = machine.run("app")
    assert result.code == 1
    assert re.search(r"^ +su -c 'apt-get update && apt-get install", result.err, re.M)
    assert re.search(r"^ +sudo sh -c 'apt-get update && apt-get install", result.err, re.M)


def test_root_installs_the_packages_and_says_what_it_does(machine):
    result = machine.run("test", FAKE_UID="0")
    assert result.code == 0, result.err
    apt = calls(result, "apt-get")
    assert apt[0].startswith("apt-get update") and apt[1].startswith("apt-get install -y")
    assert all(line.endswith("(DEBIAN_FRONTEND=noninteractive)") for line in apt)
    said = result.out
    assert re.search(r"Installing \d+ system packages with apt-get", said)
    assert "    Setting up libegl1 (1.0) ..." in said, "apt-get's progress is shown as it goes"
    assert said.index("system packages") < said.index("Creating the virtual environment")
    assert "Installing Stadsliv and its Python packages" in said
    assert "    Collecting ruff==0.17.6" in said, "pip's progress is shown as it goes"


@pytest.mark.parametrize("failing", ["update", "install"])
def test_an_apt_failure_stops_with_a_sentence(machine, failing):
    result = machine.run("test", FAKE_UID="0", FAKE_APT_FAIL=failing)
    assert result.code != 0
    assert f"Stopped: apt-get {failing} failed (exit status 100)" in result.err
    assert "E: Unable to locate package libxcb-cursor0" in result.err, "apt's own reason is shown"
    assert not calls(result, "python3 -m venv") and not machine.venv.exists()


def test_a_hanging_apt_is_cut_off(machine):
    result = machine.run("test", FAKE_UID="0", FAKE_APT_SLEEP="30", STADSLIV_APT_TIMEOUT="1")
    assert result.code != 0
    assert "Stopped: apt-get update took longer than 1 seconds and was cut off" in result.err
    assert result.seconds < 20


def test_a_pip_failure_stops_with_a_sentence_and_is_tried_again_next_time(machine):
    machine.install_all()
    result = machine.run("test", FAKE_PIP_FAIL="1")
    assert result.code != 0
    assert "Stopped: pip (installing pip itself) failed (exit status 1)" in result.err
    assert "ERROR: Could not find a version" in result.out + result.err
    assert not calls(result, "ruff"), "no test runs on a half-installed venv"
    assert not (machine.venv / ".stadsliv-test").exists()
    again = machine.run("test")
    assert again.code == 0, again.err
    assert calls(again, "venv-python -m pip install")


def test_pip_installs_at_the_pinned_versions_with_a_time_limit(machine):
    machine.install_all()
    result = machine.run("test")
    installs = calls(result, "venv-python -m pip install")
    assert len(installs) == 2
    pins = str(machine.repo / "requirements" / "constraints.txt")
    for line in installs:
        assert f"-c {pins}" in line and "--timeout 60" in line
    assert f"--build-constraint {pins} -e .[test]" in installs[1]
    # A newer pin list reinstalls.
    os.utime(machine.repo / "requirements" / "constraints.txt", (time.time() + 5,) * 2)
    assert calls(machine.run("test"), "venv-python -m pip install")


def test_the_script_is_valid_bash():
    done = subprocess.run(["bash", "-n", str(ROOT / "scripts" / "setup.sh")], capture_output=True)
    assert done.returncode == 0, done.stderr


def test_the_test_command_checks_types_before_the_tests(machine):
    """mypy stays part of the test command: the package with the project's configuration, and the
    engine, the titles and the words layer with --strict, after ruff and before pytest."""
    machine.install_all()
    result = machine.run("test", "-q")
    assert result.code == 0, result.err
    order = [
        line
        for line in result.log
        if not line.startswith(("python3", "venv-python -m pip", "venv-python -c"))
    ]
    assert order == [
        "ruff check .",
        "venv-python -m mypy stadsliv_qt",
        "venv-python -m mypy --strict stadsliv_qt/engine stadsliv_qt/games stadsliv_qt/text"
        " stadsliv_qt/teach",
        "venv-python -m pytest -n auto -q",
    ]
    said = result.out
    assert said.index("with ruff") < said.index("with mypy (") < said.index("mypy --strict")
    assert said.index("mypy --strict") < said.index("Running the tests with pytest")


@pytest.mark.parametrize(
    ("failing", "what"),
    [
        ("package", "Checking the types of the whole package with mypy (pyproject.toml's"),
        ("strict", "Checking the types of the engine, the titles and the words with mypy --strict"),
    ],
)
def test_a_type_error_stops_with_a_sentence_before_the_tests(machine, failing, what):
    machine.install_all()
    result = machine.run("test", FAKE_MYPY_FAIL=failing)
    assert result.code != 0
    assert f"Stopped: {what}" in result.err
    assert "failed; the lines above say where." in result.err
    assert "error:" in result.out, "mypy's own report is shown"
    assert not calls(result, "venv-python -m pytest"), "the tests do not start after a type error"


def test_the_project_configures_mypy_for_the_whole_package():
    """`mypy stadsliv_qt` reads its settings from pyproject.toml: Python 3.11 and the UI checks."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    test_extra = project["project"]["optional-dependencies"]["test"]
    assert any(r.split(">")[0].strip() == "mypy" for r in test_extra), "mypy left the test extra"
    config = project["tool"]["mypy"]
    assert config["python_version"] == "3.11"
    assert config["files"] == ["stadsliv_qt"]
    for flag in ("check_untyped_defs", "no_implicit_optional", "warn_unused_ignores"):
        assert config[flag] is True, f"[tool.mypy] {flag} is off"


def test_the_tests_run_one_worker_per_core_unless_told_otherwise(machine):
    """pytest-xdist spreads the suite over the cores (CI's two halve its time); arguments that
    choose the workers, or STADSLIV_TEST_WORKERS, win."""
    machine.install_all()
    assert calls(machine.run("test"), "venv-python -m pytest") == ["venv-python -m pytest -n auto"]
    assert calls(machine.run("test", "-n", "3", "-x"), "venv-python -m pytest") == [
        "venv-python -m pytest -n 3 -x"
    ]
    assert calls(machine.run("test", "-p", "no:xdist"), "venv-python -m pytest") == [
        "venv-python -m pytest -p no:xdist"
    ]
    assert calls(machine.run("test", STADSLIV_TEST_WORKERS="0"), "venv-python -m pytest") == [
        "venv-python -m pytest"
    ]
    assert calls(machine.run("test", STADSLIV_TEST_WORKERS="4"), "venv-python -m pytest") == [
        "venv-python -m pytest -n 4"
    ]
