"""Borgata's board draws again only what changed (issue 15, the table's turn): a refresh that
changes nothing redraws no card, lighting lots or contact cards for a choice redraws only their
lights (the cards beneath keep their pictures), and the lights are pictures shared by every lot."""

from __future__ import annotations

from collections import Counter

import pytest

from stadsliv_qt.ui.titles.borgata import lot as lot_module
from stadsliv_qt.ui.titles.borgata import side as side_module

from ..conftest import settle
from .drive import new_game, start


@pytest.fixture
def painted(monkeypatch):
    """Counts the paints of lot cards, contact cards and the standing panel."""
    counts: Counter[str] = Counter()
    for cls, name in (
        (lot_module.LotItem, "lot"),
        (side_module.ContactItem, "contact"),
        (side_module.RaceBoard, "standing"),
        (lot_module._Halo, "halo"),
        (side_module._Glow, "glow"),
    ):
        original = cls.paint

        def paint(self, painter, option, widget=None, _original=original, _name=name):
            counts[_name] += 1
            return _original(self, painter, option, widget)

        monkeypatch.setattr(cls, "paint", paint)
    return counts


def test_a_refresh_that_changes_nothing_redraws_no_card(qtbot, window, painted) -> None:
    start(qtbot, window, new_game(3))
    settle(qtbot, 20)
    window.table.board.viewport().repaint()
    painted.clear()
    window.table.refresh([])
    settle(qtbot, 20)
    window.table.board.viewport().repaint()
    assert painted["lot"] == painted["contact"] == painted["standing"] == 0


def test_lighting_lots_and_contacts_redraws_only_their_lights(qtbot, window, painted) -> None:
    start(qtbot, window, new_game(3))
    settle(qtbot, 20)
    scene = window.table.scene
    window.table.board.viewport().repaint()
    painted.clear()
    lots = list(scene.lots.values())
    for k, item in enumerate(lots):
        item.set_role("target" if k % 3 == 0 else None, dim=True)  # a choice: the rest veiled
    for card in scene.contacts.values():
        card.set_role("target")
    settle(qtbot)
    window.table.board.viewport().repaint()
    assert painted["lot"] == 0 and painted["contact"] == 0  # the cards keep their pictures
    assert painted["halo"] >= len(lots) and painted["glow"] >= 1
    for card in scene.contacts.values():
        card.set_role(None)
    settle(qtbot)
    assert not any(card.glow.isVisible() for card in scene.contacts.values())


def test_every_lot_shares_one_picture_per_light(qtbot, window) -> None:
    start(qtbot, window, new_game(3))
    settle(qtbot, 20)
    lot_module._PICTURES.clear()
    for item in window.table.scene.lots.values():
        item.set_role(None, dim=True)
    settle(qtbot)
    window.table.board.viewport().repaint()
    veils = [key for key in lot_module._PICTURES if key[0] is None and key[1]]
    assert len(veils) == 1  # 25 veiled lots, one picture at this scale
