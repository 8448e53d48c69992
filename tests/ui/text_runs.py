"""Every text a board draws, as it lands on screen: its size in screen pixels and its rectangle.

A paint engine that draws nothing and records each run of text Qt hands it, with the painter's
whole transform at that moment (the view's scale, the item's place, any painter.scale inside
paint()). Rendering the board view into it measures what the players see, whatever way an item
draws its text (QPainter.drawText in paint(), QGraphicsSimpleTextItem, QGraphicsTextItem).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPaintDevice, QPaintEngine, QPainter, QTextItem, QTransform
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsView,
    QStyleOptionGraphicsItem,
)


@dataclass(frozen=True)
class Run:
    """One run of text: its size on screen (em, px), the text, and where it lies on screen."""

    px: float
    text: str
    rect: QRectF


class _Recorder(QPaintEngine):
    def __init__(self, dpi: int) -> None:
        super().__init__(QPaintEngine.PaintEngineFeature.AllFeatures)
        self.dpi = dpi
        self.runs: list[Run] = []

    def begin(self, _device) -> bool:  # noqa: D102 (Qt's interface)
        return True

    def end(self) -> bool:  # noqa: D102
        return True

    def updateState(self, _state) -> None:  # noqa: N802, D102
        pass

    def drawPixmap(self, *_args) -> None:  # noqa: N802, D102
        pass

    def drawImage(self, *_args) -> None:  # noqa: N802, D102
        pass

    def drawPath(self, _path) -> None:  # noqa: N802, D102
        pass

    def drawPolygon(self, *_args) -> None:  # noqa: N802, D102
        pass

    def type(self) -> QPaintEngine.Type:  # noqa: D102
        return QPaintEngine.Type.User

    def drawTextItem(self, at: QPointF, item: QTextItem) -> None:  # noqa: N802
        """Note the run: size = em size times the painter's vertical scale."""
        transform: QTransform = self.painter().combinedTransform()
        f = item.font()
        em = f.pixelSize() if f.pixelSize() > 0 else f.pointSizeF() * self.dpi / 72
        scale = math.hypot(transform.m21(), transform.m22())
        local = QRectF(at.x(), at.y() - item.ascent(), item.width(), item.ascent() + item.descent())
        self.runs.append(Run(em * scale, item.text(), transform.mapRect(local)))


class _Device(QPaintDevice):
    def __init__(self, width: int, height: int, dpi: int) -> None:
        super().__init__()
        self.engine = _Recorder(dpi)
        self.dims = (width, height, dpi)

    def paintEngine(self) -> QPaintEngine:  # noqa: N802, D102
        return self.engine

    def metric(self, metric: QPaintDevice.PaintDeviceMetric) -> int:  # noqa: D102
        width, height, dpi = self.dims
        m = QPaintDevice.PaintDeviceMetric
        if metric == m.PdmDevicePixelRatioScaled:
            return int(QPaintDevice.devicePixelRatioFScale())
        values = {
            m.PdmWidth: width,
            m.PdmHeight: height,
            m.PdmWidthMM: round(width * 25.4 / dpi),
            m.PdmHeightMM: round(height * 25.4 / dpi),
            m.PdmDpiX: dpi,
            m.PdmDpiY: dpi,
            m.PdmPhysicalDpiX: dpi,
            m.PdmPhysicalDpiY: dpi,
            m.PdmDepth: 32,
            m.PdmNumColors: 1 << 24,
            m.PdmDevicePixelRatio: 1,
        }
        return values.get(metric, 0)


def _uncached(items: list[QGraphicsItem]) -> list[tuple[QGraphicsItem, QGraphicsItem.CacheMode]]:
    """Item caches would hand the engine pictures instead of text: paint directly meanwhile."""
    kept = [(item, item.cacheMode()) for item in items]
    for item, _mode in kept:
        item.setCacheMode(QGraphicsItem.CacheMode.NoCache)
    return kept


def view_runs(view: QGraphicsView) -> list[Run]:
    """Every text run the view shows now, in viewport pixels."""
    port = view.viewport()
    device = _Device(port.width(), port.height(), port.logicalDpiY())
    kept = _uncached(view.scene().items())
    painter = QPainter(device)
    view.render(painter, QRectF(0, 0, port.width(), port.height()), port.rect())
    painter.end()
    for item, mode in kept:
        item.setCacheMode(mode)
    return [r for r in device.engine.runs if r.text.strip()]


def item_runs(view: QGraphicsView, item: QGraphicsItem) -> list[Run]:
    """The text runs one item paints itself (not its children), in viewport pixels."""
    port = view.viewport()
    device = _Device(port.width(), port.height(), port.logicalDpiY())
    painter = QPainter(device)
    painter.setTransform(item.sceneTransform() * view.viewportTransform())
    option = QStyleOptionGraphicsItem()
    option.exposedRect = item.boundingRect()
    item.paint(painter, option, None)
    painter.end()
    return [r for r in device.engine.runs if r.text.strip()]
