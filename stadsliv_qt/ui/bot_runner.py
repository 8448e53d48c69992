"""Computer players at the table: they think on a worker thread and act at the table's pace.

The real game never leaves the GUI thread. When a bot must decide, the runner builds its seat's
Observation and a Sampler over a `clone()` of the game here, and hands only those to a worker
thread; the chosen action comes back as a signal and is applied on the GUI thread through the
session, like a person's. Undo, a new game and quit cancel a thought in progress: its answer is
dropped (a search stops by itself within its time budget), and quit waits for the thread.
"""

from __future__ import annotations

import copy
import dataclasses
import time
from typing import Any

from PySide6.QtCore import QObject, QThread, QTimer, Signal

from stadsliv_qt.bots import Bot, Choice, Sampler, make_bot, observe, title
from stadsliv_qt.bots.base import Observation
from stadsliv_qt.engine import Decision, Game, Kind

from .session import Session
from .settings import Preferences

PACE_MS = 900  # at normal speed: the least time from a bot's turn to its move, to follow it
SEALED_PACE_MS = 2000  # a sealed or secret entry: above any thinking time, so time tells nothing


def bot_seats(players: list[str]) -> set[int]:
    """The seats a computer plays."""
    return {i for i, kind in enumerate(players) if kind != "person"}


def waiting_bot(game: Game, decision: Decision, players: list[str]) -> int | None:
    """The bot seat the game waits for now, if any (the lowest, when several may enter)."""
    if decision.kind not in (Kind.SEAT, Kind.SEALED):
        return None
    bots = bot_seats(players)
    waiting = sorted(s for s in decision.seats if s in bots)
    return waiting[0] if waiting else None


class Thinker(QThread):
    """One decision of one bot, on its own thread: only the Observation and the Sampler go in."""

    answered = Signal(int, object)  # the request's number, the Choice (or an exception)

    def __init__(self, number: int, bot: Bot, obs: Observation, sampler: Sampler) -> None:
        super().__init__()
        self.number = number
        self._bot = bot
        self._obs = obs
        self._sampler = sampler

    def run(self) -> None:
        """Think; the answer goes back to the GUI thread as a queued signal."""
        try:
            result: Any = self._bot.choose(self._obs, self._sampler)
        except Exception as exc:  # a bot's bug must not take the table down
            result = exc
        self.answered.emit(self.number, result)


class BotRunner(QObject):
    """Starts the bot a decision waits for, and gives its Choice to `act` at the table's pace."""

    thinking = Signal(int)  # the seat now thinking, -1 when none

    def __init__(self, session: Session, prefs: Preferences, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.prefs = prefs
        self.act: Any = None  # set by the table: act(seat, choice)
        self._bots: dict[tuple[int, str], Bot] = {}
        self._number = 0  # the current request; answers to older ones are dropped
        self._seat = -1
        self._started = 0.0
        self._pace = PACE_MS
        self._threads: list[Thinker] = []
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._deliver)
        self._answer: tuple[int, Choice] | None = None

    @property
    def busy(self) -> bool:
        """True while a bot thinks or waits to act."""
        return self._seat >= 0

    def bot(self, seat: int) -> Bot:
        """The seat's bot at its current level (kept, so its own randomness runs on)."""
        level = self.session.players[seat]
        key = (seat, level)
        if key not in self._bots:
            game = self.session.game
            seed = (game.chance.seed * 31 + seat * 7919 + 1) % (2**31)
            self._bots[key] = make_bot(game.info.id, level, seat, seed)
        return self._bots[key]

    def start(self, seat: int, secret: bool = False) -> None:
        """Start the seat's bot on the current decision (no-op if it already thinks); a `secret`
        entry always takes the same time, whatever the thinking took."""
        if self._seat == seat:
            return
        self.cancel()
        game = self.session.game
        obs = observe(game, seat)
        obs = dataclasses.replace(obs, view=copy.deepcopy(obs.view))  # nothing shared with it
        # the worker gets a clone; it forks that, never the game the table is changing
        sampler = Sampler(game.clone(), obs, title(game.info.id).determinize)
        self._number += 1
        self._seat = seat
        self._pace = SEALED_PACE_MS if secret else PACE_MS
        self._started = time.monotonic()
        thread = Thinker(self._number, self.bot(seat), obs, sampler)
        thread.answered.connect(self._answered)
        thread.finished.connect(lambda t=thread: self._forget(t))
        self._threads.append(thread)
        self.thinking.emit(seat)
        thread.start(QThread.Priority.LowPriority)

    def _forget(self, thread: Thinker) -> None:
        if thread in self._threads:
            self._threads.remove(thread)
        thread.deleteLater()

    def _answered(self, number: int, result: object) -> None:
        if number != self._number or self._seat < 0:
            return  # cancelled meanwhile
        if isinstance(result, Exception):
            seat, self._seat = self._seat, -1
            self.thinking.emit(-1)
            raise RuntimeError(f"the computer player of seat {seat + 1} failed") from result
        assert isinstance(result, Choice)
        self._answer = (self._seat, result)
        spent = int(1000 * (time.monotonic() - self._started))
        self._timer.start(max(0, self.prefs.delay_ms(self._pace) - spent))

    def _deliver(self) -> None:
        answer, self._answer = self._answer, None
        self._seat = -1
        self.thinking.emit(-1)
        if answer is not None and self.act is not None:
            self.act(*answer)

    def cancel(self) -> None:
        """Drop the thought in progress (undo, a seat handed over, a new game)."""
        self._number += 1
        self._timer.stop()
        self._answer = None
        if self._seat >= 0:
            self._seat = -1
            self.thinking.emit(-1)

    def forget_bots(self) -> None:
        """New bots next time (after undo: a bot's randomness must not depend on what was undone)."""
        self._bots.clear()

    def shutdown(self, wait_ms: int = 5000) -> None:
        """Cancel, and wait for threads still thinking (before the window closes)."""
        self.cancel()
        for thread in list(self._threads):
            thread.wait(wait_ms)
