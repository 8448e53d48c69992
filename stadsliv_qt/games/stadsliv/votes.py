"""Röstkortet (STA-22), the victory vote and the appeal (STA-23); the count is in end.py.

Votes are SEALED decisions (tag "vote"): each voter submits privately, the public log says only
"X has voted", and one reveal event gives the tally and every seat's vote. Players on an NZ and
the asker do not vote (STA-16). A majority means more yes than no among the voters; a vote with
no voters has no majority.
"""

from __future__ import annotations

from stadsliv_qt.engine import Action, Decision, IllegalAction, Kind

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
    """The question as the table reads it."""
    if q == "seat":
        return f"vote {c.name(asker)} into Stadsfullmäktige"
    ch = c.board.data.changes[q]
    if ch.target == "fee":
        return f"{ch.label}: {code} {c.board.cards[code].name} (now {fee(c, code)})"
    return ch.label


def check_question(c: Ctx, f: AfterFrame, action: Action) -> bool:
    """Refuse a question the asker may not put now; False if the action is no question."""
    if not isinstance(action, Ask):
        return False
    s = action.seat
    if not f.vote:
        raise IllegalAction(
            "The Röstkort is raised once, right after moving onto Start, Stortorget or "
            "Stadsfullmäktige."
        )
    if action.question == "seat":
        if c.st.gb[s]:
            raise IllegalAction("A player who owns a Guldbonus cannot be voted into a seat.")
        if seats_left(c) <= 0:
            raise IllegalAction("No seat of Stadsfullmäktige is left in Stadskassan.")
        return True
    if action.question not in c.board.data.changes:
        raise IllegalAction("That question is not on the Röstkort's list.")
    if not c.st.sf[s]:
        raise IllegalAction("Only a holder of a Stadsfullmäktige share may change a rule.")
    if not change_possible(c, action.question, action.code):
        raise IllegalAction("That rule change is not possible now.")
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
    label = question_label(c, s, q, code)
    c.emit(
        f"{c.name(s)} raises the Röstkort: {label}",
        rule="STA-22",
        kind="question",
        seat=s,
        question=q,
        code=code,
    )
    if not voters:
        c.emit(
            "Nobody may vote (everyone else is on an NZ): no majority",
            rule="STA-16",
            kind="reveal",
        )
        return True
    c.st.stack.append(VoteFrame(s, q, code, voters, [None] * c.board.n))
    return True


# ----- the secret vote (Röstkort and victory) ----------------------------------------------------
def _vote_decision(f: VoteFrame | VictoryFrame, prompt: str, rule: str) -> Decision:
    votes = f.votes
    waiting = tuple(v for v in f.voters if votes[v] is None)
    done = tuple(v for v in f.voters if votes[v] is not None)
    return Decision(Kind.SEALED, waiting, prompt, rule=rule, tag="vote", submitted=done)


def _decide_vote(c: Ctx, f: VoteFrame) -> Decision:
    label = question_label(c, f.who, f.q, f.code)
    return _vote_decision(f, f"Secret vote: {label}?", "STA-22")


def _decide_victory(c: Ctx, f: VictoryFrame) -> Decision:
    return _vote_decision(f, f"Secret vote: does {c.name(f.who)} win?", "STA-23")


def _legal_vote(c: Ctx, f: VoteFrame | VictoryFrame, seat: int) -> list[Action]:
    return [Vote(seat, True), Vote(seat, False)]


def _check_vote(c: Ctx, f: VoteFrame | VictoryFrame, action: Action) -> None:
    if not isinstance(action, Vote):
        raise IllegalAction("Vote yes or no.")


def _cast(c: Ctx, f: VoteFrame | VictoryFrame, action: Action, rule: str) -> tuple[int, int] | None:
    """Record a secret vote; when the last is in, reveal them all and return (yes, no)."""
    assert isinstance(action, Vote)
    s = action.seat
    f.votes[s] = bool(action.yes)
    c.reveal()
    c.emit(f"You voted {'yes' if action.yes else 'no'}", rule=rule, kind="my_vote", to=(s,))
    c.emit(f"{c.name(s)} has voted", rule=rule, kind="voted", seat=s)
    votes = f.votes
    if any(votes[v] is None for v in f.voters):
        return None
    c.reveal()
    yes = [v for v in f.voters if votes[v]]
    no = [v for v in f.voters if not votes[v]]
    shown = ", ".join(f"{c.name(v)} {'yes' if votes[v] else 'no'}" for v in f.voters)
    c.emit(
        f"The votes are revealed: {len(yes)} yes, {len(no)} no ({shown})",
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
        c.emit("No majority for the question: nothing happens", rule="STA-22", kind="vote")
        return
    if q == "seat" or c.board.change_needs_fate:
        c.emit("A majority agrees: the Ödestärning decides", rule="STA-22", kind="vote")
        c.st.stack.append(VoteThrowFrame(asker, q, code))
        return
    _carry(c, asker, q, code)


def _decide_vote_throw(c: Ctx, f: VoteThrowFrame) -> Decision:
    return Decision(
        Kind.CHANCE,
        prompt=f"{c.name(court(c))} throws the Ödestärning on the question",
        rule="STA-22",
        tag="fate",
        chance="fate",
    )


def _throw_on_question(c: Ctx, f: VoteThrowFrame) -> None:
    c.st.stack.pop()
    code = throw(c, court(c), "on the question", "STA-22")
    if positive(c, code):
        _carry(c, f.who, f.q, f.code)
    else:
        c.emit("The Ödestärning says no: nothing happens", rule="STA-22", kind="vote")


def _carry(c: Ctx, asker: int, q: str, code: str) -> None:
    """The question passes: a free seat, or a rule change that holds to the end."""
    st = c.st
    if q == "seat":
        if seats_left(c) <= 0 or st.gb[asker]:
            c.emit("The seat can no longer be given", rule="STA-22", kind="vote")
            return
        st.sf[asker] += 1
        st.invested[asker] = True
        c.emit(
            f"{c.name(asker)} is voted into Stadsfullmäktige without payment",
            rule="STA-22",
            kind="seat",
            seat=asker,
        )
        check_three(c, asker)
        return
    label = question_label(c, asker, q, code)
    ch = c.board.data.changes[q]
    rules = st.rules
    if ch.target == "fee":
        fees = rules["fees"]
        fees[code] = fees.get(code, 0) + ch.delta
        if not fees[code]:
            del fees[code]
        label = f"{code} {c.board.cards[code].name} fee now {fee(c, code)}"
    elif ch.target == "nz_interest":
        assert ch.value is not None  # data.py: an nz_interest change names its value
        rules["nz_interest"] = ch.value
    elif ch.target == "varvslon":
        rules["varvslon"] += ch.delta
    elif ch.target == "F":
        rules["F"] += ch.delta
    else:
        rules["N"] += ch.delta
    st.changes.append(label)
    c.emit(f"Rule change in force: {label}", rule="STA-22", kind="rule_change")


# ----- STA-23: the victory vote and the appeal ---------------------------------------------------
def check_three(c: Ctx, s: int) -> None:
    """STA-23: a player holding all three seats faces the table's vote at once."""
    st = c.st
    if st.sf[s] < c.board.fig["council_seats"]:
        return
    name = c.name(s)
    st.stack[:] = []
    voters = [p for p in others(c, s) if not on_nz(c, p)]
    c.emit(
        f"{name} holds all three Stadsfullmäktige seats: the table votes whether {name} wins",
        rule="STA-23",
        kind="victory",
        seat=s,
    )
    if voters:
        st.stack.append(VictoryFrame(s, voters, [None] * c.board.n))
    else:
        c.emit("Nobody may vote: that counts as no", rule="STA-23", kind="reveal")
        st.stack.append(AppealFrame(s))


def _apply_victory(c: Ctx, f: VictoryFrame, action: Action) -> None:
    tally = _cast(c, f, action, "STA-23")
    if tally is None:
        return
    yes, no = tally
    s = f.who
    if yes > no:
        end.finish(c, [s], "the table voted for the holder of all three seats", "STA-23")
        return
    c.emit(f"The table says no to {c.name(s)}", rule="STA-23", kind="vote")
    c.st.stack[-1] = AppealFrame(s)


def _decide_appeal(c: Ctx, f: AppealFrame) -> Decision:
    s = f.who
    return Decision(
        Kind.SEAT,
        (s,),
        f"{c.name(s)}: appeal to Domstolen? Positive: you win; negative: the count.",
        rule="STA-23",
        tag="appeal",
    )


def _legal_appeal(c: Ctx, f: AppealFrame, seat: int) -> list[Action]:
    return [Appeal(seat, True), Appeal(seat, False)]


def _check_appeal(c: Ctx, f: AppealFrame, action: Action) -> None:
    if not isinstance(action, Appeal):
        raise IllegalAction("Appeal to Domstolen, or accept the count.")


def _apply_appeal(c: Ctx, f: AppealFrame, action: Action) -> None:
    assert isinstance(action, Appeal)
    s = action.seat
    if action.yes:
        c.emit(f"{c.name(s)} appeals to Domstolen", rule="STA-23", kind="appeal")
        c.st.stack[-1] = AppealThrowFrame(s)
    else:
        c.st.stack.pop()
        end.count(c, f"{c.name(s)} did not appeal")


def _decide_appeal_throw(c: Ctx, f: AppealThrowFrame) -> Decision:
    return Decision(
        Kind.CHANCE,
        prompt=f"Domstolen: {c.name(court(c))} throws the Ödestärning on the appeal",
        rule="STA-23",
        tag="fate",
        chance="fate",
    )


def _throw_on_appeal(c: Ctx, f: AppealThrowFrame) -> None:
    s = f.who
    c.st.stack.pop()
    code = throw(c, court(c), "on the appeal", "STA-23")
    if positive(c, code):
        end.finish(c, [s], "Domstolen upheld the appeal", "STA-23")
    else:
        end.count(c, "Domstolen rejected the appeal")


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
