"""Who plays each seat, on the seat panels: a computer's level, its "thinking" mark, and the menu
that hands a seat to a computer or back to a person (a player leaves the table, or joins)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QPoint, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu

from .panels import SeatPanels
from .session import Session
from .style import MUTED

KINDS = ("person", "easy", "medium", "hard")


def kind_name(kind: str) -> str:
    """A seat's player in words, in the UI language."""
    names = {
        "person": QCoreApplication.translate("Seats", "Person"),
        "easy": QCoreApplication.translate("Seats", "Computer (Easy)"),
        "medium": QCoreApplication.translate("Seats", "Computer (Medium)"),
        "hard": QCoreApplication.translate("Seats", "Computer (Hard)"),
    }
    return names.get(kind, kind)


class SeatControls:
    """The seat panels' player marks and hand-over menus for one session."""

    def __init__(
        self, panels: SeatPanels, session: Session, changed: Callable[[], None] | None = None
    ) -> None:
        self.panels = panels
        self.session = session
        self.thinking = -1
        self.menu: QMenu | None = None
        for panel in panels.panels:
            panel.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
            panel.setToolTip(
                QCoreApplication.translate(
                    "Seats", "Right-click to hand this seat to the computer or take it back."
                )
            )
            panel.customContextMenuRequested.connect(
                lambda pos, seat=panel.index: self.open_menu(seat, pos)
            )
        self.update()

    def update(self) -> None:
        """Show each computer seat's level, and the mark of the one thinking."""
        for panel in self.panels.panels:
            kind = self.session.players[panel.index]
            if kind == "person":
                panel.player.hide()
                continue
            text = kind_name(kind)
            if panel.index == self.thinking:
                text = QCoreApplication.translate("Seats", "{who}: thinking…").format(who=text)
                panel.player.setStyleSheet("color: #B03A2E; font-weight: 700;")
            else:
                panel.player.setStyleSheet(f"color: {MUTED}; font-weight: 600;")
            panel.player.setText(text)
            panel.player.show()

    def set_thinking(self, seat: int) -> None:
        """Mark the seat whose computer player is deciding (-1: none)."""
        self.thinking = seat
        self.update()

    def actions(self, seat: int) -> list[QAction]:
        """The menu's choices for a seat: every kind of player, the current one checked."""
        out = []
        for kind in KINDS:
            action = QAction(kind_name(kind))
            action.setCheckable(True)
            action.setChecked(self.session.players[seat] == kind)
            action.triggered.connect(lambda _on=False, k=kind: self.hand_over(seat, k))
            out.append(action)
        return out

    def open_menu(self, seat: int, pos: QPoint) -> None:
        """The hand-over menu at the pointer."""
        panel = self.panels.panels[seat]
        menu = QMenu(panel)
        title = QCoreApplication.translate("Seats", "Who plays {name}?").format(
            name=self.session.game.seats[seat].name
        )
        # a heading line, not addSection: the Fusion style draws a section as a bare separator
        heading = menu.addAction(title)
        heading.setEnabled(False)
        font = heading.font()
        font.setBold(True)
        heading.setFont(font)
        menu.addSeparator()
        self._menu_actions = self.actions(seat)
        for action in self._menu_actions:
            menu.addAction(action)
        self.menu = menu
        menu.popup(panel.mapToGlobal(pos))

    def hand_over(self, seat: int, kind: str) -> None:
        """Give the seat to a computer level or back to a person."""
        self.session.set_player(seat, kind)
