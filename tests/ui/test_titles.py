"""Each title's table package registers every panel and adapter of its folder when imported:
the table imports only the package (found through its entry point), so a panel module that the
package's __init__.py leaves out would silently never be offered."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from stadsliv_qt.engine import plugins

ROOT = Path(__file__).resolve().parents[2]
REGISTERS = ("register(", "register_adapter(")


def test_importing_a_title_package_imports_every_module_that_registers_something():
    titles = plugins.own_names(plugins.TABLES)
    code = (
        "import importlib, json, sys\n"
        f"titles = {titles!r}\n"
        "loaded = {}\n"
        "for t in titles:\n"
        "    pkg = importlib.import_module(f'stadsliv_qt.ui.titles.{t}')\n"
        "    loaded[t] = sorted(m for m in sys.modules if m.startswith(pkg.__name__ + '.'))\n"
        "print(json.dumps(loaded))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True
    )
    loaded = json.loads(done.stdout)
    for title in titles:
        folder = ROOT / "stadsliv_qt" / "ui" / "titles" / title
        registering = sorted(
            f"stadsliv_qt.ui.titles.{title}.{path.stem}"
            for path in folder.glob("*.py")
            if path.stem != "__init__" and any(r in path.read_text("utf-8") for r in REGISTERS)
        )
        assert registering, title
        missing = [m for m in registering if m not in loaded[title]]
        assert not missing, f"{title}/__init__.py does not import {missing}"
        board = f"stadsliv_qt.ui.titles.{title}.scene"
        assert board not in loaded[title], "the board is imported when first made, not before"
