"""Screenshots of a tutorial card on each board (scripts/screenshots.py: tutorial_<id>), taken
on our small tutorials (tests/ui/small_tutorials.py) at a step that shows the card's parts:
Glad-o-polis the buy beside its field with the choice ringed, Stadsliv a loan with its amount
filled in, Borgata the card over the curtain on a sealed entry."""

from __future__ import annotations

import time

from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QApplication

from tests.ui.shots import Shot, fresh_window, settle
from tests.ui.small_tutorials import small

AT = {"gladopolis": "buy", "stadsliv": "loan", "borgata": "seal"}
CLICKS = {"borgata": 1}  # Borgata: on to Ada's private page behind the curtain


def tutorial_shot(app: QApplication, game_id: str) -> QPixmap:
    """The tutorial's card at its step, as the learner sees it."""
    window = fresh_window(app)
    window.start_tutorial(small(game_id), fresh=True)
    settle(app)
    guide = window.overlay
    assert guide is not None
    scene = window.table.scene if window.table is not None else None
    fields = getattr(scene, "fields", None)
    if fields and not hasattr(type(scene), "anchor_rect"):  # until h18-gla's refs are merged
        by_index = {item.index: item for item in fields}
        scene.anchor_rect = lambda ref: (
            by_index[int(ref[6:])].sceneBoundingRect() if ref.startswith("field:") else None
        )
    deadline = time.monotonic() + 20
    while guide.step.id != AT[game_id] and time.monotonic() < deadline:
        target = guide.target()
        if target is not None:
            target.widget.click()  # (a real pointer in tests/ui/test_tutorial.py)
        settle(app)
    for _ in range(CLICKS.get(game_id, 0)):
        settle(app, 12)
        target = guide.target()
        if target is not None:
            target.widget.click()
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
