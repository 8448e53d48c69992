"""Borgata: Interregnum, the 5x5 mafia game (rules: shared/rules/borgata.md, BOR-01..BOR-27)."""

from .game import BorgataGame

__all__ = ["BorgataGame"]
