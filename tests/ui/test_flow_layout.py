"""The wrapping layout of the action bar and the panels remembers its height per width between
layout passes (Qt asks several times a pass), and forgets it as soon as an item changes."""

from __future__ import annotations

from PySide6.QtWidgets import QPushButton, QWidget

from stadsliv_qt.ui.flow import FlowLayout

from .conftest import settle


def test_the_height_follows_the_items_and_their_texts(qtbot) -> None:
    holder = QWidget()
    qtbot.addWidget(holder)
    flow = FlowLayout(holder, spacing=6)
    buttons = [QPushButton("Bid 1") for _ in range(3)]
    for button in buttons:
        flow.addWidget(button)
    holder.resize(400, 200)
    holder.show()
    settle(qtbot)
    one_line = flow.heightForWidth(400)
    assert flow.heightForWidth(400) == one_line  # asked again in the same pass: the same
    buttons[0].setText("A much longer label that no longer fits on the line beside the others")
    assert flow.heightForWidth(400) > one_line  # the text changed: measured anew
    extra = QPushButton("Pass")
    flow.addWidget(extra)
    extra.show()  # (a hidden item takes no room)
    before = flow.heightForWidth(120)
    flow.removeWidget(extra)
    assert flow.heightForWidth(120) < before
