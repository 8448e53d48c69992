"""Worker processes for the computer players, so the table keeps its frame rate while Hard thinks.

A search in a thread of the GUI process holds the interpreter lock nearly all the time: the GUI
thread gets it back only at switch intervals, and a frame that calls into Python many times waits
at each call (benchmarks/bench_frames.py measured it). Here every decision goes to a worker process
started with the "spawn" method (bots/remote.py holds its loop): it has its own interpreter.

Workers start lazily, from a helper thread (the GUI thread never waits for a start-up), and live
until `shutdown()` (the main window's close, and at exit): one worker thinks, a second one may be
started while the first finishes a thought that was cancelled; a third is never needed, so the
oldest cancelled one is then ended. Each worker has one Python thread in this process that sends it
requests and waits for its answers (waiting releases the lock); answers reach the GUI thread as a
queued signal, with the request's number, so the runner can drop answers it no longer wants.
"""

from __future__ import annotations

import atexit
import contextlib
import queue
import threading
from typing import Any

from PySide6.QtCore import QObject, Signal

MAX_WORKERS = 2  # the one thinking now and one finishing a cancelled thought
START_TIMEOUT_S = 60.0  # a worker that cannot start (or warm up) within this is given up


class WorkerFailed(RuntimeError):
    """A worker process could not start or ended while thinking."""


class _Worker:
    """One worker process and the helper thread that talks to it."""

    def __init__(self, pool: WorkerPool) -> None:
        self.pool = pool
        self.requests: queue.Queue[tuple[int, Any] | None] = queue.Queue()
        self.busy = 0  # the request number it works on (0: idle)
        self.process: Any = None
        self.conn: Any = None
        self.stopped = False
        self.thread = threading.Thread(target=self._run, name="stadsliv-bot-worker", daemon=True)
        self.thread.start()

    def _start(self) -> None:
        """Start the process (spawn: a fresh interpreter that imports only what it needs)."""
        import multiprocessing

        from stadsliv_qt.bots import remote

        ctx = multiprocessing.get_context("spawn")
        here, there = ctx.Pipe()
        process = ctx.Process(target=remote.serve, args=(there,), name="stadsliv-bot", daemon=True)
        process.start()
        there.close()
        self.process, self.conn = process, here

    def _run(self) -> None:
        """Send each request, wait for its answer, hand it to the pool; until stopped."""
        try:
            self._start()
        except Exception as exc:  # no processes here (a sandbox, a frozen build without support)
            item = self.requests.get()  # its first request, put right after it was made
            self.pool._failed(self, exc, item[0] if item is not None else 0)
            return
        if self.stopped:  # the window closed while the process was starting
            self._end(polite=False)
            return
        while True:
            item = self.requests.get()
            if item is None or self.stopped:
                return
            number, request = item
            try:
                self.conn.send((number, request))
                answer_number, answer = self.conn.recv()
            except Exception as exc:  # the worker died or the pipe was closed by shutdown
                if not self.stopped:
                    self.pool._failed(self, exc, number)
                return
            self.pool.answered.emit(id(self), answer_number, answer)

    def stop(self) -> None:
        """End the process and the helper thread (a thought in progress is lost, as wanted)."""
        self.stopped = True
        self.requests.put(None)
        self._end(polite=not self.busy)
        self.thread.join(5.0)
        self._end(polite=False)  # a process whose start-up finished meanwhile
        if self.conn is not None:
            self.conn.close()

    def _end(self, polite: bool) -> None:
        """End the process: ask it (`polite`, only when the pipe is idle), then terminate it."""
        process = self.process
        if process is None or not process.is_alive():
            return
        if polite:
            with contextlib.suppress(Exception):  # a pipe already closed: it ends anyway
                self.conn.send(remote_stop())
            process.join(0.5)
        if process.is_alive():
            process.terminate()
            process.join(2.0)
        if process.is_alive():
            process.kill()
            process.join(2.0)


def remote_stop() -> str:
    """The message that ends a worker's loop."""
    from stadsliv_qt.bots import remote

    return remote.STOP


class WorkerPool(QObject):
    """The computer players' worker processes; `submit` a request, get `done(number, answer)`."""

    # worker id, request number, answer (emitted from the helper threads)
    answered = Signal(object, object, object)
    done = Signal(object, object)  # request number, answer: the Choice and bot, or an exception

    def __init__(self) -> None:
        super().__init__()
        self._workers: list[_Worker] = []
        self.answered.connect(self._answered)

    def pids(self) -> list[int]:
        """The process ids of the live workers (for tests: nothing is left behind at quit)."""
        return [w.process.pid for w in self._workers if w.process is not None and w.process.pid]

    def processes(self) -> list[Any]:
        """The worker processes started so far (for tests)."""
        return [w.process for w in self._workers if w.process is not None]

    def warm(self, game_id: str) -> None:
        """Start a worker (if none runs) and let it import the title's rules and bots."""
        if not self._workers:
            from stadsliv_qt.bots import remote

            self.submit(0, (remote.WARM, game_id))

    def submit(self, number: int, request: Any) -> None:
        """Send a request to an idle worker, starting one if needed (never waits for a start)."""
        worker = next((w for w in self._workers if not w.busy), None)
        if worker is None:
            if len(self._workers) >= MAX_WORKERS:
                oldest = self._workers.pop(0)  # busy with a thought nobody wants any more
                oldest.stop()
            worker = _Worker(self)
            self._workers.append(worker)
        worker.busy = number or -1
        worker.requests.put((number, request))

    def _answered(self, worker_id: int, number: int, answer: object) -> None:
        """On the GUI thread: the worker is free again; pass the answer on."""
        for worker in self._workers:
            if id(worker) == worker_id:
                worker.busy = 0
        lost = [w for w in self._workers if w.stopped]
        self._workers = [w for w in self._workers if not w.stopped]
        for worker in lost:
            worker.stop()
        if number:
            self.done.emit(number, answer)

    def _failed(self, worker: _Worker, exc: BaseException, number: int = 0) -> None:
        """From a helper thread: the worker is lost; its request is answered with the failure."""
        worker.stopped = True
        self.answered.emit(id(worker), number, WorkerFailed(f"bot worker failed: {exc!r}"))

    def shutdown(self) -> None:
        """End every worker process (the window closes or the program exits)."""
        workers, self._workers = self._workers, []
        for worker in workers:
            worker.stop()


_pool: WorkerPool | None = None


def pool() -> WorkerPool:
    """The program's worker pool, made on first use."""
    global _pool
    if _pool is None:
        _pool = WorkerPool()
        atexit.register(shutdown)
    return _pool


def running() -> bool:
    """True when the pool exists (some table has used worker processes)."""
    return _pool is not None


def shutdown() -> None:
    """End all worker processes (the main window closes; at exit at the latest)."""
    global _pool
    if _pool is not None:
        _pool.shutdown()
