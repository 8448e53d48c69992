"""What the game waits for in each phase: the decision, the seats asked and what they may do.

The engine waits in one `phase` at a time; each phase is one decision:

    shuffle      CHANCE  both decks are shuffled (first node of every game)
    pre          SEAT    the pre-roll window (tag "turn", GLA-04)
    dice         CHANCE  the two dice after Roll (GLA-05)
    buy          SEAT    buy the unowned property or decline (tag "buy", GLA-09)
    auction      SEAT    the bidder whose turn it is (tag "auction", GLA-09)
    utility_dice CHANCE  the dice for a Versorger reached by card (GLA-10)
    debt         SEAT    the debtor sells or mortgages (tag "debt", GLA-27)
    council      SEAT    withdraw or bring in the motion (tag "council", GLA-20)
    vote         SEALED  every participant votes (tag "vote"; SEAT per voter when open, GLA-21)
    veto         SEAT    two players: the other may veto (tag "veto", GLA-23)
    repeal       SEAT    a sixth resolution: pick one to repeal (tag "repeal", GLA-22)
    trade        SEAT    the receiving seat accepts or refuses (tag "trade", GLA-26)
    post         SEAT    the after-field window (tag "after", GLA-05)
    rolloff      CHANCE  the election's die roll-off (GLA-29)
    over         TERMINAL
"""

from __future__ import annotations

from stadsliv_qt.engine import Action, Decision, IllegalAction, Kind, Results
from stadsliv_qt.text import Msg, msg

from . import actions as A
from .building import why_not_mortgage, why_not_sell
from .context import Ctx
from .council import motion, waiting_voters
from .dispatch import why_not
from .election import result_reason
from .ledger import eur
from .property import auction_minimum, bid_choices
from .windows import window_actions

WINDOW_PRE = (A.Roll, A.BuyBG, A.PayFee, A.PlayFormfehler, A.Build, A.SellBuilding, A.Mortgage,
              A.Redeem, A.OfferTrade)  # fmt: skip
WINDOW_POST = (A.EndTurn, A.Build, A.Mortgage, A.OfferTrade)
ALLOWED: dict[str, tuple[type, ...]] = {
    "pre": WINDOW_PRE,
    "post": WINDOW_POST,
    "buy": (A.Buy, A.Decline),
    "auction": (A.Bid, A.Pass),
    "debt": (A.SellBuilding, A.Mortgage),
    "council": (A.BringIn, A.Withdraw),
    "vote": (A.Vote,),
    "veto": (A.Veto, A.Allow),
    "repeal": (A.Repeal,),
    "trade": (A.Accept, A.Refuse),
}
CHANCE_PHASES = {"shuffle": "shuffle", "dice": "dice", "utility_dice": "dice", "rolloff": "die"}


def decision(c: Ctx) -> Decision:
    """What the game waits for now."""
    st = c.st
    ph = st.phase
    if ph in CHANCE_PHASES:
        return Decision(Kind.CHANCE, prompt=chance_prompt(c), chance=CHANCE_PHASES[ph])
    if ph == "over":
        r = st.result
        assert r is not None, "a game that is over has a result"
        table = {int(k): v for k, v in r.breakdown.items()}
        return Decision(
            Kind.TERMINAL,
            results=Results(
                (r.winner,),
                result_reason(c, r),
                r.rule,
                {s: b["total"] for s, b in table.items()},
                table,
            ),
        )
    if ph == "vote":
        waiting = waiting_voters(c)
        name = c.d.motions[motion(c).motion].name
        if c.options["open_vote"]:
            prompt = msg("gla.ask.vote_open", motion=name)
            return Decision(Kind.SEAT, waiting, prompt, "GLA-21", "vote")
        return Decision(
            Kind.SEALED,
            waiting,
            msg("gla.ask.vote_secret", motion=name),
            "GLA-21",
            "vote",
            submitted=tuple(sorted(int(k) for k in st.votes)),
        )
    seat, prompt, rule, tag = seat_decision(c)
    return Decision(Kind.SEAT, (seat,), prompt, rule, tag)


def actors(c: Ctx) -> tuple[int, ...]:
    """The seats that may act now (cheap: no prompt text is built)."""
    st = c.st
    ph = st.phase
    if ph in ("pre", "post", "buy", "council", "repeal"):
        return (st.cur,)
    if ph == "auction" and st.auction is not None:
        return (st.auction.order[st.auction.turn],)
    if ph == "vote":
        return waiting_voters(c)
    if ph == "trade" and st.trade is not None:
        return (st.trade.to,)
    if ph == "debt" and st.debt is not None:
        return (st.debt.debtor,)
    if ph == "veto":
        return (1 - motion(c).proposer,)
    return ()


def chance_prompt(c: Ctx) -> Msg:
    """What the dice are rolled for."""
    ph = c.st.phase
    if ph == "shuffle":
        return msg("gla.ask.shuffle")
    if ph == "rolloff":
        return msg("gla.ask.rolloff", names=", ".join(c.name(s) for s in c.st.rolloff))
    return msg("gla.ask.dice", seat=c.ref(c.st.cur))


def seat_decision(c: Ctx) -> tuple[int, Msg, str, str]:
    """The one seat asked in a SEAT phase: (seat, prompt, rule, tag)."""
    st = c.st
    ph, cur = st.phase, st.cur
    who = c.ref(cur)
    if ph == "pre":
        return cur, msg("gla.ask.pre", seat=who), "GLA-04", "turn"
    if ph == "post":
        return cur, msg("gla.ask.post", seat=who), "GLA-05", "after"
    if ph == "buy":
        f = c.d.fields[st.pending]
        return cur, msg("gla.ask.buy", seat=who, field=f.name, price=eur(f.price)), "GLA-09", "buy"
    if ph == "auction" and st.auction is not None:
        a = st.auction
        seat = a.order[a.turn]
        prompt = msg(
            "gla.ask.bid",
            seat=c.ref(seat),
            minimum=eur(auction_minimum(c)),
            field=c.d.fields[a.field].name,
        )
        return seat, prompt, "GLA-09", "auction"
    if ph == "debt" and st.debt is not None:
        debt = st.debt
        s = debt.debtor
        prompt = msg("gla.ask.debt", seat=c.ref(s), amount=eur(debt.amount), cash=eur(st.cash[s]))
        return s, prompt, "GLA-27", "debt"
    if ph == "council":
        name = c.d.motions[motion(c).motion].name
        return cur, msg("gla.ask.council", seat=who, motion=name), "GLA-20", "council"
    if ph == "veto":
        other = 1 - motion(c).proposer
        return other, msg("gla.ask.veto", seat=c.ref(other)), "GLA-23", "veto"
    if ph == "repeal":
        return cur, msg("gla.ask.repeal", seat=who), "GLA-22", "repeal"
    if ph == "trade" and st.trade is not None:
        t = st.trade
        return t.to, msg("gla.ask.trade", seat=c.ref(t.to)), "GLA-26", "trade"
    raise IllegalAction(msg("gla.no.phase", phase=ph))


def legal_actions(c: Ctx, seat: int) -> list[Action]:
    """What `seat` may do now. Bids and trade offers are representative sets (see check())."""
    if seat not in actors(c):
        return []
    st = c.st
    ph = st.phase
    if ph in ("pre", "post"):
        return window_actions(c, seat, ph == "pre")
    if ph == "buy":
        return [A.Buy(seat), A.Decline(seat)]
    if ph == "auction":
        return [A.Pass(seat)] + [A.Bid(seat, b) for b in bid_choices(c, seat)]
    if ph == "debt":
        out: list[Action] = []
        for pos in c.b.property_fields:
            if st.owner[pos] == seat:
                if why_not_sell(c, seat, pos) is None:
                    out.append(A.SellBuilding(seat, pos))
                if why_not_mortgage(c, seat, pos) is None:
                    out.append(A.Mortgage(seat, pos))
        return out
    if ph == "council":
        return [A.BringIn(seat), A.Withdraw(seat)]
    if ph == "vote":
        return [A.Vote(seat, True), A.Vote(seat, False)]
    if ph == "veto":
        return [A.Veto(seat), A.Allow(seat)]
    if ph == "repeal":
        return [A.Repeal(seat, m) for m in st.resolutions[:-1]]
    if ph == "trade":
        return [A.Accept(seat), A.Refuse(seat)]
    return []


def check(c: Ctx, action: Action) -> None:
    """Refuse, with a sentence, anything the rules do not allow now; change nothing."""
    allowed = ALLOWED.get(c.st.phase, ())
    if type(action) not in allowed:
        raise IllegalAction(msg("gla.no.not_now", prompt=decision(c).prompt))
    reason = why_not(c, action)
    if reason:
        raise IllegalAction(reason)
