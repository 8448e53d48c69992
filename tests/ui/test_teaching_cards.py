"""Rule cards, the log that teaches, the rules browser and the digest at a real table (issue 18)."""

from __future__ import annotations

import random
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QRectF, Qt
from PySide6.QtGui import QColor, QPixmap, QTextCursor
from PySide6.QtWidgets import QApplication, QLabel

from stadsliv_qt.engine import Event, registry
from stadsliv_qt.engine.playout import random_step
from stadsliv_qt.teach import cards
from stadsliv_qt.teach.digest import digest, public_row
from stadsliv_qt.ui import i18n, words
from stadsliv_qt.ui.dialogs import help as help_dialogs
from stadsliv_qt.ui.log_view import LogView
from stadsliv_qt.ui.rule_card import BoardPictures
from stadsliv_qt.ui.settings import Preferences
from stadsliv_qt.ui.teacher import say_digest

from .conftest import all_texts, bar_button, click, settle, toy

TOY_RULES = (
    "# Tärningsduell\n\n## Aiming\n\nThe starter names a sum from 2 to 12. Two dice then roll, "
    "and reaching the sum scores it (TOY-1).\n\n## Bidding\n\nEveryone seals a bid; the "
    "highest wins the prize (TOY-2).\n"
)


@pytest.fixture
def toy_rules(tmp_path, monkeypatch):
    """The toy game gets a rules text, for the cards and the browser."""
    page = tmp_path / "toy.en.md"
    page.write_text(TOY_RULES, encoding="utf-8")
    monkeypatch.setattr(
        help_dialogs, "rules_file", lambda gid, lang: page if gid == "toy" else None
    )
    real = cards.rules_text
    monkeypatch.setattr(
        cards, "rules_text", lambda gid, lang: TOY_RULES if gid == "toy" else real(gid, lang)
    )
    return page


class Lights:
    """A title's scene side of the contract, recorded: light, anchor_rect, picture."""

    def __init__(self, tall: bool = False) -> None:
        self.calls: list[tuple[list[str], str]] = []
        self.pictured: list[list[str]] = []
        self.tall = tall  # a tall part of a board, as Stadsliv's ring has

    def light(self, refs, role: str) -> None:
        self.calls.append((list(refs), role))

    def picture(self, refs, width: int) -> QPixmap:
        self.pictured.append(list(refs))
        pixmap = QPixmap(width, width * 4 // 3 if self.tall else width // 2)
        pixmap.fill(QColor("#88AA66"))
        return pixmap


def _fit(table, lights: Lights) -> None:
    table.scene.light = lights.light
    table.scene.picture = lights.picture
    table.teacher._refs = lambda event: ["seat:0", "field:1"] if event.rule == "TOY-1" else []


def _lit_table(qtbot, window, lights: Lights | None = None) -> tuple[Any, Lights]:
    """A toy game on the table, its scene's lights and pictures recorded."""
    window.start_session(toy(rounds=2))
    settle(qtbot)
    lights = Lights() if lights is None else lights
    _fit(window.table, lights)
    return window.table, lights


def _point_of(log: LogView, block_no: int, text: str) -> QPoint:
    """The viewport point over `text` in a log line (its middle character)."""
    block = log.document().findBlockByNumber(block_no)
    at = block.text().index(text) + len(text) // 2
    cursor = QTextCursor(block)
    cursor.setPosition(block.position() + at)
    rect = log.cursorRect(cursor)
    return QPoint(rect.left() + 3, rect.center().y())


def test_a_rule_card_shows_the_first_time_only_and_closes_on_a_click_or_the_next_move(
    qtbot, window, toy_rules
):
    table, lights = _lit_table(qtbot, window)
    stack = table.teacher.cards
    assert stack.card is None
    click(qtbot, bar_button(window, "aims for 7"))
    card = stack.card
    assert card is not None and card.isVisible()
    said = [t for t in all_texts(card) if t]
    assert "Anna aims for 7" in said  # what happened
    assert any(t.startswith("The starter names a sum from 2 to 12.") for t in said)  # why
    assert any("The whole rule (TOY-1)" in t for t in said)
    assert card.picture is not None and lights.pictured == [["seat:0", "field:1"]]
    # not blocking: the card is a small part of the board, the bar still offers the roll
    assert card.width() * card.height() < table.board.width() * table.board.height() / 4
    assert bar_button(window, "Roll").isEnabled()
    qtbot.mouseClick(card, Qt.MouseButton.LeftButton, pos=QPoint(5, 5))
    settle(qtbot)
    assert stack.card is None and not stack.isVisible()
    # "The whole rule" opens the browser at the rule
    table.teacher.show_card(window.session.game.log_for(None)[0])
    click(qtbot, stack.card.link)
    browser = table.teacher.browser
    assert browser is not None and browser.isVisible() and browser.rule == "TOY-1"
    assert "TOY-1" in browser.highlighted()
    browser.close()
    # the next move closes a card; a rule met again makes no new card
    table.teacher.show_card(window.session.game.log_for(None)[0])
    assert stack.card is not None
    click(qtbot, bar_button(window, "Roll"))
    assert stack.card is None


def test_a_card_on_a_short_board_leaves_its_picture_out_to_keep_its_link_in_sight(
    qtbot, window, toy_rules
):
    table, _ = _lit_table(qtbot, window, Lights(tall=True))
    window.resize(1100, 600)  # the smallest window: its board is lower than this card
    settle(qtbot)
    click(qtbot, bar_button(window, "aims for 7"))
    settle(qtbot)
    stack, card = table.teacher.cards, table.teacher.cards.card
    assert card is not None and card.picture is not None
    assert not card.picture.isVisible()
    link = card.link.mapTo(table.board, QPoint(0, card.link.height()))
    assert card.link.isVisible() and link.y() <= table.board.height()
    assert stack.geometry().bottom() <= table.board.height()
    window.resize(1600, 1000)  # room again: the picture comes back
    settle(qtbot)
    assert card.picture.isVisible()
    assert stack.geometry().bottom() <= table.board.height()


def test_cards_follow_the_log_over_undo_and_resume_and_can_be_turned_off(qtbot, window, toy_rules):
    window.start_session(toy(rounds=2))
    settle(qtbot)
    click(qtbot, bar_button(window, "aims for 7"))
    assert window.table.teacher.cards.card is not None
    window.menu_actions["undo"].trigger()
    settle(qtbot)
    assert window.table.teacher.cards.card is None  # what it explained is undone
    click(qtbot, bar_button(window, "aims for 8"))
    assert window.table.teacher.cards.card is not None  # the log has no TOY-1 before: again
    # a resumed game whose log has met the rule: no card for it
    game = window.session.game
    window.start_session(type(game).from_dict(game.to_dict()))
    settle(qtbot)
    assert window.table.teacher.cards.card is None
    # Settings > Rule cards off: remembered, and no card comes
    window.menu_actions["rule_cards"].trigger()
    assert Preferences().rule_cards is False
    window.start_session(toy(rounds=2))
    settle(qtbot)
    click(qtbot, bar_button(window, "aims for 7"))
    assert window.table.teacher.cards.card is None
    # the log's "?" still shows the card again on demand
    log = window.table.log
    qtbot.mouseClick(log.viewport(), Qt.MouseButton.LeftButton, pos=_point_of(log, 0, "?"))
    settle(qtbot)
    card = window.table.teacher.cards.card
    assert card is not None and card.what.text() == "Anna aims for 7"


def test_the_log_links_its_rule_ids_and_lights_what_a_line_concerns(qtbot, window, toy_rules):
    table, lights = _lit_table(qtbot, window)
    click(qtbot, bar_button(window, "aims for 7"))
    table.teacher.cards.clear()
    log = table.log
    assert log.lines() == ["Anna aims for 7 (TOY-1)"]  # the line's words are unchanged
    qtbot.mouseMove(log.viewport(), _point_of(log, 0, "aims"))
    settle(qtbot)
    assert lights.calls[-1] == (["seat:0", "field:1"], "hover")
    leave = QApplication.instance()
    from PySide6.QtCore import QEvent

    leave.sendEvent(log.viewport(), QEvent(QEvent.Type.Leave))
    assert lights.calls[-1] == ([], "hover")  # cleared on leave
    qtbot.mouseClick(log.viewport(), Qt.MouseButton.LeftButton, pos=_point_of(log, 0, "TOY-1"))
    settle(qtbot)
    browser = table.teacher.browser
    assert browser is not None and browser.rule == "TOY-1" and browser.isVisible()
    # a click on the words themselves opens nothing
    browser.close()
    table.teacher.browser = None
    qtbot.mouseClick(log.viewport(), Qt.MouseButton.LeftButton, pos=_point_of(log, 0, "Anna"))
    settle(qtbot)
    assert table.teacher.browser is None


class Pictures:
    """The table's pictures of a board (a flat colour stands for the board)."""

    def of(self, refs, width: int = 300):
        pixmap = QPixmap(width, width // 3)
        pixmap.fill(QColor("#557799"))
        return pixmap

    def board(self, width: int = 520):
        return self.of([], width)


@pytest.mark.parametrize("lang", ["en", "sv", "de"])
def test_the_rules_browser_has_contents_search_anchors_pictures_and_glosses(qtbot, lang):
    i18n.install(lang)
    try:
        path = help_dialogs.rules_file("gladopolis", lang)
        browser = help_dialogs.RulesDialog(
            "Glad-o-polis 2.0",
            path.read_text(encoding="utf-8"),
            pictures=Pictures(),
            section_refs=lambda rule: ["field:1"] if rule == "GLA-10" else [],
        )
        qtbot.addWidget(browser)
        browser.show()
        settle(qtbot)
        text = path.read_text(encoding="utf-8")
        headings = [line.lstrip("#").strip() for line in text.splitlines() if line.startswith("#")]
        listed = [browser.contents.item(k).text().strip() for k in range(browser.contents.count())]
        assert listed == headings
        assert set(browser.anchors) == set(cards.rules_cited(text))
        assert browser.open_at("GLA-10") and "GLA-10" in browser.highlighted()
        assert browser.text.verticalScrollBar().value() > 0  # scrolled down to it
        assert not browser.open_at("GLA-99")
        assert browser.pictures == 2  # the board at the top, and the part of GLA-10's section
        browser.text.verticalScrollBar().setValue(0)
        qtbot.keyClicks(browser.search, "Wahltag")  # typed: the matches list replaces contents
        assert browser.matches.isVisible() and not browser.contents.isVisible()
        assert browser.matches.count() >= 3 and "wahltag" in browser.matches.item(1).text().lower()
        third = browser.matches.visualItemRect(browser.matches.item(2)).center()
        qtbot.mouseClick(browser.matches.viewport(), Qt.MouseButton.LeftButton, pos=third)
        assert browser.text.verticalScrollBar().value() > 0  # jumped to the third match
        browser.search.setText("")
        assert browser.contents.isVisible() and not browser.matches.isVisible()
        assert browser.search_for("qqqzzz") == 0
        found = browser.text.document().find("Bürgergunst")
        assert found.charFormat().toolTip().startswith("Bürgergunst: ")
    finally:
        i18n.install("en")


def test_board_pictures_fall_back_to_the_things_rectangles_on_the_scene(qtbot):
    from PySide6.QtWidgets import QGraphicsScene

    scene = QGraphicsScene(0, 0, 400, 400)
    scene.addRect(100, 100, 40, 40)
    scene.anchor_rect = lambda ref: QRectF(100, 100, 40, 40) if ref == "field:1" else None
    pictures = BoardPictures(scene)
    assert pictures.of(["field:1"], 200).width() == 200
    assert pictures.of(["nothing"], 200) is None
    assert pictures.board(300).width() == 300
    assert BoardPictures(None).of(["field:1"]) is None


def test_the_curtain_opens_with_what_changed_since_the_seats_turn(qtbot, window, toy_rules):
    window.start_session(toy(("Anna", "Björn"), rounds=2))
    settle(qtbot)
    game = window.session.game
    click(qtbot, bar_button(window, "aims for 12"))
    game.chance.script("dice", (1, 2))
    click(qtbot, bar_button(window, "Roll"))
    settle(qtbot)
    curtain = window.table.curtain
    assert curtain.seat == 0 and curtain.card is not None
    click(qtbot, curtain.card)
    box = curtain.digest_box
    assert box is not None and box.isVisible()
    texts = [label.text() for label in box.findChildren(QLabel)]
    assert texts[0] == "Since your last turn"


@pytest.mark.parametrize(
    ("game_id", "seed", "steps"), [("gladopolis", 0, 129), ("borgata", 0, 10), ("stadsliv", 5, 532)]
)
@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_digest_said_at_the_table_is_the_same_whatever_another_seat_sealed(
    qtbot, game_id, seed, steps, lang
):
    game = registry.get(game_id)(["Ada", "Bo", "Cai"], seed=seed)
    rng = random.Random(seed)
    before = {}
    for n in range(steps):
        if n == steps // 2:
            before = {s: (len(game.log_for(None)), public_row(game.view(None), s)) for s in (0, 2)}
        random_step(game, rng)
    twins = [game.copy(), game.copy()]
    options = game.legal_actions(1)
    twins[0].apply(options[0])
    twins[1].apply(options[-1])
    assert [e.line() for e in twins[0].log_for(1)] != [e.line() for e in twins[1].log_for(1)]
    words.set_language(lang)
    try:
        for seat in (0, 2):
            start, row = before[seat]
            said = [
                say_digest(
                    digest(seat, g.log_for(None)[start:], row, public_row(g.view(None), seat)),
                    g.info.money,
                )
                for g in twins
            ]
            assert said[0] == said[1] and said[0]
    finally:
        words.set_language("en")


def test_the_log_view_alone_says_which_line_and_link_is_under_the_pointer(qtbot):
    class Log:
        def __init__(self) -> None:
            self.log = [Event("plain"), Event("with a rule", rule="GLA-10")]

        def log_for(self, seat):
            return list(self.log)

    view = LogView()
    qtbot.addWidget(view)
    view.resize(400, 200)
    view.show()
    view.update_from(Log())  # type: ignore[arg-type]
    seen, rules = [], []
    view.hovered.connect(seen.append)
    view.ruleClicked.connect(rules.append)
    qtbot.mouseMove(view.viewport(), _point_of(view, 1, "rule"))
    assert seen and seen[-1].rule == "GLA-10"
    assert view.href_at(_point_of(view, 1, "GLA-10")) == "rule:GLA-10"
    assert view.href_at(_point_of(view, 1, "?")) == "card:GLA-10"
    assert view.href_at(_point_of(view, 0, "plain")) == ""
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=_point_of(view, 1, "GLA-10"))
    assert rules == ["GLA-10"]


def _cards_on_a_board(qtbot):
    """A board-sized host with its queue of rule cards, and two cards to show on it."""
    from PySide6.QtWidgets import QWidget

    from stadsliv_qt.ui.rule_card import RuleCards, Shown

    host = QWidget()
    qtbot.addWidget(host)
    host.resize(900, 600)
    host.show()
    first = Shown("Anna pays rent", cards.Card("GLA-10", "Rent", ("You pay the owner rent.",)))
    second = Shown("Bo buys BG", cards.Card("GLA-11", "Bürgergunst", ("BG are votes.",)))
    return host, RuleCards(host), first, second


def test_cards_queue_one_after_the_other(qtbot):
    host, stack, first, second = _cards_on_a_board(qtbot)
    stack.push(first)
    stack.push(second)
    assert stack.card.what.text() == "Anna pays rent" and stack.card.more.text() == "1 more card"
    assert stack.x() + stack.width() <= host.width() and stack.y() >= 0  # inside the board
    qtbot.mouseClick(stack.card, Qt.MouseButton.LeftButton, pos=QPoint(4, 4))
    assert stack.card.what.text() == "Bo buys BG" and stack.card.more is None
    stack.dismiss()
    assert stack.card is None and not stack.isVisible()


def test_a_rule_card_waits_under_a_reveal_over_the_board(qtbot):
    """A reveal (Borgata's envelopes, a vote's tally) is what the whole table reads while it is
    up: a rule card that shows meanwhile stays under it instead of hiding its results."""
    from PySide6.QtWidgets import QWidget

    from stadsliv_qt.ui.reveal import COVERS_CARDS

    host, stack, first, second = _cards_on_a_board(qtbot)
    stack.push(first)
    centre = stack.geometry().center()
    assert host.childAt(centre) is not None and stack.isAncestorOf(host.childAt(centre))
    reveal = QWidget(host)
    reveal.setProperty(COVERS_CARDS, True)
    reveal.setGeometry(host.rect())
    reveal.show()
    reveal.raise_()
    stack.push(second)  # the queue's line changes: the card is shown again, not over the reveal
    assert host.childAt(centre) is reveal
    first_card = stack.card
    qtbot.mouseClick(first_card, Qt.MouseButton.LeftButton, pos=QPoint(4, 4))
    assert stack.card.what.text() == "Bo buys BG" and host.childAt(centre) is reveal
    reveal.hide()  # the reveal closes: the card is there to read
    assert stack.isAncestorOf(host.childAt(stack.geometry().center()))


def test_cards_at_a_table_of_computers_go_on_by_themselves(qtbot, window):
    """Nobody at a table of computers clicks a card: each stays a reading time, then the next
    follows; while a person plays, a card stays until clicked or the person's next move."""
    from PySide6.QtWidgets import QWidget

    from stadsliv_qt.ui.rule_card import RuleCards, Shown

    window.prefs.rule_cards = True
    names = ["Anna", "Björn", "Cecilia"]
    window.start_session(registry.get("stadsliv")(names, seed=4), players=["person"] + ["easy"] * 2)
    settle(qtbot)
    assert window.table.teacher.dwell_ms() == 0
    window.start_session(registry.get("stadsliv")(names, seed=4), players=["easy"] * 3)
    settle(qtbot)
    assert window.table.teacher.dwell_ms() >= 2500  # a reading time, also with animations off

    host = QWidget()
    qtbot.addWidget(host)
    host.resize(900, 600)
    host.show()
    stack = RuleCards(host)
    stack.dwell_ms = 120
    stack.push(Shown("Anna pays rent", cards.Card("GLA-10", "Rent", ("You pay rent.",))))
    stack.push(Shown("Bo buys BG", cards.Card("GLA-11", "Bürgergunst", ("BG are votes.",))))
    assert stack.card.what.text() == "Anna pays rent"
    qtbot.waitUntil(lambda: stack.card is not None and stack.card.what.text() == "Bo buys BG")
    qtbot.waitUntil(lambda: stack.card is None and not stack.isVisible())


def test_the_table_finds_first_times_without_reading_the_whole_log_and_agrees_with_cards():
    """Issue 15: the table keeps the rules already taught and reads only the new lines; over
    growth, a cut back (undo), a log grown again with other lines and a restart it gives what
    cards.first_times gives from the whole log."""
    import random
    from types import SimpleNamespace

    from stadsliv_qt.engine import Event
    from stadsliv_qt.teach import cards
    from stadsliv_qt.ui.teacher import Teacher

    rng = random.Random(3)
    rules = ["GLA-10", "GLA-11", "BOR-27", "STA-06", "", "STA-09"]

    def line() -> Event:
        return Event("x", rule=rng.choice(rules), kind=rng.choice(["pay", "sealed", "turn"]))

    stub = SimpleNamespace(_taught=set(), _taught_upto=(0, None))
    log: list[Event] = []
    mark = 0
    for step in range(400):
        if step % 37 == 36:
            log = log[: rng.randrange(len(log) + 1)]  # an undo takes lines back
            mark = min(mark, len(log))
        log = log + [line() for _ in range(rng.randrange(4))]
        start = mark if step % 53 else rng.randrange(len(log) + 1)  # now and then elsewhere
        found = Teacher._first_times(stub, log, start)
        assert found == cards.first_times(log, start)
        mark = len(log)
