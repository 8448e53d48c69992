"""The secret vote: yes or no behind the curtain, then one reveal: every vote, then the tally.

`VotePanel` is registered for the tag "vote" in every game. It is not marked private: a SEALED
vote goes behind the curtain anyway, and an open vote (a SEAT decision, e.g. Glad-o-polis's open
variant) is cast in the open. The seat picks yes or no, then casts; casting without a choice is
refused on the panel.

`VoteReveal` is the one reveal the table shows once all votes are in: every voter's vote opened
one after another, then the tally (a staged reveal: the table waits for its last step). It reads
the public reveal event (kind "reveal") in either form the engines use: `votes={"0": true, ...}`
or `yes=[seats], no=[seats]`. A game may register a "vote" adapter returning extra lines (the motion's
text) for the panel: `fn(context) -> list[str]`.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from stadsliv_qt.engine import Action, Event, Game

from .. import tokens, typed, words
from ..reveal import COVERS_CARDS, Stepper
from ..style import CARD, INK, LINE, MUTED, pt, repolish
from . import DecisionPanel, PanelContext, register
from .common import adapter, heading, muted, seat_look

SEALED_VOTE = "…"  # a vote not opened yet
YES_COLOUR = "#2F6B63"
NO_COLOUR = "#A8322A"


def _yes_no(actions: list[Action]) -> tuple[Action | None, Action | None]:
    """The yes and the no action among the legal ones (a bool field named yes)."""
    yes = no = None
    for action in actions:
        answer = getattr(action, "yes", None)
        if dataclasses.is_dataclass(action) and isinstance(answer, bool):
            if answer:
                yes = action
            else:
                no = action
    return yes, no


@register("vote")
class VotePanel(DecisionPanel):
    """Two big choices, Yes and No, and a Cast button; nothing is sent before Cast."""

    def __init__(self, context: PanelContext, parent: QWidget | None = None) -> None:
        super().__init__(context, parent)
        self.yes_action, self.no_action = _yes_no(context.actions)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(10)
        reader = adapter("vote", context.game.info.id)
        for i, line in enumerate(reader(context) if reader else []):
            text = words.name(line)  # the motion's text may come as the engine's message
            label = typed.label(text) if i == 0 else muted(text)
            label.setWordWrap(True)
            if i == 0:
                label.setStyleSheet(f"font-size: {pt(12)};")
            lay.addWidget(label)
        if context.private:
            lay.addWidget(muted(self.tr("Your vote stays secret until everyone has voted.")))
        choices = QHBoxLayout()
        self.group = QButtonGroup(self)
        self.group.setExclusive(True)
        self.yes = self._choice(self.tr("Yes"), YES_COLOUR)
        self.no = self._choice(self.tr("No"), NO_COLOUR)
        for button in (self.yes, self.no):
            self.group.addButton(button)
            choices.addWidget(button)
        self.yes.setEnabled(self.yes_action is not None)
        self.no.setEnabled(self.no_action is not None)
        lay.addLayout(choices)
        self.cast = QPushButton(self.tr("Cast my vote"))
        self.cast.setProperty("primary", True)
        self.cast.setMinimumHeight(44)
        self.cast.clicked.connect(self.submit)
        lay.addWidget(self.cast)
        lay.addWidget(self.error)

    def _choice(self, text: str, colour: str) -> QPushButton:
        button = QPushButton(typed.button_text(text))
        button.setCheckable(True)
        button.setMinimumSize(150, 64)
        button.setStyleSheet(
            f"QPushButton {{ font-size: {pt(17)}; font-weight: 700; border: 2px solid {LINE};"
            f" border-radius: 10px; background: {CARD}; color: {colour}; }}"
            f"QPushButton:checked {{ background: {colour}; color: white; border-color: {colour}; }}"
        )
        button.toggled.connect(lambda _on: self.refuse(""))
        return button

    @property
    def choice(self) -> bool | None:
        """True for yes, False for no, None before a choice."""
        if self.yes.isChecked():
            return True
        if self.no.isChecked():
            return False
        return None

    def submit(self) -> None:
        """Send the chosen vote; refuse when nothing is chosen yet."""
        choice = self.choice
        if choice is None:
            self.refuse(self.tr("Choose yes or no first."))
            return
        action = self.yes_action if choice else self.no_action
        if action is not None:
            self.chosen.emit(action)

    def shortcuts(self) -> dict[str, Any]:
        """1 yes, 2 no, Space casts (for open votes on the action bar)."""
        return {"1": self.yes.click, "2": self.no.click, "Space": self.submit}


def votes_in(event: Event) -> dict[int, bool] | None:
    """Every seat's vote from a public reveal event, or None if the event reveals no votes."""
    if event.kind != "reveal" or event.to is not None:
        return None
    data = event.data
    raw = data.get("votes")
    if isinstance(raw, dict) and raw:
        try:
            return {int(k): bool(v) for k, v in raw.items()}
        except (TypeError, ValueError):
            return None
    yes, no = data.get("yes"), data.get("no")
    if isinstance(yes, list) and isinstance(no, list) and (yes or no):
        out = {int(s): True for s in yes}
        out.update({int(s): False for s in no})
        return out
    return None


class VoteReveal(QFrame):
    """Every voter's row, their votes opened one by one, then the tally in big figures."""

    closed = Signal()

    def __init__(
        self,
        game: Game,
        votes: dict[int, bool],
        outcome: str = "",
        question: str = "",
        delay: Callable[[int], int] | None = None,
    ) -> None:
        super().__init__()
        self.setObjectName("voteReveal")
        self.setProperty(COVERS_CARDS, True)  # a rule card raised later stays under it
        self.setStyleSheet(
            f"QFrame#voteReveal {{ background: {CARD}; border: 2px solid {LINE};"
            " border-radius: 16px; }"
            f" QFrame#voteReveal QLabel {{ color: {INK}; background: transparent; }}"
        )
        self.votes = dict(votes)
        self.order = sorted(votes)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(26, 18, 26, 18)
        lay.setSpacing(10)
        lay.addWidget(heading(self.tr("The votes are revealed"), 16))
        if question:
            lay.addWidget(muted(question))
        yes = sum(1 for v in votes.values() if v)
        no = len(votes) - yes
        self._tally_text = self.tr("{yes} yes · {no} no").format(yes=yes, no=no)
        tally = QHBoxLayout()
        self.tally = typed.label(SEALED_VOTE)  # the count comes last, after every vote is open
        self.tally.setStyleSheet(f"font-size: {pt(24)}; font-weight: 800;")
        self.tally.setAlignment(Qt.AlignmentFlag.AlignCenter)
        tally.addWidget(self.tally, 1)
        lay.addLayout(tally)
        grid = QGridLayout()
        grid.setHorizontalSpacing(14)
        grid.setVerticalSpacing(6)
        self.words: list[QLabel] = []
        for i, seat in enumerate(self.order):
            name, colour, token = seat_look(game, seat)
            icon = typed.label()
            icon.setPixmap(tokens.token_pixmap(token, colour, 22))
            grid.addWidget(icon, i, 0)
            grid.addWidget(typed.label(name), i, 1)
            word = typed.label(SEALED_VOTE)
            word.setStyleSheet(f"font-weight: 700; color: {MUTED}; background: transparent;")
            grid.addWidget(word, i, 2)
            self.words.append(word)
        grid.setColumnStretch(3, 1)
        lay.addLayout(grid)
        self.outcome: QLabel | None = None
        if outcome:
            self.outcome = typed.label(outcome)
            self.outcome.setWordWrap(True)
            self.outcome.setStyleSheet(f"font-weight: 600; color: {MUTED if not yes else INK};")
            policy = self.outcome.sizePolicy()
            policy.setRetainSizeWhenHidden(True)  # the card keeps its size when it shows
            self.outcome.setSizePolicy(policy)
            self.outcome.hide()
            lay.addWidget(self.outcome)
        self.ok = QPushButton(self.tr("Continue"))
        self.ok.setProperty("primary", True)
        repolish(self.ok)
        self.ok.clicked.connect(self._close)
        lay.addWidget(self.ok, 0, Qt.AlignmentFlag.AlignRight)
        self.setMinimumWidth(360)
        # one step per voter, then the tally and what followed; the table waits for the last
        self.stepper = Stepper(len(self.order) + 1, self._open, delay or (lambda ms: 0), 300, 450)
        self.stepper.setParent(self)

    def _open(self, k: int) -> None:
        if k < len(self.order):
            vote = self.votes[self.order[k]]
            word = self.words[k]
            word.setText(self.tr("yes") if vote else self.tr("no"))
            word.setStyleSheet(
                f"font-weight: 700; color: {YES_COLOUR if vote else NO_COLOUR};"
                " background: transparent;"
            )
            return
        self.tally.setText(self._tally_text)
        if self.outcome is not None:
            self.outcome.show()

    def _close(self) -> None:
        self.stepper.show_all()  # closing early shows the rest on the table
        self.hide()
        self.closed.emit()
        self.deleteLater()


def outcome_after(events: list[Event], reveal: Event) -> str:
    """The public lines right after the reveal (tie-break, accepted/failed), as one text."""
    try:
        start = events.index(reveal) + 1
    except ValueError:
        return ""
    lines = []
    for event in events[start : start + 3]:
        if event.to is not None or event.kind in ("turn", "reveal"):
            break
        lines.append(words.line(event))
    return "\n".join(lines)
