"""A picture of the board (a rule card's, a tutorial's) leaves the board itself up to date.

Qt keeps one "changed" mark per item for all the pictures the item keeps of itself; drawing the
scene into a rule card's picture with QGraphicsScene.render() used that mark up, and the board
then showed the changed item as it was before (scenes/picture.py)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRectF
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem

from stadsliv_qt.engine import registry
from stadsliv_qt.games.stadsliv.actions import Volunteer
from stadsliv_qt.ui.rule_card import BoardPictures
from stadsliv_qt.ui.scenes import picture as pictures

from .conftest import settle


def _kassa_on_screen(window):
    board = window.table.board
    area = board.mapFromScene(window.table.scene.kassa.sceneBoundingRect()).boundingRect()
    return board.viewport().grab(area).toImage()


@pytest.mark.rule("STA-04")
def test_stadskassan_names_the_banker_although_the_banker_rule_card_drew_the_board(
    qtbot, window, monkeypatch
):
    """The first banker brings the rule card of STA-04 with its picture of the board in the
    same turn as Stadskassan's change (rule cards are on by default)."""
    window.prefs.rule_cards = True
    game = registry.get("stadsliv")(["Anna", "Björn", "Cecilia"], seed=1)
    window.start_session(game)
    settle(qtbot)
    before = _kassa_on_screen(window)
    drawn: list[float] = []
    real = pictures.render

    def counted(scene, painter, target, source, mode=None):
        drawn.append(target.width())
        return real(scene, painter, target, source, mode)

    monkeypatch.setattr(pictures, "render", counted)
    window.table.choose(Volunteer(game.decision().seat, True))
    settle(qtbot, 30)
    kassa = window.table.scene.kassa
    assert kassa.banker == 0 and kassa.bank_share == 0
    assert drawn, "the rule card of STA-04 drew the board in the same turn"
    after = _kassa_on_screen(window)
    assert after != before  # "No banker chosen yet" gave way to "Banker: Anna"


class _Probe(QGraphicsItem):
    """A small square that keeps a picture of itself, as the titles' cards and squares do."""

    def __init__(self) -> None:
        super().__init__()
        self.colour = QColor("red")
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setZValue(10_000)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt name)
        return QRectF(0, 0, 40, 40)

    def paint(self, painter, option, widget=None) -> None:
        painter.fillRect(self.boundingRect(), self.colour)


@pytest.mark.parametrize("game_id", ["stadsliv", "borgata", "gladopolis"])
def test_a_picture_of_the_board_leaves_a_changed_item_to_be_drawn_again(qtbot, window, game_id):
    game = registry.get(game_id)(["Anna", "Björn", "Cecilia"], seed=2)
    window.start_session(game)
    settle(qtbot)
    board, scene = window.table.board, window.table.scene
    probe = _Probe()
    probe.setPos(board.mapToScene(board.viewport().rect().center()))
    scene.addItem(probe)
    board.viewport().repaint()  # the view keeps a red picture of it

    def colour_on_screen() -> QColor:
        centre = board.mapFromScene(probe.sceneBoundingRect().center())
        return QColor(board.viewport().grab().toImage().pixel(centre))

    assert colour_on_screen() == QColor("red")
    probe.colour = QColor("blue")
    probe.update()  # a change of state
    picture = BoardPictures(scene).board(400)  # a rule card's picture in the same turn
    assert picture is not None and not picture.isNull()
    assert QColor(picture.toImage().pixel(_in_picture(scene, probe, picture))) == QColor("blue")
    board.viewport().repaint()
    assert colour_on_screen() == QColor("blue")


def _in_picture(scene, item, picture) -> QPoint:
    """Where the item's centre is in a picture of the whole scene (aspect ratio kept)."""
    rect = scene.sceneRect()
    scale = min(picture.width() / rect.width(), picture.height() / rect.height())
    centre = item.sceneBoundingRect().center() - rect.topLeft()
    return QPoint(round(centre.x() * scale), round(centre.y() * scale))
