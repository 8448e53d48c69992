"""BOR-27: what each family may see. One redaction for the board, the panels and dialogs.

A face-down lot shows only its place and whether its back carries a contract mark, except to a
family that looked at it with Informatören. Sealed envelopes and bids show only in their own
family's view until the common opening. Contacts held, money and members are public.
"""

from __future__ import annotations

from typing import Any

from stadsliv_qt.engine import Decision, plural
from stadsliv_qt.engine.record import dump

from .city import control_values, controller, in_city, status_order
from .ctx import Ctx
from .grid import CELLS, CORNERSTONE_AT, POS, PRISON, label


def _lot_view(c: Ctx, i: int, seat: int | None) -> dict[str, Any]:
    st = c.st
    r, col = POS[i]
    entry: dict[str, Any] = {
        "pos": [r, col],
        "label": label(i),
        "face_up": st.face_up[i],
        "cornerstone": i in CORNERSTONE_AT,
        "members": list(st.members[i]),
        "moved": list(st.moved[i]),
        "police": st.police[i],
        "controller": controller(c, i),
    }
    known = st.face_up[i] or (seat is not None and i in st.peeks[seat])
    card = st.cards[i]
    if card is None:  # before the deal (BOR-02)
        return entry
    if not st.face_up[i]:
        entry["contract_mark"] = c.data.districts[card].contract > 0
        entry["peeked"] = known
    if not known:
        return entry
    if i in CORNERSTONE_AT:
        stone = c.data.cornerstones[card]
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
        d = c.data.districts[card]
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


def _player_view(
    c: Ctx, f: int, values: list[int], counts: list[int], active: tuple[int, ...]
) -> dict[str, Any]:
    st = c.st
    held = [c.data.contacts[cid].name for cid, h in st.holder.items() if h == f]
    notes = []
    if st.prison_controller == f:
        notes.append("controls Fängelset")
    if st.members[PRISON][f]:
        notes.append(f"{st.members[PRISON][f]} in Fängelset")
    if st.phase in ("mobilise", "response") and st.passed[f]:
        notes.append("passed")
    if st.dead[f]:
        notes.append(f"{st.dead[f]} dead")
    return {
        "name": c.names[f],
        "money": st.cash[f],
        "money_text": f"${st.cash[f]:,}",
        "second": "",
        "holdings": held + [f"lot value {values[f]}", plural(counts[f], "member")],
        "notes": notes,
        "active": f in active,
        "value": values[f],
        "members": counts[f],
        "dead": st.dead[f],
        "contacts": [cid for cid, h in st.holder.items() if h == f],
    }


def view(c: Ctx, seat: int | None, d: Decision, game_id: str) -> dict[str, Any]:
    """Everything `seat` may see (None: the shared screen), given the decision pending."""
    st = c.st
    n = len(c.names)
    values, counts = control_values(c), in_city(c)
    active = d.seats
    sealed: dict[str, Any] | None = None
    if st.phase == "envelopes":
        envelope = st.envelopes.get(seat) if seat is not None else None
        sealed = _sealed(d, dict(envelope) if envelope is not None else None)
    elif st.phase == "bid":
        sealed = _sealed(d, st.bids.get(seat) if seat is not None else None)
    pending = None
    if st.pending is not None:
        p = st.pending
        pending = {
            "contact": p.contact,
            "answer": p.answer,
            "attacker": p.attacker,
            "target": p.target,
            "lot": list(POS[p.lot]),
        }
    out: dict[str, Any] = {
        "game": game_id,
        "round": st.round,
        "phase": st.phase,
        "phase_no": st.phase_no,
        "prompt": d.prompt,
        "tag": d.tag,
        "viewer": seat,
        "lots": [_lot_view(c, i, seat) for i in range(CELLS)],
        "contacts": [
            {
                "id": contact.id,
                "name": contact.name,
                "english": contact.english,
                "effect": contact.effect,
                "rule": contact.rule,
                "kind": contact.kind,
                "holder": st.holder[contact.id],
                "on_auction": contact.id in st.available,
            }
            for contact in c.data.contacts.values()
        ],
        "players": [_player_view(c, f, values, counts, active) for f in range(n)],
        "status_order": status_order(c),
        "prison_controller": st.prison_controller,
        "police_cars": sum(st.police),
        "police_limit": c.data.figures["police_cars"],
        "deck_left": len(st.deck),
        "discards": [c.data.districts[card].name for card in st.discards],
        "blocked": list(st.blocked),
        "sealed": sealed,
        "contract_lot": list(POS[st.contract_lot]) if st.contract_lot is not None else None,
        "pending_attack": pending,
        "order": list(st.order),
        "passed": [f for f in range(n) if st.passed[f]],
        "win_value": c.options["win_value"],
        "round_limit": c.options["round_limit"],
        "envelope_money": c.options["envelope_money"],
        "result": dump(st.result),
    }
    if seat is not None:
        out["peeks"] = sorted(label(i) for i in st.peeks[seat])
    return out


def _sealed(d: Decision, mine: dict[str, int] | int | None) -> dict[str, Any]:
    """The sealed decision as the viewer sees it: who is in, who waits, and its own entry."""
    return {
        "tag": d.tag,
        "submitted": list(d.submitted),
        "waiting": list(d.seats),
        "mine": mine,
    }
