"""Screenshots of the table's teaching (issue 18): a rule card and the 'since your turn' digest of
each title, and the rules browser opened at a rule (scripts/screenshots.py collects SHOTS).

A game is played ahead by seeded random moves through the engine; the last moves are replayed
through the table (clicks' own paths: choose, roll, the curtain's card), so the table's marks and
cards come from play, as a player would see them. Not collected by pytest.
"""

from __future__ import annotations

import random

from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QApplication

from stadsliv_qt.engine import Game, registry
from stadsliv_qt.engine.decisions import Kind
from stadsliv_qt.teach import cards
from tests.ui.shots import SEATS, Shot, compose, fresh_window, settle

FULL_HD = (1920, 1080)
# (seed, the sealed round to stop at: its order among the game's sealed rounds, how many seats
# enter it before the one shown) per title
DIGEST_AT = {"gladopolis": (4, 0, 1), "borgata": (1, 2, 0), "stadsliv": (5, 0, 0)}
CARD_SEED = {"gladopolis": 4, "borgata": 3, "stadsliv": 2}

Step = tuple[str, object]  # ("act", action) or ("chance", None)


def _record(game_id: str, seed: int, limit: int) -> tuple[list[Step], list[int]]:
    """Seeded random play: its steps, and where each sealed round begins."""
    game = registry.get(game_id)(SEATS[:3], seed=seed)
    rng = random.Random(seed)
    steps: list[Step] = []
    sealed: list[int] = []
    while len(steps) < limit and not game.is_over:
        decision = game.decision()
        if decision.kind is Kind.SEALED and not decision.submitted:
            sealed.append(len(steps))
        if decision.kind is Kind.CHANCE:
            game.resolve_chance()
            steps.append(("chance", None))
            continue
        seat = decision.seats[0] if decision.kind is Kind.SEAT else sorted(decision.seats)[0]
        action = rng.choice(game.legal_actions(seat))
        game.apply(action)
        steps.append(("act", action))
    return steps, sealed


def _ahead(game_id: str, seed: int, steps: list[Step]) -> Game:
    game = registry.get(game_id)(SEATS[:3], seed=seed)
    for kind, action in steps:
        if kind == "chance":
            game.resolve_chance()
        else:
            game.apply(action)  # type: ignore[arg-type]
    return game


def _replay(app: QApplication, window, steps: list[Step]) -> None:
    """The steps through the table, as clicks would make them (automatic draws happen alone)."""
    table = window.table
    for kind, action in steps:
        settle(app, 3)
        game = window.session.game
        if kind == "chance":
            if game.decision().kind is Kind.CHANCE:
                table.roll()
            continue
        if table.frozen:
            table._lift()  # news for one seat's eyes was shown; back to the table
            settle(app, 3)
        table.choose(action)
    settle(app, 8)


def shot_card(game_id: str) -> Shot:
    """A rule card at the table, the first time a rule with a picture (else any) happens."""

    def shot(app: QApplication) -> QPixmap:
        seed = CARD_SEED[game_id]
        steps, sealed = _record(game_id, seed, 400)
        game = _ahead(game_id, seed, [])
        chosen = 0
        seen: set[str] = set()
        for k, (kind, action) in enumerate(steps):
            before = len(game.log_for(None))
            if kind == "chance":
                game.resolve_chance()
            else:
                game.apply(action)  # type: ignore[arg-type]
            new = [e.rule for e in cards.first_times(game.log_for(None), before)]
            fresh = [r for r in new if r not in seen]
            seen.update(new)
            near_sealed = any(0 <= s - k <= 3 or 0 <= k - s <= 3 for s in sealed)
            if k > 25 and fresh and kind == "act" and not near_sealed:
                chosen = k
                break
        window = fresh_window(app)
        window.resize(*FULL_HD)
        window.start_session(_ahead(game_id, seed, steps[:chosen]))
        settle(app, 8)
        _replay(app, window, steps[chosen : chosen + 1])
        pix = window.grab()
        window.close()
        return pix

    return shot


def shot_digest(game_id: str) -> Shot:
    """The curtain for the first seat of a sealed round, with what changed since its turn."""

    def shot(app: QApplication) -> QPixmap:
        seed, which, before = DIGEST_AT[game_id]
        steps, sealed = _record(game_id, seed, 900)
        target = sealed[which]
        start = max(sealed[which - 1] + 3 if which else 0, target - 60)
        window = fresh_window(app)
        window.resize(*FULL_HD)
        window.start_session(_ahead(game_id, seed, steps[:start]))
        settle(app, 8)
        _replay(app, window, steps[start:target])
        table = window.table
        if not table.frozen:
            table.start_private()
            settle(app, 4)
        curtain = table.curtain
        for _ in range(before):  # earlier seats enter the round first (the first choice each)
            seat = curtain.seat
            curtain.card.click()
            settle(app, 4)
            table._private_choose(seat, curtain.panel, window.session.game.legal_actions(seat)[0])
            settle(app, 4)
            curtain.done_button.click()
            settle(app, 4)
        if curtain.card is not None:
            curtain.card.click()
            settle(app, 6)
        pix = window.grab()
        window.close()
        return pix

    return shot


def shot_browser(app: QApplication, top: bool = False) -> QPixmap:
    """The rules browser opened at GLA-07 from a game of Glad-o-polis (`top`: scrolled to the
    top, where the board is drawn from the game)."""
    steps, _ = _record("gladopolis", 4, 120)
    window = fresh_window(app)
    window.resize(*FULL_HD)
    window.start_session(_ahead("gladopolis", 4, steps))
    settle(app, 8)
    window.table.teacher.open_rule("GLA-07")
    browser = window.table.teacher.browser
    browser.resize(1240, 900)
    settle(app, 6)
    browser.open_at("GLA-07")
    if top:
        browser.text.verticalScrollBar().setValue(0)
    settle(app, 4)
    pix = compose(window, browser)
    browser.close()
    window.close()
    return pix


SHOTS: dict[str, Shot] = {
    **{f"rule_card_{gid}": shot_card(gid) for gid in DIGEST_AT},
    **{f"digest_{gid}": shot_digest(gid) for gid in DIGEST_AT},
    "rules_browser": shot_browser,
    "rules_browser_top": lambda app: shot_browser(app, top=True),
}
