"""A scene drawn into a picture (rule cards, a title's own pictures) without spoiling the board.

Items that keep a picture of themselves (`DeviceCoordinateCache`: the cards of the civic centre,
squares, lots, fields) have one "changed" mark in Qt, shared by every device they are drawn on.
`QGraphicsScene.render()` draws such an item into a picture through its kept picture, and so
clears the mark: the board's view then never draws the item anew and shows it as it was before
the change (a Stadskassan still saying "No banker chosen yet" after the banker's rule card).
`render()` here calls each item's own `paint()` instead, the way Qt draws an item that keeps no
picture, and leaves every mark for the view.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter, QTransform
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QStyleOptionGraphicsItem


def render(
    scene: QGraphicsScene,
    painter: QPainter,
    target: QRectF,
    source: QRectF,
    mode: Qt.AspectRatioMode | None = None,
) -> None:
    """Draw the scene's `source` into `target` as QGraphicsScene.render() does (the same
    scaling, by default keeping the aspect ratio, clip, background and foreground), but every
    item painted afresh."""
    if source.isEmpty() or target.isEmpty():
        return
    if mode is None:
        mode = Qt.AspectRatioMode.KeepAspectRatio
    xs = target.width() / source.width()
    ys = target.height() / source.height()
    if mode == Qt.AspectRatioMode.KeepAspectRatio:
        xs = ys = min(xs, ys)
    elif mode == Qt.AspectRatioMode.KeepAspectRatioByExpanding:
        xs = ys = max(xs, ys)
    painter.save()
    painter.setClipRect(target, Qt.ClipOperation.IntersectClip)
    world = (
        QTransform()
        .translate(target.left(), target.top())
        .scale(xs, ys)
        .translate(-source.left(), -source.top())
    )
    world = world * painter.worldTransform()
    painter.setWorldTransform(world)
    scene.drawBackground(painter, source)
    option = QStyleOptionGraphicsItem()
    items = scene.items(
        source, Qt.ItemSelectionMode.IntersectsItemBoundingRect, Qt.SortOrder.AscendingOrder
    )
    for item in items:
        if not item.isVisible() or item.flags() & QGraphicsItem.GraphicsItemFlag.ItemHasNoContents:
            continue
        opacity = item.effectiveOpacity()
        if opacity <= 0.0:
            continue
        painter.save()
        painter.setWorldTransform(item.sceneTransform() * world)
        painter.setOpacity(opacity)
        option.exposedRect = item.boundingRect()
        item.paint(painter, option, None)
        painter.restore()
    scene.drawForeground(painter, source)
    painter.restore()
