"""No sealed amount is readable anywhere on screen before the reveal; private lines stay private."""

from __future__ import annotations

import re

from PySide6.QtWidgets import QApplication, QLabel

from .conftest import all_texts, bar_button, click, settle, toy

SECRET = re.compile(r"\b[79]\b|You bid")


def everything_on_screen() -> list[str]:
    texts = []
    for top in QApplication.topLevelWidgets():
        if top.isVisible():  # this test's window and anything it opened
            texts.extend(all_texts(top))
    return texts


def test_no_sealed_amount_visible_before_the_reveal(qtbot, window):
    window.start_session(toy(("Anna", "Björn", "Çelik")))
    settle(qtbot)
    game = window.session.game
    click(qtbot, bar_button(window, "aims for 12"))
    game.chance.script("dice", (1, 2))
    click(qtbot, bar_button(window, "Roll"))
    settle(qtbot)
    curtain = window.table.curtain
    for seat, amount in ((0, 7), (1, 9)):
        assert curtain.seat == seat and curtain.card is not None
        click(qtbot, curtain.card)
        for digit in str(amount):
            click(qtbot, curtain.panel.keys[digit])
        assert curtain.panel.field.displayText() != str(amount)  # masked while typing
        click(qtbot, curtain.panel.submit)
        own = [lab.text() for lab in curtain.page.findChildren(QLabel)]
        assert f"You bid {amount}" in own  # the seat's private line, on its own page only
        click(qtbot, curtain.done_button)
        settle(qtbot)
        leaks = [t for t in everything_on_screen() if SECRET.search(t)]
        assert leaks == [], leaks
        assert not any(SECRET.search(e.line()) for e in game.log_for(None))
        assert not any(SECRET.search(str(v)) for v in game.view(None).values())
    assert curtain.seat == 2
    click(qtbot, curtain.card)
    click(qtbot, curtain.panel.keys["0"])
    click(qtbot, curtain.panel.submit)
    click(qtbot, curtain.done_button)
    settle(qtbot)
    assert not [t for t in everything_on_screen() if SECRET.search(t)]
    click(qtbot, curtain.reveal_button)
    settle(qtbot)
    assert "Bids opened: Anna 7, Björn 9, Çelik 0 (TOY-2)" in window.table.log.lines()
    assert not any("You bid" in line for line in window.table.log.lines())


def test_curtain_covers_the_whole_window_opaquely(qtbot, window):
    window.start_session(toy())
    settle(qtbot)
    click(qtbot, bar_button(window, "aims for 3"))
    window.session.game.chance.script("dice", (1, 1))
    click(qtbot, bar_button(window, "Roll"))
    settle(qtbot)
    curtain = window.table.curtain
    assert curtain.geometry() == window.rect()
    image = window.grab().toImage()
    corners = {image.pixelColor(x, y).name() for x, y in ((2, 2), (image.width() - 3, 2))}
    assert corners == {"#2e2721"}
    assert not window.table.isEnabled()
