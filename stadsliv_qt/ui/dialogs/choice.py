"""The generic private choice: one button per legal action, as the engine describes it."""

from __future__ import annotations

from PySide6.QtWidgets import QPushButton, QScrollArea, QVBoxLayout, QWidget

from . import DecisionPanel, PanelContext


class ChoicePanel(DecisionPanel):
    """Lists the seat's legal actions; a click chooses one."""

    def __init__(self, context: PanelContext, parent: QWidget | None = None) -> None:
        super().__init__(context, parent)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        box = QWidget()
        lay = QVBoxLayout(box)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(6)
        self.buttons: list[QPushButton] = []
        for action in context.actions:
            button = QPushButton(action.describe())
            button.clicked.connect(lambda _=False, a=action: self.chosen.emit(a))
            lay.addWidget(button)
            self.buttons.append(button)
        lay.addStretch(1)
        if len(context.actions) > 8:
            scroll = QScrollArea()
            scroll.setWidgetResizable(True)
            scroll.setWidget(box)
            scroll.setMinimumHeight(280)
            outer.addWidget(scroll)
        else:
            outer.addWidget(box)
        outer.addWidget(self.error)
