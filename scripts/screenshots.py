"""Render the app offscreen at 1600x1000 at key moments into docs/screenshots/*.png (and each
board mid-game at 1024x700 and 1920x1080: <game>_1024.png, <game>_1920.png).

    .venv/bin/python scripts/screenshots.py [--out DIR] [--only NAME ...]

Each shot is a function in SHOTS. The README's table shots (table, curtain, private) show
Glad-o-polis 2.0: a game is played ahead by a simple seeded policy through the engine, put on the
table, and the last steps are clicked as players would (pass the screen, vote, reveal). The
welcome page offers an unfinished Glad-o-polis game. Nothing touches the user's
folders: preferences and the autosave go to a temporary folder; animations are off.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SIZE = (1600, 1000)

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["STADSLIV_HOME"] = tempfile.mkdtemp(prefix="stadsliv-shots-")
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QPoint, Qt  # noqa: E402
from PySide6.QtGui import QColor, QPainter, QPixmap  # noqa: E402
from PySide6.QtWidgets import QApplication, QWidget  # noqa: E402

from stadsliv_qt.engine import Seat, registry  # noqa: E402
from stadsliv_qt.ui import style  # noqa: E402
from stadsliv_qt.ui.main_window import MainWindow  # noqa: E402
from stadsliv_qt.ui.settings import Preferences  # noqa: E402

SEATS = [
    Seat("Anna", "#E69F00", "circle"),
    Seat("Björn", "#56B4E9", "square"),
    Seat("Çelik", "#009E73", "triangle"),
    Seat("Dagny", "#CC79A7", "star"),
]


def settle(app: QApplication, rounds: int = 6) -> None:
    """Let layouts and deferred calls finish."""
    for _ in range(rounds):
        app.processEvents()


def fresh_window(app: QApplication) -> MainWindow:
    """A main window at the screenshot size, animations off."""
    prefs = Preferences()
    prefs.speed = "off"
    window = MainWindow(prefs)
    window.resize(*SIZE)
    window.show()
    settle(app)
    return window


def compose(window: QWidget, dialog: QWidget) -> QPixmap:
    """The window with a dialog centred over it, as a player would see it."""
    base = window.grab()
    painter = QPainter(base)
    painter.fillRect(base.rect(), QColor(40, 32, 26, 90))
    shot = dialog.grab()
    painter.drawPixmap(
        QPoint((base.width() - shot.width()) // 2, (base.height() - shot.height()) // 2), shot
    )
    painter.end()
    return base


def shot_welcome(app: QApplication) -> QPixmap:
    """The welcome page, with an unfinished game on offer."""
    window = fresh_window(app)
    game = registry.get("gladopolis")(SEATS[:3], {}, seed=1)
    from stadsliv_qt.engine import save
    from stadsliv_qt.ui.settings import autosave_path

    save.save(game, autosave_path())
    window.check_autosave()
    settle(app)
    pix = window.grab()
    autosave_path().unlink()
    window.close()
    return pix


def shot_new_game(app: QApplication) -> QPixmap:
    """The New Game dialog over the welcome page."""
    from stadsliv_qt.ui.new_game import NewGameDialog

    window = fresh_window(app)
    dialog = NewGameDialog(window.prefs, window, "gladopolis")
    for i, name in enumerate(["Anna", "Björn", "Çelik"]):
        if i >= len(dialog.rows):
            dialog.add_seat()
        dialog.rows[i].name.setText(name)
    dialog.rows[2].name.setText("anna ")  # show an inline error
    dialog.show()
    settle(app)
    pix = compose(window, dialog)
    dialog.close()
    window.close()
    return pix


# ----- Glad-o-polis 2.0 (the table shots in README) -----------------------------------------
def glad(seats: int = 4, seed: int = 11, **options):
    """A new Glad-o-polis game with the screenshot seats."""
    return registry.get("gladopolis")(SEATS[:seats], {"short_game": True, **options}, seed=seed)


def play_ahead(game, stop, limit: int = 4000, builder: bool = True) -> None:
    """Play by a simple policy until stop(game): build, buy, bid a little, bring motions in."""
    import random

    from stadsliv_qt.engine import Kind
    from stadsliv_qt.games.gladopolis import actions as A

    rng = random.Random(5)
    for _ in range(limit):
        if stop(game):
            return
        d = game.decision()
        if d.kind is Kind.TERMINAL:
            break
        if d.kind is Kind.CHANCE:
            game.resolve_chance()
            continue
        seat = d.seats[0]
        acts = game.legal_actions(seat)
        pick = None
        for kind in ((A.Build,) if builder else ()) + (A.Buy, A.BringIn, A.Allow, A.Accept):
            options = [a for a in acts if isinstance(a, kind)]
            if options:
                pick = options[0]
                break
        if pick is None and d.tag == "auction":
            bids = [a for a in acts if isinstance(a, A.Bid)]
            pick = bids[0] if bids and game.auction["leader"] < 0 else acts[0]
        if pick is None and d.tag == "vote":
            pick = A.Vote(seat, rng.random() < 0.6)
        if pick is None:
            firsts = [a for a in acts if isinstance(a, (A.Roll, A.EndTurn, A.Repeal, A.Refuse))]
            pick = firsts[0] if firsts else rng.choice(acts)
        game.apply(pick)
    raise RuntimeError("the game never reached the wanted moment")


def on_table(app: QApplication, game) -> MainWindow:
    """A window showing the game."""
    window = fresh_window(app)
    window.start_session(game)
    settle(app, 12)
    return window


def shot_start(app: QApplication) -> QPixmap:
    """Glad-o-polis at the start: four seats, the board, Anna's first pre-roll window."""
    window = on_table(app, glad())
    pix = window.grab()
    window.close()
    return pix


def shot_table(app: QApplication) -> QPixmap:
    """Glad-o-polis mid-game: owners, buildings, mortgages, the Beschlusslage, a turn window."""
    game = glad(seed=3, short_game=False)
    play_ahead(game, lambda g: g.turn_no >= 40 and len(g.resolutions) >= 2
               and g.decision().tag == "turn")  # fmt: skip
    window = on_table(app, game)
    pix = window.grab()
    window.close()
    return pix


def shot_auction(app: QApplication) -> QPixmap:
    """An open auction: the current bid, the bidders, the seat to act, quick raises."""
    game = glad(seed=4)
    play_ahead(game, lambda g: g.decision().tag == "auction" and g.auction["leader"] >= 0
               and g.turn_no > 6, builder=False)  # fmt: skip
    window = on_table(app, game)
    pix = window.grab()
    window.close()
    return pix


def to_vote(app: QApplication) -> MainWindow:
    """A council vote about to be cast in secret; the bar offers to pass the screen."""
    game = glad(seed=6)
    play_ahead(game, lambda g: g.decision().tag == "vote" and g.turn_no > 10)
    return on_table(app, game)


def shot_curtain(app: QApplication) -> QPixmap:
    """The curtain before a secret council vote: the card in the next seat's colour."""
    window = to_vote(app)
    window.table.bar.buttons[0].click()  # Pass to …
    settle(app, 12)
    pix = window.grab()
    window.close()
    return pix


def shot_private(app: QApplication) -> QPixmap:
    """A seat's private page behind the curtain: the secret vote, yes chosen."""
    window = to_vote(app)
    window.table.bar.buttons[0].click()
    settle(app, 12)
    window.table.curtain.card.click()
    settle(app, 12)
    window.table.curtain.panel.yes.click()
    settle(app)
    pix = window.grab()
    window.close()
    return pix


def shot_reveal(app: QApplication) -> QPixmap:
    """After the last vote: the one reveal with the tally and every seat's vote."""
    window = to_vote(app)
    curtain = window.table.curtain
    window.table.bar.buttons[0].click()
    settle(app, 12)
    for i in range(20):
        if curtain.reveal_button is not None:
            break
        if curtain.card is not None:
            curtain.card.click()
        elif curtain.panel is not None:
            (curtain.panel.yes if i % 3 else curtain.panel.no).click()
            curtain.panel.cast.click()
        elif curtain.done_button is not None:
            curtain.done_button.click()
        settle(app, 8)
    curtain.reveal_button.click()
    settle(app, 12)
    pix = window.grab()
    window.close()
    return pix


def shot_election(app: QApplication) -> QPixmap:
    """Wahltag: the winner, every candidate's votes broken down, the chart, play again."""
    from stadsliv_qt.ui.chart import Sampler

    game = glad(seed=8)
    sampler = Sampler()
    play_ahead(game, lambda g: sampler.sample(g) and False or g.is_over)
    sampler.sample(game, force=True)
    window = fresh_window(app)
    window.start_session(game)
    window.session.sampler.series = sampler.series
    window.table.results = None
    window.table.show_results()
    settle(app, 12)
    pix = window.grab()
    window.close()
    return pix


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
        app.processEvents()
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


SHOTS_BORGATA: dict[str, Callable[[QApplication], QPixmap]] = {
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


# ----- Stadsliv ----------------------------------------------------------------------------------
STADSLIV_NAMES = ("Anna", "Björn", "Cecilia", "David", "Elsa", "Filip", "Greta", "Hugo")


def stadsliv_seats(n: int) -> list[Seat]:
    """Up to eight players in the palette's colours and shapes."""
    from stadsliv_qt.ui import tokens

    return [Seat(STADSLIV_NAMES[i], tokens.PALETTE[i], tokens.SHAPES[i]) for i in range(n)]


def stadsliv_step(game, rng) -> None:
    """One step of lively seeded play: purchases taken while poäng last, both dice, turns ended."""
    from stadsliv_qt.engine import Kind

    d = game.decision()
    if d.kind is Kind.TERMINAL:
        raise RuntimeError("the seeded game ended before the shot")
    if d.kind is Kind.CHANCE:
        game.resolve_chance()
        return
    seat = d.seats[0]
    acts = game.legal_actions(seat)
    by = {}
    for a in acts:
        by.setdefault(type(a).__name__, []).append(a)
    if "Buy" in by:
        price = game.stack[-1].get("price", 0)
        yes = [a for a in by["Buy"] if a.yes]
        rich = game.money[seat] - price >= 4 and rng.random() < 0.9
        game.apply(yes[0] if yes and rich else next(a for a in by["Buy"] if not a.yes))
    elif "Roll" in by:
        game.apply(next(a for a in by["Roll"] if a.dice == 2))
    elif "EndTurn" in by:
        game.apply(by["EndTurn"][0])
    elif "Volunteer" in by:
        game.apply(next(a for a in by["Volunteer"] if a.yes == (seat == 2)))
    else:
        plain = [a for a in acts if type(a).__name__ not in ("TakeLoan", "Offer", "Ask")]
        game.apply(rng.choice(plain or acts))


def stadsliv_at_roll(game) -> bool:
    """True when a player is to choose one die or both."""
    from stadsliv_qt.engine import Kind

    d = game.decision()
    return d.kind is Kind.SEAT and d.tag == "roll"


def stadsliv_game(players: int = 8, steps: int = 300, seed: int = 5):
    """A Stadsliv game some laps into seeded play, waiting for a roll."""
    import random

    from stadsliv_qt.games.stadsliv import StadslivGame

    game = StadslivGame(stadsliv_seats(players), {}, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        stadsliv_step(game, rng)
    while not stadsliv_at_roll(game):
        stadsliv_step(game, rng)
    return game


def stadsliv_dice_to(game, kind: str) -> None:
    """Script the next two-dice roll onto the nearest square of `kind` (2 to 12 ahead)."""
    seat = game.decision().seats[0]
    for steps in range(2, 13):
        if game.ring[(game.pos[seat] + steps) % game.length].kind == kind:
            game.chance.script("dice", (max(1, steps - 6), steps - max(1, steps - 6)))
            return
    game.chance.script("dice", (1, 1))


def stadsliv_turns(game, rolls: list[tuple[int, int]]) -> None:
    """Whole turns with these rolls: offers declined, turns ended, up to the next roll."""
    import random

    from stadsliv_qt.engine import Kind
    from stadsliv_qt.games.stadsliv.actions import Buy, EndTurn, Roll

    rng = random.Random(1)
    for dice in rolls:
        game.chance.script("dice", dice)
        game.apply(Roll(game.decision().seats[0], 2))
        while not stadsliv_at_roll(game):
            d = game.decision()
            if d.kind is Kind.CHANCE:
                game.resolve_chance()
            elif d.tag == "buy":
                game.apply(Buy(d.seats[0], False))
            elif d.tag == "turn":
                game.apply(EndTurn(d.seats[0]))
            else:
                stadsliv_step(game, rng)


def stadsliv_window(app: QApplication, game) -> MainWindow:
    """A window at the screenshot size with the game on the table; animations off."""
    window = fresh_window(app)
    window.prefs.speed = "off"
    window.start_session(game)
    settle(app, 12)
    return window


def shot_stadsliv_board(app: QApplication) -> QPixmap:
    """Eight players some laps in: the ring, the city's blocks in the owners' colours, the centre."""
    window = stadsliv_window(app, stadsliv_game(steps=300, seed=30))
    pix = window.grab()
    window.close()
    return pix


def shot_stadsliv_fate(app: QApplication) -> QPixmap:
    """Ödet: the banker throws Naturkatastrof; who pays, who is spared (an NZ, the banker)."""
    import random

    from stadsliv_qt.games.stadsliv.actions import Roll

    game = stadsliv_game(steps=200, seed=8)
    rng = random.Random(2)
    for _ in range(3):  # the next players stop on a Neutral zone
        stadsliv_dice_to(game, "neutral")
        game.apply(Roll(game.decision().seats[0], 2))
        while not stadsliv_at_roll(game):
            stadsliv_step(game, rng)
    window = stadsliv_window(app, game)
    stadsliv_dice_to(game, "fate")
    window.table.bar.panel.buttons[1].click()  # both dice, through the roll panel
    settle(app, 12)
    game.chance.script("fate", "N")
    window.table.bar.buttons[0].click()  # Roll: the thrower throws the Ödestärning
    settle(app, 12)
    pix = window.grab()
    window.close()
    return pix


def shot_stadsliv_vote(app: QApplication) -> QPixmap:
    """Röstkortet behind the curtain: Björn's secret vote on Anna's question; Cecilia on an NZ."""
    from stadsliv_qt.games.stadsliv import StadslivGame
    from stadsliv_qt.games.stadsliv.actions import Volunteer

    game = StadslivGame(stadsliv_seats(5), {}, seed=3)
    game.apply(Volunteer(0, False))
    game.apply(Volunteer(1, True))
    stadsliv_turns(game, [(6, 6), (2, 3), (6, 6), (4, 4), (1, 2)])
    stadsliv_turns(game, [(6, 6), (3, 5), (1, 4), (5, 5), (2, 2)])
    window = stadsliv_window(app, game)
    game.chance.script("dice", (5, 4))
    bar = window.table.bar
    bar.panel.buttons[1].click()  # both dice: onto Stadsfullmäktige
    settle(app, 12)
    bar.panel.buttons[1].click()  # Anna does not buy the seat
    settle(app, 12)
    bar.panel.kind.setCurrentIndex(0)  # "vote Anna into Stadsfullmäktige"
    bar.panel.raise_button.click()
    settle(app, 20)
    curtain = window.table.curtain
    curtain.card.click()
    settle(app, 12)
    curtain.panel.yes.click()
    settle(app)
    pix = window.grab()
    window.close()
    return pix


SHOTS_STADSLIV: dict[str, Callable[[QApplication], QPixmap]] = {
    "stadsliv_board": shot_stadsliv_board,
    "stadsliv_fate": shot_stadsliv_fate,
    "stadsliv_vote": shot_stadsliv_vote,
}


# ----- window sizes: a small laptop and a full-HD screen ---------------------------------------
def sized(app: QApplication, game, size: tuple[int, int]) -> QPixmap:
    """The game on the table in a window of `size`, animations off."""
    window = fresh_window(app)
    window.resize(*size)
    window.start_session(game)
    settle(app, 12)
    pix = window.grab()
    window.close()
    return pix


def glad_midgame():
    """Glad-o-polis some forty turns in: owners, buildings, mortgages, resolutions."""
    game = glad(seed=3, short_game=False)
    play_ahead(game, lambda g: g.turn_no >= 40 and len(g.resolutions) >= 2
               and g.decision().tag == "turn")  # fmt: skip
    return game


SIZED = {
    "gladopolis": glad_midgame,
    "stadsliv": lambda: stadsliv_game(steps=300, seed=30),
    "borgata": borgata_game,
}
SHOTS_SIZES: dict[str, Callable[[QApplication], QPixmap]] = {
    f"{game}_{size[0]}": (lambda app, make=make, size=size: sized(app, make(), size))
    for game, make in SIZED.items()
    for size in ((1024, 700), (1920, 1080))
}


SHOTS: dict[str, Callable[[QApplication], QPixmap]] = {
    "welcome": shot_welcome,
    "new_game": shot_new_game,
    "table": shot_table,
    "curtain": shot_curtain,
    "private": shot_private,
    "gladopolis_start": shot_start,
    "gladopolis_auction": shot_auction,
    "gladopolis_reveal": shot_reveal,
    "gladopolis_election": shot_election,
}
SHOTS.update(SHOTS_BORGATA)
SHOTS.update(SHOTS_STADSLIV)
SHOTS.update(SHOTS_SIZES)


def main(argv: list[str] | None = None) -> int:
    """Render the chosen shots."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=str(ROOT / "docs" / "screenshots"))
    parser.add_argument("--only", nargs="*", choices=sorted(SHOTS), default=None)
    args = parser.parse_args(argv)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(["screenshots"])
    QApplication.setApplicationName("Stadsliv")
    style.apply(app)
    app.setAttribute(Qt.ApplicationAttribute.AA_DontShowIconsInMenus, False)
    for name in args.only or SHOTS:
        pix = SHOTS[name](app)
        path = out / f"{name}.png"
        pix.save(str(path))
        print(path.relative_to(ROOT) if path.is_relative_to(ROOT) else path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
