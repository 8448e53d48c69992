"""Borgata as a bot reads it from `view(seat)`: who stands where, what each lot is worth, who wins.

The view hides face-down cards (only their contract mark shows, BOR-27), so a face-down lot is
valued at the average of the cards the seat has not seen with the same back. Conflicts (BOR-08)
and Fängelset's control (BOR-15) are worked out with the engine's own pure rules from grid.py.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from stadsliv_qt.games.borgata.data import PROTECTED, BorgataData, load
from stadsliv_qt.games.borgata.grid import (
    CELLS,
    CORNERSTONE_AT,
    NEIGHBOURS,
    POS,
    PRISON,
    prison_control,
    resolve_conflict,
)

Lot = tuple[int, int]


@cache
def data() -> BorgataData:
    """The printed district cards, cornerstones, contacts and figures (the engine's data files)."""
    return load()


def index(pos: Lot | list[int]) -> int:
    return pos[0] * 5 + pos[1]


class City:
    """The public board of one view, with projections of conflicts and control."""

    def __init__(self, view: dict[str, Any], seat: int, late: bool = False) -> None:
        self.view = view
        self.seat = seat
        players = view["players"]
        self.n = len(players)
        self.cash = [p["money"] for p in players]
        lots = view["lots"]
        self.members = [list(lot["members"]) for lot in lots]
        self.moved = [list(lot["moved"]) for lot in lots]
        self.face_up = [lot["face_up"] for lot in lots]
        self.police = [lot["police"] for lot in lots]
        self.known = ["value" in lot for lot in lots]
        self.prison_controller = view["prison_controller"]
        self.win_value = view["win_value"]
        self.holder = {c["id"]: c["holder"] for c in view["contacts"]}
        # Near the round limit only the status order counts, lot value first (BOR-09): members
        # and money weigh less the fewer rounds are left.
        limit = view.get("round_limit") or 0
        self.late = 1.0
        if limit and late:
            self.late = max(0.0, min(1.0, (limit - view["round"]) / 4))
        unseen = self._unseen(lots)
        self.value = [0.0] * CELLS
        self.income = [0] * CELLS
        self.category = [""] * CELLS
        for i, lot in enumerate(lots):
            if "value" in lot:
                self.value[i] = lot["value"]
                self.income[i] = lot["income"]
                self.category[i] = lot.get("category", "")
            else:
                pool = unseen[bool(lot.get("contract_mark"))] or unseen[True] + unseen[False]
                self.value[i] = sum(c.value for c in pool) / max(1, len(pool))
                self.income[i] = int(sum(c.income for c in pool) / max(1, len(pool)))

    def _unseen(self, lots: list[dict[str, Any]]) -> dict[bool, list[Any]]:
        """District cards this seat has not seen on the board or in the discards, by contract mark."""
        seen = {lot["id"] for lot in lots if "id" in lot}
        burnt = set(self.view["discards"])
        out: dict[bool, list[Any]] = {True: [], False: []}
        for d in data().districts.values():
            if d.id not in seen and d.name not in burnt:
                out[d.contract > 0].append(d)
        return out

    # ----- control -------------------------------------------------------------------------
    def settle(self, members: list[list[int]] | None = None) -> list[list[int]]:
        """The crowds after every conflict is fought out (BOR-08; none in Fängelset)."""
        rows = self.members if members is None else members
        return [row if i == PRISON else resolve_conflict(row) for i, row in enumerate(rows)]

    def controller(self, i: int, rows: list[list[int]]) -> int | None:
        """BOR-07 for a face-up lot, BOR-15 for Fängelset; face-down lots have no controller."""
        if not self.face_up[i]:
            return None
        row = rows[i]
        if i == PRISON:
            return prison_control(row, self.prison_controller)
        top = max(row)
        if top and sum(row) == top:
            return row.index(top)
        return None

    def values(self, rows: list[list[int]]) -> list[float]:
        """Controlled lot value per family (BOR-09)."""
        out = [0.0] * self.n
        for i in range(CELLS):
            f = self.controller(i, rows)
            if f is not None:
                out[f] += self.value[i]
        return out

    def in_city(self, rows: list[list[int]]) -> list[int]:
        return [sum(rows[i][f] for i in range(CELLS)) for f in range(self.n)]

    def corners(self, rows: list[list[int]]) -> list[int]:
        """How many of the five value-5 lots each family controls."""
        out = [0] * self.n
        for i in CORNERSTONE_AT:
            f = self.controller(i, rows)
            if f is not None:
                out[f] += 1
        return out

    # ----- what a position is worth --------------------------------------------------------
    def strength(self, rows: list[list[int]]) -> list[float]:
        """Each family's standing after the conflicts: lot value first, then members and money."""
        settled = self.settle(rows)
        vals = self.values(settled)
        people = self.in_city(settled)
        corners = self.corners(settled)
        late = self.late
        out = []
        for f in range(self.n):
            s = (
                vals[f]
                + (0.15 + 0.45 * late) * people[f]
                + self.cash[f] / 1500 * late
                + 1.5 * max(0, corners[f] - 2)
            )
            if vals[f] >= self.win_value or corners[f] == 5:
                s += 100
            if people[f] == 0:
                s -= 50
            out.append(s)
        if sum(1 for p in people if p) == 1:
            out[people.index(max(people))] += 100
        return out

    def edge(self, rows: list[list[int]], seat: int | None = None) -> float:
        """The seat's strength minus the strongest other's."""
        s = self.seat if seat is None else seat
        st = self.strength(rows)
        return st[s] - max(st[f] for f in range(self.n) if f != s)

    def threat(self, rows: list[list[int]], seat: int | None = None) -> float:
        """Lot value of `seat` that other families could still take or empty this round."""
        s = self.seat if seat is None else seat
        risk = 0.0
        for i in range(CELLS):
            if i == PRISON or not self.face_up[i] or rows[i][s] == 0 or sum(rows[i]) != rows[i][s]:
                continue
            mine = rows[i][s]
            for f in range(self.n):
                if f == s:
                    continue
                reach = sum(
                    rows[j][f] - self.moved[j][f]
                    for j in NEIGHBOURS[i]
                    if self.face_up[j] and rows[j][f] > self.moved[j][f]
                )
                if reach >= mine:
                    risk += self.value[i] * (0.5 if reach == mine else 0.8)
                    break
        return risk

    def shielded(self, i: int, target: int) -> bool:
        """BOR-17: a family alone on its Kontorskomplex or Lägenhetskomplex is safe from murder."""
        return self.category[i] in PROTECTED and self.controller(i, self.members) == target

    def label(self, i: int) -> str:
        r, c = POS[i]
        return f"{'ABCDE'[c]}{r + 1}"

    def name(self, i: int) -> str:
        """A lot's card name when known, else its place."""
        lot = self.view["lots"][i]
        return lot.get("name") or self.label(i)
