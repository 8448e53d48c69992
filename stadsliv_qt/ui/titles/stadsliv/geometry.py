"""Where everything sits on the elliptical Stadsliv board: the ring, the city's two rows, the centre.

All shapes come from concentric ellipses whose two semi-axes shrink by the same depth, so the ring
of squares, the ring roads and the city's rows keep an even width all round. Squares are spread
by arc length (equal widths); a block of the city lies straight inward of its own square, which
is how a player finds the block of a square and the square of a block.
"""

from __future__ import annotations

import bisect
import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF
from PySide6.QtGui import QPainterPath, QPolygonF

A, B = 800.0, 452.0  # the board's outer semi-axes, in scene units
RING = 66.0  # depth of the ring of activity squares
ROW1 = (80.0, 150.0)  # the city's outer row of blocks, as depths from the board's edge
ROW2 = (160.0, 230.0)  # the inner row
CENTRE = 242.0  # the city centre: Stadshuset, Stadskassan, the dice tray
SAMPLES = 2048


def point(t: float, depth: float = 0.0) -> QPointF:
    """The point at parameter t on the ellipse shrunk by `depth` on both axes."""
    return QPointF((A - depth) * math.cos(t), (B - depth) * math.sin(t))


def ellipse_path(depth: float) -> QPainterPath:
    """The ellipse shrunk by `depth`, as a path."""
    path = QPainterPath()
    path.addEllipse(QPointF(0, 0), A - depth, B - depth)
    return path


def band_path(outer: float, inner: float) -> QPainterPath:
    """The band between two shrunk ellipses."""
    return ellipse_path(outer).subtracted(ellipse_path(inner))


@dataclass(frozen=True)
class Cell:
    """One ring square's place: its outline, its centre, and where its parameter range lies."""

    index: int
    t0: float
    t1: float
    polygon: QPolygonF
    centre: QPointF
    outward: QPointF  # unit vector pointing off the board


class Ring:
    """The ring of `length` squares, Start at the bottom centre, play running clockwise."""

    def __init__(self, length: int) -> None:
        self.length = length
        self._ts: list[float] = []
        self._arc: list[float] = []
        start = math.pi / 2
        total = 0.0
        prev = point(start)
        for k in range(SAMPLES + 1):
            t = start + 2 * math.pi * k / SAMPLES
            p = point(t)
            total += math.hypot(p.x() - prev.x(), p.y() - prev.y())
            self._ts.append(t)
            self._arc.append(total)
            prev = p
        self.perimeter = total
        step = total / length
        self.cells = [self._cell(i, step) for i in range(length)]

    def t_at(self, arc: float) -> float:
        """The parameter at a given arc length from Start's centre (any real number)."""
        laps, arc = divmod(arc, self.perimeter)
        k = bisect.bisect_left(self._arc, arc)
        k = min(max(k, 1), SAMPLES)
        a0, a1 = self._arc[k - 1], self._arc[k]
        f = 0.0 if a1 == a0 else (arc - a0) / (a1 - a0)
        t = self._ts[k - 1] + f * (self._ts[k] - self._ts[k - 1])
        return t + 2 * math.pi * laps

    def t_of(self, index: float) -> float:
        """The parameter of a square's centre; fractional indexes lie between squares."""
        return self.t_at(index * self.perimeter / self.length)

    def _cell(self, i: int, step: float) -> Cell:
        t0 = self.t_at((i - 0.5) * step)
        t1 = self.t_at((i + 0.5) * step)
        if t1 < t0:
            t1 += 2 * math.pi
        poly = arc_polygon(t0, t1, 0.0, RING)
        tc = self.t_of(i)
        c = point(tc, RING / 2)
        n = QPointF(B * math.cos(tc), A * math.sin(tc))
        size = math.hypot(n.x(), n.y()) or 1.0
        return Cell(i, t0, t1, poly, c, QPointF(n.x() / size, n.y() / size))

    def row_of(self, index: int) -> tuple[float, float]:
        """The depths of the city row a block of this square lies in (alternating rows)."""
        return ROW1 if index % 2 == 0 else ROW2

    def block_polygon(self, index: int, inset: float = 4.0) -> QPolygonF:
        """A block's outline: its row, from the middle of the square before to the one after."""
        lo, hi = self.row_of(index)
        t0 = self.t_of(index - 1)
        t1 = self.t_of(index + 1)
        if t1 < t0:
            t1 += 2 * math.pi
        mid = (lo + hi) / 2
        # an inset measured in scene units along the row, converted to parameter
        speed = math.hypot((A - mid) * math.sin(self.t_of(index)), (B - mid)) or 1.0
        dt = inset / max(speed, 1.0)
        return arc_polygon(t0 + dt, t1 - dt, lo + inset / 2, hi - inset / 2)

    def block_centre(self, index: int) -> QPointF:
        """The centre of a block of this square."""
        lo, hi = self.row_of(index)
        return point(self.t_of(index), (lo + hi) / 2)

    def along(self, start: int, steps: int) -> list[QPointF]:
        """The centres a piece passes through, square by square, for `steps` squares."""
        return [self.cells[(start + k) % self.length].centre for k in range(1, steps + 1)]


def arc_polygon(t0: float, t1: float, outer: float, inner: float, pieces: int = 6) -> QPolygonF:
    """The curved quad between two shrunk ellipses and two parameters."""
    pts = [point(t0 + (t1 - t0) * k / pieces, outer) for k in range(pieces + 1)]
    pts += [point(t1 - (t1 - t0) * k / pieces, inner) for k in range(pieces + 1)]
    return QPolygonF(pts)
