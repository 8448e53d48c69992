"""BOR-09: the three win conditions, checked after every phase; ties go to the higher status.

[decision] If a phase ends with no member of any family left in the city, the game cannot go on
(nobody can recruit), so it ends and the family of highest status wins. The optional round limit
ends the game after Phase 5 of the last round, also by status.
"""

from __future__ import annotations

from stadsliv_qt.engine import plural

from .city import controller, status_order, tally
from .ctx import Ctx
from .grid import CORNERSTONES
from .state import Result


def check_win(c: Ctx, after: str) -> list[int] | None:
    """None if the game is over; else the status order, which the next phase starts from."""
    names = c.names
    n = len(names)
    values, in_city = tally(c)
    present = [f for f in range(n) if in_city[f]]
    target: int = c.options["win_value"]
    corners = controller(c, CORNERSTONES[0])  # one family on all five, or None
    if corners is not None:
        for i in CORNERSTONES[1:]:
            if controller(c, i) != corners:
                corners = None
                break
    met: dict[int, list[str]] = {}
    for f in range(n):
        reasons = []
        if corners == f:
            reasons.append("controls Stadshuset and all four corner lots")
        if present == [f]:
            reasons.append("is the only family left in the city")
        if values[f] >= target:
            reasons.append(f"controls lots worth {values[f]} (at least {target})")
        if reasons:
            met[f] = reasons
    order = status_order(c, values, in_city)
    if met:
        winner = next(f for f in order if f in met)
        others = [f for f in order if f in met and f != winner]
        reason = f"{names[winner]} " + " and ".join(met[winner])
        if others:
            also = ", ".join(names[f] for f in others)
            reason += f"; {also} also met a condition, but {names[winner]} has the higher status"
        _finish(c, winner, f"{reason} after {after}")
        return None
    if not present:
        _finish(c, order[0], f"nobody is left in the city after {after}; the highest status wins")
        return None
    return order


def end_by_round_limit(c: Ctx, order: list[int]) -> None:
    """The last round is over: the family of highest status wins."""
    _finish(
        c,
        order[0],
        f"the round limit of {plural(c.st.round, 'round')} is reached; the highest status wins",
    )


def _finish(c: Ctx, winner: int, reason: str) -> None:
    st = c.st
    values, in_city = tally(c)
    n = len(c.names)
    st.result = Result(
        winners=[winner],
        reason=reason,
        rule="BOR-09",
        scores={f: values[f] for f in range(n)},
        breakdown={
            f: {"lot value": values[f], "members": in_city[f], "money": st.cash[f]}
            for f in range(n)
        },
    )
    st.phase = "over"
    st.actor = None
    st.pending = None
    c.emit(f"Game over: {reason}", rule="BOR-09", kind="win", seat=winner)
