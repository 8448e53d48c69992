"""Render the app offscreen at 1600x1000 at key moments into docs/screenshots/*.png.

    .venv/bin/python scripts/screenshots.py [--out DIR] [--only NAME ...] [--lang sv|de]

With `--lang`, the whole app (menus, the engines' messages, the New Game dialog) speaks that
language and each file gets the language in its name: stadsliv_sv_1024.png, new_game_de.png.

Each shot is a function in a SHOTS dict: the welcome page and the New Game dialog here, and each
title's own shots in tests/ui/<id>/shots.py, found for every title pyproject.toml registers. The
README's table shots (table, curtain, private) show Glad-o-polis 2.0 (tests/ui/gladopolis/shots.py):
a game is played ahead by a simple seeded policy through the engine, put on the table, and the last
steps are clicked as players would (pass the screen, vote, reveal). The welcome page offers an
unfinished Glad-o-polis game. Nothing touches the user's folders: preferences and the autosave go
to a temporary folder; animations are off.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["STADSLIV_HOME"] = tempfile.mkdtemp(prefix="stadsliv-shots-")
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtGui import QPixmap  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from stadsliv_qt.engine import plugins, registry  # noqa: E402
from stadsliv_qt.ui import style  # noqa: E402
from tests.ui.shots import SEATS, Shot, compose, fresh_window, settle  # noqa: E402


def shot_welcome(app: QApplication) -> QPixmap:
    """The welcome page, with an unfinished game on offer."""
    window = fresh_window(app)
    game = registry.get("gladopolis")(SEATS[:3], {}, seed=1)
    from stadsliv_qt.engine import save
    from stadsliv_qt.ui.settings import autosave_path

    save.save(game, autosave_path())
    window.check_autosave()
    settle(app)
    pix = window.grab()
    autosave_path().unlink()
    window.close()
    return pix


def shot_new_game(app: QApplication) -> QPixmap:
    """The New Game dialog over the welcome page."""
    from stadsliv_qt.ui.new_game import NewGameDialog

    window = fresh_window(app)
    dialog = NewGameDialog(window.prefs, window, "gladopolis")
    for i, name in enumerate(["Anna", "Björn", "Çelik"]):
        if i >= len(dialog.rows):
            dialog.add_seat()
        dialog.rows[i].name.setText(name)
    dialog.rows[2].name.setText("anna ")  # show an inline error
    dialog.show()
    settle(app)
    pix = compose(window, dialog)
    dialog.close()
    window.close()
    return pix


def title_shots() -> dict[str, Shot]:
    """Each registered title's shots, from tests/ui/<id>/shots.py where it has one."""
    shots: dict[str, Shot] = {}
    for gid in plugins.own_names(plugins.GAMES):
        if (ROOT / "tests" / "ui" / gid / "shots.py").is_file():
            shots.update(importlib.import_module(f"tests.ui.{gid}.shots").SHOTS)
    return shots


def tutorial_shots() -> dict[str, Shot]:
    """A tutorial card on each board (tests/ui/tutorial_shots.py)."""
    return importlib.import_module("tests.ui.tutorial_shots").SHOTS


def teaching_shots() -> dict[str, Shot]:
    """The rule cards, digests and rules browser of issue 18 (tests/ui/teaching_shots.py)."""
    return importlib.import_module("tests.ui.teaching_shots").SHOTS


SHOTS: dict[str, Shot] = {
    "welcome": shot_welcome,
    "new_game": shot_new_game,
    **title_shots(),
    **tutorial_shots(),
    **teaching_shots(),
}


def file_name(name: str, lang: str) -> str:
    """The shot's file name: English as it was, else the language before the size or at the end."""
    if lang == "en":
        return name
    head, _, size = name.rpartition("_")
    return f"{head}_{lang}_{size}" if size.isdigit() else f"{name}_{lang}"


def main(argv: list[str] | None = None) -> int:
    """Render the chosen shots."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=str(ROOT / "docs" / "screenshots"))
    parser.add_argument("--only", nargs="*", choices=sorted(SHOTS), default=None)
    parser.add_argument("--lang", choices=("en", "sv", "de"), default="en")
    args = parser.parse_args(argv)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(["screenshots"])
    QApplication.setApplicationName("Stadsliv")
    style.apply(app)
    app.setAttribute(Qt.ApplicationAttribute.AA_DontShowIconsInMenus, False)
    from stadsliv_qt.ui import i18n

    i18n.install(args.lang)
    for name in args.only or SHOTS:
        pix = SHOTS[name](app)
        path = out / f"{file_name(name, args.lang)}.png"
        pix.save(str(path))
        print(path.relative_to(ROOT) if path.is_relative_to(ROOT) else path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
