"""Screenshots of a tutorial card on each board (scripts/screenshots.py: tutorial_<id>), taken
on each title's shipped tutorial (resources/<id>/tutorial.json) at a step that shows the card's
parts: Glad-o-polis the first buy beside its field with the choice ringed, Stadsliv a loan with
its amount filled in, Borgata the card over the curtain on the first sealed envelopes."""

from __future__ import annotations

import time

from PySide6.QtCore import Qt
from PySide6.QtGui import QPixmap
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from stadsliv_qt.teach import tutorial
from tests.ui.shots import Shot, fresh_window, settle

AT = {"gladopolis": "buy1", "stadsliv": "loan", "borgata": "env_a"}
CLICKS = {"borgata": 1}  # Borgata: on to Ada's private page behind the curtain


def _click(target) -> None:
    """A mouse click where the card points (a button, or a place on the board's viewport)."""
    widget = target.widget
    at = target.at if target.at is not None else widget.rect().center()
    QTest.mouseClick(widget, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at)


def tutorial_shot(app: QApplication, game_id: str) -> QPixmap:
    """The tutorial's card at its step, as the learner sees it."""
    window = fresh_window(app)
    window.start_tutorial(tutorial.load(game_id), fresh=True)
    settle(app)
    guide = window.overlay
    assert guide is not None
    deadline = time.monotonic() + 20
    while guide.step.id != AT[game_id] and time.monotonic() < deadline:
        target = guide.target()
        if target is not None:
            _click(target)
        settle(app)
    for _ in range(CLICKS.get(game_id, 0)):
        settle(app, 12)
        target = guide.target()
        if target is not None:
            _click(target)
    settle(app, 12)
    guide.target()  # fills in the amount the step names
    guide.place()
    settle(app, 12)
    pix = window.grab()
    window.leave_tutorial()
    window.close()
    return pix


SHOTS: dict[str, Shot] = {
    f"tutorial_{gid}": (lambda app, gid=gid: tutorial_shot(app, gid)) for gid in AT
}
