"""Everything Qt: the main window, the pass-and-play table, the curtain, dialogs and scenes."""
