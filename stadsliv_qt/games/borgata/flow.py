"""The order of a round (BOR-10..BOR-14): phase after phase with the win check between (BOR-09),
and the decision each phase asks for.

Every phase module ends its phase with `c.end_phase(c, number)`: the game puts this module's
`end_phase` in the Ctx, so the phases need not import the module that imports them.
"""

from __future__ import annotations

from stadsliv_qt.engine import Decision, Kind, Results
from stadsliv_qt.text import Msg, msg

from .city import governs, joined, lot_name, usd, who
from .city import rule as contact_rule
from .collect import phase2
from .contract import phase3
from .ctx import Ctx
from .envelopes import phase1
from .grid import label
from .mobilise import phase4
from .recruit import phase5
from .state import Phase, Result
from .win import check_win, end_by_round_limit

# "after <phase>", said in the reason a game ended (bor.win.after.0: the opening placement).
AFTER_PHASE: dict[int, Msg] = {k: msg(f"bor.win.after.{k}") for k in range(6)}


def end_phase(c: Ctx, number: int) -> None:
    """After every phase: the win check (BOR-09), then the next phase or round."""
    order = check_win(c, AFTER_PHASE[number])
    if order is None:
        return
    # Nothing changes between the check and the next phase's start, so its status order holds.
    if number in (0, 5):
        limit: int = c.options["round_limit"]
        if number == 5 and limit and c.st.round >= limit:
            end_by_round_limit(c, order)
            return
        c.st.round += 1
        c.emit(msg("bor.flow.round", n=c.st.round), rule="BOR-10", kind="round", round=c.st.round)
        phase1(c)
    elif number == 1:
        phase2(c, order)
    elif number == 2:
        phase3(c, order)
    elif number == 3:
        phase4(c, order)
    else:
        phase5(c, order)


def results(result: Result | None) -> Results:
    """The Results of a finished game (an empty one while it goes on)."""
    if result is None:
        return Results(winners=(), reason="", rule="BOR-09")
    return Results(
        winners=tuple(result.winners),
        reason=result.reason,
        rule=result.rule,
        scores=dict(result.scores),
        breakdown={f: dict(parts) for f, parts in result.breakdown.items()},
    )


def build_decision(c: Ctx, phase: Phase) -> Decision:
    """The decision for the current state, made afresh."""
    st = c.st
    if phase == "mobilise":
        return Decision(
            Kind.SEAT,
            _actor(c),
            msg("bor.flow.ask_mobilise", seat=who(c, _actor(c)[0])),
            rule="BOR-13",
            tag="mobilise",
        )
    if phase == "envelopes" or phase == "bid":
        store = st.envelopes if phase == "envelopes" else st.bids
        waiting = tuple(s for s in st.sealed_seats if s not in store)
        done = tuple(s for s in st.sealed_seats if s in store)
        if phase == "envelopes":
            prompt = msg("bor.flow.ask_envelopes")
            return Decision(Kind.SEALED, waiting, prompt, "BOR-10", "envelopes", submitted=done)
        named = label(st.contract_lot) if st.contract_lot is not None else "?"
        prompt = msg("bor.flow.ask_bid", at=named)
        return Decision(Kind.SEALED, waiting, prompt, "BOR-12", "contract_bid", submitted=done)
    if phase == "over":
        return Decision(Kind.TERMINAL, results=results(st.result))
    if phase == "shuffle":
        return Decision(
            Kind.CHANCE,
            prompt=msg("bor.flow.ask_shuffle"),
            rule="BOR-02",
            chance="shuffle:districts",
        )
    seats = _actor(c)
    seat = who(c, seats[0])
    if phase == "place":
        k = st.placed // len(c.names) + 1
        total = c.data.figures["start_members"]
        prompt = msg("bor.flow.ask_place", seat=seat, k=k, total=total)
        return Decision(Kind.SEAT, seats, prompt, "BOR-06", "place")
    if phase == "block":
        i = st.block_queue[0][1]
        cats = joined(list(governs(c, i)), "and")
        prompt = msg("bor.flow.ask_block", seat=seat, cats=cats, lot=lot_name(c, i))
        return Decision(Kind.SEAT, seats, prompt, "BOR-11", "block")
    if phase == "collect":
        prompt = msg("bor.flow.ask_collect", seat=seat)
        return Decision(Kind.SEAT, seats, prompt, "BOR-11", "collect")
    if phase == "name":
        prompt = msg("bor.flow.ask_name", seat=seat)
        return Decision(Kind.SEAT, seats, prompt, "BOR-12", "name_contract")
    if phase == "response":
        p = st.pending
        assert p is not None  # the response phase always has its attack (validate checks it)
        answer = c.data.contacts[p.answer].name
        attack = c.data.contacts[p.contact].name
        prompt = msg(
            "bor.flow.ask_response",
            seat=seat,
            attacker=who(c, p.attacker),
            attack=attack,
            lot=lot_name(c, p.lot),
            answer=answer,
        )
        return Decision(Kind.SEAT, seats, prompt, contact_rule(c, p.answer), "response")
    prompt = msg("bor.flow.ask_recruit", seat=seat, price=usd(c.data.figures["recruit_price"]))
    return Decision(Kind.SEAT, seats, prompt, "BOR-14", "recruit")


def _actor(c: Ctx) -> tuple[int]:
    """The one family asked (every phase with a seat to act names one; validate checks it)."""
    actor = c.st.actor
    assert actor is not None
    return (actor,)
