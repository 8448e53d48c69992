"""The toy game's table, shaped like a title's table package (ui/titles/<id>/): a scene and one
panel. tests/ui/test_adding_a_title.py registers it through the `stadsliv.tables` entry point."""

from __future__ import annotations

from PySide6.QtWidgets import QGraphicsSimpleTextItem, QPushButton, QVBoxLayout

from stadsliv_qt.ui.dialogs import DecisionPanel, register
from stadsliv_qt.ui.scenes import SceneContext
from stadsliv_qt.ui.scenes.summary import SummaryScene
from tests.toy_game import Target


class ToyScene(SummaryScene):
    """The toy's board: the summary with a mark of its own, recording what the table offers."""

    def __init__(self, context: SceneContext) -> None:
        super().__init__(context)
        self.offers: list[tuple[int | None, int]] = []
        self.addItem(QGraphicsSimpleTextItem("Tärningsduell's own board"))

    def offer(self, seat, actions) -> None:
        """Remember the offer, as a scene that highlights choices would use it."""
        self.offers.append((seat, len(actions)))


@register("target", game="toy")
class TargetPanel(DecisionPanel):
    """Two targets to choose from instead of eleven buttons."""

    def __init__(self, context, parent=None) -> None:
        super().__init__(context, parent)
        lay = QVBoxLayout(self)
        self.buttons = []
        for value in (7, 11):
            button = QPushButton(f"Aim for {value}")
            pick = Target(context.seat, value)
            button.clicked.connect(lambda _=False, a=pick: self.chosen.emit(a))
            lay.addWidget(button)
            self.buttons.append(button)
        lay.addWidget(self.error)


def create_scene(context: SceneContext) -> ToyScene:
    """The table's way to the toy's board."""
    return ToyScene(context)
