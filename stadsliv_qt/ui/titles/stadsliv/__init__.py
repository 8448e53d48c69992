"""Stadsliv at the table: the elliptical board (ring, blocks, pieces, civic cards, dice tray,
Ödestärning), its panels for turns, purchases, fees and loans, and its words for shared dialogs.

Importing the package registers the panels and adapters; the scene is imported when first made.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import buy, fees, loans, turn, words  # noqa: F401 (registers the panels and adapters)
from .refs import refs_for

__all__ = ["create_scene", "refs_for"]

if TYPE_CHECKING:
    from ...scenes import BoardScene, SceneContext


def create_scene(context: SceneContext) -> BoardScene:
    """The board, built on first use so that finding the panels does not load it."""
    from .scene import create_scene as create

    return create(context)
