"""The one button a person presses behind the curtain: shared by the long-game test and the table
benchmarks, so both walk the curtain the same way."""

from __future__ import annotations

import random
from typing import Any


def press_curtain(window: Any, rng: random.Random) -> bool:
    """Behind the curtain, the one button a person would press next; True if that applied a
    private choice (the curtain must be up)."""
    curtain = window.table.curtain
    if curtain.card is not None:
        curtain.card.clicked.emit()
    elif curtain.panel is not None:
        game = window.session.game
        curtain.panel.chosen.emit(rng.choice(game.legal_actions(curtain.seat)))
        return True
    elif curtain.done_button is not None:
        curtain.done_button.click()
    elif curtain.reveal_button is not None:
        curtain.reveal_button.click()
    return False
