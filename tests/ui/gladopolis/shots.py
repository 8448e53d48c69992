"""Glad-o-polis 2.0's screenshots, also the README's table shots (table, curtain, private): a
game played ahead by a simple seeded policy, put on the table, the last steps clicked.

Not collected by pytest: scripts/screenshots.py renders the shots in SHOTS.
"""

from __future__ import annotations

from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QApplication

from stadsliv_qt.engine import registry
from stadsliv_qt.ui.main_window import MainWindow

from ..shots import SEATS, Shot, at_sizes, fresh_window, settle


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


SHOTS: dict[str, Shot] = {
    "table": shot_table,
    "curtain": shot_curtain,
    "private": shot_private,
    "gladopolis_start": shot_start,
    "gladopolis_auction": shot_auction,
    "gladopolis_reveal": shot_reveal,
    "gladopolis_election": shot_election,
}


def glad_midgame():
    """Glad-o-polis some forty turns in: owners, buildings, mortgages, resolutions."""
    game = glad(seed=3, short_game=False)
    play_ahead(game, lambda g: g.turn_no >= 40 and len(g.resolutions) >= 2
               and g.decision().tag == "turn")  # fmt: skip
    return game


SHOTS.update(at_sizes("gladopolis", glad_midgame))
