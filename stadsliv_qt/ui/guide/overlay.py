"""The tutorial's card over the table: the step's words beside the thing it is about, a ring on
that thing, the choice to make lit (amounts filled in), Next, Leave, and at the end a real game.

The card and the ring are children of the window, above the table and above the curtain (on a
private decision the card sits over the private page). They follow the window's size, the board's
zoom and the curtain by re-placing themselves a few times a second. `target()` names the widget
(and point) that makes what the step waits for; the tests click exactly that, nothing else.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QKeySequence, QPainter, QPen, QShortcut
from PySide6.QtWidgets import (
    QAbstractButton,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from stadsliv_qt.engine import Action, IllegalAction, Kind
from stadsliv_qt.teach.tutorial import Step, TutorialError, matches

from .. import dialogs, typed, words
from ..style import CARD, INK, MUTED, pt

if TYPE_CHECKING:
    from ..settings import Preferences
    from ..table import Table
    from .session import GuidedSession

RING = "#D9822B"  # the ring around the thing a card is about
CHOICE = "#2E8B57"  # the ring around the choice to make
AUTO_MS = 900  # at normal speed, the pause before the guide makes an 'auto' step's move
FOLLOW_MS = 150  # how often the card and ring follow the window, the board and the curtain
CARD_WIDTH = 380
GAP = 14
SPOT = 24  # half the side of the square a card keeps free round a spot to click on the board
NEXT_KEYS = ("Return", "Enter", "Right")  # keys that press Next while the card shows it


@dataclass(frozen=True)
class Target:
    """What to click now: a widget, and where on it (its centre when `at` is None)."""

    widget: QWidget
    at: QPoint | None = None
    what: str = ""  # a word for tests and failures: "next", "roll", "bar", "panel", "curtain" …


class Ring(QWidget):
    """Rings drawn over the window (it lets every click through to what lies below)."""

    def __init__(self, host: QWidget) -> None:
        super().__init__(host)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground, True)
        self.rings: list[tuple[QRect, str]] = []

    def set_rings(self, rings: list[tuple[QRect, str]]) -> None:
        """Draw these rectangles (window coordinates) in their colours; [] draws none."""
        if rings != self.rings:
            self.rings = rings
            self.update()

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt name)
        """A soft, thick rounded ring around each thing."""
        if not self.rings:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for rect, colour in self.rings:
            glow = QColor(colour)
            glow.setAlpha(70)
            painter.setPen(QPen(glow, 9))
            painter.drawRoundedRect(QRectF(rect).adjusted(-6, -6, 6, 6), 10, 10)
            painter.setPen(QPen(QColor(colour), 3))
            painter.drawRoundedRect(QRectF(rect).adjusted(-6, -6, 6, 6), 10, 10)
        painter.end()


class GuideCard(QFrame):
    """The card: the tutorial's title and step count, the step's text, its rule, and buttons."""

    def __init__(self, host: QWidget) -> None:
        super().__init__(host)
        self.setObjectName("guideCard")
        self.setStyleSheet(
            f"QFrame#guideCard {{ background: {CARD}; border: 2px solid {RING};"
            " border-radius: 12px; }"
        )
        self.setFixedWidth(CARD_WIDTH)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(16, 12, 16, 12)
        lay.setSpacing(8)
        self.head = typed.label()
        self.head.setStyleSheet(f"color: {RING}; font-weight: 700; font-size: {pt(10)};")
        lay.addWidget(self.head)
        self.text = typed.label()
        self.text.setWordWrap(True)
        self.text.setStyleSheet(f"color: {INK}; font-size: {pt(12)};")
        lay.addWidget(self.text)
        self.rule = QLabel()
        self.rule.setStyleSheet(f"color: {MUTED}; font-size: {pt(9)};")
        self.rule.setOpenExternalLinks(False)
        lay.addWidget(self.rule)
        self.note = typed.label()  # why a click was refused, in the step's words
        self.note.setWordWrap(True)
        self.note.setProperty("role", "error")
        self.note.hide()
        lay.addWidget(self.note)
        row = QHBoxLayout()
        row.setSpacing(8)
        self.leave_button = QPushButton()
        row.addWidget(self.leave_button)
        row.addStretch(1)
        self.next_button = QPushButton()
        self.next_button.setProperty("primary", True)
        row.addWidget(self.next_button)
        lay.addLayout(row)
        end = QHBoxLayout()
        end.setSpacing(8)
        self.welcome_button = QPushButton()
        end.addWidget(self.welcome_button)
        self.real_button = QPushButton()
        self.real_button.setProperty("primary", True)
        end.addWidget(self.real_button)
        self.end_row = QWidget()
        self.end_row.setLayout(end)
        lay.addWidget(self.end_row)
        self.retranslate()

    def retranslate(self) -> None:
        """The buttons' words in the table's language (again after a switch)."""
        self.leave_button.setText(self.tr("Leave the tutorial"))
        self.leave_button.setToolTip(
            self.tr("Your place is kept: continue it later from the welcome page.")
        )
        self.next_button.setText(self.tr("Next"))
        self.next_button.setToolTip(self.tr("Next card (Enter or the right arrow key)"))
        self.welcome_button.setText(self.tr("Back to the welcome page"))
        self.real_button.setText(self.tr("Play a real game"))
        self.real_button.setToolTip(
            self.tr("The same players, the game's usual options, fresh dice.")
        )


class GuideOverlay(QObject):
    """Shows the current step of a guided session over its table and makes its 'auto' moves."""

    leave = Signal()  # the player leaves the tutorial (its place is kept)
    realGame = Signal()  # noqa: N815 (Qt signal style) the end: a real game, same players
    welcome = Signal()  # the end: back to the welcome page

    def __init__(self, host: QWidget, session: GuidedSession, prefs: Preferences) -> None:
        super().__init__(host)
        self.host = host
        self.session = session
        self.prefs = prefs
        self.table: Table | None = None
        self.open_rule: Callable[[str], None] | None = None  # the rules browser, when offered
        self.ring = Ring(host)
        self.card = GuideCard(host)
        self.card.next_button.clicked.connect(self.next)
        for key in NEXT_KEYS:  # the card read, the hands stay on the keyboard
            shortcut = QShortcut(QKeySequence(key), self.card)
            shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
            shortcut.activated.connect(self._next_key)
        self.card.leave_button.clicked.connect(self.leave)
        self.card.real_button.clicked.connect(self.realGame)
        self.card.welcome_button.clicked.connect(self.welcome)
        self.card.rule.linkActivated.connect(self._rule_clicked)
        self._probed: dict[tuple[int, int], QWidget | None] = {}
        self._filled: set[tuple[int, int]] = set()  # fields filled in on a step
        self._board_clicks = 0  # clicks on the board since the last step
        self._lit: tuple[str, ...] = ()
        self._auto = QTimer(self)
        self._auto.setSingleShot(True)
        self._auto.timeout.connect(self._make_auto)
        self._follow = QTimer(self)
        self._follow.setInterval(FOLLOW_MS)
        self._follow.timeout.connect(self.place)
        session.guided.connect(self._guided)
        session.stepped.connect(self._stepped)
        session.refused.connect(self.say_refusal)
        host.installEventFilter(self)

    # ----- attaching ------------------------------------------------------------------------------
    def attach(self, table: Table) -> None:
        """Show the guide over this table (again after the window rebuilt it)."""
        self.table = table
        self._lit = ()
        self._probed.clear()
        self._board_clicks = 0
        table.board.viewport().installEventFilter(self)
        self.render()
        self.ring.show()
        self.card.show()
        self._follow.start()

    def dispose(self) -> None:
        """Remove the card and ring (the tutorial was left or ended)."""
        self._auto.stop()
        self._follow.stop()
        self._light(())
        self.session.guided.disconnect(self._guided)
        self.session.stepped.disconnect(self._stepped)
        self.session.refused.disconnect(self.say_refusal)
        self.host.removeEventFilter(self)
        for widget in (self.ring, self.card):
            widget.hide()
            widget.deleteLater()
        self.table = None
        self.deleteLater()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt name)
        """Follow the window's size at once; count the clicks on the board."""
        if watched is self.host and event.type() == QEvent.Type.Resize:
            self.place()
        elif (
            event.type() == QEvent.Type.MouseButtonRelease
            and self.table is not None
            and watched is self.table.board.viewport()
        ):
            self._board_clicks += 1
        return False

    # ----- the card -----------------------------------------------------------------------------
    @property
    def step(self) -> Step:
        """The step showing."""
        return self.session.guide.step

    def render(self) -> None:
        """The card's words in the table's language (again after a language switch)."""
        guide = self.session.guide
        tutorial = self.session.tutorial
        step = guide.step
        lang = words.language()
        self.card.retranslate()
        title = tutorial.title.get(lang) or tutorial.title.get("en", "")
        self.card.head.setText(
            self.tr("{title} · step {k} of {n}").format(
                title=title, k=guide.index + 1, n=len(tutorial.steps)
            )
        )
        self.card.text.setText(step.say(lang))
        if step.rule and self.open_rule is not None:
            self.card.rule.setText(f'<a href="{step.rule}">{step.rule}</a>')
            self.card.rule.setToolTip(self.tr("Read this rule in the rules"))
        else:
            self.card.rule.setText(step.rule)
            self.card.rule.setToolTip("")
        self.card.rule.setVisible(bool(step.rule))
        self.card.note.hide()
        self.card.next_button.setVisible(step.wait == "next")
        self.card.leave_button.setVisible(step.wait != "end")
        self.card.end_row.setVisible(step.wait == "end")
        self.card.adjustSize()
        self._light(step.light)
        self.place()
        if step.wait == "auto":
            self._auto.start(self.prefs.delay_ms(AUTO_MS))

    def say_refusal(self, sentence: str) -> None:
        """Show on the card why a click was refused (the table says it too)."""
        self.card.note.setText(sentence)
        self.card.note.setVisible(bool(sentence))
        self.card.adjustSize()
        self.place()

    def _rule_clicked(self, rule: str) -> None:
        if self.open_rule is not None:
            self.open_rule(rule)

    def _light(self, refs: tuple[str, ...]) -> None:
        """Light the step's board things (the title's scene decides how; none if it cannot)."""
        if refs == self._lit or self.table is None:
            return
        self._lit = refs
        light = getattr(self.table.scene, "light", None)
        if callable(light):
            light(list(refs), "guide")

    # ----- moving on ----------------------------------------------------------------------------
    def next(self) -> None:
        """Next on the card."""
        self.session.next()

    def _next_key(self) -> None:
        """Enter or the right arrow: Next, only while the card shows it."""
        button = self.card.next_button
        if button.isVisible() and button.isEnabled():
            self.next()

    def _guided(self) -> None:
        """The guide went on: the new card; a private decision now waits for its curtain."""
        self._probed.clear()
        self._board_clicks = 0
        self.render()
        table = self.table
        if table is None:
            return
        game = self.session.game
        decision = game.decision()
        if (
            self.step.wait in ("act", "roll")
            and not table.frozen
            and table.staged is None
            and dialogs.is_private(game.info.id, decision)
            and decision.seats
        ):
            table.refresh()  # the bar offers "Pass to …" for the step's private choice

    def _stepped(self, _events: list[Any]) -> None:
        self._probed.clear()
        self._board_clicks = 0
        self.card.note.hide()
        QTimer.singleShot(0, self, self.place)

    def _make_auto(self) -> None:
        """The guide's own move, once the table is ready for it (else a little later)."""
        table = self.table
        if self.step.wait != "auto" or table is None:
            return
        # behind the curtain only between pages: never while a seat's private page is open
        busy = table.staged is not None or (table.frozen and table.curtain.panel is not None)
        send = None if table.frozen else table.choose
        try:
            made = not busy and self.session.make_auto(send)
        except (TutorialError, IllegalAction) as exc:  # a tutorial that does not fit its game
            self.say_refusal(words.refusal(exc))
            return
        if not made:
            self._auto.start(max(100, self.prefs.delay_ms(AUTO_MS) // 3))
            return
        table.follow_private()

    # ----- where things are ---------------------------------------------------------------------
    def _rect_of(self, widget: QWidget | None) -> QRect | None:
        """A widget's rectangle in the window, if it is shown."""
        if widget is None or not widget.isVisible():
            return None
        return QRect(widget.mapTo(self.host, QPoint(0, 0)), widget.size())

    def part(self, name: str) -> QWidget | None:
        """The widget a `ui:<part>` names (None if the table has no such part now)."""
        table = self.table
        if table is None:
            return None
        if name == "board":
            return table.board
        if name == "roll":
            return self._roll_button() or table.bar
        if name == "actions":
            return table.bar
        if name == "log":
            return table.log
        if name == "curtain":
            curtain = table.curtain
            return (curtain.page or curtain) if curtain.is_up else None
        if name == "undo":
            return self._menu_widget()
        if name.startswith("seat:"):
            try:
                return table.panels.panels[int(name.split(":", 1)[1])]
            except (ValueError, IndexError):
                return None
        return None

    def _menu_widget(self) -> QWidget | None:
        bar = getattr(self.host, "menuBar", None)
        return bar() if callable(bar) else None

    def anchor_rect(self, ref: str) -> QRect | None:
        """Where a step's anchor is, in window coordinates (None: nowhere to point)."""
        table = self.table
        if not ref or table is None:
            return None
        if ref.startswith("ui:"):
            return self._rect_of(self.part(ref[3:]))
        find = getattr(table.scene, "anchor_rect", None)
        rect = find(ref) if callable(find) else None
        if not isinstance(rect, QRectF) or not table.board.isVisible():
            return self._rect_of(table.board)
        view = table.board
        shown = view.mapFromScene(rect).boundingRect().intersected(view.viewport().rect())
        if shown.isEmpty():
            return self._rect_of(table.board)
        return QRect(view.viewport().mapTo(self.host, shown.topLeft()), shown.size())

    def place(self) -> None:
        """Put the card beside its thing, the rings on the thing and the choice, above all."""
        table = self.table
        if table is None:
            return
        self.ring.setGeometry(self.host.rect())
        curtain_up = table.curtain.is_up
        anchor = None if curtain_up else self.anchor_rect(self.step.anchor)
        rings: list[tuple[QRect, str]] = []
        if anchor is not None:
            rings.append((anchor, RING))
        target = self.target() if self.step.wait in ("act", "roll") else None
        choice: list[QRect] = []  # what the card must leave free: the button, or the spot
        if target is not None and target.what != "next":
            rect = self._rect_of(target.widget)
            if rect is not None:
                rings.append((rect, CHOICE))
                choice.append(rect)
                if target.at is not None:  # one spot on a big widget (the board's item)
                    at = target.widget.mapTo(self.host, target.at)
                    choice[0] = QRect(at - QPoint(SPOT, SPOT), QSize(2 * SPOT, 2 * SPOT))
        self.ring.set_rings(rings)
        self.card.adjustSize()
        self.card.move(self._card_spot(anchor, curtain_up, (choice, *self._shown_rects())))
        self.ring.raise_()
        self.card.raise_()

    def _shown_rects(self) -> tuple[list[QRect], list[QRect]]:
        """The action bar's prompt, which the card should leave readable beside its choice,
        and a rule card the table shows (after those two, where the window has room)."""
        table = self.table
        if table is None or table.curtain.is_up:
            return [], []
        prompt = self._rect_of(table.bar.prompt)
        rule = self._rect_of(table.teacher.cards.card)
        return [] if prompt is None else [prompt], [] if rule is None else [rule]

    def _card_spot(
        self,
        anchor: QRect | None,
        curtain_up: bool,
        keep_clear: tuple[list[QRect], list[QRect], list[QRect]] | None = None,
    ) -> QPoint:
        """Beside the anchor (right, left, below, above), inside the window, over none of
        `keep_clear` (the choice to click, the bar's prompt, a rule card) where a side allows;
        over the private page at the top when the curtain is up."""
        area = self.host.rect()
        top = self._top_margin()
        w, h = self.card.width(), self.card.height()
        if curtain_up:
            page = self._page_rect()
            if page is not None:  # beside the private page if the window has room, never over it
                if area.right() - page.right() >= w + 2 * GAP:
                    return QPoint(page.right() + GAP, max(page.top(), top + GAP))
                if page.left() - area.left() >= w + 2 * GAP:
                    return QPoint(page.left() - GAP - w, max(page.top(), top + GAP))
        if curtain_up or anchor is None:
            return QPoint(area.center().x() - w // 2, top + GAP)
        choice, prompt, rule_card = keep_clear if keep_clear is not None else ([], [], [])
        sides = [
            (QPoint(anchor.right() + GAP + 6, anchor.center().y() - h // 2), QPoint(0, h // 3)),
            (QPoint(anchor.left() - GAP - 6 - w, anchor.center().y() - h // 2), QPoint(0, h // 3)),
            (QPoint(anchor.center().x() - w // 2, anchor.bottom() + GAP + 6), QPoint(w // 3, 0)),
            (QPoint(anchor.center().x() - w // 2, anchor.top() - GAP - 6 - h), QPoint(w // 3, 0)),
        ]
        if prompt:  # above the bar's prompt too, when it lies just above the anchor
            above = QPoint(anchor.center().x() - w // 2, prompt[0].top() - GAP - h)
            sides.append((above, QPoint(w // 3, 0)))
        # each side centred on the anchor first, then shifted along it (clear of a rule card)
        spots = [spot + step * k for k in (0, 1, -1, 2, -2) for spot, step in sides]
        # slid along its side into the window (a button at the window's edge still has room
        # above it), but never onto the anchor
        inside = []
        for spot in spots:
            spot = QPoint(
                max(area.left() + GAP, min(spot.x(), area.right() - GAP - w)),
                max(area.top() + top + GAP, min(spot.y(), area.bottom() - GAP - h)),
            )
            card = QRect(spot, self.card.size())
            if not card.adjusted(0, -top, 0, 0).intersects(anchor) and area.contains(card):
                inside.append(card)

        def hidden(card: QRect) -> int:
            return sum((card & r).width() * (card & r).height() for r in rule_card)

        # the first side that leaves the choice and the prompt readable, covering the least of
        # a rule card; else the prompt alone (the choice may be the whole board), else the
        # choice alone
        for keep in (choice + prompt, prompt, choice):
            fits = [card for card in inside if not any(card.intersects(r) for r in keep)]
            if fits:
                return min(fits, key=hidden).topLeft()  # the first of the least covering
        if inside:
            return inside[0].topLeft()
        # a big anchor (the whole board): inside it, at its top right corner
        x = min(anchor.right() - w - GAP, area.right() - w - GAP)
        y = max(anchor.top() + GAP, top + GAP)
        return QPoint(max(GAP, x), min(y, area.bottom() - h - GAP))

    def _page_rect(self) -> QRect | None:
        """The curtain's private page in the window's coordinates (None without one)."""
        table = self.table
        page = getattr(table.curtain, "page", None) if table is not None else None
        if not isinstance(page, QWidget) or not page.isVisible():
            return None
        sheet = page.findChild(QFrame, "privateSheet")  # the card the seat reads, if there is one
        shown = sheet if sheet is not None and sheet.isVisible() else page
        return QRect(shown.mapTo(self.host, QPoint(0, 0)), shown.size())

    def _top_margin(self) -> int:
        bar = self._menu_widget()
        return bar.height() if bar is not None and bar.isVisible() else 0

    # ----- what to click ------------------------------------------------------------------------
    def target(self) -> Target | None:
        """The widget that does what the step waits for now (None on 'auto', or when nothing
        on the screen can: a reveal runs, or the board's own item is the only way)."""
        table = self.table
        step = self.step
        if table is None:
            return None
        if step.wait == "next":
            return Target(self.card.next_button, what="next")
        if step.wait == "end":
            return Target(self.card.real_button, what="end")
        if step.wait == "auto":
            return None  # the guide makes the move itself
        curtain = table.curtain
        if curtain.is_up:
            return self._curtain_target(step)
        if table.staged is not None:
            return None
        if step.wait == "roll":
            roll = self._roll_button()
            return Target(roll, what="roll") if roll is not None else None
        blocker = getattr(table.scene, "guide_blocker", None)
        shut = blocker() if callable(blocker) else None
        if isinstance(shut, QWidget) and shut.isVisible():
            return Target(shut, what="board")  # a card over the board is closed first
        menu = self._menu_target(step)
        return menu if menu is not None else self._bar_target(step)

    def _menu_target(self, step: Step) -> Target | None:
        """A menu open on the table (a field with several choices): the entry that sends the
        step's action (a title's menu entries carry their action as data)."""
        from PySide6.QtWidgets import QApplication, QMenu

        popup = QApplication.activePopupWidget()
        if not isinstance(popup, QMenu) or step.action is None:
            return None
        for entry in popup.actions():
            sent = entry.data()
            if isinstance(sent, Action) and matches(sent, step.action):
                return Target(popup, popup.actionGeometry(entry).center(), what="menu")
        return None

    def _roll_button(self) -> QPushButton | None:
        table = self.table
        if table is None or self.session.game.decision().kind is not Kind.CHANCE:
            return None
        bar = table.bar
        for button in bar.buttons:
            handler = bar.handler(button)
            if handler == bar.roll.emit and button.isVisible():
                return button
        return None

    def _curtain_target(self, step: Step) -> Target | None:
        """On the curtain: the seat's card, its page's choice, Done, or back to the table."""
        curtain = self.table.curtain if self.table is not None else None
        if curtain is None:
            return None
        for button, what in (
            (curtain.card, "curtain"),
            (curtain.done_button, "curtain"),
            (curtain.reveal_button, "curtain"),
        ):
            if button is not None and button.isVisible():
                return Target(button, what=what)
        panel = curtain.panel
        if panel is not None and step.wait == "act" and step.action is not None:
            found = self._panel_target(panel, step.action)
            if found is not None:
                return Target(found, what="panel")
        return None

    def _bar_target(self, step: Step) -> Target | None:
        """On the action bar: the button of the step's action (its amount filled in), the
        panel's, or "Pass to …" for a choice behind the curtain; else the board's item."""
        table = self.table
        if table is None or step.action is None:
            return None
        spec = step.action
        bar = table.bar
        for button in bar.buttons:
            handler = bar.handler(button)
            if handler == bar.cover.emit and button.isVisible():
                return Target(button, what="pass")
            if isinstance(handler, partial) and handler.args:
                sent = handler.args[0]
                if isinstance(sent, Action) and matches(sent, spec) and button.isVisible():
                    return Target(button, what="bar")
        amount = getattr(bar, "amount", None)
        if isinstance(amount, QSpinBox) and amount.isVisible():
            filled = self._fill_spin(amount, spec)
            if filled and bar.buttons:
                ok = next((b for b in bar.buttons if b.parent() is amount.parent()), None)
                if ok is not None:
                    return Target(ok, what="bar")
        if bar.panel is not None and bar.panel.isVisible():
            found = self._panel_target(bar.panel, spec)
            if found is not None:
                return Target(found, what="panel")
        return self._board_target(spec)

    def _board_target(self, spec: Mapping[str, Any]) -> Target | None:
        """The board item that makes the action, clicked on the board's viewport: the one the
        title's scene names (`guide_target(spec) -> QRectF`, scene coordinates, optional), else
        the step's anchor on the board (`anchor_rect`), then, for a choice made in two clicks
        (a member's lot, then where it goes), the first lit thing that is not the anchor."""
        table = self.table
        if table is None:
            return None
        find = getattr(table.scene, "guide_target", None)
        rect = find(dict(spec)) if callable(find) else None
        if not isinstance(rect, QRectF):
            # a choice made on the board: the card is anchored on (or lights) the thing to click
            refs: list[str] = []
            for ref in (self.step.anchor, *self.step.light):
                if ref and not ref.startswith("ui:") and ref not in refs:
                    refs.append(ref)
            where = getattr(table.scene, "anchor_rect", None)
            ref = refs[min(self._board_clicks, len(refs) - 1)] if refs else ""
            rect = where(ref) if ref and callable(where) else None
        if not isinstance(rect, QRectF):
            return None
        view = table.board
        return Target(view.viewport(), view.mapFromScene(rect.center()), what="board")

    def _fill_spin(self, box: QSpinBox, spec: Mapping[str, Any], field: str = "") -> bool:
        """Put the step's amount into a number field (the learner confirms it); True if the
        step names one."""
        values = [v for k, v in spec.items() if k not in ("type", "seat") and type(v) is int]
        if field:
            values = [spec[field]] if type(spec.get(field)) is int else []
        if not values:
            return False
        if self._once(box):
            box.setValue(values[0])
        return True

    def _once(self, widget: QWidget) -> bool:
        """True the first time a field is filled in on this step (the learner may change it
        afterwards; the guide does not type over them)."""
        key = (id(widget), self.session.guide.index)
        if key in self._filled:
            return False
        self._filled.add(key)
        return True

    def _panel_target(self, panel: QWidget, spec: Mapping[str, Any]) -> QWidget | None:
        """The widget of a decision panel that sends the step's action, its amount filled in.

        A panel may say it itself (`guide_target(spec) -> QWidget | None`); the shared panels
        are known; any other panel's plain buttons are asked what they send (the session only
        notes it, nothing is applied)."""
        own = getattr(panel, "guide_target", None)
        if callable(own):
            found = own(dict(spec))
            return found if isinstance(found, QWidget) else None
        from ..dialogs.amount import AmountPanel
        from ..dialogs.auction import AuctionPanel
        from ..dialogs.vote import VotePanel

        if isinstance(panel, AmountPanel):
            template = panel.spec.template
            if type(template).__name__ == spec["type"] and type(spec.get(panel.spec.field)) is int:
                text = str(spec[panel.spec.field])
                if self._once(panel.field):
                    panel.field.setText(text)
                return panel.submit
        if isinstance(panel, AuctionPanel):
            bid: Action | None = panel.template
            named = bid is not None and type(bid).__name__ == spec["type"]
            if named and type(spec.get(panel.field)) is int:
                if self._once(panel.amount):
                    panel.amount.setValue(spec[panel.field])
                return panel.bid_button
            if panel.pass_action is not None and matches(panel.pass_action, spec):
                return panel.pass_button
        if isinstance(panel, VotePanel):
            for action, button in ((panel.yes_action, panel.yes), (panel.no_action, panel.no)):
                if action is not None and matches(action, spec):
                    return panel.cast if button.isChecked() else button
        return self._probe(panel, spec)

    def _probe(self, panel: QWidget, spec: Mapping[str, Any]) -> QWidget | None:
        """Ask each plain button of a panel what it sends (its number fields hold the step's
        amount); the first that sends the step's action. When none does, a toggle that opens
        more of the panel (Borrow…) is the way, if one of the buttons it shows sends it."""
        key = (id(panel), self.session.guide.index)
        if key in self._probed:
            found = self._probed[key]
            opened = isinstance(found, QAbstractButton) and found.isChecked()
            if found is not None and found.isVisible() and not opened:
                return found
        found = self._probe_plain(panel, spec)
        if found is None:
            for toggle in self._buttons(panel, checkable=True):
                group = getattr(toggle, "group", lambda: None)()
                if toggle.isChecked() or (group is not None and group.exclusive()):
                    continue
                toggle.setChecked(True)
                inside = self._probe_plain(panel, spec)
                toggle.setChecked(False)
                if inside is not None:
                    found = toggle
                    break
        self._probed[key] = found
        return found

    def _buttons(self, panel: QWidget, checkable: bool) -> list[QAbstractButton]:
        """The panel's shown, enabled buttons, its primary one first; no drop-down menus (they
        would open) and no keypad keys (they take no focus, and only type)."""
        found = [
            b
            for b in panel.findChildren(QAbstractButton)
            if b.isVisible()
            and b.isEnabled()
            and b.isCheckable() == checkable
            and b.focusPolicy() != Qt.FocusPolicy.NoFocus
            and getattr(b, "menu", lambda: None)() is None
        ]
        return sorted(found, key=lambda b: not b.property("primary"))

    def _probe_plain(self, panel: QWidget, spec: Mapping[str, Any]) -> QWidget | None:
        for box in panel.findChildren(QSpinBox):
            if box.isVisible():
                self._fill_spin(box, spec)
        for button in self._buttons(panel, checkable=False):
            sent: list[Action] = []
            self.session.probe = sent
            try:
                button.click()
            except IllegalAction:
                pass
            finally:
                self.session.probe = None
            refuse = getattr(panel, "refuse", None)
            if callable(refuse):
                refuse("")
            if sent and matches(sent[0], spec):
                return button
        return None
