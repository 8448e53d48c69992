"""Glad-o-polis 2.0: the track game where votes, not money, win the election (GLA-01 to GLA-29)."""

from .game import GladopolisGame

__all__ = ["GladopolisGame"]
