"""No class of the table hides a Qt method with an attribute (issue 12: hovering a token crashed).

The check itself is proven on synthetic classes here, so that a new `self.shape = "circle"` fails.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsObject, QMainWindow, QWidget

from tests.ui.qt_shadowing import import_all, project_qt_classes, shadowing


class _StringShape(QGraphicsObject):
    """The bug as it was: a token keeping its shape name in `self.shape`."""

    def __init__(self) -> None:
        super().__init__()
        self.shape = "circle"

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt name)
        """A small square."""
        return QRectF(0, 0, 10, 10)

    def paint(self, painter, option, widget=None) -> None:
        """Nothing to draw."""


class _Many(QWidget):
    """Every other way of hiding a Qt member."""

    pos = (0, 0)  # class attribute

    def __init__(self) -> None:
        super().__init__()
        self.layout: dict[str, int] = {}  # annotated
        self.rect, self.plain = QRectF(), 1  # tuple target
        self.font += ""  # augmented
        setattr(self, "size", 3)  # noqa: B010 (the case under test)

    @property
    def update(self) -> int:
        """A property named like a Qt method."""
        return 1

    def render(self) -> None:
        """A method named like Qt's render() that takes none of its arguments."""


class _Fine(QMainWindow):
    """Overrides that keep Qt's signatures, and names Qt does not use."""

    def __init__(self) -> None:
        super().__init__()
        self.menu_actions: dict[str, int] = {}
        self.token_shape = "circle"

    def setCentralWidget(self, widget: QWidget) -> None:  # noqa: N802 (Qt name)
        """Same arguments as Qt's."""
        super().setCentralWidget(widget)

    def closeEvent(self, event) -> None:  # noqa: N802 (Qt name)
        """Same arguments as Qt's."""
        super().closeEvent(event)


def test_the_check_finds_a_string_in_self_shape() -> None:
    problems = shadowing(_StringShape)
    assert len(problems) == 1 and "self.shape" in problems[0], problems


def test_the_check_finds_class_attributes_properties_and_every_kind_of_assignment() -> None:
    text = "\n".join(shadowing(_Many))
    for name in ("'pos'", "self.layout", "self.rect", "self.font", "self.size", "'update'"):
        assert name in text, (name, text)
    assert "render() overrides Qt's render() but does not take its arguments" in text
    assert "plain" not in text


def test_the_check_lets_faithful_overrides_and_other_names_pass() -> None:
    assert shadowing(_Fine) == []


def test_no_class_of_the_table_hides_a_qt_member() -> None:
    modules = import_all("stadsliv_qt.ui")
    classes = project_qt_classes("stadsliv_qt.")
    names = {c.__qualname__ for c in classes}
    # the walk really reaches the boards' items, the table and the window
    assert {"TokenItem", "PieceItem", "FieldItem", "LotItem", "Table", "MainWindow"} <= names
    assert len(modules) > 50 and len(classes) > 60
    problems = [p for cls in classes for p in shadowing(cls)]
    assert problems == [], "\n".join(problems)
