"""Stadtgeschehen: drawing an event card and carrying out its effect (GLA-25)."""

from __future__ import annotations

from stadsliv_qt.text import msg

from .building import LEUCHTTURM
from .context import Ctx
from .hinterzimmer import send_to_hz
from .ledger import eur, move_money, named
from .state import BANK, KASSE, KassePay, Move, Pay


def draw_event(c: Ctx, s: int) -> None:
    """The top card: drawn, shown, carried out; back under the deck (Formfehler is kept)."""
    st = c.st
    cid = st.events_deck.pop(0)
    card = c.d.events[cid]
    effect = card.effect
    kind = effect["type"]
    c.reveal()
    c.emit(
        msg("gla.card.drawn", seat=c.ref(s), card=card.name, text=card.text),
        "GLA-25",
        "card",
        seat=s,
        card=cid,
    )
    if kind == "formfehler":
        st.formfehler = s
        return
    st.events_deck.append(cid)
    if kind == "to_hinterzimmer":
        send_to_hz(c, s, card.name, "GLA-16")
    elif kind == "move":
        steps = (effect["field"] - st.pos[s]) % 40 or 40
        st.todo.insert(0, Move(steps, None))
    elif kind == "fine":
        st.todo.insert(0, Pay(s, KASSE, effect["amount"], named(card.name), "GLA-25"))
    elif kind == "bank_pays":
        move_money(st, BANK, s, effect["amount"])
        c.emit(
            msg("gla.card.bank_pays", seat=c.ref(s), amount=eur(effect["amount"])), "GLA-25", "pay"
        )
    elif kind == "kasse_pays":
        st.todo.insert(0, KassePay(s, effect["amount"], named(card.name), "GLA-25"))
    elif kind == "bg":
        before = st.bg[s]
        st.bg[s] = max(0, before + effect["delta"])
        c.emit(
            msg("gla.card.bg", seat=c.ref(s), bg=st.bg[s], before=before),
            "GLA-11",
            "bg",
            seat=s,
        )
    elif kind == "building_levy":
        _building_levy(c, s, card.name, effect["per_level"], effect["per_tower"])


def _building_levy(c: Ctx, s: int, name: str, per_level: int, per_tower: int) -> None:
    """So much per Bauvorhaben and per Leuchtturmprojekt, into the Stadtkasse."""
    st = c.st
    levels = towers = 0
    for pos in c.b.property_fields:
        if st.owner[pos] == s and st.level[pos]:
            if st.level[pos] == LEUCHTTURM:
                towers += 1
            else:
                levels += st.level[pos]
    amount = levels * per_level + towers * per_tower
    why = msg(
        "gla.why.building_levy",
        card=name,
        levels=levels,
        per_level=eur(per_level),
        towers=towers,
        per_tower=eur(per_tower),
    )
    if amount:
        st.todo.insert(0, Pay(s, KASSE, amount, why, "GLA-25"))
    else:
        c.emit(msg("gla.card.no_buildings", seat=c.ref(s)), "GLA-25", "pay")
