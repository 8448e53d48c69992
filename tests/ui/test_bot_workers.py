"""Issue 16: computer players think in worker processes (ui/bot_workers.py, bots/remote.py), so a
search never holds the table's interpreter lock; the same seed chooses the same there, a cancelled
thought is dropped, quitting ends the processes, and without processes the bots think on threads."""

from __future__ import annotations

import os
import pickle
import sys
from pathlib import Path

import pytest

from stadsliv_qt.bots import Sampler, make_bot, observe, title
from stadsliv_qt.engine import Kind, registry
from stadsliv_qt.ui import bot_runner, bot_workers

from .conftest import settle

SHORT = {"short_game": True}


@pytest.fixture(autouse=True)
def processes(monkeypatch):
    """Every test here starts on the process path, whatever the environment says."""
    monkeypatch.setattr(bot_runner, "WORKERS", "process")
    yield
    bot_workers.shutdown()


def _no_threads(monkeypatch) -> None:
    """Fail the test if any bot thinks on a thread of this process."""

    def refuse(*_args, **_kwargs):
        raise AssertionError("a bot thought on a thread, not in a worker process")

    monkeypatch.setattr(bot_runner, "Thinker", refuse)


def _gone(process) -> bool:
    """The worker process has ended and left nothing behind (on Linux: no /proc entry)."""
    if process.is_alive() or process.exitcode is None:
        return False
    return not sys.platform.startswith("linux") or not Path(f"/proc/{process.pid}").exists()


def test_bots_play_on_from_worker_processes(qtbot, window, monkeypatch):
    _no_threads(monkeypatch)
    game = registry.get("gladopolis")(["Anna", "Björn", "Cecilia"], SHORT, seed=4)
    window.start_session(game, players=["medium", "hard", "medium"])  # a table of computers
    settle(qtbot)
    before = len(window.session.game.log)
    qtbot.waitUntil(
        lambda: sum(e.kind == "bot" for e in window.session.game.log[before:]) >= 4,
        timeout=120_000,
    )
    pids = bot_workers.pool().pids()
    assert pids and os.getpid() not in pids
    # the table's game is whole and valid after the bots' moves from elsewhere
    window.session.game.validate()


def test_the_same_seed_chooses_the_same_in_a_worker_process(qtbot):
    """A decision is a function of the seat's view and the bot's seed, wherever it is thought:
    the worker's choice and the bot it sends back (randomness, memory) equal a local thought's."""
    game = registry.get("borgata")(["Anna", "Björn", "Cecilia", "David"], {}, seed=12)
    while game.decision().kind is Kind.CHANCE:
        game.resolve_chance()
    decision = game.decision()
    seat = decision.seats[0]
    obs = observe(game, seat)
    # a budget of simulations only (no time cap), so the search is the same on any machine
    bot = make_bot("borgata", "hard", seat, seed=3, simulations=12, seconds=None)
    sent = pickle.loads(pickle.dumps(bot))
    local = bot.choose(obs, Sampler(game.clone(), obs, title("borgata").determinize))
    pool = bot_workers.pool()
    with qtbot.waitSignal(pool.done, timeout=120_000) as answer:
        pool.submit(424242, (sent, obs, game.clone()))
    number, (choice, after) = answer.args
    assert number == 424242
    assert choice == local
    assert after.rng.getstate() == bot.rng.getstate()
    assert after is not sent  # it came back from the other process


def test_a_cancelled_thought_from_a_worker_is_never_applied(qtbot, window, monkeypatch):
    _no_threads(monkeypatch)
    game = registry.get("stadsliv")(["Anna", "Björn", "Cecilia"], {"turn_limit": 40}, seed=2)
    window.start_session(game, players=["person", "person", "person"])
    settle(qtbot)
    table = window.table
    first = window.session.game.decision().seat
    window.session.players[first] = "hard"
    table._players_changed()  # the Hard bot starts thinking, in a worker
    assert table.bots.busy and table.bots.in_process
    state, log = window.session.game.to_dict()["state"], len(window.session.game.log)
    table.bots.cancel()  # as undo, a hand-over or a new game do
    pool = bot_workers.pool()
    qtbot.waitUntil(lambda: not any(w.busy for w in pool._workers), timeout=120_000)
    settle(qtbot, 200)
    assert not table.bots.busy
    assert window.session.game.to_dict()["state"] == state
    assert len(window.session.game.log) == log


def test_quitting_leaves_no_worker_process_behind(qtbot, window):
    game = registry.get("gladopolis")(["Anna", "Björn", "Cecilia"], SHORT, seed=5)
    window.start_session(game, players=["person", "hard", "hard"])  # a worker starts, warming up
    settle(qtbot)
    pool = bot_workers.pool()
    qtbot.waitUntil(lambda: any(p.is_alive() for p in pool.processes()), timeout=60_000)
    started = pool.processes()
    window.close()  # quit
    assert started and all(_gone(p) for p in started)
    assert pool.pids() == []


def test_without_processes_bots_think_on_threads(qtbot, window, monkeypatch):
    def no_spawn(self):
        raise OSError("processes are not allowed here")

    monkeypatch.setattr(bot_workers._Worker, "_start", no_spawn)
    bot_workers.shutdown()
    game = registry.get("gladopolis")(["Anna", "Björn", "Cecilia"], SHORT, seed=6)
    window.start_session(game, players=["medium", "medium", "medium"])
    settle(qtbot)
    before = len(window.session.game.log)
    qtbot.waitUntil(
        lambda: sum(e.kind == "bot" for e in window.session.game.log[before:]) >= 2,
        timeout=60_000,
    )
    assert bot_runner.WORKERS == "thread"  # it fell back, and stays there
    assert bot_workers.pool().pids() == []


def test_quitting_while_a_worker_starts_leaves_nothing_behind(qtbot, window):
    game = registry.get("stadsliv")(["Anna", "Björn", "Cecilia"], {"turn_limit": 40}, seed=3)
    window.start_session(game, players=["person", "hard", "hard"])  # a worker begins to start
    workers = list(bot_workers.pool()._workers)
    assert workers
    window.close()  # at once: the start-up may still be under way
    for worker in workers:
        worker.thread.join(60)
        assert not worker.thread.is_alive()
        assert worker.process is None or _gone(worker.process)
