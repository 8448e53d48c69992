"""The generic private amount entry: a masked field and a keypad, so onlookers see nothing.

Any whole amount can be entered; the engine's check() refuses what the rules do not allow and its
sentence is shown here, so the panel never needs to know a game's limits.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter, QPalette, QRegularExpressionValidator
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from .. import typed, words
from ..style import pt, repolish
from . import AmountSpec, DecisionPanel, PanelContext


def contiguous_high(context: PanelContext, spec: AmountSpec) -> int | None:
    """The highest amount when the engine lists every amount in the range, else None."""
    values = {
        getattr(a, spec.field)
        for a in context.actions
        if type(a) is type(spec.template) and isinstance(getattr(a, spec.field, None), int)
    }
    count = (spec.high - spec.low) // max(1, spec.step) + 1
    return spec.high if len(values) == count else None


MASK = "••••"  # what a masked field shows for any amount: never one mark per digit


class MaskedField(QLineEdit):
    """A field for whole amounts that shows the same mark for any amount, whatever its length.

    A password field draws one dot per digit, so a neighbour can read how big a bid is. Here the
    digits are not drawn at all (NoEcho); once anything is typed the field paints MASK instead.
    """

    def __init__(self, digits: int, mask: str = MASK, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.mark = mask
        self._masked = True
        self.setEchoMode(QLineEdit.EchoMode.NoEcho)
        self.setValidator(QRegularExpressionValidator(rf"\d{{0,{digits}}}", self))
        self.textChanged.connect(lambda _t: self.update())

    @property
    def masked(self) -> bool:
        """True while the amount is hidden."""
        return self._masked

    def set_masked(self, masked: bool) -> None:
        """Hide the amount behind the mark, or show its digits (only while asked)."""
        self._masked = masked
        mode = QLineEdit.EchoMode.NoEcho if masked else QLineEdit.EchoMode.Normal
        self.setEchoMode(mode)
        self.update()

    def shown_text(self) -> str:
        """What the field shows: the mark, the digits while unmasked, or nothing when empty."""
        if not self.text():
            return ""
        return self.mark if self._masked else self.text()

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt name)
        """The field as usual (its placeholder when empty), then the mark over it."""
        super().paintEvent(event)
        if not (self._masked and self.text()):
            return
        painter = QPainter(self)
        painter.setPen(self.palette().color(QPalette.ColorRole.Text))
        margins = self.textMargins()
        rect = self.contentsRect().adjusted(
            margins.left() + 6, margins.top(), -margins.right() - 6, -margins.bottom()
        )
        align = self.alignment() & Qt.AlignmentFlag.AlignHorizontal_Mask
        painter.drawText(rect, align | Qt.AlignmentFlag.AlignVCenter, self.mark)
        painter.end()


class AmountPanel(DecisionPanel):
    """A masked amount field with a keypad, plus buttons for the other legal actions."""

    def __init__(
        self, context: PanelContext, spec: AmountSpec, parent: QWidget | None = None
    ) -> None:
        super().__init__(context, parent)
        self.spec = spec
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(8)
        hint = typed.label(self.tr("Enter your amount. It stays hidden on screen."))
        hint.setProperty("role", "muted")
        hint.setWordWrap(True)
        lay.addWidget(hint)
        self.limit = contiguous_high(context, spec)
        if self.limit is not None:
            limits = typed.label(
                self.tr("Any amount from {low} to {high}.").format(low=spec.low, high=self.limit)
            )
            limits.setProperty("role", "muted")
            lay.addWidget(limits)

        row = QHBoxLayout()
        self.field = MaskedField(9)
        self.field.setPlaceholderText(self.tr("amount"))
        self.field.setAlignment(Qt.AlignmentFlag.AlignRight)
        self.field.setStyleSheet(f"QLineEdit {{ font-size: {pt(20)}; min-height: 46px; }}")
        self.field.textChanged.connect(self._update)
        self.field.returnPressed.connect(self._submit)
        row.addWidget(self.field, 1)
        self.peek = QPushButton(self.tr("Show"))
        self.peek.setToolTip(self.tr("Hold to check what you typed"))
        self.peek.pressed.connect(lambda: self.field.set_masked(False))
        self.peek.released.connect(lambda: self.field.set_masked(True))
        row.addWidget(self.peek)
        lay.addLayout(row)

        grid = QGridLayout()
        grid.setSpacing(6)
        self.keys: dict[str, QPushButton] = {}
        labels = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "C", "0", "⌫"]
        for i, label in enumerate(labels):
            key = QPushButton(label)
            key.setMinimumSize(64, 48)
            key.setStyleSheet(f"font-size: {pt(15)};")
            key.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            key.clicked.connect(lambda _=False, k=label: self._key(k))
            grid.addWidget(key, i // 3, i % 3)
            self.keys[label] = key
        self.keys["C"].setToolTip(self.tr("Clear"))
        self.keys["⌫"].setToolTip(self.tr("Delete the last digit"))
        lay.addLayout(grid)

        self.submit = QPushButton(self.tr("Seal"))
        self.submit.setProperty("primary", True)
        self.submit.setMinimumHeight(46)
        self.submit.clicked.connect(self._submit)
        lay.addWidget(self.submit)
        self.other_buttons: list[QPushButton] = []
        for action in spec.others:
            button = QPushButton(words.label(action))
            button.clicked.connect(lambda _=False, a=action: self.chosen.emit(a))
            lay.addWidget(button)
            self.other_buttons.append(button)
        lay.addWidget(self.error)
        self._update()
        self.field.setFocus()

    def _key(self, key: str) -> None:
        text = self.field.text()
        if key == "C":
            text = ""
        elif key == "⌫":
            text = text[:-1]
        elif len(text) < 9:
            text = (text + key).lstrip("0") or "0"
        self.field.setText(text)

    def _update(self) -> None:
        self.submit.setEnabled(bool(self.field.text()))
        self.error.hide()
        repolish(self.submit)

    def _submit(self) -> None:
        text = self.field.text()
        if not text:
            return
        amount = int(text)  # the engine refuses what is too much, with its sentence
        self.chosen.emit(self.spec.make(amount))

    def clear(self) -> None:
        """Forget the typed amount (after it was sealed)."""
        self.field.clear()

    def entry_field(self) -> QWidget:
        """Digits typed on the keyboard go to the amount field at once."""
        return self.field

    def sealed_summary(self) -> str:
        """Only that the amount is in."""
        return self.tr("Your amount is sealed. Nobody sees it before the reveal.")
