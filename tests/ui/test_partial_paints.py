"""A step repaints what changed, not the whole of a part (issue 15, the table's turn): a new log
line paints the bottom of the log, not the view; a panel kept from one bid to the next is not
painted again around what changed. Both still show exactly what a part drawn anew shows."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QImage, QRegion
from PySide6.QtWidgets import QPushButton, QVBoxLayout, QWidget

from stadsliv_qt.engine import Decision, Kind
from stadsliv_qt.engine.events import Event
from stadsliv_qt.ui.action_bar import ActionBar
from stadsliv_qt.ui.log_view import LogView


class Log:
    """Just enough of a game for the log view: the public log."""

    def __init__(self) -> None:
        self.log: list[Event] = []

    def log_for(self, seat: int | None) -> list[Event]:
        """Everything is public here."""
        return list(self.log)


class Paints(QObject):
    """Collects the region of every paint event a widget receives."""

    def __init__(self, widget: QWidget) -> None:
        super().__init__()
        self.regions: list[QRegion] = []
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt name)
        if event.type() == QEvent.Type.Paint:
            self.regions.append(QRegion(event.region()))  # type: ignore[attr-defined]
        return False

    def area(self) -> int:
        return sum(r.width() * r.height() for region in self.regions for r in region)


def _on_screen(view: LogView) -> QImage:
    """The lines as the window holds them now (stale pixels included), not drawn anew."""
    shot = view.screen().grabWindow(view.winId()).toImage()
    return shot.copy(view.viewport().geometry())


def _drawn_anew(view: LogView) -> QImage:
    return view.viewport().grab().toImage()


def _settle(qtbot, widget: QWidget) -> None:
    qtbot.waitExposed(widget)
    for _ in range(3):
        qtbot.wait(10)


def _log_view(qtbot, game: Log) -> LogView:
    """A shown log view of 340 x 400 given `game`'s log."""
    view = LogView()
    qtbot.addWidget(view)
    view.resize(340, 400)
    view.show()
    view.update_from(game)  # type: ignore[arg-type]
    _settle(qtbot, view)
    return view


def test_a_new_log_line_paints_the_bottom_of_the_log_only(qtbot) -> None:
    game = Log()
    for n in range(60):  # more lines than the view shows: it is scrolled to the newest
        game.log.append(Event(f"Anna buys Kv{n} Kvarter {n} for {n % 7 + 1} poäng", "STA-07"))
    view = _log_view(qtbot, game)
    paints = Paints(view.viewport())
    game.log.append(Event("Björn chooses both dice", "STA-06"))  # a step adds a few lines
    game.log.append(Event("Björn rolls 3+4 and moves 7 to Ödet (square 52)", "STA-06"))
    view.update_from(game)  # type: ignore[arg-type]
    _settle(qtbot, view)
    port = view.viewport()
    assert paints.regions, "the new line was not painted"
    # the lines already drawn are moved up; only the new line's strip is painted (Qt's text
    # layout asked for the whole view at every change: about half the log's area per step)
    assert paints.area() < port.width() * port.height() // 4
    # nothing left stale, and the lines are those of a view given the whole log at once
    assert _on_screen(view) == _drawn_anew(view)
    assert _drawn_anew(view) == _drawn_anew(_log_view(qtbot, game))


def test_a_new_log_line_in_a_short_log_is_painted(qtbot) -> None:
    """Before the log fills the view nothing scrolls: the new line must still be drawn."""
    game = Log()
    game.log.append(Event("Anna volunteers and is the banker"))
    view = _log_view(qtbot, game)
    paints = Paints(view.viewport())
    game.log.append(Event("Anna rolls 2+3 and moves 5 to Kvarter 3"))
    view.update_from(game)  # type: ignore[arg-type]
    _settle(qtbot, view)
    assert paints.regions
    assert _on_screen(view) == _drawn_anew(view)
    top = int(view.blockBoundingGeometry(view.document().lastBlock()).top())
    assert all(r.bottom() >= top for region in paints.regions for r in region)
    assert _drawn_anew(view) == _drawn_anew(_log_view(qtbot, game))


def test_a_kept_panel_is_not_painted_again_whole(qtbot) -> None:
    """The bar's row of buttons was shown and hidden again at every bid of an auction kept on
    the bar; its last place covered the whole bar, so every button of the panel was painted."""
    bar = ActionBar()
    qtbot.addWidget(bar)
    bar.resize(1200, 180)
    bar.show()
    decision = Decision(Kind.SEAT, (1,), "Bid or pass", rule="STA-09", tag="auction")
    bar.show_actions("Anna", "#E69F00", decision, [], None)  # buttons first: the row has a place
    _settle(qtbot, bar)
    panel = QWidget()
    lay = QVBoxLayout(panel)
    steady = QPushButton("1  +1 poäng")
    lay.addWidget(steady)
    bar.show_panel("Björn", "#56B4E9", decision, panel)
    _settle(qtbot, bar)
    paints = Paints(steady)
    bar.keep_panel("Cecilia", "#009E73", decision)  # the next bidder, the same panel
    _settle(qtbot, bar)
    assert panel.isVisible() and not bar._holder.isVisible()
    assert paints.regions == []
