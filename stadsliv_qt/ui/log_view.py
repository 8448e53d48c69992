"""The table's log: public events only, newest last, each line with its rule id.

A read-only text view, appended to block by block: adding a line costs the same after two
thousand lines as after ten (a list widget re-measures every wrapped line on each addition).
The log teaches: a line's rule id is a link to the rules browser, a "?" after it shows the
rule's card again, and the line under the pointer lights what it concerns on the board.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPoint, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QPainter,
    QPaintEvent,
    QTextBlockFormat,
    QTextCharFormat,
    QTextCursor,
)
from PySide6.QtWidgets import QFrame, QPlainTextEdit, QToolTip

from stadsliv_qt.engine import Event, Game
from stadsliv_qt.text import Msg

from . import words
from .style import CARD, INK, LINE, MUTED

RULE_LINK = "rule:"  # anchor of a line's rule id: opens the rules browser there
CARD_LINK = "card:"  # anchor of the "?" after it: shows the rule's card again
LINK_INK = "#2F5E8C"

BOLD_KINDS = ("reveal", "dice", "end", "over")


LOG_LINES = 1000  # the newest lines shown; the whole log stays in the game and its saves
TRIM = 64  # lines beyond LOG_LINES dropped together: dropping a line repaints the whole view


class LogView(QPlainTextEdit):
    """Shows game.log_for(None); appends new lines and keeps the newest in view.

    Signals: `ruleClicked(rule id)` on a click on a rule id, `cardAsked(event)` on a click on
    its "?", `hovered(event or None)` as the pointer moves over the lines and leaves them.

    The newest LOG_LINES lines are kept, the oldest dropped (TRIM at a time, as dropping any moves
    every line and paints the whole view again): each line laid out costs the view several KB, so
    a 5,000-step evening's log would otherwise grow the app's memory by half (issue 15).
    """

    ruleClicked = Signal(str)  # noqa: N815 (Qt signal style)
    cardAsked = Signal(object)  # noqa: N815 (Qt signal style)
    hovered = Signal(object)  # noqa: N815 (Qt signal style)

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("log")
        self.setReadOnly(True)
        # read-only is not enough: the document kept every insertion and every dropped line on
        # its undo stack, which grew with the evening (6,174 steps after 2,065 lines; issue 15)
        self.setUndoRedoEnabled(False)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
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
        # a computer player's reason: an aside to the move below it, not a move of its own
        self._aside = QTextCharFormat()
        self._aside.setFontItalic(True)
        self._aside.setForeground(QColor(MUTED))
        self._under: Event | None = None  # the line under the pointer
        self.viewport().setMouseTracking(True)
        self.viewport().installEventFilter(self)
        # new lines push the old ones up: on an opaque viewport Qt moves the pixels already drawn
        # and paints only the new lines (it painted the whole log again at every step)
        self.viewport().setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, True)
        self._paper = QColor(CARD)

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
        first = self.blockCount() if self._lines else 0  # the number of the first new line
        # the text layout asks for the whole view to be painted again at any change of the
        # document; only the new lines need it (and the lines above, when the oldest are
        # dropped), so its signals wait while the lines go in and the view is told itself
        layout = self.document().documentLayout()
        layout.blockSignals(True)
        cursor.beginEditBlock()
        for event in new:
            line = words.line(event)
            if self._lines:
                cursor.insertBlock(self._block)
            else:
                cursor.setBlockFormat(self._block)
            look = self._look(event.kind)
            if event.rule:
                cursor.insertText(words.say(event.message), look)
                cursor.insertText(" (", look)
                cursor.insertText(event.rule, self._link(RULE_LINK + event.rule, look))
                cursor.insertText(")", look)
                cursor.insertText(" ", look)
                cursor.insertText("?", self._link(CARD_LINK + event.rule, look, True))
            else:
                cursor.insertText(line, look)
            self._lines.append(line)
        cursor.endEditBlock()
        layout.blockSignals(False)
        layout.documentSizeChanged.emit(layout.documentSize())  # the scroll bar's range
        dropped = self.blockCount() > LOG_LINES + TRIM
        if dropped:
            self._drop(self.blockCount() - LOG_LINES)
        if len(self._lines) > 2 * LOG_LINES:  # the text of lines no longer shown, now and then
            del self._lines[:-LOG_LINES]
        self._shown.extend(new)
        bar = self.verticalScrollBar()
        bar.setValue(bar.maximum())
        self._paint_from(0 if dropped else first)

    def _drop(self, count: int) -> None:
        """Take the oldest `count` lines out of the view."""
        cursor = QTextCursor(self.document())
        cursor.movePosition(QTextCursor.MoveOperation.Start)
        cursor.movePosition(
            QTextCursor.MoveOperation.NextBlock, QTextCursor.MoveMode.KeepAnchor, count
        )
        cursor.removeSelectedText()

    def _paint_from(self, number: int) -> None:
        """Paint the view again from line `number` down (moved lines are moved by the scroll)."""
        port = self.viewport()
        block = self.document().findBlockByNumber(number)
        top = 0
        if number > 0 and block.isValid():
            top = max(
                0, int(self.blockBoundingGeometry(block).translated(self.contentOffset()).top())
            )
        if top < port.height():
            port.update(0, top, port.width(), port.height() - top)

    def _look(self, kind: str) -> QTextCharFormat:
        """Bold for what decides (reveals, dice, the end), muted italics for a bot's reason."""
        if kind in BOLD_KINDS:
            return self._bold
        return self._aside if kind == "bot" else self._plain

    @staticmethod
    def _link(href: str, base: QTextCharFormat, badge: bool = False) -> QTextCharFormat:
        """A rule id or "?" as a link: blue, underlined (the "?" bold), carrying its href."""
        look = QTextCharFormat(base)
        look.setAnchor(True)
        look.setAnchorHref(href)
        look.setForeground(QColor(LINK_INK))
        if badge:
            look.setFontWeight(QFont.Weight.Bold)
        else:
            look.setFontUnderline(True)
        return look

    # ----- the pointer ------------------------------------------------------------------------
    def event_at(self, pos: QPoint) -> Event | None:
        """The event whose line is at a viewport position (None below the last line)."""
        cursor = self.cursorForPosition(pos)
        block = cursor.block()
        if not block.isValid() or not self.blockBoundingGeometry(block).translated(
            self.contentOffset()
        ).contains(pos.toPointF()):
            return None
        shown = self._shown[-self.blockCount() :] if self._shown else []
        number = block.blockNumber()
        return shown[number] if 0 <= number < len(shown) else None

    def href_at(self, pos: QPoint) -> str:
        """The link under a viewport position ('' when none)."""
        cursor = self.cursorForPosition(pos)
        if self.event_at(pos) is None:
            return ""
        for step in (0, 1):  # the character left of the cursor, then the one right of it
            probe = QTextCursor(cursor)
            if step:
                probe.movePosition(QTextCursor.MoveOperation.NextCharacter)
            href = probe.charFormat().anchorHref()
            if href and self._over_char(probe, pos):
                return href
        return ""

    def _over_char(self, cursor: QTextCursor, pos: QPoint) -> bool:
        """True if the character ending at `cursor` lies under `pos` (not just nearest to it)."""
        before = QTextCursor(cursor)
        before.movePosition(QTextCursor.MoveOperation.PreviousCharacter)
        left, right = self.cursorRect(before), self.cursorRect(cursor)
        if left.top() != right.top():  # wrapped between the two: the link starts the row
            return abs(pos.x() - right.left()) < 12
        lo, hi = min(left.left(), right.left()), max(left.left(), right.left())
        return lo - 1 <= pos.x() <= hi + 1 and left.top() <= pos.y() <= left.bottom()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt name)
        """The paper under the lines, which an opaque viewport paints itself."""
        painter = QPainter(self.viewport())
        painter.fillRect(event.rect(), self._paper)
        painter.end()
        super().paintEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt name)
        """Hover lights the line's things; a click on a rule id or its "?" follows the link."""
        if watched is not self.viewport():
            return False
        kind = event.type()
        if kind == QEvent.Type.MouseMove:
            pos = event.position().toPoint()  # type: ignore[attr-defined]
            under = self.event_at(pos)
            if under is not self._under:
                self._under = under
                self.hovered.emit(under)
            href = self.href_at(pos)
            shape = Qt.CursorShape.PointingHandCursor if href else Qt.CursorShape.ArrowCursor
            self.viewport().setCursor(shape)
            if href:
                rule = href.split(":", 1)[1]
                key = "cards.log.open" if href.startswith(RULE_LINK) else "cards.log.again"
                QToolTip.showText(
                    event.globalPosition().toPoint(),  # type: ignore[attr-defined]
                    words.say(Msg(key, {"rule": rule})),
                    self.viewport(),
                )
        elif kind == QEvent.Type.Leave:
            if self._under is not None:
                self._under = None
                self.hovered.emit(None)
        elif kind == QEvent.Type.MouseButtonRelease:
            pos = event.position().toPoint()  # type: ignore[attr-defined]
            href = self.href_at(pos)
            if href.startswith(RULE_LINK):
                self.ruleClicked.emit(href[len(RULE_LINK) :])
                return True
            if href.startswith(CARD_LINK):
                line = self.event_at(pos)
                if line is not None:
                    self.cardAsked.emit(line)
                return True
        return False

    def lines(self) -> list[str]:
        """The lines shown (the newest LOG_LINES), oldest first."""
        return self._lines[-LOG_LINES:]
