"""The Stadsliv board's palette and type: warm Scandinavian paper, wood, brick and sage."""

from __future__ import annotations

from functools import cache

from PySide6.QtGui import QColor, QFont

# The ring's square colours by kind (STA-01); höghus squares are darker.
SQUARE = {
    "start": "#FBF6EA",
    "residential": "#EBA66A",
    "office": "#A88DC6",
    "building": "#5DB0A9",
    "stortorget": "#C7CBD0",
    "council": "#DDB24B",
    "fate": "#A9D1EA",
    "neutral": "#F2D968",
}
HOGHUS = {"residential": "#C4773B", "office": "#7A5C9E"}
# The city's blocks before anybody owns them: the same colours, paler.
BLOCK = {
    "residential": "#F3D2B0",
    "office": "#D9CCE8",
    "building": "#B9DEDA",
    "stortorget": "#E4E6E8",
}
BLOCK_HOGHUS = {"residential": "#E2B88F", "office": "#C2B0DA"}

TABLE = "#D6C7AA"  # the table the board lies on
TABLE_DARK = "#C8B692"
PAPER = "#F6EEDC"  # the board's paper
RIM = "#7B5E43"  # the board's wooden edge
STREET = "#E6DCCB"
STREET_LINE = "#D3C5AF"
PARK = "#B8CB9C"
PARK_DARK = "#8FAA74"
PLAZA = "#EFE5D0"
INK = "#3A322A"
MUTED = "#7D7062"
GOLD = "#C99A2E"
GOLD_LIGHT = "#F1D37C"
HIGHLIGHT = "#B5643C"  # terracotta: the squares a choice can go to
CARD = "#FFFBF3"
CARD_LINE = "#D8C7AB"
COIN = "#E8C25A"  # poäng on their way (flows.py)
CHANGE = "#2F6B63"  # a passed Röstkort vote on its way


def ink_for(fill: str) -> QColor:
    """Dark ink on light fills, paper-white ink on dark ones."""
    c = QColor(fill)
    lum = 0.2126 * c.redF() + 0.7152 * c.greenF() + 0.0722 * c.blueF()
    return QColor(INK) if lum > 0.42 else QColor("#FFF8EC")


@cache
def font(px: float, bold: bool = False, condensed: bool = False) -> QFont:
    """A font sized in scene units (pixels at scale 1); made once per size and weight."""
    f = QFont()
    f.setPixelSize(max(1, round(px)))
    f.setBold(bold)
    if condensed:
        f.setStretch(QFont.Stretch.SemiCondensed)
    f.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
    return f
