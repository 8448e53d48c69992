"""Loading the UI language: the app's .qm from resources/i18n plus Qt's own for standard buttons,
and the language the engines' messages are said in (ui/words.py)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from stadsliv_qt.paths import resource

from . import words

LANGUAGE_NAMES = {"en": "English", "sv": "Svenska", "de": "Deutsch"}
_installed: list[QTranslator] = []


def install(code: str) -> bool:
    """Switch the application's translators and the engines' words to `code`; True if the app's
    catalogue loaded."""
    words.set_language(code)
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
