"""The built desktop bundle (dist/Stadsliv) runs its --smoke check without any Python around it,
and installs into and uninstalls from a user's ~/.local. Skipped until packaging/build.sh ran."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest

import stadsliv_qt
from stadsliv_qt.engine import registry

ROOT = Path(__file__).resolve().parents[2]
BUNDLE = ROOT / "dist" / "Stadsliv"
EXE = BUNDLE / ("Stadsliv.exe" if sys.platform == "win32" else "Stadsliv")
APP_ID = "io.github.stadsliv.Stadsliv"

pytestmark = pytest.mark.skipif(
    not EXE.is_file(),
    reason="no desktop bundle in dist/Stadsliv: build it with `bash packaging/build.sh`",
)


def bare_env(home: Path) -> dict[str, str]:
    """A login-like environment with no trace of the build's Python or virtual environment."""
    runtime = home / "runtime"
    runtime.mkdir(mode=0o700, exist_ok=True)
    return {
        "PATH": "/usr/local/bin:/usr/bin:/bin",
        "HOME": str(home),
        "LANG": "C.UTF-8",
        "XDG_RUNTIME_DIR": str(runtime),
        "QT_QPA_PLATFORM": "offscreen",
    }


def titles() -> list[str]:
    """The real titles the checkout registers (the tests' toy game is not in the bundle)."""
    return [c.info.id for c in registry.games() if not c.__module__.startswith("tests.")]


def smoke(exe: Path, home: Path) -> str:
    """Run `exe --smoke` headless; its output, after asserting it passed."""
    result = subprocess.run(
        [str(exe), "--smoke"],
        env=bare_env(home),
        cwd=home,
        capture_output=True,
        text=True,
        timeout=180,
    )
    out = result.stdout + result.stderr
    assert result.returncode == 0, out
    return out


def test_bundle_smoke_finds_resources_and_plays_every_title(tmp_path):
    out = smoke(EXE, tmp_path)
    first = out.splitlines()[0]
    assert f"Stadsliv {stadsliv_qt.__version__}, desktop bundle" in first, (
        f"{first!r}: the bundle is stale or not frozen; rebuild with `bash packaging/build.sh`"
    )
    for check in ("resources", "translations", "icon", "games"):
        assert f"ok   {check}:" in out, out
    for game_id in titles():
        assert f"ok   game {game_id}:" in out, f"{game_id} missing from the bundle:\n{out}"


linux_only = pytest.mark.skipif(
    not sys.platform.startswith("linux"), reason="install.sh and the tarball are for Linux"
)


@linux_only
def test_bundle_installs_into_local_and_uninstalls_cleanly(tmp_path):
    home = tmp_path / "home"
    home.mkdir()
    env = bare_env(home)
    local = home / ".local"
    done = subprocess.run(
        ["bash", str(BUNDLE / "install.sh")], env=env, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stdout + done.stderr

    exe = local / "lib" / "stadsliv" / "Stadsliv"
    desktop = local / "share" / "applications" / f"{APP_ID}.desktop"
    metainfo = local / "share" / "metainfo" / f"{APP_ID}.metainfo.xml"
    icons = sorted((local / "share" / "icons" / "hicolor").glob(f"*/apps/{APP_ID}.*"))
    link = local / "bin" / "stadsliv"
    assert exe.is_file() and os.access(exe, os.X_OK)
    assert link.is_symlink() and link.resolve() == exe.resolve()
    assert f"Exec={exe}" in desktop.read_text(encoding="utf-8").splitlines()
    assert metainfo.is_file()
    assert {p.parent.parent.name for p in icons} >= {"16x16", "48x48", "256x256", "scalable"}
    if shutil.which("desktop-file-validate"):
        check = subprocess.run(["desktop-file-validate", str(desktop)], capture_output=True)
        assert check.returncode == 0, check.stdout

    smoke(link, home)  # the installed copy runs through its link

    again = subprocess.run(
        [str(local / "lib" / "stadsliv" / "uninstall.sh")],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert again.returncode == 0, again.stdout + again.stderr
    assert "removed" in again.stdout
    left = [p for p in local.rglob("*") if p.is_file() or p.is_symlink()]
    assert all(p.name == "mimeinfo.cache" for p in left), left  # the desktop's own cache


@linux_only
def test_release_tarball_holds_the_bundle_and_its_install_script():
    arch = os.uname().machine
    tarball = ROOT / "dist" / f"Stadsliv-{stadsliv_qt.__version__}-linux-{arch}.tar.gz"
    if not tarball.is_file():
        pytest.skip(f"no {tarball.name}: packaging/build.sh was run with --no-tar")
    with tarfile.open(tarball) as tar:
        names = set(tar.getnames())
    for needed in (
        "Stadsliv/Stadsliv",
        "Stadsliv/install.sh",
        "Stadsliv/uninstall.sh",
        f"Stadsliv/share/applications/{APP_ID}.desktop",
        "Stadsliv/_internal/resources/icons/stadsliv.svg",
    ):
        assert needed in names, f"{needed} missing from {tarball.name}"
    assert any(
        n.startswith("Stadsliv/_internal/resources/i18n/") and n.endswith(".qm") for n in names
    )
