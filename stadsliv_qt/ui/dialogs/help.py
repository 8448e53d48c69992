"""Help: a game's rules text (resources/rules/<id>.<lang>.md) and the About box."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QTextCharFormat, QTextDocument
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QTextBrowser, QVBoxLayout, QWidget

from stadsliv_qt import __version__
from stadsliv_qt.paths import resource
from stadsliv_qt.text.glossary import glosses

from .. import words


def rules_file(game_id: str, language: str):
    """The rules text in the UI language, else English; None if the game has none yet."""
    for code in dict.fromkeys((language, "en")):
        try:
            path = resource("rules", f"{game_id}.{code}.md")
        except FileNotFoundError:
            return None
        if path.is_file():
            return path
    return None


def gloss_words(document: QTextDocument, lang: str) -> int:
    """Give every game word of the glossary a dotted underline and its gloss as a tooltip, so a
    reader of any language learns what Ödestärning or Bürgergunst means; returns how many."""
    marked = 0
    flags = QTextDocument.FindFlag.FindCaseSensitively
    for word, gloss in glosses(lang).items():
        look = QTextCharFormat()
        look.setToolTip(f"{word}: {gloss}")
        look.setUnderlineStyle(QTextCharFormat.UnderlineStyle.DotLine)
        cursor = document.find(word, 0, flags)
        while not cursor.isNull():
            cursor.mergeCharFormat(look)
            marked += 1
            cursor = document.find(word, cursor.position(), flags)
    return marked


class RulesDialog(QDialog):
    """Shows a game's rules as formatted text."""

    def __init__(self, title: str, markdown: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Rules: {title}").format(title=title))
        self.resize(760, 720)
        lay = QVBoxLayout(self)
        self.text = QTextBrowser()
        self.text.setOpenExternalLinks(True)
        self.text.setMarkdown(markdown)
        gloss_words(self.text.document(), words.language())
        self.text.setStyleSheet("QTextBrowser { background: #FFFBF3; padding: 14px; }")
        lay.addWidget(self.text)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)


class AboutDialog(QDialog):
    """What the app is, its version and licence."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("About Stadsliv"))
        lay = QVBoxLayout(self)
        lay.setContentsMargins(28, 24, 28, 18)
        title = QLabel("Stadsliv")
        title.setProperty("role", "title")
        lay.addWidget(title, 0, Qt.AlignmentFlag.AlignHCenter)
        version = QLabel(self.tr("Version {version}").format(version=__version__))
        version.setProperty("role", "muted")
        lay.addWidget(version, 0, Qt.AlignmentFlag.AlignHCenter)
        text = QLabel(
            self.tr(
                "Three city board games for a table of friends and one computer, passed round: "
                "the rules are enforced, secrets stay behind a privacy curtain, and the game is "
                "saved after every move."
            )
        )
        text.setWordWrap(True)
        text.setMinimumWidth(420)
        lay.addWidget(text)
        games = QLabel("Stadsliv · Borgata: Interregnum · Glad-o-polis 2.0")
        lay.addWidget(games, 0, Qt.AlignmentFlag.AlignHCenter)
        licence = QLabel(self.tr("Free software under the MIT licence."))
        licence.setProperty("role", "muted")
        lay.addWidget(licence, 0, Qt.AlignmentFlag.AlignHCenter)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
