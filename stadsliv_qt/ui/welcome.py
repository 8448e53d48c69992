"""The page shown when no game runs: new game, continue the last game, open a file."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, QTimer, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from .style import CARD, LINE, PAPER, pt

if TYPE_CHECKING:
    from PySide6.QtGui import QPixmap

    from .guide.offers import Offer

# A quiet skyline along the bottom: (x, width, height, colour) in fractions of the page.
_SKYLINE = [
    (0.00, 0.06, 0.16, "#E3D3B8"),
    (0.05, 0.05, 0.24, "#D9C4A2"),
    (0.10, 0.07, 0.13, "#E8DAC2"),
    (0.16, 0.04, 0.30, "#CFB792"),
    (0.20, 0.08, 0.19, "#E0CDAE"),
    (0.28, 0.05, 0.11, "#EADFCB"),
    (0.66, 0.05, 0.14, "#E8DAC2"),
    (0.70, 0.06, 0.26, "#D4BE99"),
    (0.76, 0.04, 0.18, "#E3D3B8"),
    (0.80, 0.07, 0.33, "#CDB48C"),
    (0.87, 0.05, 0.15, "#E6D7BD"),
    (0.92, 0.08, 0.22, "#DAC6A5"),
]


def _plain(label: QLabel, text: str) -> None:
    """Show `text` as plain text, never as HTML (it holds names the players typed).

    A text without '<' and '&' is plain to Qt's automatic detection already; only another text
    switches the label to plain text, because Qt's enum namespace costs ~100 ms to load and the
    welcome page is the first thing shown.
    """
    if "<" in text or "&" in text:
        from PySide6.QtCore import Qt

        label.setTextFormat(Qt.TextFormat.PlainText)
    label.setText(text)


def _centred(widget: QWidget) -> QHBoxLayout:
    """A row that keeps `widget` in the middle (no Qt namespace enums: they are slow to load)."""
    row = QHBoxLayout()
    row.addStretch(1)
    row.addWidget(widget)
    row.addStretch(1)
    return row


class WelcomePage(QWidget):
    """Title, the three ways to begin, and the offer to continue an unfinished game."""

    newGame = Signal()  # noqa: N815 (Qt signal style)
    openFile = Signal()  # noqa: N815 (Qt signal style)
    resume = Signal()
    learn = Signal(str, bool)  # a title's tutorial: (game id, start it over)

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("welcome")
        self._skyline = False
        self._skyline_cache: tuple[tuple[int, int, float], QPixmap] | None = None  # size -> picture
        lay = QVBoxLayout(self)
        lay.setContentsMargins(40, 40, 40, 40)
        lay.addStretch(2)
        title = QLabel("Stadsliv")
        title.setProperty("role", "title")
        title.setStyleSheet("qproperty-alignment: AlignCenter;")
        lay.addWidget(title)
        tagline = QLabel(self.tr("Three city board games for one table and one screen."))
        tagline.setProperty("role", "muted")
        tagline.setStyleSheet(f"font-size: {pt(13)}; qproperty-alignment: AlignCenter;")
        lay.addWidget(tagline)
        games = QLabel("Stadsliv · Borgata: Interregnum · Glad-o-polis 2.0")
        games.setStyleSheet(
            f"font-size: {pt(11)}; color: #8C6E52; letter-spacing: 1px; qproperty-alignment: AlignCenter;"
        )
        lay.addWidget(games)
        lay.addSpacing(28)

        self.resume_card = QFrame()
        self.resume_card.setObjectName("resumeCard")
        self.resume_card.setStyleSheet(
            f"QFrame#resumeCard {{ background: {CARD}; border: 1px solid {LINE};"
            " border-radius: 12px; }"
        )
        self.resume_card.setFixedWidth(560)
        card = QVBoxLayout(self.resume_card)
        card.setContentsMargins(20, 14, 20, 14)
        self.resume_title = QLabel(self.tr("An unfinished game is waiting"))
        self.resume_title.setProperty("role", "heading")
        card.addWidget(self.resume_title)
        self.resume_text = QLabel()  # names are whatever players typed: always plain (_plain)
        self.resume_text.setWordWrap(True)
        card.addWidget(self.resume_text)
        self.resume_button = QPushButton(self.tr("Continue last game"))
        self.resume_button.setProperty("primary", True)
        self.resume_button.setMinimumHeight(40)
        self.resume_button.clicked.connect(self.resume)
        card.addWidget(self.resume_button)
        self.resume_card.hide()
        lay.addLayout(_centred(self.resume_card))
        lay.addSpacing(12)

        self.new_button = self._big(self.tr("New game…"), self.newGame, primary=True)
        lay.addLayout(_centred(self.new_button))
        self.open_button = self._big(self.tr("Open a saved game…"), self.openFile)
        lay.addLayout(_centred(self.open_button))
        lay.addSpacing(18)
        self.learn_box = QWidget()  # "Learn to play" per title that ships a tutorial
        self.learn_lay = QVBoxLayout(self.learn_box)
        self.learn_lay.setContentsMargins(0, 0, 0, 0)
        self.learn_lay.setSpacing(6)
        self.learn_box.hide()
        lay.addLayout(_centred(self.learn_box))
        self.learn_buttons: dict[str, QPushButton] = {}  # game id -> start or continue
        self.over_buttons: dict[str, QPushButton] = {}  # game id -> start over
        lay.addStretch(3)

    def _big(self, text: str, signal, primary: bool = False) -> QPushButton:
        button = QPushButton(text)
        button.setMinimumSize(320, 46)
        button.setStyleSheet(f"font-size: {pt(12)};")
        if primary:
            button.setProperty("primary", True)
        button.clicked.connect(signal)
        return button

    def offer_resume(self, text: str) -> None:
        """Offer to continue the unfinished game described by `text`."""
        self.resume_title.setText(self.tr("An unfinished game is waiting"))
        _plain(self.resume_text, text)
        self.resume_text.setProperty("role", "")
        self.resume_button.show()
        self.resume_card.show()
        self.new_button.setProperty("primary", False)
        # its own sheet set again re-reads the property (style.repolish() would hand Qt's style
        # to Python, which loads its class and enums: ~40 ms when a game waits at start-up)
        self.new_button.setStyleSheet(self.new_button.styleSheet())

    def show_broken(self, sentence: str) -> None:
        """The autosave exists but cannot be read: say why and offer nothing to continue."""
        self.resume_title.setText(self.tr("The last game cannot be continued"))
        _plain(self.resume_text, sentence)
        self.resume_button.hide()
        self.resume_card.show()

    def offer_tutorials(self, offers: list[Offer]) -> None:
        """A "Learn to play" button per title with a tutorial; one under way is continued (with
        its step) or started over."""
        while self.learn_lay.count():
            item = self.learn_lay.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        self.learn_buttons, self.over_buttons = {}, {}
        if offers:
            head = QLabel(self.tr("Learn to play"))
            head.setProperty("role", "heading")
            head.setStyleSheet("qproperty-alignment: AlignCenter;")
            self.learn_lay.addWidget(head)
        for offer in offers:
            row = QWidget()
            line = QHBoxLayout(row)
            line.setContentsMargins(0, 0, 0, 0)
            if offer.left_at is None:
                text = self.tr("Learn to play {title}").format(title=offer.title)
            else:
                text = self.tr("{title}: continue the tutorial (step {k} of {n})").format(
                    title=offer.title, k=offer.left_at + 1, n=offer.steps
                )
            button = QPushButton(text)
            button.setMinimumSize(320, 38)
            button.clicked.connect(lambda _=False, gid=offer.game_id: self.learn.emit(gid, False))
            line.addWidget(button, 1)
            self.learn_buttons[offer.game_id] = button
            if offer.left_at is not None:
                over = QPushButton(self.tr("Start over"))
                over.setToolTip(self.tr("Begin this tutorial again from its first step."))
                over.clicked.connect(lambda _=False, gid=offer.game_id: self.learn.emit(gid, True))
                line.addWidget(over)
                self.over_buttons[offer.game_id] = over
            self.learn_lay.addWidget(row)
        self.learn_box.setVisible(bool(offers))

    def clear_offer(self) -> None:
        """No unfinished game."""
        self.resume_card.hide()

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt name)
        """A calm skyline along the bottom edge, drawn from the second frame on.

        The first brush PySide makes loads the whole Qt enum namespace (about 50 ms), so the
        first frame shows without the skyline and it follows a moment later. The skyline is
        drawn once per size into a picture at the screen's pixel size and only copied after
        that: drawing its hundreds of antialiased windows cost about 8 ms at every repaint.
        """
        if not self._skyline:
            self._skyline = True
            QTimer.singleShot(0, self.update)
            return
        from PySide6.QtGui import QPainter

        picture = self._skyline_picture()
        painter = QPainter(self)
        painter.drawPixmap(
            0, self.height() - picture.deviceIndependentSize().toSize().height(), picture
        )
        painter.end()

    def _skyline_picture(self) -> QPixmap:
        """The skyline band at this page's size and pixel ratio (made again when either changes)."""
        from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPixmap

        w, h = self.width(), self.height()
        ratio = self.devicePixelRatioF()
        key = (w, h, ratio)
        if self._skyline_cache is not None and self._skyline_cache[0] == key:
            return self._skyline_cache[1]
        band = int(max(height for _, _, height, _ in _SKYLINE) * h) + 2  # the tallest house
        picture = QPixmap(max(1, round(w * ratio)), max(1, round(band * ratio)))
        picture.setDevicePixelRatio(ratio)
        picture.fill(QColor(PAPER))  # opaque: the page's own paper, so it is copied, not blended
        painter = QPainter(picture)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.translate(0, band - h)  # page coordinates: the band is the page's bottom
        windows = QPainterPath()
        for x, width, height, colour in _SKYLINE:
            rect = QRectF(x * w, h - height * h, width * w, height * h)
            path = QPainterPath()
            path.addRoundedRect(rect.adjusted(0, 0, 0, 12), 6, 6)
            painter.fillPath(path, QBrush(QColor(colour)))
            for row in range(int(rect.top() + 18), int(rect.bottom() - 10), 26):
                for col in range(int(rect.left() + 10), int(rect.right() - 12), 20):
                    windows.addRect(QRectF(col, row, 8, 11))
        painter.fillPath(windows, QBrush(QColor(255, 249, 236, 120)))
        ground = QPainterPath()
        ground.addRect(QRectF(0, h - 6, w, 6))
        painter.fillPath(ground, QBrush(QColor("#CDB48C")))
        painter.end()
        self._skyline_cache = (key, picture)
        return picture
