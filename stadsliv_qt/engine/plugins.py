"""Titles come in as entry points, so neither the engine nor the table names one.

A title is registered once, in pyproject.toml, under two entry-point groups keyed by its game id:

    [project.entry-points."stadsliv.games"]      the Game class (the rules; no Qt)
    [project.entry-points."stadsliv.tables"]     the package of its table (scene, panels)

An installed copy (a wheel, an editable install, the desktop bundle) carries these in its
metadata. A checkout reads its own pyproject.toml instead, so a title added there is found without
reinstalling and an older install's metadata cannot hide or misplace one. Other installed
distributions may add titles to the same groups; they come after the project's own.
"""

from __future__ import annotations

import functools
import re
import tomllib
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # importlib.metadata costs tens of ms: it is imported when a title is looked up
    import importlib.metadata
    from importlib.metadata import EntryPoint

GAMES = "stadsliv.games"
TABLES = "stadsliv.tables"
PROJECT = "stadsliv"
PYPROJECT = Path(__file__).resolve().parents[2] / "pyproject.toml"


def _canonical(name: str) -> str:
    """A distribution name as pip compares them (PEP 503)."""
    return re.sub(r"[-_.]+", "-", name).lower()


def _own_from_checkout() -> dict[str, dict[str, str]] | None:
    """The project's entry points from the pyproject.toml beside the package; None without one."""
    try:
        project = tomllib.loads(PYPROJECT.read_text(encoding="utf-8")).get("project", {})
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError):
        return None
    if _canonical(str(project.get("name", ""))) != PROJECT:
        return None
    points: dict[str, dict[str, str]] = project.get("entry-points", {})
    return points


@functools.cache
def _sources() -> tuple[dict[str, dict[str, str]] | None, importlib.metadata.EntryPoints]:
    """The checkout's own entry points and every installed one, each read once (one scan)."""
    import importlib.metadata

    return _own_from_checkout(), importlib.metadata.entry_points()  # type: ignore[return-value]


@functools.cache
def _split(group: str) -> tuple[tuple[EntryPoint, ...], tuple[EntryPoint, ...]]:
    """The group's entry points: (the project's own, other packages'), each sorted by name."""
    from importlib.metadata import EntryPoint

    checkout, installed = _sources()
    own: list[EntryPoint] = []
    others: list[EntryPoint] = []
    if checkout is not None:
        own = [EntryPoint(name, value, group) for name, value in checkout.get(group, {}).items()]
    for ep in installed.select(group=group):
        is_own = ep.dist is not None and _canonical(ep.dist.name) == PROJECT
        if not is_own:
            others.append(ep)
        elif checkout is None:
            own.append(ep)
    return tuple(sorted(own, key=_by_name)), tuple(sorted(others, key=_by_name))


def _by_name(ep: EntryPoint) -> tuple[str, str]:
    """A stable order whatever the source (installed metadata lists them sorted anyway)."""
    return ep.name, ep.value


def entry_points(group: str) -> tuple[EntryPoint, ...]:
    """The group's entry points: the project's own, then other packages'."""
    own, others = _split(group)
    return own + others


def own_names(group: str) -> list[str]:
    """The ids this project itself registers in a group (its titles), sorted."""
    return [ep.name for ep in _split(group)[0]]


def forget() -> None:
    """Read the entry points afresh next time (tests that install a title on the fly)."""
    _sources.cache_clear()
    _split.cache_clear()


def names(group: str) -> list[str]:
    """The ids registered in a group: the project's own, then other packages'."""
    return [ep.name for ep in entry_points(group)]


def load(group: str, name: str) -> Any | None:
    """What the first entry point called `name` in the group names (imported now), or None."""
    for ep in entry_points(group):
        if ep.name == name:
            return ep.load()
    return None


def load_all(group: str) -> list[tuple[str, Any]]:
    """Every entry point of the group, loaded: (name, object) in order."""
    return [(ep.name, ep.load()) for ep in entry_points(group)]
