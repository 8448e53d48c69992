"""Each title's table, one package per title: `titles/<game id>/` holds its scene, pieces, look,
panels and adapters.

The table finds a title's package through the `stadsliv.tables` entry point named by the game id
(pyproject.toml; engine/plugins.py reads it). Importing the package registers its panels and
adapters with `dialogs`; its `create_scene(context)` makes the board. A game without a table
package plays on the shared summary scene and the generic panels.
"""

from __future__ import annotations

from types import ModuleType

from stadsliv_qt.engine import plugins


def table(game_id: str) -> ModuleType | None:
    """The title's table package (imported now), or None if the game registers none."""
    return plugins.load(plugins.TABLES, game_id)


def tables() -> list[ModuleType]:
    """Every title's table package, imported so that their panels and adapters are registered."""
    return [module for _, module in plugins.load_all(plugins.TABLES)]
