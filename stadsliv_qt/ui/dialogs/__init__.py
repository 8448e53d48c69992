"""Decision panels keyed by the decision's `tag`, with generic fall-backs for any game.

A game-specific dialog registers itself for a tag (optionally for one game only):

    @register("vote", game="stadsliv", private=True)
    class VotePanel(DecisionPanel): ...

A title's panels live in its table package (ui/titles/<game id>/), registered when discovery
imports it. The table asks `create_panel(context)` (choose.py); without a registered panel it
uses the generic ones: an amount entry (masked keypad behind the curtain) when the actions differ
only in an integer amount, else a list of the legal actions. `private=True` sends a SEAT decision
behind the curtain; SEALED decisions always go there.
"""

from __future__ import annotations

import dataclasses
import importlib
import math
import pkgutil
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, TypeVar

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QWidget

from stadsliv_qt.engine import Action, Decision, Game, Kind

from .. import tokens, typed
from ..titles import tables

G = TypeVar("G", bound=Game)


@dataclass
class PanelContext:
    """What a decision panel may use: the game (read only), the seat and its legal actions."""

    game: Game
    seat: int
    decision: Decision
    actions: list[Action]
    private: bool
    private_lines: list[str] = field(default_factory=list)
    # the public view the table has just drawn from (the same state): not computed again
    public: dict[str, Any] | None = None

    def view(self) -> dict[str, Any]:
        """The seat's own view behind the curtain, the public view otherwise."""
        return self.game.view(self.seat) if self.private else self.public_view()

    def public_view(self) -> dict[str, Any]:
        """The public view (the table's, when it gave one)."""
        return self.public if self.public is not None else self.game.view(None)

    def game_as(self, cls: type[G]) -> G:
        """The game as its title's own class, so a title's panel reads it with its real types."""
        if not isinstance(self.game, cls):
            raise TypeError(f"a {cls.__name__} panel was given a {type(self.game).__name__}")
        return self.game

    @property
    def name(self) -> str:
        """The seat's player name."""
        return self.game.seats[self.seat].name

    @property
    def colour(self) -> str:
        """The seat's colour."""
        return tokens.seat_colour(self.game.seats[self.seat].colour, self.seat)

    @property
    def token(self) -> str:
        """The seat's token shape."""
        return tokens.seat_shape(self.game.seats[self.seat].token, self.seat)


class DecisionPanel(QWidget):
    """Base of every decision panel: emits `chosen` with an Action; shows refusals."""

    chosen = Signal(object)

    def __init__(self, context: PanelContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.error = typed.label()
        self.error.setProperty("role", "error")
        self.error.setWordWrap(True)
        self.error.hide()

    def refuse(self, sentence: str) -> None:
        """Show why the engine refused the last choice; the panel stays open."""
        self.error.setText(sentence)
        self.error.setVisible(bool(sentence))

    def update_from(self, context: PanelContext) -> bool:
        """Show the next decision of the same kind in place (True), so the table need not build
        a new panel on every step; False (the default) if this panel cannot."""
        return False

    def entry_field(self) -> QWidget | None:
        """The field typing goes to when the page opens (the curtain focuses it), if any."""
        return None

    def sealed_summary(self) -> str:
        """What the sealed page may say of this entry without its amounts ('' for the default)."""
        return ""


Factory = Callable[[PanelContext, QWidget | None], DecisionPanel]


@dataclass(frozen=True)
class PanelEntry:
    """A registered panel factory and whether its decision is private."""

    factory: Factory
    private: bool


_PANELS: dict[tuple[str | None, str], PanelEntry] = {}
_discovered = False


def register(tag: str, *, game: str | None = None, private: bool = False) -> Callable:
    """Decorator: use this panel class or factory for decisions with `tag` (in `game`, or any)."""

    def deco(factory: Factory) -> Factory:
        _PANELS[(game, tag)] = PanelEntry(factory, private)
        return factory

    return deco


def _discover() -> None:
    global _discovered
    if _discovered:
        return
    _discovered = True
    for mod in pkgutil.iter_modules(__path__):
        importlib.import_module(f"{__name__}.{mod.name}")
    tables()


def discover() -> None:
    """Import every shared dialog module and every title's table once, so that their panels and
    adapters are registered."""
    _discover()


def lookup(game_id: str, tag: str) -> PanelEntry | None:
    """The panel registered for this game's tag, or for the tag in any game."""
    _discover()
    if not tag:
        return None
    return _PANELS.get((game_id, tag)) or _PANELS.get((None, tag))


def is_private(game_id: str, decision: Decision) -> bool:
    """True if the decision's input must be given behind the curtain."""
    if decision.kind is Kind.SEALED:
        return True
    if decision.kind is Kind.SEAT:
        entry = lookup(game_id, decision.tag)
        return bool(entry and entry.private)
    return False


@dataclass(frozen=True)
class AmountSpec:
    """Legal actions that differ only in one integer field, plus any other actions."""

    template: Action
    field: str
    low: int
    high: int
    others: tuple[Action, ...]
    step: int = 1

    def make(self, amount: int) -> Action:
        """The action with this amount (the engine decides whether it is legal)."""
        return dataclasses.replace(self.template, **{self.field: amount})


def amount_spec(actions: list[Action]) -> AmountSpec | None:
    """Recognise 'an amount' among legal actions: one class, one varying int field."""
    groups: dict[type, list[Action]] = {}
    for action in actions:
        groups.setdefault(type(action), []).append(action)
    for cls, group in sorted(groups.items(), key=lambda kv: -len(kv[1])):
        if len(group) < 2 or not dataclasses.is_dataclass(cls):
            continue
        names = [f.name for f in dataclasses.fields(cls) if f.name != "seat"]
        varying = [n for n in names if len({repr(getattr(a, n)) for a in group}) > 1]
        if len(varying) != 1:
            continue
        values = [getattr(a, varying[0]) for a in group]
        if all(type(v) is int for v in values):
            others = tuple(a for a in actions if type(a) is not cls)
            ordered = sorted(set(values))
            step = math.gcd(*(b - a for a, b in zip(ordered, ordered[1:], strict=False))) or 1
            return AmountSpec(group[0], varying[0], ordered[0], ordered[-1], others, step)
    return None
