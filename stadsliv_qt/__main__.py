"""python -m stadsliv_qt starts the app."""

from stadsliv_qt.app import main

raise SystemExit(main())
