"""Borgata: Interregnum at the table: the city at night (scene, lots, contacts, effects), the
envelope sheet and the reveal, the action bar's panels, and how the end screen reads the game.

Importing the package registers the panels and adapters; the scene is imported when first made.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import adapters, bar, sheet  # noqa: F401 (registers the panels and adapters)
from .refs import refs_for

__all__ = ["create_scene", "refs_for"]

if TYPE_CHECKING:
    from ...scenes import BoardScene, SceneContext


def create_scene(context: SceneContext) -> BoardScene:
    """The city, built on first use so that finding the panels does not load the board."""
    from .scene import create_scene as create

    return create(context)
