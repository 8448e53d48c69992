"""The end of the game: the count (STA-24), and the result however the game ends.

The highest total of poäng, investments at their price, shares and Guldbonus at their value,
less the loan, wins; a tie goes to more poäng in hand, then the victory is shared. The game also
ends on the victory vote or the appeal (STA-23), and when one player is left (STA-17).
"""

from __future__ import annotations

from stadsliv_qt.text import Msg, msg

from .ctx import Ctx
from .state import Result
from .words import ands


def breakdown(c: Ctx, s: int) -> dict[str, int]:
    """What a player is worth at the count, part by part."""
    st, fig = c.st, c.board.fig
    if not st.active[s]:
        return {
            "poäng": 0,
            "investments": 0,
            "shares": 0,
            "guldbonus": 0,
            "loan": 0,
            "total": 0,
        }
    invest = sum(
        card.price for code, card in c.board.cards.items() if code != "B" and st.owner[code] == s
    )
    shares = (st.sf[s] + (1 if st.owner["B"] == s else 0)) * fig["share_value"]
    gold = st.gb[s] * fig["guldbonus_value"]
    parts = {
        "poäng": st.money[s],
        "investments": invest,
        "shares": shares,
        "guldbonus": gold,
        "loan": -st.loan[s],
    }
    parts["total"] = sum(parts.values())
    return parts


def count(c: Ctx, why: Msg) -> None:
    """The highest total wins; a tie goes to more poäng in hand, then is shared."""
    st = c.st
    alive = [s for s in range(c.board.n) if st.active[s]]
    parts = {s: breakdown(c, s) for s in alive}
    for s in alive:
        p = parts[s]
        c.emit(
            msg(
                "sta.end.count_line",
                seat=c.ref(s),
                cash=p["poäng"],
                inv=p["investments"],
                shares=p["shares"],
                gb=p["guldbonus"],
                loan=-p["loan"],
                total=p["total"],
            ),
            rule="STA-24",
            kind="count",
            seat=s,
            parts=p,
        )
    best = max(parts[s]["total"] for s in alive)
    top = [s for s in alive if parts[s]["total"] == best]
    reason = msg("sta.end.count", why=why)
    if len(top) > 1:
        cash = max(st.money[s] for s in top)
        top = [s for s in top if st.money[s] == cash]
        reason = msg("sta.end.tie_cash", why=why)
        if len(top) > 1:
            reason = msg("sta.end.tie_shared", why=why)
    finish(c, top, reason, "STA-24")


def finish(c: Ctx, winners: list[int], reason: Msg, rule: str) -> None:
    """The game ends: the result with every seat's count, and no step left pending.

    The result keeps the reason's English (the save format is unchanged; words.back reads it).
    """
    n = c.board.n
    parts = {s: breakdown(c, s) for s in range(n)}
    c.st.results = Result(
        winners=list(winners),
        reason=str(reason),
        rule=rule,
        scores={s: parts[s]["total"] for s in range(n)},
        breakdown={s: parts[s] for s in range(n)},
    )
    c.st.stack[:] = []
    names = ands([c.ref(s) for s in winners])
    c.emit(
        msg("sta.end.wins", names=names, n=len(winners), reason=reason),
        rule=rule,
        kind="end",
        winners=list(winners),
    )
