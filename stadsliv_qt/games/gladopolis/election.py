"""Wahltag: votes from wealth and Bürgergunst, the Klüngel-Krone, and the tie-breaks (GLA-19, GLA-29);
the early end when one candidate is left (GLA-28)."""

from __future__ import annotations

from stadsliv_qt.engine import Chance, plural

from .context import Ctx
from .state import Result


def breakdown(c: Ctx, seat: int) -> dict[str, int]:
    """One player's votes, piece by piece (the result screen shows it for everyone)."""
    st = c.st
    per = int(c.options["votes_per"])
    props = buildings = 0
    for pos in c.b.property_fields:
        if st.owner[pos] == seat and not st.mortgaged[pos]:
            props += c.b.prices[pos]
            buildings += sum(st.paid[pos])
    wealth = st.cash[seat] + props + buildings
    bg_votes = st.bg[seat] * c.p["votes_per_bg"]
    loss = kluengel_loss(c).get(seat, 0)
    return {
        "cash": st.cash[seat],
        "properties": props,
        "buildings": buildings,
        "wealth": wealth,
        "wealth_votes": wealth // per,
        "bg": st.bg[seat],
        "bg_votes": bg_votes,
        "kluengel_chips": st.chips[seat],
        "kluengel_loss": loss,
        "total": wealth // per + bg_votes - loss,
        "candidate": int(st.active[seat]),
    }


def kluengel_loss(c: Ctx) -> dict[int, int]:
    """GLA-19: most chips among the candidates wears the crown (-6); a shared top costs each -3."""
    st = c.st
    candidates = [s for s in range(len(c.names)) if st.active[s]]
    top = max((st.chips[s] for s in candidates), default=0)
    if top < 1:
        return {}
    holders = [s for s in candidates if st.chips[s] == top]
    loss: int = c.p["kluengel_crown"] if len(holders) == 1 else c.p["kluengel_tie"]
    return {s: loss for s in holders}


def hold_election(c: Ctx) -> None:
    """Count every seat's votes; the most votes among the candidates wins, ties by BG, then dice."""
    st = c.st
    n = len(c.names)
    table = {s: breakdown(c, s) for s in range(n)}
    for s in range(n):
        b = table[s]
        status = "" if b["candidate"] else " (sachkundiger Bürger, cannot win)"
        c.emit(
            f"{c.name(s)}: {plural(b['wealth_votes'], 'vote')} for {b['wealth']:,} € "
            f"+ {b['bg_votes']} for {b['bg']} BG - {b['kluengel_loss']} Klüngel = "
            f"{b['total']}{status}",
            "GLA-29",
            "votes",
            seat=s,
            breakdown=b,
        )
    candidates = [s for s in range(n) if st.active[s]]
    best = max(table[s]["total"] for s in candidates)
    tied = [s for s in candidates if table[s]["total"] == best]
    how = "most votes"
    if len(tied) > 1:
        top_bg = max(st.bg[s] for s in tied)
        tied = [s for s in tied if st.bg[s] == top_bg]
        how = "tie on votes, more Bürgergunst"
        c.emit(f"Tie at {plural(best, 'vote')}: more Bürgergunst decides", "GLA-29", "tiebreak")
    if len(tied) > 1:
        st.rolloff = tied
        st.phase = "rolloff"
        c.emit(
            "Still tied on Bürgergunst: " + ", ".join(c.name(s) for s in tied) + " roll a die each",
            "GLA-29",
            "tiebreak",
        )
        return
    finish(c, tied[0], f"{c.name(tied[0])} wins the election ({how})", "GLA-29")


def on_rolloff(c: Ctx, chance: Chance) -> None:
    """Each tied candidate rolls a die; the highest wins, a shared highest rolls again (GLA-29)."""
    st = c.st
    rolls = {s: chance.dice(1)[0] for s in st.rolloff}
    c.emit(
        "Roll-off: " + ", ".join(f"{c.name(s)} {r}" for s, r in rolls.items()),
        "GLA-29",
        "dice",
        rolls={str(s): r for s, r in rolls.items()},
    )
    top = max(rolls.values())
    tied = [s for s, r in rolls.items() if r == top]
    if len(tied) > 1:
        st.rolloff = tied
        return
    st.rolloff = []
    finish(c, tied[0], f"{c.name(tied[0])} wins the election (tie, decided by the die)", "GLA-29")


def finish(c: Ctx, winner: int, reason: str, rule: str) -> None:
    """The game is over: the result with every seat's breakdown."""
    table = {str(s): breakdown(c, s) for s in range(len(c.names))}
    c.st.result = Result(winner, reason, rule, table)
    c.st.phase = "over"
    c.reveal()
    c.emit(reason, rule, "over", winner=winner)


def check_last_candidate(c: Ctx) -> None:
    """GLA-28: when only one player who can still win remains, the game ends at once."""
    left = [s for s in range(len(c.names)) if c.st.active[s]]
    if len(left) == 1:
        c.st.todo = []
        finish(c, left[0], f"{c.name(left[0])} is the only player who can still win", "GLA-28")
