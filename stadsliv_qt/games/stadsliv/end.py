"""The end of the game: the count (STA-24), and the result however the game ends.

The highest total of poäng, investments at their price, shares and Guldbonus at their value,
less the loan, wins; a tie goes to more poäng in hand, then the victory is shared. The game also
ends on the victory vote or the appeal (STA-23), and when one player is left (STA-17).
"""

from __future__ import annotations

from .ctx import Ctx
from .state import Result


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


def count(c: Ctx, why: str) -> None:
    """The highest total wins; a tie goes to more poäng in hand, then is shared."""
    st = c.st
    alive = [s for s in range(c.board.n) if st.active[s]]
    parts = {s: breakdown(c, s) for s in alive}
    for s in alive:
        p = parts[s]
        c.emit(
            f"Count for {c.name(s)}: {p['poäng']} poäng + {p['investments']} investments "
            f"+ {p['shares']} shares + {p['guldbonus']} Guldbonus - {-p['loan']} loan "
            f"= {p['total']}",
            rule="STA-24",
            kind="count",
            seat=s,
            parts=p,
        )
    best = max(parts[s]["total"] for s in alive)
    top = [s for s in alive if parts[s]["total"] == best]
    reason = f"the count ({why})"
    if len(top) > 1:
        cash = max(st.money[s] for s in top)
        top = [s for s in top if st.money[s] == cash]
        reason += ": a tie on the total, decided by poäng in hand"
        if len(top) > 1:
            reason += ", still tied: a shared victory"
    finish(c, top, reason, "STA-24")


def finish(c: Ctx, winners: list[int], reason: str, rule: str) -> None:
    """The game ends: the result with every seat's count, and no step left pending."""
    n = c.board.n
    parts = {s: breakdown(c, s) for s in range(n)}
    c.st.results = Result(
        winners=list(winners),
        reason=reason,
        rule=rule,
        scores={s: parts[s]["total"] for s in range(n)},
        breakdown={s: parts[s] for s in range(n)},
    )
    c.st.stack[:] = []
    names = " and ".join(c.name(s) for s in winners)
    verb = "wins" if len(winners) == 1 else "share the victory"
    c.emit(f"{names} {verb}: {reason}", rule=rule, kind="end", winners=list(winners))
