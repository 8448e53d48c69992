"""The turn: windows, dice, doubles, movement, LOS and the calendar, the Hinterzimmer, turn order.

The flow is a queue of small steps (`self.todo`, plain JSON lists) run until one of them waits
for a decision (`self.phase` set). Payments, the Nothaushalt levy and debts are steps too, so a
debt in the middle of a turn simply waits for the debtor and the turn then carries on.
"""

from __future__ import annotations

from stadsliv_qt.engine import StateError

from .money import BANK, KASSE, euro, floor10

HINTERZIMMER = 10


class FlowMixin:
    """GLA-04 to GLA-08, GLA-16 to GLA-18 and the order of play."""

    def _run(self) -> None:
        """Carry out queued steps until a decision is needed or the game is over."""
        while not self.phase:
            if not self.todo:
                raise StateError("the turn flow has nothing left to do")
            step = self.todo.pop(0)
            getattr(self, "_s_" + step[0])(*step[1:])

    # ----- the start of a turn ------------------------------------------------------------
    def _s_start(self) -> None:
        """A new turn: reset the per-turn flags; inside the Hinterzimmer, Sitzungsgeld first (GLA-17)."""
        s = self.cur
        self.doubles = 0
        self.bg_bought = False
        self.sent_in = False
        self.again = False
        self.turn_no += 1
        self.emit(f"{self.name(s)}'s turn", "GLA-04", "turn", seat=s, turn=self.turn_no)
        self.todo.insert(0, ["window"])
        if self.in_hz[s]:
            self.hz_turns[s] += 1
            p = self.p
            lost = min(self.bg[s], p["sitzungsgeld_bg"])
            self.bg[s] -= lost
            self.chips[s] += p["kluengel_chips"]
            self.emit(
                f"{self.name(s)} sits in the Hinterzimmer (turn {self.hz_turns[s]}): "
                f"Sitzungsgeld {euro(p['sitzungsgeld'])}, -{lost} BG, "
                f"+{p['kluengel_chips']} Klüngel chip",
                "GLA-17",
                "hinterzimmer",
                seat=s,
                bg=-lost,
                chips=p["kluengel_chips"],
            )
            if p["sitzungsgeld"]:
                self.todo.insert(0, ["kasse_pay", s, p["sitzungsgeld"], "Sitzungsgeld", "GLA-17"])

    def _s_window(self) -> None:
        """Open the pre-roll window (GLA-04), unless the player went bankrupt meanwhile."""
        if self.active[self.cur]:
            self.phase = "pre"
        else:
            self.todo.insert(0, ["end"])

    # ----- the dice -------------------------------------------------------------------------
    def _roll(self) -> None:
        """Roll: the CHANCE node that follows draws the dice."""
        self.phase = "dice"

    def _on_dice(self) -> None:
        """Resolve a roll: the Hinterzimmer try, the third doubles, or a move (GLA-05, GLA-06, GLA-18)."""
        a, b = self.chance.dice(2)
        s = self.cur
        total, double = a + b, a == b
        self.last_dice = [a, b]
        self.phase = ""
        self.emit(
            f"{self.name(s)} rolls {a} and {b}{' (doubles)' if double else ''}",
            "GLA-05",
            "dice",
            seat=s,
            dice=[a, b],
        )
        if self.in_hz[s]:
            self.again = False
            if double:
                self._leave_hz(s, "with doubles: moves by this roll and does not roll again")
                self.todo[0:0] = [["move", total, total], ["after"]]
            elif self.hz_turns[s] >= self.p["hinterzimmer_turns"]:
                fee = self.p["hinterzimmer_fee"]
                self.emit(
                    f"{self.name(s)} fails the third try and must pay {euro(fee)} to leave",
                    "GLA-18",
                    "hinterzimmer",
                    seat=s,
                )
                self.todo[0:0] = [
                    ["pay", s, KASSE, fee, "leaving the Hinterzimmer", "GLA-18"],
                    ["hz_out", total],
                    ["after"],
                ]
            else:
                self.emit(f"{self.name(s)} stays in the Hinterzimmer", "GLA-18", "hinterzimmer")
                self.todo.insert(0, ["after"])
            return
        if double:
            self.doubles += 1
        if double and self.doubles >= 3:
            self._send_to_hz(s, "third doubles in a row: no move", "GLA-06")
            self.todo.insert(0, ["after"])
            return
        self.again = double
        self.todo[0:0] = [["move", total, total], ["after"]]

    def _s_hz_out(self, total: int) -> None:
        """After the compulsory payment: out, and move by the failed roll (GLA-18)."""
        s = self.cur
        if self.active[s]:
            self._leave_hz(s, "after paying: moves by this roll")
            self.todo.insert(0, ["move", total, total])

    # ----- movement -------------------------------------------------------------------------
    def _s_move(self, steps: int, dice: int | None) -> None:
        """Move forward; passing or landing on LOS pays (GLA-07); then resolve the field."""
        s = self.cur
        old = self.pos[s]
        new = old + steps
        self.pos[s] = new % 40
        self.emit(
            f"{self.name(s)} moves to {self.d.fields[new % 40].name} (field {new % 40})",
            "GLA-05",
            "move",
            seat=s,
            src=old,
            dest=new % 40,
            steps=steps,
        )
        front: list[list] = []
        if new >= 40:
            self._pass_los(s, front)
        front.append(["land", dice])
        self.todo[0:0] = front

    def _pass_los(self, s: int, front: list[list]) -> None:
        """LOS: money and 1 BG, then the calendar advances one field (GLA-07, GLA-08, GLA-24)."""
        p = self.p
        self._move_money(BANK, s, p["los_money"])
        self.bg[s] += p["los_bg"]
        self.emit(
            f"{self.name(s)} passes LOS: {euro(p['los_money'])} from the bank and {p['los_bg']} BG",
            "GLA-07",
            "los",
            seat=s,
            amount=p["los_money"],
        )
        if self.calendar < self.calendar_length:
            self.calendar += 1
            if self.calendar == self.calendar_length:
                self.emit(
                    "The calendar reaches WAHLTAG: this round is played out, then the election",
                    "GLA-08",
                    "wahltag",
                    calendar=self.calendar,
                )
            else:
                self.emit(
                    f"The election calendar advances to field {self.calendar} of "
                    f"{self.calendar_length}",
                    "GLA-07",
                    "calendar",
                    calendar=self.calendar,
                )
        if p["los_treasury_bonus"]:
            self._move_money(BANK, KASSE, p["los_treasury_bonus"])
            self.emit(
                f"LOS-Abgabe: the bank pays {euro(p['los_treasury_bonus'])} into the Stadtkasse",
                "GLA-24",
                "pay",
            )
        if p["property_tax_per_los"]:
            count = sum(1 for pos in self.property_fields if self.owner[pos] == s)
            if count:
                amount = count * p["property_tax_per_los"]
                front.append(
                    ["pay", s, KASSE, amount, f"Grundsteuer on {count} properties", "GLA-24"]
                )

    def _s_land(self, dice: int | None) -> None:
        """Resolve the field the token stands on; a player bankrupt on the way (Grundsteuer at LOS)
        is a sachkundiger Bürger by now and no longer buys, pays or draws (GLA-27)."""
        s = self.cur
        if not self.active[s]:
            return
        f = self.d.fields[self.pos[s]]
        kind = f.kind
        if kind in ("district", "hub", "utility"):
            self._land_property(s, f, dice)
        elif kind == "tax":
            amount = floor10(f.amount * self.p["tax_percent"] // 100)
            self.todo.insert(0, ["pay", s, KASSE, amount, f.name, "GLA-13"])
        elif kind == "event":
            self._draw_event(s)
        elif kind == "council":
            self._draw_motion(s)
        elif kind == "fest":
            self._fest(s)
        elif kind == "go_hinterzimmer":
            self._send_to_hz(s, "landed on field 30", "GLA-16")
        elif kind == "hinterzimmer":
            self.emit(f"{self.name(s)} is just visiting the Hinterzimmer", "GLA-16", "visit")

    def _fest(self, s: int) -> None:
        """Bürgerfest: a share of the Stadtkasse rounded down to 100 €, and 1 BG (GLA-15)."""
        p = self.p
        amount = self.kasse // p["buergerfest_divisor"] // 100 * 100
        self._move_money(KASSE, s, amount)
        self.bg[s] += p["buergerfest_bg"]
        self.emit(
            f"Bürgerfest: {self.name(s)} takes {euro(amount)} from the Stadtkasse and "
            f"{p['buergerfest_bg']} BG",
            "GLA-15",
            "fest",
            seat=s,
            amount=amount,
        )

    # ----- the Hinterzimmer ---------------------------------------------------------------
    def _send_to_hz(self, s: int, why: str, rule: str) -> None:
        """Into the Hinterzimmer, never passing LOS; the turn ends there (GLA-06, GLA-16)."""
        self.pos[s] = HINTERZIMMER
        self.in_hz[s] = True
        self.hz_turns[s] = 0
        self.sent_in = True
        self.again = False
        self.emit(
            f"{self.name(s)} goes into the Hinterzimmer ({why}); the turn ends",
            rule,
            "hinterzimmer",
            seat=s,
        )

    def _leave_hz(self, s: int, how: str) -> None:
        self.in_hz[s] = False
        self.hz_turns[s] = 0
        self.emit(f"{self.name(s)} leaves the Hinterzimmer {how}", "GLA-18", "hinterzimmer")

    # ----- after the field, the end of the turn -----------------------------------------
    def _s_after(self) -> None:
        """After the field: roll again after doubles, else the after-field window (GLA-05, GLA-06)."""
        s = self.cur
        if not self.active[s] or self.sent_in:
            self.todo.insert(0, ["end"])
        elif self.again:
            self.again = False
            self.emit(f"{self.name(s)} rolled doubles and rolls again", "GLA-06", "doubles")
            self.phase = "pre"
        else:
            self.phase = "post"

    def _end_turn_action(self) -> None:
        """EndTurn closes the after-field window."""
        self.phase = ""
        self.todo.insert(0, ["end"])

    def _s_end(self) -> None:
        """Pass the turn; once WAHLTAG is reached, the round is finished and the election held."""
        s, n = self.cur, len(self.seats)
        nxt = next((s + k) % n for k in range(1, n + 1) if self.active[(s + k) % n])
        if nxt <= s:
            self.round_no += 1
            if self.calendar >= self.calendar_length:
                self._hold_election()
                return
        self.cur = nxt
        self.todo.insert(0, ["start"])

    def _check_last_candidate(self) -> None:
        """GLA-28: when only one player who can still win remains, the game ends at once."""
        left = [s for s in range(len(self.seats)) if self.active[s]]
        if len(left) == 1:
            self.todo = []
            self._finish(
                left[0],
                f"{self.name(left[0])} is the only player who can still win",
                "GLA-28",
            )
