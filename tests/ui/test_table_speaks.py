"""The whole table speaks the table's language (issue 17).

Random games of every title are played through the table in Swedish and in German with the
words in strict mode: every log line, prompt, action label, refusal (some provoked), tooltip and
text on the screen, and the end screen, must come from a finished translation (no English
fallback: strict rendering raises), with no unfilled {placeholder} and no raw message id. Each
game is played on to its end: the end screen's reason (a message), the breakdown's headings and
the private pages' lines of every seat are said strictly too.
Engine texts that are still plain English `str` (a title not converted to messages yet) are
collected and named in the failure.
"""

from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QTableWidget

from stadsliv_qt.engine import Kind, Seat, registry
from stadsliv_qt.text import MissingText, Msg
from stadsliv_qt.ui import dialogs, i18n, words
from stadsliv_qt.ui.dialogs.common import label_for
from stadsliv_qt.ui.pump import process_events
from stadsliv_qt.ui.results import columns_for
from stadsliv_qt.ui.words_audit import Audit, collect_plain, finish, refusals, speak

from .conftest import all_texts
from .test_long_game import step

SEATS = [
    Seat("Åsa", "#E69F00", "circle"),
    Seat("Björn", "#56B4E9", "square"),
    Seat("Cecilia", "#009E73", "triangle"),
]
ACTIONS = 150
TITLES = ["stadsliv", "borgata", "gladopolis"]
END_OPTIONS = {"stadsliv": {"turn_limit": 12}}  # a game that surely ends, for the end screen


def screen_texts(window) -> list[str]:
    """all_texts() plus the cells of tables (the end screen's breakdown)."""
    texts = all_texts(window)
    for table in window.findChildren(QTableWidget):
        for c in range(table.columnCount()):
            head = table.horizontalHeaderItem(c)
            if head is not None and head.text():
                texts.append(head.text())
        for r in range(table.rowCount()):
            for c in range(table.columnCount()):
                item = table.item(r, c)
                if item is not None and item.text():
                    texts.append(item.text())
    return texts


def look(window, audit: Audit, where: str) -> None:
    """Check every text on the screen now."""
    for text in screen_texts(window):
        audit.check(text, where)


def texts_of(fn, audit: Audit, where: str) -> list:
    """What `fn()` says (a list), noting a missing translation instead of raising."""
    try:
        return list(fn())
    except MissingText as exc:
        audit.missing.append(f"{where}: {exc}")
        return []


def private_pages(window, audit: Audit, where: str) -> None:
    """What every seat's private page would list of its own view (curtain), said now."""
    table = window.table
    for seat in range(len(window.session.game.seats)):
        said = texts_of(lambda s=seat: table._private_view_lines(s), audit, where)
        for text in said:
            audit.check(text, f"private page {where}")


def end_screen(window, audit: Audit) -> None:
    """The end screen of a finished game: the reason as a message, the breakdown's headings and
    the board's own end card, all said in strict mode."""
    game = window.session.game
    d = game.decision()
    assert d.kind is Kind.TERMINAL and d.results is not None
    assert isinstance(d.results.reason, Msg), f"the end's reason is plain: {d.results.reason!r}"
    audit.say(words.say, d.results.reason, "end reason")
    for _key, head in texts_of(lambda: columns_for(game, d.results.breakdown), audit, "end"):
        audit.check(head, "end breakdown heading")
    window.table.show_results()
    process_events()
    view = window.table.results
    assert view is not None and window.table.stage.currentWidget() is view
    assert view.reason.text() and view.table.columnCount() > 1
    look(window, audit, "end screen")
    if game.info.id == "stadsliv":
        from stadsliv_qt.ui.titles.stadsliv.end import part_names

        for head in texts_of(part_names, audit, "end card"):
            audit.check(head, "end card heading")
    private_pages(window, audit, "at the end")


def report(game_id: str, lang: str, audit: Audit) -> str:
    problems = audit.problems()
    head = f"{game_id} in {lang}: {len(problems)} problems in {audit.said} texts"
    return "\n".join([head, *problems[:400]])


@pytest.mark.parametrize("lang", ["sv", "de"])
@pytest.mark.parametrize("game_id", TITLES)
def test_a_game_on_the_table_is_said_in_the_tables_language(qtbot, window, game_id, lang):
    window.set_language(lang)
    audit = Audit()
    try:
        with words.strict() as state:
            window.start_session(registry.get(game_id)(SEATS, {}, seed=17))
            process_events()
            rng = random.Random(17)
            moves = 0
            for tick in range(ACTIONS * 4):
                game = window.session.game
                d = game.decision()
                if d.kind is Kind.SEAT and d.seat is not None:
                    for action in game.legal_actions(d.seat):
                        audit.say(lambda a, g=game: label_for(g, a), action, "label")
                    if tick % 9 == 0:
                        for exc in refusals(game, rng):
                            audit.say(words.refusal, exc, "refusal")
                        # and one the table itself refuses, shown in its status line
                        probes = refusals(game, rng)
                        if probes and not dialogs.is_private(game_id, d):
                            window.table.bar.show_refusal(words.refusal(probes[0]))
                try:
                    moves += step(window, rng)
                    process_events()
                except MissingText as exc:
                    audit.missing.append(f"on the table: {exc}")
                    break
                if tick % 5 == 0:
                    look(window, audit, f"screen after {moves} actions")
                    private_pages(window, audit, f"after {moves} actions")
                if moves >= ACTIONS or window.session.game.is_over:
                    break
            look(window, audit, f"screen after {moves} actions")
            # the end screen of the same game played on to its end
            game = window.session.game.copy()
            finish(game, random.Random(18), audit)
            if not game.is_over:  # (random Stadsliv rarely ends without a turn limit)
                game = registry.get(game_id)(SEATS, END_OPTIONS.get(game_id, {}), seed=18)
                finish(game, random.Random(18), audit)
            assert game.is_over, "the random game did not reach its end"
            window.start_session(game)
            process_events()
            end_screen(window, audit)
            # and the engine's own texts of another whole stretch of play
            speak(registry.get(game_id)(SEATS, {}, seed=23), random.Random(23), ACTIONS, audit)
            collect_plain(audit, state)
    finally:
        i18n.install("en")
    assert audit.said > 100
    if audit.problems():
        pytest.fail(report(game_id, lang, audit), pytrace=False)
