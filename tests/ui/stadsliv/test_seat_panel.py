"""Stadsliv on the shared seat panels: the banker wears the ring."""

from __future__ import annotations

import pytest

from stadsliv_qt.ui.panels import SeatPanel


@pytest.mark.rule("STA-04")
def test_sta04_the_bankers_panel_wears_the_ring(qtbot):
    panel = SeatPanel(0, "Anna", "#E69F00", "circle")
    qtbot.addWidget(panel)
    panel.show()
    panel.update_row({"name": "Anna", "money_text": "10 poäng", "notes": ["banker"]})
    assert panel.ring.isVisible() and "STA-04" in panel.ring.toolTip()
    panel.update_row({"name": "Anna", "money_text": "10 poäng", "notes": []})
    assert not panel.ring.isVisible()
