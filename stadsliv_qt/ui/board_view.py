"""The board area: a QGraphicsView with zoom (wheel, menu), pan (drag) and fit."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter, QWheelEvent
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView

STEP = 1.2
MIN_SCALE, MAX_SCALE = 0.1, 8.0


class BoardView(QGraphicsView):
    """Shows the game's scene; keeps it fitted until the players zoom by hand."""

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("board")
        # no SmoothPixmapTransform: the board draws no pixmap of its own at a scale, and with it
        # Qt copied every cached item's picture through its filtering path (a whole Borgata
        # board 7 ms instead of 2 ms of CPU, the pixels the same)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.setDragMode(QGraphicsView.DragMode.ScrollHandDrag)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.fitted = True

    def setScene(self, scene: QGraphicsScene | None) -> None:  # noqa: N802 (Qt name)
        """Show a scene and fit it."""
        super().setScene(scene)
        # a scene that paints its whole exposed rect (a background brush, or a drawBackground of
        # its own, as every title's has) needs no fill of the viewport first: one fill of the
        # board's dirty area per paint, not two; any other scene, or none, gets the fill
        opaque = scene is not None and _paints_background(scene)
        self.viewport().setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, opaque)
        self.viewport().setAutoFillBackground(not opaque)
        if scene is None:
            return
        scene.sceneRectChanged.connect(lambda _r: self.fit() if self.fitted else None)
        self.fit()

    def zoom(self, factor: float) -> None:
        """Zoom by a factor, within sensible limits."""
        current = self.transform().m11()
        factor = max(MIN_SCALE / current, min(MAX_SCALE / current, factor))
        self.scale(factor, factor)
        self.fitted = False
        self._tell_scale()

    def zoom_in(self) -> None:
        """One step closer."""
        self.zoom(STEP)

    def zoom_out(self) -> None:
        """One step further away."""
        self.zoom(1 / STEP)

    def fit(self) -> None:
        """Show the whole board."""
        if self.scene() is not None:
            self.fitInView(self.scene().sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
        self.fitted = True
        self._tell_scale()

    def _tell_scale(self) -> None:
        """Board texts are sized for the scale they are seen at (scenes/legible.py)."""
        told = getattr(self.scene(), "set_view_scale", None)
        if callable(told):
            told(self.transform().m11())

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802 (Qt name)
        """The wheel zooms; with Shift or Alt it scrolls."""
        if event.modifiers() & (
            Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.AltModifier
        ):
            super().wheelEvent(event)
            return
        delta = event.angleDelta().y()
        if delta:
            self.zoom(STEP ** (delta / 120))
        event.accept()

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt name)
        """Stay fitted while the players have not zoomed."""
        super().resizeEvent(event)
        if self.fitted:
            self.fit()


def _paints_background(scene: QGraphicsScene) -> bool:
    """Whether the scene itself paints every exposed pixel (its brush, or its own drawBackground)."""
    if scene.backgroundBrush().style() != Qt.BrushStyle.NoBrush:
        return True
    return type(scene).drawBackground is not QGraphicsScene.drawBackground
