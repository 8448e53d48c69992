"""docs/architecture.md, "Adding a fourth title", holds: a title registered through the two entry
points alone gets on the table with its own scene and panel, and the folders the walk-through
lists are exactly the ones every title has."""

from __future__ import annotations

import importlib
import os
import re
import sys
from pathlib import Path

import pytest

from stadsliv_qt.engine import plugins, registry
from stadsliv_qt.ui import dialogs, scenes
from tests.toy_game import ToyGame

from .conftest import click, settle, toy

ROOT = Path(__file__).resolve().parents[2]
DOC = ROOT / "docs" / "architecture.md"
SKIP = {"build", "dist", "shots", "__pycache__", "node_modules"}


def walkthrough() -> str:
    """The section "Adding a fourth title" of docs/architecture.md."""
    text = DOC.read_text(encoding="utf-8")
    start = text.index("## Adding a fourth title")
    end = text.find("\n## ", start + 1)
    return text[start : end if end > 0 else len(text)]


def install_plugin(folder: Path, entries: dict[str, dict[str, str]]) -> None:
    """Write the metadata an installed distribution would have: a name and its entry points."""
    info = folder / "stadsliv_toy-1.0.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: stadsliv-toy\nVersion: 1.0\n")
    lines = []
    for group, named in entries.items():
        lines += [f"[{group}]", *(f"{name} = {value}" for name, value in named.items()), ""]
    (info / "entry_points.txt").write_text("\n".join(lines))


@pytest.fixture
def without_toy(monkeypatch):
    """The registries as a fresh start would have them, and no toy game registered anywhere;
    everything is put back afterwards."""
    games, panels, factories = dict(registry._GAMES), dict(dialogs._PANELS), dict(scenes._FACTORIES)
    registry._GAMES.pop("toy")
    for key in [k for k in dialogs._PANELS if k[0] == "toy"]:
        dialogs._PANELS.pop(key)
    scenes._FACTORIES.pop("toy", None)
    monkeypatch.setattr(registry, "_discovered", False)
    monkeypatch.setattr(dialogs, "_discovered", False)
    sys.modules.pop("tests.toy_table", None)
    plugins.forget()
    yield
    for store, saved in ((registry._GAMES, games), (dialogs._PANELS, panels),
                         (scenes._FACTORIES, factories)):  # fmt: skip
        store.clear()
        store.update(saved)
    sys.modules.pop("tests.toy_table", None)
    plugins.forget()


def test_the_toy_game_comes_to_the_table_through_its_entry_points_alone(
    qtbot, window, tmp_path, monkeypatch, without_toy
):
    with pytest.raises(KeyError):
        registry.get("toy")
    assert scenes.factory_for("toy") is None and dialogs.lookup("toy", "target") is None
    install_plugin(
        tmp_path,
        {
            plugins.GAMES: {"toy": "tests.toy_game:ToyGame"},
            plugins.TABLES: {"toy": "tests.toy_table"},
        },
    )
    monkeypatch.syspath_prepend(str(tmp_path))
    importlib.invalidate_caches()
    plugins.forget()
    monkeypatch.setattr(registry, "_discovered", False)
    monkeypatch.setattr(dialogs, "_discovered", False)

    assert registry.get("toy") is ToyGame
    ids = [cls.info.id for cls in registry.games()]
    assert ids[:3] == ["stadsliv", "borgata", "gladopolis"] and ids[-1] == "toy"

    window.start_session(toy())
    settle(qtbot)
    from tests.toy_table import TargetPanel, ToyScene

    scene = window.table.scene
    assert isinstance(scene, ToyScene) and scene.offers[-1] == (0, 11)
    panel = window.table.bar.panel
    assert isinstance(panel, TargetPanel)
    click(qtbot, panel.buttons[1])
    assert window.session.game.target == 11


def test_an_entry_point_must_name_the_game_it_loads(tmp_path, monkeypatch, without_toy):
    install_plugin(tmp_path, {plugins.GAMES: {"tarning": "tests.toy_game:ToyGame"}})
    monkeypatch.syspath_prepend(str(tmp_path))
    importlib.invalidate_caches()
    plugins.forget()
    with pytest.raises(ValueError, match="'tarning'.*info.id is 'tarning'"):
        registry.games()


def test_the_walkthrough_names_exactly_the_folders_every_title_has():
    section = walkthrough()
    listed = set(re.findall(r"^\s+(\S+/<id>/)\s", section, re.M))
    assert "stadsliv_qt/ui/titles/<id>/" in listed and "stadsliv_qt/games/<id>/" in listed
    titles = plugins.own_names(plugins.GAMES)
    assert titles == ["borgata", "gladopolis", "stadsliv"]
    for title in titles:
        assert {f.replace("<id>", title) for f in listed} == folders_named(title), title


def folders_named(name: str) -> set[str]:
    """Every folder of the project called `name` (not in build output or environments)."""
    found = set()
    for here, dirs, _ in os.walk(ROOT):
        dirs[:] = [d for d in dirs if not d.startswith(".") and d not in SKIP]
        found |= {(Path(here) / d).relative_to(ROOT).as_posix() + "/" for d in dirs if d == name}
    return found


def test_the_walkthrough_registration_is_the_one_the_titles_use():
    section = walkthrough()
    block = re.search(r"```toml\n(.*?)```", section, re.S).group(1)
    entry = r'\[project\.entry-points\."([^"]+)"\]\s*\n\s*<id> = "([^"]+)"'
    groups = dict(re.findall(entry, block))
    assert set(groups) == {plugins.GAMES, plugins.TABLES}
    for ep in plugins.entry_points(plugins.GAMES)[:3]:
        module = groups[plugins.GAMES].replace("<id>", ep.name).split(":")[0]
        assert ep.value.split(":")[0] == module and ep.value.endswith("Game")
    for ep in plugins.entry_points(plugins.TABLES)[:3]:
        assert ep.value == groups[plugins.TABLES].replace("<id>", ep.name)
