"""Run pending Qt events from a script that drives the window without exec(): benchmarks, tests,
the smoke check, the screenshot script.

processEvents() alone never runs deleteLater(): Qt deletes an object only when control returns to
the event loop it was deleted in, and a script has none. Every widget the table replaced would stay
alive (24 widgets grew to 13,570 over 1,200 actions), so what was measured was not the real app.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent


def process_events() -> None:
    """Run pending events, then the deferred deletions the real event loop would have run."""
    QCoreApplication.processEvents()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
