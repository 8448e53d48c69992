"""requirements/constraints.txt pins every package the project's scripts install, inside the ranges
of pyproject.toml, and the environment running these tests was installed at those pins."""

from __future__ import annotations

import tomllib
from importlib import metadata
from pathlib import Path

from packaging.requirements import Requirement
from packaging.utils import canonicalize_name
from packaging.version import Version

ROOT = Path(__file__).resolve().parents[2]
CONSTRAINTS = ROOT / "requirements" / "constraints.txt"
# Pinned for the isolated build of the package (--build-constraint); a venv may hold its own copy.
BUILD_BACKEND = {"setuptools", "wheel"}


def pins() -> dict[str, Version]:
    found: dict[str, Version] = {}
    for line in CONSTRAINTS.read_text(encoding="utf-8").splitlines():
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        name, sep, version = line.partition("==")
        assert sep and version.strip(), (
            f"constraints.txt: {line!r} is not an exact pin (name==version)"
        )
        key = canonicalize_name(name)
        assert key not in found, f"constraints.txt pins {name} twice"
        found[key] = Version(version.strip())
    return found


def project_requirements() -> list[Requirement]:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    listed = list(project["project"]["dependencies"])
    for extra in project["project"]["optional-dependencies"].values():
        listed += extra
    listed += project["build-system"]["requires"]
    return [Requirement(r) for r in listed]


def test_every_requirement_is_pinned_inside_its_range():
    pinned = pins()
    for req in project_requirements():
        key = canonicalize_name(req.name)
        assert key in pinned, f"{req.name} is not pinned in requirements/constraints.txt"
        assert req.specifier.contains(pinned[key], prereleases=True), (
            f"the pin {req.name}=={pinned[key]} lies outside pyproject's {req}"
        )


def test_the_installed_tools_are_the_pinned_ones():
    pinned = pins()
    wrong = []
    for dist in metadata.distributions():
        key = canonicalize_name(dist.metadata["Name"])
        if key in pinned and key not in BUILD_BACKEND and Version(dist.version) != pinned[key]:
            wrong.append(f"{key} {dist.version} (pinned {pinned[key]})")
    assert not wrong, "installed at other versions than the pins: " + ", ".join(wrong)
    for tool in ("ruff", "pytest", "pytest-qt", "hypothesis", "pyside6-essentials"):
        assert Version(metadata.version(tool)) == pinned[tool], f"{tool} is not at its pin"
