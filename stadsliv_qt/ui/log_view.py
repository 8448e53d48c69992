"""The table's log: public events only, newest last, each line with its rule id."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QAbstractItemView, QListWidget, QListWidgetItem

from stadsliv_qt.engine import Event, Game


class LogView(QListWidget):
    """Shows game.log_for(None); appends new lines and scrolls to the newest."""

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("log")
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(self.focusPolicy().NoFocus)
        self.setWordWrap(True)
        self.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setResizeMode(QListWidget.ResizeMode.Adjust)  # lines re-wrap when the column resizes
        self.setAlternatingRowColors(True)
        self._shown: list[Event] = []

    def update_from(self, game: Game) -> None:
        """Show the public log, adding only what is new when the log only grew."""
        public = game.log_for(None)
        n = len(self._shown)
        if n > len(public) or (n and public[n - 1] is not self._shown[-1]):
            self.clear()
            self._shown = []
        for event in public[len(self._shown) :]:
            item = QListWidgetItem(event.line())
            if event.kind in ("reveal", "dice", "end"):
                font = QFont(self.font())
                font.setBold(True)
                item.setFont(font)
            self.addItem(item)
        self._shown = list(public)
        self.scrollToBottom()

    def lines(self) -> list[str]:
        """The lines shown, oldest first."""
        return [self.item(i).text() for i in range(self.count())]
