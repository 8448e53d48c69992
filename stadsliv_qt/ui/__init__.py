"""Everything Qt: the main window, the pass-and-play table, the curtain, dialogs and scenes."""

from .qtfix import guard_singletons

guard_singletons()
