"""Odds at a glance (issue 18): where one die or two can take a piece, and how likely each is.

Pure arithmetic on the ring (no Qt), so the numbers are tested on their own; the scene shades
the squares with them before a roll (STA-06), so the choice of one die or two is informed.
"""

from __future__ import annotations

from fractions import Fraction


def reach(start: int, length: int, dice: int) -> dict[int, Fraction]:
    """The squares a roll of one die or two dice reaches from `start`, with their chances."""
    if dice not in (1, 2):
        raise ValueError("Stadsliv rolls one die or two (STA-06).")
    sums: dict[int, Fraction] = {}
    if dice == 1:
        for a in range(1, 7):
            sums[a] = Fraction(1, 6)
    else:
        for a in range(1, 7):
            for b in range(1, 7):
                sums[a + b] = sums.get(a + b, Fraction(0)) + Fraction(1, 36)
    out: dict[int, Fraction] = {}
    for steps, p in sums.items():
        square = (start + steps) % length
        out[square] = out.get(square, Fraction(0)) + p
    return out


def passes_start(start: int, length: int, dice: int) -> Fraction:
    """The chance that the roll passes (or reaches) Start, paying varvslön (STA-10)."""
    return sum(
        (p for steps, p in _sums(dice).items() if start + steps >= length), start=Fraction(0)
    )


def _sums(dice: int) -> dict[int, Fraction]:
    return {steps: p for steps, p in reach(0, 10_000, dice).items()}
