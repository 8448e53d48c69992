"""Start the app: `stadsliv` or `python -m stadsliv_qt` [--open FILE] [--lang en|sv|de] [--smoke].

Only one copy runs per data folder (ui/instance.py): a second start brings the running window to
the front, or opens its --open FILE there, and exits with 0.

Set STADSLIV_STARTUP_PROBE=1 to print "shown <unix time> <CPU seconds of the process so far>"
once the window is shown and
has looked for a game to resume, and quit (benchmarks/bench_startup.py uses it). Imports stay lean
until the window shows.
"""

from __future__ import annotations

import os
import sys
import time
from types import SimpleNamespace
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from stadsliv_qt.ui.instance import Instance

PROBE_ENV = "STADSLIV_STARTUP_PROBE"


def _parse(argv: list[str]) -> tuple[SimpleNamespace, list[str]]:
    """Options and the arguments left for Qt; argparse (~10 ms) only when there are any."""
    if not argv:
        return SimpleNamespace(open=None, lang=None, smoke=False), []
    import argparse

    parser = argparse.ArgumentParser(prog="stadsliv", description="Stadsliv: city board games.")
    parser.add_argument("--open", metavar="FILE", help="open a saved game")
    parser.add_argument("--lang", choices=("en", "sv", "de"), help="language for this run")
    parser.add_argument("--smoke", action="store_true", help="run the packaged-app smoke test")
    options, rest = parser.parse_known_args(argv)
    return SimpleNamespace(**vars(options)), rest


DESKTOP_ID = "io.github.stadsliv.Stadsliv"


def main(argv: list[str] | None = None) -> int:
    """Run the app; returns the exit status."""
    args_list = list(sys.argv[1:] if argv is None else argv)
    options, qt_args = _parse(args_list)
    if options.smoke:
        from stadsliv_qt import smoke

        return int(smoke.run(args_list) or 0)

    from PySide6.QtWidgets import QApplication

    from stadsliv_qt.ui import instance
    from stadsliv_qt.ui.settings import APP_NAME, data_dir

    QApplication.setApplicationName(APP_NAME)
    QApplication.setApplicationDisplayName(APP_NAME)
    QApplication.setDesktopFileName(DESKTOP_ID)  # Wayland matches the window to the launcher by it
    # one copy per data folder: a second start hands its request to the first and ends here
    try:
        running = instance.start(data_dir(), instance.main_request(options.open))
    except instance.NotAnswering as exc:
        instance.say(str(exc))
        return 1
    if running is None:
        return 0
    try:
        return _run(options, qt_args, running)
    finally:
        running.close()


def _run(options: SimpleNamespace, qt_args: list[str], running: Instance) -> int:
    """The window of the one running copy, answering later starts through `running`.

    Until the window is shown and has looked for a game to resume, only what that needs is made;
    the rest (the menus' actions, listening for later starts, the icon, the tutorials' offers, the
    autosave's full check, old leftovers) follows on the next turns of the event loop.
    """
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from stadsliv_qt.ui import i18n, style
    from stadsliv_qt.ui.main_window import MainWindow
    from stadsliv_qt.ui.settings import Preferences

    existing = QApplication.instance()
    if isinstance(existing, QApplication):
        app = existing
        style.apply(app)
    else:
        app = QApplication([sys.argv[0], *qt_args, *style.STYLE_ARGS])
        style.apply(app, fusion_given=True)
    prefs = Preferences()
    i18n.install(options.lang or prefs.language)
    window = MainWindow(prefs, settle_later=True)
    window.take_place()
    window.show()
    app.aboutToQuit.connect(running.close)

    def first_look() -> None:
        if not (options.open and window.open_path(options.open)):
            window.check_autosave(glance_first=True)
        QTimer.singleShot(0, settle)

    def settle() -> None:
        window.settle()
        running.serve(window.answer_start, window)  # later starts hand over from now on
        style.set_app_icon(app)  # the SVG plugin loads after the first frame
        # only now (no other copy can be writing the autosave), and after the window is shown:
        # it reads the data folder through the rules core, which a first start need not import
        QTimer.singleShot(0, window.remove_leftovers)

    QTimer.singleShot(0, first_look)
    if os.environ.get(PROBE_ENV):

        def probe() -> None:
            print(f"shown {time.time():.6f} {time.process_time():.6f}", flush=True)
            app.quit()

        QTimer.singleShot(0, probe)  # after the first look: a game to resume is offered by then
    return app.exec()
