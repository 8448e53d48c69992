"""Where saves and preferences live, and the preferences the table reads (language, speed,
text size).

Autosave: QStandardPaths AppDataLocation (Linux ~/.local/share/Stadsliv, Windows
%APPDATA%/Stadsliv, macOS ~/Library/Application Support/Stadsliv). Preferences: an INI file in
AppConfigLocation. Setting STADSLIV_HOME puts both in that folder instead (tests, screenshots).
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from PySide6.QtCore import QByteArray, QCoreApplication, QSettings, QStandardPaths

APP_NAME = "Stadsliv"
ENV_HOME = "STADSLIV_HOME"
LANGUAGES = ("en", "sv", "de")
SPEEDS = ("off", "fast", "normal", "slow")
_SPEED_FACTOR = {"off": 0.0, "fast": 0.4, "normal": 1.0, "slow": 2.2}
TEXT_SIZES = {"small": 0.9, "normal": 1.0, "large": 1.25}  # factor on board texts and UI font


def _ensure_app_name() -> None:
    if QCoreApplication.applicationName() != APP_NAME:
        QCoreApplication.setApplicationName(APP_NAME)


def data_dir() -> Path:
    """The folder for the autosave (and other per-user game data)."""
    home = os.environ.get(ENV_HOME)
    if home:
        return Path(home)
    _ensure_app_name()
    return Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation))


def config_file() -> Path:
    """The INI file that keeps preferences and the last New Game set-up."""
    home = os.environ.get(ENV_HOME)
    if home:
        return Path(home) / "settings.ini"
    _ensure_app_name()
    where = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppConfigLocation)
    return Path(where) / "settings.ini"


def autosave_path() -> Path:
    """The autosave, written after every action (a SQLite journal: engine/autosave.py)."""
    return data_dir() / "autosave.sqlite"


def legacy_autosave_path() -> Path:
    """Where versions before the journal kept the autosave (a JSON save); migrated on start."""
    return data_dir() / "autosave.json"


def documents_dir() -> Path:
    """Where Save As and Open start."""
    home = os.environ.get(ENV_HOME)
    if home:
        return Path(home)
    where = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return Path(where or Path.home())


class Preferences:
    """Typed access to the preferences file; every value is checked on read."""

    def __init__(self, path: str | os.PathLike[str] | None = None) -> None:
        self._q = QSettings(str(path or config_file()), QSettings.Format.IniFormat)

    def sync(self) -> None:
        """Write pending changes to disk now."""
        self._q.sync()

    @property
    def language(self) -> str:
        """The UI language code, 'en' when unset or unknown."""
        value = str(self._q.value("ui/language", "en"))
        return value if value in LANGUAGES else "en"

    @language.setter
    def language(self, code: str) -> None:
        self._q.setValue("ui/language", code if code in LANGUAGES else "en")

    @property
    def speed(self) -> str:
        """Animation speed: off, fast, normal or slow."""
        value = str(self._q.value("ui/speed", "normal"))
        return value if value in SPEEDS else "normal"

    @speed.setter
    def speed(self, value: str) -> None:
        self._q.setValue("ui/speed", value if value in SPEEDS else "normal")

    @property
    def text_size(self) -> str:
        """Text size: small, normal or large."""
        value = str(self._q.value("ui/text_size", "normal"))
        return value if value in TEXT_SIZES else "normal"

    @text_size.setter
    def text_size(self, value: str) -> None:
        self._q.setValue("ui/text_size", value if value in TEXT_SIZES else "normal")

    @property
    def text_factor(self) -> float:
        """How much larger than designed the board texts and the UI font are drawn."""
        return TEXT_SIZES[self.text_size]

    def delay_ms(self, normal_ms: int) -> int:
        """A pause or animation length scaled by the chosen speed (0 when animations are off)."""
        return int(normal_ms * _SPEED_FACTOR[self.speed])

    @property
    def window_place(self) -> bytes:
        """The main window's size and place when it was last closed (Qt's saveGeometry), or
        nothing when unset or not what Qt wrote."""
        value = self._q.value("ui/window", b"")
        if isinstance(value, QByteArray):
            return bytes(value.data())
        return value if isinstance(value, bytes) else b""

    @window_place.setter
    def window_place(self, data: bytes) -> None:
        self._q.setValue("ui/window", QByteArray(data))

    @property
    def rule_cards(self) -> bool:
        """Rule cards: a short card the first time a rule happens in a game (on unless turned off)."""
        return str(self._q.value("ui/rule_cards", "true")).lower() not in ("false", "0", "no")

    @rule_cards.setter
    def rule_cards(self, on: bool) -> None:
        self._q.setValue("ui/rule_cards", "true" if on else "false")

    @property
    def last_game(self) -> str:
        """The id of the game last set up in the New Game dialog."""
        return str(self._q.value("newgame/last", ""))

    def setup_for(self, game_id: str) -> dict[str, Any]:
        """The last New Game set-up for a game, or {} if none or unreadable."""
        import json

        raw = self._q.value(f"newgame/{game_id}", "")
        try:
            data = json.loads(str(raw)) if raw else {}
        except ValueError:
            return {}
        return data if isinstance(data, dict) else {}

    def remember_setup(self, game_id: str, setup: dict[str, Any]) -> None:
        """Keep a New Game set-up for next time."""
        import json

        self._q.setValue(f"newgame/{game_id}", json.dumps(setup, ensure_ascii=False))
        self._q.setValue("newgame/last", game_id)

    @property
    def last_folder(self) -> str:
        """The folder of the last file saved or opened."""
        return str(self._q.value("files/folder", ""))

    @last_folder.setter
    def last_folder(self, folder: str) -> None:
        self._q.setValue("files/folder", folder)

    @property
    def autosave_of(self) -> str:
        """The file the autosaved game was last saved to or opened from ('' if none)."""
        return str(self._q.value("files/autosave_of", ""))

    @autosave_of.setter
    def autosave_of(self, path: str) -> None:
        self._q.setValue("files/autosave_of", path)

    def tutorial_place(self, game_id: str) -> dict[str, Any]:
        """Where a title's tutorial was left ({} if it is not under way or unreadable)."""
        import json

        raw = self._q.value(f"tutorial/{game_id}", "")
        try:
            data = json.loads(str(raw)) if raw else {}
        except ValueError:
            return {}
        return data if isinstance(data, dict) else {}

    def set_tutorial_place(self, game_id: str, place: dict[str, Any] | None) -> None:
        """Keep (or, with None, forget) where a title's tutorial was left."""
        import json

        if place is None:
            self._q.remove(f"tutorial/{game_id}")
        else:
            self._q.setValue(f"tutorial/{game_id}", json.dumps(place))
