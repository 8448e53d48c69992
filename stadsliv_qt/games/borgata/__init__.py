"""Borgata: Interregnum, the 5x5 mafia game (rules: shared/rules/borgata.md, BOR-01..BOR-27)."""

from stadsliv_qt.engine import registry

from .game import BorgataGame

registry.register(BorgataGame)

__all__ = ["BorgataGame"]
