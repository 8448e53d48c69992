"""A one-line label that cuts its text with "…" to the width it is given, the whole text then its
tooltip: a long line (a name, an auction's terms) would otherwise widen its row past the window
or run under its neighbour."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QLabel, QSizePolicy

from . import typed


class ElidedLabel(QLabel):
    """Plain text on one line. By default it takes whatever width its row leaves (asking for
    none); `shrinks=True` asks for its whole text and gives way, down to a few letters, only
    when the row is too narrow for everything in it."""

    def __init__(self, text: str = "", shrinks: bool = False) -> None:
        super().__init__()
        self.setTextFormat(Qt.TextFormat.PlainText)  # as typed, never HTML (typed.py)
        self.shrinks = shrinks
        if not shrinks:
            self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.full = ""
        self.set_full(text)

    def set_full(self, text: str) -> None:
        """The whole text; shown cut to the width there is."""
        if text != self.full:
            self.full = text
            self._fit()
            if self.shrinks:
                self.updateGeometry()

    def _frame(self) -> int:
        return self.width() - self.contentsRect().width()  # margins and a style's padding

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt name)
        """The whole text's width when it shrinks; else as a label's."""
        hint = super().sizeHint()
        if self.shrinks:
            hint.setWidth(self.fontMetrics().horizontalAdvance(self.full) + self._frame() + 2)
        return hint

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt name)
        """A few letters and "…" when it shrinks; else as a label's."""
        hint = super().minimumSizeHint()
        if self.shrinks:
            hint.setWidth(self.fontMetrics().horizontalAdvance("Xxx…") + self._frame())
        return hint

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt name)
        """Cut the text again to the new width."""
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        room = self.contentsRect().width()
        shown = self.fontMetrics().elidedText(self.full, Qt.TextElideMode.ElideRight, room)
        if shown != self.text():
            self.setText(shown)
            self.setToolTip(typed.tip(self.full) if shown != self.full else "")
