"""Loading the UI language: the app's .qm from resources/i18n plus Qt's own for standard buttons,
and the language the engines' messages are said in (ui/words.py).

The engines' words are not imported here: the message catalogues and their parser are not needed
for the first window. ui/words.py follows the language installed here (follow()) from its import.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLocale

from stadsliv_qt.paths import resource

if TYPE_CHECKING:  # (loaded for a language other than English only)
    from PySide6.QtCore import QTranslator

LANGUAGE_NAMES = {"en": "English", "sv": "Svenska", "de": "Deutsch"}
_installed: list[QTranslator] = []
_language = ["en"]  # the code last installed
_followers: list[Callable[[str], None]] = []


def follow(follower: Callable[[str], None]) -> None:
    """Call `follower` with the language now, and with every language installed from now on."""
    _followers.append(follower)
    follower(_language[0])


def install(code: str) -> bool:
    """Switch the application's translators and the engines' words to `code`; True if the app's
    catalogue loaded."""
    _language[0] = code
    for follower in _followers:
        follower(code)
    app = QCoreApplication.instance()
    for old in _installed:
        if app is not None:  # (they were installed into it)
            app.removeTranslator(old)
    _installed.clear()
    QLocale.setDefault(QLocale(code if code in LANGUAGE_NAMES else "en"))
    if code not in LANGUAGE_NAMES or code == "en":
        return code == "en"
    if app is None:
        raise RuntimeError("the translations need a running QApplication")
    from PySide6.QtCore import QLibraryInfo, QTranslator  # (English needs neither)

    ours = QTranslator(app)
    loaded = ours.load(str(resource("i18n", f"stadsliv_{code}.qm")))
    if loaded:
        app.installTranslator(ours)
        _installed.append(ours)
    qt = QTranslator(app)
    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    if qt.load(f"qtbase_{code}", qt_dir):
        app.installTranslator(qt)
        _installed.append(qt)
    return loaded
