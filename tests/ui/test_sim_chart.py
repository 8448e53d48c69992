"""stadsliv-sim --chart draws the win-rate and length charts offscreen into a PNG."""

from __future__ import annotations

from PySide6.QtGui import QImage

from stadsliv_qt import sim


def test_sim_chart_is_drawn(qapp, tmp_path, capsys):
    path = tmp_path / "balance.png"
    argv = ["stadsliv", "--bots", "medium,easy", "--seats", "2", "--games", "2", "--jobs", "1"]
    assert sim.main([*argv, "-o", "turn_limit=30", "--chart", str(path)]) == 0
    image = QImage(str(path))
    assert image.width() == 1200 and image.height() == 420
    colours = {image.pixel(x, y) for x in range(0, 1200, 25) for y in range(0, 420, 25)}
    assert len(colours) > 3  # bars, frames and text, not a blank sheet
