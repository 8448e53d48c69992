"""The private envelope sheet (BOR-10, BOR-12) and the common opening, row by row."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from stadsliv_qt.engine import Event
from stadsliv_qt.games.borgata.actions import ContractBid, Envelopes
from stadsliv_qt.ui.choose import create_panel
from stadsliv_qt.ui.dialogs import PanelContext
from stadsliv_qt.ui.titles.borgata.reveal import SEALED, BorgataReveal

from ..conftest import click, settle
from .drive import SEATS, new_game, type_amount


def sheet_for(qtbot, game, seat: int = 0):
    decision = game.decision()
    context = PanelContext(game, seat, decision, game.legal_actions(seat), private=True)
    panel = create_panel(context)
    qtbot.addWidget(panel)
    panel.resize(520, 700)
    panel.show()
    settle(qtbot)
    return panel


def phase1_game(**options):
    game = new_game(3, **options)
    game.resolve_chance()
    game._phase1()
    return game


@pytest.mark.rule("BOR-10")
def test_bor10_running_total_against_cash_and_a_clear_message_when_over(qtbot):
    game = phase1_game()
    sheet = sheet_for(qtbot, game)
    assert sorted(sheet.rows) == sorted(c for c in game.holder if game.holder[c] is None)
    fbi = sheet.rows["fbi"]
    qtbot.mouseClick(fbi, Qt.MouseButton.LeftButton)
    for key in ("1", "5", "00"):
        click(qtbot, fbi.keys[key])
    assert fbi.field.text() == "1500" and fbi.field.displayText() != "1500"
    assert "●●●●" in sheet.total.text() and "$2,000" in sheet.total.text()
    click(qtbot, fbi.keys["›"])  # on to the next envelope, with its own keypad
    nxt = sheet.active
    assert nxt is not fbi and sheet.pads.currentWidget() is nxt.pad
    for key in ("6", "00"):
        click(qtbot, nxt.keys[key])
    assert sheet.over.isVisible() and "$2,000" in sheet.over.text()
    assert not sheet.submit.isEnabled()
    qtbot.mousePress(sheet.show_button, Qt.MouseButton.LeftButton)  # shown only while held
    assert "$2,100 of your $2,000" in sheet.total.text() and fbi.field.displayText() == "1500"
    qtbot.mouseRelease(sheet.show_button, Qt.MouseButton.LeftButton)
    assert "$2,100" not in sheet.total.text() and fbi.field.shown_text() == "●●●●"
    click(qtbot, nxt.keys["⌫"])
    assert not sheet.over.isVisible() and sheet.submit.isEnabled()
    chosen = []
    sheet.chosen.connect(chosen.append)
    click(qtbot, sheet.submit)
    assert isinstance(chosen[0], Envelopes) and chosen[0].amount("fbi") == 1500
    assert sum(a for _, a in chosen[0].amounts) == 1560
    game.check(chosen[0])


@pytest.mark.rule("BOR-12")
def test_bor12_contract_sheet_one_envelope_and_what_the_informant_saw(qtbot):
    game = new_game(3)
    game.resolve_chance()
    game.peeks[1] = {1}  # Björn looked at B1 (Stålverket) with Informatören earlier
    game.contract_lot = 1
    game.bids = {}
    game.sealed_seats = (0, 1, 2)
    game.phase = "bid"
    sheet = sheet_for(qtbot, game, seat=1)
    assert list(sheet.rows) == ["contract"]
    text = " ".join(label.text() for label in sheet.findChildren(type(sheet.total)))
    assert "B1 is Stålverket: Industri, value 4, contract $1,000" in text
    other = sheet_for(qtbot, game, seat=0)
    text = " ".join(label.text() for label in other.findChildren(type(sheet.total)))
    assert "Stålverket" not in text
    chosen = []
    sheet.chosen.connect(chosen.append)
    env = sheet.rows["contract"]
    for key in ("4", "00"):
        click(qtbot, env.keys[key])
    click(qtbot, sheet.submit)
    assert chosen == [ContractBid(1, 400)]


@pytest.mark.rule("BOR-10")
def test_bor10_reveal_opens_contact_by_contact_at_the_tables_speed(qtbot):
    looks = [(s.name, s.colour, s.token) for s in SEATS]
    reveal = Event(
        "The envelopes are opened",
        "BOR-10",
        "reveal",
        data={
            "envelopes": {
                "Anna": {"fbi": 300, "smugglaren": 0},
                "Björn": {"fbi": 300, "smugglaren": 100},
                "Çelik": {"fbi": 0, "smugglaren": 0},
            }
        },
    )
    won = Event(
        "Smugglaren: Björn wins",
        "BOR-10",
        "contact_won",
        data={"seat": 1, "contact": "smugglaren", "amount": 100},
    )
    view = {"contacts": [{"id": "fbi", "name": "FBI"}, {"id": "smugglaren", "name": "Smugglaren"}]}
    panel = BorgataReveal(reveal, [won], looks, view, lambda ms: ms // 20)
    qtbot.addWidget(panel)
    assert all(cell.text() == SEALED for row in panel.rows for cell in row[:-1])
    qtbot.waitUntil(lambda: panel.opened == 1, timeout=2000)
    assert panel.rows[0][-1].text() == "Tie at $300: nobody gets it"
    assert panel.rows[1][0].text() == SEALED  # the next contact still sealed
    qtbot.waitUntil(lambda: panel.opened == 2, timeout=2000)
    assert panel.rows[1][1].text() == "✓ $100"
    assert panel.rows[1][-1].text() == "Björn wins and pays $100"
    qtbot.waitUntil(lambda: "Paid to the bank" in panel.paid_label.text(), timeout=2000)
    assert "Björn $100" in panel.paid_label.text()


@pytest.mark.rule("BOR-10")
def test_bor10_a_compact_envelope_keeps_its_gloss_in_the_tooltip_and_its_keypad_in_one_row(qtbot):
    """A window too short for ten envelopes turns them to one line each (the sheet fits)."""
    sheet = sheet_for(qtbot, phase1_game())
    env = sheet.rows["fbi"]
    assert env.sub is not None and env.sub.isVisible()
    qtbot.mouseClick(env, Qt.MouseButton.LeftButton)  # its keypad shows
    settle(qtbot)
    rows = {key.y() for key in env.keys.values()}
    assert len(rows) == 2  # the full sheet: two rows of seven keys
    env.set_compact(True)
    settle(qtbot)
    assert not env.sub.isVisible() and env.subtitle in env.toolTip()
    assert len({key.y() for key in env.keys.values()}) == 1
    type_amount(qtbot, env, 250)  # the keys still type
    assert env.field.text() == "250"


@pytest.mark.rule("BOR-10")
def test_bor10_too_much_in_a_small_window_scrolls_the_warning_and_seal_into_sight(qtbot, window):
    """When the envelope page scrolls (German at 1000x680 with the "since your last turn" box,
    here a lower window), typing more than the cash brings the warning and the greyed Seal into
    sight (they appeared below the window's edge)."""
    from PySide6.QtCore import QPoint, QRect
    from PySide6.QtWidgets import QScrollArea

    from stadsliv_qt.games.borgata.actions import Place

    from .drive import start
    from .test_secrets import OPENING

    window.set_language("de")
    window.setMinimumSize(0, 0)
    window.resize(1000, 600)
    game = new_game(3)
    game.resolve_chance()
    for k, pos in enumerate(OPENING[:9]):
        game.apply(Place(k % 3, pos))
    start(qtbot, window, game)
    click(qtbot, window.table.bar.buttons[0])  # "Pass to Anna"
    curtain = window.table.curtain
    click(qtbot, curtain.card)
    sheet = curtain.panel
    page = next(s for s in curtain.findChildren(QScrollArea) if s.isAncestorOf(sheet))
    type_amount(qtbot, sheet.rows["lonnmordaren"], 99999)
    settle(qtbot, 20)
    assert sheet.over.isVisible() and not sheet.submit.isEnabled()
    assert page.verticalScrollBar().maximum() > 0  # the page does not fit: it scrolls
    view = QRect(page.viewport().mapTo(window, QPoint(0, 0)), page.viewport().size())
    for widget in (sheet.over, sheet.submit):
        shown = QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())
        assert view.contains(shown), widget


@pytest.mark.rule("BOR-10")
@pytest.mark.parametrize("lang", ["en", "sv", "de"])
def test_bor10_the_reveal_fits_a_1366_window_in_every_language(qtbot, lang):
    """In German four families' reveal needed 1,002 pixels (its result column as wide as the
    longest result it could show) and scrolled sideways at 1366x768, cutting off who won. The
    column now wraps a long result, keeps an amount whole, and takes what room there is."""
    from stadsliv_qt.ui import i18n

    i18n.install(lang)
    try:
        names = ["Spieler 1", "Spieler 2", "Spieler 3", "Spieler 4"]
        looks = [(n, s.colour, s.token) for n, s in zip(names, SEATS + SEATS, strict=False)]
        envelopes = {n: {"fbi": 88_888 if i == 1 else 0} for i, n in enumerate(names)}
        reveal = Event("x", "BOR-10", "reveal", data={"envelopes": envelopes})
        won = Event(
            "w", "BOR-10", "contact_won", data={"seat": 1, "contact": "fbi", "amount": 88_888}
        )
        panel = BorgataReveal(reveal, [won], looks, {"contacts": [{"id": "fbi", "name": "FBI"}]},
                              lambda ms: 0)  # fmt: skip
        qtbot.addWidget(panel)
        panel.open_all()
        assert panel.minimumSizeHint().width() <= 880  # the overlay's room at 1366x768
        result = panel.rows[0][-1].text()
        assert "\u00a0" in result or "$" in result  # the amount is kept whole
        panel.resize(panel.minimumSizeHint().width(), 400)
        panel.show()
        qtbot.waitExposed(panel)
        cell = panel.rows[0][-1]
        assert cell.width() >= 220 and cell.heightForWidth(cell.width()) <= cell.height() + 1
    finally:
        i18n.install("en")
