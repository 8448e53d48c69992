"""A one-line label that cuts its text with "…" to the width it is given, the whole text then its
tooltip: a long line (a name, an auction's terms) would otherwise widen its row past the window
or run under its neighbour."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QLabel, QSizePolicy

from . import typed


class ElidedLabel(QLabel):
    """Plain text, one line, as wide as its row allows (it asks for no width of its own)."""

    def __init__(self, text: str = "") -> None:
        super().__init__()
        self.setTextFormat(Qt.TextFormat.PlainText)  # as typed, never HTML (typed.py)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.full = ""
        self.set_full(text)

    def set_full(self, text: str) -> None:
        """The whole text; shown cut to the width there is."""
        if text != self.full:
            self.full = text
            self._fit()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt name)
        """Cut the text again to the new width."""
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        shown = self.fontMetrics().elidedText(self.full, Qt.TextElideMode.ElideRight, self.width())
        if shown != self.text():
            self.setText(shown)
            self.setToolTip(typed.tip(self.full) if shown != self.full else "")
