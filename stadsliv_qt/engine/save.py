"""Versioned JSON saves: strict on load, atomic on write, never pickle."""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
from pathlib import Path
from typing import Any

from . import registry
from .errors import OptionError, StateError
from .game import Game

FORMAT = "stadsliv-save"
VERSION = 1
MAX_BYTES = 32 * 1024 * 1024


class SaveError(Exception):
    """A save that cannot be read or written; the message says why in plain words."""


def to_document(game: Game) -> dict[str, Any]:
    """The save document for a game."""
    return {"format": FORMAT, "version": VERSION, **game.to_dict()}


def from_document(doc: Any) -> Game:
    """Rebuild a game from a save document, refusing anything wrong with a clear SaveError."""
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
        return cls.from_dict({k: v for k, v in doc.items() if k not in ("format", "version")})
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


def _sentence(prefix: str, exc: Exception) -> str:
    """The refusal as one sentence: the prefix, the reason, one full stop."""
    reason = str(exc.args[0]) if exc.args else "it cannot be read"
    reason = reason.rstrip(". ")
    return f"{prefix}{reason}."


def dumps(game: Game) -> str:
    """The save document as compact JSON text."""
    return json.dumps(to_document(game), ensure_ascii=False, separators=(",", ":"))


def loads(text: str | bytes) -> Game:
    """Parse save text, with a SaveError for anything that is not a readable save."""
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
    return from_document(doc)


def save(game: Game, path: str | os.PathLike[str]) -> None:
    """Write atomically: a temporary file in the same folder, flushed, synced, then renamed."""
    target = Path(path)
    data = dumps(game).encode("utf-8")
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    except OSError as exc:
        raise SaveError(f"Cannot write to {target.parent}: {exc.strerror or exc}.") from None
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, target)
    except OSError as exc:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise SaveError(f"Cannot save to {target}: {exc.strerror or exc}.") from None


def load(path: str | os.PathLike[str]) -> Game:
    """Read a save file; SaveError with a clear sentence for every kind of bad file."""
    target = Path(path)
    try:
        size = target.stat().st_size
        if size > MAX_BYTES:
            raise SaveError("This file is far too large to be a saved game.")
        raw = target.read_bytes()
    except FileNotFoundError:
        raise SaveError(f"There is no file {target}.") from None
    except IsADirectoryError:
        raise SaveError(f"{target} is a folder, not a saved game.") from None
    except PermissionError:
        raise SaveError(f"Stadsliv may not read {target}.") from None
    except OSError as exc:
        raise SaveError(f"Cannot read {target}: {exc.strerror or exc}.") from None
    return loads(raw)
