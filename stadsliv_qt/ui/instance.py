"""One table, one autosave: only one copy of the app runs per data folder.

The first start locks `instance.lock` in the data folder (the system drops the lock when the
process ends, even by kill -9, so a crash never blocks the next start) and, once its window shows,
listens on a socket beside it. A later start finds the lock taken and hands its request over instead: bring the
window to the front, or open a file in it; then it exits. Only the standard library is used for
the lock and the socket (QtNetwork stays out of the bundle); the window watches the socket with a
QSocketNotifier. Per user and per folder, so STADSLIV_HOME keeps tests and the smoke check apart.

Transport: a Unix socket `instance.sock` (readable by the owner only); where there is none, or the
folder's path is too long for one, TCP on 127.0.0.1 with the port and a secret token in
`instance.port` (owner only), so no other local program can ask the window to open a file.
"""

from __future__ import annotations

import contextlib
import os
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # imported where used: a first start needs neither before its window shows
    import socket

    from PySide6.QtCore import QObject, QSocketNotifier

LOCK_NAME = "instance.lock"
SOCKET_NAME = "instance.sock"
PORT_NAME = "instance.port"
ANSWER_S = 10.0  # how long a second start waits for the running window (it may still be starting)
RETRY_S = 0.05
MAX_REQUEST = 64 * 1024
READ_S = 3.0  # a connection that sends no whole request in this time is dropped
UNIX_PATH_MAX = 100  # sun_path holds 108 bytes on Linux, 104 on macOS; keep clear of both

Request = dict[str, Any]


class NotAnswering(Exception):
    """Another copy holds the lock but did not answer; the sentence says what to do."""


def _unix_ok(path: Path) -> bool:
    """True where a Unix socket can live at `path` (the platform has them, the path fits)."""
    import socket

    return hasattr(socket, "AF_UNIX") and len(os.fsencode(path)) < UNIX_PATH_MAX


def _same(given: str, token: str) -> bool:
    """Compare a request's token with ours in constant time."""
    import hmac

    return hmac.compare_digest(given.encode(), token.encode())


def _try_lock(fd: int) -> bool:
    """Take the lock on an open file without waiting; False when another process holds it."""
    try:
        import fcntl
    except ImportError:  # Windows
        import msvcrt

        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)  # type: ignore[attr-defined]  # Windows only; mypy checks for this platform
        except OSError:
            return False
        return True
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return False  # any other OSError: this file system cannot lock; the caller runs unguarded
    return True


class Instance:
    """The running copy: holds the lock and the listening socket until close()."""

    def __init__(self, folder: Path | None, lock_fd: int | None, server: socket.socket | None):
        self.folder = folder
        self._lock_fd = lock_fd
        self._server = server
        self._token = ""
        self._notifier: QSocketNotifier | None = None
        self._readers: dict[socket.socket, _Reader] = {}
        self._handler: Callable[[Request], None] | None = None

    @property
    def guarded(self) -> bool:
        """False when the lock could not be taken at all (a read-only folder): run unguarded."""
        return self._lock_fd is not None

    def serve(self, handler: Callable[[Request], None], parent: QObject) -> None:
        """Listen, and answer later starts from the Qt event loop; each request goes to `handler`.

        Called once the window shows (the socket module is not needed before); a start that comes
        in between finds nobody listening yet and waits. A socket that cannot be made leaves this
        copy locked but deaf: later starts wait, say so, and never run a second copy.
        """
        self._handler = handler
        if self._server is None and self.folder is not None and self.guarded:
            with contextlib.suppress(OSError):
                self._server = _listen(self.folder, self)
        if self._server is None:
            return
        from PySide6.QtCore import QSocketNotifier

        self._notifier = QSocketNotifier(self._server.fileno(), QSocketNotifier.Type.Read, parent)
        self._notifier.activated.connect(lambda *_a: self._accept(parent))

    def _accept(self, parent: QObject) -> None:
        while self._server is not None:
            try:
                conn, _ = self._server.accept()
            except OSError:  # none waiting (or the socket went away)
                return
            conn.setblocking(False)
            self._readers[conn] = _Reader(conn, self, parent)

    def _finish(self, conn: socket.socket, data: bytes) -> None:
        """A whole request came in: answer at once, then act on it from the event loop."""
        import json

        from PySide6.QtCore import QTimer

        try:
            request = json.loads(data.decode("utf-8"))
        except ValueError:
            request = None
        accepted = isinstance(request, dict) and self._handler is not None
        if accepted and self._token:
            accepted = _same(str(request.pop("token", "")), self._token)
        self._drop(conn, answer=b'{"ok": true}\n' if accepted else b'{"ok": false}\n')
        handler = self._handler
        if accepted and handler is not None:  # (accepted already says it is not None)
            QTimer.singleShot(0, lambda: handler(request))

    def _drop(self, conn: socket.socket, answer: bytes = b"") -> None:
        reader = self._readers.pop(conn, None)
        if reader is not None:
            reader.stop()
        if answer:
            with contextlib.suppress(OSError):
                conn.setblocking(True)
                conn.settimeout(1.0)
                conn.sendall(answer)
        with contextlib.suppress(OSError):
            conn.close()

    def close(self) -> None:
        """Stop listening, remove the socket or port file, and release the lock (in that order)."""
        if self._notifier is not None:
            with contextlib.suppress(RuntimeError):  # its window may be gone already
                self._notifier.setEnabled(False)
            self._notifier = None
        for conn in list(self._readers):
            self._drop(conn)
        if self._server is not None:
            with contextlib.suppress(OSError):
                self._server.close()
            self._server = None
            if self.folder is not None:
                for name in (SOCKET_NAME, PORT_NAME):
                    with contextlib.suppress(OSError):
                        (self.folder / name).unlink()
        if self._lock_fd is not None:
            with contextlib.suppress(OSError):
                os.close(self._lock_fd)  # closing the file releases the lock
            self._lock_fd = None


class _Reader:
    """Reads one request line from a connection without blocking the window."""

    def __init__(self, conn: socket.socket, owner: Instance, parent: QObject) -> None:
        from PySide6.QtCore import QSocketNotifier, QTimer

        self.conn = conn
        self.owner = owner
        self.data = b""
        self.notifier = QSocketNotifier(conn.fileno(), QSocketNotifier.Type.Read, parent)
        self.notifier.activated.connect(lambda *_a: self.read())
        self.timer = QTimer(parent)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(lambda: owner._drop(conn))
        self.timer.start(int(READ_S * 1000))

    def read(self) -> None:
        """Take what has arrived; a newline or the end of the stream completes the request."""
        try:
            chunk = self.conn.recv(MAX_REQUEST)
        except (BlockingIOError, InterruptedError):
            return
        except OSError:
            self.owner._drop(self.conn)
            return
        self.data += chunk
        if len(self.data) > MAX_REQUEST:
            self.owner._drop(self.conn)
        elif b"\n" in self.data or not chunk:
            self.owner._finish(self.conn, self.data.split(b"\n", 1)[0])

    def stop(self) -> None:
        """Stop watching the connection (before it is closed)."""
        with contextlib.suppress(RuntimeError):  # its window may be gone already
            self.notifier.setEnabled(False)
            self.notifier.deleteLater()
            self.timer.stop()
            self.timer.deleteLater()


def _claim(folder: Path) -> Instance | None:
    """Take the lock and listen; None when another copy holds the lock."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
        fd = os.open(folder / LOCK_NAME, os.O_RDWR | os.O_CREAT, 0o600)
    except OSError:
        return Instance(None, None, None)  # no lock possible here: run, as before
    try:
        locked = _try_lock(fd)
    except OSError:
        os.close(fd)
        return Instance(None, None, None)
    if not locked:
        os.close(fd)
        return None
    for name in (SOCKET_NAME, PORT_NAME):  # left by a copy that was killed; we hold the lock
        with contextlib.suppress(OSError):
            (folder / name).unlink()
    return Instance(folder, fd, None)


def _listen(folder: Path, instance: Instance) -> socket.socket:
    """The listening socket: a Unix socket for the owner only, or TCP on loopback with a token."""
    import socket

    path = folder / SOCKET_NAME
    if _unix_ok(path):
        server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        old = os.umask(0o177)  # created owner-only, no window between bind and chmod
        try:
            server.bind(os.fspath(path))
        except OSError:
            server.close()
            raise
        finally:
            os.umask(old)
    else:
        server = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        server.bind(("127.0.0.1", 0))
        import secrets  # here only: it takes a few ms to import, and most starts never get here

        instance._token = secrets.token_hex(16)
        port_file = folder / PORT_NAME
        tmp = folder / (PORT_NAME + ".tmp")
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with os.fdopen(fd, "w", encoding="ascii") as fh:
            fh.write(f"{server.getsockname()[1]} {instance._token}\n")
        os.replace(tmp, port_file)
    server.listen(8)
    server.setblocking(False)
    return server


def _connect(folder: Path, timeout: float) -> tuple[socket.socket, str] | None:
    """A connection to the running copy and its token, or None if it is not listening (yet)."""
    import socket

    path = folder / SOCKET_NAME
    if _unix_ok(path) and path.exists():
        sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        address: Any = os.fspath(path)
        token = ""
    else:
        try:
            port, token = (folder / PORT_NAME).read_text(encoding="ascii").split()
            address = ("127.0.0.1", int(port))
        except (OSError, ValueError):
            return None
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.settimeout(timeout)
    try:
        sock.connect(address)
    except OSError:
        sock.close()
        return None
    return sock, token


def _send(sock: socket.socket, request: Request, deadline: float) -> bool:
    """Send one request line and wait for the answer; False if none came before the deadline."""
    import json

    with sock:
        try:
            sock.settimeout(max(0.1, deadline - time.monotonic()))
            sock.sendall(json.dumps(request).encode("utf-8") + b"\n")
            answer = b""
            while b"\n" not in answer:
                chunk = sock.recv(4096)
                if not chunk:
                    break
                answer += chunk
        except OSError:
            return False
    try:
        return json.loads(answer.split(b"\n", 1)[0].decode("utf-8")).get("ok") is True
    except (ValueError, AttributeError):
        return False


def start(folder: Path, request: Request, timeout: float = ANSWER_S) -> Instance | None:
    """Become the running copy (an Instance), or hand `request` to it and get None.

    Waits while the other copy is still starting or just quitting (then takes over the lock);
    raises NotAnswering if it holds the lock but never answers.
    """
    deadline = time.monotonic() + timeout
    while True:
        instance = _claim(folder)
        if instance is not None:
            return instance
        left = deadline - time.monotonic()
        connection = _connect(folder, max(0.1, left))
        if connection is not None:
            sock, token = connection
            if _send(sock, {**request, "token": token} if token else request, deadline):
                return None
        if time.monotonic() >= deadline:
            raise NotAnswering(
                f"Stadsliv is already running for this folder ({folder}) but does not answer. "
                "Close it, or end it in the system monitor, then start Stadsliv again."
            )
        time.sleep(RETRY_S)


def main_request(open_path: str | None) -> Request:
    """What a second start asks for: open a file (by its full path, from this start's folder)."""
    return {"open": os.path.abspath(open_path) if open_path else None}


def say(text: str) -> None:
    """A sentence for the terminal, if there is one (a windowed Windows build has none)."""
    if sys.stderr is not None:
        print(text, file=sys.stderr, flush=True)
