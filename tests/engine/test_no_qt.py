"""The rules core and the games never import Qt, so bots and scripts run without it."""

from __future__ import annotations

import subprocess
import sys


def test_engine_and_games_import_without_pyside6():
    code = (
        "import sys, pkgutil, importlib\n"
        "import stadsliv_qt.engine, stadsliv_qt.engine.save, stadsliv_qt.engine.undo\n"
        "import stadsliv_qt.games as g\n"
        "for m in pkgutil.walk_packages(g.__path__, 'stadsliv_qt.games.'):\n"
        "    importlib.import_module(m.name)\n"
        "from stadsliv_qt.engine import registry; registry.games()\n"
        "bad = [m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))]\n"
        "assert not bad, bad\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)
