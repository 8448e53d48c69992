"""BOR-27: what each family may see. One redaction for the board, the panels and dialogs.

A face-down lot shows only its place and whether its back carries a contract mark, except to a
family that looked at it with Informatören. Sealed envelopes and bids show only in their own
family's view until the common opening. Contacts held, money and members are public.
"""

from __future__ import annotations

from typing import Any

from stadsliv_qt.engine import plural

from .grid import CELLS, CORNERSTONE_AT, POS, PRISON, label


class ViewRules:
    """view(seat): the board, the contacts and the players as `seat` may see them."""

    def _lot_view(self, i: int, seat: int | None) -> dict[str, Any]:
        r, c = POS[i]
        entry: dict[str, Any] = {
            "pos": [r, c],
            "label": label(i),
            "face_up": self.face_up[i],
            "cornerstone": i in CORNERSTONE_AT,
            "members": list(self.members[i]),
            "moved": list(self.moved[i]),
            "police": self.police[i],
            "controller": self._controller(i),
        }
        known = self.face_up[i] or (seat is not None and i in self.peeks[seat])
        card = self.cards[i]
        if card is None:  # before the deal (BOR-02)
            return entry
        if not self.face_up[i]:
            entry["contract_mark"] = self.data.districts[card].contract > 0
            entry["peeked"] = known
        if not known:
            return entry
        if i in CORNERSTONE_AT:
            stone = self.data.cornerstones[card]
            entry.update(
                id=stone.id,
                name=stone.name,
                english=stone.english,
                category="",
                governs=list(stone.governs),
                value=stone.value,
                income=stone.income,
                contract=0,
            )
        else:
            d = self.data.districts[card]
            entry.update(
                id=d.id,
                name=d.name,
                english=d.english,
                category=d.category,
                value=d.value,
                income=d.income,
                contract=d.contract,
            )
        return entry

    def _player_view(self, f: int, values: list[int], in_city: list[int], active: tuple) -> dict:
        held = [self.data.contacts[c].name for c, h in self.holder.items() if h == f]
        notes = []
        if self.prison_controller == f:
            notes.append("controls Fängelset")
        if self.members[PRISON][f]:
            notes.append(f"{self.members[PRISON][f]} in Fängelset")
        if self.phase in ("mobilise", "response") and self.passed[f]:
            notes.append("passed")
        if self.dead[f]:
            notes.append(f"{self.dead[f]} dead")
        return {
            "name": self.name(f),
            "money": self.cash[f],
            "money_text": f"${self.cash[f]:,}",
            "second": "",
            "holdings": held + [f"lot value {values[f]}", plural(in_city[f], "member")],
            "notes": notes,
            "active": f in active,
            "value": values[f],
            "members": in_city[f],
            "dead": self.dead[f],
            "contacts": [c for c, h in self.holder.items() if h == f],
        }

    def view(self, seat: int | None) -> dict[str, Any]:
        """Everything `seat` may see (None: the shared screen)."""
        n = len(self.seats)
        d = self.decision()
        values, in_city = self._control_values(), self._in_city()
        active = d.seats
        sealed: dict[str, Any] | None = None
        if self.phase in ("envelopes", "bid"):
            store = self.envelopes if self.phase == "envelopes" else self.bids
            mine = store.get(seat) if seat is not None else None
            sealed = {
                "tag": d.tag,
                "submitted": list(d.submitted),
                "waiting": list(d.seats),
                "mine": (dict(mine) if isinstance(mine, tuple) else mine),
            }
        pending = None
        if self.pending is not None:
            p = self.pending
            pending = {
                "contact": p["contact"],
                "answer": p["answer"],
                "attacker": p["attacker"],
                "target": p["target"],
                "lot": list(POS[p["lot"]]),
            }
        view: dict[str, Any] = {
            "game": self.info.id,
            "round": self.round,
            "phase": self.phase,
            "phase_no": self.phase_no,
            "prompt": d.prompt,
            "tag": d.tag,
            "viewer": seat,
            "lots": [self._lot_view(i, seat) for i in range(CELLS)],
            "contacts": [
                {
                    "id": c.id,
                    "name": c.name,
                    "english": c.english,
                    "effect": c.effect,
                    "rule": c.rule,
                    "kind": c.kind,
                    "holder": self.holder[c.id],
                    "on_auction": c.id in self.available,
                }
                for c in self.data.contacts.values()
            ],
            "players": [self._player_view(f, values, in_city, active) for f in range(n)],
            "status_order": self._status_order(),
            "prison_controller": self.prison_controller,
            "police_cars": sum(self.police),
            "police_limit": self.data.figures["police_cars"],
            "deck_left": len(self.deck),
            "discards": [self.data.districts[c].name for c in self.discards],
            "blocked": list(self.blocked),
            "sealed": sealed,
            "contract_lot": list(POS[self.contract_lot]) if self.contract_lot is not None else None,
            "pending_attack": pending,
            "order": list(self.order),
            "passed": [f for f in range(n) if self.passed[f]],
            "win_value": self.options["win_value"],
            "round_limit": self.options["round_limit"],
            "envelope_money": self.options["envelope_money"],
            "result": self.result,
        }
        if seat is not None:
            view["peeks"] = sorted(label(i) for i in self.peeks[seat])
        return view
