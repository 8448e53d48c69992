"""The tutorial at the table (issue 18): entry points, the guide refusing what the step does not
wait for, leave and resume, the end's real game, privacy, and every tutorial played by clicks."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel, QPushButton, QWidget

from stadsliv_qt.paths import resources_dir
from stadsliv_qt.teach import tutorial
from stadsliv_qt.ui.guide.overlay import GuideOverlay, Target
from stadsliv_qt.ui.guide.session import GuidedSession
from stadsliv_qt.ui.main_window import MainWindow
from stadsliv_qt.ui.pump import process_events
from stadsliv_qt.ui.settings import autosave_path
from tests.ui.small_tutorials import ALL, small

LANGS = ("en", "sv", "de")


def shipped() -> list[str]:
    """Every title that ships resources/<id>/tutorial.json (the titles' own, once merged)."""
    return sorted(p.parent.name for p in resources_dir().glob("*/tutorial.json"))


def pump(qtbot, ms: int = 1) -> None:
    """Let Qt run timers and deferred calls."""
    qtbot.wait(ms)
    process_events()


def overlay(window: MainWindow) -> GuideOverlay:
    """The guide over the table (there must be one)."""
    assert window.overlay is not None, "no tutorial is on the table"
    return window.overlay


def click(qtbot, target: Target) -> None:
    """A real mouse click on what the overlay lights, nowhere else."""
    widget: QWidget = target.widget
    assert widget.isVisible() and widget.isEnabled(), f"{target.what} cannot be clicked"
    at = target.at if target.at is not None else widget.rect().center()
    QTest.mouseClick(widget, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at)
    pump(qtbot)


def play_by_clicks(qtbot, window: MainWindow, limit: int = 400, each=None) -> list[str]:
    """Follow every card by clicking what it lights until the closing card; the steps seen.
    `each(guide)` looks at every card before its choice is clicked."""
    session = window.session
    assert isinstance(session, GuidedSession)
    seen = [session.guide.step.id]
    session.guided.connect(lambda: seen.append(session.guide.step.id))
    idle = 0  # waits in a row with nothing to click (the table draws, a reveal runs)
    for _ in range(limit):
        guide = overlay(window)
        step = guide.step
        if step.wait == "end":
            return seen
        target = guide.target()
        if each is not None:
            each(guide)
        if target is None:
            idle += 1
            assert step.wait == "auto" or idle < 50, f"step {step.id!r} lights nothing to click"
            pump(qtbot, 20)
            continue
        idle = 0
        click(qtbot, target)
    raise AssertionError(f"the tutorial did not end; it stopped at {seen[-1]!r}")


@pytest.fixture
def offered(monkeypatch, tmp_path):
    """Our small tutorials stand where the welcome page and the Help menu look for tutorials."""
    from stadsliv_qt.ui.guide import offers as offers_module

    res = tmp_path / "res"
    for game_id, doc in ALL.items():
        (res / game_id).mkdir(parents=True)
        (res / game_id / "tutorial.json").write_text(json.dumps(doc), encoding="utf-8")
    monkeypatch.setattr(offers_module, "resources_dir", lambda: res)
    return res


def start(window: MainWindow, game_id: str) -> GuidedSession:
    """Our small tutorial of a title on the table, from its first step."""
    assert window.start_tutorial(small(game_id), fresh=True)
    session = window.session
    assert isinstance(session, GuidedSession)
    return session


CASES = [("ours", g) for g in sorted(ALL)] + [("shipped", g) for g in shipped()]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(("source", "game_id"), CASES)
def test_a_tutorial_plays_to_its_end_by_clicks_only(qtbot, window, source, game_id, lang):
    """Every title's shipped resources/<id>/tutorial.json, and our small one of each title, in
    every language: each card's lit choice is clicked (buttons, the board's viewport, the
    curtain's cards), nothing else, until the closing card; then "Play a real game"."""
    window.set_language(lang)
    if source == "shipped":
        assert window.learn(game_id, fresh=True)
    else:
        start(window, game_id)
    session = window.session
    assert isinstance(session, GuidedSession)
    seen = play_by_clicks(qtbot, window)
    assert seen == [s.id for s in session.tutorial.steps]
    card = overlay(window).card
    assert card.text.text() == session.tutorial.steps[-1].say(lang)
    assert card.real_button.isVisible() and card.welcome_button.isVisible()
    click(qtbot, overlay(window).target())  # "Play a real game"
    assert window.overlay is None and not isinstance(window.session, GuidedSession)
    assert window.session.game.info.id == game_id


def test_the_shipped_list_is_what_the_welcome_page_offers(window, tmp_path):
    """The parametrized test above picks up exactly the titles the app offers."""
    window.check_autosave()  # what the app does at its start: the welcome page's offers
    offered = sorted(window.welcome.learn_buttons)
    assert offered == shipped()
    for game_id in shipped():
        json.loads((resources_dir() / game_id / "tutorial.json").read_text(encoding="utf-8"))


def _state(window: MainWindow) -> tuple[int, object]:
    game = window.session.game
    return len(game.log), game.to_dict() if hasattr(game, "to_dict") else game.view(None)


def test_the_guide_refuses_what_the_step_does_not_wait_for_and_nothing_changes(qtbot, window):
    session = start(window, "gladopolis")
    guide = overlay(window)
    assert guide.step.id == "hello"
    before = _state(window)
    # Roll offered on the bar while the card asks for Next: refused with a sentence, no change
    roll = next(a for a in session.game.legal_actions(0) if type(a).__name__ == "Roll")
    window.table.choose(roll)
    pump(qtbot)
    assert _state(window) == before and guide.step.id == "hello"
    assert guide.card.note.isVisible() and "Next" in guide.card.note.text()
    click(qtbot, guide.target())  # Next
    assert guide.step.id == "roll"
    # the other button of the turn (buy a BG) is refused with the step's own hint
    other = next(a for a in session.game.legal_actions(0) if type(a).__name__ == "BuyBG")
    window.table.choose(other)
    pump(qtbot)
    assert _state(window) == before and guide.step.id == "roll"
    assert guide.card.note.text() == "Press Roll first."
    panel = window.table.bar.panel
    assert panel is not None and panel.error.text() == "Press Roll first."
    click(qtbot, guide.target())
    assert guide.step.id == "buy" and len(session.game.log) > before[0]


def test_a_roll_click_the_step_does_not_wait_for_is_refused(qtbot, window):
    """Dice wait on the bar while the card still asks for Next: a click on Roll is refused
    with the sentence, and nothing is drawn."""
    from stadsliv_qt.engine import Kind

    doc = json.loads(json.dumps(TOY_DOC))
    doc["steps"].insert(1, {"id": "wait", "wait": "next", "text": _t("First, the dice.")})
    session = start_doc(window, doc)
    guide = overlay(window)
    click(qtbot, guide.target())  # Target 7
    assert guide.step.id == "wait" and session.game.decision().kind is Kind.CHANCE
    roll = guide._roll_button()
    assert roll is not None  # the table offers the dice as in any game
    size = len(session.game.log)
    click(qtbot, Target(roll, what="roll"))
    assert len(session.game.log) == size and session.game.decision().kind is Kind.CHANCE
    assert guide.card.note.text() == "First read the card, then press Next."
    assert window.table.bar.message.text() == "First read the card, then press Next."
    click(qtbot, guide.target())  # Next
    click(qtbot, guide.target())  # Roll, now that the step waits for it
    assert len(session.game.log) > size and guide.step.id == "explain"


def test_undo_is_off_during_the_tutorial_and_says_so(qtbot, window):
    start(window, "gladopolis")
    click(qtbot, overlay(window).target())
    click(qtbot, overlay(window).target())  # a roll that could be taken back in a game
    undo = window.menu_actions["undo"]
    assert not undo.isEnabled()
    assert undo.toolTip() == "Undo is off during the tutorial."
    assert not window.undo() and window.last_message == "Undo is off during the tutorial."


def test_leave_and_resume_at_the_same_step_with_the_same_game(qtbot, window, prefs, offered):
    start(window, "stadsliv")
    for _ in range(3):
        click(qtbot, overlay(window).target())  # Next, volunteer, open the loan box …
    step = overlay(window).step.id
    index = window.session.guide.index
    log = [e.text for e in window.session.game.log]
    assert index > 0
    click(qtbot, Target(overlay(window).card.leave_button, what="leave"))
    assert window.session is None and window.overlay is None
    assert not autosave_path().exists()  # the real game's autosave is never written
    button = window.welcome.learn_buttons["stadsliv"]
    assert f"step {index + 1} of" in button.text()
    assert "stadsliv" in window.welcome.over_buttons
    # the welcome page's offer resumes our tutorial (the test's own, so started as such)
    assert window.start_tutorial(small("stadsliv"))
    assert window.overlay.step.id == step and window.session.guide.index == index
    assert [e.text for e in window.session.game.log] == log
    seen = play_by_clicks(qtbot, window)
    assert seen[0] == step and seen[-1] == "end"


def test_closing_the_window_keeps_the_place(qtbot, prefs, offered):
    window = MainWindow(prefs)
    qtbot.addWidget(window)
    window.show()
    start(window, "borgata")
    click(qtbot, overlay(window).target())  # Next: the guide places the members itself
    qtbot.waitUntil(lambda: window.overlay.step.id == "curtain", timeout=5000)
    index = window.session.guide.index
    window.close()
    again = MainWindow(prefs)
    qtbot.addWidget(again)
    again.show()
    again.check_autosave()
    assert f"step {index + 1} of" in again.welcome.learn_buttons["borgata"].text()
    assert again.start_tutorial(small("borgata"))
    assert again.session.guide.index == index


def test_a_place_that_no_longer_fits_starts_over_with_a_sentence(qtbot, window, prefs):
    start(window, "gladopolis")
    click(qtbot, overlay(window).target())
    click(qtbot, overlay(window).target())
    window.leave_tutorial()
    place = prefs.tutorial_place("gladopolis")
    prefs.set_tutorial_place("gladopolis", {**place, "log": place["log"] + 7})
    assert window.start_tutorial(small("gladopolis"))
    assert window.session.guide.index == 0
    assert "starts over" in overlay(window).card.note.text()
    assert "starts over" in window.last_message


def test_the_end_offers_a_real_game_with_the_same_players(qtbot, window):
    start(window, "stadsliv")
    play_by_clicks(qtbot, window)
    card = overlay(window).card
    assert card.real_button.isVisible() and card.welcome_button.isVisible()
    assert not card.leave_button.isVisible()
    click(qtbot, overlay(window).target())
    assert window.overlay is None
    assert [s.name for s in window.session.game.seats] == ["Ada", "Bo", "Cai"]
    assert window.session.game.info.id == "stadsliv"
    assert not isinstance(window.session, GuidedSession)
    assert window.session.autosave_path == autosave_path() and autosave_path().exists()
    assert window.prefs.tutorial_place("stadsliv") == {}  # done: nothing to continue


def test_the_end_can_go_back_to_the_welcome_page(qtbot, window):
    start(window, "gladopolis")
    play_by_clicks(qtbot, window)
    click(qtbot, Target(overlay(window).card.welcome_button, what="welcome"))
    assert window.session is None and window.stack.currentWidget() is window.welcome


def _overlay_words(guide: GuideOverlay) -> str:
    """Everything the card shows: its labels, buttons and their tooltips."""
    card = guide.card
    parts = [w.text() for w in card.findChildren(QLabel) if w.isVisible()]
    parts += [b.text() + b.toolTip() for b in card.findChildren(QPushButton) if b.isVisible()]
    return "\n".join(parts)


def test_the_card_never_shows_a_sealed_entry_of_another_seat(qtbot, window):
    """Bo seals 300 for the hitman (the guide's own move, behind the curtain): no card, no ring
    and no lit choice shows it or opens his page while Ada is at the screen."""
    session = start(window, "borgata")
    guide = overlay(window)
    said: list[str] = []
    lit: list[object] = []

    def look() -> None:
        said.append(_overlay_words(guide))
        if guide.step.id in ("seal1", "seal2"):
            lit.append(guide.target())

    session.stepped.connect(lambda _e: look())
    session.guided.connect(look)
    play_by_clicks(qtbot, window)
    look()
    bo = next(
        e for e in session.game.log if e.to == (1,) and "300" in json.dumps(e.data, default=str)
    )
    assert bo is not None  # the secret was sealed
    assert not any("300" in text for text in said)
    assert lit and all(t is None for t in lit)  # nothing to click on another seat's entry


def test_the_card_is_above_the_curtain_on_a_private_decision(qtbot, window):
    start(window, "borgata")
    guide = overlay(window)
    qtbot.waitUntil(lambda: guide.target() is not None and guide.step.id != "hello"
                    or guide.step.id == "hello", timeout=3000)  # fmt: skip
    while guide.step.id != "seal":
        target = guide.target()
        if target is None:
            pump(qtbot, 20)
            continue
        click(qtbot, target)
    pump(qtbot, 20)
    curtain = window.table.curtain
    if not curtain.is_up:
        click(qtbot, guide.target())  # "Pass to Ada" on the bar raises the curtain
    assert curtain.is_up and guide.card.isVisible()

    # the card is drawn over the curtain (a later sibling of it in the window) as soon as the
    # guide follows the curtain up (it re-places itself every FOLLOW_MS)
    def above() -> bool:
        siblings = window.children()
        return siblings.index(guide.card) > siblings.index(curtain)

    qtbot.waitUntil(above, timeout=1000)
    assert guide.target().widget is curtain.card


def test_the_welcome_page_and_help_menu_offer_learn_to_play(qtbot, window, offered):
    """With tutorial files in place, both offer them; one under way is continued or started over."""
    window.check_autosave()
    assert window.welcome.learn_buttons["gladopolis"].text() == "Learn to play Glad-o-polis, guided"
    window._fill_learn_menu()
    names = [a.text() for a in window.learn_menu.actions()]
    assert names == ["Borgata: Interregnum", "Glad-o-polis 2.0", "Stadsliv"]
    start(window, "gladopolis")
    click(qtbot, overlay(window).target())
    window.leave_tutorial()
    button = window.welcome.learn_buttons["gladopolis"]
    assert button.text() == "Glad-o-polis, guided: continue the tutorial (step 2 of 10)"
    window._fill_learn_menu()
    sub = window.learn_menu.actions()[1].menu()
    assert [a.text() for a in sub.actions()] == [
        "Continue the tutorial (step 2 of 10)",
        "Start it over",
    ]


def test_switching_language_renders_the_card_again(qtbot, window):
    session = start(window, "gladopolis")
    click(qtbot, overlay(window).target())
    window.set_language("de")
    assert overlay(window).card.text.text() == session.guide.step.say("de")
    assert overlay(window).card.leave_button.text() == "Anleitung verlassen"
    assert "Schritt 2 von 10" in overlay(window).card.head.text()
    assert overlay(window).table is window.table and window.session is session
    window.set_language("en")
    assert overlay(window).card.text.text() == session.guide.step.say("en")


def test_the_card_follows_a_resize(qtbot, window):
    start(window, "gladopolis")
    guide = overlay(window)
    window.resize(1000, 700)
    pump(qtbot, 30)
    assert window.rect().contains(guide.card.geometry())
    window.resize(1600, 1000)
    pump(qtbot, 30)
    assert window.rect().contains(guide.card.geometry())


def _window_rect(window: MainWindow, widget: QWidget) -> QRect:
    return QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())


@pytest.mark.parametrize("game_id", shipped())
def test_on_a_small_screen_the_card_leaves_the_prompt_and_the_choice_readable(
    qtbot, window, game_id
):
    """At 1000x680 in German (the longest words), while the table shows (not the curtain), no
    card covers the action bar's prompt or the button it asks for: it goes above or beside
    them (it covered both at the first roll of Stadsliv's tutorial)."""
    window.set_language("de")
    window.resize(1000, 680)
    assert window.learn(game_id, fresh=True)
    covered: list[tuple[str, str]] = []

    def look(guide: GuideOverlay) -> None:
        if window.table.curtain.is_up or not guide.card.isVisible():
            return
        card = _window_rect(window, guide.card)
        prompt = window.table.bar.prompt
        if prompt.isVisible() and prompt.text() and card.intersects(_window_rect(window, prompt)):
            covered.append((guide.step.id, "prompt"))
        target = guide.target()
        if target is not None and not guide.card.isAncestorOf(target.widget):
            spot = target.at if target.at is not None else target.widget.rect().center()
            if card.contains(target.widget.mapTo(window, spot)):
                covered.append((guide.step.id, target.what))

    play_by_clicks(qtbot, window, each=look)
    assert covered == []


def test_the_amount_a_step_names_is_filled_in_and_the_learner_confirms_it(qtbot, window):
    session = start(window, "gladopolis")
    guide = overlay(window)
    while guide.step.id != "cai_bids":
        target = guide.target()
        if target is None:
            pump(qtbot, 20)
            continue
        click(qtbot, target)
    pump(qtbot, 20)
    panel = window.table.bar.panel
    target = guide.target()
    assert target is not None and target.widget is panel.bid_button
    assert panel.amount.value() == 200  # filled in; nothing is sent until the learner clicks
    assert guide.step.id == "cai_bids"
    panel.amount.setValue(300)  # the learner changes it: the guide does not type over it
    guide.place()
    assert panel.amount.value() == 300
    size = len(session.game.log)
    click(qtbot, guide.target())  # a bid of 300 is not the step's: refused, nothing changes
    assert len(session.game.log) == size and guide.step.id == "cai_bids"
    panel.amount.setValue(200)
    click(qtbot, guide.target())
    ids = [s.id for s in session.tutorial.steps]
    assert session.guide.index > ids.index("cai_bids")  # on to Ada's pass (the guide's own)
    assert any("200" in e.text and "Cai" in e.text for e in session.game.log[size:])


def test_a_real_game_started_meanwhile_keeps_the_tutorials_place_and_its_own_autosave(
    qtbot, window, prefs
):
    from tests.ui.conftest import toy

    start(window, "gladopolis")
    click(qtbot, overlay(window).target())
    index = window.session.guide.index
    window.start_session(toy())
    assert window.overlay is None and not isinstance(window.session, GuidedSession)
    assert window.session.autosave_path == autosave_path()
    assert prefs.tutorial_place("gladopolis")["step"] == index
    assert window.menu_actions["undo"].toolTip() != "Undo is off during the tutorial."


def test_every_ui_part_a_card_can_point_at_is_found(qtbot, window):
    start(window, "borgata")
    guide = overlay(window)
    table = window.table
    assert guide.part("board") is table.board
    assert guide.part("actions") is table.bar
    assert guide.part("log") is table.log
    assert guide.part("seat:2") is table.panels.panels[2]
    assert guide.part("seat:9") is None and guide.part("nothing") is None
    assert guide.part("undo") is window.menuBar()
    assert guide.part("curtain") is None  # (only while it is up)
    for part in ("board", "actions", "log", "seat:1", "undo"):
        rect = guide.anchor_rect(f"ui:{part}")
        assert rect is not None and window.rect().intersects(rect)
    assert guide.anchor_rect("lot:nowhere") == guide.anchor_rect("ui:board")  # unknown: the board


def test_the_rule_is_a_link_when_the_rules_browser_opens_a_rule(qtbot, window):
    start(window, "gladopolis")
    guide = overlay(window)
    click(qtbot, guide.target())
    click(qtbot, guide.target())  # on to "buy", which teaches GLA-09
    assert guide.step.rule == "GLA-09" and 'href="GLA-09"' in guide.card.rule.text()
    guide.card.rule.linkActivated.emit("GLA-09")  # the rules browser opens at that rule
    browser = window.table.teacher.browser
    assert browser is not None and browser.isVisible() and browser.rule == "GLA-09"
    browser.close()
    guide.open_rule = None  # a table without a browser that opens rules: the id as plain text
    guide.render()
    assert guide.card.rule.text() == "GLA-09"


def test_the_real_games_autosave_is_never_touched_by_a_tutorial(qtbot, window, prefs):
    from stadsliv_qt.engine import autosave
    from tests.ui.conftest import toy

    window.start_session(toy(), "/nowhere/kept.json")
    window.session.flush()
    kept = prefs.autosave_of
    game = window.session.game
    before = (game.to_dict(), [e.text for e in game.log])
    start(window, "stadsliv")
    play_by_clicks(qtbot, window)
    window.end_tutorial()
    game, _players = autosave.load_table(autosave_path())
    assert (game.to_dict(), [e.text for e in game.log]) == before and prefs.autosave_of == kept
    assert window.welcome.resume_card.isVisibleTo(window.welcome)  # offered to continue


BOARD_DOC = {
    **ALL["gladopolis"],
    "steps": [
        ALL["gladopolis"]["steps"][1],  # roll
        ALL["gladopolis"]["steps"][2],  # buy Lindenplatz (field 11)
        {"id": "mortgage", "wait": "act", "action": {"type": "Mortgage", "seat": 0, "field": 11},
         "anchor": "field:11", "text": {"en": "Mortgage it on the board.", "sv": "sv", "de": "de"}},
        ALL["gladopolis"]["steps"][-1],
    ],
}  # fmt: skip


def test_a_choice_made_on_the_board_is_clicked_on_the_board(qtbot, window):
    """A step whose action only the board offers (a field's single choice): the lit target is
    the anchor's place on the board's viewport, and a real click there makes the action."""
    assert window.start_tutorial(tutorial.parse(json.loads(json.dumps(BOARD_DOC)), "gladopolis"))
    scene = window.table.scene
    if not hasattr(type(scene), "anchor_rect"):  # until the title's refs are merged (h18-gla)
        fields = {item.index: item for item in scene.fields}
        scene.anchor_rect = lambda ref: (
            fields[int(ref.split(":")[1])].sceneBoundingRect() if ref.startswith("field:") else None
        )
    guide = overlay(window)
    while guide.step.id != "mortgage":
        click(qtbot, guide.target())
    pump(qtbot, 20)
    target = guide.target()
    assert target is not None and target.what == "board"
    assert target.widget is window.table.board.viewport()
    click(qtbot, target)
    assert guide.step.id == "end"
    assert "mortgage" in window.session.game.log[-1].text.lower()


def _t(en: str) -> dict[str, str]:
    return {"en": en, "sv": f"{en} [sv]", "de": f"{en} [de]"}


TOY_DOC = {
    "format": 1,
    "game": "toy",
    "title": _t("Tärningsduell, guided"),
    "players": ["Ada", "Bo"],
    "options": {"rounds": 1, "prize": "5"},
    "seed": 2,
    "chance": {"dice": [[4, 4]]},
    "steps": [
        {"id": "aim", "wait": "act", "action": {"type": "Target", "seat": 0, "value": 7},
         "text": _t("Name 7 as your target."), "anchor": "ui:actions"},
        {"id": "roll", "wait": "roll", "text": _t("Now roll."), "anchor": "ui:roll",
         "hint": _t("Roll the dice now.")},
        {"id": "explain", "wait": "next", "text": _t("Bids are sealed behind the curtain."),
         "anchor": "ui:actions"},
        {"id": "bid", "wait": "act", "action": {"type": "Bid", "seat": 0, "amount": 3},
         "text": _t("Seal a bid of 3."), "anchor": "ui:curtain"},
        {"id": "bo", "wait": "auto", "action": {"type": "Bid", "seat": 1, "amount": 8},
         "text": _t("Bo seals his bid.")},
        {"id": "end", "wait": "end", "text": _t("Done.")},
    ],
}  # fmt: skip


def test_a_roll_step_and_a_masked_amount_behind_the_curtain_by_clicks(qtbot, window):
    """The Roll button on a dice decision the step waits for; then a sealed amount behind the
    curtain, filled into the masked field (never shown), confirmed by a click; Bo's sealed 8 is
    the guide's own move and never on the card."""
    from stadsliv_qt.engine import Kind

    session = start_doc(window, TOY_DOC)
    guide = overlay(window)
    click(qtbot, guide.target())  # Target 7 on the bar
    assert guide.step.id == "roll" and session.game.decision().kind is Kind.CHANCE
    target = guide.target()
    assert target is not None and target.what == "roll"
    assert guide.anchor_rect("ui:roll") == guide._rect_of(target.widget)
    said: list[str] = []
    session.stepped.connect(lambda _e: said.append(_overlay_words(guide)))
    seen = play_by_clicks(qtbot, window)
    assert seen == ["roll", "explain", "bid", "bo", "end"]
    assert "Bids opened: Ada 3, Bo 8" in [e.text for e in session.game.log]
    assert said and not any("8" in text for text in said)


def start_doc(window: MainWindow, doc: dict) -> GuidedSession:
    """A tutorial document of the test's own on the table, from its first step."""
    assert window.start_tutorial(tutorial.parse(json.loads(json.dumps(doc)), doc["game"]), True)
    session = window.session
    assert isinstance(session, GuidedSession)
    return session


@pytest.mark.parametrize(
    "key", [Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Right], ids=["return", "enter", "right"]
)
def test_enter_and_the_right_arrow_press_next_only_while_the_card_shows_it(qtbot, window, key):
    start(window, "gladopolis")
    guide = overlay(window)
    assert guide.step.id == "hello" and guide.card.next_button.isVisible()
    qtbot.keyClick(window, key)
    pump(qtbot)
    assert guide.step.id == "roll"  # the card waits for the roll now: Next is gone
    before = _state(window)
    for again in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Right):
        qtbot.keyClick(window, again)
        pump(qtbot)
    assert guide.step.id == "roll" and _state(window) == before
    assert not guide.card.note.isVisible()  # a key that means nothing here is no wrong move
