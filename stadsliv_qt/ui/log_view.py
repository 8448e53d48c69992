"""The table's log: public events only, newest last, each line with its rule id.

A read-only text view, appended to block by block: adding a line costs the same after two
thousand lines as after ten (a list widget re-measures every wrapped line on each addition).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QTextBlockFormat, QTextCharFormat, QTextCursor
from PySide6.QtWidgets import QFrame, QPlainTextEdit

from stadsliv_qt.engine import Event, Game

from . import words
from .style import CARD, INK, LINE

BOLD_KINDS = ("reveal", "dice", "end", "over")


LOG_LINES = 1000  # the newest lines shown; the whole log stays in the game and its saves


class LogView(QPlainTextEdit):
    """Shows game.log_for(None); appends new lines and keeps the newest in view.

    At most LOG_LINES lines are kept, the oldest dropped: each line laid out costs the view several
    KB, so a 5,000-step evening's log would otherwise grow the app's memory by half (issue 15).
    """

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("log")
        self.setReadOnly(True)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
        self.setMaximumBlockCount(LOG_LINES)
        self.setStyleSheet(
            f"QPlainTextEdit#log {{ background: {CARD}; color: {INK}; border: 1px solid {LINE};"
            " border-radius: 6px; padding: 4px 6px; }"
        )
        self._shown: list[Event] = []
        self._lines: list[str] = []
        self._block = QTextBlockFormat()
        self._block.setBottomMargin(4)
        self._plain = QTextCharFormat()
        self._bold = QTextCharFormat()
        self._bold.setFontWeight(QFont.Weight.Bold)

    def update_from(self, game: Game, before: Event | None = None) -> None:
        """Show the public log, adding only what is new when the log only grew.

        With `before`, only the lines before that event (a reveal still showing) are added.
        Each line is said from its message in the table's language (a new table after a change
        of language renders the whole log anew).
        """
        public = game.log_for(None)
        if before is not None:
            end = next((k for k in range(len(public) - 1, -1, -1) if public[k] is before), None)
            if end is None:
                return
            public = public[:end]
        n = len(self._shown)
        if n > len(public) or (n and public[n - 1] is not self._shown[-1]):
            self.clear()
            # shown anew (after an undo): only the lines the view keeps are laid out
            self._shown, self._lines = list(public[: max(0, len(public) - LOG_LINES)]), []
        new = public[len(self._shown) :]
        if not new:
            return
        cursor = QTextCursor(self.document())
        cursor.movePosition(QTextCursor.MoveOperation.End)
        cursor.beginEditBlock()
        for event in new:
            line = words.line(event)
            if self._lines:
                cursor.insertBlock(self._block)
            else:
                cursor.setBlockFormat(self._block)
            cursor.insertText(line, self._bold if event.kind in BOLD_KINDS else self._plain)
            self._lines.append(line)
        cursor.endEditBlock()
        if len(self._lines) > 2 * LOG_LINES:  # the text of lines no longer shown, now and then
            del self._lines[:-LOG_LINES]
        self._shown.extend(new)
        bar = self.verticalScrollBar()
        bar.setValue(bar.maximum())

    def lines(self) -> list[str]:
        """The lines shown (the newest LOG_LINES), oldest first."""
        return self._lines[-LOG_LINES:]
