"""A first glance at the autosave for the welcome page: the title, the names and when, read from
the journal's meta rows without importing the rules core or building the game.

The full check (engine/autosave.py `peek`) follows once the window is shown; it replaces the
offer with a sentence if the game cannot be continued. A journal of an older version (no title
row) or anything unexpected gives None, and the caller checks in full at once. The rows' JSON is
read by SQLite's own JSON functions: the json module (and its import, a few ms at start-up) is not
needed; an SQLite without them gives None too.
"""

from __future__ import annotations

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
        title = db.execute(
            "SELECT json_type(value), json_extract(value, '$') FROM meta WHERE key = 'title'"
        ).fetchone()
        kind = db.execute("SELECT json_type(value) FROM meta WHERE key = 'seats'").fetchone()
        seats = db.execute(
            "SELECT CASE WHEN j.type = 'object' THEN json_type(j.value, '$.name') END,"
            " CASE WHEN j.type = 'object' THEN json_extract(j.value, '$.name') END"
            " FROM meta, json_each(meta.value) AS j WHERE meta.key = 'seats' ORDER BY j.key"
        ).fetchall()
        head = db.execute("SELECT saved_at FROM head WHERE id = 1").fetchone()
    except sqlite3.Error:  # no such table, malformed JSON, no JSON functions in this SQLite
        return None
    finally:
        db.close()
    if title is None or title[0] != "text" or kind != ("array",) or head is None:
        return None
    names = tuple(name for what, name in seats if what == "text" and isinstance(name, str))
    if not names or len(names) != len(seats):
        return None
    saved_at = head[0] if isinstance(head[0], int | float) else 0.0
    return Glance(str(title[1]), names, float(saved_at))
