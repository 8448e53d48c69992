"""Help: the rules browser of a game's rules text (resources/rules/<id>.<lang>.md) and the About
box."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import (
    QColor,
    QFont,
    QTextBlock,
    QTextBlockFormat,
    QTextCharFormat,
    QTextCursor,
    QTextDocument,
    QTextImageFormat,
)
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QSplitter,
    QTextBrowser,
    QTextEdit,
    QVBoxLayout,
    QWidget,
)

from stadsliv_qt import __version__
from stadsliv_qt.paths import resource
from stadsliv_qt.teach.cards import RULE_ID, rules_cited
from stadsliv_qt.text import Msg
from stadsliv_qt.text.glossary import glosses

from .. import typed, words
from ..room import fit_size


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
    """The rules browser: contents, search, an anchor per rule id, pictures from the board.

    Every rule id cited in the text is an anchor (`open_at("GLA-10")` scrolls there and
    highlights its paragraph); the contents list jumps to a heading; typing in the search box
    lists the matching paragraphs, Enter or a click jumps to one. With `pictures` (the table's
    `BoardPictures`) the text opens with the board as it stands, and `section_refs(rule)` (board
    things a rule is about, from the running game) adds a small picture under a section.
    """

    def __init__(
        self,
        title: str,
        markdown: str,
        parent: QWidget | None = None,
        *,
        pictures: Any = None,
        section_refs: Callable[[str], Sequence[str]] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Rules: {title}").format(title=title))
        fit_size(self, 1020, 760, parent)
        lay = QVBoxLayout(self)
        split = QSplitter(Qt.Orientation.Horizontal)
        side = QWidget()
        side_lay = QVBoxLayout(side)
        side_lay.setContentsMargins(0, 0, 0, 0)
        self.search = QLineEdit()
        self.search.setObjectName("rulesSearch")
        self.search.setPlaceholderText(_say("cards.browser.search"))
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self.search_for)
        self.search.returnPressed.connect(self._jump_first)
        side_lay.addWidget(self.search)
        self.found = typed.label("")
        self.found.setProperty("role", "muted")
        self.found.hide()
        side_lay.addWidget(self.found)
        self.heading = typed.label(_say("cards.browser.contents"))
        self.heading.setStyleSheet("font-weight: 700;")
        side_lay.addWidget(self.heading)
        self.contents = QListWidget()
        self.contents.setObjectName("rulesContents")
        self.contents.itemClicked.connect(self._go)
        self.contents.itemActivated.connect(self._go)
        side_lay.addWidget(self.contents, 1)
        self.matches = QListWidget()
        self.matches.setObjectName("rulesMatches")
        self.matches.setWordWrap(True)
        self.matches.itemClicked.connect(self._go)
        self.matches.itemActivated.connect(self._go)
        self.matches.hide()
        side_lay.addWidget(self.matches, 1)
        split.addWidget(side)
        self.text = QTextBrowser()
        self.text.setOpenExternalLinks(True)
        self.text.setMarkdown(markdown)
        self.text.setStyleSheet("QTextBrowser { background: #FFFBF3; padding: 14px; }")
        split.addWidget(self.text)
        split.setSizes([270, 750])
        split.setStretchFactor(1, 1)
        lay.addWidget(split)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        self.pictures = 0
        if pictures is not None:
            self._add_pictures(pictures, section_refs)
        self.anchors = self._mark_rules()
        gloss_words(self.text.document(), words.language())
        self._fill_contents()
        self.rule = ""  # the rule opened and highlighted
        self._rule_marks: list[QTextEdit.ExtraSelection] = []
        self._search_marks: list[QTextEdit.ExtraSelection] = []

    # ----- building -----------------------------------------------------------------------
    def _headings(self) -> list[QTextBlock]:
        document = self.text.document()
        out = []
        block = document.begin()
        while block.isValid():
            if block.blockFormat().headingLevel() > 0:
                out.append(block)
            block = block.next()
        return out

    def _fill_contents(self) -> None:
        self.contents.clear()
        for block in self._headings():
            level = block.blockFormat().headingLevel()
            item = QListWidgetItem("    " * max(0, level - 2) + block.text())
            item.setData(Qt.ItemDataRole.UserRole, block.position())
            if level <= 2:
                font = item.font()
                font.setBold(True)
                item.setFont(font)
            self.contents.addItem(item)

    def _mark_rules(self) -> dict[str, int]:
        """Make every cited rule id an anchor named by the id; returns id -> position."""
        document = self.text.document()
        anchors: dict[str, int] = {}
        flags = QTextDocument.FindFlag.FindCaseSensitively | QTextDocument.FindFlag.FindWholeWords
        for rule in rules_cited(document.toPlainText()):
            cursor = document.find(rule, 0, flags)
            if cursor.isNull():
                continue
            look = QTextCharFormat()
            look.setAnchor(True)
            look.setAnchorNames([rule])
            look.setFontWeight(QFont.Weight.DemiBold)
            cursor.mergeCharFormat(look)
            anchors[rule] = cursor.selectionStart()
        return anchors

    def _add_pictures(
        self, pictures: Any, section_refs: Callable[[str], Sequence[str]] | None
    ) -> None:
        """The board at the top; under a section, the board things its rules are about."""
        document = self.text.document()
        if section_refs is not None:
            for block in reversed(self._headings()):
                rules: list[str] = []
                after = block.next()
                while after.isValid() and after.blockFormat().headingLevel() == 0:
                    rules.extend(RULE_ID.findall(after.text()))
                    after = after.next()
                refs: list[str] = []
                for rule in dict.fromkeys(rules):
                    refs.extend(r for r in section_refs(rule) if r not in refs)
                picture = pictures.of(refs, 260) if refs else None
                if picture is None:
                    continue
                self._insert_picture(block, f"part{block.blockNumber()}", picture, "")
        board = pictures.board(520)
        if board is not None:  # under the title
            self._insert_picture(document.begin(), "whole", board, _say("cards.browser.board"))

    def _insert_picture(self, block: QTextBlock, name: str, picture: Any, caption: str) -> None:
        """A picture (and its caption) in a paragraph of its own after `block`."""
        document = self.text.document()
        url = QUrl(f"board://{name}")
        document.addResource(QTextDocument.ResourceType.ImageResource, url, picture.toImage())
        cursor = QTextCursor(block)
        centred = QTextBlockFormat()
        centred.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        centred.setHeadingLevel(0)
        centred.setTopMargin(6)
        centred.setBottomMargin(6)
        cursor.movePosition(QTextCursor.MoveOperation.EndOfBlock)
        cursor.insertBlock(centred, QTextCharFormat())
        image = QTextImageFormat()
        image.setName(url.toString())
        image.setWidth(picture.width())
        image.setHeight(picture.height())
        cursor.insertImage(image)
        if caption:
            muted = QTextCharFormat()
            muted.setForeground(QColor("#7D7062"))
            muted.setFontItalic(True)
            cursor.insertBlock(centred, muted)
            cursor.insertText(caption, muted)
        self.pictures += 1

    # ----- moving about -------------------------------------------------------------------
    def _scroll_to(self, position: int, above: float = 0.0) -> None:
        """Scroll the paragraph at `position` to the top (leaving `above` of the view above it)."""
        document = self.text.document()
        block = document.findBlock(position)
        top = document.documentLayout().blockBoundingRect(block).top()
        margin = above * self.text.viewport().height()
        self.text.verticalScrollBar().setValue(int(max(0.0, top - margin)))

    def _go(self, item: QListWidgetItem) -> None:
        position = item.data(Qt.ItemDataRole.UserRole)
        if isinstance(position, int):
            self._scroll_to(position)

    def open_at(self, rule: str) -> bool:
        """Scroll to a rule's paragraph and highlight it; False for a rule the text lacks."""
        position = self.anchors.get(rule)
        if position is None:
            return False
        self.rule = rule
        cursor = QTextCursor(self.text.document().findBlock(position))
        cursor.movePosition(QTextCursor.MoveOperation.EndOfBlock, QTextCursor.MoveMode.KeepAnchor)
        mark = QTextEdit.ExtraSelection()
        mark.cursor = cursor
        mark.format.setBackground(QColor(HIGHLIGHT))
        self._rule_marks = [mark]
        self._show_marks()
        self.text.scrollToAnchor(rule)
        self._scroll_to(position, 0.2)  # the section it belongs to shows above it
        return True

    def highlighted(self) -> str:
        """The text highlighted as the opened rule ('' when none)."""
        return self._rule_marks[0].cursor.selectedText() if self._rule_marks else ""

    def _show_marks(self) -> None:
        self.text.setExtraSelections(self._rule_marks + self._search_marks)

    def search_for(self, query: str) -> int:
        """List the paragraphs containing `query` (2+ letters) and mark each match."""
        query = query.strip()
        self.matches.clear()
        self._search_marks = []
        searching = len(query) >= 2
        self.matches.setVisible(searching)
        self.found.setVisible(searching)
        self.contents.setVisible(not searching)
        self.heading.setVisible(not searching)
        if not searching:
            self._show_marks()
            return 0
        document = self.text.document()
        cursor = document.find(query, 0)
        blocks: set[int] = set()
        while not cursor.isNull():
            mark = QTextEdit.ExtraSelection()
            mark.cursor = cursor
            mark.format.setBackground(QColor(FOUND))
            self._search_marks.append(mark)
            block = cursor.block()
            if block.blockNumber() not in blocks:
                blocks.add(block.blockNumber())
                item = QListWidgetItem(_snippet(block.text(), query))
                item.setData(Qt.ItemDataRole.UserRole, cursor.selectionStart())
                self.matches.addItem(item)
            cursor = document.find(query, cursor.selectionEnd())
        n = len(self._search_marks)
        self.found.setText(_say("cards.browser.matches", n=n) if n else _say("cards.browser.none"))
        self._show_marks()
        return n

    def _jump_first(self) -> None:
        if self.matches.count():
            self._go(self.matches.item(0))


RulesBrowser = RulesDialog  # the name the table's teaching uses
HIGHLIGHT = "#FBE3B0"  # the opened rule's paragraph
FOUND = "#CFE6DF"  # a search match


def _say(key: str, **args: Any) -> str:
    return words.say(Msg(key, args))


def _snippet(text: str, query: str, width: int = 90) -> str:
    """The part of a paragraph around a match, for the list of matches."""
    at = text.lower().find(query.lower())
    start = max(0, at - width // 3)
    cut = text[start : start + width]
    return ("…" if start else "") + cut + ("…" if start + width < len(text) else "")


class AboutDialog(QDialog):
    """What the app is, its version and licence."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("About Stadsliv"))
        lay = QVBoxLayout(self)
        lay.setContentsMargins(28, 24, 28, 18)
        title = typed.label("Stadsliv")
        title.setProperty("role", "title")
        lay.addWidget(title, 0, Qt.AlignmentFlag.AlignHCenter)
        version = typed.label(self.tr("Version {version}").format(version=__version__))
        version.setProperty("role", "muted")
        lay.addWidget(version, 0, Qt.AlignmentFlag.AlignHCenter)
        text = typed.label(
            self.tr(
                "Three city board games for a table of friends and one computer, passed round: "
                "the rules are enforced, secrets stay behind a privacy curtain, and the game is "
                "saved after every move."
            )
        )
        text.setWordWrap(True)
        text.setMinimumWidth(420)
        lay.addWidget(text)
        games = typed.label("Stadsliv · Borgata: Interregnum · Glad-o-polis 2.0")
        lay.addWidget(games, 0, Qt.AlignmentFlag.AlignHCenter)
        licence = typed.label(self.tr("Free software under the MIT licence."))
        licence.setProperty("role", "muted")
        lay.addWidget(licence, 0, Qt.AlignmentFlag.AlignHCenter)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
