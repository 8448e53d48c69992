"""The log view keeps the newest lines only, so a long evening does not grow the app's memory
(issue 15); an undo shows the kept lines anew without laying out the whole log."""

from __future__ import annotations

from stadsliv_qt.engine.events import Event
from stadsliv_qt.ui.log_view import LOG_LINES, TRIM, LogView


class Log:
    """Just enough of a game for the log view: the public log."""

    def __init__(self) -> None:
        self.log: list[Event] = []

    def log_for(self, seat: int | None) -> list[Event]:
        """Everything is public here."""
        return list(self.log)


def test_the_log_view_keeps_the_newest_lines_only(qtbot) -> None:
    view = LogView()
    qtbot.addWidget(view)
    game = Log()
    for n in range(3 * LOG_LINES + 7):
        game.log.append(Event(f"line {n}"))
        if n % 97 == 0:
            view.update_from(game)  # type: ignore[arg-type]
    view.update_from(game)  # type: ignore[arg-type]
    total = len(game.log)
    kept = view.document().blockCount()
    assert LOG_LINES <= kept <= LOG_LINES + TRIM  # the oldest go TRIM at a time
    assert view.lines() == [f"line {n}" for n in range(total - LOG_LINES, total)]
    assert view.document().firstBlock().text() == f"line {total - kept}"
    assert view.document().lastBlock().text() == f"line {total - 1}"
    assert len(view._lines) <= 2 * LOG_LINES
    # cut back (an undo): the newest lines that remain are shown, the count still bounded
    del game.log[-5:]
    view.update_from(game)  # type: ignore[arg-type]
    total = len(game.log)
    assert view.document().blockCount() == LOG_LINES
    assert view.lines() == [f"line {n}" for n in range(total - LOG_LINES, total)]
    assert view.document().firstBlock().text() == f"line {total - LOG_LINES}"


def test_the_log_view_keeps_no_undo_history_of_its_lines(qtbot) -> None:
    """A read-only view's document still kept every line added and every line dropped on its
    undo stack: memory that grew with the evening however few lines were shown (issue 15)."""
    view = LogView()
    qtbot.addWidget(view)
    game = Log()
    for n in range(2 * LOG_LINES + TRIM + 1):
        game.log.append(Event(f"line {n}"))
        if n % 50 == 0:
            view.update_from(game)  # type: ignore[arg-type]
    view.update_from(game)  # type: ignore[arg-type]
    assert view.document().blockCount() <= LOG_LINES + TRIM  # lines were dropped, too
    assert view.document().availableUndoSteps() == 0
    assert not view.document().isUndoAvailable()


def test_a_bot_reason_reads_as_an_aside_to_the_moves(qtbot) -> None:
    """Issue 16 part 6: the reason line is set apart (muted italics) from the moves."""
    view = LogView()
    qtbot.addWidget(view)
    game = Log()
    game.log += [
        Event("Anna places a member on Kasinot"),
        Event("Anna: outnumbers Björn", kind="bot"),
    ]
    view.update_from(game)  # type: ignore[arg-type]
    move, reason = view.document().firstBlock(), view.document().lastBlock()
    assert reason.text() == "Anna: outnumbers Björn"
    aside = reason.begin().fragment().charFormat()
    plain = move.begin().fragment().charFormat()
    assert aside.fontItalic() and not plain.fontItalic()
    assert aside.foreground().color() != plain.foreground().color()
