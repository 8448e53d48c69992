"""Room on the screen: windows at their designed size made to fit the screen they open on, and
the scrolling page a panel stands in."""

from __future__ import annotations

from PySide6.QtWidgets import QScrollArea, QWidget


def fit_size(window: QWidget, width: int, height: int, parent: QWidget | None = None) -> None:
    """Size a window as designed, but no larger than its screen's free area (a 1024x700 laptop
    screen is smaller than the rules' 1020x760), on the parent's screen when it has one."""
    room = (parent if parent is not None else window).screen().availableGeometry()
    window.resize(min(width, room.width()), min(height, room.height()))


def page_of(widget: QWidget) -> QScrollArea | None:
    """The nearest scrolling page around `widget` (None outside one): the room it has to show."""
    scroll = widget.parentWidget()
    while scroll is not None and not isinstance(scroll, QScrollArea):
        scroll = scroll.parentWidget()
    return scroll
