"""Qt's painter runs on the GUI thread alone: no helper threads for its fills.

Since Qt 6, the raster painter splits a fill of more than about a hundred lines (an antialiased
rounded card, a gradient, a picture) into parts and hands them to a pool of helper threads,
then waits for them. The table draws many such small fills at every step: handing them over
and waiting cost more than it saved. Measured on a two-core machine (benchmarks/bench_table.py,
1,920 x 1,080, December 2026), a table's turn took 20-30 % less time without the helpers
(Glad-o-polis 7.4-7.5 ms instead of 9.9-10.9 ms median) and the helper thread woke about 9,000
times a second. Qt reads `QT_NO_GUI_THREADPOOL` when it first needs the pool; a value the user
set is kept.
"""

from __future__ import annotations

import os

ENV = "QT_NO_GUI_THREADPOOL"


def paint_on_one_thread() -> None:
    """Ask Qt to do its fills on the GUI thread (before the first paint; a user's value wins)."""
    os.environ.setdefault(ENV, "1")
