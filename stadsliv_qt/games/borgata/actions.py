"""Borgata's actions: frozen dataclasses naming lots as (row, col), each with a log sentence.

The sentences never hold a sealed amount: Envelopes and ContractBid describe themselves only as
"sealed" (BOR-27), since undo menus and logs show describe().
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import ClassVar

from stadsliv_qt.engine import Action

Pos = tuple[int, int]


def _at(pos: Pos) -> str:
    return f"{'ABCDE'[pos[1]]}{pos[0] + 1}" if _valid(pos) else "?"


def _valid(pos: object) -> bool:
    return (
        isinstance(pos, tuple)
        and len(pos) == 2
        and all(isinstance(v, int) and 0 <= v < 5 for v in pos)
    )


@dataclass(frozen=True)
class Place(Action):
    """BOR-06: put one starting member on a lot around Stadshuset."""

    lot: Pos = (1, 1)

    def describe(self) -> str:
        return f"places a member on {_at(self.lot)}"


@dataclass(frozen=True)
class Envelopes(Action):
    """BOR-10: one sealed envelope per free contact, as (contact id, dollars) pairs."""

    amounts: tuple[tuple[str, int], ...] = ()

    def amount(self, contact: str) -> int:
        """Dollars in the envelope for this contact ($0 if none was given)."""
        for cid, dollars in self.amounts:
            if cid == contact:
                return dollars
        return 0

    def describe(self) -> str:
        return "seals its envelopes"


@dataclass(frozen=True)
class Block(Action):
    """BOR-11: the controller of a value-5 lot blocks (or not) collection from its category."""

    lot: Pos = (2, 2)
    block: bool = False

    def describe(self) -> str:
        return f"{'blocks' if self.block else 'does not block'} the category of {_at(self.lot)}"


@dataclass(frozen=True)
class Collect(Action):
    """BOR-11: collect from a controlled lot with a police car (one member is arrested)."""

    lot: Pos = (0, 0)

    def describe(self) -> str:
        return f"collects at {_at(self.lot)} despite the police car"


@dataclass(frozen=True)
class Done(Action):
    """Finish collecting (police lots left alone) or recruiting."""

    def describe(self) -> str:
        return "is done"


@dataclass(frozen=True)
class NameLot(Action):
    """BOR-12: name the face-down lot that is offered as this round's contract."""

    lot: Pos = (0, 1)

    def describe(self) -> str:
        return f"names the face-down lot {_at(self.lot)}"


@dataclass(frozen=True)
class ContractBid(Action):
    """BOR-12: a sealed bid for the named contract."""

    amount: int = 0

    def describe(self) -> str:
        return "seals a contract bid"


@dataclass(frozen=True)
class Step(Action):
    """BOR-13: move one member one step, diagonals allowed."""

    frm: Pos = (1, 1)
    to: Pos = (1, 2)

    def describe(self) -> str:
        return f"moves a member from {_at(self.frm)} to {_at(self.to)}"


@dataclass(frozen=True)
class Pass(Action):
    """BOR-13: stop moving for this round."""

    def describe(self) -> str:
        return "passes"


@dataclass(frozen=True)
class ContactAction(Action):
    """Base of the plays of an active contact: `contact` names the contact played."""

    contact: ClassVar[str] = ""


@dataclass(frozen=True)
class Assassinate(ContactAction):
    """BOR-17 Lönnmördaren: kill one member of family `target` on `lot`."""

    lot: Pos = (1, 1)
    target: int = 0
    contact = "lonnmordaren"

    def describe(self) -> str:
        return f"sends Lönnmördaren to {_at(self.lot)}"


@dataclass(frozen=True)
class Arrest(ContactAction):
    """BOR-19 FBI: send one member of family `target` on `lot` to Fängelset."""

    lot: Pos = (1, 1)
    target: int = 0
    contact = "fbi"

    def describe(self) -> str:
        return f"sends the FBI to {_at(self.lot)}"


@dataclass(frozen=True)
class Burn(ContactAction):
    """BOR-21 Mordbrännaren: burn a face-up district."""

    lot: Pos = (1, 1)
    contact = "mordbrannaren"

    def describe(self) -> str:
        return f"sends Mordbrännaren to {_at(self.lot)}"


@dataclass(frozen=True)
class PoliceCar(ContactAction):
    """BOR-22 Polisbilen: a new police car on `lot`, or the one from `frm` moved there."""

    lot: Pos = (1, 1)
    frm: Pos | None = None
    contact = "polisbilen"

    def describe(self) -> str:
        if self.frm is None:
            return f"puts a police car on {_at(self.lot)}"
        return f"moves the police car from {_at(self.frm)} to {_at(self.lot)}"


@dataclass(frozen=True)
class Lawyer(ContactAction):
    """BOR-23 Advokaten: one or two own members leave Fängelset for these lots."""

    lots: tuple[Pos, ...] = ()
    contact = "advokaten"

    def describe(self) -> str:
        return "plays Advokaten to " + " and ".join(_at(p) for p in self.lots)


@dataclass(frozen=True)
class Inform(ContactAction):
    """BOR-24 Informatören: look at one or two face-down lots in secret."""

    lots: tuple[Pos, ...] = ()
    contact = "informatoren"

    def describe(self) -> str:
        return "plays Informatören on " + " and ".join(_at(p) for p in self.lots)


@dataclass(frozen=True)
class Smuggle(ContactAction):
    """BOR-25 Smugglaren: one member goes up to two steps, maybe onto a face-down lot."""

    frm: Pos = (1, 1)
    to: Pos = (1, 3)
    contact = "smugglaren"

    def describe(self) -> str:
        return f"smuggles a member from {_at(self.frm)} to {_at(self.to)}"


@dataclass(frozen=True)
class PoliceChief(ContactAction):
    """BOR-26 Polischefen: take the police car on `lot` out of the city."""

    lot: Pos = (1, 1)
    contact = "polischefen"

    def describe(self) -> str:
        return f"has Polischefen remove the police car on {_at(self.lot)}"


@dataclass(frozen=True)
class Respond(Action):
    """BOR-18/BOR-20: the attacked family plays (or keeps) Livvakterna or Domaren."""

    use: bool = False

    def describe(self) -> str:
        return "answers the attack" if self.use else "lets the attack happen"


@dataclass(frozen=True)
class Recruit(Action):
    """BOR-14: a new member on a controlled lot ($500), or in Fängelset for its controller ($200)."""

    lot: Pos = (1, 1)

    def describe(self) -> str:
        return f"recruits a member on {_at(self.lot)}"


CONTACT_ACTIONS = (Assassinate, Arrest, Burn, PoliceCar, Lawyer, Inform, Smuggle, PoliceChief)

_MADE: dict[tuple[object, ...], Action] = {}


def make(cls: Callable[..., Action], *args: object) -> Action:
    """An action made once and shared: actions are immutable, and legal_actions lists many."""
    key = (cls, args)
    action = _MADE.get(key)
    if action is None:
        action = _MADE[key] = cls(*args)
    return action
