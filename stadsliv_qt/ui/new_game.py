"""The New Game dialog, built from the registry: the game, the seats, the declared options.

Names are checked with the engine's own clean_seat_names (non-empty, unique ignoring case, at
most 24 characters, trimmed, any printable Unicode); each problem is shown next to its field and
"Start game" stays disabled until all are fixed. Colours and token shapes stay distinct: picking
one another seat has swaps the two. The last set-up per game is remembered.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtGui import QRegularExpressionValidator
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from stadsliv_qt.engine import Game, OptionError, OptionSpec, Seat, registry
from stadsliv_qt.engine.options import MAX_NAME, clean_seat_names, resolve_options

from . import tokens, typed, words
from .flow import clear_layout
from .room import fit_size
from .seats import KINDS, kind_name
from .settings import Preferences
from .style import MUTED, pt, repolish

MAX_TYPED = 60  # the field accepts a bit more than allowed so the error can be shown


@dataclass
class GameSetup:
    """Everything needed to start a game."""

    game_id: str
    seats: list[Seat]
    options: dict[str, Any] = field(default_factory=dict)
    seed: int = 0


def build_game(setup: GameSetup) -> Game:
    """Start the game; OptionError says what the rules refuse."""
    return registry.get(setup.game_id)(setup.seats, setup.options, setup.seed)


def name_problems(names: list[str]) -> list[str]:
    """A sentence per name that cannot be used ('' for a good one), in the UI language."""
    problems = [""] * len(names)
    seen: dict[str, int] = {}
    for i, raw in enumerate(names):
        try:
            cleaned = clean_seat_names([raw], 1, 1)[0]
        except OptionError:
            trimmed = " ".join(raw.split())
            if not trimmed:
                problems[i] = QCoreApplication.translate("NewGameDialog", "Enter a name.")
            elif len(trimmed) > MAX_NAME:
                problems[i] = QCoreApplication.translate(
                    "NewGameDialog", "At most {max} characters (now {n})."
                ).format(max=MAX_NAME, n=len(trimmed))
            else:
                problems[i] = QCoreApplication.translate(
                    "NewGameDialog", "This name has characters that cannot be shown."
                )
            continue
        key = cleaned.casefold()
        if key in seen:
            problems[i] = QCoreApplication.translate(
                "NewGameDialog", "Player {n} already has this name."
            ).format(n=seen[key] + 1)
        else:
            seen[key] = i
    return problems


class SeatRow:
    """The widgets of one seat in the dialog."""

    def __init__(self, dialog: NewGameDialog, index: int, seat: Seat, kind: str = "person") -> None:
        self.index = index
        self.kind = QComboBox()  # a person, or a computer at one of the levels
        for value in KINDS:
            self.kind.addItem(kind_name(value), value)
        self.kind.setCurrentIndex(KINDS.index(kind) if kind in KINDS else 0)
        self.kind.setToolTip(
            QCoreApplication.translate(
                "NewGameDialog", "Who plays this seat: a person or the computer"
            )
        )
        self.kind.currentIndexChanged.connect(lambda _i: dialog.kind_changed(self))
        self.number = typed.label(str(index + 1))
        self.number.setStyleSheet(f"color: {MUTED}; font-weight: 600;")
        self.name = QLineEdit(seat.name)
        self.name.setMaxLength(MAX_TYPED)
        self.name.setPlaceholderText(QCoreApplication.translate("NewGameDialog", "Name"))
        self.name.setMinimumWidth(150)  # the dialog fits a 1024-wide screen in every language
        self.name.textChanged.connect(dialog.validate)
        self.colour = QComboBox()
        self.colour.setIconSize(QSize(18, 18))
        for colour in tokens.PALETTE:
            self.colour.addItem(tokens.swatch_icon(colour), tokens.colour_name(colour), colour)
        self.colour.setCurrentIndex(tokens.PALETTE.index(seat.colour))
        self.colour.setToolTip(
            QCoreApplication.translate("NewGameDialog", "Colour (colour-blind-safe palette)")
        )
        self.colour.currentIndexChanged.connect(lambda _i: dialog.colour_changed(self))
        self.token = QComboBox()
        self.token.setIconSize(QSize(20, 20))
        for shape in tokens.SHAPES:
            self.token.addItem(tokens.shape_name(shape), shape)
        self.token.setCurrentIndex(tokens.SHAPES.index(seat.token))
        self.token.setToolTip(QCoreApplication.translate("NewGameDialog", "Token shape"))
        self.token.currentIndexChanged.connect(lambda _i: dialog.token_changed(self))
        self.remove = QPushButton("✕")
        self.remove.setToolTip(QCoreApplication.translate("NewGameDialog", "Remove this player"))
        self.remove.setFixedWidth(36)
        self.remove.clicked.connect(lambda: dialog.remove_seat(self.index))
        self.error = typed.label()
        self.error.setProperty("role", "error")
        self.error.setWordWrap(True)
        self.error.hide()
        self.colour_value = seat.colour
        self.token_value = seat.token
        self.paint_tokens()

    def paint_tokens(self) -> None:
        """Token icons in this seat's colour."""
        for i, shape in enumerate(tokens.SHAPES):
            self.token.setItemIcon(i, tokens.token_pixmap(shape, self.colour.currentData(), 20))

    def seat(self) -> Seat:
        """The seat as entered (name trimmed later by the engine)."""
        return Seat(self.name.text(), self.colour.currentData(), self.token.currentData())

    def set_error(self, text: str) -> None:
        """Show a problem next to the name field."""
        self.error.setText(text)
        self.error.setVisible(bool(text))
        self.name.setProperty("invalid", bool(text))
        repolish(self.name)
        self.name.setToolTip(text)


class GameList(QListWidget):
    """The titles, each a word-wrapped card as wide as the list: the list is narrower on a small
    screen, and its cards are laid out again for the width it has."""

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt name)
        super().resizeEvent(event)
        self.reflow()

    def reflow(self) -> None:
        """Each card at the list's width, each row as tall as its card needs there."""
        width = max(120, self.viewport().width() - 2 * self.spacing())
        for row in range(self.count()):
            item = self.item(row)
            label = self.itemWidget(item)
            if label is None or label.width() == width:
                continue
            label.setFixedWidth(width)
            item.setSizeHint(QSize(width, label.heightForWidth(width) + 8))


class NewGameDialog(QDialog):
    """Pick a game, the players and the options; `game` holds the started game after OK."""

    def __init__(
        self, prefs: Preferences, parent: QWidget | None = None, game_id: str = ""
    ) -> None:
        super().__init__(parent)
        self.prefs = prefs
        self.game: Game | None = None
        self.setup: GameSetup | None = None
        self.setWindowTitle(self.tr("New game"))
        fit_size(self, 1040, 700, parent)
        self.classes = registry.games()
        self.rows: list[SeatRow] = []
        self._spare: list[Seat] = []  # players the chosen game has no seat for
        self._kinds: list[str] = []  # who plays each seat: "person" or a computer level
        self.option_widgets: dict[str, QWidget] = {}

        root = QHBoxLayout(self)
        root.setSpacing(16)
        left = QVBoxLayout()
        heading = typed.label(self.tr("Game"))
        heading.setProperty("role", "heading")
        left.addWidget(heading)
        self.game_list = GameList()
        self.game_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.game_list.setMinimumWidth(250)
        self.game_list.setMaximumWidth(340)
        self.game_list.setSpacing(2)
        for cls in self.classes:
            info = cls.info
            item = QListWidgetItem()
            item.setData(Qt.ItemDataRole.UserRole, info.id)
            label = QLabel(
                f"<b style='font-size:{pt(12)}'>{info.title}</b><br>"
                f"<span style='color:{MUTED}'>{words.description(info)}</span><br>"
                f"<span style='color:{MUTED}; font-size:{pt(9)}'>"
                + self.tr("{low}–{high} players").format(low=info.min_seats, high=info.max_seats)
                + "</span>"
            )
            label.setWordWrap(True)
            label.setContentsMargins(8, 6, 8, 6)
            label.setStyleSheet("background: transparent;")
            label.setFixedWidth(290)
            item.setSizeHint(QSize(290, label.heightForWidth(290) + 8))
            self.game_list.addItem(item)
            self.game_list.setItemWidget(item, label)
        left.addWidget(self.game_list, 1)
        root.addLayout(left)

        right = QVBoxLayout()
        self.seat_box = QGroupBox(self.tr("Players"))
        seat_lay = QVBoxLayout(self.seat_box)
        self.seat_grid = QGridLayout()
        self.seat_grid.setHorizontalSpacing(8)
        self.seat_grid.setVerticalSpacing(2)
        seat_lay.addLayout(self.seat_grid)
        add_row = QHBoxLayout()
        self.add_button = QPushButton(self.tr("Add player"))
        self.add_button.clicked.connect(self.add_seat)
        add_row.addWidget(self.add_button)
        self.seat_count = typed.label()
        self.seat_count.setProperty("role", "muted")
        add_row.addWidget(self.seat_count, 1)
        seat_lay.addLayout(add_row)
        right.addWidget(self.seat_box)

        self.option_box = QGroupBox(self.tr("Options"))
        self.option_lay = QGridLayout(self.option_box)
        self.option_lay.setVerticalSpacing(2)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.option_box)
        scroll.setStyleSheet("QScrollArea > QWidget > QWidget { background: transparent; }")
        right.addWidget(scroll, 1)

        seed_row = QHBoxLayout()
        seed_label = typed.label(self.tr("Seed"))
        seed_row.addWidget(seed_label)
        self.seed = QLineEdit()
        self.seed.setPlaceholderText(self.tr("random"))
        self.seed.setValidator(QRegularExpressionValidator(r"\d{0,12}", self.seed))
        self.seed.setToolTip(
            self.tr("Leave empty for a random game; the same seed deals the same dice.")
        )
        self.seed.setMaximumWidth(200)
        seed_row.addWidget(self.seed)
        dice = QPushButton(self.tr("Pick one"))
        dice.clicked.connect(lambda: self.seed.setText(str(random.randrange(10**6))))
        seed_row.addWidget(dice)
        seed_row.addStretch(1)
        right.addLayout(seed_row)

        self.general_error = typed.label()
        self.general_error.setProperty("role", "error")
        self.general_error.setWordWrap(True)
        self.general_error.hide()
        right.addWidget(self.general_error)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok.setText(self.tr("Start game"))
        self.ok.setProperty("primary", True)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        right.addWidget(self.buttons)
        root.addLayout(right, 1)

        self.game_list.currentRowChanged.connect(self._game_chosen)
        ids = [c.info.id for c in self.classes]
        wanted = game_id or prefs.last_game
        self.game_list.setCurrentRow(ids.index(wanted) if wanted in ids else 0)

    # ----- the game and its remembered set-up ---------------------------------------------------
    @property
    def cls(self) -> type[Game]:
        """The chosen game class."""
        return self.classes[max(0, self.game_list.currentRow())]

    def _game_chosen(self, _row: int) -> None:
        info = self.cls.info
        memory = self.prefs.setup_for(info.id)
        if self.rows:
            # the same people are at the table: keep their names, colours and shapes
            self._build_seats(self._carried_seats())
        else:
            self._build_seats(self._remembered_seats(memory))
        self._build_options(info.options, memory.get("options", {}))
        self.validate()

    def _carried_seats(self) -> list[Seat]:
        """The players entered so far, fitted to the newly chosen game's number of seats.

        Players beyond the new game's maximum are kept aside and come back when a game with
        room for them is picked again.
        """
        info = self.cls.info
        carried = self.seats() + self._spare
        self._spare = carried[info.max_seats :]
        seats = carried[: info.max_seats]
        taken = {s.name.strip().casefold() for s in seats}
        n = len(seats)
        while len(seats) < max(2, info.min_seats):
            n += 1
            name = self.tr("Player {n}").format(n=n)
            if name.casefold() not in taken:
                seats.append(Seat(name))
        return self._distinct(seats)

    def _remembered_seats(self, memory: dict[str, Any]) -> list[Seat]:
        info = self.cls.info
        kinds = memory.get("players")
        self._kinds = (
            [k if k in KINDS else "person" for k in kinds] if isinstance(kinds, list) else []
        )
        low = max(2, info.min_seats)
        names = memory.get("names")
        if not isinstance(names, list) or not low <= len(names) <= info.max_seats:
            names = [self.tr("Player {n}").format(n=i + 1) for i in range(low)]
        names = [n if isinstance(n, str) else "" for n in names]
        colours, shapes = memory.get("colours"), memory.get("tokens")
        seats = []
        for i, name in enumerate(names):
            c = colours[i] if isinstance(colours, list) and i < len(colours) else ""
            t = shapes[i] if isinstance(shapes, list) and i < len(shapes) else ""
            seats.append(Seat(name, c, t))
        return self._distinct(seats)

    def _distinct(self, seats: list[Seat]) -> list[Seat]:
        """Keep valid, distinct colours and shapes; fill the rest with unused ones."""
        used_c: set[str] = set()
        used_t: set[str] = set()
        out = []
        for seat in seats:
            c = seat.colour if seat.colour in tokens.PALETTE and seat.colour not in used_c else ""
            t = seat.token if seat.token in tokens.SHAPES and seat.token not in used_t else ""
            c = c or next(x for x in tokens.PALETTE if x not in used_c)
            t = t or next(x for x in tokens.SHAPES if x not in used_t)
            used_c.add(c)
            used_t.add(t)
            out.append(Seat(seat.name, c, t))
        return out

    # ----- seats -----------------------------------------------------------------------------------
    def _build_seats(self, seats: list[Seat]) -> None:
        clear_layout(self.seat_grid)
        self.rows = []
        kinds = (self._kinds + ["person"] * len(seats))[: len(seats)]
        self._kinds = kinds
        for i, seat in enumerate(seats):
            row = SeatRow(self, i, seat, kinds[i])
            self.rows.append(row)
            self.seat_grid.addWidget(row.number, 2 * i, 0)
            self.seat_grid.addWidget(row.name, 2 * i, 1)
            self.seat_grid.addWidget(row.kind, 2 * i, 2)
            self.seat_grid.addWidget(row.colour, 2 * i, 3)
            self.seat_grid.addWidget(row.token, 2 * i, 4)
            self.seat_grid.addWidget(row.remove, 2 * i, 5)
            self.seat_grid.addWidget(row.error, 2 * i + 1, 1, 1, 5)
        self.seat_grid.setColumnStretch(1, 1)
        info = self.cls.info
        low = max(2, info.min_seats)
        for row in self.rows:
            row.remove.setEnabled(len(self.rows) > low)
        self.add_button.setEnabled(len(self.rows) < info.max_seats)
        self.seat_count.setText(
            self.tr("{n} of {low}–{high} players").format(
                n=len(self.rows), low=low, high=info.max_seats
            )
        )

    def seats(self) -> list[Seat]:
        """The seats as currently entered."""
        return [row.seat() for row in self.rows]

    def players(self) -> list[str]:
        """Who plays each seat: "person", or a computer level ("easy", "medium", "hard")."""
        return [row.kind.currentData() for row in self.rows]

    def kind_changed(self, row: SeatRow) -> None:
        """Remember the seat's player when the rows are built again (a seat added or removed)."""
        self._kinds[row.index] = row.kind.currentData()
        self.validate()

    def add_seat(self) -> None:
        """Add a player with a free colour, shape and name."""
        seats = self.seats()
        if len(seats) >= self.cls.info.max_seats:
            return
        taken = {s.name.strip().casefold() for s in seats}
        n = len(seats) + 1
        while self.tr("Player {n}").format(n=n).casefold() in taken:
            n += 1
        seats.append(Seat(self.tr("Player {n}").format(n=n)))
        self._spare = []
        self._build_seats(self._distinct(seats))
        self.rows[-1].name.setFocus()
        self.rows[-1].name.selectAll()
        self.validate()

    def remove_seat(self, index: int) -> None:
        """Remove a player (never below the game's minimum)."""
        seats = self.seats()
        if len(seats) <= max(2, self.cls.info.min_seats):
            return
        del seats[index]
        del self._kinds[index]
        self._spare = []
        self._build_seats(seats)
        self.validate()

    def colour_changed(self, row: SeatRow) -> None:
        """Keep colours distinct: the seat that had the new colour gets the old one."""
        new, old = row.colour.currentData(), row.colour_value
        for other in self.rows:
            if other is not row and other.colour.currentData() == new:
                other.colour.blockSignals(True)
                other.colour.setCurrentIndex(tokens.PALETTE.index(old))
                other.colour.blockSignals(False)
                other.colour_value = old
                other.paint_tokens()
        row.colour_value = new
        row.paint_tokens()

    def token_changed(self, row: SeatRow) -> None:
        """Keep shapes distinct: the seat that had the new shape gets the old one."""
        new, old = row.token.currentData(), row.token_value
        for other in self.rows:
            if other is not row and other.token.currentData() == new:
                other.token.blockSignals(True)
                other.token.setCurrentIndex(tokens.SHAPES.index(old))
                other.token.blockSignals(False)
                other.token_value = old
        row.token_value = new

    # ----- options --------------------------------------------------------------------------------
    def _build_options(self, specs: tuple[OptionSpec, ...], remembered: Any) -> None:
        clear_layout(self.option_lay)
        self.option_widgets = {}
        remembered = remembered if isinstance(remembered, dict) else {}
        if not specs:
            none = typed.label(self.tr("This game has no options."))
            none.setProperty("role", "muted")
            self.option_lay.addWidget(none, 0, 0)
        for i, spec in enumerate(specs):
            value = remembered.get(spec.name, spec.default)
            try:
                value = spec.check(value)
            except OptionError:
                value = spec.default
            widget = self._option_widget(spec, value)
            said = words.option_help(self.cls.info.id, spec)
            widget.setToolTip(f"{said} ({spec.rule})" if spec.rule else said)
            self.option_widgets[spec.name] = widget
            label = typed.label(words.option_label(self.cls.info.id, spec))
            label.setToolTip(widget.toolTip())
            help_line = typed.label(f"{said} · {spec.rule}" if spec.rule else said)
            help_line.setProperty("role", "muted")
            help_line.setWordWrap(True)
            if spec.type == "bool":
                self.option_lay.addWidget(widget, 2 * i, 0, 1, 2)
            else:
                self.option_lay.addWidget(label, 2 * i, 0)
                self.option_lay.addWidget(widget, 2 * i, 1)
            self.option_lay.addWidget(help_line, 2 * i + 1, 0, 1, 2)
        self.option_lay.setColumnStretch(1, 1)
        self.option_lay.setRowStretch(2 * len(specs) + 2, 1)

    def _option_widget(self, spec: OptionSpec, value: Any) -> QWidget:
        if spec.type == "bool":
            box = QCheckBox(words.option_label(self.cls.info.id, spec))
            box.setChecked(bool(value))
            return box
        if spec.type == "int":
            spin = QSpinBox()
            spin.setRange(
                spec.minimum if spec.minimum is not None else -(10**9),
                spec.maximum if spec.maximum is not None else 10**9,
            )
            spin.setSingleStep(spec.step)
            spin.setValue(int(value))
            spin.setMaximumWidth(160)
            spin.valueChanged.connect(self.validate)
            return spin
        combo = QComboBox()
        for choice, label in spec.choices:
            combo.addItem(words.choice_label(self.cls.info.id, spec, choice, label), choice)
        combo.setCurrentIndex([c for c, _ in spec.choices].index(value))
        # as wide as its longest choice ("Alt 2: Nur der siegreiche Umschlag wird bezahlt" was
        # cut at "beza" in 320 pixels), the rest of the row left to the label
        combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        combo.setMaximumWidth(max(320, combo.sizeHint().width()))
        return combo

    def options(self) -> dict[str, Any]:
        """The options as set in the dialog."""
        values: dict[str, Any] = {}
        for name, widget in self.option_widgets.items():
            if isinstance(widget, QCheckBox):
                values[name] = widget.isChecked()
            elif isinstance(widget, QSpinBox):
                values[name] = widget.value()
            elif isinstance(widget, QComboBox):
                values[name] = widget.currentData()
        return values

    # ----- validation and result ---------------------------------------------------------------------
    def validate(self) -> bool:
        """Show every problem next to its field; enable 'Start game' only when there is none."""
        problems = name_problems([row.name.text() for row in self.rows])
        for row, problem in zip(self.rows, problems, strict=True):
            row.set_error(problem)
        general = ""
        if not any(problems):
            info = self.cls.info
            try:
                clean_seat_names([r.name.text() for r in self.rows], info.min_seats, info.max_seats)
                resolve_options(info.options, self.options())
            except OptionError as exc:
                general = words.refusal(exc)
        self.general_error.setText(general)
        self.general_error.setVisible(bool(general))
        ok = not any(problems) and not general
        self.ok.setEnabled(ok)
        repolish(self.ok)
        return ok

    def accept(self) -> None:
        """Start the game, or show why the rules refuse this set-up."""
        if not self.validate():
            return
        seats = self.seats()
        text = self.seed.text().strip()
        seed = int(text) if text else random.randrange(2**31)
        setup = GameSetup(self.cls.info.id, seats, self.options(), seed)
        try:
            self.game = build_game(setup)
        except OptionError as exc:
            self.general_error.setText(words.refusal(exc))
            self.general_error.show()
            return
        setup.seats = list(self.game.seats)
        self.setup = setup
        self.prefs.remember_setup(
            setup.game_id,
            {
                "names": [s.name for s in self.game.seats],
                "colours": [s.colour for s in seats],
                "tokens": [s.token for s in seats],
                "players": self.players(),
                "options": setup.options,
            },
        )
        super().accept()
