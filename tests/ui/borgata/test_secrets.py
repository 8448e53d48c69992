"""BOR-27 at the table: no envelope, bid or face-down lot shows on the shared screen before its
reveal: not in a label, button, tooltip, the log, or anything the city paints."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel

from stadsliv_qt.games.borgata.actions import Place
from tests.engine.borgata.helpers import arrange

from ..conftest import all_texts, click, settle
from .drive import (
    click_contact,
    click_lot,
    new_game,
    press,
    reveal,
    scene_texts,
    seal_sheet,
    start,
)

AMOUNTS = re.compile(r"733|517|611|329|257")
OPENING = [(1, 1), (1, 3), (3, 1), (1, 2), (2, 3), (3, 3), (2, 1), (1, 3), (3, 2)]


def on_screen(window) -> list[str]:
    """Everything the table shows: widgets of every visible window, the city, the log."""
    texts = []
    for top in QApplication.topLevelWidgets():
        if top.isVisible():
            texts.extend(all_texts(top))
    texts.extend(scene_texts(window.table.scene))
    texts.extend(window.table.log.lines())
    return texts


def hidden_names(game) -> list[str]:
    """The names of every card nobody may see: face-down lots and the deck."""
    data = game.data.districts
    cards = [c for i, c in enumerate(game.cards) if c in data and not game.face_up[i]]
    cards += list(game.deck)
    return [data[c].name for c in cards] + [data[c].english for c in cards]


def leaks(window, game, log: bool = True, amounts: bool = True) -> list[str]:
    """Sealed amounts (if `amounts`) or hidden card names on screen, and in the public log."""
    names = hidden_names(game)
    found = []
    for text in on_screen(window):
        if (amounts and AMOUNTS.search(text)) or any(name in text for name in names):
            found.append(text)
    if log and amounts:
        found += [e.line() for e in game.log_for(None) if AMOUNTS.search(e.line())]
    return found


def opened(qtbot, window, seats: int = 3):
    game = new_game(seats)
    game.resolve_chance()
    for k, pos in enumerate(OPENING[: 3 * seats]):
        game.apply(Place(k % seats, pos))
    start(qtbot, window, game)
    return game


@pytest.mark.rule("BOR-27")
def test_bor27_no_envelope_amount_or_face_down_lot_on_screen_before_the_reveal(qtbot, window):
    game = opened(qtbot, window)
    curtain = window.table.curtain
    assert leaks(window, game) == []
    click(qtbot, window.table.bar.buttons[0])  # "Pass to Anna"
    for seat, amounts in enumerate(
        ({"lonnmordaren": 733}, {"livvakterna": 517, "lonnmordaren": 611}, {"informatoren": 329})
    ):
        assert curtain.seat == seat
        click(qtbot, curtain.card)
        sheet = curtain.panel
        for key, amount in amounts.items():
            env = sheet.rows[key]
            qtbot.mouseClick(env, Qt.MouseButton.LeftButton)
            for digit in str(amount):
                click(qtbot, env.keys[digit])
            assert env.field.displayText() != str(amount)  # masked while typed
        total = f"${sum(amounts.values()):,}"
        assert "●" in sheet.total.text() and total not in sheet.total.text()
        click(qtbot, sheet.submit)
        own = " ".join(label.text() for label in curtain.page.findChildren(QLabel))
        assert AMOUNTS.search(own)  # the family's own sealed envelopes, on its own page only
        click(qtbot, curtain.done_button)
        settle(qtbot)
        # the last envelope opens them all in the engine; the screen waits for the table
        assert leaks(window, game, log=seat < 2) == []
    reveal(qtbot, window)
    shown = " ".join(on_screen(window))
    assert "$733" in shown and "$611" in shown  # the common opening shows every envelope


@pytest.mark.rule("BOR-27")
def test_bor27_contract_bids_stay_sealed_and_the_named_lot_stays_face_down(qtbot, window):
    game = opened(qtbot, window)
    assert game.decision().tag == "envelopes"
    click(qtbot, window.table.bar.buttons[0])
    for _ in range(3):
        seal_sheet(qtbot, window, {})
    reveal(qtbot, window)
    window.table.scene.overlay.close_overlay()
    click_lot(qtbot, window, (0, 1))  # Stålverket's lot, face down, with a contract mark
    for k, amount in enumerate((257, 0, 0)):
        seal_sheet(qtbot, window, {"contract": amount})
        assert leaks(window, game, log=k < 2) == []
    assert window.table.scene.lots[(0, 1)].lot["members"] == [0, 0, 0]  # the table waits
    reveal(qtbot, window)
    assert game.members[1] == [1, 0, 0] and not game.face_up[1]
    assert window.table.scene.lots[(0, 1)].lot["members"] == [1, 0, 0]
    assert leaks(window, game, amounts=False) == []  # the bids are open, the lot still hidden
    assert "$257" in " ".join(on_screen(window))


@pytest.mark.rule("BOR-24")
def test_bor24_informatoren_news_only_behind_the_curtain(qtbot, window):
    game = new_game(3)
    game.resolve_chance()
    arrange(game, {(1, 1): {0: 1}, (1, 3): {1: 1}, (3, 1): {2: 1}}, holders={"informatoren": 2})
    game._phase4()
    start(qtbot, window, game)
    table = window.table
    press(qtbot, window, "Pass")
    press(qtbot, window, "Pass")
    assert game.decision().seat == 2
    click_contact(qtbot, window, "informatoren")
    down = {p for p, item in table.scene.lots.items() if item.role == "target"}
    assert (0, 2) in down and (1, 1) not in down
    click_lot(qtbot, window, (0, 2))
    assert table.scene.lots[(0, 2)].role == "marked"
    assert leaks(window, game) == []
    click_lot(qtbot, window, (1, 0))
    settle(qtbot, 20)
    curtain = table.curtain
    assert curtain.is_up and curtain.seat == 2
    assert not any(n in " ".join(all_texts(window)) for n in ("Saluhallen", "Tullagret"))
    click(qtbot, curtain.card)
    own = " ".join(label.text() for label in curtain.page.findChildren(QLabel))
    assert "Saluhallen" in own and "Tullagret" in own
    click(qtbot, curtain.done_button)
    click(qtbot, curtain.reveal_button)
    assert not curtain.is_up
    assert leaks(window, game) == []
    assert "looks in secret at C1 and A2" in " ".join(table.log.lines())
