"""The privacy curtain: covers the whole window between seats so private input stays private.

The curtain shows one page at a time: a card "Pass to Anna" in Anna's colour (only a click on the
card goes on), Anna's private page with her decision panel (its first field has the keyboard), a
"Done" page with what only she may read (after a sealed choice: that it is in, and what she sealed
only while she holds a button), and a neutral "everyone has chosen" card before the table is shown
again. The table behind does not change while the curtain is up; the table drives the order
(always seat order).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from . import tokens, typed
from .elided import ElidedLabel
from .style import CARD, INK, MUTED, SEE_THROUGH, pt

BACKDROP = "#2E2721"
VEIL_ALPHA = 160  # the backdrop over the table when one person plays alone (of 255)
DIGEST_HEIGHT = 96  # "Since your last turn": about five lines shown, the rest scrolled


def _label(text: str, size: float = 0, bold: bool = False, colour: str = "") -> QLabel:
    label = typed.label(text)
    label.setWordWrap(True)
    label.setAlignment(Qt.AlignmentFlag.AlignCenter)
    label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
    style = []
    if size:
        style.append(f"font-size: {pt(size)}")
    if bold:
        style.append("font-weight: 700")
    if colour:
        style.append(f"color: {colour}")
    style.append("background: transparent")
    label.setStyleSheet("; ".join(style))
    return label


class SeatCard(QPushButton):
    """The big card in a seat's colour; clicking it (or Enter/Space on it) goes on.

    Made once per curtain and given each seat's look (`set_seat`): a card built anew at every
    hand-off cost a restyle of all its widgets each time.
    """

    def __init__(self, name: str, colour: str, token: str, lines: list[str]) -> None:
        super().__init__()
        self.setObjectName("seatCard")
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setMinimumSize(QSize(460, 300))
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self._look: tuple[str, str] = ("", "")  # (colour, token) shown now
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(36, 30, 36, 30)
        self._layout.setSpacing(10)
        self.token_icon = typed.label()
        self.token_icon.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.token_icon.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.token_icon.setStyleSheet("background: transparent")
        self._layout.addWidget(self.token_icon)
        self.title = _label("", 26, True)
        self._layout.addWidget(self.title)
        self._lines: list[QLabel] = []
        self.set_seat(name, colour, token, lines)

    def set_seat(self, name: str, colour: str, token: str, lines: list[str]) -> None:
        """Show this seat's card: its colour, token and lines (the first one as the title)."""
        if self._look != (colour, token):
            ink = tokens.ink_on(colour).name()
            if self._look[0] != colour:  # the labels take their ink from the card's sheet
                self.setStyleSheet(
                    f"QPushButton#seatCard {{ background: {colour}; border: 4px solid {CARD};"
                    f" border-radius: 22px; padding: 28px; }}"
                    f"QPushButton#seatCard:focus {{ border-color: #FFE9B8; }}"
                    f"QPushButton#seatCard QLabel {{ color: {ink}; }}"
                )
            # light token, dark rim
            self.token_icon.setPixmap(tokens.token_pixmap(token, CARD, 72, rim=ink))
            self._look = (colour, token)
        self.title.setText(lines[0])
        while len(self._lines) < len(lines) - 1:
            label = _label("", 12)
            self._layout.addWidget(label)
            self._lines.append(label)
        for i, label in enumerate(self._lines):
            if i + 1 < len(lines):
                label.setText(lines[i + 1])
                label.show()
            else:
                label.hide()
        self.adjustSize()

    def sizeHint(self) -> QSize:
        """Wide enough for a long name on one line."""
        hint = super().sizeHint()
        return QSize(max(520, hint.width()), max(320, hint.height()))


class _SheetParts:
    """The kept frame of a seat's private sheet: scrolling page, the sheet in the seat's colour
    and its head (token and name); the content below the head is made for each page."""

    def __init__(self) -> None:
        self.look: tuple[str, str] = ("", "")  # (colour, token) shown now
        self.page = QWidget()
        outer = QVBoxLayout(self.page)
        outer.setContentsMargins(0, 0, 0, 0)
        self.scroll = QScrollArea()
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll.setStyleSheet(SEE_THROUGH)
        holder = QWidget()
        centre = QVBoxLayout(holder)
        centre.setContentsMargins(9, 4, 9, 4)  # a tall page's sheet reaches near the edges
        centre.addStretch(1)
        self.sheet = QFrame()
        self.sheet.setObjectName("privateSheet")
        self.sheet.setFixedWidth(580)
        self.body = QVBoxLayout(self.sheet)
        self.body.setContentsMargins(30, 22, 30, 24)
        self.body.setSpacing(12)
        head = QHBoxLayout()
        self.token_icon = typed.label()
        head.addWidget(self.token_icon)
        self.who = ElidedLabel()  # a long name in German meets "Hide my screen": cut with "…"
        self.who.setStyleSheet(f"font-size: {pt(15)}; font-weight: 700; color: {INK};")
        head.addWidget(self.who, 1)
        # "Hide my screen" of a private page, in the head: under the content it was the first
        # thing pushed below the window by a tall page (shown by show_private only)
        self.hide_button = QPushButton()
        self.hide_button.hide()
        self.hide_wired = False
        head.addWidget(self.hide_button, 0, Qt.AlignmentFlag.AlignVCenter)
        self.body.addLayout(head)
        row = QHBoxLayout()  # stretches, not alignment: the sheet's height follows its own width
        row.addStretch(1)
        row.addWidget(self.sheet)
        row.addStretch(1)
        centre.addLayout(row)
        centre.addStretch(1)
        self.scroll.setWidget(holder)
        outer.addWidget(self.scroll)


class _Lines(QFrame):
    """A seat's private lines in a box with 'Only you see this.' (kept; its lines relabelled)."""

    def __init__(self, caption: str) -> None:
        super().__init__()
        self.setObjectName("privateBox")
        self.setStyleSheet(
            "QFrame#privateBox { background: #F3EBDD; border-radius: 8px; }"
            f" QLabel {{ color: {INK}; }}"
        )
        self.lay = QVBoxLayout(self)
        self.lay.setContentsMargins(12, 8, 12, 8)
        self.labels: list[QLabel] = []
        self.caption = typed.label(caption)
        self.caption.setStyleSheet(f"color: {MUTED}; font-size: {pt(9)};")
        self.lay.addWidget(self.caption)

    def set_lines(self, lines: list[str]) -> None:
        """Show these lines (none: the box hides); labels beyond them are emptied and hidden."""
        for k, line in enumerate(lines):
            if k == len(self.labels):
                label = typed.label()
                label.setWordWrap(True)
                self.lay.insertWidget(k, label)
                self.labels.append(label)
            self.labels[k].setText(line)
            self.labels[k].show()
        for label in self.labels[len(lines) :]:
            label.clear()
            label.hide()
        self.setVisible(bool(lines))


class _DigestLines(QScrollArea):
    """The lines of "Since your last turn", as tall as they are up to DIGEST_HEIGHT, then
    scrolled: after a round of conflicts they pushed a seat's envelopes and Seal button below
    the window (Borgata at 1280x800)."""

    def __init__(self, inner: QWidget) -> None:
        super().__init__()
        self.lines = inner
        self.setWidget(inner)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setStyleSheet(SEE_THROUGH)
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    def hasHeightForWidth(self) -> bool:  # noqa: N802 (Qt name)
        """Its height follows its lines' wrapping."""
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802 (Qt name)
        """The lines' height at this width, at most DIGEST_HEIGHT."""
        inner = self.lines
        return min(inner.heightForWidth(width) if inner.hasHeightForWidth() else 0, DIGEST_HEIGHT)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt name)
        """As wide as the lines ask, as tall as they are at the width it has."""
        hint = self.lines.sizeHint()
        width = self.width() if self.width() > 1 else hint.width()
        return QSize(hint.width(), self.heightForWidth(width))

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt name)
        """One line at least."""
        return QSize(0, min(self.sizeHint().height(), self.fontMetrics().lineSpacing() + 4))


class _DoneContent(QWidget):
    """The sheet's content after a seat chose, made once and given each seat's words: building
    it anew for every choice cost more than the rest of the step."""

    def __init__(self, curtain: Curtain) -> None:
        super().__init__()
        body = QVBoxLayout(self)
        body.setContentsMargins(0, 0, 0, 0)
        body.setSpacing(12)
        self.head = typed.label()
        self.head.setProperty("role", "heading")
        self.head.setWordWrap(True)
        body.addWidget(self.head)
        self.said = typed.label()
        self.said.setWordWrap(True)
        self.said.setStyleSheet(f"color: {INK}; font-size: {pt(12)};")
        body.addWidget(self.said)
        caption = curtain.tr("Only you see this.")
        self.lines = _Lines(caption)
        body.addWidget(self.lines)
        self.peek = QPushButton(curtain.tr("Hold to see what you sealed"))
        self.peek.setToolTip(curtain.tr("Shown only while you hold the button down"))
        body.addWidget(self.peek, 0, Qt.AlignmentFlag.AlignLeft)
        self.sealed = _Lines(caption)
        body.addWidget(self.sealed)
        self.peek.pressed.connect(self.sealed.show)
        self.peek.released.connect(self.sealed.hide)
        body.addStretch(1)
        self.button = QPushButton(curtain.tr("Done"))
        self.button.setProperty("primary", True)
        self.button.setMinimumHeight(42)
        self.button.clicked.connect(curtain.done.emit)
        body.addWidget(self.button)

    def fill(self, message: str, lines: list[str], sealed: list[str] | None, summary: str) -> None:
        """This seat's words on the page."""
        self.head.setText(message)
        self.said.setText(summary)
        self.said.setVisible(bool(summary))
        self.lines.set_lines(lines)
        self.sealed.set_lines(sealed or [])
        self.sealed.hide()  # shown only while the peek button is held
        self.peek.setVisible(bool(sealed))

    def forget(self) -> None:
        """The page was left: nothing of the seat stays on it, not even hidden."""
        self.hide()
        self.fill("", [], None, "")


class Curtain(QWidget):
    """An opaque cover over the whole window, showing one page for one seat at a time."""

    opened = Signal(int)  # the seat's card was clicked
    hidden = Signal(int)  # the seat hid its page without choosing
    done = Signal()  # "Done" after a seat chose
    revealed = Signal()  # the neutral card was clicked: show the table again

    def __init__(self, host: QWidget) -> None:
        super().__init__(host)
        self.setObjectName("curtain")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setAutoFillBackground(True)
        # it paints every pixel itself (paintEvent): Qt then paints nothing of the table under it,
        # where a board or panel that changed as the curtain came down was drawn for nobody
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, True)
        self.seat: int | None = None
        self._token = "circle"
        self.page: QWidget | None = None
        self.card: SeatCard | None = None
        self.panel: QWidget | None = None
        self.done_button: QPushButton | None = None
        self.reveal_button: QPushButton | None = None
        self.hide_button: QPushButton | None = None
        self.sealed_box: QWidget | None = None  # what a seat sealed, shown only while held
        self.peek_button: QPushButton | None = None
        # "Since your last turn" for the next private page (set by the table, shown once)
        self.digest: tuple[str, list[str], str] | None = None  # title, lines, 'nothing'
        self.digest_box: QWidget | None = None
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        # The pages are made on first use and kept: each hand-off only gives them their seat's
        # look and words (see _set_page). What is private lives in the sheet's content, which is
        # made anew for every page and taken out of the curtain at once when it is left.
        self._card_page: QWidget | None = None
        self._seat_card: SeatCard | None = None
        self._card_prompt: QLabel | None = None
        self._neutral_page: QWidget | None = None
        self._neutral_labels: tuple[QLabel, QLabel] | None = None
        self._neutral_button: QPushButton | None = None
        self._sheet_page: QWidget | None = None
        self._sheet_parts: _SheetParts | None = None
        self._content: QWidget | None = None  # what the sheet shows now (private)
        self._done: _DoneContent | None = None  # the kept content after a seat chose
        self.see_through = False
        # A page that comes up by itself (a computer sealed, the reveal ended) can come up under
        # a click meant for what was there a moment before: for `guard()` ms after a page shows,
        # a clear shield over it takes the clicks (the table sets it from the animation pace)
        self.guard: Callable[[], int] = lambda: 0
        self._shield = QWidget(self)
        self._shield.setObjectName("curtainShield")
        self._shield.hide()
        self._unshield = QTimer(self)
        self._unshield.setSingleShot(True)
        self._unshield.timeout.connect(self._shield.hide)
        host.installEventFilter(self)
        self.hide()

    def set_see_through(self, on: bool) -> None:
        """One person alone with computers: the table stays in sight, dimmed, behind a private
        page (nobody else is there to see it, and an envelope is easier to fill with the board
        in view). With more people the backdrop is opaque: nothing of the table shows."""
        if on == self.see_through:
            return
        self.see_through = on
        self.setAutoFillBackground(not on)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, not on)
        self.update()

    # ----- geometry and painting ------------------------------------------------------------
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt name)
        """Follow the host window's size."""
        if (
            watched is self.parent()
            and isinstance(watched, QWidget)
            and event.type() == QEvent.Type.Resize
        ):
            self.setGeometry(watched.rect())
        return False

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt name)
        """A calm backdrop: opaque, or a veil over the table for one person alone."""
        painter = QPainter(self)
        colour = QColor(BACKDROP)
        if self.see_through:
            colour.setAlpha(VEIL_ALPHA)
        painter.fillRect(self.rect(), colour)

    @property
    def is_up(self) -> bool:
        """True while the curtain covers the window."""
        return self.isVisible()

    def _set_page(self, page: QWidget) -> None:
        """Show one of the kept pages (the others hidden) and forget the last page's buttons."""
        if self.page is not None and self.page is not page:
            self.page.hide()
        if page is not self._sheet_page:
            self._drop_content()
        self.page = page
        self.panel = None
        self.card = None
        self.digest_box = None
        self.done_button = None
        self.reveal_button = None
        self.hide_button = None
        self.sealed_box = self.peek_button = None
        page.show()
        host = self.parentWidget()
        if host is not None:  # the curtain is always made on its host window
            self.setGeometry(host.rect())
        self.show()
        self.raise_()
        guard = self.guard()
        if guard > 0:
            self._shield.setGeometry(self.rect())
            self._shield.show()
            self._shield.raise_()
            self._unshield.start(guard)

    @property
    def shielded(self) -> bool:
        """True while a page just shown still takes no clicks."""
        return self._shield.isVisible()

    def _keep(self, page: QWidget) -> QWidget:
        """Add a page made on first use to the curtain, hidden until it is shown."""
        page.hide()
        self._layout.addWidget(page)
        return page

    def _drop_content(self) -> None:
        """Hide the sheet's content (a seat's private lines and panel) at once and delete it on
        the next turn of the event loop, as a whole page was before (taking it out of the
        curtain at once, setParent(None), restyled all its widgets: about 7 ms)."""
        content, self._content = self._content, None
        if content is not None and content is self._done:
            self._done.forget()
            return
        if content is not None and self._sheet_parts is not None:
            content.hide()
            self._sheet_parts.body.removeWidget(content)
            content.deleteLater()

    def lift(self) -> None:
        """Take the curtain away and forget the last page (and anything typed on it)."""
        self.seat = None
        if self.page is not None:
            self.page.hide()
            self.page = None
        self._drop_content()
        self.panel = self.card = self.done_button = self.reveal_button = self.hide_button = None
        self.sealed_box = self.peek_button = None
        self.digest = self.digest_box = None
        self.hide()

    # ----- pages -----------------------------------------------------------------------------
    def show_card(self, seat: int, name: str, colour: str, token: str, prompt: str) -> None:
        """The 'Pass to <name>' card; only a click on it opens the seat's page."""
        self.seat = seat
        self._token = token
        lines = [
            self.tr("Pass to {name}").format(name=name),
            self.tr("{name}, click this card when only you can see the screen.").format(name=name),
        ]
        if self._card_page is None or self._seat_card is None or self._card_prompt is None:
            page = QWidget()
            lay = QVBoxLayout(page)
            lay.addStretch(1)
            self._seat_card = SeatCard(name, colour, token, lines)
            self._seat_card.clicked.connect(self._card_clicked)
            lay.addWidget(self._seat_card, 0, Qt.AlignmentFlag.AlignCenter)
            # 18 px above the prompt (a margin, not a spacer: it goes with the prompt when none)
            self._card_prompt = _label("", 12, False, "#E9DCC8")
            self._card_prompt.setContentsMargins(0, 18, 0, 0)
            lay.addWidget(self._card_prompt)
            lay.addStretch(1)
            self._card_page = self._keep(page)
        else:
            self._seat_card.set_seat(name, colour, token, lines)
        self._card_prompt.setText(prompt)
        self._card_prompt.setVisible(bool(prompt))
        self._set_page(self._card_page)
        self.card = self._seat_card
        self._seat_card.setFocus()

    def _card_clicked(self) -> None:
        """The seat's card was clicked: open the page of the seat it was shown for."""
        if self.card is not None and self.seat is not None:
            self.opened.emit(self.seat)

    def _hide_clicked(self) -> None:
        """'Hide my screen': back to the seat's card without choosing."""
        if self.seat is not None:
            self.hidden.emit(self.seat)

    def show_private(
        self, seat: int, name: str, colour: str, prompt: str, panel: QWidget, lines: list[str]
    ) -> None:
        """The seat's private page: its prompt, what only it may read, and its decision panel."""
        self.seat = seat
        page, body = self._sheet(name, colour)
        if prompt:
            heading = typed.label(prompt)
            heading.setProperty("role", "heading")
            heading.setWordWrap(True)
            body.addWidget(heading)
        body.addWidget(self._private_box(lines))
        body.addWidget(panel)
        parts = self._sheet_parts
        assert parts is not None  # (made by _sheet)
        hide = parts.hide_button
        if not parts.hide_wired:  # the kept button, connected once
            hide.clicked.connect(self._hide_clicked)
            parts.hide_wired = True
        hide.setText(self.tr("Hide my screen"))  # (in the language of the moment)
        hide.setToolTip(self.tr("Go back to the card without choosing"))
        hide.show()
        self._show_sheet(page)
        self.panel = panel
        self.hide_button = hide
        entry = getattr(panel, "entry_field", None)
        field = entry() if callable(entry) else None
        if field is not None:
            field.setFocus(Qt.FocusReason.OtherFocusReason)  # digits typed now go in at once

    def show_done(
        self,
        name: str,
        colour: str,
        message: str,
        lines: list[str],
        sealed: list[str] | None = None,
        summary: str = "",
    ) -> None:
        """After a seat chose: what only it may read, and 'Done' to cover the screen again.

        `sealed` lines (the amounts or the vote just sealed) are not printed: the page says
        `summary` (that the entry is in), and shows them only while the seat holds a button.
        """
        if self.digest is None:
            self._show_done_kept(name, colour, message, lines, sealed, summary)
            return
        page, body = self._sheet(name, colour)
        head = typed.label(message)
        head.setProperty("role", "heading")
        head.setWordWrap(True)
        body.addWidget(head)
        if summary:
            said = typed.label(summary)
            said.setWordWrap(True)
            said.setStyleSheet(f"color: {INK}; font-size: {pt(12)};")
            body.addWidget(said)
        body.addWidget(self._private_box(lines))
        box = peek = None
        if sealed:
            box = self._private_box(sealed)
            box.hide()
            peek = QPushButton(self.tr("Hold to see what you sealed"))
            peek.setToolTip(self.tr("Shown only while you hold the button down"))
            peek.pressed.connect(box.show)
            peek.released.connect(box.hide)
            body.addWidget(peek, 0, Qt.AlignmentFlag.AlignLeft)
            body.addWidget(box)
        body.addStretch(1)
        button = QPushButton(self.tr("Done"))
        button.setProperty("primary", True)
        button.setMinimumHeight(42)
        button.clicked.connect(self.done.emit)
        body.addWidget(button)
        self._show_sheet(page)
        self.done_button = button
        self.sealed_box, self.peek_button = box, peek
        button.setFocus()

    def _show_done_kept(
        self,
        name: str,
        colour: str,
        message: str,
        lines: list[str],
        sealed: list[str] | None,
        summary: str,
    ) -> None:
        """show_done on the kept content (made on first use, in the sheet, hidden between)."""
        page, _body = self._sheet(name, colour, fresh=False)
        parts = self._sheet_parts
        assert parts is not None  # (made by _sheet)
        done = self._done
        if done is None:
            done = self._done = _DoneContent(self)
            parts.body.addWidget(done)
        done.fill(message, lines, sealed, summary)
        self._content = done
        self._show_sheet(page)
        self.done_button = done.button
        self.sealed_box = done.sealed if sealed else None
        self.peek_button = done.peek if sealed else None
        done.button.setFocus()

    def show_neutral(self, title: str, text: str, button_text: str) -> None:
        """A card in no seat's colour, e.g. 'Everyone has chosen' before the reveal."""
        self.seat = None
        if self._neutral_page is None or self._neutral_labels is None or not self._neutral_button:
            page = QWidget()
            lay = QVBoxLayout(page)
            lay.addStretch(1)
            self._neutral_labels = (
                _label("", 24, True, "#F3E9DA"),
                _label("", 12, False, "#D8C9B4"),
            )
            lay.addWidget(self._neutral_labels[0])
            lay.addWidget(self._neutral_labels[1])
            lay.addSpacing(16)
            button = QPushButton()
            button.setProperty("primary", True)
            button.setMinimumSize(260, 46)
            button.clicked.connect(self.revealed.emit)
            lay.addWidget(button, 0, Qt.AlignmentFlag.AlignCenter)
            lay.addStretch(1)
            self._neutral_button = button
            self._neutral_page = self._keep(page)
        self._neutral_labels[0].setText(title)
        self._neutral_labels[1].setText(text)
        self._neutral_button.setText(typed.button_text(button_text))
        self._set_page(self._neutral_page)
        self.reveal_button = self._neutral_button
        self._neutral_button.setFocus()

    def _sheet(self, name: str, colour: str, fresh: bool = True) -> tuple[QWidget, QVBoxLayout]:
        """The seat's sheet (kept, given this seat's colour, token and name) and a new, empty
        content for it (with `fresh` False, the sheet's own layout and no new content);
        shown by _show_sheet once the content is filled."""
        parts = self._sheet_parts
        if self._sheet_page is None or parts is None:
            parts = self._sheet_parts = _SheetParts()
            self._sheet_page = self._keep(parts.page)
        if parts.look != (colour, self._token):
            if parts.look[0] != colour:
                parts.sheet.setStyleSheet(
                    f"QFrame#privateSheet {{ background: {CARD}; border: 5px solid {colour};"
                    " border-radius: 18px; }"
                )
            parts.token_icon.setPixmap(tokens.token_pixmap(self._token, colour, 30))
            parts.look = (colour, self._token)
        parts.who.set_full(self.tr("{name}: only for your eyes").format(name=name))
        parts.hide_button.hide()  # a private page shows it again (show_private)
        self._drop_content()
        if not fresh:
            return self._sheet_page, parts.body
        # in the sheet before it is filled: every widget put on it is restyled once, in its
        # place (a widget moved into a styled window is restyled with all its children again)
        content = QWidget()
        parts.body.addWidget(content)
        body = QVBoxLayout(content)
        body.setContentsMargins(0, 0, 0, 0)
        body.setSpacing(12)
        if self.digest is not None:
            content.digest_box = self._digest_box(*self.digest)  # type: ignore[attr-defined]
            body.addWidget(content.digest_box)  # type: ignore[attr-defined]
            self.digest = None
        self._content = content
        return self._sheet_page, body

    def _show_sheet(self, page: QWidget) -> None:
        """Show the seat's sheet with its filled content, from its top."""
        parts, content = self._sheet_parts, self._content
        assert parts is not None and content is not None  # (made by _sheet)
        content.show()  # (put on a shown sheet: Qt would show it only on the next turn)
        self._set_page(page)
        self.digest_box = getattr(content, "digest_box", None)
        parts.scroll.verticalScrollBar().setValue(0)

    def _digest_box(self, title: str, lines: list[str], nothing: str) -> QWidget:
        """'Since your last turn': what changed for this seat, compact, above its page."""
        box = QFrame()
        box.setObjectName("digestBox")
        box.setStyleSheet(
            "QFrame#digestBox { background: #EEF3F1; border: 1px solid #C9D9D4;"
            f" border-radius: 8px; }} QLabel {{ color: {INK}; background: transparent; }}"
        )
        lay = QVBoxLayout(box)
        lay.setContentsMargins(12, 8, 12, 8)
        lay.setSpacing(3)
        head = typed.label(title)
        head.setStyleSheet(f"font-weight: 700; font-size: {pt(11)};")
        lay.addWidget(head)
        inner = QWidget()
        rows = QVBoxLayout(inner)
        rows.setContentsMargins(0, 0, 0, 0)
        rows.setSpacing(3)
        for line in lines or [nothing]:
            label = typed.label(line)
            label.setWordWrap(True)
            label.setStyleSheet(f"font-size: {pt(10)};" + ("" if lines else f" color: {MUTED};"))
            rows.addWidget(label)
        lay.addWidget(_DigestLines(inner))
        return box

    def _private_box(self, lines: list[str]) -> QWidget:
        box = QFrame()
        box.setObjectName("privateBox")
        box.setStyleSheet(
            "QFrame#privateBox { background: #F3EBDD; border-radius: 8px; }"
            f" QLabel {{ color: {INK}; }}"
        )
        lay = QVBoxLayout(box)
        lay.setContentsMargins(12, 8, 12, 8)
        if not lines:
            box.hide()
        for line in lines:
            label = typed.label(line)
            label.setWordWrap(True)
            lay.addWidget(label)
        caption = typed.label(self.tr("Only you see this."))
        caption.setStyleSheet(f"color: {MUTED}; font-size: {pt(9)};")
        lay.addWidget(caption)
        return box
