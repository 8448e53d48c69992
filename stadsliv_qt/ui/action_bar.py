"""The action bar: exactly the engine's legal actions for the seat to act, with shortcuts.

Keys 1..9 choose the first nine actions and Space the first (primary) one; for a chance decision
Space rolls. Open decisions with a registered panel show that panel here instead of buttons.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from stadsliv_qt.engine import Action, Decision

from . import tokens
from .dialogs import AmountSpec
from .flow import FlowLayout, clear_layout
from .style import CARD, LINE, repolish

MANY = 12  # above this many amount actions, offer a number field instead of buttons


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
        lay = QVBoxLayout(self)
        lay.setContentsMargins(14, 10, 14, 10)
        lay.setSpacing(6)
        top = QHBoxLayout()
        self.swatch = QLabel()
        top.addWidget(self.swatch)
        self.prompt = QLabel()
        self.prompt.setWordWrap(True)
        self.prompt.setStyleSheet("font-size: 12pt; font-weight: 600;")
        top.addWidget(self.prompt, 1)
        lay.addLayout(top)
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setProperty("role", "error")
        self.message.hide()
        lay.addWidget(self.message)
        self._holder = QWidget()
        self._flow = FlowLayout(self._holder)
        self._scroll = self._holder
        lay.addWidget(self._holder)
        self.panel: QWidget | None = None
        self.buttons: list[QPushButton] = []
        self._keys: dict[str, Callable[[], None]] = {}
        for key in [*"123456789", "Space"]:
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
            shortcut.activated.connect(lambda k=key: self._press(k))

    # ----- building ---------------------------------------------------------------------------
    def _press(self, key: str) -> None:
        handler = self._keys.get(key)
        if handler is not None and self.isEnabled():
            handler()

    def _reset(self, prompt: str, colour: str = "", shape: str = "circle") -> None:
        self._keys = {}
        self.buttons = []
        clear_layout(self._flow)
        if self.panel is not None:
            self.panel.hide()
            self.panel.deleteLater()
            self.panel = None
        self._scroll.show()
        self.prompt.setText(prompt)
        if colour:
            # the seat's own token: its shape tells seats apart where colours do not
            self.swatch.setPixmap(tokens.token_pixmap(shape, colour, 18))
            self.swatch.setToolTip(tokens.shape_name(shape))
            self.swatch.show()
        else:
            self.swatch.hide()
        self.message.hide()

    def _button(self, text: str, handler: Callable[[], None], key: str = "") -> QPushButton:
        label = f"{key}  {text}" if key and key != "Space" else text
        button = QPushButton(label)
        button.setMinimumHeight(34)
        button.clicked.connect(handler)
        if key:
            button.setToolTip(self.tr("Shortcut: {key}").format(key=self._key_name(key)))
        self._flow.addWidget(button)
        self.buttons.append(button)
        return button

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
            text = label(action) if label is not None else action.describe()
            button = self._button(text, lambda _=False, a=action: self.chosen.emit(a), key)
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
        ok = QPushButton(spec.template.describe())
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
        self._reset(self._prompt_text(who, decision), colour, shape)
        self._scroll.hide()
        self.layout().addWidget(panel, 1)
        self.panel = panel
        keys = getattr(panel, "shortcuts", None)
        if callable(keys):
            self._keys = dict(keys())

    def show_chance(self, decision: Decision, automatic: bool) -> None:
        """The Roll button (Space), or a note while the table draws by itself."""
        text = decision.prompt or self.tr("Roll the dice")
        self._reset(self._with_rule(text, decision.rule))
        if automatic:
            note = QLabel(self.tr("Drawing…"))
            note.setProperty("role", "muted")
            self._flow.addWidget(note)
            return
        button = self._button(self.tr("Roll"), self.roll.emit, "1")  # like every action: 1
        button.setToolTip(self.tr("Roll (1 or Space)"))
        self._primary(button)
        self._keys["1"] = self._keys["Space"] = button.click

    def show_private(
        self, decision: Decision, name: str, colour: str, shape: str = "circle"
    ) -> None:
        """A private decision waits: cover the screen for the next seat (no name: just wait)."""
        self._reset(self._with_rule(decision.prompt, decision.rule), colour, shape)
        if not name:
            return
        button = self._button(self.tr("Pass to {name}").format(name=name), self.cover.emit, "Space")
        self._primary(button)
        self._keys["Space"] = button.click

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

    # ----- text ---------------------------------------------------------------------------------
    def _with_rule(self, text: str, rule: str) -> str:
        return f"{text} ({rule})" if rule else text

    def _prompt_text(self, who: str, decision: Decision) -> str:
        prompt = decision.prompt or self.tr("choose an action")
        text = prompt if who and who in prompt else f"{who}: {prompt}"
        return self._with_rule(text, decision.rule)
