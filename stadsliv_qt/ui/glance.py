"""A first glance at the autosave for the welcome page: the title, the names and when, read from
the journal's meta rows without importing the rules core or building the game.

The full check (engine/autosave.py `peek`) follows once the window is shown; it replaces the
offer with a sentence if the game cannot be continued. A journal of an older version (no title
row) or anything unexpected gives None, and the caller checks in full at once.
"""

from __future__ import annotations

import json
import sqlite3
import stat
from pathlib import Path
from typing import NamedTuple


class Glance(NamedTuple):
    """What the welcome page says of a waiting game before it is checked in full (a named tuple:
    the dataclasses module would cost the start-up with a game waiting ~10 ms more)."""

    title: str
    names: tuple[str, ...]
    saved_at: float


def glance(path: Path) -> Glance | None:
    """The waiting game's title, names and time, or None if they cannot be read plainly."""
    try:
        if not stat.S_ISREG(path.lstat().st_mode):
            return None
        db = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True, isolation_level=None)
    except (OSError, sqlite3.Error):
        return None
    try:
        db.execute("PRAGMA trusted_schema=OFF")
        db.execute("PRAGMA query_only=ON")
        rows = dict(
            db.execute("SELECT key, value FROM meta WHERE key IN ('title', 'seats')").fetchall()
        )
        head = db.execute("SELECT saved_at FROM head WHERE id = 1").fetchone()
        title, seats = json.loads(rows["title"]), json.loads(rows["seats"])
    except (sqlite3.Error, KeyError, TypeError, ValueError, RecursionError):
        return None
    finally:
        db.close()
    if not isinstance(title, str) or not isinstance(seats, list) or head is None:
        return None
    names = tuple(s["name"] for s in seats if isinstance(s, dict) and isinstance(s.get("name"), str))
    if not names or len(names) != len(seats):
        return None
    saved_at = head[0] if isinstance(head[0], int | float) else 0.0
    return Glance(title, names, float(saved_at))
