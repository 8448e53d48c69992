"""A small QPainter line chart: one line per seat over the game (money, votes, points …).

The session samples each seat's money and score at every turn change (`Sampler`); the end screen
draws them. A game's score comes from `view(None)["players"][i]["score"]` when the view has it,
else from a registered "score" adapter `fn(game, view) -> list[int]` (common.register_adapter;
`view` is the public view of now, so that the adapter need not compute it again). A
"turn" adapter `fn(game, view) -> key` says when to sample (Borgata: once per round), and a
"score_title" adapter `fn() -> str` names the score chart.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from stadsliv_qt.engine import Game

from . import tokens, words
from .style import CARD, INK, LINE, MUTED


@dataclass
class Series:
    """Samples of one value per seat over time; `keys` say when (e.g. the turn number)."""

    keys: list[Any] = field(default_factory=list)
    money: list[list[int]] = field(default_factory=list)
    score: list[list[int]] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON form (kept beside the autosave)."""
        return {"keys": self.keys, "money": self.money, "score": self.score}

    @classmethod
    def from_dict(cls, data: Any, seats: int) -> Series:
        """Strict inverse of to_dict; an unreadable record gives an empty series."""
        try:
            keys, money, score = list(data["keys"]), data["money"], data["score"]
            ok = len(keys) == len(money) == len(score) and all(
                len(row) == seats and all(isinstance(v, int) for v in row)
                for row in [*money, *score]
            )
        except (KeyError, TypeError):
            return cls()
        return cls(keys, [list(r) for r in money], [list(r) for r in score]) if ok else cls()


def score_of(game: Game, view: dict[str, Any]) -> list[int]:
    """Each seat's score now: from the view, or the game's score adapter, else zeros."""
    players = view.get("players")
    n = len(game.seats)
    if isinstance(players, list) and len(players) == n:
        values = [p.get("score") if isinstance(p, dict) else None for p in players]
        scores = [v for v in values if isinstance(v, int)]
        if len(scores) == len(values):
            return scores
    from .dialogs.common import adapter

    fn = adapter("score", game.info.id)
    if fn is not None:
        return [int(v) for v in fn(game, view)]
    return [0] * n


def money_of(game: Game, view: dict[str, Any]) -> list[int]:
    """Each seat's money in the public view (0 where the view has none)."""
    players = view.get("players")
    n = len(game.seats)
    if isinstance(players, list) and len(players) == n:
        return [int(p.get("money") or 0) if isinstance(p, dict) else 0 for p in players]
    return [0] * n


def turn_key(game: Game, view: dict[str, Any]) -> Any:
    """When to sample: the game's "turn" adapter, the view's turn number, else seat and round."""
    from .dialogs.common import adapter

    fn = adapter("turn", game.info.id)
    if fn is not None:
        return fn(game, view)
    for key in ("turn", "turn_no", "turns"):
        if isinstance(view.get(key), int):
            return view[key]
    current = view.get("current")
    rnd = view.get("round")
    if isinstance(current, int):
        return [rnd if isinstance(rnd, int) else 0, current]
    return len(game.log)


class Sampler:
    """Samples money and score at each turn change, forgets samples an undo took back."""

    def __init__(self, series: Series | None = None) -> None:
        self.series = series or Series()

    def sample(self, game: Game, force: bool = False, view: dict[str, Any] | None = None) -> bool:
        """Add a sample if the turn changed (or `force`); True if one was added. `view`: the
        public view of now, when the caller has it."""
        view = game.view(None) if view is None else view
        key = turn_key(game, view)
        keys = self.series.keys
        if keys and keys[-1] == key and not force:
            return False
        money, score = money_of(game, view), score_of(game, view)
        if keys and keys[-1] == key:
            self.series.money[-1], self.series.score[-1] = money, score
            return True
        keys.append(key)
        self.series.money.append(money)
        self.series.score.append(score)
        return True

    def rewind(self, game: Game) -> None:
        """After an undo: drop samples of turns that no longer happened."""
        key = turn_key(game, game.view(None))
        s = self.series
        while s.keys and _after(s.keys[-1], key):
            s.keys.pop()
            s.money.pop()
            s.score.pop()


def _after(a: Any, b: Any) -> bool:
    try:
        return a > b
    except TypeError:
        return False


class LineChart(QWidget):
    """Lines per seat with a light grid, y labels and a legend; drawn with QPainter."""

    def __init__(self, title: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = title
        self.setToolTip(title)  # the whole title where the chart is too narrow for it
        self.lines: list[tuple[str, str, list[int]]] = []
        self.unit = ""
        self.setMinimumSize(320, 220)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def set_lines(self, lines: list[tuple[str, str, list[int]]], unit: str = "") -> None:
        """(name, colour, values) per seat; every line has one value per sample."""
        self.lines = lines
        self.unit = unit
        self.update()

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt name)
        """Roomy by default."""
        return QSize(520, 300)

    def _range(self) -> tuple[int, int, int]:
        values = [v for _, _, vs in self.lines for v in vs]
        low, high = min(values, default=0), max(values, default=1)
        low = min(0, low)
        if high <= low:
            high = low + 1
        step = _nice_step((high - low) / 4)
        low = (low // step) * step
        high = -(-high // step) * step
        return low, high, step

    def paintEvent(self, _event) -> None:  # noqa: N802 (Qt name)
        """Frame, grid, labels, lines and the legend."""
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(self.rect()).adjusted(1, 1, -1, -1)
        p.setPen(QPen(QColor(LINE), 1))
        p.setBrush(QColor(CARD))
        p.drawRoundedRect(r, 10, 10)
        font = QFont(self.font())
        font.setBold(True)
        p.setFont(font)
        p.setPen(QColor(INK))
        head = r.adjusted(14, 8, -14, 0)
        title = p.fontMetrics().elidedText(
            self.title, Qt.TextElideMode.ElideRight, int(head.width())
        )
        p.drawText(head, Qt.AlignmentFlag.AlignLeft, title)  # cut with "…" in a narrow chart
        p.setFont(self.font())
        fm = p.fontMetrics()
        low, high, step = self._range()
        label_w = max(fm.horizontalAdvance(_short(v)) for v in (low, high)) + 10
        legend_h = fm.height() + 10
        plot = r.adjusted(14 + label_w, 14 + fm.height() + 6, -16, -(12 + legend_h))
        if plot.width() < 20 or plot.height() < 20:
            return
        p.setPen(QPen(QColor("#EDE3D3"), 1))
        v = low
        while v <= high:
            y = plot.bottom() - (v - low) / (high - low) * plot.height()
            p.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            p.setPen(QColor(MUTED))
            p.drawText(
                QRectF(r.left() + 4, y - fm.height() / 2, label_w + 6, fm.height()),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                _short(v),
            )
            p.setPen(QPen(QColor("#EDE3D3"), 1))
            v += step
        count = max((len(vs) for _, _, vs in self.lines), default=0)
        if count == 0:
            p.setPen(QColor(MUTED))
            p.drawText(plot, Qt.AlignmentFlag.AlignCenter, self.tr("No turns played yet"))
        for _name, colour, values in self.lines:
            if not values:
                continue
            path = QPainterPath()
            for i, value in enumerate(values):
                x = plot.left() + (i / max(1, count - 1)) * plot.width()
                y = plot.bottom() - (value - low) / (high - low) * plot.height()
                if i == 0:
                    path.moveTo(x, y)
                else:
                    path.lineTo(x, y)
            pen = QPen(QColor(colour), 2.6)
            pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            p.setPen(pen)
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawPath(path)
            end = path.currentPosition()
            p.setBrush(QColor(colour))
            p.drawEllipse(end, 3.5, 3.5)
        x = plot.left()
        y = r.bottom() - legend_h + 4
        for name, colour, _values in self.lines:
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(colour))
            p.drawRoundedRect(QRectF(x, y + 3, 14, fm.height() - 6), 3, 3)
            p.setPen(QColor(INK))
            p.drawText(QPointF(x + 19, y + fm.ascent()), name)
            x += 19 + fm.horizontalAdvance(name) + 18
        p.end()


def _nice_step(raw: float) -> int:
    """1, 2 or 5 times a power of ten, at least 1."""
    if raw <= 1:
        return 1
    power = 10 ** (len(str(int(raw))) - 1)
    for m in (1, 2, 5, 10):
        if raw <= m * power:
            return m * power
    return 10 * power


def _short(value: int) -> str:
    """An axis figure grouped the table's language's way (3,000 / 3 000 / 3.000)."""
    if abs(value) >= 10_000:
        return f"{words.number(round(value / 1000))}k"
    return words.number(int(value))


def seat_lines(game: Game, rows: list[list[int]]) -> list[tuple[str, str, list[int]]]:
    """Turn samples (one row per sample) into one line per seat."""
    out = []
    for i, seat in enumerate(game.seats):
        colour = tokens.seat_colour(seat.colour, i)
        out.append((seat.name, colour, [row[i] for row in rows if i < len(row)]))
    return out


# ----- the balance simulator's charts (stadsliv-sim --chart) -------------------------------------
LEVEL_COLOURS = {"random": "#9C8F80", "easy": "#7FA66A", "medium": "#2F6B63", "hard": "#B5643C"}


def save_sim_chart(path: str, game: str, figures: dict[str, Any], unit: str) -> None:
    """Draw the simulator's win rates (by level, by seat, with 95 % intervals) and game lengths
    into a PNG, offscreen (stadsliv-sim imports this only when --chart is given)."""
    import os

    from PySide6.QtGui import QGuiApplication, QImage

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    app = QGuiApplication.instance() or QGuiApplication([])
    image = QImage(1200, 420, QImage.Format.Format_ARGB32)
    image.fill(QColor(CARD))
    p = QPainter(image)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    font = QFont()
    font.setPixelSize(13)
    p.setFont(font)
    title = QFont(font)
    title.setBold(True)
    title.setPixelSize(15)
    games = figures.get("finished", 0)
    levels = [
        (name, d["rate"], d["ci"], LEVEL_COLOURS.get(name, INK))
        for name, d in figures.get("by_level", {}).items()
    ]
    seats = [
        (f"seat {i + 1}", d["rate"], d["ci"], ACCENT_SEAT)
        for i, d in enumerate(figures.get("by_seat", []))
    ]
    even = 1 / len(seats) if seats else 0.0
    _bars(
        p,
        QRectF(20, 20, 380, 380),
        title,
        f"{game}: win rate by level ({games} games)",
        levels,
        even,
    )
    _bars(p, QRectF(420, 20, 380, 380), title, "win rate by seat", seats, even)
    _histogram(p, QRectF(820, 20, 360, 380), title, f"length ({unit})", figures.get("lengths", []))
    p.end()
    # PySide6 6.11's stub types `format` as bytes, but the binding accepts only a str there
    # (b"PNG" raises ValueError at run time): a gap in the stub, not in this call.
    if not image.save(path, "PNG"):  # type: ignore[call-overload]
        raise OSError(f"The chart could not be written to {path}.")
    del app


ACCENT_SEAT = "#2F6B63"


def _frame(p: QPainter, r: QRectF, title_font: QFont, title: str) -> QRectF:
    p.setPen(QPen(QColor(LINE), 1))
    p.setBrush(QColor("#FFFFFF"))
    p.drawRoundedRect(r, 10, 10)
    body = p.font()
    p.setFont(title_font)
    p.setPen(QColor(INK))
    p.drawText(r.adjusted(12, 8, -12, 0), Qt.AlignmentFlag.AlignLeft, title)
    p.setFont(body)
    return r.adjusted(46, 40, -14, -34)


def _bars(
    p: QPainter,
    r: QRectF,
    title_font: QFont,
    title: str,
    bars: list[tuple[str, float, tuple[float, float], str]],
    even: float,
) -> None:
    """Bars of win rates with their 95 % interval as whiskers and the even rate dashed."""
    plot = _frame(p, r, title_font, title)
    top = max([hi for _, _, (_, hi), _ in bars] + [even, 0.1])
    top = min(1.0, -(-top * 10 // 1) / 10)
    fm = p.fontMetrics()
    for k in range(int(round(top * 10)) + 1):
        v = k / 10
        y = plot.bottom() - v / top * plot.height()
        p.setPen(QPen(QColor("#EDE3D3"), 1))
        p.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
        p.setPen(QColor(MUTED))
        p.drawText(
            QRectF(r.left(), y - 8, 40, 16), Qt.AlignmentFlag.AlignRight, f"{int(v * 100)} %"
        )
    if even:
        y = plot.bottom() - even / top * plot.height()
        pen = QPen(QColor(MUTED), 1.2, Qt.PenStyle.DashLine)
        p.setPen(pen)
        p.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
    if not bars:
        return
    slot = plot.width() / len(bars)
    for i, (name, rate, (lo, hi), colour) in enumerate(bars):
        x = plot.left() + i * slot + slot * 0.2
        w = slot * 0.6
        y = plot.bottom() - rate / top * plot.height()
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(colour))
        p.drawRect(QRectF(x, y, w, plot.bottom() - y))
        p.setPen(QPen(QColor(INK), 1.5))
        cx = x + w / 2
        ylo = plot.bottom() - lo / top * plot.height()
        yhi = plot.bottom() - hi / top * plot.height()
        p.drawLine(QPointF(cx, ylo), QPointF(cx, yhi))
        p.drawLine(QPointF(cx - 6, ylo), QPointF(cx + 6, ylo))
        p.drawLine(QPointF(cx - 6, yhi), QPointF(cx + 6, yhi))
        p.setPen(QColor(INK))
        p.drawText(
            QRectF(x - 10, plot.bottom() + 4, w + 20, fm.height()),
            Qt.AlignmentFlag.AlignCenter,
            name,
        )
        p.drawText(
            QRectF(x - 10, yhi - fm.height() - 2, w + 20, fm.height()),
            Qt.AlignmentFlag.AlignCenter,
            f"{rate * 100:.0f} %",
        )


def _histogram(p: QPainter, r: QRectF, title_font: QFont, title: str, lengths: list[float]) -> None:
    """How long the games were: a histogram in about 12 bins."""
    plot = _frame(p, r, title_font, title)
    if not lengths:
        return
    low, high = min(lengths), max(lengths)
    bins = 12
    width = max(1.0, (high - low + 1) / bins)
    counts = [0] * bins
    for v in lengths:
        counts[min(bins - 1, int((v - low) / width))] += 1
    top = max(counts)
    fm = p.fontMetrics()
    slot = plot.width() / bins
    for i, c in enumerate(counts):
        h = c / top * plot.height()
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(ACCENT_SEAT))
        p.drawRect(QRectF(plot.left() + i * slot + 1, plot.bottom() - h, slot - 2, h))
    p.setPen(QColor(INK))
    p.drawText(
        QRectF(plot.left(), plot.bottom() + 4, 80, fm.height()),
        Qt.AlignmentFlag.AlignLeft,
        f"{low:g}",
    )
    p.drawText(
        QRectF(plot.right() - 80, plot.bottom() + 4, 80, fm.height()),
        Qt.AlignmentFlag.AlignRight,
        f"{high:g}",
    )
    p.setPen(QColor(MUTED))
    p.drawText(
        QRectF(plot.left(), plot.top() - 18, plot.width(), 16),
        Qt.AlignmentFlag.AlignRight,
        f"{top} games at most",
    )
