"""The real app (stadsliv_qt.app.main) in a subprocess, saying on stdout what its window did.

    python -m tests.ui.app_harness [the app's own arguments]

Only reporting is added; every step runs the app's own code. Lines:
  ready                   the window had its first look (leftovers removed, file or autosave read)
  leftovers N             temporary autosave copies removed at the start
  welcome resume|broken <text>   the welcome page's offer to continue, or why it cannot
  welcome none            no unfinished game was found
  forward                 another start brought the window to the front
  opened <path> <ok>      a file was opened (ok True) or refused (ok False)
  alert <text>            a warning box was shown
STADSLIV_HARNESS_QUIT_MS=<ms> quits that long after "ready" (unset: runs until ended).
"""

from __future__ import annotations

import os
import sys

from PySide6.QtCore import QTimer

from stadsliv_qt import app
from stadsliv_qt.ui.main_window import MainWindow

QUIT_ENV = "STADSLIV_HARNESS_QUIT_MS"


def say(*parts: object) -> None:
    """One line on stdout, at once."""
    print(*parts, flush=True)


def hook() -> None:
    """Wrap the window's methods so that each reports after it ran."""
    leftovers, check = MainWindow.remove_leftovers, MainWindow.check_autosave
    opened = MainWindow.open_path
    forward, alert = MainWindow.come_forward, MainWindow.alert

    def remove_leftovers(self):
        removed = leftovers(self)
        say("leftovers", len(removed))

        def ready() -> None:
            say("ready")
            quit_ms = os.environ.get(QUIT_ENV)
            if quit_ms is not None:
                QTimer.singleShot(int(quit_ms), self.close)

        QTimer.singleShot(0, ready)  # after the rest of the first look
        return removed

    def check_autosave(self, *args, **kwargs):
        check(self, *args, **kwargs)
        self.finish_autosave_check()  # the full check a first glance left for later: its verdict
        page = self.welcome
        if not page.resume_card.isVisibleTo(page):
            say("welcome none")
        else:
            kind = "resume" if page.resume_button.isVisibleTo(page) else "broken"
            say("welcome", kind, page.resume_text.text())

    def open_path(self, path):
        ok = opened(self, path)
        say("opened", path, ok)
        return ok

    def come_forward(self):
        forward(self)
        say("forward")

    def show_alert(self, title, text):
        alert(self, title, text)
        say("alert", text.replace("\n", " "))

    MainWindow.remove_leftovers = remove_leftovers
    MainWindow.check_autosave = check_autosave
    MainWindow.open_path = open_path
    MainWindow.come_forward = come_forward
    MainWindow.alert = show_alert


if __name__ == "__main__":
    hook()
    raise SystemExit(app.main(sys.argv[1:]))
