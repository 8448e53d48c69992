"""The start (STA-03, STA-05), choosing the banker (STA-04) and the turns (STA-06, STA-24's limit)."""

from __future__ import annotations

from stadsliv_qt.engine import Action, Decision, IllegalAction, Kind
from stadsliv_qt.text import Msg, msg

from . import end, money
from .actions import Roll, Volunteer
from .ctx import Board, Ctx, Step, Steps, next_active
from .state import BankerFrame, BankerRollFrame, MoveFrame, Rules, StadslivState, TurnFrame
from .words import ands, commas


def start_state(b: Board) -> StadslivState:
    """STA-03, STA-05: 10 poäng each, everything else in Stadskassan; then choose a banker."""
    n, fig = b.n, b.fig
    return StadslivState(
        money=[fig["start_money"]] * n,
        pos=[0] * n,
        active=[True] * n,
        banker=-1,
        owner={code: -1 for code in b.cards},
        sf=[0] * n,
        gb=[0] * n,
        loan=[0] * n,
        loan_left=[0] * n,
        invested=[False] * n,
        kassa=0,
        current=-1,
        turns=0,
        offered=[],
        rules=Rules(
            varvslon=0,
            nz_interest=fig["nz_interest"],
            F=b.data.faces["F"].amount,
            N=b.data.faces["N"].amount,
            fees={},
        ),
        changes=[],
        last_dice=[],
        last_fate=None,
        results=None,
        stack=[BankerFrame(0)],
    )


def announce_start(c: Ctx) -> None:
    """The first line of the log: what everyone starts with (STA-03)."""
    fig = c.board.fig
    c.emit(
        msg(
            "sta.turns.start",
            money=fig["start_money"],
            seats=fig["council_seats"],
            gb=fig["guldbonus_count"],
        ),
        rule="STA-03",
        kind="setup",
    )


# ----- STA-04: the banker ------------------------------------------------------------------------
def _decide_banker(c: Ctx, f: BankerFrame) -> Decision:
    s = f.who
    return Decision(
        Kind.SEAT,
        (s,),
        msg("sta.turns.ask_banker", seat=c.ref(s)),
        rule="STA-04",
        tag="banker",
    )


def _legal_banker(c: Ctx, f: BankerFrame, seat: int) -> list[Action]:
    return [Volunteer(seat, True), Volunteer(seat, False)]


def _check_banker(c: Ctx, f: BankerFrame, action: Action) -> None:
    if not isinstance(action, Volunteer):
        raise IllegalAction(msg("sta.turns.banker_first"))


def _apply_banker(c: Ctx, f: BankerFrame, action: Action) -> None:
    assert isinstance(action, Volunteer)
    s = action.seat
    stack = c.st.stack
    if action.yes:
        stack.pop()
        _make_banker(c, s, msg("sta.turns.how_volunteer"))
        return
    c.emit(msg("sta.turns.no_volunteer", seat=c.ref(s)), rule="STA-04", kind="banker")
    if s + 1 < c.board.n:
        f.who = s + 1
    else:
        stack[-1] = BankerRollFrame(-1, list(range(c.board.n)))
        c.emit(
            msg("sta.turns.nobody_volunteered"),
            rule="STA-04",
            kind="banker",
        )


def _decide_banker_roll(c: Ctx, f: BankerRollFrame) -> Decision:
    names = commas([c.ref(s) for s in f.cands])
    return Decision(
        Kind.CHANCE,
        prompt=msg("sta.turns.banker_roll", names=names),
        rule="STA-04",
        tag="banker",
        chance="dice",
    )


def _roll_for_banker(c: Ctx, f: BankerRollFrame) -> None:
    sums = {}
    for s in f.cands:
        a, b = c.chance.dice(2)
        sums[s] = a + b
        c.emit(
            msg("sta.turns.banker_rolled", seat=c.ref(s), a=a, b=b, sum=a + b),
            rule="STA-04",
            kind="dice",
            seat=s,
            dice=[a, b],
        )
    low = min(sums.values())
    tied = [s for s in f.cands if sums[s] == low]
    if len(tied) == 1:
        c.st.stack.pop()
        _make_banker(c, tied[0], msg("sta.turns.how_lowest", low=low))
        return
    f.cands = tied
    names = ands([c.ref(s) for s in tied])
    c.emit(msg("sta.turns.tie", names=names, low=low), rule="STA-04", kind="banker")


def _make_banker(c: Ctx, s: int, how: Msg) -> None:
    c.st.banker = s
    c.st.owner["B"] = s
    c.emit(
        msg("sta.turns.banker", seat=c.ref(s), how=how),
        rule="STA-04",
        kind="banker",
        seat=s,
    )


# ----- STA-06: turns -----------------------------------------------------------------------------
def next_turn(c: Ctx) -> None:
    """Start the next player's turn, or end with the count when the turn limit is reached."""
    st = c.st
    limit = c.board.turn_limit
    if limit and st.turns >= limit:
        c.emit(msg("sta.turns.limit", n=limit), rule="STA-24", kind="info")
        end.count(c, msg("sta.end.turn_limit"))
        return
    st.current = 0 if st.current < 0 else next_active(c, st.current)
    st.turns += 1
    st.offered = []
    st.stack.append(TurnFrame(st.current))
    c.emit(
        msg("sta.turns.turn", seat=c.ref(st.current)), rule="STA-06", kind="turn", seat=st.current
    )


def _decide_turn(c: Ctx, f: TurnFrame) -> Decision:
    s = f.who
    return Decision(
        Kind.SEAT,
        (s,),
        msg("sta.turns.ask_roll", seat=c.ref(s)),
        rule="STA-06",
        tag="roll",
    )


def _legal_turn(c: Ctx, f: TurnFrame, seat: int) -> list[Action]:
    out: list[Action] = list(c.board.rolls[seat])
    if c.st.loan[seat] == 0:
        out += c.board.loans[seat]
    out += money.offers(c, seat)
    return out


def _check_turn(c: Ctx, f: TurnFrame, action: Action) -> None:
    if isinstance(action, Roll):
        if type(action.dice) is not int or action.dice not in (1, 2):
            raise IllegalAction(msg("sta.turns.roll_one_or_both"))
        return
    if money.check_own_turn_extras(c, action):
        return
    raise IllegalAction(msg("sta.turns.roll_or_extras"))


def _apply_turn(c: Ctx, f: TurnFrame, action: Action) -> None:
    if isinstance(action, Roll):
        s = action.seat
        c.st.stack[-1] = MoveFrame(s, action.dice)
        c.emit(
            msg("sta.turns.chooses", seat=c.ref(s), dice=action.dice),
            rule="STA-06",
            kind="roll",
            seat=s,
        )
        return
    money.apply_own_turn_extras(c, action)


STEPS: Steps = {
    BankerFrame: Step(
        decide=_decide_banker, legal=_legal_banker, check=_check_banker, apply=_apply_banker
    ),
    BankerRollFrame: Step(decide=_decide_banker_roll, chance=_roll_for_banker),
    TurnFrame: Step(decide=_decide_turn, legal=_legal_turn, check=_check_turn, apply=_apply_turn),
}
