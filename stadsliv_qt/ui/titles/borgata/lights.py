"""Lights over the city for the shared teaching code (docs/teaching.md): a log line under the pointer
("hover"), a tutorial card ("guide") or a choice ("choice") rings the board things it names, each
role in its own layer so that one never clears another. Refs are those of refs.py.

The halos are drawn above the lot cards and let every click through to them, so a lit lot is
still chosen by clicking it. Pictures for rule cards are rendered from the scene itself.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsObject, QGraphicsScene

from ...scenes import picture as pictures
from . import look

ROLES = ("hover", "guide", "choice")
# Per role: ring colour, ring width, dashed, wash alpha (0: none).
STYLE: dict[str, tuple[str, float, bool, int]] = {
    "hover": (look.CREAM, 6.0, False, 55),
    "guide": ("#FFFFFF", 9.0, False, 0),
    "choice": (look.GLOW, 7.0, True, 0),
}
Z = {"hover": 20.0, "choice": 21.0, "guide": 22.0}


class Halo(QGraphicsObject):
    """A ring (and a faint wash for hover) around one board thing; clicks pass through it."""

    def __init__(self, rect: QRectF, role: str) -> None:
        super().__init__()
        self.rect = QRectF(rect)
        self.role = role
        self.setZValue(Z.get(role, 20.0))
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self.setPos(0, 0)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt name)
        """The ring with room for its width."""
        return self.rect.adjusted(-24, -24, 24, 24)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        """The role's ring."""
        colour, width, dashed, wash = STYLE.get(self.role, STYLE["hover"])
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        ring = self.rect.adjusted(-6, -6, 6, 6)
        if wash:
            fill = QColor(colour)
            fill.setAlpha(wash)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(fill)
            painter.drawRoundedRect(self.rect, 10, 10)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        halo = QColor(colour)
        for extra, alpha in ((14, 50), (8, 90)):  # a soft glow outside the ring
            halo.setAlpha(alpha)
            painter.setPen(QPen(halo, width + extra))
            painter.drawRoundedRect(ring, 14, 14)
        painter.setPen(QPen(QColor(0, 0, 0, 140), width + 3))
        painter.drawRoundedRect(ring, 14, 14)
        pen = QPen(QColor(colour), width, Qt.PenStyle.DashLine if dashed else Qt.PenStyle.SolidLine)
        painter.setPen(pen)
        painter.drawRoundedRect(ring, 14, 14)


class Lights:
    """Each role's lit refs and their halos on one scene."""

    def __init__(
        self,
        scene: QGraphicsScene,
        rects: Callable[[str], list[QRectF]],
    ) -> None:
        self.scene = scene
        self.rects = rects  # every rectangle a ref lights (a family: each lot it stands on)
        self.refs: dict[str, tuple[str, ...]] = {role: () for role in ROLES}
        self.halos: dict[str, list[Halo]] = {role: [] for role in ROLES}

    def light(self, refs: Sequence[str], role: str) -> None:
        """Light these refs in this role (empty: clear the role); other roles stay as they are."""
        if role not in self.refs:
            raise ValueError(f"unknown light role {role!r}; use one of {ROLES}")
        self.refs[role] = tuple(refs)
        self.redraw(role)

    def redraw(self, role: str | None = None) -> None:
        """Place the halos again (the city changed: a family's lots follow its members)."""
        for r in (role,) if role is not None else ROLES:
            rects: list[QRectF] = []
            for ref in self.refs[r]:
                for rect in self.rects(ref):
                    if rect not in rects:
                        rects.append(rect)
            if [halo.rect for halo in self.halos[r]] == rects:
                continue  # the same rings: nothing on the board is drawn again
            for halo in self.halos[r]:
                self.scene.removeItem(halo)
            self.halos[r] = []
            for rect in rects:
                halo = Halo(rect, r)
                self.scene.addItem(halo)
                self.halos[r].append(halo)

    def lit(self, role: str) -> tuple[str, ...]:
        """The refs lit in a role."""
        return self.refs.get(role, ())

    def hidden(self) -> _Hidden:
        """A context in which no halo shows (for pictures of the plain board)."""
        return _Hidden(self)


class _Hidden:
    def __init__(self, lights: Lights) -> None:
        self.lights = lights
        self.was: list[tuple[Halo, bool]] = []

    def __enter__(self) -> None:
        for halos in self.lights.halos.values():
            for halo in halos:
                self.was.append((halo, halo.isVisible()))
                halo.setVisible(False)

    def __exit__(self, *exc: object) -> None:
        for halo, visible in self.was:
            halo.setVisible(visible)


def picture(scene: QGraphicsScene, area: QRectF, width: int, background: str) -> QPixmap | None:
    """The scene's `area` rendered `width` pixels wide (None for an empty area)."""
    if area.isEmpty() or width <= 0:
        return None
    height = max(1, round(width * area.height() / area.width()))
    pixmap = QPixmap(width, height)
    pixmap.fill(QColor(background))
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    pictures.render(scene, painter, QRectF(0, 0, width, height), area)
    painter.end()
    return pixmap
