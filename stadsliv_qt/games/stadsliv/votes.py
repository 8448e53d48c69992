"""Röstkortet (STA-22), the victory vote and the appeal (STA-23), the count (STA-24).

Votes are SEALED decisions (tag "vote"): each voter submits privately, the public log says only
"X has voted", and one reveal event gives the tally and every seat's vote. Players on an NZ and
the asker do not vote (STA-16). A majority means more yes than no among the voters; a vote with
no voters has no majority.
"""

from __future__ import annotations

from typing import Any

from stadsliv_qt.engine import Action, Decision, IllegalAction, Kind

from .actions import Appeal, Ask, Vote


class VotesMixin:
    """Questions, secret votes, rule changes, the end of the game."""

    # ----- which questions may be put ------------------------------------------------------
    def _seats_left(self) -> int:
        return self.fig["council_seats"] - sum(self.sf)

    def _change_possible(self, cid: str, code: str = "") -> bool:
        ch = self.data.changes[cid]
        if ch.target == "fee":
            return code in self.cards and (ch.delta > 0 or self.fee(code) + ch.delta >= 1)
        if ch.target == "nz_interest":
            return self.rules["nz_interest"] != ch.value
        if ch.target == "varvslon":
            return ch.delta > 0 or self.pay.base + self.rules["varvslon"] + ch.delta >= 0
        return ch.delta > 0 or self.rules[ch.target] + ch.delta >= 1

    def _questions(self, s: int) -> list[Action]:
        """STA-22: 'vote me into Stadsfullmäktige' and, for shareholders, the rule changes."""
        out: list[Action] = []
        if self.gb[s] == 0 and self._seats_left() > 0:
            out.append(Ask(s, "seat"))
        if self.sf[s]:
            for cid, ch in self.data.changes.items():
                if ch.target == "fee":
                    out += [Ask(s, cid, c) for c in self.cards if self._change_possible(cid, c)]
                elif self._change_possible(cid):
                    out.append(Ask(s, cid))
        return out

    def question_label(self, asker: int, q: str, code: str = "") -> str:
        """The question as the table reads it."""
        if q == "seat":
            return f"vote {self.name(asker)} into Stadsfullmäktige"
        ch = self.data.changes[q]
        if ch.target == "fee":
            return f"{ch.label}: {code} {self.cards[code].name} (now {self.fee(code)})"
        return ch.label

    def _check_question(self, f: dict[str, Any], action: Action) -> bool:
        if not isinstance(action, Ask):
            return False
        s = action.seat
        if not f["vote"]:
            raise IllegalAction(
                "The Röstkort is raised once, right after moving onto Start, Stortorget or "
                "Stadsfullmäktige."
            )
        if action.question == "seat":
            if self.gb[s]:
                raise IllegalAction("A player who owns a Guldbonus cannot be voted into a seat.")
            if self._seats_left() <= 0:
                raise IllegalAction("No seat of Stadsfullmäktige is left in Stadskassan.")
            return True
        if action.question not in self.data.changes:
            raise IllegalAction("That question is not on the Röstkort's list.")
        if not self.sf[s]:
            raise IllegalAction("Only a holder of a Stadsfullmäktige share may change a rule.")
        if not self._change_possible(action.question, action.code):
            raise IllegalAction("That rule change is not possible now.")
        return True

    def _apply_question(self, f: dict[str, Any], action: Action) -> bool:
        if not isinstance(action, Ask):
            return False
        s, q, code = action.seat, action.question, action.code
        if q == "seat" or self.data.changes[q].target != "fee":
            code = ""
        f["vote"] = False
        voters = [p for p in self._others(s) if not self._on_nz(p)]
        label = self.question_label(s, q, code)
        self.emit(
            f"{self.name(s)} raises the Röstkort: {label}",
            rule="STA-22",
            kind="question",
            seat=s,
            question=q,
            code=code,
        )
        if not voters:
            self.emit(
                "Nobody may vote (everyone else is on an NZ): no majority",
                rule="STA-16",
                kind="reveal",
            )
            return True
        self.stack.append(
            {
                "t": "vote",
                "who": s,
                "q": q,
                "code": code,
                "voters": voters,
                "votes": [None] * self.n,
            }
        )
        return True

    # ----- the secret vote (Röstkort and victory) -------------------------------------------
    def _vote_decision(self, f: dict[str, Any], prompt: str, rule: str) -> Decision:
        votes = f["votes"]
        waiting = tuple(v for v in f["voters"] if votes[v] is None)
        done = tuple(v for v in f["voters"] if votes[v] is not None)
        return Decision(Kind.SEALED, waiting, prompt, rule=rule, tag="vote", submitted=done)

    def _d_vote(self, f: dict[str, Any]) -> Decision:
        label = self.question_label(f["who"], f["q"], f["code"])
        return self._vote_decision(f, f"Secret vote: {label}?", "STA-22")

    def _d_victory(self, f: dict[str, Any]) -> Decision:
        return self._vote_decision(f, f"Secret vote: does {self.name(f['who'])} win?", "STA-23")

    def _l_vote(self, f: dict[str, Any], seat: int) -> list[Action]:
        return [Vote(seat, True), Vote(seat, False)]

    _l_victory = _l_vote

    def _c_vote(self, f: dict[str, Any], action: Action) -> None:
        if not isinstance(action, Vote):
            raise IllegalAction("Vote yes or no.")

    _c_victory = _c_vote

    def _cast(self, f: dict[str, Any], action: Vote, rule: str) -> tuple[int, int] | None:
        """Record a secret vote; when the last is in, reveal them all and return (yes, no)."""
        s = action.seat
        f["votes"][s] = bool(action.yes)
        self.reveal()
        self.emit(f"You voted {'yes' if action.yes else 'no'}", rule=rule, kind="my_vote", to=(s,))
        self.emit(f"{self.name(s)} has voted", rule=rule, kind="voted", seat=s)
        votes = f["votes"]
        if any(votes[v] is None for v in f["voters"]):
            return None
        self.reveal()
        yes = [v for v in f["voters"] if votes[v]]
        no = [v for v in f["voters"] if not votes[v]]
        shown = ", ".join(f"{self.name(v)} {'yes' if votes[v] else 'no'}" for v in f["voters"])
        self.emit(
            f"The votes are revealed: {len(yes)} yes, {len(no)} no ({shown})",
            rule=rule,
            kind="reveal",
            yes=yes,
            no=no,
        )
        return len(yes), len(no)

    def _a_vote(self, f: dict[str, Any], action: Vote) -> None:
        tally = self._cast(f, action, "STA-22")
        if tally is None:
            return
        yes, no = tally
        self.stack.pop()
        asker, q, code = f["who"], f["q"], f["code"]
        if yes <= no:
            self.emit("No majority for the question: nothing happens", rule="STA-22", kind="vote")
            return
        if q == "seat" or self.options["change_needs_fate"]:
            self.emit("A majority agrees: the Ödestärning decides", rule="STA-22", kind="vote")
            self.stack.append({"t": "vote_throw", "who": asker, "q": q, "code": code})
            return
        self._carry(asker, q, code)

    def _d_vote_throw(self, f: dict[str, Any]) -> Decision:
        return Decision(
            Kind.CHANCE,
            prompt=f"{self.name(self._court())} throws the Ödestärning on the question",
            rule="STA-22",
            tag="fate",
            chance="fate",
        )

    def _r_vote_throw(self, f: dict[str, Any]) -> None:
        self.stack.pop()
        code = self._throw(self._court(), "on the question", "STA-22")
        if self._positive(code):
            self._carry(f["who"], f["q"], f["code"])
        else:
            self.emit("The Ödestärning says no: nothing happens", rule="STA-22", kind="vote")

    def _carry(self, asker: int, q: str, code: str) -> None:
        """The question passes: a free seat, or a rule change that holds to the end."""
        if q == "seat":
            if self._seats_left() <= 0 or self.gb[asker]:
                self.emit("The seat can no longer be given", rule="STA-22", kind="vote")
                return
            self.sf[asker] += 1
            self.invested[asker] = True
            self.emit(
                f"{self.name(asker)} is voted into Stadsfullmäktige without payment",
                rule="STA-22",
                kind="seat",
                seat=asker,
            )
            self._check_three(asker)
            return
        label = self.question_label(asker, q, code)
        ch = self.data.changes[q]
        if ch.target == "fee":
            fees = self.rules["fees"]
            fees[code] = fees.get(code, 0) + ch.delta
            if not fees[code]:
                del fees[code]
            label = f"{code} {self.cards[code].name} fee now {self.fee(code)}"
        elif ch.target == "nz_interest":
            self.rules["nz_interest"] = ch.value
        else:
            self.rules[ch.target] += ch.delta
        self.changes.append(label)
        self.emit(f"Rule change in force: {label}", rule="STA-22", kind="rule_change")

    # ----- STA-23: the victory vote and the appeal ------------------------------------------
    def _check_three(self, s: int) -> None:
        if self.sf[s] < self.fig["council_seats"]:
            return
        name = self.name(s)
        self.stack[:] = []
        voters = [p for p in self._others(s) if not self._on_nz(p)]
        self.emit(
            f"{name} holds all three Stadsfullmäktige seats: the table votes whether {name} wins",
            rule="STA-23",
            kind="victory",
            seat=s,
        )
        if voters:
            self.stack.append(
                {"t": "victory", "who": s, "voters": voters, "votes": [None] * self.n}
            )
        else:
            self.emit("Nobody may vote: that counts as no", rule="STA-23", kind="reveal")
            self.stack.append({"t": "appeal", "who": s})

    def _a_victory(self, f: dict[str, Any], action: Vote) -> None:
        tally = self._cast(f, action, "STA-23")
        if tally is None:
            return
        yes, no = tally
        s = f["who"]
        if yes > no:
            self._finish([s], "the table voted for the holder of all three seats", "STA-23")
            return
        self.emit(f"The table says no to {self.name(s)}", rule="STA-23", kind="vote")
        self.stack[-1] = {"t": "appeal", "who": s}

    def _d_appeal(self, f: dict[str, Any]) -> Decision:
        s = f["who"]
        return Decision(
            Kind.SEAT,
            (s,),
            f"{self.name(s)}: appeal to Domstolen? Positive: you win; negative: the count.",
            rule="STA-23",
            tag="appeal",
        )

    def _l_appeal(self, f: dict[str, Any], seat: int) -> list[Action]:
        return [Appeal(seat, True), Appeal(seat, False)]

    def _c_appeal(self, f: dict[str, Any], action: Action) -> None:
        if not isinstance(action, Appeal):
            raise IllegalAction("Appeal to Domstolen, or accept the count.")

    def _a_appeal(self, f: dict[str, Any], action: Appeal) -> None:
        s = action.seat
        if action.yes:
            self.emit(f"{self.name(s)} appeals to Domstolen", rule="STA-23", kind="appeal")
            self.stack[-1] = {"t": "appeal_throw", "who": s}
        else:
            self.stack.pop()
            self._count(f"{self.name(s)} did not appeal")

    def _d_appeal_throw(self, f: dict[str, Any]) -> Decision:
        return Decision(
            Kind.CHANCE,
            prompt=f"Domstolen: {self.name(self._court())} throws the Ödestärning on the appeal",
            rule="STA-23",
            tag="fate",
            chance="fate",
        )

    def _r_appeal_throw(self, f: dict[str, Any]) -> None:
        s = f["who"]
        self.stack.pop()
        code = self._throw(self._court(), "on the appeal", "STA-23")
        if self._positive(code):
            self._finish([s], "Domstolen upheld the appeal", "STA-23")
        else:
            self._count("Domstolen rejected the appeal")

    # ----- STA-24: the count --------------------------------------------------------------
    def breakdown(self, s: int) -> dict[str, int]:
        """What a player is worth at the count, part by part."""
        if not self.active[s]:
            return {
                "poäng": 0,
                "investments": 0,
                "shares": 0,
                "guldbonus": 0,
                "loan": 0,
                "total": 0,
            }
        invest = sum(
            c.price for code, c in self.cards.items() if code != "B" and self.owner[code] == s
        )
        shares = (self.sf[s] + (1 if self.owner["B"] == s else 0)) * self.fig["share_value"]
        gold = self.gb[s] * self.fig["guldbonus_value"]
        parts = {
            "poäng": self.money[s],
            "investments": invest,
            "shares": shares,
            "guldbonus": gold,
            "loan": -self.loan[s],
        }
        parts["total"] = sum(parts.values())
        return parts

    def _count(self, why: str) -> None:
        """The highest total wins; a tie goes to more poäng in hand, then is shared."""
        alive = [s for s in range(self.n) if self.active[s]]
        parts = {s: self.breakdown(s) for s in alive}
        for s in alive:
            p = parts[s]
            self.emit(
                f"Count for {self.name(s)}: {p['poäng']} poäng + {p['investments']} investments "
                f"+ {p['shares']} shares + {p['guldbonus']} Guldbonus - {-p['loan']} loan "
                f"= {p['total']}",
                rule="STA-24",
                kind="count",
                seat=s,
                **{"parts": p},
            )
        best = max(parts[s]["total"] for s in alive)
        top = [s for s in alive if parts[s]["total"] == best]
        reason = f"the count ({why})"
        if len(top) > 1:
            cash = max(self.money[s] for s in top)
            top = [s for s in top if self.money[s] == cash]
            reason += ": a tie on the total, decided by poäng in hand"
            if len(top) > 1:
                reason += ", still tied: a shared victory"
        self._finish(top, reason, "STA-24")

    def _finish(self, winners: list[int], reason: str, rule: str) -> None:
        parts = {s: self.breakdown(s) for s in range(self.n)}
        self.results = {
            "winners": list(winners),
            "reason": reason,
            "rule": rule,
            "scores": {str(s): parts[s]["total"] for s in range(self.n)},
            "breakdown": {str(s): parts[s] for s in range(self.n)},
        }
        self.stack[:] = []
        names = " and ".join(self.name(s) for s in winners)
        verb = "wins" if len(winners) == 1 else "share the victory"
        self.emit(f"{names} {verb}: {reason}", rule=rule, kind="end", winners=list(winners))
