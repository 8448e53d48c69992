"""What each seat may see: everything is public in Stadsliv except a vote before its reveal."""

from __future__ import annotations

from typing import Any

from .actions import item_name


class ViewsMixin:
    """view(seat): the board, the players, Stadskassan, the rules in force, the pending step."""

    def _player_view(self, s: int) -> dict[str, Any]:
        holdings = [
            "Bank's share" if code == "B" else f"{code} {self.cards[code].name}"
            for code, o in self.owner.items()
            if o == s
        ]
        if self.sf[s]:
            holdings.append(f"{self.sf[s]} Stadsfullmäktige seat{'s' if self.sf[s] > 1 else ''}")
        if self.gb[s]:
            holdings.append(f"{self.gb[s]} Guldbonus")
        if self.loan[s]:
            holdings.append(f"loan {self.loan[s]} (due in {self.loan_left[s]} passages)")
        notes = []
        if s == self.banker:
            notes.append("banker")
        if self.owner["D"] == s:
            notes.append("Domstolen (the court)")
        if not self.active[s]:
            notes.append("bankrupt")
        elif self._on_nz(s):
            notes.append("on a Neutral zone")
        return {
            "name": self.name(s),
            "money": self.money[s],
            "money_text": f"{self.money[s]} poäng",
            "second": "",
            "holdings": holdings,
            "notes": notes,
            "active": s == self.current and self.results is None,
            "in_game": self.active[s],
            "position": self.pos[s],
            "square": self.ring[self.pos[s]].number,
            "loan": self.loan[s],
            "loan_due_in": self.loan_left[s],
            "seats": self.sf[s],
            "guldbonus": self.gb[s],
            "varvslon": self.varvslon(s)[0],
            "worth": self.breakdown(s)["total"],
        }

    def _squares_view(self) -> list[dict[str, Any]]:
        out = []
        for sq in self.ring:
            entry: dict[str, Any] = {
                "n": sq.number,
                "kind": sq.kind,
                "code": sq.code,
                "name": sq.name,
                "colour": sq.colour,
            }
            card = self.cards.get(sq.code)
            if card is not None:
                entry.update(
                    price=self.fig["bank_share_price"] if sq.code == "B" else card.price,
                    fee=self.fee(sq.code),
                    hoghus=card.hoghus,
                    owner=self.owner[sq.code],
                    group=card.group,
                )
            out.append(entry)
        return out

    def _pending_view(self, seat: int | None) -> dict[str, Any]:
        d = self.decision()
        out: dict[str, Any] = {
            "kind": d.kind.value,
            "seats": list(d.seats),
            "prompt": d.prompt,
            "tag": d.tag,
            "rule": d.rule,
        }
        if not self.stack:
            return out
        top = self.stack[-1]
        t = top["t"]
        if t in ("vote", "victory"):
            votes = top["votes"]
            out["vote"] = {
                "question": self.question_label(top["who"], top["q"], top["code"])
                if t == "vote"
                else f"does {self.name(top['who'])} win?",
                "asker": top["who"],
                "voters": list(top["voters"]),
                "voted": [v for v in top["voters"] if votes[v] is not None],
                "not_voting": [
                    p for p in range(self.n) if self.active[p] and p not in top["voters"]
                ],
                "my_vote": votes[seat] if seat is not None and 0 <= seat < self.n else None,
            }
        elif t == "auction":
            out["auction"] = {
                "item": top["item"],
                "item_name": item_name(top["item"]),
                "price": self.item_price(top["item"]),
                "seller": top["seller"],
                "high": top["high"],
                "bid": top["bid"],
                "bidders": list(top["in"]),
                "forced": top["forced"],
            }
        elif t == "after" and top["vote"]:
            out["questions"] = [
                {
                    "question": a.question,
                    "code": a.code,
                    "label": self.question_label(a.seat, a.question, a.code),
                }
                for a in self._questions(top["who"])
            ]
        elif t == "pay":
            out["debt"] = {"debtor": top["who"], "amount": top["amount"], "why": top["why"]}
        elif t in ("choose", "protest", "court"):
            out["fee_choice"] = {
                "payer": top["payer"],
                "blocks": [[c, self.owner[c], self.fee(c)] for c in top["cands"]],
                "chosen": top.get("chosen", ""),
            }
        return out

    def view(self, seat: int | None) -> dict[str, Any]:
        """Everything public, plus the seat's own vote while a vote is open."""
        fig = self.fig
        fate = None
        if self.last_fate:
            face = self.data.faces[self.last_fate["face"]]
            fate = {
                **self.last_fate,
                "name": face.name,
                "positive": face.positive,
                "text": face.text,
            }
        return {
            "game": "stadsliv",
            "players": [self._player_view(s) for s in range(self.n)],
            "squares": self._squares_view(),
            "positions": list(self.pos),
            "banker": self.banker,
            "court": self._court() if self.banker >= 0 else -1,
            "current": self.current,
            "turns": self.turns,
            "kassa": {
                "net": self.kassa,
                "seats": fig["council_seats"] - sum(self.sf),
                "guldbonus": fig["guldbonus_count"] - sum(self.gb),
                "bank_share": self.owner["B"] < 0,
            },
            "rules": {
                "varvslon": self.pay.label,
                "varvslon_change": self.rules["varvslon"],
                "nz_interest": self.rules["nz_interest"],
                "farsot": self.rules["F"],
                "naturkatastrof": self.rules["N"],
                "loan_limit": self.options["loan_limit"],
                "changes": list(self.changes),
            },
            "last_dice": list(self.last_dice),
            "last_fate": fate,
            "pending": self._pending_view(seat),
            "results": _results_view(self.results),
        }


def _results_view(r: dict[str, Any] | None) -> dict[str, Any] | None:
    if r is None:
        return None
    return {
        "winners": list(r["winners"]),
        "reason": r["reason"],
        "rule": r["rule"],
        "breakdown": {int(k): dict(v) for k, v in r["breakdown"].items()},
    }
