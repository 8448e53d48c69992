"""Versioned JSON saves: strict on load, atomic on write, never pickle."""

from __future__ import annotations

import contextlib
import json
import os
import re
import stat
import tempfile
from pathlib import Path
from typing import Any

from . import registry
from .errors import OptionError, StateError
from .game import Game

FORMAT = "stadsliv-save"
VERSION = 2  # 2: "players" says who plays each seat (a person or a computer level)
MAX_BYTES = 32 * 1024 * 1024
PERSON = "person"
LEVELS = ("easy", "medium", "hard")  # the computer players' levels a save may name


class SaveError(Exception):
    """A save that cannot be read or written; the message says why in plain words."""


def to_document(game: Game, players: list[str] | None = None) -> dict[str, Any]:
    """The save document for a game; `players` names each seat's player ("person" or a level).

    A table of people only is written as format 1, exactly as before computer players; with a
    computer at the table the document is format 2 and says who plays each seat."""
    kinds = list(players) if players is not None else [PERSON] * len(game.seats)
    if all(k == PERSON for k in kinds):
        return {"format": FORMAT, "version": 1, **game.to_dict()}
    return {"format": FORMAT, "version": VERSION, "players": kinds, **game.to_dict()}


def players_of(doc: dict[str, Any], seats: int) -> list[str]:
    """Who plays each seat in a save document: format 1 knew only people."""
    kinds = doc.get("players", [PERSON] * seats) if doc.get("version") != 1 else [PERSON] * seats
    if (
        not isinstance(kinds, list)
        or len(kinds) != seats
        or not all(k == PERSON or k in LEVELS for k in kinds)
    ):
        raise SaveError("This saved game is damaged: it does not say clearly who plays each seat.")
    return list(kinds)


def from_document(doc: Any) -> Game:
    """Rebuild a game from a save document, refusing anything wrong with a clear SaveError."""
    return table_from_document(doc)[0]


def table_from_document(doc: Any) -> tuple[Game, list[str]]:
    """The game of a save document and who plays each seat (SaveError for anything wrong)."""
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise SaveError("This file is not a Stadsliv saved game.")
    version = doc.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise SaveError("This saved game has no version number.")
    if version > VERSION:
        raise SaveError(
            f"This game was saved by a newer Stadsliv (save format {version}); "
            f"this version reads format {VERSION}. Please update."
        )
    if version < 1:
        raise SaveError(f"Save format {version} is not one Stadsliv ever wrote.")
    game_id = doc.get("game")
    if not isinstance(game_id, str):
        raise SaveError("This saved game does not say which game it is.")
    try:
        cls = registry.get(game_id)
    except KeyError as exc:
        raise SaveError(str(exc.args[0])) from None
    try:
        game = cls.from_dict(
            {k: v for k, v in doc.items() if k not in ("format", "version", "players")}
        )
    except (StateError, OptionError) as exc:
        raise SaveError(_sentence("This saved game is damaged: ", exc)) from None
    except RecursionError:
        raise SaveError("This saved game is damaged: it is nested too deeply.") from None
    except (KeyError, TypeError, ValueError, IndexError, AttributeError, ArithmeticError):
        # Each game names the bad record itself (StateError); anything else is a gap in those
        # checks, and Python's own wording ("unhashable type", "index out of range") means
        # nothing to a player, so it is never shown.
        raise SaveError(
            "This saved game is damaged or was edited by hand: "
            "some of its records are missing or do not fit together."
        ) from None
    return game, players_of(doc, len(game.seats))


def _sentence(prefix: str, exc: Exception) -> str:
    """The refusal as one sentence: the prefix, the reason, one full stop."""
    reason = str(exc.args[0]) if exc.args else "it cannot be read"
    reason = reason.rstrip(". ")
    return f"{prefix}{reason}."


def dumps(game: Game, players: list[str] | None = None) -> str:
    """The save document as compact JSON text."""
    return json.dumps(to_document(game, players), ensure_ascii=False, separators=(",", ":"))


def loads(text: str | bytes) -> Game:
    """Parse save text, with a SaveError for anything that is not a readable save."""
    return table_loads(text)[0]


def table_loads(text: str | bytes) -> tuple[Game, list[str]]:
    """Parse save text into the game and who plays each seat."""
    if isinstance(text, bytes):
        if len(text) > MAX_BYTES:
            raise SaveError("This file is far too large to be a saved game.")
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError:
            raise SaveError("This file is not a Stadsliv saved game (it is not text).") from None
    if not text.strip():
        raise SaveError("This saved game is empty.")
    try:
        doc = json.loads(text)
    except RecursionError:
        raise SaveError("This saved game is damaged: it is nested too deeply.") from None
    except json.JSONDecodeError as exc:
        if exc.pos >= len(text.rstrip()) or exc.msg.startswith("Unterminated"):
            raise SaveError("This saved game is cut short (the file ends too early).") from None
        raise SaveError(
            f"This saved game is damaged: unreadable at line {exc.lineno}, column {exc.colno}."
        ) from None
    return table_from_document(doc)


def save(game: Game, path: str | os.PathLike[str], players: list[str] | None = None) -> None:
    """Write atomically: a temporary file in the same folder, flushed, synced, then renamed.

    The temporary file holds the whole game, sealed entries included, so it is removed on every
    way out but success (a killed process leaves one behind: remove_leftovers() clears those).
    """
    target = Path(path)
    data = dumps(game, players).encode("utf-8")
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    except OSError as exc:
        raise SaveError(f"Cannot write to {target.parent}: {exc.strerror or exc}.") from None
    try:
        try:
            fh = os.fdopen(fd, "wb")
        except BaseException:
            os.close(fd)
            raise
        with fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, target)
    except BaseException as exc:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        if isinstance(exc, OSError):
            raise SaveError(f"Cannot save to {target}: {exc.strerror or exc}.") from None
        raise


def _tmp_pattern(name: str) -> re.Pattern[str]:
    """The names save() gives its temporary files for a target called `name` (mkstemp's 8 letters)."""
    return re.compile(rf"\.{re.escape(name)}\.[a-z0-9_]{{8}}\.tmp")


def remove_leftovers(path: str | os.PathLike[str]) -> list[Path]:
    """Remove temporary files that a save to `path` killed mid-way left beside it; returns them.

    Only names save() itself makes for this target are touched, never a link or a folder. Call it
    only when no other process may be saving to `path` (the app holds its single-instance lock).
    """
    target = Path(path)
    pattern = _tmp_pattern(target.name)
    removed: list[Path] = []
    try:
        entries = list(os.scandir(target.parent))
    except OSError:
        return removed
    for entry in entries:
        try:
            if pattern.fullmatch(entry.name) and entry.is_file(follow_symlinks=False):
                os.unlink(entry.path)
                removed.append(Path(entry.path))
        except OSError:
            continue
    return removed


_KINDS = (
    (stat.S_ISDIR, "a folder"),
    (stat.S_ISFIFO, "a named pipe"),
    (stat.S_ISSOCK, "a socket"),
    (stat.S_ISCHR, "a device"),
    (stat.S_ISBLK, "a device"),
)


def _not_a_file(target: Path, mode: int) -> SaveError:
    """The sentence for something that is not a regular file (a folder, a pipe, a device …)."""
    kind = next((name for test, name in _KINDS if test(mode)), "not a regular file")
    if kind == "a folder":
        return SaveError(f"{target} is a folder, not a saved game.")
    return SaveError(f"{target} is {kind}, not a saved game file.")


def read_file(path: str | os.PathLike[str], limit: int = MAX_BYTES) -> bytes:
    """The bytes of a regular file of at most `limit` bytes, never waiting on a pipe or a device.

    Only a regular file is opened (checked before opening, and again on the open descriptor in
    case the name was swapped meanwhile); the open does not block, and the read stops at limit+1.
    """
    target = Path(path)
    try:
        mode = os.stat(target).st_mode
        if not stat.S_ISREG(mode):
            raise _not_a_file(target, mode)
        flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
        fd = os.open(target, flags | getattr(os, "O_BINARY", 0))
        with os.fdopen(fd, "rb") as fh:
            info = os.fstat(fh.fileno())
            if not stat.S_ISREG(info.st_mode):
                raise _not_a_file(target, info.st_mode)
            if info.st_size > limit:
                raise SaveError("This file is far too large to be a saved game.")
            raw = fh.read(limit + 1)
    except FileNotFoundError:
        raise SaveError(f"There is no file {target}.") from None
    except IsADirectoryError:
        raise SaveError(f"{target} is a folder, not a saved game.") from None
    except PermissionError:
        raise SaveError(f"Stadsliv may not read {target}.") from None
    except OSError as exc:
        raise SaveError(f"Cannot read {target}: {exc.strerror or exc}.") from None
    if len(raw) > limit:
        raise SaveError("This file is far too large to be a saved game.")
    return raw


def load(path: str | os.PathLike[str]) -> Game:
    """Read a save file; SaveError with a clear sentence for every kind of bad file."""
    return loads(read_file(path))


def load_table(path: str | os.PathLike[str]) -> tuple[Game, list[str]]:
    """Read a save file: the game and who plays each seat ("person" or a computer level)."""
    return table_loads(read_file(path))
