"""What a seat may see: the whole board and purse, never another seat's secret vote before the reveal."""

from __future__ import annotations

from typing import Any

from stadsliv_qt.engine import Seat
from stadsliv_qt.engine.record import dump
from stadsliv_qt.text import msg

from .building import LEUCHTTURM
from .context import Ctx
from .election import breakdown, result_reason
from .ledger import eur
from .state import said


def view(c: Ctx, seats: tuple[Seat, ...], seat: int | None) -> dict[str, Any]:
    """All a seat may see (None: the shared screen); secret votes of others never appear."""
    st = c.st
    fields = c.d.fields
    players = [_player(c, seats[s], s) for s in range(len(seats))]
    council = None
    if st.council is not None:
        council = {
            "motion": st.council.motion,
            "proposer": st.council.proposer,
            "voted": sorted(int(k) for k in st.votes),
        }
        if not c.options["open_vote"]:
            council["my_vote"] = st.votes.get(str(seat)) if seat is not None else None
        else:
            council["votes"] = dict(st.votes)
    return {
        "players": players,
        "fields": [
            {
                "pos": f.pos,
                "name": f.name,
                "kind": f.kind,
                "group": f.group,
                "price": f.price,
                "owner": st.owner[f.pos],
                "level": st.level[f.pos],
                "mortgaged": st.mortgaged[f.pos],
            }
            for f in fields
        ],
        "kasse": st.kasse,
        "kasse_text": msg("gla.view.money", amount=eur(st.kasse)),
        "calendar": st.calendar,
        "calendar_length": c.b.calendar_length,
        "wahltag": st.calendar >= c.b.calendar_length,
        "resolutions": [
            {"id": m, "name": c.d.motions[m].name, "text": c.d.motions[m].text}
            for m in st.resolutions
        ],
        "rules_in_force": {k: v for k, v in c.p.items() if v != c.d.params[k]},
        # What the count would give each candidate now (GLA-29; all of it is public), for the board.
        "projection": [
            breakdown(c, s)["total"] if st.active[s] else None for s in range(len(seats))
        ],
        "decks": {"events": len(st.events_deck), "motions": len(st.motions_deck)},
        "current": st.cur,
        "phase": st.phase,
        "turn": st.turn_no,
        "round": st.round_no,
        "dice": list(st.last_dice),
        "doubles": st.doubles,
        "bg_bought": st.bg_bought,
        # a field is pending only while it waits to be bought or for the Versorger dice (the state
        # keeps the field of an auction the player could not pay for; old saves rely on it)
        "pending": st.pending if st.phase in ("buy", "utility_dice") else -1,
        "auction": dump(st.auction) if st.auction else None,
        "trade": dump(st.trade) if st.trade else None,
        "debt": {**dump(st.debt), "why": said(st.debt.why)} if st.debt else None,
        "council": council,
        "rolloff": list(st.rolloff),
        "result": {**dump(st.result), "reason": result_reason(c, st.result)} if st.result else None,
    }


def _player(c: Ctx, seat: Seat, s: int) -> dict[str, Any]:
    """One seat's purse, holdings and notes, as everyone sees them."""
    st = c.st
    holdings = []
    for pos in c.b.property_fields:
        if st.owner[pos] == s:
            tag = "mortgaged" if st.mortgaged[pos] else ""
            if st.level[pos]:
                tag = "tower" if st.level[pos] == LEUCHTTURM else "level"
            holdings.append(
                msg("gla.view.holding", field=c.d.fields[pos].name, tag=tag, level=st.level[pos])
            )
    notes = []
    if s == st.cur and st.phase != "over":
        notes.append(msg("gla.view.on_turn"))
    if st.in_hz[s]:
        notes.append(msg("gla.view.in_hz", turns=st.hz_turns[s]))
    if not st.active[s]:
        notes.append(msg("gla.view.citizen"))
    if st.formfehler == s:
        notes.append(msg("gla.view.card"))
    if st.chips[s]:
        notes.append(msg("gla.view.chips", chips=st.chips[s]))
    return {
        "name": c.name(s),
        "colour": seat.colour,
        "token": seat.token,
        "money": st.cash[s],
        "money_text": msg("gla.view.money", amount=eur(st.cash[s])),
        "second": msg("gla.view.bg", bg=st.bg[s]),
        "bg": st.bg[s],
        "chips": st.chips[s],
        "position": st.pos[s],
        "in_hinterzimmer": st.in_hz[s],
        "hz_turns": st.hz_turns[s],
        "holdings": holdings,
        "notes": notes,
        "active": st.active[s],
        "veto_used": st.veto_used[s],
    }
