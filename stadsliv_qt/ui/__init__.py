"""Everything Qt: the main window, the pass-and-play table, the curtain, dialogs and scenes.

Implementers: read docs/contributing.md first (conventions and git rules for the shared tree).

Qt's painter runs on the GUI thread alone, set here because every entry point imports this
package before its first paint (and no module more on the start path for it). Since Qt 6 the
raster painter splits a fill of more than about a hundred lines (an antialiased rounded card, a
gradient, a picture) into parts, hands them to a pool of helper threads and waits for them. The
table draws many such small fills at every step, and handing them over cost more than it saved:
on a two-core machine (benchmarks/bench_table.py, 1920x1080, December 2026) a table's turn took
20-30 % less time without the helpers (Glad-o-polis 7.4-7.5 ms instead of 9.9-10.9 ms median),
whose thread had woken about 9,000 times a second. Qt reads `QT_NO_GUI_THREADPOOL` when it
first needs the pool; a value the user set is kept.
"""

from __future__ import annotations

import os

ONE_PAINT_THREAD = "QT_NO_GUI_THREADPOOL"


def paint_on_one_thread() -> None:
    """Ask Qt to do its fills on the GUI thread (before the first paint; a user's value wins)."""
    os.environ.setdefault(ONE_PAINT_THREAD, "1")


paint_on_one_thread()
