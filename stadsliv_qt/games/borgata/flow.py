"""The order of a round (BOR-10..BOR-14): phase after phase with the win check between (BOR-09),
and the decision each phase asks for.

Every phase module ends its phase with `c.end_phase(c, number)`: the game puts this module's
`end_phase` in the Ctx, so the phases need not import the module that imports them.
"""

from __future__ import annotations

from stadsliv_qt.engine import Decision, Kind, Results

from .city import governs, lot_name
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

PHASE_TITLES = {
    0: "Opening placement",
    1: "Phase 1: Kontakter",
    2: "Phase 2: Inkassera",
    3: "Phase 3: Kontrakt",
    4: "Phase 4: Mobilisera",
    5: "Phase 5: Rekrytera",
}


def money(amount: int) -> str:
    """Dollars as players write them: $1,200."""
    return f"-${-amount:,}" if amount < 0 else f"${amount:,}"


def end_phase(c: Ctx, number: int) -> None:
    """After every phase: the win check (BOR-09), then the next phase or round."""
    order = check_win(c, PHASE_TITLES[number])
    if order is None:
        return
    # Nothing changes between the check and the next phase's start, so its status order holds.
    if number in (0, 5):
        limit: int = c.options["round_limit"]
        if number == 5 and limit and c.st.round >= limit:
            end_by_round_limit(c, order)
            return
        c.st.round += 1
        c.emit(f"Round {c.st.round} begins", rule="BOR-10", kind="round", round=c.st.round)
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
            f"{c.names[_actor(c)[0]]}: move one member one step, play a contact, or pass",
            rule="BOR-13",
            tag="mobilise",
        )
    if phase == "envelopes" or phase == "bid":
        store = st.envelopes if phase == "envelopes" else st.bids
        waiting = tuple(s for s in st.sealed_seats if s not in store)
        done = tuple(s for s in st.sealed_seats if s in store)
        if phase == "envelopes":
            prompt = "Each family seals one envelope on every free contact"
            return Decision(Kind.SEALED, waiting, prompt, "BOR-10", "envelopes", submitted=done)
        named = label(st.contract_lot) if st.contract_lot is not None else "?"
        prompt = f"Each family seals a bid for the contract on {named}"
        return Decision(Kind.SEALED, waiting, prompt, "BOR-12", "contract_bid", submitted=done)
    if phase == "over":
        return Decision(Kind.TERMINAL, results=results(st.result))
    if phase == "shuffle":
        return Decision(
            Kind.CHANCE,
            prompt="Shuffle the district deck and deal the city",
            rule="BOR-02",
            chance="shuffle:districts",
        )
    seats = _actor(c)
    who = c.names[seats[0]]
    if phase == "place":
        k = st.placed // len(c.names) + 1
        total = c.data.figures["start_members"]
        prompt = f"{who}: place starting member {k} of {total} next to Stadshuset"
        return Decision(Kind.SEAT, seats, prompt, "BOR-06", "place")
    if phase == "block":
        i = st.block_queue[0][1]
        cats = " and ".join(governs(c, i))
        prompt = f"{who}: block collection from {cats} this round ({lot_name(c, i)})?"
        return Decision(Kind.SEAT, seats, prompt, "BOR-11", "block")
    if phase == "collect":
        prompt = f"{who}: collect where a police car stands (one member is arrested)?"
        return Decision(Kind.SEAT, seats, prompt, "BOR-11", "collect")
    if phase == "name":
        prompt = f"{who}: name a face-down lot for this round's contract"
        return Decision(Kind.SEAT, seats, prompt, "BOR-12", "name_contract")
    if phase == "response":
        p = st.pending
        assert p is not None  # the response phase always has its attack (validate checks it)
        answer = c.data.contacts[p.answer].name
        attack = c.data.contacts[p.contact].name
        prompt = (
            f"{who}: {c.names[p.attacker]} plays {attack} on {lot_name(c, p.lot)}. Play {answer}?"
        )
        return Decision(Kind.SEAT, seats, prompt, contact_rule(c, p.answer), "response")
    price = money(c.data.figures["recruit_price"])
    prompt = f"{who}: recruit members ({price} each)"
    return Decision(Kind.SEAT, seats, prompt, "BOR-14", "recruit")


def _actor(c: Ctx) -> tuple[int]:
    """The one family asked (every phase with a seat to act names one; validate checks it)."""
    actor = c.st.actor
    assert actor is not None
    return (actor,)
