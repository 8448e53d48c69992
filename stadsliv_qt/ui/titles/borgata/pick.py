"""Choosing on the board: turns clicks on lots into one of the actions the engine offered.

No rules live here. The picker only sorts the seat's legal actions (game.legal_actions) by the
lots they name: which lots to light, what a click on a lot completes, and what is still to pick
(a member's step, a contact's target, a second lot). A lot that no offered action names is
answered by `probe`, an action the engine refuses with its own sentence.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from stadsliv_qt.engine import Action
from stadsliv_qt.games.borgata.actions import (
    Arrest,
    Assassinate,
    Block,
    Burn,
    Collect,
    Inform,
    Lawyer,
    NameLot,
    Place,
    PoliceCar,
    PoliceChief,
    Recruit,
    Smuggle,
    Step,
)

Pos = tuple[int, int]
TARGETED = (Assassinate, Arrest)
# Contact actions by the contact id they play.
BY_CONTACT = {
    "lonnmordaren": Assassinate,
    "fbi": Arrest,
    "mordbrannaren": Burn,
    "polisbilen": PoliceCar,
    "advokaten": Lawyer,
    "informatoren": Inform,
    "smugglaren": Smuggle,
    "polischefen": PoliceChief,
}
# Decisions where one click on a lot is the whole choice.
SINGLE = {Place: "lot", Collect: "lot", NameLot: "lot", Recruit: "lot"}


@dataclass
class Picker:
    """The seat's offered actions and what has been picked so far on the board."""

    seat: int
    actions: list[Action]
    armed: str | None = None  # a contact being played (None: stepping)
    source: Pos | None = None  # the lot a member (or a police car) leaves
    marked: list[Pos] = field(default_factory=list)  # first of two lots (Informatören, Advokaten)
    target_lot: Pos | None = None  # a lot where several families may be struck

    # ----- what is offered --------------------------------------------------------------------
    def _of(self, cls: type) -> list[Action]:
        return [a for a in self.actions if type(a) is cls]

    def contacts(self) -> list[str]:
        """Contacts the seat may play now, in the board's order."""
        return [cid for cid, cls in BY_CONTACT.items() if self._of(cls)]

    def others(self) -> list[Action]:
        """Offered actions that name no lot: Pass, Done, Respond, Block(no)."""
        named = (*SINGLE, Step, *BY_CONTACT.values())
        out = [a for a in self.actions if not isinstance(a, named)]
        return [a for a in out if not (isinstance(a, Block) and a.block)]

    @property
    def stepping(self) -> bool:
        """True when members may step and no contact is armed."""
        return self.armed is None and bool(self._of(Step))

    # ----- lights -----------------------------------------------------------------------------
    def lit(self) -> dict[Pos, str]:
        """Lots to light, each with its role: 'target', 'source', 'selected' or 'marked'."""
        out: dict[Pos, str] = {}
        for cls, attr in SINGLE.items():
            for a in self._of(cls):
                out[getattr(a, attr)] = "target"
        for a in self._of(Block):
            if a.block:
                out[a.lot] = "target"
        if self.armed is None:
            self._lit_moves(out, self._of(Step))
        else:
            self._lit_contact(out)
        for p in self.marked:
            out[p] = "marked"
        return out

    def _lit_moves(self, out: dict[Pos, str], moves: list[Action]) -> None:
        if self.source is None:
            for a in moves:
                out[a.frm] = "source"
            return
        for a in moves:
            out.setdefault(a.frm, "source")
            if a.frm == self.source:
                out[a.to] = "target"
        out[self.source] = "selected"

    def _lit_contact(self, out: dict[Pos, str]) -> None:
        cls = BY_CONTACT[self.armed]
        plays = self._of(cls)
        if cls is Smuggle:
            self._lit_moves(out, plays)
        elif cls is PoliceCar:
            if self.source is None:
                for a in plays:
                    if a.frm is None:
                        out[a.lot] = "target"
                    else:
                        out[a.frm] = "source"
            else:
                for a in plays:
                    if a.frm == self.source:
                        out[a.lot] = "target"
                out[self.source] = "selected"
        elif cls in (Inform, Lawyer):
            for p in self._second_lots() if self.marked else {p for a in plays for p in a.lots}:
                out[p] = "target"
        else:
            for a in plays:
                out[a.lot] = "target"
            if self.target_lot is not None:
                out[self.target_lot] = "selected"

    def _second_lots(self) -> set[Pos]:
        first = self.marked[0]
        cls = BY_CONTACT[self.armed]
        out = set()
        for a in self._of(cls):
            if len(a.lots) == 2 and first in a.lots:
                rest = list(a.lots)
                rest.remove(first)
                out.add(rest[0])
        return out

    # ----- clicks -----------------------------------------------------------------------------
    def click(self, pos: Pos, family: int | None = None) -> Action | None:
        """The action a click on `pos` completes, or None after changing what is picked."""
        for cls, attr in SINGLE.items():
            for a in self._of(cls):
                if getattr(a, attr) == pos:
                    return a
        for a in self._of(Block):
            if a.block and a.lot == pos:
                return a
        if self.armed is None:
            return self._click_move(pos, self._of(Step))
        cls = BY_CONTACT[self.armed]
        plays = self._of(cls)
        if cls is Smuggle:
            return self._click_move(pos, plays)
        if cls is PoliceCar:
            return self._click_car(pos, plays)
        if cls in (Inform, Lawyer):
            return self._click_pair(pos, plays)
        hits = [a for a in plays if a.lot == pos]
        if cls in TARGETED:
            if family is not None:
                hits = [a for a in hits if a.target == family] or hits
            if len(hits) > 1:
                self.target_lot = pos
                return None
            self.target_lot = None
        return hits[0] if hits else None

    def _click_move(self, pos: Pos, moves: list[Action]) -> Action | None:
        if self.source is not None:
            for a in moves:
                if a.frm == self.source and a.to == pos:
                    return a
        if any(a.frm == pos for a in moves) and pos != self.source:
            self.source = pos
        else:
            self.source = None
        return None

    def _click_car(self, pos: Pos, plays: list[Action]) -> Action | None:
        for a in plays:
            if a.lot == pos and a.frm == self.source:
                return a
        if any(a.frm == pos for a in plays) and pos != self.source:
            self.source = pos
        else:
            self.source = None
        return None

    def _click_pair(self, pos: Pos, plays: list[Action]) -> Action | None:
        if not any(len(a.lots) == 2 for a in plays):
            return next((a for a in plays if a.lots == (pos,)), None)
        if not self.marked:
            if any(pos in a.lots for a in plays):
                self.marked = [pos]
            return None
        first = self.marked[0]
        for a in plays:
            if len(a.lots) == 2 and sorted(a.lots) == sorted((first, pos)):
                return a
        self.marked = []
        return None

    # ----- the panel's part ---------------------------------------------------------------------
    def arm(self, contact: str | None) -> None:
        """Start playing a contact (None: back to stepping); forget what was picked."""
        self.armed = contact if contact in self.contacts() else None
        self.source = None
        self.marked = []
        self.target_lot = None

    def target_choices(self) -> list[Action]:
        """Plays on the picked lot, one per family that may be struck there."""
        if self.armed is None or self.target_lot is None:
            return []
        cls = BY_CONTACT[self.armed]
        return [a for a in self._of(cls) if a.lot == self.target_lot]

    def single(self) -> Action | None:
        """Advokaten with one lot picked: free only one member."""
        if self.armed == "advokaten" and self.marked:
            return next((a for a in self._of(Lawyer) if a.lots == (self.marked[0],)), None)
        return None

    def stage(self) -> str:
        """What is being picked now, for the panel's hint."""
        if self.armed is None:
            return "step_to" if self.source is not None else "step_from"
        if self.target_lot is not None:
            return "family"
        if self.source is not None:
            return "move_to"
        if self.marked:
            return "second"
        return "first"

    # ----- refusals ---------------------------------------------------------------------------
    def probe(self, pos: Pos, others: dict[Pos, list[int]], face_down: list[Pos]) -> Action | None:
        """An action naming `pos` that the engine will refuse, to show its sentence.

        `others` maps lots to families standing there; `face_down` lists face-down lots.
        """
        seat = self.seat
        strangers = [f for f in others.get(pos, []) if f != seat]
        victim = strangers[0] if strangers else (1 if seat == 0 else 0)
        for cls in SINGLE:
            if self._of(cls):
                return cls(seat, pos)
        if self._of(Block):
            return None
        if self.armed is None:
            if not self._of(Step):
                return None
            if self.source is not None:
                return Step(seat, self.source, pos)
            return Step(seat, pos, pos)
        cls = BY_CONTACT[self.armed]
        if cls in TARGETED:
            return cls(seat, pos, victim)
        if cls in (Burn, PoliceChief):
            return cls(seat, pos)
        if cls is PoliceCar:
            return PoliceCar(seat, pos, self.source)
        if cls is Smuggle:
            return Smuggle(seat, self.source or pos, pos)
        if cls is Lawyer:
            return Lawyer(seat, (pos,))
        other = next((p for p in face_down if p != pos), pos)
        return Inform(seat, (pos, other) if len(face_down) > 1 else (pos,))
