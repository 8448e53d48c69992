"""The autosave: a SQLite journal written after every step at a cost that does not grow with the game.

The file holds four tables:

* `meta`: what a game is, written once: format, version, game id, seats, options, the title's
  name (for the welcome page's first glance); and who plays each seat (a person or a computer
  level), replaced at every step;
* `head`: one row replaced at every step: the state, the chance stream, the undo marker, the log's
  length and when it was written (a constant size, whatever the game's length);
* `log`: the events, one row each, appended at every step; an undo deletes the rows it took back;
* `samples`: the table's chart samples (any JSON rows), appended and cut back like the log.

Each step is one transaction in WAL mode, so a `kill -9` at any moment leaves the last committed
step: SQLite drops a torn tail of the write-ahead log on the next open and nothing else is lost.
`synchronous=NORMAL`: a commit is in the write-ahead log (in the operating system's hands) before
the next step, so a crash or `kill -9` of the app loses nothing committed; the disk is synced at
each checkpoint (every 256 pages, about every hundred steps). FULL would also sync every commit,
which costs about 10 ms of waiting per click on this project's machine, more than the whole turn's
budget; what it adds is the last few steps after a power cut, and the file stays whole either way.

Loading builds the same document as a JSON save and passes it through `save.from_document`, so a
damaged or hostile autosave gets the same sentences and changes nothing. Only our exact schema is
read (no views or triggers of someone else's making run), and the file must be a regular file of
bounded size. Save As stays the portable JSON document (save.py).
"""

from __future__ import annotations

import contextlib
import json
import os
import sqlite3
import stat
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .events import Event
from .game import Game
from .save import FORMAT, PERSON, VERSION, SaveError, from_document, players_of

MAX_BYTES = 512 * 1024 * 1024  # a 5,000-step game is a few MB; far more than any evening
HEADER = b"SQLite format 3\x00"
SCHEMA = {
    "meta": "CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)",
    "head": (
        "CREATE TABLE head (id INTEGER PRIMARY KEY CHECK (id = 1), log_length INTEGER NOT NULL,"
        " barrier INTEGER NOT NULL, chance TEXT NOT NULL, state TEXT NOT NULL,"
        " saved_at REAL NOT NULL)"
    ),
    "log": "CREATE TABLE log (n INTEGER PRIMARY KEY, event TEXT NOT NULL)",
    "samples": "CREATE TABLE samples (n INTEGER PRIMARY KEY, sample TEXT NOT NULL)",
}
CORRUPT, NOT_A_DATABASE = 11, 26  # SQLite's result codes for a file that is not a sound database
CACHE_KIB = 256  # SQLite's page cache for the journal, in KiB
COMPANIONS = ("-wal", "-shm", "-journal")  # SQLite's own files beside the database


def _dumps(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def _identity(game: Game) -> tuple[str, ...]:
    """What makes two games the same game: id, seats, options, seed (meta is written for it)."""
    return (
        game.info.id,
        _dumps([[s.name, s.colour, s.token] for s in game.seats]),
        _dumps(game.options),
        str(game.chance.seed),
    )


class Journal:
    """The autosave of the game being played, written step by step.

    `write()` after every step: a new game (or another log) is written whole, once; after that
    only the events added since, or the deletion of those an undo took back, and the head row.
    """

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.path = Path(path)
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise SaveError(f"Cannot write to {self.path.parent}: {exc.strerror or exc}.") from None
        try:
            self._db: sqlite3.Connection | None = _connect(self.path)
        except Foreign:
            # not ours (another file, a damaged one): kept aside, never written over
            move_aside(self.path, damaged_name(self.path))
            self._db = _connect(self.path)
        self._identity: tuple[str, ...] | None = None
        self._log: list[Event] | None = None  # the list written, to see it grow or be cut back
        self._written: list[Event] = []  # the events written, by row (references, not copies)
        self._samples: list[str] = []  # the sample rows written, as text
        self._players: str | None = None  # who plays each seat, as last written

    def write(
        self,
        game: Game,
        samples: Sequence[Any] | None = None,
        players: Sequence[str] | None = None,
    ) -> None:
        """Save the game's step in one transaction (and the chart's samples, if given), with
        who plays each seat (a person or a computer level; all people if not given)."""
        db = self._open()
        log = game.log
        try:
            db.execute("BEGIN IMMEDIATE")
            try:
                if self._identity == _identity(game) and self._continues(log):
                    self._write_log(db, log)
                else:
                    self._write_whole(db, game)
                    self._players = None  # the meta table was written anew
                db.execute(
                    "INSERT OR REPLACE INTO head VALUES (1, ?, ?, ?, ?, ?)",
                    (
                        len(log),
                        game.barrier,
                        _dumps(game.chance.to_dict()),
                        _dumps(game.state_dict()),
                        time.time(),
                    ),
                )
                kinds = _dumps(list(players) if players is not None else [PERSON] * len(game.seats))
                if kinds != self._players:  # one small row: a seat may change hands at any step
                    db.execute("INSERT OR REPLACE INTO meta VALUES ('players', ?)", (kinds,))
                if samples is not None:
                    self._write_samples(db, samples)
                db.execute("COMMIT")
                self._players = kinds
            except BaseException:
                with contextlib.suppress(sqlite3.Error):
                    db.execute("ROLLBACK")
                self._identity = None  # what is on disk is unknown now: write it whole next time
                self._players = None
                raise
        except sqlite3.Error as exc:
            raise SaveError(f"Cannot write the autosave {self.path}: {exc}.") from None

    def adopt(self, game: Game) -> list[Any] | None:
        """If the file already holds exactly this game (it was resumed from here), go on from it
        without writing it again, and return its chart samples; else None (written whole later).

        Compared: what the game is, its state, chance, undo marker, the log's length and its last
        event; the cost does not grow with the game's length.
        """
        db = self._open()
        try:
            meta = dict(db.execute("SELECT key, value FROM meta").fetchall())
            head = db.execute(
                "SELECT log_length, barrier, chance, state FROM head WHERE id = 1"
            ).fetchone()
            log = game.log
            last = db.execute("SELECT event FROM log WHERE n = ?", (len(log) - 1,)).fetchone()
            same = (
                head is not None
                and tuple(head)
                == (
                    len(log),
                    game.barrier,
                    _dumps(game.chance.to_dict()),
                    _dumps(game.state_dict()),
                )
                and json.loads(meta.get("game", "null")) == game.info.id
                and json.loads(meta.get("seats", "null"))
                == [{"name": s.name, "colour": s.colour, "token": s.token} for s in game.seats]
                and meta.get("options") == _dumps(game.options)
                and (not log or (last is not None and last[0] == _dumps(log[-1].to_dict())))
            )
            if not same:
                return None
            samples = [
                json.loads(t) for (t,) in db.execute("SELECT sample FROM samples ORDER BY n")
            ]
        except (sqlite3.Error, ValueError):
            return None
        self._identity = _identity(game)
        self._log = game.log
        self._written = list(game.log)
        self._samples = [_dumps(s) for s in samples]
        return samples

    def _continues(self, log: list[Event]) -> bool:
        """True if `log` is the list written last, grown or cut back since (not replaced)."""
        if log is not self._log:
            return False
        written = self._written
        keep = min(len(log), len(written))
        return keep == 0 or log[keep - 1] is written[keep - 1]

    def _write_whole(self, db: sqlite3.Connection, game: Game) -> None:
        """A new game on the table: everything it holds, in place of the last one."""
        for table in SCHEMA:
            db.execute(f"DELETE FROM {table}")  # noqa: S608 (our own table names)
        identity = _identity(game)
        meta = {
            "format": _dumps(FORMAT),
            "version": _dumps(VERSION),
            "game": _dumps(identity[0]),
            "seats": _dumps(
                [{"name": s.name, "colour": s.colour, "token": s.token} for s in game.seats]
            ),
            "options": identity[2],
            # for the welcome page's first glance (ui/glance.py), which reads no state
            "title": _dumps(game.info.title),
        }
        db.executemany("INSERT INTO meta VALUES (?, ?)", meta.items())
        db.executemany(
            "INSERT INTO log VALUES (?, ?)",
            ((n, _dumps(e.to_dict())) for n, e in enumerate(game.log)),
        )
        self._identity = identity
        self._log = game.log
        self._written = list(game.log)
        self._samples = []

    def _write_log(self, db: sqlite3.Connection, log: list[Event]) -> None:
        """Only what changed since the last step: new events, or those an undo took back."""
        written = self._written
        n = len(log)
        if n < len(written):  # cut back (undo): the rows after the new end go
            db.execute("DELETE FROM log WHERE n >= ?", (n,))
            del written[n:]
        elif n > len(written):
            start = len(written)
            db.executemany(
                "INSERT INTO log VALUES (?, ?)",
                ((start + k, _dumps(e.to_dict())) for k, e in enumerate(log[start:])),
            )
            written.extend(log[start:])

    def _write_samples(self, db: sqlite3.Connection, samples: Sequence[Any]) -> None:
        """Chart samples: appended, the last one replaced when it changed, cut back on undo."""
        rows = self._samples
        n = len(samples)
        if n < len(rows):
            db.execute("DELETE FROM samples WHERE n >= ?", (n,))
            del rows[n:]
        if rows:  # the last sample may be taken again (at the end of a game)
            last = _dumps(samples[len(rows) - 1])
            if last != rows[-1]:
                db.execute("UPDATE samples SET sample = ? WHERE n = ?", (last, len(rows) - 1))
                rows[-1] = last
        for k in range(len(rows), n):
            text = _dumps(samples[k])
            db.execute("INSERT INTO samples VALUES (?, ?)", (k, text))
            rows.append(text)

    def _open(self) -> sqlite3.Connection:
        if self._db is None:
            raise SaveError("The autosave was closed.")
        return self._db

    def close(self) -> None:
        """Close the file (a clean close folds the write-ahead log into the database)."""
        if self._db is not None:
            with contextlib.suppress(sqlite3.Error):
                self._db.close()
            self._db = None

    def remove(self) -> None:
        """Close and delete the autosave (a finished game is not offered again)."""
        self.close()
        remove(self.path)


class Foreign(SaveError):
    """The file at the autosave's place is not an autosave Stadsliv can write to."""


def damaged_name(path: Path) -> Path:
    """Where a damaged autosave is kept: autosave.damaged.sqlite beside it."""
    return path.with_name(f"{path.stem}.damaged{path.suffix}")


def _connect(path: Path) -> sqlite3.Connection:
    """A connection for writing, with our tables: WAL, every commit synced (see the note above)."""
    try:
        _check_file(path, missing_ok=True)
    except SaveError as exc:
        raise Foreign(str(exc)) from None
    try:
        db = sqlite3.connect(path, isolation_level=None)  # transactions are ours: BEGIN … COMMIT
    except sqlite3.Error as exc:
        raise SaveError(f"Cannot write the autosave {path}: {exc}.") from None
    try:
        found = _schema(db)
        if found and found != SCHEMA:
            raise Foreign("The autosave file is not one Stadsliv wrote.")
        db.execute("PRAGMA journal_mode=WAL")
        db.execute("PRAGMA synchronous=NORMAL")  # see the note above
        db.execute("PRAGMA wal_autocheckpoint=256")  # small checkpoints: no long pause
        db.execute("PRAGMA journal_size_limit=4194304")
        # steps append at the end and replace one row: a small page cache serves them, where
        # the default (2 MB) would fill with the whole log of a long evening (issue 15)
        db.execute(f"PRAGMA cache_size=-{CACHE_KIB}")
        if not found:
            db.execute("BEGIN IMMEDIATE")
            for sql in SCHEMA.values():
                db.execute(sql)
            db.execute("COMMIT")
    except sqlite3.Error as exc:
        db.close()
        if getattr(exc, "sqlite_errorcode", None) in (NOT_A_DATABASE, CORRUPT):
            raise Foreign("The autosave file cannot be read as a database.") from None
        raise SaveError(f"Cannot write the autosave {path}: {exc}.") from None
    except BaseException:
        db.close()
        raise
    return db


def _schema(db: sqlite3.Connection) -> dict[str, str]:
    """Every object in the database by name and its SQL (tables, indexes, views, triggers);
    the index SQLite itself makes for a text primary key has no SQL and is left out."""
    return {
        str(name): str(sql)
        for name, sql in db.execute("SELECT name, sql FROM sqlite_master").fetchall()
        if not (sql is None and str(name).startswith("sqlite_autoindex_"))
    }


def _check_file(path: Path, missing_ok: bool = False) -> None:
    """A regular file of bounded size (never a pipe, a device or a folder), or SaveError."""
    try:
        info = os.stat(path)
    except FileNotFoundError:
        if missing_ok:
            return
        raise SaveError(f"There is no file {path}.") from None
    except OSError as exc:
        raise SaveError(f"Cannot read {path}: {exc.strerror or exc}.") from None
    if stat.S_ISDIR(info.st_mode):
        raise SaveError(f"{path} is a folder, not a saved game.")
    if stat.S_ISFIFO(info.st_mode):
        raise SaveError(f"{path} is a named pipe, not a saved game file.")
    if not stat.S_ISREG(info.st_mode):
        raise SaveError(f"{path} is not a regular file, not a saved game file.")
    if info.st_size > MAX_BYTES:
        raise SaveError("This autosave is far too large to be a saved game.")
    if info.st_size:
        try:
            with open(path, "rb") as fh:
                header = fh.read(len(HEADER))
        except OSError as exc:
            raise SaveError(f"Cannot read {path}: {exc.strerror or exc}.") from None
        if header != HEADER:
            raise SaveError("This autosave is damaged: it is not a database Stadsliv wrote.")


@dataclass(frozen=True)
class Found:
    """What the welcome page shows of an autosave: the game (its log left out) and when."""

    game: Game
    saved_at: float
    log_length: int
    players: list[str]  # who plays each seat: "person" or a computer level


def _read(path: Path, with_log: bool) -> tuple[Game, float, int, list[str]]:
    """The autosaved game through the JSON save's strict checks; SaveError with a sentence."""
    _check_file(path)
    damaged = "This autosave is damaged: {what}."
    try:
        db = sqlite3.connect(f"{path.resolve().as_uri()}?mode=rw", uri=True, isolation_level=None)
    except sqlite3.Error:
        raise SaveError(f"Stadsliv may not read {path}.") from None
    try:
        db.execute("PRAGMA trusted_schema=OFF")
        db.execute("PRAGMA cell_size_check=ON")
        db.execute("PRAGMA mmap_size=0")
        db.execute("PRAGMA query_only=ON")  # reading changes nothing
        if _schema(db) != SCHEMA:
            raise SaveError("This autosave is damaged: it is not a database Stadsliv wrote.")
        meta = dict(db.execute("SELECT key, value FROM meta").fetchall())
        head = db.execute(
            "SELECT log_length, barrier, chance, state, saved_at FROM head WHERE id = 1"
        ).fetchone()
        if head is None or not meta:
            raise SaveError(damaged.format(what="it holds no game"))
        log_length, barrier, chance, state, saved_at = head
        (last,) = db.execute("SELECT max(n) FROM log").fetchone()  # the index: no scan
        if not isinstance(log_length, int) or (last if last is not None else -1) != log_length - 1:
            raise SaveError(damaged.format(what="its log is incomplete"))
        events: list[Any] = []
        if with_log:
            for n, (k, text) in enumerate(db.execute("SELECT n, event FROM log ORDER BY n")):
                if k != n:
                    raise SaveError(damaged.format(what="its log is incomplete"))
                events.append(json.loads(text))
        doc = {key: json.loads(value) for key, value in meta.items() if key != "title"}
        doc.update(barrier=barrier, chance=json.loads(chance), state=json.loads(state), log=events)
    except sqlite3.Error:
        raise SaveError(damaged.format(what="the database cannot be read")) from None
    except (ValueError, TypeError, RecursionError):
        raise SaveError(damaged.format(what="some of its records are not readable")) from None
    finally:
        db.close()
    game = from_document(doc)
    players = players_of(doc, len(game.seats))
    return game, float(saved_at) if isinstance(saved_at, (int, float)) else 0.0, log_length, players


def load(path: str | os.PathLike[str]) -> Game:
    """The autosaved game with its whole log; SaveError with a sentence for anything wrong."""
    game, _, _, _ = _read(Path(path), with_log=True)
    return game


def load_table(path: str | os.PathLike[str]) -> tuple[Game, list[str]]:
    """The autosaved game with its whole log, and who plays each seat; SaveError as load()."""
    game, _, _, players = _read(Path(path), with_log=True)
    return game, players


def peek(path: str | os.PathLike[str]) -> Found:
    """The autosaved game without its log, fully checked otherwise: what the welcome page offers.

    Its cost does not grow with the game's length (the log's last row is looked up, not read).
    """
    game, saved_at, length, players = _read(Path(path), with_log=False)
    return Found(game, saved_at, length, players)


def write_game(
    path: str | os.PathLike[str],
    game: Game,
    samples: Sequence[Any] | None = None,
    players: Sequence[str] | None = None,
) -> None:
    """Write `game` as the autosave at `path` (a migration, a test) and close it."""
    journal = Journal(path)
    try:
        journal.write(game, samples, players)
    finally:
        journal.close()


def remove(path: str | os.PathLike[str]) -> None:
    """Delete an autosave and SQLite's files beside it."""
    target = Path(path)
    for name in ("", *COMPANIONS):
        with contextlib.suppress(FileNotFoundError):
            Path(f"{target}{name}").unlink()


def move_aside(path: str | os.PathLike[str], to: str | os.PathLike[str]) -> None:
    """Keep a damaged autosave (with its write-ahead log) under another name."""
    source, target = Path(path), Path(to)
    for name in ("", *COMPANIONS):
        with contextlib.suppress(FileNotFoundError):
            os.replace(f"{source}{name}", f"{target}{name}")
