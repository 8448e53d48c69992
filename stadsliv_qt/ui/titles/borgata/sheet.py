"""Borgata's private envelope sheet, behind the curtain: one envelope per contact on the table
(BOR-10), or one for the named contract (BOR-12), each with a masked field and its own keypad,
and the running total against the family's cash.

Every filled envelope shows the same mark, whatever the amount; amounts show only while the
family holds "Hold to show amounts" down. Any whole amounts may be entered;
the engine's check() refuses what the rules do not allow and its sentence is shown here.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QObject, QSize, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLayout,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from stadsliv_qt.games.borgata.actions import ContractBid, Envelopes

from ... import typed, words
from ...dialogs import DecisionPanel, PanelContext, register
from ...dialogs.amount import MaskedField
from ...format import plural
from ...room import page_of
from ...style import ERROR, INK, LINE, MUTED, pt, repolish

MASK = "●●●●"
SHEET_WIDTH = 500  # a little under the curtain's private sheet (handoff.py)
KEYS = (("1", "2", "3", "4", "5", "00", "⌫"), ("6", "7", "8", "9", "0", "C", "›"))


def _sheet_style() -> str:
    """The sheet's one style sheet, at the player's text size (read when a sheet is made)."""
    return f"""
QFrame#envelope {{ background: #FBF6EC; border: 1px solid {LINE}; border-radius: 10px; }}
QFrame#envelope[active="true"] {{ background: #FFF1DC; border: 2px solid #B5643C; }}
QLabel#envMark {{ font-size: {pt(13)}; color: #8C6B2A; background: transparent; }}
QLabel#envName {{ font-size: {pt(10.5)}; font-weight: 700; color: {INK}; background: transparent; }}
QLabel#envSub {{ color: {MUTED}; font-size: {pt(9)}; background: transparent; }}
QLineEdit#envField {{ font-size: {pt(13)}; min-height: 28px; }}
QPushButton#padKey {{ font-size: {pt(13)}; }}
QFrame#envelope[compact="true"] QLineEdit#envField {{ min-height: 18px; padding: 2px 6px; }}
QPushButton#padKey[compact="true"] {{ padding: 2px 0px; }}
"""


def _money(amount: int) -> str:
    return words.money(amount, "usd")


class BorgataEnvelope(QFrame):
    """One envelope: the contact's name and a masked amount; it owns the keypad that fills it.

    Styled by the sheet's one style sheet (_sheet_style), not a sheet per widget, and the keypad
    is made when the envelope is first filled: a sheet of five envelopes was seventy buttons and
    twenty style sheets, 190 ms of CPU on every private page (issue 15).
    """

    activated = Signal(object)
    changed = Signal()
    advance = Signal(object)

    def __init__(self, key: str, title: str, subtitle: str, tip: str, several: bool = True) -> None:
        super().__init__()
        self.key = key
        self.title = title
        self.several = several  # "›" moves on to another envelope
        self.setObjectName("envelope")
        self.setProperty("active", False)
        self.tip = tip
        self.setToolTip(typed.tip(tip))
        self.compact = False  # one line and a one-row keypad: a window too short for the sheet
        top = QHBoxLayout(self)
        top.setContentsMargins(8, 5, 6, 5)
        top.setSpacing(5)
        self.setMinimumHeight(54)
        mark = typed.label("✉")
        mark.setObjectName("envMark")
        top.addWidget(mark)
        names = QVBoxLayout()
        names.setSpacing(0)
        name = typed.label(title)
        name.setObjectName("envName")
        names.addWidget(name)
        self.subtitle = subtitle
        self.sub: QLabel | None = None
        if subtitle:
            self.sub = typed.label(subtitle)
            self.sub.setObjectName("envSub")
            names.addWidget(self.sub)
        top.addLayout(names, 1)
        self.field = MaskedField(7, MASK)  # the same mark for $5 and $5,000
        self.field.setObjectName("envField")
        self.field.setPlaceholderText("$0")
        self.field.setAlignment(Qt.AlignmentFlag.AlignRight)
        self.field.setFixedWidth(80)
        self.field.textChanged.connect(lambda _t: self.changed.emit())
        self.field.returnPressed.connect(lambda: self.advance.emit(self))
        self.field.installEventFilter(self)
        top.addWidget(self.field)
        self._pad: QWidget | None = None
        self._keys: dict[str, QPushButton] = {}

    @property
    def pad(self) -> QWidget:
        """This envelope's keypad (made on first use)."""
        if self._pad is None:
            self._pad = QWidget()
            grid = QGridLayout(self._pad)
            grid.setContentsMargins(0, 0, 0, 0)
            grid.setSpacing(5)
            for row in KEYS:
                for label in row:
                    pad_key = QPushButton(label)
                    pad_key.setObjectName("padKey")
                    pad_key.setFocusPolicy(Qt.FocusPolicy.NoFocus)
                    pad_key.clicked.connect(lambda _=False, k=label: self.press(k))
                    self._keys[label] = pad_key
            self._place_keys()
            self._keys["C"].setToolTip(self.tr("Empty this envelope"))
            self._keys["⌫"].setToolTip(self.tr("Delete the last digit"))
            self._keys["›"].setToolTip(self.tr("Next envelope"))
            self._keys["›"].setEnabled(self.several)
        return self._pad

    def _place_keys(self) -> None:
        """Two rows of seven keys, or one row of fourteen on a compact sheet."""
        if self._pad is None:
            return
        grid = self._pad.layout()
        assert isinstance(grid, QGridLayout)
        for r, row in enumerate(KEYS):
            for c, label in enumerate(row):
                pad_key = self._keys[label]
                if bool(pad_key.property("compact")) != self.compact:  # new keys: no restyle
                    pad_key.setProperty("compact", self.compact)
                    repolish(pad_key)
                if self.compact:
                    pad_key.setMinimumSize(30, 34)
                    grid.addWidget(pad_key, 0, r * len(row) + c)
                else:
                    pad_key.setMinimumSize(58, 36)
                    grid.addWidget(pad_key, r, c)
        grid.invalidate()

    def set_compact(self, compact: bool) -> None:
        """One line (the gloss moves to the tooltip) and a one-row keypad, or the full look."""
        self.compact = compact
        self.setProperty("compact", compact)
        repolish(self)
        repolish(self.field)
        if self.sub is not None:
            self.sub.setVisible(not compact)
        tip = f"{self.subtitle}\n{self.tip}" if compact and self.subtitle else self.tip
        self.setToolTip(typed.tip(tip))
        self.setMinimumHeight(40 if compact else 54)
        for inner in self.findChildren(QLayout):
            inner.invalidate()  # the hidden gloss leaves the names' column at once
        self._place_keys()

    @property
    def keys(self) -> dict[str, QPushButton]:
        """The keypad's buttons by label."""
        _ = self.pad
        return self._keys

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt name)
        """Typing into an envelope makes it the active one."""
        if watched is self.field and event.type() == QEvent.Type.FocusIn:
            self.activated.emit(self)
        return False

    def mousePressEvent(self, event) -> None:  # noqa: N802 (Qt name)
        """A click anywhere on the envelope brings up its keypad."""
        self.activated.emit(self)
        self.field.setFocus()

    def press(self, key: str) -> None:
        """A key of this envelope's keypad."""
        self.activated.emit(self)
        if key == "›":
            self.advance.emit(self)
            return
        text = self.field.text()
        if key == "C":
            text = ""
        elif key == "⌫":
            text = text[:-1]
        elif len(text) + len(key) <= 7:
            text = (text + key).lstrip("0") or "0"
        self.field.setText(text)

    @property
    def amount(self) -> int:
        """Dollars in the envelope (empty counts as $0)."""
        text = self.field.text()
        return int(text) if text else 0

    def set_active(self, active: bool) -> None:
        """Mark the envelope the keypad fills."""
        if self.property("active") != active:
            self.setProperty("active", active)
            repolish(self)

    def set_shown(self, shown: bool) -> None:
        """Unmask or mask the amount."""
        self.field.set_masked(not shown)


class BorgataSheet(DecisionPanel):
    """Every envelope of one family on one sheet, sealed together."""

    def __init__(self, context: PanelContext, parent: QWidget | None = None) -> None:
        super().__init__(context, parent)
        self.setStyleSheet(_sheet_style())
        view = context.view()
        self.view = view
        self.contract = context.decision.tag == "contract_bid"
        players = view.get("players") or []
        me = players[context.seat] if context.seat < len(players) else {}
        self.cash = int(me.get("money", 0))
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(8)
        lay.addWidget(self._intro())
        known = self._known_lines()
        if known:
            box = typed.label("\n".join(known))
            box.setWordWrap(True)
            box.setStyleSheet(
                f"background: #EFE5D3; border-radius: 8px; padding: 8px 10px; font-size: {pt(10.5)};"
            )
            lay.addWidget(box)
        self.envelopes: list[BorgataEnvelope] = []
        grid = QGridLayout()
        grid.setSpacing(6)
        self._grid = grid
        self.compact = False
        self.pads = QStackedWidget()
        slots = self._slots()
        columns = 1 if len(slots) == 1 else 2
        for k, (key, title, subtitle, tip) in enumerate(slots):
            env = BorgataEnvelope(key, title, subtitle, tip, several=len(slots) > 1)
            env.activated.connect(self._activate)
            env.changed.connect(self._update)
            env.advance.connect(self._advance)
            grid.addWidget(env, k // columns, k % columns)
            self.envelopes.append(env)
        lay.addLayout(grid)
        self.rows = {env.key: env for env in self.envelopes}
        lay.addWidget(self.pads)
        self.total = typed.label()
        self.total.setStyleSheet(f"font-size: {pt(12.5)}; font-weight: 600; color: {INK};")
        self.total.setWordWrap(True)
        lay.addWidget(self.total)
        self.over = typed.label()
        self.over.setWordWrap(True)
        self.over.setStyleSheet(f"color: {ERROR}; font-weight: 700; font-size: {pt(11.5)};")
        self.over.hide()
        lay.addWidget(self.over)
        row = QHBoxLayout()
        self.show_button = QPushButton(self.tr("Hold to show amounts"))
        self.show_button.setToolTip(self.tr("The amounts show only while you hold the button down"))
        self.show_button.pressed.connect(lambda: self._toggle_shown(True))
        self.show_button.released.connect(lambda: self._toggle_shown(False))
        row.addWidget(self.show_button)
        row.addStretch(1)
        self.submit = QPushButton(
            self.tr("Seal my bid") if self.contract else self.tr("Seal my envelopes")
        )
        self.submit.setProperty("primary", True)
        self.submit.setMinimumHeight(44)
        self.submit.setMinimumWidth(220)
        self.submit.clicked.connect(self._submit)
        row.addWidget(self.submit)
        lay.addLayout(row)
        lay.addWidget(self.error)
        lay.addStretch(1)
        self.shown = False
        self._guided = False  # the tutorial's amounts are put in once (guide_target)
        if self.envelopes:
            self._activate(self.envelopes[0])
        self._update()
        # Wrapped lines are as tall as the curtain's sheet width makes them: claim that height.
        self.setMinimumHeight(lay.totalHeightForWidth(SHEET_WIDTH))

    def showEvent(self, event) -> None:  # noqa: N802 (Qt name)
        """Once shown, make sure the sheet around it leaves room for everything on it."""
        super().showEvent(event)
        self._fit_window()  # before the first paint: no full sheet flashes by
        QTimer.singleShot(0, self, self._claim_room)

    def _claim_room(self) -> None:
        """The curtain sizes its sheet for one-line texts; claim what wrapped lines need."""
        sheet = self.parentWidget()
        layout = sheet.layout() if sheet is not None else None
        if sheet is None or layout is None:
            return
        short = layout.totalHeightForWidth(sheet.width()) - sheet.height()
        if short > 0:
            self.setMinimumHeight(self.minimumHeight() + short)
            self.updateGeometry()
        self._fit_window()  # the wrapped lines claimed may have made it too tall

    def _show_seal(self, again: bool = True) -> None:
        """Scroll the page so the total, its warning and the Seal button show (a warning that
        appears below the window's edge would leave Seal greyed out for no reason seen)."""
        scroll = page_of(self)
        inner = scroll.widget() if scroll is not None else None
        if scroll is None or inner is None or not self.submit.isVisible():
            return
        self._claim_room()  # the warning's lines
        layout = inner.layout()
        if layout is not None:
            layout.activate()  # the page's new height before scrolling to its foot
        height = max(inner.heightForWidth(inner.width()), scroll.viewport().height())
        inner.resize(inner.width(), height)  # the scroll bar's range follows at once
        bar = scroll.verticalScrollBar()
        bar.setValue(bar.maximum())  # Seal is the last thing on the page
        if again:  # once more when the warning has wrapped at its width (a line more)
            QTimer.singleShot(0, self, lambda: self._show_seal(again=False))

    def _too_tall(self) -> bool:
        """Whether the page around the sheet is taller than the window shows (it would scroll
        the Seal button out of sight: ten envelopes at 1000x680)."""
        scroll = page_of(self)
        inner = scroll.widget() if scroll is not None else None
        if scroll is None or inner is None:
            return False
        return inner.sizeHint().height() > scroll.viewport().height()

    def _fit_window(self) -> None:
        """Envelopes on one line each and the keypad in one row, once the sheet would not fit
        the window."""
        if self.compact or not self._too_tall():
            return
        self.compact = True
        self._grid.setSpacing(4)
        layout = self.layout()
        assert layout is not None
        layout.setSpacing(6)
        for env in self.envelopes:
            env.set_compact(True)
        pads = self.pads.layout()
        assert pads is not None
        pads.invalidate()
        self.pads.updateGeometry()  # the keypad's item forgets the two rows' height
        self._grid.invalidate()
        layout.invalidate()
        # the compact sheet's own height (the full sheet's claim was taller)
        self.setMinimumHeight(layout.totalHeightForWidth(max(self.width(), SHEET_WIDTH)))
        self.updateGeometry()

    def heightForWidth(self, width: int) -> int:  # noqa: N802 (Qt name)
        """Never less than the height claimed for the sheet's width."""
        layout = self.layout()
        claimed = layout.totalHeightForWidth(width) if layout is not None else 0
        return max(claimed, self.minimumHeight())

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt name)
        """The height the sheet's width needs (the curtain sizes its sheet by hints)."""
        return QSize(SHEET_WIDTH, self.heightForWidth(SHEET_WIDTH))

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt name)
        """As tall as sizeHint: the wrapped lines need it."""
        return self.sizeHint()

    # ----- content ----------------------------------------------------------------------------
    def _intro(self) -> QLabel:
        if self.contract:
            text = self.tr(
                "The highest single bid wins the contract and is paid to the bank; your new "
                "member then waits on the face-down lot (BOR-12)."
            )
        elif self.view.get("envelope_money") == "alt1":
            text = self.tr(
                "The highest single envelope wins each contact. Alt 1: every envelope is paid "
                "to the bank, won or not (BOR-10)."
            )
        else:
            text = self.tr(
                "The highest single envelope wins each contact. Alt 2: only winning envelopes "
                "are paid; the others come back (BOR-10)."
            )
        label = typed.label(text)
        label.setWordWrap(True)
        label.setStyleSheet(f"color: {INK}; font-size: {pt(10.5)};")
        return label

    def _slots(self) -> list[tuple[str, str, str, str]]:
        if self.contract:
            pos = self.view.get("contract_lot")
            lot = self._lot(pos)
            label = lot.get("label", "") if lot else ""
            title = self.tr("The contract on {lot}").format(lot=label)
            return [("contract", title, "", self.tr("Your sealed bid (BOR-12)"))]
        out = []
        for c in self.view.get("contacts") or []:
            if c.get("on_auction"):
                gloss = words.gloss(c["name"], c.get("english", ""))
                out.append((c["id"], c["name"], gloss, words.name(c.get("effect", ""))))
        return out

    def _lot(self, pos: Any) -> dict[str, Any] | None:
        for lot in self.view.get("lots") or []:
            if lot.get("pos") == pos:
                return lot
        return None

    def _known_lines(self) -> list[str]:
        """What only this family knows: lots it looked at with Informatören (BOR-24)."""
        lines = []
        for lot in self.view.get("lots") or []:
            if lot.get("face_up") or not lot.get("peeked") or "name" not in lot:
                continue
            contract = int(lot.get("contract", 0))
            deal = (
                self.tr("contract {amount}").format(amount=_money(contract))
                if contract
                else self.tr("no contract")
            )
            lines.append(
                self.tr("{lot} is {name}: {category}, value {value}, {deal}").format(
                    lot=lot["label"],
                    name=lot["name"],
                    category=lot.get("category", ""),
                    value=lot.get("value", 0),
                    deal=deal,
                )
            )
        if lines:
            lines.insert(0, self.tr("Your informant told you (only you see this):"))
        return lines

    # ----- entering ---------------------------------------------------------------------------
    def _activate(self, env: BorgataEnvelope) -> None:
        for other in self.envelopes:
            other.set_active(other is env)
        if self.pads.indexOf(env.pad) < 0:
            self.pads.addWidget(env.pad)
        self.pads.setCurrentWidget(env.pad)
        self.pads.setToolTip(self.tr("Keypad for the envelope on {name}").format(name=env.title))
        self.active = env

    def _advance(self, env: BorgataEnvelope) -> None:
        k = self.envelopes.index(env)
        nxt = self.envelopes[(k + 1) % len(self.envelopes)]
        self._activate(nxt)
        nxt.field.setFocus()

    def _toggle_shown(self, shown: bool) -> None:
        self.shown = shown
        for env in self.envelopes:
            env.set_shown(shown)
        self._update()

    def guide_target(self, spec: dict[str, Any]) -> QWidget | None:
        """For the tutorial's guide: the step's amounts put in the envelopes once (the learner
        may change them), then the Seal button; None for another seat's or kind's entry."""
        if spec.get("seat") != self.context.seat:
            return None
        if self.contract and spec.get("type") == "ContractBid":
            amounts = {"contract": spec.get("amount", 0)}
        elif not self.contract and spec.get("type") == "Envelopes":
            amounts = {str(k): v for k, v in spec.get("amounts", [])}
        else:
            return None
        if not self._guided:
            self._guided = True
            for key, env in self.rows.items():
                amount = amounts.get(key, 0)
                env.field.setText(str(amount) if isinstance(amount, int) and amount else "")
        return self.submit

    def entry_field(self) -> QWidget | None:
        """Typing goes to the first envelope as soon as the page opens."""
        return self.envelopes[0].field if self.envelopes else None

    def sealed_summary(self) -> str:
        """That the entry is in, and how many envelopes: never the amounts."""
        if self.contract:
            return self.tr("Your contract bid is sealed. Nobody sees it before the reveal.")
        return plural(
            len(self.envelopes),
            self.tr("Your envelope is sealed. Nobody sees it before the reveal."),
            self.tr("Your {n} envelopes are sealed. Nobody sees them before the reveal."),
        )

    def total_amount(self) -> int:
        """All envelopes together."""
        return sum(env.amount for env in self.envelopes)

    def _update(self) -> None:
        total = self.total_amount()
        shown = _money(total) if self.shown else MASK
        line = (
            self.tr("Your bid: {total} of your {cash}")
            if self.contract
            else self.tr("In your envelopes: {total} of your {cash}")
        )
        self.total.setText(line.format(total=shown, cash=_money(self.cash)))
        over = total > self.cash
        if over != self.over.isVisibleTo(self):  # the warning comes or goes: keep Seal in sight
            QTimer.singleShot(0, self, self._show_seal)
        self.over.setVisible(over)
        if over and self.contract:
            self.over.setText(
                self.tr("Too much: you have only {cash}. Lower your bid before you seal.").format(
                    cash=_money(self.cash)
                )
            )
        elif over:
            self.over.setText(
                self.tr(
                    "Too much: your envelopes hold more than your {cash}. Take some money out "
                    "before you seal."
                ).format(cash=_money(self.cash))
            )
        self.submit.setEnabled(not over)
        repolish(self.submit)
        self.error.hide()

    def action(self):
        """The sealed action for what is entered."""
        seat = self.context.seat
        if self.contract:
            return ContractBid(seat, self.total_amount())
        return Envelopes(seat, tuple((env.key, env.amount) for env in self.envelopes))

    def _submit(self) -> None:
        if self.total_amount() > self.cash:
            return
        self.chosen.emit(self.action())


@register("envelopes", game="borgata", private=True)
def envelope_sheet(context: PanelContext, parent: QWidget | None = None) -> DecisionPanel:
    """Phase 1's envelopes (BOR-10)."""
    return BorgataSheet(context, parent)


@register("contract_bid", game="borgata", private=True)
def contract_sheet(context: PanelContext, parent: QWidget | None = None) -> DecisionPanel:
    """Phase 3's sealed contract bid (BOR-12)."""
    return BorgataSheet(context, parent)
