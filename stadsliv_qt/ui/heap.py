"""Freed memory goes back to the system now and then, so a long evening's memory stays flat.

On Linux, glibc keeps the memory that Qt and Python free inside its heap for reuse, and only
gives back what lies at the very top of it. Each step of the table builds and drops views,
layouts, pictures and texts between the long-lived log entries, so the freed pages sit between
used ones and are not returned: after 3,000 steps of a Glad-o-polis evening 17 MB of the
resident memory was such free heap nobody used (issue 15). `malloc_trim` returns every whole free
page; it costs well under a millisecond (0.4 ms for 22 MB freed in pieces) and runs once every
TRIM_EVERY steps, after the step's autosave (never between a click and its picture). Elsewhere
(macOS, Windows, a C library without it) nothing is done: those allocators return memory
by themselves.
"""

from __future__ import annotations

import ctypes
import sys
from collections.abc import Callable

TRIM_EVERY = 50  # steps between two trims


def _find_trim() -> Callable[[int], int] | None:
    """glibc's malloc_trim, or None where there is none."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        fn = ctypes.CDLL(None).malloc_trim
    except (OSError, AttributeError):  # another C library (musl) has none
        return None
    fn.argtypes = [ctypes.c_size_t]
    fn.restype = ctypes.c_int
    return fn


_trim = _find_trim()
_steps = 0


def trim() -> bool:
    """Give every whole free page of the heap back to the system now; True if it could."""
    if _trim is None:
        return False
    _trim(0)
    return True


def stepped() -> bool:
    """Count a step at the table; every TRIM_EVERY steps trim the heap. True if it trimmed."""
    global _steps  # one heap per process, so one count
    _steps += 1
    if _steps < TRIM_EVERY:
        return False
    _steps = 0
    return trim()
