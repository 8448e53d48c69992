"""Borgata: Interregnum's screenshots: a scripted city in round 3, clicked as players would.

Not collected by pytest: scripts/screenshots.py renders the shots in SHOTS.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QApplication

from stadsliv_qt.ui.main_window import MainWindow
from stadsliv_qt.ui.pump import process_events

from ..shots import SEATS, Shot, at_sizes, fresh_window, settle

# ----- Borgata: Interregnum ------------------------------------------------------------------
BORGATA_CITY = {
    (0, 0): {0: 2},
    (0, 1): {3: 1},  # a contract member waiting on its face-down lot
    (0, 4): {1: 2},
    (1, 1): {0: 12},
    (1, 2): {2: 1},
    (1, 3): {1: 4},
    (2, 1): {3: 3},
    (2, 2): {0: 3},
    (2, 3): {1: 1},
    (2, 4): {3: 2},
    (3, 1): {2: 5},
    (3, 2): {2: 2},
    (3, 3): {1: 1, 3: 1},
    (4, 4): {2: 2, 3: 1},
}


def borgata_game(round_no: int = 3, phase: int | None = 4):
    """A four-family Borgata city in round 3, arranged for the shots (scripted deal)."""
    from stadsliv_qt.games.borgata import BorgataGame
    from tests.engine.borgata.helpers import LAYOUT, arrange, deal_order

    game = BorgataGame(SEATS[:4], {}, seed=3)
    game.chance.script("shuffle:districts", deal_order(LAYOUT))
    game.resolve_chance()
    arrange(
        game,
        BORGATA_CITY,
        cash=[3150, 2400, 1875, 980],
        holders={"lonnmordaren": 0, "livvakterna": 1, "fbi": 2, "polisbilen": 3, "advokaten": 2},
        police=((2, 3), (3, 2)),
        face_up=((2, 4), (4, 2)),
        round_no=round_no,
    )
    game.peeks[0] = {2, 3}  # Anna's informant looked at C1 and D1
    if phase is not None:
        getattr(game, f"_phase{phase}")()
    return game


def borgata_window(app: QApplication, game) -> MainWindow:
    """A window at the screenshot size with the game on the table; animations off."""
    window = fresh_window(app)
    window.prefs.speed = "off"
    window.start_session(game)
    settle(app, 12)
    return window


def borgata_click(app: QApplication, window: MainWindow, pos: tuple[int, int]) -> None:
    """A click on a lot of the city, as a player makes it."""
    from PySide6.QtCore import QPointF
    from PySide6.QtTest import QTest

    view = window.table.board
    item = window.table.scene.lots[pos]
    at = view.mapFromScene(item.mapToScene(QPointF(100, 14)))
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=at)
    settle(app)


def borgata_seal(app: QApplication, window: MainWindow, amounts: dict[str, int]) -> None:
    """At a family's card: open its sheet, fill the envelopes on their keypads, seal, Done."""
    curtain = window.table.curtain
    curtain.card.click()
    settle(app)
    sheet = curtain.panel
    for key, amount in amounts.items():
        for digit in str(amount):
            sheet.rows[key].press(digit)
    sheet.submit.click()
    settle(app)
    curtain.done_button.click()
    settle(app)


def shot_borgata_city(app: QApplication) -> QPixmap:
    """Borgata mid-game: the city at night, twelve members on one lot, Fängelset, the contacts."""
    window = borgata_window(app, borgata_game())
    pix = window.grab()
    window.close()
    return pix


def shot_borgata_mobilise(app: QApplication) -> QPixmap:
    """Mobilisera: Anna picked her members on Börshuset; the lots they may step to are lit."""
    window = borgata_window(app, borgata_game())
    borgata_click(app, window, (1, 1))
    pix = window.grab()
    window.close()
    return pix


def shot_borgata_contact(app: QApplication) -> QPixmap:
    """Mobilisera: Anna plays Lönnmördaren; the lots where it may strike are lit."""
    window = borgata_window(app, borgata_game())
    window.table.scene.arm("lonnmordaren")
    settle(app)
    pix = window.grab()
    window.close()
    return pix


def shot_borgata_envelopes(app: QApplication) -> QPixmap:
    """Kontakter behind the curtain: Anna's envelope sheet, amounts masked, her keypad open."""
    window = borgata_window(app, borgata_game(phase=1))
    window.table.start_private()
    settle(app)
    window.table.curtain.card.click()
    settle(app)
    sheet = window.table.curtain.panel
    for key, amount in (("mordbrannaren", 600), ("domaren", 150)):
        for digit in str(amount):
            sheet.rows[key].press(digit)
    settle(app)
    pix = window.grab()
    window.close()
    return pix


def shot_borgata_reveal(app: QApplication) -> QPixmap:
    """Kontakter: every envelope opened together, contact by contact, winners and a tie."""
    window = borgata_window(app, borgata_game(phase=1))
    window.table.start_private()
    settle(app)
    for amounts in (
        {"mordbrannaren": 600, "domaren": 150},
        {"mordbrannaren": 550, "smugglaren": 200, "informatoren": 300},
        {"domaren": 120, "polischefen": 100},
        {"informatoren": 250, "smugglaren": 200},
    ):
        borgata_seal(app, window, amounts)
    window.table.curtain.reveal_button.click()
    settle(app, 12)
    pix = window.grab()
    window.close()
    return pix


def shot_borgata_response(app: QApplication) -> QPixmap:
    """Lönnmördaren aims at Björn's member on Kylhuset; Björn may answer with Livvakterna."""
    window = borgata_window(app, borgata_game())
    window.table.scene.arm("lonnmordaren")
    settle(app)
    borgata_click(app, window, (2, 3))
    pix = window.grab()
    window.close()
    return pix


def shot_borgata_bid(app: QApplication) -> QPixmap:
    """Kontrakt behind the curtain: one sealed bid, and what Anna's informant saw on that lot."""
    window = borgata_window(app, borgata_game(phase=3))
    borgata_click(app, window, (0, 3))
    settle(app)
    window.table.curtain.card.click()
    settle(app)
    for digit in "650":
        window.table.curtain.panel.rows["contract"].press(digit)
    settle(app)
    pix = window.grab()
    window.close()
    return pix


def shot_borgata_conflict(app: QApplication) -> QPixmap:
    """The end of Mobilisera: the conflict on Pantbanken counted off, over the lot."""
    import time

    game = borgata_game()
    game.holder = {cid: None for cid in game.holder}
    window = fresh_window(app)
    window.prefs.speed = "normal"
    window.start_session(game)
    settle(app, 12)
    from stadsliv_qt.games.borgata.actions import Pass

    for _ in range(4):
        window.table.choose(Pass(game.decision().seat))
        settle(app)
    end = time.monotonic() + 0.75
    while time.monotonic() < end:
        process_events()
        time.sleep(0.01)
    pix = window.grab()
    window.close()
    return pix


def shot_borgata_end(app: QApplication) -> QPixmap:
    """The end of a seeded four-family game: the winner, why, the standing and the charts."""
    import random

    from stadsliv_qt.engine import Kind
    from stadsliv_qt.games.borgata import BorgataGame

    window = fresh_window(app)
    window.prefs.speed = "off"
    window.start_session(BorgataGame(SEATS[:4], {"round_limit": 6}, seed=11))
    settle(app)
    rng = random.Random(4)
    session = window.session
    table = window.table
    table.frozen = True  # play through the session alone; the table draws only the end
    while not session.game.is_over:
        decision = session.game.decision()
        if decision.kind is Kind.CHANCE:
            session.resolve_chance()
            continue
        seat = decision.seats[0]
        actions = session.game.legal_actions(seat)
        passes = [a for a in actions if type(a).__name__ in ("Pass", "Done")]
        steps = [a for a in actions if a not in passes]
        pick = rng.choice(passes) if passes and rng.random() < 0.25 else rng.choice(steps or passes)
        session.apply(pick)
    table.frozen = False
    table.refresh()
    settle(app, 12)
    pix = window.grab()
    window.close()
    return pix


SHOTS: dict[str, Shot] = {
    "borgata_city": shot_borgata_city,
    "borgata_mobilise": shot_borgata_mobilise,
    "borgata_contact": shot_borgata_contact,
    "borgata_envelopes": shot_borgata_envelopes,
    "borgata_reveal": shot_borgata_reveal,
    "borgata_response": shot_borgata_response,
    "borgata_bid": shot_borgata_bid,
    "borgata_conflict": shot_borgata_conflict,
    "borgata_end": shot_borgata_end,
}

SHOTS.update(at_sizes("borgata", borgata_game))
