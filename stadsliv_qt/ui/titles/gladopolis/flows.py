"""What moves on the Glad-o-polis board besides tokens and dice: money going from payer to payee
(a seat's token, the Stadtkasse, the bank in the centre) and a passed motion carried onto the
Beschlusslage (issue 18). Each runs at the animation pace of Settings, after the dice and the walk
it follows; nothing runs when animations are off; `finish()` ends them all at once.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF

from ...scenes import flight

MONEY_MS = 650  # one payment's flight at normal speed
MOTION_MS = 800  # a passed motion's way onto the Beschlusslage
GAP_MS = 120  # between two flights that follow each other


class FlowItem(flight.FlowItem):
    """A coin with an amount, or a motion card with its name (ui/scenes/flight.py)."""

    COIN = QRectF(-56, -16, 112, 32)
    CARD = QRectF(-70, -20, 140, 40)
    Z = 50.0
