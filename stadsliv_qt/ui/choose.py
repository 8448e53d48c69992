"""Which scene and which decision panel the table puts up for a game.

A title's own (its table package under ui/titles/, or one registered by a test) comes first; a
game without one gets the shared readable summary and the generic panels. Kept apart from
`scenes` and `dialogs` so that their base classes never import the panels built on them.
"""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from .dialogs import DecisionPanel, PanelContext, amount_spec, lookup
from .dialogs.amount import AmountPanel
from .dialogs.choice import ChoicePanel
from .scenes import BoardScene, SceneContext, factory_for
from .scenes.summary import SummaryScene


def create_scene(context: SceneContext) -> BoardScene:
    """The game's own scene, or the readable summary of the public view."""
    factory = factory_for(context.game_id)
    if factory is not None:
        return factory(context)
    return SummaryScene(context)


def create_panel(context: PanelContext, parent: QWidget | None = None) -> DecisionPanel:
    """The registered panel for the decision's tag, else a generic one."""
    entry = lookup(context.game.info.id, context.decision.tag)
    if entry is not None:
        return entry.factory(context, parent)
    spec = amount_spec(context.actions)
    if spec is not None and context.private:
        return AmountPanel(context, spec, parent)
    return ChoicePanel(context, parent)
