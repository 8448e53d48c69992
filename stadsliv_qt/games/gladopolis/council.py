"""The Ratssitzung: motions, votes, the BG tie-break, the Beschlusslage and the veto (GLA-20 to GLA-24).

Secret vote (default): one SEALED decision; each vote is kept private (an event only its voter
sees) until the last is in, then all are revealed together. Open-vote variant: one SEAT decision
per participant in table order from the proposer, each vote shown as it is cast.
"""

from __future__ import annotations

from stadsliv_qt.text import Msg, msg

from .context import Ctx
from .state import Council


def motion(c: Ctx) -> Council:
    """The motion on the table (the phase says there is one)."""
    council = c.st.council
    assert council is not None, "a motion is on the table"
    return council


def draw_motion(c: Ctx, s: int) -> None:
    """Draw the top Antragskarte; the proposer withdraws it or brings it in (GLA-20)."""
    st = c.st
    mid = st.motions_deck.pop(0)
    m = c.d.motions[mid]
    st.council = Council(mid, s)
    st.votes = {}
    st.phase = "council"
    c.reveal()
    c.emit(
        msg("gla.council.drawn", seat=c.ref(s), motion=m.name, text=m.text),
        "GLA-20",
        "motion",
        seat=s,
        motion=mid,
    )


def withdraw(c: Ctx) -> None:
    """The proposer withdraws the motion: under the deck, nothing happens (GLA-20)."""
    council = motion(c)
    mid = council.motion
    c.st.motions_deck.append(mid)
    c.emit(
        msg("gla.council.withdrawn", seat=c.ref(council.proposer), motion=c.d.motions[mid].name),
        "GLA-20",
        "motion",
    )
    close_council(c)


def bring_in(c: Ctx) -> None:
    """To the vote; with two players the proposer decides alone, the other may veto (GLA-23)."""
    council = motion(c)
    s = council.proposer
    m = c.d.motions[council.motion]
    n = len(c.names)
    if n == 2:
        other = 1 - s
        c.emit(
            msg("gla.council.alone", seat=c.ref(s), motion=m.name),
            "GLA-23",
            "motion",
        )
        if c.st.veto_used[other]:
            accept(c)
        else:
            c.st.phase = "veto"
        return
    c.emit(
        msg(
            "gla.council.brought_in",
            seat=c.ref(s),
            motion=m.name,
            n=n,
            open=bool(c.options["open_vote"]),
        ),
        "GLA-21",
        "motion",
    )
    c.st.phase = "vote"


def voter_order(c: Ctx) -> list[int]:
    """Every participant (sachkundige Bürger too), from the proposer round the table."""
    n, s = len(c.names), motion(c).proposer
    return [(s + k) % n for k in range(n)]


def waiting_voters(c: Ctx) -> tuple[int, ...]:
    """Who still has to vote; in the open variant only the next in order."""
    votes = c.st.votes
    waiting = tuple(v for v in voter_order(c) if str(v) not in votes)
    if c.options["open_vote"]:
        return waiting[:1]
    return tuple(sorted(waiting))


def vote(c: Ctx, seat: int, yes: bool) -> None:
    """One vote: shown at once in the open variant, else kept to its voter until the count."""
    c.st.votes[str(seat)] = yes
    if c.options["open_vote"]:
        c.emit(
            msg("gla.vote.open", seat=c.ref(seat), yes=yes), "GLA-21", "vote", seat=seat, yes=yes
        )
    else:
        c.reveal()
        c.emit(msg("gla.vote.mine", yes=yes), "GLA-21", "vote", to=(seat,), seat=seat, yes=yes)
        c.emit(msg("gla.vote.cast", seat=c.ref(seat)), "GLA-21", "voted", seat=seat)
    if len(c.st.votes) == len(c.names):
        count_votes(c)


def count_votes(c: Ctx) -> None:
    """Simple majority; a tie goes to the participant with the most BG, if there is one (GLA-21)."""
    st = c.st
    votes = {int(k): v for k, v in st.votes.items()}
    yes = sum(votes.values())
    no = len(votes) - yes
    shown: Msg | None = None
    for v in voter_order(c):
        one = msg("gla.vote.one", seat=c.ref(v), yes=votes[v])
        shown = one if shown is None else msg("gla.list.more", head=shown, next=one)
    assert shown is not None, "every participant voted"
    c.reveal()
    c.emit(
        msg("gla.vote.count", votes=shown, yes=yes, no=no),
        "GLA-21",
        "reveal",
        votes={str(k): v for k, v in sorted(votes.items())},
    )
    if yes != no:
        passed = yes > no
    else:
        top = max(st.bg)
        tops = [v for v in votes if st.bg[v] == top]
        if len(tops) == 1:
            passed = votes[tops[0]]
            c.emit(
                msg("gla.vote.tie_bg", seat=c.ref(tops[0]), bg=top, yes=passed),
                "GLA-21",
                "tiebreak",
            )
        else:
            passed = False
            c.emit(
                msg("gla.vote.tie_shared", bg=top),
                "GLA-21",
                "tiebreak",
            )
    if passed:
        accept(c)
    else:
        reject(c)


def veto(c: Ctx, seat: int) -> None:
    """Two players: the one veto of the game; the motion fails (GLA-23)."""
    c.st.veto_used[seat] = True
    c.emit(msg("gla.veto.used", seat=c.ref(seat)), "GLA-23", "veto")
    reject(c)


def allow(c: Ctx, seat: int) -> None:
    """Two players: the veto is kept, the motion passes (GLA-23)."""
    c.emit(msg("gla.veto.kept", seat=c.ref(seat)), "GLA-23", "veto")
    accept(c)


def reject(c: Ctx) -> None:
    """The motion fails and goes under the deck (GLA-21)."""
    mid = motion(c).motion
    c.st.motions_deck.append(mid)
    c.emit(msg("gla.council.failed", motion=c.d.motions[mid].name), "GLA-21", "rejected")
    close_council(c)


def accept(c: Ctx) -> None:
    """Into the Beschlusslage; 1 BG for the proposer; a sixth forces a repeal (GLA-22)."""
    st = c.st
    council = motion(c)
    mid, s = council.motion, council.proposer
    gain = c.p["motion_bg"]
    st.resolutions.append(mid)
    st.bg[s] += gain
    c.emit(
        msg("gla.council.accepted", motion=c.d.motions[mid].name, seat=c.ref(s), bg=gain),
        "GLA-22",
        "accepted",
        motion=mid,
        seat=s,
    )
    if len(st.resolutions) > c.p["max_resolutions"]:
        st.phase = "repeal"
    else:
        close_council(c)


def repeal(c: Ctx, seat: int, mid: str) -> None:
    """A lying resolution is repealed to make room (GLA-22)."""
    c.st.resolutions.remove(mid)
    c.st.motions_deck.append(mid)
    c.emit(
        msg(
            "gla.council.repealed",
            seat=c.ref(seat),
            motion=c.d.motions[mid].name,
            most=c.p["max_resolutions"],
        ),
        "GLA-22",
        "repealed",
        motion=mid,
    )
    close_council(c)


def close_council(c: Ctx) -> None:
    """The Ratssitzung is over; the turn goes on."""
    c.st.council = None
    c.st.votes = {}
    c.st.phase = ""
