"""Driving Borgata through the table as players do: clicks on lots, contacts, panels, the curtain."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QImage, QPainter

from stadsliv_qt.engine import Seat
from stadsliv_qt.games.borgata import BorgataGame
from stadsliv_qt.ui.titles.borgata.lot import BAND, W
from tests.engine.borgata.helpers import LAYOUT, deal_order

from ..conftest import click, settle

SEATS = (
    Seat("Anna", "#E69F00", "circle"),
    Seat("Björn", "#56B4E9", "square"),
    Seat("Çelik", "#009E73", "triangle"),
)


def new_game(seats: int = 3, seed: int = 5, **options) -> BorgataGame:
    """A game whose deal is scripted (tests/engine/borgata/helpers.py LAYOUT); not dealt yet."""
    game = BorgataGame(list(SEATS[:seats]), options, seed=seed)
    game.chance.script("shuffle:districts", deal_order(LAYOUT))
    return game


def start(qtbot, window, game: BorgataGame) -> None:
    """Put the game on the table; the deal happens by itself."""
    window.start_session(game)
    settle(qtbot, 20)


def scene_texts(scene) -> list[str]:
    """Render the whole scene offscreen, then every string painted and every tooltip."""
    image = QImage(800, 450, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    scene.render(painter)
    painter.end()
    return scene.texts()


def _click_scene(qtbot, window, item, point: QPointF) -> None:
    view = window.table.board
    at = view.mapFromScene(item.mapToScene(point))
    assert view.viewport().rect().contains(at), "the item is not on screen"
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=at)
    settle(qtbot)


def click_lot(qtbot, window, pos: tuple[int, int], family: int | None = None) -> None:
    """Click a lot's card (its band, clear of chips), or one family's member chip on it."""
    item = window.table.scene.lots[pos]
    point = QPointF(W / 2, BAND / 2)
    if family is not None:
        rect = next(r for r, f in item._chips if f == family)
        point = rect.center()
    _click_scene(qtbot, window, item, point)


def click_contact(qtbot, window, contact: str) -> None:
    """Click a contact card at the side of the city."""
    item = window.table.scene.contacts[contact]
    _click_scene(qtbot, window, item, QPointF(item.w / 2, item.h / 2))


def panel_button(window, text: str):
    """The button in the action bar's Borgata panel whose label contains `text`."""
    panel = window.table.bar.panel
    for button in panel.buttons:
        if text in button.text():
            return button
    raise AssertionError(f"no {text!r} among {[b.text() for b in panel.buttons]}")


def press(qtbot, window, text: str) -> None:
    """Click a button of the Borgata panel."""
    click(qtbot, panel_button(window, text))


def type_amount(qtbot, envelope, amount: int) -> None:
    """Pick the envelope, then enter an amount on its own keypad."""
    qtbot.mouseClick(envelope, Qt.MouseButton.LeftButton)
    settle(qtbot)
    for digit in str(amount):
        click(qtbot, envelope.keys[digit])


def seal_sheet(qtbot, window, amounts: dict[str, int]) -> None:
    """At a family's card: open the sheet, fill envelopes on their keypads, seal, Done."""
    curtain = window.table.curtain
    click(qtbot, curtain.card)
    sheet = curtain.panel
    for key, amount in amounts.items():
        type_amount(qtbot, sheet.rows[key], amount)
    click(qtbot, sheet.submit)
    click(qtbot, curtain.done_button)


def reveal(qtbot, window) -> None:
    """Everyone has sealed: show the table and the reveal."""
    click(qtbot, window.table.curtain.reveal_button)
    settle(qtbot, 10)
