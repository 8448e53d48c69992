"""A reveal is a reveal: while a staged reveal shows step k, the seat panels, the log and the board
show nothing of the steps after k (no money, no result line, no new holder); once it has shown
everything, the table catches up. One test per staged reveal of the three titles: Borgata's
envelopes and contract bids, the Röstkort vote and the Ödestärning (Stadsliv), Glad-o-polis's
council vote.

The reveals run at a very slow speed here, so no timer moves them on; the test shows each step
itself (the same call the reveal's timer makes).
"""

from __future__ import annotations

import pytest

from stadsliv_qt.engine import Kind
from stadsliv_qt.games.borgata.actions import Place
from stadsliv_qt.ui.dialogs.vote import SEALED_VOTE
from tests.engine.stadsliv.helpers import give_turn, nth
from tests.engine.stadsliv.helpers import new_game as stadsliv_game

from .borgata.drive import click_lot, new_game, reveal, scene_texts, seal_sheet, start
from .conftest import all_texts, click, settle
from .gladopolis.driver import Driver, Policy
from .gladopolis.test_whole_game import start as gladopolis_start
from .stadsliv.helpers import combo_choose, press, roll

OPENING = [(1, 1), (1, 3), (3, 1), (1, 2), (2, 3), (3, 3), (2, 1), (1, 3), (3, 2)]


def slow(monkeypatch, prefs) -> None:
    """From now on every pause is far longer than a test: only the test moves a reveal on."""
    prefs.speed = "normal"
    monkeypatch.setattr(prefs, "delay_ms", lambda ms: ms * 10_000)


def shown(table) -> dict:
    """What the table shows apart from the reveal itself: panels, log, the action bar."""
    return {
        "panels": all_texts(table.panels),
        "log": table.log.lines(),
    }


def public_lines(game) -> list[str]:
    return [e.line() for e in game.log_for(None)]


def lines_before_reveal(game, kind: str) -> list[str]:
    """The public lines before the last event of `kind` (the reveal itself and all after wait)."""
    public = game.log_for(None)
    last = max(k for k, e in enumerate(public) if e.kind == kind)
    return [e.line() for e in public[:last]]


# ----- Borgata ------------------------------------------------------------------------------------
def opened_borgata(qtbot, window):
    game = new_game(3)
    game.resolve_chance()
    for k, pos in enumerate(OPENING):
        game.apply(Place(k % 3, pos))
    start(qtbot, window, game)
    return game


def borgata_board(scene) -> tuple:
    holders = {cid: item.contact.get("holder") for cid, item in scene.contacts.items()}
    lots = {pos: tuple(item.lot.get("members") or ()) for pos, item in scene.lots.items()}
    return holders, lots, sorted(scene_texts(scene))


@pytest.mark.rule("BOR-10")
def test_bor10_envelope_reveal_holds_panels_log_and_city_row_by_row(
    qtbot, window, prefs, monkeypatch
):
    game = opened_borgata(qtbot, window)
    table = window.table
    money_before = [str(p["money_text"]) for p in game.view(None)["players"]]
    click(qtbot, table.bar.buttons[0])  # "Pass to Anna"
    seal_sheet(qtbot, window, {"lonnmordaren": 733, "fbi": 411})
    seal_sheet(qtbot, window, {"livvakterna": 517, "lonnmordaren": 611})
    seal_sheet(qtbot, window, {"fbi": 411, "informatoren": 329})
    before, board = shown(table), borgata_board(table.scene)
    slow(monkeypatch, prefs)
    reveal(qtbot, window)
    stepper = table.staged
    panel = table.scene.overlay.content
    assert stepper is not None and stepper.steps == len(panel.rows) > 1  # one per contact
    log_before = lines_before_reveal(game, "reveal")
    money_after = [str(p["money_text"]) for p in game.view(None)["players"]]
    assert money_after != money_before  # Anna, Björn and Çelik paid for their contacts
    for k in range(stepper.steps):
        assert panel.opened == k
        now = shown(table)
        assert now["panels"] == before["panels"], f"the panels ran ahead at row {k}"
        assert not any(m in " ".join(now["panels"]) for m in money_after if m not in money_before)
        assert now["log"] == log_before, f"the log ran ahead at row {k}"
        assert not any("wins" in line or "opened" in line for line in now["log"])
        assert borgata_board(table.scene) == board, f"the city ran ahead at row {k}"
        assert not table.bar.buttons[0].text().startswith("1")  # no next decision offered
        stepper.next()
        settle(qtbot)
    assert panel.opened == stepper.steps and table.staged is None
    assert table.log.lines() == public_lines(game)
    assert any("Anna has the highest envelope, $733" in line for line in table.log.lines())
    texts = " ".join(all_texts(table.panels))
    assert all(m in texts for m in money_after)
    assert table.scene.contacts["lonnmordaren"].contact.get("holder") == 0
    assert game.decision().kind is Kind.SEAT and table.bar.panel is not None  # play goes on


@pytest.mark.rule("BOR-12")
def test_bor12_contract_bid_reveal_holds_the_table_until_the_bids_are_open(
    qtbot, window, prefs, monkeypatch
):
    game = opened_borgata(qtbot, window)
    table = window.table
    click(qtbot, table.bar.buttons[0])
    for _ in range(3):
        seal_sheet(qtbot, window, {})
    reveal(qtbot, window)
    table.scene.overlay.close_overlay()
    settle(qtbot)
    click_lot(qtbot, window, (0, 1))  # Stålverket's lot for the contract
    seal_sheet(qtbot, window, {"contract": 0})
    seal_sheet(qtbot, window, {"contract": 250})
    seal_sheet(qtbot, window, {"contract": 0})
    before, board = shown(table), borgata_board(table.scene)
    slow(monkeypatch, prefs)
    reveal(qtbot, window)
    stepper = table.staged
    bjorn = str(game.view(None)["players"][1]["money_text"])
    assert bjorn not in " ".join(before["panels"])  # Björn has paid his bid, in the engine
    assert stepper is not None and stepper.steps == 1
    assert shown(table)["panels"] == before["panels"]
    assert table.log.lines() == lines_before_reveal(game, "reveal")
    assert borgata_board(table.scene) == board
    assert table.scene.lots[(0, 1)].lot["members"] == [0, 0, 0]  # the new member waits too
    stepper.next()
    settle(qtbot)
    assert table.staged is None
    assert table.scene.lots[(0, 1)].lot["members"] == [0, 1, 0]
    assert any("wins the contract" in line for line in table.log.lines())
    assert bjorn in " ".join(all_texts(table.panels))


# ----- Stadsliv -----------------------------------------------------------------------------------
def stadsliv_vote(qtbot, window):
    game = stadsliv_game(4, banker=1)
    give_turn(game, 0)
    game.pos[0] = nth(game, "council") - 7
    window.start_session(game)
    settle(qtbot)
    roll(qtbot, window, (3, 4))
    press(qtbot, window, "Do not buy")
    combo_choose(window.table.bar.panel.kind, "vote Anna into Stadsfullmäktige")
    press(qtbot, window, "Raise the Röstkort")
    settle(qtbot, 20)
    return game


@pytest.mark.rule("STA-22")
def test_sta22_vote_reveal_opens_vote_by_vote_and_the_fate_throw_waits_for_the_die(
    qtbot, window, prefs, monkeypatch
):
    game = stadsliv_vote(qtbot, window)
    table = window.table
    curtain = table.curtain
    assert curtain.is_up  # the curtain rises for the first voter by itself
    for choice in (True, False, True):
        click(qtbot, curtain.card)
        click(qtbot, curtain.panel.yes if choice else curtain.panel.no)
        click(qtbot, curtain.panel.cast)
        click(qtbot, curtain.done_button)
    before = shown(table)
    card_rows = list(table.scene.vote_card.rows)
    slow(monkeypatch, prefs)
    click(qtbot, curtain.reveal_button)
    stepper, card = table.staged, table.reveal
    assert stepper is not None and stepper.steps == 4  # three voters, then the tally
    assert [w.text() for w in card.words] == [SEALED_VOTE] * 3
    log_before = lines_before_reveal(game, "reveal")
    for k in range(stepper.steps):
        opened = [w.text() for w in card.words]
        assert opened == [("yes", "no", "yes")[i] if i < k else SEALED_VOTE for i in range(3)]
        assert card.tally.text() == SEALED_VOTE
        assert shown(table)["panels"] == before["panels"]
        assert table.log.lines() == log_before
        assert not any("revealed" in line or "majority" in line for line in table.log.lines())
        assert table.scene.vote_card.rows == card_rows and table.scene.vote_card.isVisible()
        stepper.next()
        settle(qtbot)
    assert card.tally.text() == "2 yes · 1 no" and table.staged is None
    assert table.log.lines() == public_lines(game)
    assert any("the Ödestärning decides" in line for line in table.log.lines())
    assert not table.scene.vote_card.isVisible()

    # STA-22: the majority agrees, the Ödestärning decides; nothing follows before it lands
    click(qtbot, card.ok)
    assert game.decision().kind is Kind.CHANCE and game.decision().chance == "fate"
    before = shown(table)
    hall = list(table.scene.hall.holders)
    game.chance.script("fate", "GB")
    press(qtbot, window, "Roll")
    stepper = table.staged
    assert stepper is not None and not stepper.done
    assert table.scene.tray.fate.code == "GB"  # the die is thrown: its face is the reveal
    assert shown(table)["panels"] == before["panels"]
    assert table.log.lines() == lines_before_reveal(game, "fate")
    assert table.scene.hall.holders == hall and not table.scene.fate_panel.isVisible()
    stepper.next()  # the die lands
    settle(qtbot)
    assert table.staged is None
    assert table.log.lines() == public_lines(game)
    assert any("voted into Stadsfullmäktige" in line for line in table.log.lines())
    assert table.scene.hall.holders == [0]
    assert shown(table)["panels"] != before["panels"]


@pytest.mark.rule("STA-12")
def test_sta12_fate_report_and_payments_wait_until_the_die_has_landed(
    qtbot, window, prefs, monkeypatch
):
    game = stadsliv_game(3, banker=1)
    give_turn(game, 0)
    game.pos[0] = nth(game, "fate") - 7
    window.start_session(game)
    settle(qtbot)
    table = window.table
    roll(qtbot, window, (3, 4))
    before = shown(table)
    slow(monkeypatch, prefs)
    game.chance.script("fate", "N")
    press(qtbot, window, "Roll")
    stepper = table.staged
    assert stepper is not None
    assert table.log.lines() == lines_before_reveal(game, "fate")
    assert shown(table)["panels"] == before["panels"]
    assert not table.scene.fate_panel.isVisible()
    assert "Show it all now" in table.bar.buttons[0].text()
    click(qtbot, table.bar.buttons[0])  # Space on the bar: the die lands at once
    assert table.staged is None and table.scene.fate_panel.isVisible()
    assert table.log.lines() == public_lines(game)
    assert shown(table)["panels"] != before["panels"]  # Anna and Cecilia paid


# ----- Glad-o-polis -------------------------------------------------------------------------------
@pytest.mark.rule("GLA-21")
def test_gla21_council_vote_reveal_holds_bg_resolutions_and_log(qtbot, window, prefs, monkeypatch):
    game = gladopolis_start(qtbot, window, 3)
    table = window.table
    driver = Driver(qtbot, window, Policy(votes={0: True, 1: False, 2: True}))
    game.chance.script("dice", (6, 5), (1, 2), (2, 3), (2, 4), (6, 5))
    driver.until(lambda: game.decision().tag == "council")
    driver.step()  # bring the motion in
    driver.until(lambda: table.curtain.reveal_button is not None)
    before = shown(table)
    resolutions = list(table.scene.beschluss.resolutions)
    slow(monkeypatch, prefs)
    click(qtbot, table.curtain.reveal_button)
    stepper, card = table.staged, table.reveal
    assert stepper is not None and stepper.steps == 4
    for k in range(stepper.steps):
        assert sum(w.text() != SEALED_VOTE for w in card.words) == k
        assert shown(table)["panels"] == before["panels"]
        assert table.log.lines() == lines_before_reveal(game, "reveal")
        assert table.scene.beschluss.resolutions == resolutions
        stepper.next()
        settle(qtbot)
    assert table.staged is None and card.tally.text() == "2 yes · 1 no"
    assert table.scene.beschluss.resolutions[0][0] == "Mietpreisbremse"
    assert table.log.lines() == public_lines(game)
    assert shown(table)["panels"] != before["panels"]  # the proposer's Bürgergunst


def test_closing_a_reveal_early_shows_the_rest_and_releases_the_table(
    qtbot, window, prefs, monkeypatch
):
    game = opened_borgata(qtbot, window)
    table = window.table
    click(qtbot, table.bar.buttons[0])
    seal_sheet(qtbot, window, {"lonnmordaren": 733})
    seal_sheet(qtbot, window, {})
    seal_sheet(qtbot, window, {})
    slow(monkeypatch, prefs)
    reveal(qtbot, window)
    panel = table.scene.overlay.content
    assert table.staged is not None and panel.opened == 0
    click(qtbot, table.scene.overlay.close_button)
    assert table.staged is None and panel.opened == len(panel.rows)
    assert table.log.lines() == public_lines(game)
    assert game.decision().kind is Kind.SEAT and table.bar.panel is not None
