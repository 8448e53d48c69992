"""The launcher, AppStream metainfo and icons that install.sh puts in the user's desktop folders."""

from __future__ import annotations

import os
import re
import shutil
import struct
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

import stadsliv_qt

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
APP_ID = "io.github.stadsliv.Stadsliv"
DESKTOP = PACKAGING / f"{APP_ID}.desktop"
METAINFO = PACKAGING / f"{APP_ID}.metainfo.xml"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def validator(name: str, package: str) -> str:
    """The validator's path: under CI (.ci/run installs it) a missing one fails; elsewhere it skips."""
    path = shutil.which(name)
    if path is None:
        if os.environ.get("CI") == "true":
            pytest.fail(
                f"{name} is missing under CI: .ci/run must install {package}", pytrace=False
            )
        pytest.skip(f"{name} is not installed (apt-get install {package})")
    return path


def desktop_entry(path: Path) -> dict[str, str]:
    """The keys of the [Desktop Entry] group."""
    entry: dict[str, str] = {}
    group = ""
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("["):
            group = line.strip()
        elif group == "[Desktop Entry]" and "=" in line and not line.startswith("#"):
            key, value = line.split("=", 1)
            entry[key.strip()] = value.strip()
    return entry


def test_desktop_entry_names_the_app_its_icon_and_a_game_category():
    entry = desktop_entry(DESKTOP)
    assert entry["Type"] == "Application"
    assert entry["Name"] == "Stadsliv"
    assert entry["Icon"] == APP_ID
    assert entry["Exec"] == "stadsliv"  # the pip entry point; install.sh writes the full path
    assert entry["Terminal"] == "false"
    assert {"Game", "BoardGame"} <= set(filter(None, entry["Categories"].split(";")))


def test_desktop_file_validates_as_shipped_and_as_installed(tmp_path):
    validate = validator("desktop-file-validate", "desktop-file-utils")
    installed = tmp_path / DESKTOP.name
    text = DESKTOP.read_text(encoding="utf-8")
    exe = tmp_path / "with space" / "Stadsliv"
    installed.write_text(
        text.replace("Exec=stadsliv", f'Exec="{exe}"').replace(
            "TryExec=stadsliv", f"TryExec={exe}"
        ),
        encoding="utf-8",
    )
    for path in (DESKTOP, installed):
        result = subprocess.run([validate, str(path)], capture_output=True, text=True, timeout=30)
        assert result.returncode == 0 and not result.stdout.strip(), result.stdout + result.stderr


def test_metainfo_matches_the_desktop_file_and_the_version():
    root = ET.parse(METAINFO).getroot()
    assert root.tag == "component" and root.get("type") == "desktop-application"
    assert root.findtext("id") == APP_ID
    assert root.findtext("launchable") == DESKTOP.name
    assert root.findtext("icon") == APP_ID
    assert root.findtext("project_license") == "MIT"
    newest = root.find("releases/release")
    assert newest is not None
    assert newest.get("version") == stadsliv_qt.__version__, (
        "add a <release> for the new version to the metainfo"
    )


# appstreamcli's hints (I:) that are not faults: AppStream 0.16 (Debian 12) predates the
# <developer> element of the 1.0 spec, which software centres such as Flathub now ask for.
KNOWN_HINTS = {"unknown-tag developer"}


def test_metainfo_validates_with_appstreamcli():
    """No error or warning, and no hint either but the known ones."""
    result = subprocess.run(
        [validator("appstreamcli", "appstream"), "validate", "--no-net", str(METAINFO)],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    hints = re.findall(r"^[EWI]: [^:]+:[^:]*: (.+)$", result.stdout, re.M)
    assert set(hints) <= KNOWN_HINTS, result.stdout


def png_size(path: Path) -> tuple[int, int]:
    """Width and height from a PNG's header."""
    data = path.read_bytes()[:24]
    assert data[:8] == b"\x89PNG\r\n\x1a\n", f"{path.name} is not a PNG"
    return struct.unpack(">II", data[16:24])


def test_icons_exist_in_every_size_and_for_windows_and_macos():
    for size in SIZES:
        assert png_size(PACKAGING / "icons" / f"{APP_ID}-{size}.png") == (size, size)
    assert (PACKAGING / "icons" / "stadsliv.ico").read_bytes()[:4] == b"\x00\x00\x01\x00"
    assert (PACKAGING / "icons" / "stadsliv.icns").read_bytes()[:4] == b"icns"
    assert (ROOT / "resources" / "icons" / "stadsliv.svg").is_file()


def test_icons_were_rendered_from_the_current_svg():
    result = subprocess.run(
        [sys.executable, str(PACKAGING / "make_icons.py"), "--check"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0, result.stdout + result.stderr
