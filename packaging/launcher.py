"""Entry point of the desktop bundle: the same program as `python -m stadsliv_qt`."""

import sys

from stadsliv_qt.app import main

if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
