"""Röstkortet (STA-22), the victory vote and the appeal (STA-23); the count is in end.py.

Votes are SEALED decisions (tag "vote"): each voter submits privately, the public log says only
"X has voted", and one reveal event gives the tally and every seat's vote. Players on an NZ and
the asker do not vote (STA-16). A majority means more yes than no among the voters; a vote with
no voters has no majority.
"""

from __future__ import annotations

from stadsliv_qt.engine import Action, Decision, IllegalAction, Kind
from stadsliv_qt.text import Msg, msg

from . import end
from .actions import Appeal, Ask, Vote
from .ctx import Ctx, Step, Steps, court, fee, on_nz, others, positive, throw
from .state import (
    AfterFrame,
    AppealFrame,
    AppealThrowFrame,
    VictoryFrame,
    VoteFrame,
    VoteThrowFrame,
)
from .words import commas


# ----- which questions may be put ----------------------------------------------------------------
def seats_left(c: Ctx) -> int:
    """Stadsfullmäktige seats still held by Stadskassan."""
    return c.board.fig["council_seats"] - sum(c.st.sf)


def change_possible(c: Ctx, cid: str, code: str = "") -> bool:
    """True if the rule change `cid` (on block `code` for a fee) would change anything."""
    ch = c.board.data.changes[cid]
    rules = c.st.rules
    if ch.target == "fee":
        return code in c.board.cards and (ch.delta > 0 or fee(c, code) + ch.delta >= 1)
    if ch.target == "nz_interest":
        return rules["nz_interest"] != ch.value
    if ch.target == "varvslon":
        return ch.delta > 0 or c.board.pay.base + rules["varvslon"] + ch.delta >= 0
    if ch.target == "F":
        return ch.delta > 0 or rules["F"] + ch.delta >= 1
    return ch.delta > 0 or rules["N"] + ch.delta >= 1


def questions(c: Ctx, s: int) -> list[Action]:
    """STA-22: 'vote me into Stadsfullmäktige' and, for shareholders, the rule changes."""
    out: list[Action] = []
    if c.st.gb[s] == 0 and seats_left(c) > 0:
        out.append(Ask(s, "seat"))
    if c.st.sf[s]:
        for cid, ch in c.board.data.changes.items():
            if ch.target == "fee":
                out += [Ask(s, cid, k) for k in c.board.cards if change_possible(c, cid, k)]
            elif change_possible(c, cid):
                out.append(Ask(s, cid))
    return out


def question_label(c: Ctx, asker: int, q: str, code: str = "") -> str:
    """The question as the table reads it, in English (question() is the message)."""
    return str(question(c, asker, q, code))


def question(c: Ctx, asker: int, q: str, code: str = "") -> Msg:
    """The question as a message."""
    if q == "seat":
        return msg("sta.votes.q.seat", seat=c.ref(asker))
    ch = c.board.data.changes[q]
    if ch.target == "fee":
        return msg(
            "sta.votes.q.fee",
            change=msg(f"sta.change.{q}"),
            code=code,
            block=c.board.cards[code].name,
            fee=fee(c, code),
        )
    return msg(f"sta.change.{q}")


def check_question(c: Ctx, f: AfterFrame, action: Action) -> bool:
    """Refuse a question the asker may not put now; False if the action is no question."""
    if not isinstance(action, Ask):
        return False
    s = action.seat
    if not f.vote:
        raise IllegalAction(msg("sta.votes.once"))
    if action.question == "seat":
        if c.st.gb[s]:
            raise IllegalAction(msg("sta.votes.gb_no_seat"))
        if seats_left(c) <= 0:
            raise IllegalAction(msg("sta.votes.no_seat_left"))
        return True
    q, code = action.question, action.code
    if not isinstance(q, str) or not isinstance(code, str) or q not in c.board.data.changes:
        raise IllegalAction(msg("sta.votes.not_listed"))
    if not c.st.sf[s]:
        raise IllegalAction(msg("sta.votes.holders_only"))
    if not change_possible(c, action.question, action.code):
        raise IllegalAction(msg("sta.votes.impossible"))
    return True


def apply_question(c: Ctx, f: AfterFrame, action: Action) -> bool:
    """Raise the Röstkort: the question goes to a secret vote; False if the action is none."""
    if not isinstance(action, Ask):
        return False
    s, q, code = action.seat, action.question, action.code
    if q == "seat" or c.board.data.changes[q].target != "fee":
        code = ""
    f.vote = False
    voters = [p for p in others(c, s) if not on_nz(c, p)]
    c.emit(
        msg("sta.votes.raised", seat=c.ref(s), question=question(c, s, q, code)),
        rule="STA-22",
        kind="question",
        seat=s,
        question=q,
        code=code,
    )
    if not voters:
        c.emit(
            msg("sta.votes.nobody_votes"),
            rule="STA-16",
            kind="reveal",
        )
        return True
    c.st.stack.append(VoteFrame(s, q, code, voters, [None] * c.board.n))
    return True


# ----- the secret vote (Röstkort and victory) ----------------------------------------------------
def _vote_decision(f: VoteFrame | VictoryFrame, prompt: Msg, rule: str) -> Decision:
    votes = f.votes
    waiting = tuple(v for v in f.voters if votes[v] is None)
    done = tuple(v for v in f.voters if votes[v] is not None)
    return Decision(Kind.SEALED, waiting, prompt, rule=rule, tag="vote", submitted=done)


def _decide_vote(c: Ctx, f: VoteFrame) -> Decision:
    label = question(c, f.who, f.q, f.code)
    return _vote_decision(f, msg("sta.votes.ask_vote", question=label), "STA-22")


def _decide_victory(c: Ctx, f: VictoryFrame) -> Decision:
    return _vote_decision(f, msg("sta.votes.ask_victory", seat=c.ref(f.who)), "STA-23")


def _legal_vote(c: Ctx, f: VoteFrame | VictoryFrame, seat: int) -> list[Action]:
    return [Vote(seat, True), Vote(seat, False)]


def _check_vote(c: Ctx, f: VoteFrame | VictoryFrame, action: Action) -> None:
    if not isinstance(action, Vote):
        raise IllegalAction(msg("sta.votes.yes_or_no"))


def _cast(c: Ctx, f: VoteFrame | VictoryFrame, action: Action, rule: str) -> tuple[int, int] | None:
    """Record a secret vote; when the last is in, reveal them all and return (yes, no)."""
    assert isinstance(action, Vote)
    s = action.seat
    f.votes[s] = bool(action.yes)
    c.reveal()
    c.emit(msg("sta.votes.you_voted", yes=bool(action.yes)), rule=rule, kind="my_vote", to=(s,))
    c.emit(msg("sta.votes.has_voted", seat=c.ref(s)), rule=rule, kind="voted", seat=s)
    votes = f.votes
    if any(votes[v] is None for v in f.voters):
        return None
    c.reveal()
    yes = [v for v in f.voters if votes[v]]
    no = [v for v in f.voters if not votes[v]]
    shown = commas([msg("sta.votes.cast", seat=c.ref(v), yes=bool(votes[v])) for v in f.voters])
    c.emit(
        msg("sta.votes.revealed", yes=len(yes), no=len(no), shown=shown),
        rule=rule,
        kind="reveal",
        yes=yes,
        no=no,
    )
    return len(yes), len(no)


def _apply_vote(c: Ctx, f: VoteFrame, action: Action) -> None:
    tally = _cast(c, f, action, "STA-22")
    if tally is None:
        return
    yes, no = tally
    c.st.stack.pop()
    asker, q, code = f.who, f.q, f.code
    if yes <= no:
        c.emit(msg("sta.votes.no_majority"), rule="STA-22", kind="vote")
        return
    if q == "seat" or c.board.change_needs_fate:
        c.emit(msg("sta.votes.majority"), rule="STA-22", kind="vote")
        c.st.stack.append(VoteThrowFrame(asker, q, code))
        return
    _carry(c, asker, q, code)


def _decide_vote_throw(c: Ctx, f: VoteThrowFrame) -> Decision:
    return Decision(
        Kind.CHANCE,
        prompt=msg("sta.votes.court_throws", seat=c.ref(court(c))),
        rule="STA-22",
        tag="fate",
        chance="fate",
    )


def _throw_on_question(c: Ctx, f: VoteThrowFrame) -> None:
    c.st.stack.pop()
    code = throw(c, court(c), msg("sta.fate.on_question"), "STA-22")
    if positive(c, code):
        _carry(c, f.who, f.q, f.code)
    else:
        c.emit(msg("sta.votes.fate_no"), rule="STA-22", kind="vote")


def _carry(c: Ctx, asker: int, q: str, code: str) -> None:
    """The question passes: a free seat, or a rule change that holds to the end."""
    st = c.st
    if q == "seat":
        if seats_left(c) <= 0 or st.gb[asker]:
            c.emit(msg("sta.votes.seat_gone"), rule="STA-22", kind="vote")
            return
        st.sf[asker] += 1
        st.invested[asker] = True
        c.emit(
            msg("sta.votes.voted_in", seat=c.ref(asker)),
            rule="STA-22",
            kind="seat",
            seat=asker,
        )
        check_three(c, asker)
        return
    label = question(c, asker, q, code)
    ch = c.board.data.changes[q]
    rules = st.rules
    if ch.target == "fee":
        fees = rules["fees"]
        fees[code] = fees.get(code, 0) + ch.delta
        if not fees[code]:
            del fees[code]
        label = msg(
            "sta.change.fee_now", code=code, block=c.board.cards[code].name, fee=fee(c, code)
        )
    elif ch.target == "nz_interest":
        assert ch.value is not None  # data.py: an nz_interest change names its value
        rules["nz_interest"] = ch.value
    elif ch.target == "varvslon":
        rules["varvslon"] += ch.delta
    elif ch.target == "F":
        rules["F"] += ch.delta
    else:
        rules["N"] += ch.delta
    st.changes.append(str(label))  # the state keeps the English, as saves always had it
    c.emit(msg("sta.votes.in_force", change=label), rule="STA-22", kind="rule_change")


# ----- STA-23: the victory vote and the appeal ---------------------------------------------------
def check_three(c: Ctx, s: int) -> None:
    """STA-23: a player holding all three seats faces the table's vote at once."""
    st = c.st
    if st.sf[s] < c.board.fig["council_seats"]:
        return
    st.stack[:] = []
    voters = [p for p in others(c, s) if not on_nz(c, p)]
    c.emit(
        msg("sta.votes.three", seat=c.ref(s)),
        rule="STA-23",
        kind="victory",
        seat=s,
    )
    if voters:
        st.stack.append(VictoryFrame(s, voters, [None] * c.board.n))
    else:
        c.emit(msg("sta.votes.nobody_counts_no"), rule="STA-23", kind="reveal")
        st.stack.append(AppealFrame(s))


def _apply_victory(c: Ctx, f: VictoryFrame, action: Action) -> None:
    tally = _cast(c, f, action, "STA-23")
    if tally is None:
        return
    yes, no = tally
    s = f.who
    if yes > no:
        end.finish(c, [s], msg("sta.end.voted"), "STA-23")
        return
    c.emit(msg("sta.votes.table_no", seat=c.ref(s)), rule="STA-23", kind="vote")
    c.st.stack[-1] = AppealFrame(s)


def _decide_appeal(c: Ctx, f: AppealFrame) -> Decision:
    s = f.who
    return Decision(
        Kind.SEAT,
        (s,),
        msg("sta.votes.ask_appeal", seat=c.ref(s)),
        rule="STA-23",
        tag="appeal",
    )


def _legal_appeal(c: Ctx, f: AppealFrame, seat: int) -> list[Action]:
    return [Appeal(seat, True), Appeal(seat, False)]


def _check_appeal(c: Ctx, f: AppealFrame, action: Action) -> None:
    if not isinstance(action, Appeal):
        raise IllegalAction(msg("sta.votes.appeal_or_accept"))


def _apply_appeal(c: Ctx, f: AppealFrame, action: Action) -> None:
    assert isinstance(action, Appeal)
    s = action.seat
    if action.yes:
        c.emit(msg("sta.votes.appeals", seat=c.ref(s)), rule="STA-23", kind="appeal")
        c.st.stack[-1] = AppealThrowFrame(s)
    else:
        c.st.stack.pop()
        end.count(c, msg("sta.end.no_appeal", seat=c.ref(s)))


def _decide_appeal_throw(c: Ctx, f: AppealThrowFrame) -> Decision:
    return Decision(
        Kind.CHANCE,
        prompt=msg("sta.votes.court_throws_appeal", seat=c.ref(court(c))),
        rule="STA-23",
        tag="fate",
        chance="fate",
    )


def _throw_on_appeal(c: Ctx, f: AppealThrowFrame) -> None:
    s = f.who
    c.st.stack.pop()
    code = throw(c, court(c), msg("sta.fate.on_appeal"), "STA-23")
    if positive(c, code):
        end.finish(c, [s], msg("sta.end.upheld"), "STA-23")
    else:
        end.count(c, msg("sta.end.rejected"))


STEPS: Steps = {
    VoteFrame: Step(decide=_decide_vote, legal=_legal_vote, check=_check_vote, apply=_apply_vote),
    VoteThrowFrame: Step(decide=_decide_vote_throw, chance=_throw_on_question),
    VictoryFrame: Step(
        decide=_decide_victory, legal=_legal_vote, check=_check_vote, apply=_apply_victory
    ),
    AppealFrame: Step(
        decide=_decide_appeal, legal=_legal_appeal, check=_check_appeal, apply=_apply_appeal
    ),
    AppealThrowFrame: Step(decide=_decide_appeal_throw, chance=_throw_on_appeal),
}
