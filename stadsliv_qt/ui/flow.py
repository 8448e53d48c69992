"""Layout helpers: a layout that wraps widgets onto new lines, and emptying a layout."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QLayout, QLayoutItem, QWidget


class FlowLayout(QLayout):
    """Places items left to right and wraps when a line is full."""

    def __init__(self, parent: QWidget | None = None, spacing: int = 8) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self._spacing = spacing
        self._heights: dict[int, int] = {}  # height per width, until the layout is invalidated
        self.setContentsMargins(0, 0, 0, 0)

    def invalidate(self) -> None:
        """An item changed: the heights known per width are forgotten."""
        self._heights.clear()
        super().invalidate()

    def addItem(self, item: QLayoutItem) -> None:  # noqa: N802 (Qt name)
        """Qt adds widgets through here."""
        self._items.append(item)
        self._heights.clear()

    def count(self) -> int:
        """Number of items."""
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:  # noqa: N802 (Qt name)
        """Item by index, None past the end."""
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:  # noqa: N802 (Qt name)
        """Remove and return an item."""
        self._heights.clear()
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def expandingDirections(self) -> Qt.Orientation:  # noqa: N802 (Qt name)
        """Never expands on its own."""
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:  # noqa: N802 (Qt name)
        """Its height depends on the width available."""
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802 (Qt name)
        """Height needed at this width (asked many times per layout pass: measured once)."""
        height = self._heights.get(width)
        if height is None:
            height = self._heights[width] = self._place(QRect(0, 0, width, 0), dry=True)
        return height

    def setGeometry(self, rect: QRect) -> None:  # noqa: N802 (Qt name)
        """Lay the items out inside rect."""
        super().setGeometry(rect)
        self._place(rect, dry=False)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt name)
        """Preferred size: the minimum."""
        return self.minimumSize()

    def minimumSize(self) -> QSize:  # noqa: N802 (Qt name)
        """The largest item, plus margins."""
        size = QSize()
        for item in self._items:
            size = size.expandedTo(item.minimumSize())
        m = self.contentsMargins()
        return size + QSize(m.left() + m.right(), m.top() + m.bottom())

    def _place(self, rect: QRect, dry: bool) -> int:
        m = self.contentsMargins()
        area = rect.adjusted(m.left(), m.top(), -m.right(), -m.bottom())
        x, y, line = area.x(), area.y(), 0
        for item in self._items:
            if item.isEmpty():  # a hidden widget takes no place, nor a gap
                continue
            hint = item.sizeHint()
            if x + hint.width() > area.right() + 1 and line > 0:
                x = area.x()
                y += line + self._spacing
                line = 0
            if not dry:
                item.setGeometry(QRect(QPoint(x, y), hint))
            x += hint.width() + self._spacing
            line = max(line, hint.height())
        return y + line - rect.y() + m.bottom()


def clear_layout(layout: QLayout) -> None:
    """Remove and delete every widget in a layout (hidden at once, deleted later)."""
    while layout.count():
        item = layout.takeAt(0)
        if item is None:  # (never while count() is positive)
            break
        widget = item.widget()
        inner = item.layout()
        if widget is not None:
            widget.hide()
            widget.deleteLater()
        elif inner is not None:
            clear_layout(inner)
