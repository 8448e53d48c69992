"""Into and out of the Hinterzimmer (GLA-06, GLA-16, GLA-18); its turns are in flow.py."""

from __future__ import annotations

from .context import Ctx

HINTERZIMMER = 10


def send_to_hz(c: Ctx, s: int, why: str, rule: str) -> None:
    """Into the Hinterzimmer, never passing LOS; the turn ends there (GLA-06, GLA-16)."""
    st = c.st
    st.pos[s] = HINTERZIMMER
    st.in_hz[s] = True
    st.hz_turns[s] = 0
    st.sent_in = True
    st.again = False
    c.emit(
        f"{c.name(s)} goes into the Hinterzimmer ({why}); the turn ends",
        rule,
        "hinterzimmer",
        seat=s,
    )


def leave_hz(c: Ctx, s: int, how: str) -> None:
    """Out of the Hinterzimmer (GLA-18)."""
    c.st.in_hz[s] = False
    c.st.hz_turns[s] = 0
    c.emit(f"{c.name(s)} leaves the Hinterzimmer {how}", "GLA-18", "hinterzimmer")
