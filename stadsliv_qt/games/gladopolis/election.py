"""Wahltag: votes from wealth and Bürgergunst, the Klüngel-Krone, and the tie-breaks (GLA-19, GLA-29);
the early end when one candidate is left (GLA-28)."""

from __future__ import annotations

from stadsliv_qt.engine import Chance
from stadsliv_qt.text import Msg, msg

from .context import Ctx
from .ledger import eur
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
    """GLA-19: the player with the most chips wears the crown (-6); a shared top costs each -3.

    Every player counts, a sachkundiger Bürger too (GLA-27: still a player, chips kept): when
    one holds the most, no candidate loses a vote for it."""
    st = c.st
    top = max(st.chips, default=0)
    if top < 1:
        return {}
    holders = [s for s in range(len(c.names)) if st.chips[s] == top]
    loss: int = c.p["kluengel_crown"] if len(holders) == 1 else c.p["kluengel_tie"]
    return {s: loss for s in holders}


def hold_election(c: Ctx) -> None:
    """Count every seat's votes; the most votes among the candidates wins, ties by BG, then dice."""
    st = c.st
    n = len(c.names)
    table = {s: breakdown(c, s) for s in range(n)}
    for s in range(n):
        b = table[s]
        c.emit(
            msg(
                "gla.election.votes",
                seat=c.ref(s),
                votes=b["wealth_votes"],
                wealth=eur(b["wealth"]),
                bg_votes=b["bg_votes"],
                bg=b["bg"],
                loss=b["kluengel_loss"],
                total=b["total"],
                candidate=bool(b["candidate"]),
            ),
            "GLA-29",
            "votes",
            seat=s,
            breakdown=b,
        )
    candidates = [s for s in range(n) if st.active[s]]
    best = max(table[s]["total"] for s in candidates)
    tied = [s for s in candidates if table[s]["total"] == best]
    if len(tied) > 1:
        top_bg = max(st.bg[s] for s in tied)
        tied = [s for s in tied if st.bg[s] == top_bg]
        c.emit(msg("gla.election.tie", votes=best), "GLA-29", "tiebreak")
    if len(tied) > 1:
        st.rolloff = tied
        st.phase = "rolloff"
        c.emit(
            msg("gla.election.still_tied", names=", ".join(c.name(s) for s in tied)),
            "GLA-29",
            "tiebreak",
        )
        return
    finish(c, tied[0], "GLA-29")


def on_rolloff(c: Ctx, chance: Chance) -> None:
    """Each tied candidate rolls a die; the highest wins, a shared highest rolls again (GLA-29)."""
    st = c.st
    rolls = {s: chance.dice(1)[0] for s in st.rolloff}
    shown: Msg | None = None
    for s, r in rolls.items():
        one = msg("gla.rolloff.one", seat=c.ref(s), roll=r)
        shown = one if shown is None else msg("gla.list.more", head=shown, next=one)
    assert shown is not None, "two candidates or more roll"
    c.emit(
        msg("gla.rolloff.rolled", rolls=shown),
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
    finish(c, tied[0], "GLA-29")


def finish(c: Ctx, winner: int, rule: str) -> None:
    """The game is over: the result with every seat's breakdown."""
    table = {str(s): breakdown(c, s) for s in range(len(c.names))}
    result = Result(winner, "", rule, table)
    reason = result_reason(c, result)
    result.reason = str(reason)  # the English words, as saves have always kept them
    c.st.result = result
    c.st.phase = "over"
    c.reveal()
    c.emit(reason, rule, "over", winner=winner)


def result_reason(c: Ctx, r: Result) -> Msg:
    """Why the winner won, as a message: read again from the result's breakdown (GLA-28, GLA-29)."""
    who = c.ref(r.winner)
    if r.rule == "GLA-28":
        return msg("gla.election.last_candidate", seat=who)
    rows = [b for b in r.breakdown.values() if b.get("candidate", 1)]
    best = max(b["total"] for b in rows)
    tied = [b for b in rows if b["total"] == best]
    if len(tied) == 1:
        return msg("gla.election.won", seat=who, how="votes")
    top_bg = max(b["bg"] for b in tied)
    how = "bg" if sum(1 for b in tied if b["bg"] == top_bg) == 1 else "die"
    return msg("gla.election.won", seat=who, how=how)


def check_last_candidate(c: Ctx) -> None:
    """GLA-28: when only one player who can still win remains, the game ends at once."""
    left = [s for s in range(len(c.names)) if c.st.active[s]]
    if len(left) == 1:
        c.st.todo = []
        finish(c, left[0], "GLA-28")
