"""The impossible-state check: a state the rules cannot produce is refused (on load and in tests)."""

from __future__ import annotations

from stadsliv_qt.engine import StateError
from stadsliv_qt.engine.record import dump

from .building import LEUCHTTURM, can_raise
from .context import Ctx
from .council import voter_order
from .property import auction_minimum
from .records import RECORDS
from .state import After, End, GladopolisState, OpenWindow, Start
from .trade import as_offer, why_not_offer

PHASES = ("shuffle", "pre", "dice", "buy", "auction", "utility_dice", "debt", "council", "vote",
          "veto", "repeal", "trade", "post", "rolloff", "over")  # fmt: skip
# Phases that hand back to the rest of the turn once decided: the turn's steps must go on.
MID_TURN = ("buy", "auction", "utility_dice", "debt", "council", "vote", "veto", "repeal")
ONE_RECORD = {"auction": "auction", "trade": "trade", "debt": "debt", "over": "result"}
COUNCIL_PHASES = ("council", "vote", "veto", "repeal")


def validate(c: Ctx) -> None:
    """Raise StateError for any state the rules cannot produce."""
    st = c.st
    n = len(c.names)
    if st.phase not in PHASES:
        raise StateError("the game is in an unknown phase")
    if st.phase == "shuffle":
        if dump(GladopolisState.new(n, c.d.params)) != dump(st):
            raise StateError("something happened before the decks were shuffled")
        return
    if any(x < 0 for x in st.cash) or st.kasse < 0:
        raise StateError("money can never be negative")
    if any(b < 0 for b in st.bg) or any(x < 0 for x in st.chips):
        raise StateError("Bürgergunst and Klüngel chips can never be negative")
    start = c.d.params["start_cash"] * n
    if sum(st.cash) + st.kasse != start + st.bank_net:
        raise StateError("money is not conserved between players, bank and Stadtkasse")
    if not 0 <= st.cur < n or not 0 <= st.calendar <= c.b.calendar_length:
        raise StateError("the current player or the calendar is out of range")
    for s in range(n):
        if not 0 <= st.pos[s] < 40:
            raise StateError("a token is off the board")
        if st.in_hz[s] and (st.pos[s] != 10 or not st.active[s]):
            raise StateError("a token in the Hinterzimmer must stand on field 10")
        if not 0 <= st.hz_turns[s] <= c.d.params["hinterzimmer_turns"] + 1:
            raise StateError("too many turns in the Hinterzimmer")
        if st.hz_turns[s] and not st.in_hz[s]:
            raise StateError("turns in the Hinterzimmer are counted for a player outside")
    if sum(st.active) < 1 or (sum(st.active) < 2 and st.phase != "over"):
        raise StateError("the game should have ended (GLA-28)")
    if n != 2 and any(st.veto_used):
        raise StateError("a veto was used at a table of more than two")
    if st.doubles > 3:
        raise StateError("more doubles in a row than the rules allow")
    _board(c, n)
    _decks(c)
    _phase(c, n)
    _records(c, n)


def _board(c: Ctx, n: int) -> None:
    st = c.st
    for pos, f in enumerate(c.d.fields):
        owner, level = st.owner[pos], st.level[pos]
        if not f.is_property:
            if owner != -1 or level or st.mortgaged[pos] or st.paid[pos]:
                raise StateError(f"field {pos} cannot be owned")
            continue
        if not -1 <= owner < n or (owner >= 0 and not st.active[owner]):
            raise StateError(f"{f.name} has an impossible owner")
        if owner < 0 and (st.mortgaged[pos] or level):
            raise StateError(f"unowned {f.name} cannot be mortgaged or built on")
        if len(st.paid[pos]) != level or not 0 <= level <= LEUCHTTURM:
            raise StateError(f"{f.name} has an impossible building level")
        if level:
            if f.kind != "district":
                raise StateError(f"{f.name} cannot carry buildings")
            members = c.d.groups[f.group].members
            if any(st.owner[m] != owner or st.mortgaged[m] for m in members):
                raise StateError(f"{f.name} is built without the whole unmortgaged group")
            levels = [st.level[m] for m in members]
            if max(levels) - min(levels) > 1:
                raise StateError(f"the group of {f.name} is built unevenly")


def _decks(c: Ctx) -> None:
    st = c.st
    events = list(st.events_deck) + (["formfehler"] if st.formfehler >= 0 else [])
    if sorted(events) != sorted(c.d.events):
        raise StateError("the Stadtgeschehen cards are not all accounted for")
    if st.formfehler >= 0 and not st.active[st.formfehler]:
        raise StateError("a sachkundiger Bürger cannot hold a card")
    motions = list(st.motions_deck) + list(st.resolutions)
    if st.council is not None and st.phase != "repeal":
        # In the repeal phase the accepted motion already lies among the resolutions.
        motions.append(st.council.motion)
    if sorted(motions) != sorted(c.d.motions):
        raise StateError("the motion cards are not all accounted for")
    limit = c.p["max_resolutions"] + (1 if st.phase == "repeal" else 0)
    if len(st.resolutions) > limit:
        raise StateError("too many resolutions lie")


def _phase(c: Ctx, n: int) -> None:
    """Each pending record exists exactly in its phase, and the turn's steps can go on."""
    st = c.st
    ph = st.phase
    pending = {"auction": st.auction, "trade": st.trade, "debt": st.debt, "result": st.result}
    for phase, record in ONE_RECORD.items():
        if (ph == phase) != (pending[record] is not None):
            words = RECORDS[record]
            raise StateError(f"{words} is missing" if ph == phase else f"{words} is stale")
    if (ph in COUNCIL_PHASES) != (st.council is not None):
        raise StateError("the motion on the table is missing or stale")
    # A motion voted in that makes a sixth resolution keeps its count until the repeal.
    counted = ph == "repeal" and len(st.votes) == n
    if ph != "vote" and st.votes and not counted:
        raise StateError("council votes lie outside a vote")
    if (ph == "rolloff") != bool(st.rolloff):
        raise StateError("the roll-off is missing or stale")
    steps = st.todo
    if ph in MID_TURN:
        if not steps or not isinstance(steps[-1], After | OpenWindow):
            raise StateError("the rest of the turn is missing")
        if any(isinstance(k, Start | End) for k in steps) or any(
            isinstance(k, After | OpenWindow) for k in steps[:-1]
        ):
            raise StateError("the rest of the turn is out of order")
    elif steps:
        raise StateError("steps of a turn are pending between turns")
    on_turn = ("pre", "post", "buy", "dice", "utility_dice", *COUNCIL_PHASES)
    if ph in on_turn and not st.active[st.cur]:
        raise StateError("the player on turn is a sachkundiger Bürger")
    if ph in ("pre", "post") and st.again:
        raise StateError("a roll again after doubles is pending in a window")
    if ph == "buy":
        pos = st.pending
        f = c.d.fields[pos] if pos >= 0 else None
        if f is None or not f.is_property or st.owner[pos] != -1 or st.pos[st.cur] != pos:
            raise StateError("there is nothing to buy")
        if st.cash[st.cur] < f.price:
            raise StateError("the field on offer costs more than the player has")
    if ph == "utility_dice":
        pos = st.pending
        owner = st.owner[pos] if pos >= 0 else -1
        if pos not in c.b.utilities or owner in (-1, st.cur) or st.mortgaged[pos]:
            raise StateError("no Versorger rent is waiting for the dice")
        if st.pos[st.cur] != pos:
            raise StateError("no Versorger rent is waiting for the dice")
    if ph == "rolloff":
        r = st.rolloff
        if len(r) < 2 or len(set(r)) != len(r) or not all(st.active[s] for s in r):
            raise StateError("a roll-off needs two candidates or more")
        if st.calendar != c.b.calendar_length:
            raise StateError("a roll-off before Wahltag")
    if ph == "over" and st.result is not None and not st.active[st.result.winner]:
        raise StateError("the winner is a sachkundiger Bürger")


def _records(c: Ctx, n: int) -> None:
    """The auction, trade, debt, council and votes fit the table, the board and the cash."""
    st = c.st
    a = st.auction
    if a is not None:
        order, leader = a.order, a.leader
        if not order or len(set(order)) != len(order) or not all(st.active[s] for s in order):
            raise StateError("the auction names a bidder who cannot bid")
        if not a.turn < len(order):
            raise StateError("the auction has no bidder to ask")
        pos = a.field
        if not c.d.fields[pos].is_property or st.owner[pos] != -1:
            raise StateError("the auction is for a field that cannot be sold")
        # Bidders go round the table from the player after the one on turn (GLA-09), so
        # those still in keep that order; the turn is the first bidder until a bid is made,
        # then the bidder after the leader.
        if [(s - st.cur - 1) % n for s in order] != sorted((s - st.cur - 1) % n for s in order):
            raise StateError("the auction's bidders are out of their order round the table")
        opening, step = c.options["auction_opening"], c.options["auction_step"]
        if leader < 0 and (a.high or a.turn):
            raise StateError("the auction has a high bid but no bidder")
        if leader >= 0:
            high = a.high
            if leader not in order or high < opening or (high - opening) % step:
                raise StateError("the auction's high bid is not one the rules allow")
            if high > st.cash[leader] or order == [leader]:
                raise StateError("the auction's high bid is not one the rules allow")
            if a.turn != (order.index(leader) + 1) % len(order):
                raise StateError("the auction asks a bidder whose turn it is not")
        bidder = order[a.turn]
        if bidder == leader or st.cash[bidder] < auction_minimum(c):
            raise StateError("the auction asks a bidder who cannot bid")
    t = st.trade
    if t is not None:
        if t.frm != st.cur or t.back not in ("pre", "post"):
            raise StateError("the trade on offer does not come from the player on turn")
        if why_not_offer(c, as_offer(t)) is not None:
            raise StateError("the trade on offer is not possible")
    debt = st.debt
    if debt is not None:
        s, creditor = debt.debtor, debt.creditor
        if not st.active[s] or creditor == s or (creditor >= 0 and not st.active[creditor]):
            raise StateError("the debt is owed between the wrong players")
        if st.cash[s] >= debt.amount or not can_raise(c, s):
            raise StateError("the debt is already covered, or can never be")
    council = st.council
    if council is not None:
        if council.proposer != st.cur:
            raise StateError("the motion on the table was not drawn by the player on turn")
        placed = st.resolutions[-1:] == [council.motion]
        if (st.phase == "repeal") != placed:
            raise StateError("the motion on the table is out of step with the resolutions")
    if st.phase == "veto" and (n != 2 or council is None or st.veto_used[1 - council.proposer]):
        raise StateError("there is no veto to use")
    if st.phase == "repeal" and len(st.resolutions) != c.p["max_resolutions"] + 1:
        raise StateError("a repeal is asked for with room for the resolution")
    if st.votes and st.phase == "vote":
        if len(st.votes) >= n:
            raise StateError("every vote is in, yet the count was not made")
        cast = [str(v) for v in voter_order(c)[: len(st.votes)]]
        if c.options["open_vote"] and sorted(cast) != sorted(st.votes):
            raise StateError("the open votes were not cast in turn")
