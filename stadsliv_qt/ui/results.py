"""The end screen: who won and why, every seat's score broken down, the game in a chart, and
"Play again with the same table".

Reads `decision().results` (winners, reason, rule, scores, breakdown) and the session's samples.
A game may register a "breakdown" adapter `fn(game) -> [(key, label), ...]` choosing and naming
the breakdown's columns (common.register_adapter); otherwise every key is shown, humanised.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QPushButton,
    QScrollArea,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from stadsliv_qt.engine import Decision, Game
from stadsliv_qt.text import Msg

from . import tokens, typed, words
from .chart import LineChart, Series, seat_lines
from .dialogs.common import adapter
from .format import humanize
from .style import SEE_THROUGH, pt, repolish


def columns_for(game: Game, breakdown: dict[int, dict[str, int]]) -> list[tuple[str, str]]:
    """The breakdown's columns as (key, heading)."""
    from .dialogs.common import adapter

    fn = adapter("breakdown", game.info.id)
    if fn is not None:
        return list(fn(game))
    keys: list[str] = []
    for row in breakdown.values():
        for key in row:
            if key not in keys:
                keys.append(key)
    return [(k, words.say(humanize(k))) for k in keys]  # noted in strict mode


class Breakdown(QTableWidget):
    """The score table: each column as wide as its heading and figures, the room left shared
    out evenly; never narrower than that (the page scrolls sideways instead). Equal columns cut
    the long German headings at both ends in a small window."""

    def __init__(self, rows: int, columns: int) -> None:
        super().__init__(rows, columns)
        self.needs: list[int] = []  # each column's width, once measured
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

    def measure(self) -> None:
        """The width each column needs, once its headings and cells are in."""
        header = self.horizontalHeader()
        self.needs = [
            max(header.sectionSizeFromContents(c).width(), self.sizeHintForColumn(c)) + 1
            for c in range(self.columnCount())  # + 1: the grid line
        ]
        self.setMinimumWidth(sum(self.needs) + 2 * self.frameWidth())
        self._fit()

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt name)
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        if not self.needs:
            return
        slack = max(0, self.viewport().width() - sum(self.needs))
        header = self.horizontalHeader()
        for c, need in enumerate(self.needs):
            header.resizeSection(c, need + slack // len(self.needs))


class ResultsView(QWidget):
    """Winners, reason, breakdown table and charts, with the buttons to go on."""

    playAgain = Signal()  # noqa: N815 (Qt signal style)
    newGame = Signal()  # noqa: N815 (Qt signal style)
    showBoard = Signal()  # noqa: N815 (Qt signal style)

    def __init__(self, game: Game, decision: Decision, series: Series | None = None) -> None:
        super().__init__()
        self.setObjectName("results")
        results = decision.results
        outer = QVBoxLayout(self)
        outer.setContentsMargins(18, 14, 18, 14)
        outer.setSpacing(10)
        # what was played scrolls when the board's place is too small for it (a 1000x680
        # window with eight players); the buttons to go on stay in sight below it
        self.body = QWidget()
        self.body.setObjectName("resultsBody")
        lay = QVBoxLayout(self.body)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(10)
        self.page = QScrollArea()
        self.page.setWidgetResizable(True)
        self.page.setFrameShape(QFrame.Shape.NoFrame)
        self.page.setStyleSheet(SEE_THROUGH)
        self.page.setWidget(self.body)
        outer.addWidget(self.page, 1)
        winners = list(results.winners) if results else []
        head = QHBoxLayout()
        for w in winners:
            s = game.seats[w]
            icon = typed.label()
            icon.setPixmap(
                tokens.token_pixmap(
                    tokens.seat_shape(s.token, w), tokens.seat_colour(s.colour, w), 48
                )
            )
            head.addWidget(icon)
        names = [game.seats[w].name for w in winners]
        if len(names) == 1:
            title = self.tr("{name} wins").format(name=names[0])
        elif names:
            title = self.tr("Shared win: {names}").format(names=", ".join(names))
        else:
            title = self.tr("The game is over")
        self.title = typed.label(title)
        self.title.setProperty("role", "title")
        head.addWidget(self.title, 1)
        lay.addLayout(head)
        reason = ""
        if results is not None:
            said = words.say(results.reason)
            reason = f"{said} ({results.rule})" if results.rule else said
        self.reason = typed.label(reason)
        self.reason.setWordWrap(True)
        self.reason.setStyleSheet(f"font-size: {pt(12)};")
        lay.addWidget(self.reason)

        breakdown = dict(results.breakdown) if results else {}
        scores = dict(results.scores) if results else {}
        self.table = self._table(game, breakdown, scores, winners)
        lay.addWidget(self.table)

        charts = QHBoxLayout()
        series = series or Series()
        unit = game.info.money
        self.money_chart = LineChart(self.tr("Money over the game ({unit})").format(unit=unit))
        self.money_chart.set_lines(seat_lines(game, series.money), unit)
        title = adapter("score_title", game.info.id)
        self.score_chart = LineChart(title() if title else self.tr("Score over the game"))
        self.score_chart.set_lines(seat_lines(game, series.score))
        charts.addWidget(self.money_chart, 1)
        charts.addWidget(self.score_chart, 1)
        lay.addLayout(charts, 1)

        buttons = QHBoxLayout()
        self.board_button = QPushButton(self.tr("Show the board"))
        self.board_button.clicked.connect(self.showBoard)
        buttons.addWidget(self.board_button)
        buttons.addStretch(1)
        self.new_button = QPushButton(self.tr("New game…"))
        self.new_button.clicked.connect(self.newGame)
        buttons.addWidget(self.new_button)
        self.again_button = QPushButton(self.tr("Play again with the same table"))
        self.again_button.setProperty("primary", True)
        self.again_button.setMinimumHeight(40)
        repolish(self.again_button)
        self.again_button.clicked.connect(self.playAgain)
        buttons.addWidget(self.again_button)
        outer.addLayout(buttons)

    def _table(
        self,
        game: Game,
        breakdown: dict[int, dict[str, int]],
        scores: dict[int, int],
        winners: list[int],
    ) -> Breakdown:
        cols = columns_for(game, breakdown) if breakdown else []
        if not cols and scores:
            cols = [("__score", words.say(Msg("end.part.score")))]
        order = sorted(
            range(len(game.seats)), key=lambda s: (s not in winners, -scores.get(s, 0), s)
        )
        table = Breakdown(len(order), len(cols) + 1)
        table.setObjectName("breakdown")
        names = [self.tr("Player")] + [words.name(label) for _, label in cols]
        self.headings = names  # as said, before a long one is put on two lines
        table.setHorizontalHeaderLabels([_two_lines(n) for n in names])
        for c, full in enumerate(names):
            header_item = table.horizontalHeaderItem(c)
            if header_item is not None:
                header_item.setToolTip(full)
        table.verticalHeader().hide()
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        bold = QFont(table.font())
        bold.setBold(True)
        for r, seat in enumerate(order):
            s = game.seats[seat]
            colour = tokens.seat_colour(s.colour, seat)
            name = QTableWidgetItem(
                tokens.token_pixmap(tokens.seat_shape(s.token, seat), colour, 18), s.name
            )
            if seat in winners:
                name.setFont(bold)
                name.setText(s.name + "  ★")
            table.setItem(r, 0, name)
            row = breakdown.get(seat, {})
            for c, (key, _label) in enumerate(cols, start=1):
                value = scores.get(seat, 0) if key == "__score" else row.get(key, "")
                text = words.number(value) if isinstance(value, int) else words.name(value)
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                if key in ("total", "__score"):
                    item.setFont(bold)
                if seat in winners:
                    item.setBackground(QBrush(QColor("#F3E7CF")))
                table.setItem(r, c, item)
            if seat in winners:
                name.setBackground(QBrush(QColor("#F3E7CF")))
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(False)
        table.resizeRowsToContents()
        height = (
            header.sizeHint().height()
            + sum(table.rowHeight(i) for i in range(table.rowCount()))
            + 6
        )
        table.setFixedHeight(height)
        table.measure()
        return table

    def texts(self) -> list[str]:
        """Every cell of the breakdown, row by row (for tests)."""
        t = self.table
        return [
            cell.text() if (cell := t.item(r, c)) else ""
            for r in range(t.rowCount())
            for c in range(t.columnCount())
        ]


def _two_lines(label: str, longest: int = 10) -> str:
    """A long column heading on two lines, broken at the space or hyphen nearest its middle:
    the columns share the table's width, and 'Poäng auf der Hand' was cut at both ends in a
    small window."""
    breaks = [k for k, ch in enumerate(label) if ch in " -" and 0 < k < len(label) - 1]
    if len(label) <= longest or not breaks:
        return label
    middle = len(label) / 2
    cut = min(breaks, key=lambda k: abs(k - middle))
    if label[cut] == "-":  # the hyphen stays at the end of the first line
        return label[: cut + 1] + "\n" + label[cut + 1 :]
    return label[:cut] + "\n" + label[cut + 1 :]
