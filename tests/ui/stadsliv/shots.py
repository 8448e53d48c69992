"""Stadsliv's screenshots: eight players some laps into seeded play, the Ödestärning, a vote.

Not collected by pytest: scripts/screenshots.py renders the shots in SHOTS.
"""

from __future__ import annotations

from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QApplication

from stadsliv_qt.engine import Seat
from stadsliv_qt.ui.main_window import MainWindow

from ..shots import Shot, at_sizes, fresh_window, settle

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


SHOTS: dict[str, Shot] = {
    "stadsliv_board": shot_stadsliv_board,
    "stadsliv_fate": shot_stadsliv_fate,
    "stadsliv_vote": shot_stadsliv_vote,
}

SHOTS.update(at_sizes("stadsliv", lambda: stadsliv_game(steps=300, seed=30)))
