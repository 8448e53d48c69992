"""The common opening of Borgata's envelopes (BOR-10) and contract bids (BOR-12), for the table.

Built only from the public reveal event and the public events after it: every family's envelope,
contact by contact, the winner's cell in its colour, tied highest envelopes marked, and what each
family paid under the chosen Alt. Rows open one after another at the table's animation speed.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from stadsliv_qt.engine import Event

from ... import tokens, typed, words
from ...reveal import Stepper
from ...style import INK, LINE, MUTED, pt

SEALED = "✉"
RESULT_MOST = 240  # the result column's least width; a longer result wraps onto a second line


def _money(amount: int) -> str:
    """An amount that a wrapped result never breaks ("560 Dollar" stays on one line)."""
    return words.money_whole(amount, "usd")


def _cell(text: str, style: str = "", bold: bool = False) -> QLabel:
    label = typed.label(text)
    label.setAlignment(Qt.AlignmentFlag.AlignCenter)
    label.setMinimumHeight(32)
    weight = "font-weight: 700;" if bold else ""
    label.setStyleSheet(f"QLabel {{ font-size: {pt(12.5)}; {weight} border-radius: 6px; {style} }}")
    return label


class BorgataReveal(QWidget):
    """All envelopes opened together; one row per contact (or the single contract)."""

    def __init__(
        self,
        reveal: Event,
        after: list[Event],
        looks: list[tuple[str, str, str]],
        view: dict[str, Any],
        delay: Callable[[int], int],
    ) -> None:
        super().__init__()
        self.looks = looks
        self.contract = "bids" in reveal.data
        self.names = [n for n, _, _ in looks]
        self.alt1 = view.get("envelope_money") == "alt1"
        self.rows: list[list[QLabel]] = []  # per row: the amount cells then the result
        self.opened = 0
        self.texts_shown: list[str] = []
        contact_names = {c["id"]: c["name"] for c in view.get("contacts") or []}
        self._table = self._rows_from(reveal, after, contact_names)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(10)
        contract = self.contract
        title = typed.label(
            self.tr("The contract bids are opened")
            if contract
            else self.tr("The envelopes are opened")
        )
        title.setStyleSheet(f"font-size: {pt(20)}; font-weight: 700; color: #4A3B2E;")
        lay.addWidget(title)
        if contract:
            rule = self.tr(
                "The single highest bid wins the contract and is paid to the bank; a tie or no "
                "bid turns the lot up (BOR-12)."
            )
        elif self.alt1:
            rule = self.tr(
                "Alt 1: the single highest envelope wins each contact, and every envelope is "
                "paid to the bank, won or not (BOR-10)."
            )
        else:
            rule = self.tr(
                "Alt 2: the single highest envelope wins each contact and only the winning "
                "envelope is paid; the others come back. A tie or $0 wins nothing (BOR-10)."
            )
        sub = typed.label(rule)
        sub.setWordWrap(True)
        sub.setStyleSheet(f"color: {MUTED}; font-size: {pt(11)};")
        lay.addWidget(sub)
        grid = QGridLayout()
        grid.setHorizontalSpacing(8)
        grid.setVerticalSpacing(5)
        self._build(grid)
        frame = QFrame()
        frame.setObjectName("revealGrid")
        frame.setStyleSheet(f"QFrame#revealGrid {{ border-top: 1px solid {LINE}; }}")
        frame.setLayout(grid)
        lay.addWidget(frame)
        self.paid_label = typed.label()
        self.paid_label.setWordWrap(True)
        self.paid_label.setStyleSheet(f"color: {INK}; font-size: {pt(12)}; font-weight: 600;")
        lay.addWidget(self.paid_label)
        lay.addStretch(1)
        self.skip = QPushButton(self.tr("Open all now"))
        self.skip.clicked.connect(self.open_all)
        # one step per row; the table holds the panels, log and city until the last one
        self.stepper = Stepper(len(self._table), self._open_step, delay, parent=self)
        self.stepper.finished.connect(self._show_paid)
        QTimer.singleShot(0, self, self.stepper.start)  # unless the table has started it

    # ----- reading the events -----------------------------------------------------------------
    def _rows_from(
        self, reveal: Event, after: list[Event], contact_names: dict[str, str]
    ) -> list[dict[str, Any]]:
        """One dict per row: label, amounts per seat, winner, and the paid amount."""
        data = reveal.data
        index = {name: f for f, name in enumerate(self.names)}
        self.paid = [0] * len(self.names)
        rows: list[dict[str, Any]] = []
        if "bids" in data:
            amounts = [0] * len(self.names)
            for name, amount in data["bids"].items():
                if name in index:
                    amounts[index[name]] = int(amount)
            label = self.tr("The contract")
            winner = None
            for e in after:
                if e.kind == "contract_won":
                    winner = e.data["seat"]  # the engine's contract_won always names it
                    self.paid[winner] += int(e.data.get("amount", 0))
                    break
                if e.kind in ("turn_up", "reveal"):
                    break
            rows.append({"label": label, "amounts": amounts, "winner": winner})
            return rows
        envelopes = data.get("envelopes", {})
        order: list[str] = []
        for sealed in envelopes.values():
            for cid in sealed:
                if cid not in order:
                    order.append(cid)
        won: dict[str, int] = {}
        for e in after:
            if e.kind == "reveal":
                break
            if e.kind == "contact_won":
                won[e.data["contact"]] = e.data["seat"]  # contact_won always names both
                if not self.alt1:
                    self.paid[e.data["seat"]] += int(e.data.get("amount", 0))
            elif e.kind == "payment" and self.alt1:
                self.paid[e.data["seat"]] += int(e.data.get("amount", 0))
        for cid in order:
            amounts = [0] * len(self.names)
            for name, sealed in envelopes.items():
                if name in index:
                    amounts[index[name]] = int(sealed.get(cid, 0))
            rows.append(
                {"label": contact_names.get(cid, cid), "amounts": amounts, "winner": won.get(cid)}
            )
        return rows

    # ----- the grid ---------------------------------------------------------------------------
    def _build(self, grid: QGridLayout) -> None:
        head = typed.label(self.tr("Contact"))
        head.setStyleSheet(f"color: {MUTED}; font-weight: 600;")
        grid.addWidget(head, 0, 0)
        for f, (name, colour, shape) in enumerate(self.looks):
            box = QWidget()
            row = QHBoxLayout(box)
            row.setContentsMargins(0, 0, 0, 0)
            row.setSpacing(6)
            icon = typed.label()
            icon.setPixmap(tokens.token_pixmap(shape, colour, 20))
            row.addStretch(1)
            row.addWidget(icon)
            text = typed.label(name)
            text.setStyleSheet("font-weight: 700;")
            row.addWidget(text)
            row.addStretch(1)
            grid.addWidget(box, 0, 1 + f)
        result = typed.label(self.tr("Result"))
        result.setStyleSheet(f"color: {MUTED}; font-weight: 600;")
        grid.addWidget(result, 0, 1 + len(self.looks))
        width = self._result_width()
        for r, entry in enumerate(self._table):
            label = typed.label(entry["label"])
            label.setStyleSheet(f"font-size: {pt(12.5)}; font-weight: 700;")
            grid.addWidget(label, 1 + r, 0)
            cells = []
            for f in range(len(self.looks)):
                cell = _cell(SEALED, f"color: {MUTED}; background: #F1E7D6;")
                grid.addWidget(cell, 1 + r, 1 + f)
                cells.append(cell)
            outcome = typed.label("")
            outcome.setWordWrap(True)
            outcome.setMinimumWidth(width)
            outcome.setStyleSheet(f"font-size: {pt(11.5)};")
            grid.addWidget(outcome, 1 + r, 1 + len(self.looks))
            cells.append(outcome)
            self.rows.append(cells)
        grid.setColumnStretch(1 + len(self.looks), 1)  # a wide window keeps results on one line

    def _result_width(self) -> int:
        """Room for the longest result any row could show, on one line, up to RESULT_MOST (a
        longer one wraps: in German the table was 1,002 pixels wide and scrolled sideways).

        Measured from the sentences with every family's name and a wide amount, never from the
        results themselves: a column as wide as a result not yet opened would give it away.
        """
        font = QFont(self.font())
        font.setPointSizeF(11.5)
        metrics = QFontMetrics(font)
        wide = _money(88_888)
        texts = [
            self.tr("No money offered: nobody gets it"),
            self.tr("Tie at {amount}: nobody gets it").format(amount=wide),
        ]
        for name in self.names:
            texts.append(self.tr("{name} wins it").format(name=name))
            texts.append(self.tr("{name} wins and pays {amount}").format(name=name, amount=wide))
        return max(220, min(RESULT_MOST, max(metrics.horizontalAdvance(t) for t in texts) + 12))

    # ----- opening ----------------------------------------------------------------------------
    def open_next(self) -> None:
        """Open the next row."""
        self.stepper.next()

    def open_all(self) -> None:
        """Open every row at once."""
        self.stepper.show_all()

    def _open_step(self, r: int) -> None:
        self._open_row(r)
        self.opened = r + 1

    def _open_row(self, r: int) -> None:
        row = self._table[r]
        amounts, winner = row["amounts"], row["winner"]
        top = max(amounts) if amounts else 0
        tied = [f for f, a in enumerate(amounts) if a == top] if top and winner is None else []
        for f, amount in enumerate(amounts):
            cell = self.rows[r][f]
            text = _money(amount)
            if f == winner:
                _, colour, _ = self.looks[f]
                ink = tokens.ink_on(colour).name()
                cell.setStyleSheet(
                    f"QLabel {{ font-size: {pt(12.5)}; font-weight: 700; border-radius: 6px;"
                    f" background: {colour}; color: {ink}; }}"
                )
                text = "✓ " + text
            elif f in tied:
                cell.setStyleSheet(
                    f"QLabel {{ font-size: {pt(12.5)}; font-weight: 700; border-radius: 6px;"
                    " background: #FFF1C9; border: 2px solid #C9962B; color: #6B4C12; }"
                )
            else:
                colour = MUTED if amount == 0 else INK
                cell.setStyleSheet(
                    f"QLabel {{ font-size: {pt(12.5)}; border-radius: 6px; background: #FBF6EC;"
                    f" color: {colour}; }}"
                )
            cell.setText(text)
        outcome = self.rows[r][-1]
        if winner is not None:
            name = self.names[winner]
            if self.alt1 and not self.contract:
                text = self.tr("{name} wins it").format(name=name)
            else:
                text = self.tr("{name} wins and pays {amount}").format(
                    name=name, amount=_money(amounts[winner])
                )
        elif tied:
            text = self.tr("Tie at {amount}: nobody gets it").format(amount=_money(top))
        else:
            text = self.tr("No money offered: nobody gets it")
        outcome.setText(text)
        self.texts_shown.append(text)

    def _show_paid(self) -> None:
        self.skip.setEnabled(False)  # everything is open
        parts = [f"{self.names[f]} {_money(a)}" for f, a in enumerate(self.paid)]
        self.paid_label.setText(self.tr("Paid to the bank: {list}").format(list=" · ".join(parts)))

    def buttons(self) -> list[QPushButton]:
        """Extra buttons for the overlay's bottom row."""
        return [self.skip]
