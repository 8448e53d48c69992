"""The action bar: exactly the engine's legal actions for the seat to act, with shortcuts.

Keys 1..9 choose the first nine actions and Space the first (primary) one; for a chance decision
Space rolls. Open decisions with a registered panel show that panel here instead of buttons.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import (
    QColor,
    QFontMetrics,
    QKeySequence,
    QPainter,
    QPaintEvent,
    QShortcut,
    QTextLayout,
)
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QStyle,
    QStyleOption,
    QVBoxLayout,
    QWidget,
)

from stadsliv_qt.engine import Action, Decision

from . import tokens, typed, words
from .dialogs import AmountSpec, DecisionPanel
from .flow import FlowLayout, clear_layout
from .style import CARD, LINE, PAPER, pt, repolish

MANY = 12  # above this many amount actions, offer a number field instead of buttons
PROMPT_LINES = 2


def elide_lines(text: str, label: QLabel, lines: int) -> str:
    """`text` as the label would wrap it, cut to `lines` lines with "…" at the end."""
    width = label.contentsRect().width()
    if width <= 0 or not text:
        return text
    label.ensurePolished()
    layout = QTextLayout(text, label.font())
    layout.beginLayout()
    starts: list[int] = []
    while True:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(width)
        starts.append(line.textStart())
    layout.endLayout()
    if len(starts) <= lines:
        return text
    head = [text[a:b].rstrip() for a, b in zip(starts[: lines - 1], starts[1:lines], strict=True)]
    rest = text[starts[lines - 1] :]
    last = QFontMetrics(label.font()).elidedText(rest, Qt.TextElideMode.ElideRight, width)
    return "\n".join([*head, last])


class ActionBar(QWidget):
    """Prompt, refusal message and the buttons (or panel) for the current decision."""

    chosen = Signal(object)  # an Action
    roll = Signal()
    cover = Signal()  # raise the curtain for a private decision
    newGame = Signal()  # noqa: N815 (Qt signal style)
    playAgain = Signal()  # noqa: N815 (Qt signal style)

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("actionBar")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(
            f"QWidget#actionBar {{ background: {CARD}; border: 1px solid {LINE};"
            " border-radius: 10px; }"
        )
        # the bar paints every pixel itself (paintEvent): a button or line that changes is
        # repainted over the bar alone, not through the window beneath it
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, True)
        self._paper = QColor(PAPER)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(14, 10, 14, 10)
        lay.setSpacing(6)
        top = QHBoxLayout()
        self.swatch = typed.label()
        top.addWidget(self.swatch, 0, Qt.AlignmentFlag.AlignTop)
        self.prompt = typed.label()  # at most PROMPT_LINES lines; the whole text is its tooltip
        self.prompt.setWordWrap(True)
        self.prompt.setStyleSheet(f"font-size: {pt(12)}; font-weight: 600;")
        self.prompt.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.prompt_text = ""
        top.addWidget(self.prompt, 1)
        lay.addLayout(top)
        # below the prompt: the refusal and the buttons or panel, scrolled if they need more room
        # than the bar has (the bar's height is fixed by the table, so the board never shrinks)
        self.body = QWidget()
        body = QVBoxLayout(self.body)
        body.setContentsMargins(0, 0, 0, 0)
        body.setSpacing(6)
        self.body_scroll = QScrollArea()
        self.body_scroll.setWidgetResizable(True)
        self.body_scroll.setFrameShape(QFrame.Shape.NoFrame)
        # a panel wider than a small window scrolls sideways rather than hiding its last controls
        self.body_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.body_scroll.setStyleSheet(
            "QScrollArea > QWidget > QWidget { background: transparent; }"
        )
        self.body_scroll.setWidget(self.body)
        lay.addWidget(self.body_scroll, 1)
        # a panel is laid out after it is shown, so its height is known only when the scroll
        # range changes: then what matters is brought into sight (in a small window the buttons
        # of a tall panel were left cut off under the bar's edge)
        self.body_scroll.verticalScrollBar().rangeChanged.connect(self._range_changed)
        self.message = typed.label()
        self.message.setWordWrap(True)
        self.message.setProperty("role", "error")
        self.message.hide()
        body.addWidget(self.message)
        self._holder = QWidget()
        self._flow = FlowLayout(self._holder)
        self._scroll = self._holder
        body.addWidget(self._holder)
        body.addStretch(1)
        self.panel: QWidget | None = None
        self.buttons: list[QPushButton] = []
        # buttons are kept and relabelled from one decision to the next, never built anew per step
        self._pool: list[QPushButton] = []
        self._handlers: dict[QPushButton, Callable[[], None]] = {}
        self._used = 0  # pool buttons in use for the current decision
        # panels that can show a later decision of their kind in place, hidden until it comes
        # (the turn window after an auction): keyed by the factory that made them
        self.kept: dict[object, QWidget] = {}
        self._keys: dict[str, Callable[[], None]] = {}
        for key in [*"123456789", "Space"]:
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
            shortcut.activated.connect(lambda k=key: self._press(k))

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt name)
        """The window's paper under the rounded corners, then the bar's own styled box."""
        painter = QPainter(self)
        painter.fillRect(event.rect(), self._paper)
        option = QStyleOption()
        option.initFrom(self)
        self.style().drawPrimitive(QStyle.PrimitiveElement.PE_Widget, option, painter, self)
        painter.end()

    # ----- building ---------------------------------------------------------------------------
    def _press(self, key: str) -> None:
        handler = self._keys.get(key)
        if handler is not None and self.isEnabled():
            handler()

    def _reset(
        self, prompt: str, colour: str = "", shape: str = "circle", row: bool = True
    ) -> None:
        """Clear the bar for the next decision; `row`: its buttons show in the row, else a
        panel takes the row's place. The row is shown or hidden only when that changes: shown
        and hidden again in one turn, it repainted the whole bar (its last place covered it)
        under a panel kept from one bid to the next."""
        self._keys = {}
        self.buttons = []
        self._clear_flow()
        if self.panel is not None:
            self._put_away(self.panel)
            self.panel = None
        if self._scroll.isVisibleTo(self) != row:
            self._scroll.setVisible(row)
        self._set_prompt(prompt)
        if colour:
            # the seat's own token: its shape tells seats apart where colours do not
            self.swatch.setPixmap(tokens.token_pixmap(shape, colour, 18))
            self.swatch.setToolTip(tokens.shape_name(shape))
            self.swatch.show()
        else:
            self.swatch.hide()
        self.message.hide()

    def _put_away(self, panel: QWidget) -> None:
        """A panel leaves the bar: one that can show a later decision of its kind in place
        (DecisionPanel.update_from) is hidden and kept for it, one per factory; others go."""
        made_by = getattr(panel, "made_by", None)
        panel.hide()
        if (
            made_by is None
            or not isinstance(panel, DecisionPanel)
            or type(panel).update_from is DecisionPanel.update_from
        ):
            panel.deleteLater()
            return
        old = self.kept.get(made_by)
        if old is not None and old is not panel:
            old.deleteLater()
        self.kept[made_by] = panel

    def kept_panel(self, made_by: object) -> QWidget | None:
        """The panel on the bar, or the one kept hidden, that `made_by` made (None: neither)."""
        if self.panel is not None and getattr(self.panel, "made_by", None) is made_by:
            return self.panel
        return self.kept.get(made_by)

    def _clear_flow(self) -> None:
        """Empty the row: kept buttons are hidden and blanked for reuse, anything else deleted."""
        pool = set(self._pool)
        self._used = 0
        while self._flow.count():
            item = self._flow.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is None:
                sub = item.layout() if item is not None else None
                if sub is not None:
                    clear_layout(sub)
                continue
            widget.hide()
            if widget in pool:
                widget.setText("")
                widget.setToolTip("")
                self._handlers.pop(widget, None)
            else:
                widget.deleteLater()

    def _click(self, button: QPushButton) -> None:
        handler = self._handlers.get(button)
        if handler is not None:
            handler()

    def _button(self, text: str, handler: Callable[[], None], key: str = "") -> QPushButton:
        label = f"{key}  {text}" if key and key != "Space" else text
        used = self._used
        self._used += 1
        if used < len(self._pool):
            button = self._pool[used]
            if button.property("primary"):
                button.setProperty("primary", False)
                repolish(button)
        else:
            button = QPushButton(self._holder)
            button.setMinimumHeight(34)
            button.clicked.connect(lambda _=False, b=button: self._click(b))
            self._pool.append(button)
        button.setText(typed.button_text(label))
        self._handlers[button] = handler
        button.setToolTip(self.tr("Shortcut: {key}").format(key=self._key_name(key)) if key else "")
        self._flow.addWidget(button)
        button.show()
        self.buttons.append(button)
        return button

    def handler(self, button: QPushButton) -> Callable[[], None] | None:
        """What a button of the row does (the tutorial's guide reads which action it sends)."""
        return self._handlers.get(button)

    def _key_name(self, key: str) -> str:
        return self.tr("Space") if key == "Space" else key

    def _primary(self, button: QPushButton) -> None:
        button.setProperty("primary", True)
        repolish(button)

    def show_actions(
        self,
        who: str,
        colour: str,
        decision: Decision,
        actions: list[Action],
        spec: AmountSpec | None,
        label: Callable[[Action], str] | None = None,
        shape: str = "circle",
    ) -> None:
        """Buttons for a SEAT decision; many amounts become a number field.

        `label` names an action for its button (the game's words); describe() by default.
        `shape` is the seat's token, drawn in its colour before the prompt.
        """
        self._reset(self._prompt_text(who, decision), colour, shape)
        plain = list(actions)
        if spec is not None and len(actions) > MANY:
            plain = [a for a in actions if type(a) is not type(spec.template)]
            self._amount_row(spec)
        for i, action in enumerate(plain):
            key = str(i + 1) if i < 9 else ""
            text = label(action) if label is not None else words.label(action)
            button = self._button(text, partial(self.chosen.emit, action), key)
            if i == 0:
                self._primary(button)
                self._keys["Space"] = button.click
            if key:
                self._keys[key] = button.click

    def _amount_row(self, spec: AmountSpec) -> None:
        box = QWidget()
        row = QHBoxLayout(box)
        row.setContentsMargins(0, 0, 0, 0)
        self.amount = QSpinBox()
        self.amount.setRange(spec.low, spec.high)
        self.amount.setSingleStep(spec.step)
        self.amount.setMinimumWidth(120)
        row.addWidget(self.amount)
        ok = QPushButton(words.label(spec.template))
        ok.clicked.connect(lambda: self.chosen.emit(spec.make(self.amount.value())))
        self._primary(ok)
        row.addWidget(ok)
        self._flow.addWidget(box)
        self.buttons.append(ok)
        self._keys.setdefault("Space", ok.click)

    def show_panel(
        self, who: str, colour: str, decision: Decision, panel: QWidget, shape: str = "circle"
    ) -> None:
        """A registered open panel (auction, trade …) instead of buttons."""
        self._reset(self._prompt_text(who, decision), colour, shape, row=False)
        body = self.body.layout()
        assert isinstance(body, QVBoxLayout)  # made in __init__
        body.insertWidget(body.count() - 1, panel, 1)
        self.panel = panel
        keys = getattr(panel, "shortcuts", None)
        if callable(keys):
            self._keys = dict(keys())

    def keep_panel(
        self,
        who: str,
        colour: str,
        decision: Decision,
        shape: str = "circle",
        panel: QWidget | None = None,
    ) -> None:
        """A kept panel (the one on the bar by default) has shown the next decision in place:
        it is shown, and the prompt and keys follow."""
        panel = self.panel if panel is None else panel
        if self.panel is panel:
            self.panel = None  # kept through the reset
        for factory, kept in list(self.kept.items()):
            if kept is panel:
                del self.kept[factory]
        self._reset(self._prompt_text(who, decision), colour, shape, row=False)
        self.panel = panel
        if panel is not None:
            panel.show()
        keys = getattr(panel, "shortcuts", None)
        if callable(keys):
            self._keys = dict(keys())
        QTimer.singleShot(0, self, self._show_choices)

    def show_chance(self, decision: Decision, automatic: bool) -> None:
        """The Roll button (Space), or a note while the table draws by itself."""
        text = words.prompt(decision) or self.tr("Roll the dice")
        self._reset(self._with_rule(text, decision.rule))
        if automatic:
            note = typed.label(self.tr("Drawing…"))
            note.setProperty("role", "muted")
            self._flow.addWidget(note)
            return
        button = self._button(self.tr("Roll"), self.roll.emit, "1")  # like every action: 1
        button.setToolTip(self.tr("Roll (1 or Space)"))
        self._primary(button)
        self._keys["1"] = self._keys["Space"] = button.click

    def show_private(
        self,
        decision: Decision,
        name: str,
        colour: str,
        shape: str = "circle",
        alone: bool = False,
    ) -> None:
        """A private decision waits: cover the screen for the next seat (no name: just wait);
        `alone`: the only person at the table, with nobody to pass the screen to."""
        self._reset(self._with_rule(words.prompt(decision), decision.rule), colour, shape)
        if not name:
            return
        if alone:
            text = self.tr("Open my private page")
        else:
            text = self.tr("Pass to {name}").format(name=name)
        button = self._button(text, self.cover.emit, "Space")
        self._primary(button)
        self._keys["Space"] = button.click

    def show_thinking(self, text: str, colour: str, shape: str = "circle") -> None:
        """A computer player decides: nothing to press until it has acted."""
        self._reset(text, colour, shape)

    def show_reveal(self, show_all: Callable[[], None]) -> None:
        """A reveal is under way: the next decision waits for it; Space shows it all at once."""
        self._reset(self.tr("The reveal is under way; the table follows when it is complete."))
        button = self._button(self.tr("Show it all now"), show_all, "Space")
        button.setToolTip(self.tr("Show the rest of the reveal at once (Space)"))
        self._keys["Space"] = button.click

    def show_end(self, text: str, results: Callable[[], None] | None = None) -> None:
        """The end of the game: results, then a new game or the same table again."""
        self._reset(text)
        again = self._button(self.tr("Play again with the same table"), self.playAgain.emit)
        self._primary(again)
        self._button(self.tr("New game…"), self.newGame.emit)
        if results is not None:
            self._button(self.tr("Show the results"), results)

    def show_refusal(self, sentence: str) -> None:
        """Why the engine refused the last choice."""
        self.message.setText(sentence)
        self.message.setVisible(bool(sentence))
        if sentence:
            self.body_scroll.ensureWidgetVisible(self.message)

    # ----- size ----------------------------------------------------------------------------------
    def budget(self, available: int) -> int:
        """The bar's height in a column `available` px tall: room for a two-line prompt, a
        panel's line of explanation and two rows of buttons at least; a little more in tall
        windows. Fixed while a game is played, so the board keeps its size when a prompt or
        panel grows. (Without the line of explanation, panels that have one, such as a loan's
        terms over End turn and the Röstkort, hid their last row in a 1280x800 window.)"""
        self.prompt.ensurePolished()
        line = QFontMetrics(self.prompt.font()).lineSpacing()
        note = QFontMetrics(self.font()).lineSpacing() + 6
        button = max(34, QFontMetrics(self.font()).height() + 18)
        least = 20 + PROMPT_LINES * line + 6 + note + 2 * button + 8
        return max(least, min(round(0.2 * available), least + 20))

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt name)
        """The prompt is elided anew for the new width."""
        super().resizeEvent(event)
        self._set_prompt(self.prompt_text)

    def _set_prompt(self, text: str) -> None:
        """The prompt on at most PROMPT_LINES lines, the rest elided; all of it in the tooltip."""
        self.prompt_text = text
        shown = elide_lines(text, self.prompt, PROMPT_LINES)
        self.prompt.setText(shown)
        self.prompt.setToolTip(typed.tip(text if shown != text else ""))
        if self.panel is not None or self.buttons:
            QTimer.singleShot(0, self, self._show_choices)

    def _range_changed(self, _low: int, high: int) -> None:
        """The body grew taller than the bar: the refusal, or else the buttons, in sight."""
        if high <= 0:
            return
        if self.message.isVisible():
            self.body_scroll.ensureWidgetVisible(self.message)
        else:
            self._show_choices()

    def _show_choices(self) -> None:
        """When the panel is taller than the bar, scroll so that its buttons are in sight."""
        root = self.panel if self.panel is not None else self._holder
        buttons = [b for b in root.findChildren(QPushButton) if b.isVisible()]
        primary = [b for b in buttons if b.property("primary")]
        target = next(iter(primary or buttons), None)
        if target is not None:
            self.body_scroll.ensureWidgetVisible(target, 0, 4)

    # ----- text ---------------------------------------------------------------------------------
    def _with_rule(self, text: str, rule: str) -> str:
        return f"{text} ({rule})" if rule else text

    def _prompt_text(self, who: str, decision: Decision) -> str:
        prompt = words.prompt(decision) or self.tr("choose an action")
        text = prompt if who and who in prompt else f"{who}: {prompt}"
        return self._with_rule(text, decision.rule)
