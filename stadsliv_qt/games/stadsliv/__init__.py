"""Stadsliv: the elliptical city board, the banker, loans, Stadsfullmäktige and the Ödestärning."""

from .game import StadslivGame

__all__ = ["StadslivGame"]
