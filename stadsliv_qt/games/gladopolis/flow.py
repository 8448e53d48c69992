"""The turn: windows, dice, doubles, movement, LOS and the calendar, the Hinterzimmer, turn order.

The flow is a queue of small typed steps (`st.todo`, state.py) run until one of them waits for a
decision (`st.phase` set). Payments, the Nothaushalt levy and debts are steps too, so a debt in
the middle of a turn simply waits for the debtor and the turn then carries on.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar, cast

from stadsliv_qt.engine import Chance, StateError
from stadsliv_qt.text import msg

from .cards import draw_event
from .context import Ctx
from .council import draw_motion
from .election import hold_election
from .hinterzimmer import leave_hz, send_to_hz
from .ledger import eur, floor10, move_money, named
from .money import kasse_pay, pay
from .property import land_property
from .state import (
    BANK,
    KASSE,
    After,
    End,
    HzOut,
    KassePay,
    Land,
    Move,
    OpenWindow,
    Pay,
    Start,
    Step,
)


def run(c: Ctx) -> None:
    """Carry out queued steps until a decision is needed or the game is over."""
    st = c.st
    while not st.phase:
        if not st.todo:
            raise StateError("the turn flow has nothing left to do")
        step = st.todo.pop(0)
        STEPS[type(step)](c, step)


def shuffle_decks(c: Ctx, chance: Chance) -> None:
    """The seeded shuffle of both decks; then the first turn (GLA-25, GLA-24)."""
    st = c.st
    st.events_deck = chance.shuffle(sorted(c.d.events), "shuffle:events")
    st.motions_deck = chance.shuffle(sorted(c.d.motions), "shuffle:motions")
    c.emit(msg("gla.turn.shuffled"), "GLA-25", "shuffle")
    st.phase = ""
    st.todo = [Start()]


# ----- the start of a turn -----------------------------------------------------------------------
def start(c: Ctx) -> None:
    """A new turn: reset the per-turn flags; inside the Hinterzimmer, Sitzungsgeld first (GLA-17)."""
    st = c.st
    s = st.cur
    st.doubles = 0
    st.bg_bought = False
    st.sent_in = False
    st.again = False
    st.turn_no += 1
    c.emit(msg("gla.turn.start", seat=c.ref(s)), "GLA-04", "turn", seat=s, turn=st.turn_no)
    st.todo.insert(0, OpenWindow())
    if st.in_hz[s]:
        st.hz_turns[s] += 1
        p = c.p
        lost = min(st.bg[s], p["sitzungsgeld_bg"])
        st.bg[s] -= lost
        st.chips[s] += p["kluengel_chips"]
        c.emit(
            msg(
                "gla.hz.sits",
                seat=c.ref(s),
                turn=st.hz_turns[s],
                fee=eur(p["sitzungsgeld"]),
                lost=lost,
                chips=p["kluengel_chips"],
            ),
            "GLA-17",
            "hinterzimmer",
            seat=s,
            bg=-lost,
            chips=p["kluengel_chips"],
        )
        if p["sitzungsgeld"]:
            st.todo.insert(0, KassePay(s, p["sitzungsgeld"], named("Sitzungsgeld"), "GLA-17"))


def open_window(c: Ctx) -> None:
    """Open the pre-roll window (GLA-04), unless the player went bankrupt meanwhile."""
    st = c.st
    if st.active[st.cur]:
        st.phase = "pre"
    else:
        st.todo.insert(0, End())


# ----- the dice ----------------------------------------------------------------------------------
def roll(c: Ctx) -> None:
    """Roll: the CHANCE node that follows draws the dice."""
    c.st.phase = "dice"


def on_dice(c: Ctx, chance: Chance) -> None:
    """Resolve a roll: the Hinterzimmer try, the third doubles, or a move (GLA-05, GLA-06, GLA-18)."""
    st = c.st
    a, b = chance.dice(2)
    s = st.cur
    total, double = a + b, a == b
    st.last_dice = [a, b]
    st.phase = ""
    c.emit(
        msg("gla.turn.dice", seat=c.ref(s), a=a, b=b, double=double),
        "GLA-05",
        "dice",
        seat=s,
        dice=[a, b],
    )
    if st.in_hz[s]:
        st.again = False
        if double:
            leave_hz(c, s, msg("gla.hz.leave_doubles", seat=c.ref(s)))
            st.todo[0:0] = [Move(total, total), After()]
        elif st.hz_turns[s] >= c.p["hinterzimmer_turns"]:
            fee = c.p["hinterzimmer_fee"]
            c.emit(
                msg("gla.hz.third_try", seat=c.ref(s), fee=eur(fee)),
                "GLA-18",
                "hinterzimmer",
                seat=s,
            )
            st.todo[0:0] = [
                Pay(s, KASSE, fee, msg("gla.why.leave_hz"), "GLA-18"),
                HzOut(total),
                After(),
            ]
        else:
            c.emit(msg("gla.hz.stays", seat=c.ref(s)), "GLA-18", "hinterzimmer")
            st.todo.insert(0, After())
        return
    if double:
        st.doubles += 1
    if double and st.doubles >= 3:
        send_to_hz(c, s, msg("gla.hz.why_doubles"), "GLA-06")
        st.todo.insert(0, After())
        return
    st.again = double
    st.todo[0:0] = [Move(total, total), After()]


def hz_out(c: Ctx, total: int) -> None:
    """After the compulsory payment: out, and move by the failed roll (GLA-18)."""
    s = c.st.cur
    if c.st.active[s]:
        leave_hz(c, s, msg("gla.hz.leave_after_paying", seat=c.ref(s)))
        c.st.todo.insert(0, Move(total, total))


# ----- movement ----------------------------------------------------------------------------------
def move(c: Ctx, steps: int, dice: int | None) -> None:
    """Move forward; passing or landing on LOS pays (GLA-07); then resolve the field."""
    st = c.st
    s = st.cur
    old = st.pos[s]
    new = old + steps
    st.pos[s] = new % 40
    c.emit(
        msg("gla.turn.move", seat=c.ref(s), field=c.d.fields[new % 40].name, pos=new % 40),
        "GLA-05",
        "move",
        seat=s,
        src=old,
        dest=new % 40,
        steps=steps,
    )
    front: list[Step] = []
    if new >= 40:
        pass_los(c, s, front)
    front.append(Land(dice))
    st.todo[0:0] = front


def pass_los(c: Ctx, s: int, front: list[Step]) -> None:
    """LOS: money and 1 BG, then the calendar advances one field (GLA-07, GLA-08, GLA-24)."""
    st = c.st
    p = c.p
    move_money(st, BANK, s, p["los_money"])
    st.bg[s] += p["los_bg"]
    c.emit(
        msg("gla.los.passed", seat=c.ref(s), amount=eur(p["los_money"]), bg=p["los_bg"]),
        "GLA-07",
        "los",
        seat=s,
        amount=p["los_money"],
    )
    length = c.b.calendar_length
    if st.calendar < length:
        st.calendar += 1
        if st.calendar == length:
            c.emit(
                msg("gla.los.wahltag"),
                "GLA-08",
                "wahltag",
                calendar=st.calendar,
            )
        else:
            c.emit(
                msg("gla.los.calendar", field=st.calendar, length=length),
                "GLA-07",
                "calendar",
                calendar=st.calendar,
            )
    if p["los_treasury_bonus"]:
        move_money(st, BANK, KASSE, p["los_treasury_bonus"])
        c.emit(
            msg("gla.los.abgabe", amount=eur(p["los_treasury_bonus"])),
            "GLA-24",
            "pay",
        )
    if p["property_tax_per_los"]:
        count = sum(1 for pos in c.b.property_fields if st.owner[pos] == s)
        if count:
            amount = count * p["property_tax_per_los"]
            why = msg("gla.why.property_tax", count=count, each=eur(p["property_tax_per_los"]))
            front.append(Pay(s, KASSE, amount, why, "GLA-24"))


def land(c: Ctx, dice: int | None) -> None:
    """Resolve the field the token stands on; a player bankrupt on the way (Grundsteuer at LOS)
    is a sachkundiger Bürger by now and no longer buys, pays or draws (GLA-27)."""
    st = c.st
    s = st.cur
    if not st.active[s]:
        return
    f = c.d.fields[st.pos[s]]
    kind = f.kind
    if kind in ("district", "hub", "utility"):
        land_property(c, s, f, dice)
    elif kind == "tax":
        percent = c.p["tax_percent"]
        amount = floor10(f.amount * percent // 100)
        why = named(f.name)
        if percent != 100:
            why = msg(
                "gla.why.tax",
                name=f.name,
                base=eur(f.amount),
                percent=percent,
                rounded=amount * 100 != f.amount * percent,
            )
        st.todo.insert(0, Pay(s, KASSE, amount, why, "GLA-13"))
    elif kind == "event":
        draw_event(c, s)
    elif kind == "council":
        draw_motion(c, s)
    elif kind == "fest":
        fest(c, s)
    elif kind == "go_hinterzimmer":
        send_to_hz(c, s, msg("gla.hz.why_field30"), "GLA-16")
    elif kind == "hinterzimmer":
        c.emit(msg("gla.hz.visit", seat=c.ref(s)), "GLA-16", "visit")


def fest(c: Ctx, s: int) -> None:
    """Bürgerfest: a share of the Stadtkasse rounded down to 100 €, and 1 BG (GLA-15)."""
    st = c.st
    p = c.p
    held, share = st.kasse, p["buergerfest_divisor"]
    amount = held // share // 100 * 100
    move_money(st, KASSE, s, amount)
    st.bg[s] += p["buergerfest_bg"]
    c.emit(
        msg(
            "gla.turn.fest_share",
            seat=c.ref(s),
            amount=eur(amount),
            kasse=eur(held),
            share=share,
            bg=p["buergerfest_bg"],
        ),
        "GLA-15",
        "fest",
        seat=s,
        amount=amount,
    )


# ----- after the field, the end of the turn ------------------------------------------------------
def after(c: Ctx) -> None:
    """After the field: roll again after doubles, else the after-field window (GLA-05, GLA-06)."""
    st = c.st
    s = st.cur
    if not st.active[s] or st.sent_in:
        st.todo.insert(0, End())
    elif st.again:
        st.again = False
        c.emit(msg("gla.turn.again", seat=c.ref(s)), "GLA-06", "doubles")
        st.phase = "pre"
    else:
        st.phase = "post"


def end_turn(c: Ctx) -> None:
    """EndTurn closes the after-field window."""
    c.st.phase = ""
    c.st.todo.insert(0, End())


def end(c: Ctx) -> None:
    """Pass the turn; once WAHLTAG is reached, the round is finished and the election held."""
    st = c.st
    s, n = st.cur, len(c.names)
    nxt = next((s + k) % n for k in range(1, n + 1) if st.active[(s + k) % n])
    if nxt <= s:
        st.round_no += 1
        if st.calendar >= c.b.calendar_length:
            hold_election(c)
            return
    st.cur = nxt
    st.todo.insert(0, Start())


S = TypeVar("S", bound=Step)
Effect = Callable[[Ctx, Step], None]


def _row(kind: type[S], fn: Callable[[Ctx, S], None]) -> tuple[type[Step], Effect]:
    """A row of the step table: the type checker sees that `fn` takes this kind of step."""
    return kind, cast(Effect, fn)


# What each kind of step does.
STEPS: dict[type[Step], Effect] = dict(
    [
        _row(Move, lambda c, m: move(c, m.steps, m.dice)),
        _row(Land, lambda c, step: land(c, step.dice)),
        _row(Pay, lambda c, p: pay(c, p.debtor, p.creditor, p.amount, p.why, p.rule)),
        _row(After, lambda c, _s: after(c)),
        _row(End, lambda c, _s: end(c)),
        _row(Start, lambda c, _s: start(c)),
        _row(OpenWindow, lambda c, _s: open_window(c)),
        _row(KassePay, lambda c, k: kasse_pay(c, k.recipient, k.amount, k.why, k.rule)),
        _row(HzOut, lambda c, h: hz_out(c, h.total)),
    ]
)
