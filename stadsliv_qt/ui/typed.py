"""Players' names, and any text that carries them, shown exactly as typed.

Qt reads a label's or tooltip's text as HTML when it looks like HTML, and an '&' in a button or
menu entry as a keyboard mnemonic: a seat called "<u>Ann</u>" came out underlined and "Bo & Co"
lost its '&' in the trade menu. Labels made here are plain text; the two functions below keep a
tooltip and a button's words as they were typed.
"""

from __future__ import annotations

import html

from PySide6.QtCore import Qt
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtWidgets import QLabel


def label(text: str = "") -> QLabel:
    """A label that never reads its text as HTML (every label with words from the game)."""
    made = QLabel(text)
    made.setTextFormat(Qt.TextFormat.PlainText)
    return made


def tip(text: str) -> str:
    """A plain tooltip that Qt would take for HTML, made into HTML that shows it as typed (its
    lines kept, none wrapped: a plain tooltip is not wrapped either)."""
    if GuiQt.mightBeRichText(text):
        return f'<p style="white-space:pre">{html.escape(text, quote=False)}</p>'
    return text


def button_text(text: str) -> str:
    """Words for a button or menu entry with every '&' shown, none taken as a shortcut key."""
    return text.replace("&", "&&")
