"""Where the app's data files are: a checkout, an installed wheel, or a PyInstaller bundle."""

from __future__ import annotations

import sys
from functools import cache
from pathlib import Path


@cache
def resources_dir() -> Path:
    """The resources folder, found the same way in every kind of install."""
    here = Path(__file__).resolve().parent
    candidates = [here / "resources", here.parent / "resources"]
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        candidates.insert(0, Path(bundle) / "resources")
    for path in candidates:
        if path.is_dir():
            return path
    raise FileNotFoundError("Stadsliv cannot find its resources folder; the install is incomplete.")


def resource(*parts: str) -> Path:
    """A path inside resources/."""
    return resources_dir().joinpath(*parts)
