"""Everything Qt: the main window, the pass-and-play table, the curtain, dialogs and scenes.

Implementers: read docs/contributing.md first (conventions and git rules for the shared tree).
"""
