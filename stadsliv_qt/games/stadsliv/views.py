"""What each seat may see: everything is public in Stadsliv except a vote before its reveal."""

from __future__ import annotations

from typing import Any

from stadsliv_qt.engine import Decision
from stadsliv_qt.text import Msg, msg

from . import auction, end, moves, votes
from .actions import Ask
from .ctx import Ctx, court, fee, on_nz
from .state import (
    AfterFrame,
    AuctionFrame,
    ChooseFrame,
    CourtFrame,
    PayFrame,
    ProtestFrame,
    Result,
    VictoryFrame,
    VoteFrame,
)
from .words import back, item


def _player_view(c: Ctx, s: int) -> dict[str, Any]:
    st, cards = c.st, c.board.cards
    holdings = [
        msg("sta.view.bank_share")
        if code == "B"
        else msg("sta.moves.thing.block", code=code, block=cards[code].name)
        for code, o in st.owner.items()
        if o == s
    ]
    if st.sf[s]:
        holdings.append(msg("sta.view.seats", n=st.sf[s]))
    if st.gb[s]:
        holdings.append(msg("sta.view.guldbonus", n=st.gb[s]))
    if st.loan[s]:
        holdings.append(msg("sta.view.loan", amount=st.loan[s], left=st.loan_left[s]))
    notes = []
    if s == st.banker:
        notes.append(msg("sta.view.banker"))
    if st.owner["D"] == s:
        notes.append(msg("sta.view.court"))
    if not st.active[s]:
        notes.append(msg("sta.view.bankrupt"))
    elif on_nz(c, s):
        notes.append(msg("sta.view.on_nz"))
    return {
        "name": c.name(s),
        "money": st.money[s],
        "money_text": msg("unit.poang", n=st.money[s]),
        "second": "",
        "holdings": holdings,
        "notes": notes,
        "active": s == st.current and st.results is None,
        "in_game": st.active[s],
        "position": st.pos[s],
        "square": c.board.ring[st.pos[s]].number,
        "loan": st.loan[s],
        "loan_due_in": st.loan_left[s],
        "seats": st.sf[s],
        "guldbonus": st.gb[s],
        "varvslon": moves.why_varvslon(c, s)[0],  # the amount (the English why is not needed)
        "worth": end.breakdown(c, s)["total"],
    }


def _squares_view(c: Ctx) -> list[dict[str, Any]]:
    out = []
    fig = c.board.fig
    for sq in c.board.ring:
        entry: dict[str, Any] = {
            "n": sq.number,
            "kind": sq.kind,
            "code": sq.code,
            "name": sq.name,
            "colour": sq.colour,
        }
        card = c.board.cards.get(sq.code)
        if card is not None:
            entry.update(
                price=fig["bank_share_price"] if sq.code == "B" else card.price,
                fee=fee(c, sq.code),
                hoghus=card.hoghus,
                owner=c.st.owner[sq.code],
                group=card.group,
            )
        out.append(entry)
    return out


def _pending_view(c: Ctx, d: Decision, seat: int | None) -> dict[str, Any]:
    st, n = c.st, c.board.n
    out: dict[str, Any] = {
        "kind": d.kind.value,
        "seats": list(d.seats),
        "prompt": d.prompt,
        "tag": d.tag,
        "rule": d.rule,
    }
    if not st.stack:
        return out
    top = st.stack[-1]
    if isinstance(top, VoteFrame | VictoryFrame):
        votes_in = top.votes
        out["vote"] = {
            "question": votes.question(c, top.who, top.q, top.code)
            if isinstance(top, VoteFrame)
            else msg("sta.view.does_win", seat=c.ref(top.who)),
            "asker": top.who,
            "voters": list(top.voters),
            "voted": [v for v in top.voters if votes_in[v] is not None],
            "not_voting": [p for p in range(n) if st.active[p] and p not in top.voters],
            "my_vote": votes_in[seat] if seat is not None and 0 <= seat < n else None,
        }
    elif isinstance(top, AuctionFrame):
        out["auction"] = {
            "item": top.item,
            "item_name": item(top.item),
            "price": auction.item_price(c, top.item),
            "seller": top.seller,
            "high": top.high,
            "bid": top.bid,
            "bidders": list(top.bidders),
            "forced": top.forced,
        }
    elif isinstance(top, AfterFrame) and top.vote:
        out["questions"] = [
            {
                "question": a.question,
                "code": a.code,
                "label": votes.question(c, a.seat, a.question, a.code),
            }
            for a in votes.questions(c, top.who)
            if isinstance(a, Ask)
        ]
    elif isinstance(top, PayFrame):
        out["debt"] = {"debtor": top.who, "amount": top.amount, "why": back("why", top.why)}
    elif isinstance(top, ChooseFrame | ProtestFrame | CourtFrame):
        out["fee_choice"] = {
            "payer": top.payer,
            "blocks": [[k, st.owner[k], fee(c, k)] for k in top.cands],
            "chosen": "" if isinstance(top, ChooseFrame) else top.chosen,
        }
    return out


def view(c: Ctx, d: Decision, seat: int | None) -> dict[str, Any]:
    """Everything public, plus the seat's own vote while a vote is open."""
    st, fig = c.st, c.board.fig
    fate = None
    if st.last_fate:
        face = c.board.data.faces[st.last_fate.face]
        fate = {
            "face": st.last_fate.face,
            "thrower": st.last_fate.thrower,
            "purpose": back("purpose", st.last_fate.purpose),
            "name": face.name,
            "positive": face.positive,
            "text": msg(f"sta.face.{face.code}.text"),
        }
    return {
        "game": "stadsliv",
        "players": [_player_view(c, s) for s in range(c.board.n)],
        "squares": _squares_view(c),
        "positions": list(st.pos),
        "banker": st.banker,
        "court": court(c) if st.banker >= 0 else -1,
        "current": st.current,
        "turns": st.turns,
        "kassa": {
            "net": st.kassa,
            "seats": fig["council_seats"] - sum(st.sf),
            "guldbonus": fig["guldbonus_count"] - sum(st.gb),
            "bank_share": st.owner["B"] < 0,
        },
        "rules": {
            "varvslon": _varvslon_label(c),
            "varvslon_change": st.rules["varvslon"],
            "nz_interest": st.rules["nz_interest"],
            "farsot": st.rules["F"],
            "naturkatastrof": st.rules["N"],
            "loan_limit": c.board.loan_limit,
            "changes": [back("change", x) for x in st.changes],
        },
        "last_dice": list(st.last_dice),
        "last_fate": fate,
        "pending": _pending_view(c, d, seat),
        "results": _results_view(st.results),
    }


def _results_view(r: Result | None) -> dict[str, Any] | None:
    if r is None:
        return None
    return {
        "winners": list(r.winners),
        "reason": back("reason", r.reason),
        "rule": r.rule,
        "breakdown": {k: dict(v) for k, v in r.breakdown.items()},
    }


def _varvslon_label(c: Ctx) -> Msg:
    """The varvslön figures of the option chosen, as the table reads them."""
    key = next(k for k, p in c.board.data.varvslon.items() if p is c.board.pay)
    return msg(f"sta.varvslon.{key}")
