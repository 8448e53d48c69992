"""A guard against a PySide6 6.12 reference-count bug on Python 3.11 and older.

PySide6 6.12.0 (the abi3 wheel) gives back one reference too many to None after every call of a
C++ method returning void, and to True/False after every signal emit. From Python 3.12 these
objects are immortal, so nothing happens; on 3.11 the app aborts after a few thousand calls with
"Fatal Python error: none_dealloc" (or bool_dealloc). Giving the three singletons a huge extra
reference count makes the lost references harmless (they are never freed anyway). Pinning
PySide6-Essentials to a version without the bug (6.11.x works) is the real fix.
"""

from __future__ import annotations

import ctypes
import sys

_EXTRA = 1 << 40
_done = False


def needed() -> bool:
    """True for CPython before 3.12 with PySide6 6.12 or later."""
    if sys.implementation.name != "cpython" or sys.version_info >= (3, 12):
        return False
    try:
        import PySide6
    except ImportError:
        return False
    parts = []
    for part in PySide6.__version__.split(".")[:2]:
        digits = "".join(ch for ch in part if ch.isdigit())
        parts.append(int(digits or 0))
    return tuple(parts) >= (6, 12)


def guard_singletons() -> bool:
    """Apply the guard once if this PySide6 needs it; True if applied."""
    global _done
    if _done or not needed():
        return _done
    for obj in (None, True, False):
        ctypes.c_ssize_t.from_address(id(obj)).value += _EXTRA
    _done = True
    return True
