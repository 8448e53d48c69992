"""Computer players at the table: they think in a worker process and act at the table's pace.

The real game never leaves the GUI thread. When a bot must decide, the runner builds its seat's
Observation and a `clone()` of the game here, and sends those with the bot to a worker process
(bot_workers.py; the Sampler is built there, bots/remote.py): a search in a thread of this process
would hold the interpreter lock and make the table's frames stutter. The chosen action, and the bot
as it is after choosing, come back as a signal; the action is applied on the GUI thread through the
session, like a person's. Where processes cannot be started (or with STADSLIV_BOT_WORKERS=thread)
the bot thinks on a QThread of this process instead, with a Sampler over the clone. Undo, a new
game and quit cancel a thought in progress: its answer is dropped (a search stops by itself within
its time budget); quit ends the worker processes and waits for threads.
"""

from __future__ import annotations

import copy
import dataclasses
import itertools
import os
import time
from typing import Any

from PySide6.QtCore import QObject, QThread, QTimer, Signal

from stadsliv_qt.bots import Bot, Choice, Sampler, make_bot, observe, title
from stadsliv_qt.bots.base import Observation
from stadsliv_qt.engine import Decision, Game, Kind

from . import bot_workers
from .session import Session
from .settings import Preferences

PACE_MS = 900  # at normal speed: the least time from a bot's turn to its move, to follow it
SEALED_PACE_MS = 2000  # a sealed or secret entry: above any thinking time, so time tells nothing
# where bots think: "process" (worker processes, the default) or "thread" (this process)
WORKERS = os.environ.get("STADSLIV_BOT_WORKERS", "process")
_numbers = itertools.count(1)  # request numbers, unique across tables (the worker pool is shared)


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
        self._number = next(_numbers)  # the current request; answers to older ones are dropped
        self._key: tuple[int, str] | None = None  # the bot of the request in a worker process
        self._secret = False
        self._workers: bot_workers.WorkerPool | None = None
        self._seat = -1
        self._started = 0.0
        self._pace = PACE_MS
        self._threads: list[Thinker] = []
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._deliver)
        self._answer: tuple[int, Choice] | None = None
        if WORKERS == "process" and bot_seats(session.players):
            self._pool().warm(session.game.info.id)  # start-up off the table, before the first turn

    def _pool(self) -> bot_workers.WorkerPool:
        """The shared worker pool, listened to from the first use."""
        if self._workers is None:
            self._workers = bot_workers.pool()
            self._workers.done.connect(self._remote_answered)
        return self._workers

    @property
    def in_process(self) -> bool:
        """True when the bots think in worker processes (False: on threads of this process)."""
        return WORKERS == "process"

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
        self._number = next(_numbers)
        self._seat = seat
        self._secret = secret
        self._pace = SEALED_PACE_MS if secret else PACE_MS
        self._started = time.monotonic()
        bot = self.bot(seat)
        if self.in_process:
            # the bot (its seed's state, its memory), the Observation and a clone go to a worker
            self._key = (seat, self.session.players[seat])
            self._pool().submit(self._number, (bot, obs, game.clone()))
            self.thinking.emit(seat)
            return
        # the worker gets a clone; it forks that, never the game the table is changing
        sampler = Sampler(game.clone(), obs, title(game.info.id).determinize)
        thread = Thinker(self._number, bot, obs, sampler)
        thread.answered.connect(self._answered)
        thread.finished.connect(lambda t=thread: self._forget(t))
        self._threads.append(thread)
        self.thinking.emit(seat)
        thread.start(QThread.Priority.LowPriority)

    def _forget(self, thread: Thinker) -> None:
        if thread in self._threads:
            self._threads.remove(thread)
        thread.deleteLater()

    def _remote_answered(self, number: int, result: object) -> None:
        """A worker process's answer: the Choice and the bot after choosing, or a failure."""
        if number != self._number or self._seat < 0:
            return  # cancelled meanwhile, or another table's request
        if isinstance(result, bot_workers.WorkerFailed):
            # no worker processes here: think on threads from now on, starting this decision over
            global WORKERS
            WORKERS = "thread"
            seat, self._seat = self._seat, -1
            self.start(seat, self._secret)
            return
        if isinstance(result, tuple):
            choice, bot = result
            if self._key is not None and self._key[1] == self.session.players[self._key[0]]:
                self._bots[self._key] = bot  # its randomness and memory run on from the worker's
            result = choice
        self._answered(number, result)

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
        self._number = next(_numbers)
        self._key = None
        self._timer.stop()
        self._answer = None
        if self._seat >= 0:
            self._seat = -1
            self.thinking.emit(-1)

    def forget_bots(self) -> None:
        """New bots next time (after undo: a bot's randomness must not depend on what was undone)."""
        self._bots.clear()

    def shutdown(self, wait_ms: int = 5000) -> None:
        """Cancel, and wait for threads still thinking (before the table goes; a worker process
        finishes a dropped thought by itself, and the window's close ends the processes)."""
        self.cancel()
        if self._workers is not None:
            self._workers.done.disconnect(self._remote_answered)
            self._workers = None
        for thread in list(self._threads):
            thread.wait(wait_ms)
