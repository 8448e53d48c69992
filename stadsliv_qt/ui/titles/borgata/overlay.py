"""A card laid over the board (the reveal, the end): dims the city, closes with one button."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from ...reveal import COVERS_CARDS
from ...style import CARD, LINE, SEE_THROUGH


class BorgataOverlay(QWidget):
    """Covers the board view with a dim backdrop and shows one panel in a card."""

    closed = Signal()

    def __init__(self, content: QWidget, host: QWidget | None) -> None:
        super().__init__(host)
        self.setObjectName("borgataOverlay")
        self.setProperty(COVERS_CARDS, True)  # a rule card raised later stays under it
        self.content = content
        outer = QVBoxLayout(self)
        outer.setContentsMargins(28, 22, 28, 22)
        card = QFrame()
        self.card = card
        card.setObjectName("overlayCard")
        card.setStyleSheet(
            f"QFrame#overlayCard {{ background: {CARD}; border: 2px solid {LINE};"
            " border-radius: 16px; }"
        )
        body = QVBoxLayout(card)
        body.setContentsMargins(22, 16, 22, 16)
        body.setSpacing(10)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(content)
        scroll.setStyleSheet(SEE_THROUGH)
        body.addWidget(scroll, 1)
        row = QHBoxLayout()
        row.addStretch(1)
        self.extra = QHBoxLayout()
        row.addLayout(self.extra)
        self.close_button = QPushButton(self.tr("Back to the city"))
        self.close_button.setProperty("primary", True)
        self.close_button.setMinimumHeight(38)
        self.close_button.clicked.connect(self.close_overlay)
        row.addWidget(self.close_button)
        body.addLayout(row)
        outer.addStretch(1)
        outer.addWidget(card)
        outer.addStretch(1)
        for button in getattr(content, "buttons", lambda: [])():
            self.extra.addWidget(button)
        content.installEventFilter(self)  # its rows grow as they open: the card follows
        if host is not None:
            host.installEventFilter(self)
            self.setGeometry(host.rect())
        self._fit()

    def _fit(self) -> None:
        """As tall as the content needs, at most the board's height."""
        chrome = 16 + 16 + 10 + 44
        want = self.content.sizeHint().height()
        lay = self.content.layout()
        inner = self.width() - 28 * 2 - 22 * 2 - 4  # the card's margins and border
        if lay is not None and lay.hasHeightForWidth() and inner > 100:
            want = max(want, lay.totalHeightForWidth(inner))  # wrapped lines, as laid out
        want += chrome
        room = max(200, self.height() - 44)
        self.card.setFixedHeight(min(want, room))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt name)
        """Follow the board's size and the content's."""
        if (
            watched is self.parent()
            and isinstance(watched, QWidget)
            and event.type() == QEvent.Type.Resize
        ):
            self.setGeometry(watched.rect())
            self._fit()
        elif watched is self.content and event.type() == QEvent.Type.LayoutRequest:
            self._fit()
        return False

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt name)
        """The dimmed city behind the card."""
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor(20, 15, 12, 160))

    def keyPressEvent(self, event) -> None:  # noqa: N802 (Qt name)
        """Escape closes."""
        if event.key() == Qt.Key.Key_Escape:
            self.close_overlay()
        else:
            super().keyPressEvent(event)

    def close_overlay(self) -> None:
        """Take the card away."""
        self.hide()
        self.closed.emit()
        self.deleteLater()
