"""Stadtgeschehen: drawing an event card and carrying out its effect (GLA-25)."""

from __future__ import annotations

from .building import LEUCHTTURM
from .money import BANK, KASSE, euro


class CardsMixin:
    """The event deck: drawn from the top, back under it (the Formfehler card is kept)."""

    def _draw_event(self, s: int) -> None:
        cid = self.events_deck.pop(0)
        card = self.d.events[cid]
        effect = card.effect
        kind = effect["type"]
        self.reveal()
        self.emit(
            f"Stadtgeschehen: {self.name(s)} draws {card.name}: {card.text}",
            "GLA-25",
            "card",
            seat=s,
            card=cid,
        )
        if kind == "formfehler":
            self.formfehler = s
            return
        self.events_deck.append(cid)
        if kind == "to_hinterzimmer":
            self._send_to_hz(s, card.name, "GLA-16")
        elif kind == "move":
            steps = (effect["field"] - self.pos[s]) % 40 or 40
            self.todo.insert(0, ["move", steps, None])
        elif kind == "fine":
            self.todo.insert(0, ["pay", s, KASSE, effect["amount"], card.name, "GLA-25"])
        elif kind == "bank_pays":
            self._move_money(BANK, s, effect["amount"])
            self.emit(f"The bank pays {euro(effect['amount'])} to {self.name(s)}", "GLA-25", "pay")
        elif kind == "kasse_pays":
            self.todo.insert(0, ["kasse_pay", s, effect["amount"], card.name, "GLA-25"])
        elif kind == "bg":
            before = self.bg[s]
            self.bg[s] = max(0, before + effect["delta"])
            self.emit(
                f"{self.name(s)} has {self.bg[s]} BG (was {before}; never below 0)",
                "GLA-11",
                "bg",
                seat=s,
            )
        elif kind == "building_levy":
            levels = towers = 0
            for pos in self.property_fields:
                if self.owner[pos] == s and self.level[pos]:
                    if self.level[pos] == LEUCHTTURM:
                        towers += 1
                    else:
                        levels += self.level[pos]
            amount = levels * effect["per_level"] + towers * effect["per_tower"]
            projects = "Leuchtturmprojekt" if towers == 1 else "Leuchtturmprojekte"
            why = f"{card.name}: {levels} Bauvorhaben, {towers} {projects}"
            if amount:
                self.todo.insert(0, ["pay", s, KASSE, amount, why, "GLA-25"])
            else:
                self.emit(f"{self.name(s)} has no buildings: nothing to pay", "GLA-25", "pay")
