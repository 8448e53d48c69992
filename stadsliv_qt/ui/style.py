"""The table's look: a warm, calm palette and one style sheet, shared by every window."""

from __future__ import annotations

from PySide6.QtGui import QColor, QFont, QPalette
from PySide6.QtWidgets import QApplication

PAPER = "#F6F0E4"  # window background: warm paper
CARD = "#FFFBF3"  # panels and cards
LINE = "#DCCDB6"  # borders
# a scroll area whose page shows the paper or card beneath it (set on the area itself)
SEE_THROUGH = "QScrollArea, QScrollArea > QWidget > QWidget { background: transparent; }"
INK = "#3A322A"  # text
MUTED = "#7D7062"  # secondary text
ACCENT = "#2F6B63"  # primary buttons: calm deep teal
ACCENT_DARK = "#24544D"
WARM = "#B5643C"  # highlights: terracotta
FELT = "#D9CCB2"  # the board area
ERROR = "#A8322A"

_FACTOR = [1.0]  # the player's text size (Settings): every size in points below is scaled by it


def pt(size: float) -> str:
    """A font size for a style sheet, in points, at the player's text size."""
    return f"{size * _FACTOR[0]:.2f}pt"


def sheet() -> str:
    """The shared style sheet at the current text size."""
    return SHEET.replace("{title}", pt(26)).replace("{heading}", pt(13))


SHEET = f"""
QWidget {{ color: {INK}; }}
QDialog {{ background: {PAPER}; }}
QToolTip {{ background: {CARD}; color: {INK}; border: 1px solid {LINE}; padding: 4px; }}
QGroupBox {{ border: 1px solid {LINE}; border-radius: 8px; margin-top: 14px; padding: 10px 8px 8px 8px;
            background: {CARD}; font-weight: 600; }}
QGroupBox::title {{ subcontrol-origin: margin; left: 10px; padding: 0 4px; color: {MUTED}; }}
QPushButton {{ background: {CARD}; border: 1px solid {LINE}; border-radius: 6px; padding: 6px 14px; }}
QPushButton:hover {{ border-color: {WARM}; }}
QPushButton:pressed {{ background: #F1E6D3; }}
QPushButton:disabled {{ color: #B3A796; border-color: #E6DCCB; }}
QPushButton[primary="true"] {{ background: {ACCENT}; color: white; border-color: {ACCENT_DARK};
                              font-weight: 600; }}
QPushButton[primary="true"]:hover {{ background: {ACCENT_DARK}; }}
QPushButton[primary="true"]:disabled {{ background: #9FB5B1; color: #EEF2F1; border-color: #9FB5B1; }}
QLineEdit {{ background: white; border: 1px solid {LINE}; border-radius: 5px; padding: 4px 6px;
             min-height: 20px; }}
QLineEdit:focus {{ border-color: {ACCENT}; }}
QComboBox, QSpinBox {{ min-height: 24px; }}
QLineEdit[invalid="true"] {{ border-color: {ERROR}; background: #FFF4F1; }}
QListWidget {{ background: {CARD}; border: 1px solid {LINE}; border-radius: 6px; }}
QListWidget::item {{ padding: 3px 6px; }}
QListWidget::item:selected {{ background: #E8DCC6; color: {INK}; }}
QScrollArea {{ background: transparent; border: none; }}
QScrollBar:vertical {{ background: transparent; width: 11px; margin: 2px; }}
QScrollBar:horizontal {{ background: transparent; height: 11px; margin: 2px; }}
QScrollBar::handle:vertical {{ background: #D3C3A8; border-radius: 3px; min-height: 28px; }}
QScrollBar::handle:horizontal {{ background: #D3C3A8; border-radius: 3px; min-width: 28px; }}
QScrollBar::handle:hover {{ background: #BFA987; }}
QScrollBar::add-line, QScrollBar::sub-line {{ width: 0; height: 0; }}
QScrollBar::add-page, QScrollBar::sub-page {{ background: none; }}
QSplitter::handle {{ background: {PAPER}; }}
QStatusBar {{ color: {MUTED}; }}
QMenuBar {{ background: {PAPER}; }}
QMenuBar::item:selected {{ background: #EADFCB; }}
QMenu {{ background: {CARD}; border: 1px solid {LINE}; }}
QMenu::item:selected {{ background: #EADFCB; color: {INK}; }}
QLabel[role="error"] {{ color: {ERROR}; }}
QLabel[role="muted"] {{ color: {MUTED}; }}
QLabel[role="title"] {{ font-size: {{title}}; font-weight: 700; color: #4A3B2E; }}
QLabel[role="heading"] {{ font-size: {{heading}}; font-weight: 600; }}
"""


STYLE_ARGS = ["-style", "fusion"]  # for QApplication(argv): see apply()


def apply(app: QApplication, fusion_given: bool = False) -> None:
    """Give the application the Fusion style, the warm palette and the style sheet (once).

    `fusion_given`: the application was made with STYLE_ARGS in its argv (app.py), so Qt made
    the Fusion style itself; app.setStyle() would hand the style to Python, which loads the
    QStyle class and its enums (~40 ms before the first window).
    """
    if app.property("stadslivStyled"):
        return
    app.setProperty("stadslivStyled", True)
    if not fusion_given:
        app.setStyle("Fusion")
    pal = QPalette()
    pal.setColor(QPalette.ColorRole.Window, QColor(PAPER))
    pal.setColor(QPalette.ColorRole.WindowText, QColor(INK))
    pal.setColor(QPalette.ColorRole.Base, QColor("white"))
    pal.setColor(QPalette.ColorRole.AlternateBase, QColor("#FAF4E9"))
    pal.setColor(QPalette.ColorRole.Text, QColor(INK))
    pal.setColor(QPalette.ColorRole.Button, QColor(CARD))
    pal.setColor(QPalette.ColorRole.ButtonText, QColor(INK))
    pal.setColor(QPalette.ColorRole.Highlight, QColor(ACCENT))
    pal.setColor(QPalette.ColorRole.HighlightedText, QColor("white"))
    pal.setColor(QPalette.ColorRole.ToolTipBase, QColor(CARD))
    pal.setColor(QPalette.ColorRole.ToolTipText, QColor(INK))
    pal.setColor(QPalette.ColorRole.PlaceholderText, QColor(MUTED))
    app.setPalette(pal)
    font = QFont(app.font())
    app.setProperty("stadslivBasePoints", max(10.0, font.pointSizeF()))
    _FACTOR[0] = 0.0  # not yet set: the next call sets font and sheet
    set_text_factor(app, 1.0)


def set_text_factor(app: QApplication, factor: float) -> None:
    """The player's text size for the whole UI: the application font and every size in a
    style sheet (through pt()); widgets made from now on use it."""
    if factor == _FACTOR[0]:
        return
    _FACTOR[0] = factor
    font = QFont(app.font())
    font.setPointSizeF(float(app.property("stadslivBasePoints") or 10.0) * factor)
    app.setFont(font)
    app.setStyleSheet(sheet())


def repolish(widget) -> None:
    """Re-apply the style sheet after a dynamic property (primary, invalid, role) changed."""
    widget.style().unpolish(widget)
    widget.style().polish(widget)


def set_app_icon(app: QApplication) -> None:
    """Give every window the app icon (title bar, task switcher); the SVG loads only when asked."""
    from PySide6.QtGui import QIcon

    from ..paths import resource

    app.setWindowIcon(QIcon(str(resource("icons", "stadsliv.svg"))))
