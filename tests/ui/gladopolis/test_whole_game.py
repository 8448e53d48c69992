"""Whole Glad-o-polis games played through the table only: New Game dialog, bar panels, board,
curtain, Done, the vote reveal, the election screen and "play again with the same table"."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication

from stadsliv_qt.engine import Kind, Seat, registry
from stadsliv_qt.ui.main_window import central
from stadsliv_qt.ui.new_game import NewGameDialog

from ..conftest import click, settle
from .driver import Driver, Policy

SEATS = [
    Seat("Anna", "#E69F00", "circle"),
    Seat("Björn", "#56B4E9", "square"),
    Seat("Çelik", "#009E73", "triangle"),
    Seat("Dagny", "#CC79A7", "star"),
]


def _fill_new_game(qtbot, names: list[str]) -> None:
    dialog = QApplication.activeModalWidget()
    assert isinstance(dialog, NewGameDialog)
    dialog.game_list.setCurrentRow([c.info.id for c in dialog.classes].index("gladopolis"))
    while len(dialog.rows) < len(names):
        dialog.add_seat()
    for row, name in zip(dialog.rows, names, strict=True):
        row.name.setText(name)
    dialog.option_widgets["short_game"].setChecked(True)
    dialog.seed.setText("21")
    qtbot.mouseClick(dialog.ok, Qt.MouseButton.LeftButton)


def start(qtbot, window, seats: int, seed: int = 7, **options):
    """A Glad-o-polis game on the table, its decks scripted so the first motion is known."""
    game = registry.get("gladopolis")(SEATS[:seats], {"short_game": True, **options}, seed=seed)
    motions = sorted(game.d.motions)
    motions.remove("mietpreisbremse")
    game.chance.script("shuffle:motions", ["mietpreisbremse", *motions])
    window.start_session(game)
    settle(qtbot)
    return window.session.game


def finish_and_check(qtbot, window, driver: Driver, seats: int) -> None:
    """Play on to Wahltag; the election screen shows every breakdown, the chart and play again."""
    driver.play()
    game = window.session.game
    decision = game.decision()
    assert decision.kind is Kind.TERMINAL and decision.results.rule in ("GLA-29", "GLA-28")
    table = window.table
    results = table.results
    assert results is not None and table.stage.currentWidget() is results
    winner = game.seats[decision.results.winners[0]].name
    assert results.title.text() == f"{winner} wins"
    assert results.table.rowCount() == seats
    headings = results.headings  # the headings as said (a long one is shown on two lines)
    assert len(headings) == results.table.columnCount()
    assert headings[-1] == "Votes" and "Klüngel loss" in headings and "Votes for BG" in headings
    totals = {results.table.item(r, 0).text().rstrip(" ★"): results.table.item(r, len(headings) - 1).text()
              for r in range(seats)}  # fmt: skip
    for s in range(seats):
        assert totals[game.seats[s].name] == f"{decision.results.breakdown[s]['total']:,}"
    series = window.session.series
    assert len(series.keys) > 5 and all(len(row) == seats for row in series.money)
    assert series.score[-1] == [decision.results.breakdown[s]["total"] for s in range(seats)]
    assert any("(GLA-29)" in line for line in table.log.lines())
    names = [s.name for s in game.seats]
    click(qtbot, results.again_button)
    again = window.session.game
    assert again is not game and [s.name for s in again.seats] == names
    assert again.options == game.options and not again.is_over
    assert central(window) is window.table and window.table.results is None


@pytest.mark.rule("GLA-29")
def test_gla29_two_seats_from_new_game_to_the_election(qtbot, window):
    """Two players, short game: buy, auction, a motion with the veto question, then Wahltag."""
    QTimer.singleShot(0, lambda: _fill_new_game(qtbot, ["Anna", "Björn"]))
    click(qtbot, window.welcome.new_button)
    settle(qtbot)
    game = window.session.game
    assert game.info.id == "gladopolis" and game.options["short_game"]
    assert [s.name for s in game.seats] == ["Anna", "Björn"]
    table = window.table
    driver = Driver(qtbot, window, Policy(keep=3000))
    # Anna: 6+5 to Lindenplatz (11) and buys it
    game.chance.script("dice", (6, 5), (1, 2))
    driver.until(lambda: game.decision().tag == "buy")
    assert (
        table.scene.fields[11].lit
        and "Buy Lindenplatz for 1,400 €" in table.bar.panel.buttons[0].text()
    )
    driver.step()
    assert game.owner[11] == 0 and table.scene.fields[11].owner == 0
    assert "Anna buys Lindenplatz for 1,400 € (GLA-09)" in table.log.lines()
    # Björn: 1+2 to Gerberhof (3), declines; the auction opens with Anna to bid
    driver.until(lambda: game.decision().tag == "buy")
    click(qtbot, table.bar.panel.buttons[1])
    assert game.decision().tag == "auction" and game.decision().seat == 0
    panel = table.bar.panel
    assert panel.state.item == "Gerberhof" and panel.raise_buttons[0].text().endswith("+100")
    click(qtbot, panel.raise_buttons[1])  # +500 €
    assert game.auction["high"] == 500 and game.decision().seat == 1
    click(qtbot, table.bar.panel.pass_button)
    assert (
        game.owner[3] == 0
        and "Anna wins the auction and pays 500 € to the bank for Gerberhof (GLA-09)"
        in table.log.lines()
    )
    finish_and_check(qtbot, window, driver, 2)


@pytest.mark.rule("GLA-21")
def test_gla21_four_seats_secret_vote_behind_the_curtain_to_the_election(qtbot, window):
    """Four players: a motion voted in secret seat by seat, one reveal, then Wahltag."""
    game = start(qtbot, window, 4)
    table = window.table
    driver = Driver(qtbot, window, Policy(votes={0: True, 1: False, 2: True, 3: True}))
    game.chance.script("dice", (6, 5), (1, 2), (2, 3), (2, 4), (6, 5))
    driver.until(lambda: game.decision().tag == "council")
    assert "Mietpreisbremse" in table.bar.prompt.text()  # the prompt names the motion
    said = table.bar.panel.findChildren(type(table.bar.prompt))[0].text()
    assert said.startswith("All rents are cut by a quarter.")  # what it does, in the panel
    driver.step()  # bring it in
    assert game.decision().kind is Kind.SEALED
    asked = []
    driver.until(lambda: table.curtain.is_up)
    while game.decision().kind is Kind.SEALED or table.curtain.is_up:
        if table.curtain.card is not None:
            asked.append(table.curtain.seat)
        driver.step()
    assert asked == [0, 1, 2, 3]
    reveal = table.reveal
    assert reveal is not None and reveal.tally.text() == "3 yes · 1 no"
    assert reveal.votes == {0: True, 1: False, 2: True, 3: True}
    assert [r["id"] for r in game.view(None)["resolutions"]] == ["mietpreisbremse"]
    assert table.scene.beschluss.resolutions[0][0] == "Mietpreisbremse"
    click(qtbot, reveal.ok)
    finish_and_check(qtbot, window, driver, 4)
