"""Borgata's open decisions in the action bar: a hint for choosing on the board, and buttons for
what names no lot (pass, done, play a contact, answer an attack, pick the family to strike).

The board scene (scenes/borgata.py) lights the lots and turns clicks into actions; it hands
itself to this panel (`attach_scene`), which then follows what is picked and explains, through
the engine's check(), why a lot cannot be chosen.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QPushButton, QVBoxLayout, QWidget

from stadsliv_qt.engine import Action, IllegalAction
from stadsliv_qt.games.borgata import BorgataGame
from stadsliv_qt.games.borgata.actions import Block, Done, Pass, Respond

from ... import typed, words
from ...dialogs import DecisionPanel, PanelContext, register
from ...flow import FlowLayout
from ...style import MUTED, pt, repolish

TAGS = ("place", "block", "collect", "name_contract", "mobilise", "recruit", "response")
CHECKED = "QPushButton { background: #FFE7A8; border: 2px solid #B5643C; font-weight: 700; }"

if TYPE_CHECKING:  # the board's modules load when the board is first made (tests/ui/test_titles.py)
    from .pick import Picker
    from .scene import BorgataScene


class BorgataBoardPanel(DecisionPanel):
    """The hint and buttons for one family's open decision."""

    def __init__(self, context: PanelContext, parent: QWidget | None = None) -> None:
        super().__init__(context, parent)
        self.scene: BorgataScene | None = None
        self._view: dict[str, Any] | None = None  # the public view, read when a hint needs it
        self.tag = context.decision.tag
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(6)
        self.hint = typed.label()
        self.hint.setWordWrap(True)
        self.hint.setStyleSheet(f"color: {MUTED}; font-size: {pt(10.5)};")
        lay.addWidget(self.hint)
        self.holder = QWidget()
        self.flow = FlowLayout(self.holder)
        lay.addWidget(self.holder)
        lay.addWidget(self.error)
        self.buttons: list[QPushButton] = []
        # buttons are kept and relabelled from one decision (and pick) to the next: building
        # them anew for every step cost more than the rest of the panel
        self._pool: list[QPushButton] = []
        self._handlers: list[Callable[[], None]] = []
        self._looks: dict[QPushButton, tuple[bool, bool]] = {}  # (primary, checked) shown
        self._dry: list[Action] | None = None  # while the guide asks what buttons send
        self._labels: list[tuple[str, str]] = []  # each button's full and short label
        self.rebuild()

    @property
    def view(self) -> dict[str, Any]:
        """The public view of the decision shown (read once per decision, when needed)."""
        if self._view is None:
            self._view = self.context.game.view(None)
        return self._view

    def update_from(self, context: PanelContext) -> bool:
        """The next open Borgata decision on the board: the same panel, its hint and buttons
        relabelled (never behind the curtain)."""
        if context.private or context.decision.tag not in TAGS:
            return False
        self.context = context
        self._view = None
        self.tag = context.decision.tag
        self.refuse("")
        self.rebuild()
        return True

    # ----- the link with the board ------------------------------------------------------------
    def attach_scene(self, scene: BorgataScene) -> None:
        """The board scene that lights lots for this decision."""
        scene.explain = self.explain  # again for each decision: the scene forgets it in between
        if self.scene is scene:
            return
        self.scene = scene
        scene.pickChanged.connect(self.rebuild)
        self.rebuild()

    def explain(self, action: Action) -> str:
        """The engine's sentence for an action it refuses ('' if it would accept it)."""
        try:
            self.context.game.check(action)
        except IllegalAction as exc:
            return str(exc)
        return ""

    # ----- building ---------------------------------------------------------------------------
    def _button(
        self, text: str, handler, primary: bool = False, checked: bool = False, short: str = ""
    ) -> QPushButton:
        """A kept button relabelled; `short`: its label when the row is too narrow for all
        the buttons at their full words (_fit_labels)."""
        k = len(self.buttons)
        if k < len(self._pool):
            button = self._pool[k]
            self._handlers[k] = handler
        else:
            button = QPushButton(self.holder)
            button.setMinimumHeight(34)
            button.clicked.connect(lambda _=False, k=k: self._handlers[k]())
            self._pool.append(button)
            self._handlers.append(handler)
        text = typed.button_text(text)
        if button.text() != text:
            button.setText(text)
        shown = self._looks.get(button, (False, False))
        if shown[0] != primary:
            button.setProperty("primary", primary)
            repolish(button)
        if shown[1] != checked:
            button.setChecked(False)
            button.setCheckable(checked)
            button.setChecked(checked)
            button.setStyleSheet(CHECKED if checked else "")
        elif checked and not button.isChecked():  # a click unchecked it: the pick is shown again
            button.setChecked(True)
        self._looks[button] = (primary, checked)
        tip = self.tr("Shortcut: {key}").format(key=k + 1) if k < 9 else ""
        if button.toolTip() != tip:
            button.setToolTip(tip)
        self.flow.addWidget(button)
        button.setVisible(True)
        self.buttons.append(button)
        self._labels.append((text, typed.button_text(short) if short else ""))
        return button

    def shortcuts(self) -> dict[str, Any]:
        """Keys for the action bar: 1..9 press the buttons in order, Space the primary one."""
        keys: dict[str, Any] = {str(k + 1): (lambda k=k: self._press(k)) for k in range(9)}
        keys["Space"] = self._press_primary
        return keys

    def _press(self, k: int) -> None:
        if k < len(self.buttons) and self.buttons[k].isEnabled():
            self.buttons[k].click()

    def _press_primary(self) -> None:
        for button in self.buttons:
            if button.property("primary"):
                button.click()
                return

    def _send(self, action: Action) -> None:
        if self._dry is not None:
            self._dry.append(action)
            return
        self.chosen.emit(action)

    def _arm(self, contact: str | None) -> None:
        """Take up a contact to play on the board (None: put it down)."""
        if self._dry is None and self.scene is not None:
            self.scene.arm(contact)

    def guide_target(self, spec: dict[str, Any]) -> QPushButton | None:
        """For the tutorial's guide: the button that sends the step's action, asked without
        pressing anything for real (None: the action is made on the board)."""
        from stadsliv_qt.teach.tutorial import matches

        self._dry = []
        try:
            for button in self.buttons:
                if button.isCheckable() or not button.isVisible() or not button.isEnabled():
                    continue
                self._dry.clear()
                button.click()
                if self._dry and matches(self._dry[0], spec):
                    return button
        finally:
            self._dry = None
        return None

    def _hint(self, text: str) -> None:
        if self.hint.text() != text:
            self.hint.setText(text)

    def _find(self, cls: type) -> Action | None:
        return next((a for a in self.context.actions if type(a) is cls), None)

    def _names(self) -> list[str]:
        return [s.name for s in self.context.game.seats]

    def rebuild(self) -> None:
        """Show the hint and buttons for the decision and what is picked (buttons kept)."""
        while self.flow.count():  # the kept buttons go back in, in the new order
            self.flow.takeAt(0)
        self.buttons = []
        self._labels = []
        getattr(self, f"_render_{self.tag}", self._render_other)()
        for button in self._pool[len(self.buttons) :]:
            button.hide()
        self.flow.invalidate()
        self._fit_labels()

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt name)
        super().resizeEvent(event)
        self._fit_labels()

    def _fit_labels(self) -> None:
        """Full words when the buttons fit in one row, else the short ones where a button has
        them ('Lönnmördaren' for 'Lönnmördaren spielen'): five contacts and Pass took two rows
        of a 1000x680 window's bar in German, and Pass lay under its edge."""
        width = self.holder.width()
        if width <= 0 or not any(short for _full, short in self._labels):
            return
        row = max((max(b.sizeHint().height(), b.minimumHeight()) for b in self.buttons), default=0)
        for compact in (False, True):
            for button, (full, short) in zip(self.buttons, self._labels, strict=True):
                text = short if compact and short else full
                if button.text() != text:
                    button.setText(text)
            self.flow.invalidate()
            if self.flow.heightForWidth(width) <= row:
                return

    def _render_other(self) -> None:
        self._hint(self.tr("Choose on the board."))
        for action in self.context.actions:
            self._button(words.label(action), lambda a=action: self._send(a))

    def _render_place(self) -> None:
        self._hint(
            self.tr("Click one of the lit lots around Stadshuset to place a member there (BOR-06).")
        )

    def _render_name_contract(self) -> None:
        self._hint(
            self.tr(
                "Click a lit face-down lot to offer it as this round's contract. With a contract "
                "mark every family bids in secret; without one it simply turns up (BOR-12)."
            )
        )

    def _render_collect(self) -> None:
        self._hint(
            self.tr(
                "Click a lit lot to collect there despite its police car: one of your members "
                "there goes to Fängelset (BOR-11)."
            )
        )
        done = self._find(Done)
        if done is not None:
            self._button(self.tr("Leave them alone"), lambda: self._send(done))

    def _render_recruit(self) -> None:
        figures = self.context.game_as(BorgataGame).data.figures
        self._hint(
            self.tr(
                "Click a lit lot for a new member: {price} on a lot you control ({most} a round), "
                "{prison} in Fängelset if you control it (BOR-14)."
            ).format(
                price=words.money(figures["recruit_price"], "usd"),
                most=figures["recruit_max"],
                prison=words.money(figures["prison_recruit_price"], "usd"),
            )
        )
        done = self._find(Done)
        if done is not None:
            self._button(self.tr("Done recruiting"), lambda: self._send(done))

    def _render_block(self) -> None:
        blocks = [a for a in self.context.actions if isinstance(a, Block)]
        if not blocks:
            return self._render_other()
        lot = self._lot(blocks[0].lot)
        cats = " & ".join(lot.get("governs") or []) if lot else ""
        self._hint(
            self.tr(
                "As controller of {lot} you may stop {categories} from paying anyone this round "
                "(BOR-11). Click the lit {lot} or choose here."
            ).format(lot=lot.get("name", "") if lot else "", categories=cats)
        )
        for action in blocks:
            if action.block:
                self._button(
                    self.tr("Block {categories}").format(categories=cats),
                    lambda a=action: self._send(a),
                    primary=True,
                )
            else:
                self._button(
                    self.tr("Let {categories} be collected").format(categories=cats),
                    lambda a=action: self._send(a),
                )

    def _render_response(self) -> None:
        pending = self.view.get("pending_attack") or {}
        names = self._names()
        contacts = {c["id"]: c["name"] for c in self.view.get("contacts") or []}
        lot = self._lot(pending.get("lot"))
        attack = contacts.get(pending.get("contact"), "")
        answer = contacts.get(pending.get("answer"), "")
        attacker = pending.get("attacker")
        self._hint(
            self.tr(
                "{attacker} plays {attack} against one of your members on {lot}. You hold {answer}: "
                "play it and the attack fails; both contacts go back to the table."
            ).format(
                attacker=names[attacker] if isinstance(attacker, int) else "",
                attack=attack,
                lot=lot.get("name", lot.get("label", "")) if lot else "",
                answer=answer,
            )
        )
        for action in self.context.actions:
            if isinstance(action, Respond) and action.use:
                self._button(
                    self.tr("Play {answer}").format(answer=answer),
                    lambda a=action: self._send(a),
                    primary=True,
                )
        for action in self.context.actions:
            if isinstance(action, Respond) and not action.use:
                self._button(self.tr("Let it happen"), lambda a=action: self._send(a))

    def _lot(self, pos: Any) -> dict[str, Any] | None:
        if pos is None:
            return None
        for lot in self.view.get("lots") or []:
            if lot.get("pos") == list(pos):
                return lot
        return None

    # ----- Phase 4 ----------------------------------------------------------------------------
    def _render_mobilise(self) -> None:
        scene = self.scene
        picker = scene.picker if scene is not None else None
        contacts = {c["id"]: c["name"] for c in self.view.get("contacts") or []}
        if picker is None or scene is None:  # (a picker is always a scene's)
            self._hint(self.tr("Move one member one step, play a contact, or pass (BOR-13)."))
        else:
            self._hint(self._mobilise_hint(picker, contacts))
            for cid in picker.contacts():
                armed = picker.armed == cid
                self._button(
                    self.tr("Play {contact}").format(contact=contacts.get(cid, cid)),
                    lambda c=cid, a=armed: self._arm(None if a else c),
                    checked=armed,
                    short=contacts.get(cid, cid),
                )
            names = self._names()
            for action in picker.target_choices():
                self._button(
                    self.tr("Strike {name}").format(name=names[action.target]),
                    lambda a=action: self._send(a),
                    primary=True,
                )
            single = picker.single()
            if single is not None:
                self._button(self.tr("Free only one"), lambda a=single: self._send(a))
            if picker.armed is not None or picker.source is not None or picker.marked:
                self._button(self.tr("Cancel"), lambda: self._arm(None))
        done = self._find(Pass)
        if done is not None:
            self._button(self.tr("Pass"), lambda: self._send(done))

    def _mobilise_hint(self, picker: Picker, contacts: dict[str, str]) -> str:
        stage = picker.stage()
        if picker.armed is None:
            if not picker.stepping:
                return self.tr("No member may step now: play a contact or pass (BOR-13).")
            if stage == "step_to":
                return self.tr(
                    "Click a lit lot to step there, one step in any of 8 directions; face-down "
                    "lots and Fängelset are not offered (BOR-13)."
                )
            return self.tr(
                "Click one of your members (lots with a dashed light) to move it one step, "
                "click a contact you hold to play it, or pass (BOR-13)."
            )
        name = contacts.get(picker.armed, picker.armed)
        hints = {
            "family": self.tr("{contact}: several families stand there. Strike whom?"),
            "move_to": self.tr("{contact}: click the lit lot to go to."),
            "second": self.tr("{contact}: click the second lot."),
        }
        if stage in hints:
            return hints[stage].format(contact=name)
        firsts = {
            "lonnmordaren": self.tr(
                "Lönnmördaren: click a lit lot, or one family's members on it."
            ),
            "fbi": self.tr("FBI: click a lit lot, or one family's members on it."),
            "mordbrannaren": self.tr("Mordbrännaren: click the face-up district to burn."),
            "polisbilen": self.tr(
                "Polisbilen: click a lit lot for a new police car, or a lot with a car to move it."
            ),
            "advokaten": self.tr("Advokaten: click where your first freed member goes."),
            "informatoren": self.tr("Informatören: click the face-down lots to look at."),
            "smugglaren": self.tr("Smugglaren: click the member to smuggle, then where it goes."),
            "polischefen": self.tr("Polischefen: click the police car to remove."),
        }
        return firsts.get(picker.armed, name)


for _tag in TAGS:
    register(_tag, game="borgata")(BorgataBoardPanel)
