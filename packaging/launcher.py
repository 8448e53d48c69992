"""Entry point of the desktop bundle: the same program as `python -m stadsliv_qt`."""

import multiprocessing
import sys

from stadsliv_qt.app import main

if __name__ == "__main__":
    # the computer players think in worker processes started with "spawn": in the frozen bundle
    # such a process is this program again, and freeze_support() turns it into the worker
    multiprocessing.freeze_support()
    raise SystemExit(main(sys.argv[1:]))
