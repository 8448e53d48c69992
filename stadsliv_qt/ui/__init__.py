"""Everything Qt: the main window, the pass-and-play table, the curtain, dialogs and scenes.

Implementers: read docs/contributing.md first (conventions and git rules for the shared tree).
"""

from .raster import paint_on_one_thread

paint_on_one_thread()  # before any QApplication paints: every entry point imports this package
