"""Into and out of the Hinterzimmer (GLA-06, GLA-16, GLA-18); its turns are in flow.py."""

from __future__ import annotations

from stadsliv_qt.text import Msg, msg

from .context import Ctx

HINTERZIMMER = 10


def send_to_hz(c: Ctx, s: int, why: Msg | str, rule: str) -> None:
    """Into the Hinterzimmer, never passing LOS; the turn ends there (GLA-06, GLA-16)."""
    st = c.st
    st.pos[s] = HINTERZIMMER
    st.in_hz[s] = True
    st.hz_turns[s] = 0
    st.sent_in = True
    st.again = False
    c.emit(
        msg("gla.hz.sent", seat=c.ref(s), why=why),
        rule,
        "hinterzimmer",
        seat=s,
    )


def leave_hz(c: Ctx, s: int, how: Msg) -> None:
    """Out of the Hinterzimmer (GLA-18); `how` is the whole log line (gla.hz.leave_*)."""
    c.st.in_hz[s] = False
    c.st.hz_turns[s] = 0
    c.emit(how, "GLA-18", "hinterzimmer")
