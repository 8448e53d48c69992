"""Titles are found through entry points: a checkout reads its own pyproject.toml, an install (a
wheel, the desktop bundle) its metadata, and other packages' titles come after the project's."""

from __future__ import annotations

import importlib
import tomllib
from pathlib import Path

import pytest

from stadsliv_qt.engine import plugins, registry

ROOT = Path(__file__).resolve().parents[2]
TITLES = ["stadsliv", "borgata", "gladopolis"]


def declared(group: str) -> dict[str, str]:
    """The group's entries as pyproject.toml declares them."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    return project["entry-points"][group]


def fake_install(folder: Path, name: str, group: str, entries: dict[str, str]) -> None:
    """A distribution's metadata with entry points, as pip would leave it."""
    info = folder / f"{name.replace('-', '_')}-9.9.dist-info"
    info.mkdir(parents=True)
    (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {name}\nVersion: 9.9\n")
    body = "\n".join(f"{k} = {v}" for k, v in entries.items())
    (info / "entry_points.txt").write_text(f"[{group}]\n{body}\n")


@pytest.fixture
def fresh(monkeypatch):
    """Entry points read afresh in the test, and again after it."""
    plugins.forget()
    yield monkeypatch
    plugins.forget()
    importlib.invalidate_caches()


def test_a_checkout_finds_its_titles_in_its_pyproject(fresh):
    for group in (plugins.GAMES, plugins.TABLES):
        own = {ep.name: ep.value for ep in plugins.entry_points(group)[:3]}
        assert own == declared(group)
    assert plugins.own_names(plugins.GAMES) == sorted(TITLES) == plugins.own_names(plugins.TABLES)
    assert [c.info.id for c in registry.games()][:3] == TITLES  # by GameInfo.list_order


def test_an_install_finds_the_same_titles_in_its_metadata(fresh, tmp_path):
    fresh.setattr(plugins, "PYPROJECT", tmp_path / "pyproject.toml")  # as in a wheel or bundle
    for group in (plugins.GAMES, plugins.TABLES):
        found = {ep.name: ep.value for ep in plugins.entry_points(group)}
        assert found == declared(group), (
            "the installed metadata is older than pyproject.toml: bash scripts/setup.sh test"
        )


def test_in_a_checkout_the_installed_metadata_of_the_project_is_not_read(fresh, tmp_path):
    (tmp_path / "pyproject.toml").write_text(
        '[project]\nname = "Stadsliv"\n[project.entry-points."stadsliv.games"]\n'
        'new = "stadsliv_qt.games.new:NewGame"\n'
    )
    fake_install(tmp_path / "site", "stadsliv", plugins.GAMES, {"old": "gone:OldGame"})
    fake_install(tmp_path / "site", "hamnstad-game", plugins.GAMES, {"hamnstad": "hamn:Game"})
    fresh.setattr(plugins, "PYPROJECT", tmp_path / "pyproject.toml")
    fresh.syspath_prepend(str(tmp_path / "site"))
    importlib.invalidate_caches()
    names = [ep.name for ep in plugins.entry_points(plugins.GAMES)]
    assert names[0] == "new" and "hamnstad" in names and "old" not in names
    assert plugins.own_names(plugins.GAMES) == ["new"]


def test_another_projects_pyproject_beside_the_package_is_ignored(fresh, tmp_path):
    (tmp_path / "pyproject.toml").write_text(
        '[project]\nname = "elsewhere"\n[project.entry-points."stadsliv.games"]\nx = "x:X"\n'
    )
    fresh.setattr(plugins, "PYPROJECT", tmp_path / "pyproject.toml")
    assert "x" not in plugins.names(plugins.GAMES)
