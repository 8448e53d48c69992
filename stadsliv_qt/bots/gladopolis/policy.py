"""Glad-o-polis Easy and Medium: rules of thumb over the view, one method per decision tag.

Medium values everything in votes on Wahltag (GLA-29): Bürgergunst is 3 votes for 1,000 €, a
property counts its price and brings rent, a mortgage or a fee loses votes. `options()` lists the
sensible choices for a decision with Medium's favourite first; Hard searches among them.
Easy plays like a beginner: buys what it lands on, bids low, seldom thinks of Bürgergunst.
"""

from __future__ import annotations

import random
from typing import Any

from stadsliv_qt.engine import Action
from stadsliv_qt.games.gladopolis import actions as A

from ..base import Bot, Choice, Observation, RulesBot, Sampler
from ..reasons import Reason
from .model import LANDING_PER_TURN, Board, data


def _field(pos: int) -> str:
    return data().fields[pos].name


def _group(pos: int) -> str:
    f = data().fields[pos]
    if f.kind == "district":
        return data().groups[f.group].name
    return "Verkehrsknoten" if f.kind == "hub" else "Versorger"


def _motion(mid: str) -> str:
    return data().motions[mid].name


def reserve(board: Board, seat: int) -> int:
    """Cash to keep in hand against rent: half the dearest rent others charge, 600 € to 3,000 €."""
    return min(3000, max(600, board.danger(seat) // 2))


def redemption(pos: int, board: Board) -> int:
    """GLA-26: the mortgage value plus the interest in force, rounded up to 10 €."""
    value = data().fields[pos].price // 2
    cost = value * (100 + board.p["mortgage_interest_percent"])
    return -(-cost // 1000) * 10


# ----- motions (GLA-24) ------------------------------------------------------------------------
def motion_effect(board: Board, mid: str, remove: bool = False) -> list[float]:
    """Votes each seat gains (relative to the others' average) if the motion comes into force.

    With `remove`, the effect of repealing a lying resolution instead (back to the base figure).
    """
    d = data()
    m = d.motions[mid]
    n = board.n
    param = m.param
    cur = board.p[param]
    new = d.params[param] if remove else m.value
    if cur == new:
        return [0.0] * n
    rounds = board.rounds_left()
    per = board.per
    raw = [0.0] * n
    if param in ("rent_percent", "hub_rent_percent", "utility_multipliers"):
        kinds = {"rent_percent": None, "hub_rent_percent": "hub", "utility_multipliers": "utility"}
        kind = kinds[param]
        utility = param == "utility_multipliers"
        factor = (new[0] / cur[0] if utility else new / cur) - 1
        income = [0.0] * n
        for pos in d.properties:
            o = board.owner[pos]
            if o < 0 or board.mortgaged[pos] or (kind and d.fields[pos].kind != kind):
                continue
            income[o] += board.rent_if(pos, o) * LANDING_PER_TURN
        active = [s for s in range(n) if board.active[s]]
        for s in active:
            others = [t for t in active if t != s]
            gain = income[s] * len(others)
            paid = sum(income[t] for t in others)
            raw[s] = factor * (gain - paid) * rounds / per
    elif param == "property_tax_per_los":
        for s in range(n):
            props = sum(1 for pos in d.properties if board.owner[pos] == s)
            raw[s] = -(new - cur) * props * rounds * 0.205 / per
    elif param == "build_percent":
        for s in range(n):
            full = any(
                board.completes(s, g.members[0]) and board.owner[g.members[0]] == s
                for g in d.groups.values()
            )
            raw[s] = 2.0 * (cur - new) / 25 if full else 0.0
    elif param in ("sitzungsgeld", "hinterzimmer_fee"):
        sign = 1 if param == "sitzungsgeld" else -1
        for s in range(n):
            if board.in_hz[s]:
                raw[s] = sign * (new - cur) / per
    elif param == "bg_price":
        for s in range(n):
            raw[s] = -(new - cur) * min(rounds, board.cash[s] / max(1, cur)) / per / 2
    active = [s for s in range(n) if board.active[s]]
    mean = sum(raw[s] for s in active) / max(1, len(active))
    return [raw[s] - mean if board.active[s] else 0.0 for s in range(n)]


def rival_weight(board: Board, seat: int, other: int) -> float:
    """How much a gain of `other` hurts `seat`: fully for the leader, a third for the rest."""
    if other == seat:
        return 0.0
    return 1.0 if other == board.leader() else 1 / 3


def likes_motion(board: Board, voter: int, mid: str, proposer: int) -> float:
    """Medium's verdict on a motion for `voter`: its own gain minus what the proposer's BG is worth
    to a rival (positive: vote yes)."""
    effect = motion_effect(board, mid)
    bonus = board.p["motion_bg"] * board.p["votes_per_bg"]
    if voter == proposer:
        return effect[voter] + bonus
    return effect[voter] - bonus * (1.0 if proposer == _leader_for(board, voter) else 0.4)


def _leader_for(board: Board, seat: int) -> int:
    others = [s for s in range(board.n) if s != seat and board.active[s]]
    return max(others, key=board.projected) if others else seat


# ----- trades (GLA-26) -------------------------------------------------------------------------
def trade_gain(board: Board, seat: int, t: dict[str, Any]) -> tuple[float, float]:
    """For the receiver `seat` of offer `t`: (its euro gain, what the offerer gains in strategy)."""
    offerer = t["from"]
    card = 1000 if board.in_hz[seat] else 300
    gain = t["give_money"] - t["take_money"]
    gain += card * (int(t["give_card"]) - int(t["take_card"]))
    theirs = 0.0
    for pos in t["give"]:
        gain += board.worth(seat, pos)
    for pos in t["take"]:
        gain -= board.worth(seat, pos)
        theirs += board.worth(offerer, pos) - data().fields[pos].price
    return gain, theirs


class Medium:
    """Medium's rules, as plain functions of an Observation (Hard reuses them)."""

    def __init__(self, seat: int, expert: bool = False) -> None:
        """`expert`: Hard's sharper rules (see _auction) instead of Medium's."""
        self.seat = seat
        self.expert = expert
        self.offered: set[tuple[int, int, int]] = set()

    def options(self, obs: Observation) -> list[Choice]:
        """Sensible choices, Medium's favourite first."""
        board = Board(obs.view, obs.seat, dict(obs.options))
        tag = obs.decision.tag
        handler = getattr(self, "_" + tag, None)
        out = handler(obs, board) if handler is not None else []
        if not out:
            out = [Choice(obs.legal[0], Reason("only_choice"))]
        return out

    # ----- the windows --------------------------------------------------------------------
    def _turn(self, obs: Observation, b: Board) -> list[Choice]:
        return self._window(obs, b, pre=True)

    def _after(self, obs: Observation, b: Board) -> list[Choice]:
        return self._window(obs, b, pre=False)

    def _window(self, obs: Observation, b: Board, pre: bool) -> list[Choice]:
        s = obs.seat
        cash = b.cash[s]
        keep = reserve(b, s)
        out: list[Choice] = []
        legal = obs.legal
        types = {type(a) for a in legal}
        finish = next(a for a in legal if isinstance(a, (A.Roll, A.EndTurn)))
        if A.PlayFormfehler in types:
            out.append(Choice(A.PlayFormfehler(s), Reason("gladopolis.play_formfehler")))
        if A.PayFee in types and A.PlayFormfehler not in types:
            fee = b.p["hinterzimmer_fee"]
            if cash - fee >= keep // 2:
                out.append(Choice(A.PayFee(s), Reason("gladopolis.pay_fee", fee=fee)))
        redeem = [a for a in legal if isinstance(a, A.Redeem)]
        if redeem:
            best = max(redeem, key=lambda a: b.rent_if(a.field, s))
            cost = redemption(best.field, b)
            if cash - cost >= keep + b.p["bg_price"]:
                out.append(
                    Choice(best, Reason("gladopolis.redeem", field=_field(best.field), cost=cost))
                )
        if A.BuyBG in types and cash - b.p["bg_price"] >= keep:
            out.append(Choice(A.BuyBG(s), Reason("gladopolis.buy_bg", price=b.p["bg_price"])))
        build = self._best_build(obs, b)
        if build is not None:
            out.append(build)
        offer = self._offer(obs, b)
        if offer is not None:
            out.append(offer)
        if b.in_hz[s] and pre:
            out.append(Choice(finish, Reason("gladopolis.stay_hz")))
        else:
            out.append(
                Choice(finish, Reason("gladopolis.roll" if pre else "gladopolis.end_turn_done"))
            )
        return out

    def _best_build(self, obs: Observation, b: Board) -> Choice | None:
        s = obs.seat
        builds = [a for a in obs.legal if isinstance(a, A.Build)]
        if not builds:
            return None
        rounds = b.rounds_left()
        others = len(b.opponents())
        # keep cash for the Bürgergunst of the turns to come, which pays more surely
        spare = b.cash[s] - reserve(b, s) - b.p["bg_price"] * min(4.0, rounds / 2)
        best, best_gain = None, 0.0
        for a in builds:
            price = b.build_price(a.field)
            if price > spare:
                continue
            lv = b.level[a.field]
            more = b.rent_if(a.field, s, lv + 1) - b.rent_if(a.field, s, lv)
            gain = more * others * LANDING_PER_TURN * rounds / price
            if gain > best_gain:
                best, best_gain = a, gain
        if best is None or best_gain < 0.25:
            return None
        rent = b.rent_if(best.field, s, b.level[best.field] + 1)
        return Choice(best, Reason("gladopolis.build", field=_field(best.field), rent=rent))

    def _offer(self, obs: Observation, b: Board) -> Choice | None:
        """Offer to buy a district that completes a group, at a price the owner should take."""
        s = obs.seat
        turn = obs.view["turn"]
        keep = reserve(b, s)
        for a in obs.legal:
            if not isinstance(a, A.OfferTrade) or len(a.take) != 1 or a.give or a.take_card:
                continue
            pos, other = a.take[0], a.to
            if not b.completes(s, pos) or (turn, other, pos) in self.offered:
                continue
            mine = b.worth(s, pos)
            theirs = b.worth(other, pos) + 0.5 * (mine - data().fields[pos].price)
            money = int(-(-(theirs + 100) // 100) * 100)
            if mine - money < 500 or b.cash[s] - money < keep:
                continue
            self.offered.add((turn, other, pos))
            offer = A.OfferTrade(s, other, take=(pos,), give_money=money)
            return Choice(
                offer,
                Reason(
                    "gladopolis.offer_trade", amount=money, field=_field(pos), group=_group(pos)
                ),
            )
        return None

    # ----- buying and the auction (GLA-09) ------------------------------------------------
    def _buy(self, obs: Observation, b: Board) -> list[Choice]:
        s = obs.seat
        pos = obs.view["pending"]
        price = data().fields[pos].price
        buy, decline = A.Buy(s), A.Decline(s)
        name = _field(pos)
        if b.completes(s, pos):
            yes = Choice(
                buy, Reason("gladopolis.buy_completes_group", field=name, group=_group(pos))
            )
        else:
            yes = Choice(buy, Reason("gladopolis.buy_property_counts", field=name, price=price))
        no = Choice(decline, Reason("gladopolis.decline_buy", field=name, price=price))
        # Everyone keeps cash for Bürgergunst, so an auction (opening at 100 €) usually clears
        # below the printed price, and the price counts in full on Wahltag: let the field go to
        # auction and bid there, unless it completes our group.
        if b.completes(s, pos):
            return [yes, no]
        return [no, yes]

    def _auction(self, obs: Observation, b: Board) -> list[Choice]:
        s = obs.seat
        a = obs.view["auction"]
        pos = a["field"]
        bids = sorted(x.amount for x in obs.legal if isinstance(x, A.Bid))
        passing = Choice(
            A.Pass(s),
            Reason("gladopolis.auction_pass", field=_field(pos), amount=bids[0] if bids else 0),
        )
        if not bids:
            return [passing]
        low = bids[0]
        worth = b.worth(s, pos)
        # Hard knows that cash is worth more than its face (it buys Bürgergunst at 3 votes per
        # 1,000 €), so it stops at three quarters of what a field is worth; Medium at its worth.
        limit = min(worth * (0.75 if self.expert else 1.0), b.cash[s] - reserve(b, s) // 2)
        bid = Choice(A.Bid(s, low), self._bid_reason(b, s, pos, low))
        if low <= limit:
            return [bid, passing]
        return [passing, bid]

    def _bid_reason(self, b: Board, s: int, pos: int, amount: int) -> Reason:
        if b.completes(s, pos):
            return Reason("gladopolis.bid_completes_group", amount=amount, group=_group(pos))
        for o in b.opponents():
            if b.completes(o, pos):
                return Reason(
                    "gladopolis.bid_blocks", amount=amount, rival=b.view["players"][o]["name"],
                    group=_group(pos),
                )  # fmt: skip
        # not "worth up to ...": an open bid's limit said aloud is a limit others can play on
        return Reason("gladopolis.bid_more", amount=amount, field=_field(pos))

    # ----- debt (GLA-27) ------------------------------------------------------------------
    def _debt(self, obs: Observation, b: Board) -> list[Choice]:
        s = obs.seat
        debt = obs.view["debt"]
        short = debt["amount"] - b.cash[s]

        def cost(a: A.SellBuilding | A.Mortgage) -> tuple[float, int]:
            pos = a.field
            if isinstance(a, A.SellBuilding):
                raised = b.build_price(pos) // 2
                lost = b.rent_if(pos, s) - b.rent_if(pos, s, b.level[pos] - 1)
            else:
                raised = data().fields[pos].price // 2
                lost = b.rent_if(pos, s) * (3 if b.completes(s, pos) else 1)
            return (lost / max(1, raised) + (0 if raised >= short else 0.5), -raised)

        # the debt decision offers only SellBuilding and Mortgage (GLA-27)
        sales = [a for a in obs.legal if isinstance(a, (A.SellBuilding, A.Mortgage))]
        ranked = sorted(sales, key=cost)
        out = []
        for a in ranked:
            key = (
                "gladopolis.sell_debt"
                if isinstance(a, A.SellBuilding)
                else "gladopolis.mortgage_debt"
            )
            out.append(Choice(a, Reason(key, field=_field(a.field))))
        return out

    # ----- council (GLA-20 to GLA-23) -----------------------------------------------------
    def _council(self, obs: Observation, b: Board) -> list[Choice]:
        s = obs.seat
        mid = obs.view["council"]["motion"]
        bring = Choice(A.BringIn(s), Reason("gladopolis.bring_in", motion=_motion(mid)))
        withdraw = Choice(A.Withdraw(s), Reason("gladopolis.withdraw", motion=_motion(mid)))
        if likes_motion(b, s, mid, s) > 0:
            return [bring, withdraw]
        return [withdraw, bring]

    def _vote(self, obs: Observation, b: Board) -> list[Choice]:
        s = obs.seat
        council = obs.view["council"]
        mid, proposer = council["motion"], council["proposer"]
        name = _motion(mid)
        if proposer == s:
            yes = Choice(A.Vote(s, True), Reason("gladopolis.vote_own", motion=name))
            return [yes, Choice(A.Vote(s, False), Reason("gladopolis.vote_no_self", motion=name))]
        rival = b.view["players"][proposer]["name"]
        yes = Choice(A.Vote(s, True), Reason("gladopolis.vote_yes", motion=name))
        no = Choice(A.Vote(s, False), Reason("gladopolis.vote_no", motion=name, rival=rival))
        return [yes, no] if likes_motion(b, s, mid, proposer) > 0 else [no, yes]

    def _veto(self, obs: Observation, b: Board) -> list[Choice]:
        s = obs.seat
        mid = obs.view["council"]["motion"]
        proposer = obs.view["council"]["proposer"]
        hurts = likes_motion(b, s, mid, proposer) < -1
        motion = _motion(mid)
        veto = Choice(
            A.Veto(s),
            Reason("gladopolis.veto_hurts" if hurts else "gladopolis.veto", motion=motion),
        )
        allow = Choice(
            A.Allow(s),
            Reason("gladopolis.allow" if hurts else "gladopolis.allow_harmless", motion=motion),
        )
        return [veto, allow] if hurts else [allow, veto]

    def _repeal(self, obs: Observation, b: Board) -> list[Choice]:
        s = obs.seat
        ranked = sorted(
            (a for a in obs.legal if isinstance(a, A.Repeal)),
            key=lambda a: -motion_effect(b, a.motion, remove=True)[s],
        )
        return [Choice(a, Reason("gladopolis.repeal", motion=_motion(a.motion))) for a in ranked]

    # ----- a trade offered to us (GLA-26) -------------------------------------------------
    def _trade(self, obs: Observation, b: Board) -> list[Choice]:
        s = obs.seat
        t = obs.view["trade"]
        gain, theirs = trade_gain(b, s, t)
        net = gain - 0.5 * theirs
        rival = b.view["players"][t["from"]]["name"]
        accept = Choice(A.Accept(s), Reason("gladopolis.accept_trade", gain=max(0, int(net))))
        refuse = Choice(A.Refuse(s), Reason("gladopolis.refuse_trade", rival=rival))
        return [accept, refuse] if net > 100 else [refuse, accept]


class MediumBot(RulesBot):
    """Medium: values every choice in votes on Wahltag and keeps a cash reserve."""

    level = "medium"

    def make_rules(self, seat: int) -> Medium:
        return Medium(seat)


class EasyBot(Bot):
    """Easy: a beginner who buys what it lands on and rolls on."""

    level = "easy"

    def choose(self, obs: Observation, sampler: Sampler) -> Choice:
        return Choice(easy_action(obs, self.rng))


def easy_action(obs: Observation, rng: random.Random) -> Action:
    """A beginner's move: no planning, a little chance."""
    s = obs.seat
    v = obs.view
    legal = obs.legal
    cash = v["players"][s]["money"]
    tag = obs.decision.tag
    types = {type(a): a for a in legal}
    if tag in ("turn", "after"):
        if A.PlayFormfehler in types:
            return types[A.PlayFormfehler]
        if A.PayFee in types and cash >= 4000:
            return types[A.PayFee]
        if A.BuyBG in types and cash >= 5000 and rng.random() < 0.8:
            return types[A.BuyBG]
        builds = [a for a in legal if isinstance(a, A.Build)]
        if builds and cash >= 6000 and rng.random() < 0.5:
            return rng.choice(builds)
        return types.get(A.Roll) or types[A.EndTurn]
    if tag == "buy":
        price = data().fields[v["pending"]].price
        return A.Buy(s) if cash - price >= 1500 else A.Decline(s)
    if tag == "auction":
        bids = sorted(a.amount for a in legal if isinstance(a, A.Bid))
        price = data().fields[v["auction"]["field"]].price
        if bids and bids[0] <= price * rng.uniform(0.4, 0.9) and cash - bids[0] >= 1500:
            return A.Bid(s, bids[0])
        return A.Pass(s)
    if tag == "debt":
        mortgages: list[Action] = [a for a in legal if isinstance(a, A.Mortgage)]
        return (mortgages or list(legal))[0]
    if tag == "council":
        return A.BringIn(s)
    if tag == "vote":
        return A.Vote(s, v["council"]["proposer"] == s or rng.random() < 0.5)
    if tag == "veto":
        return A.Veto(s) if rng.random() < 0.3 else A.Allow(s)
    if tag == "trade":
        t = v["trade"]
        prices = data().fields
        gain = t["give_money"] - t["take_money"]
        gain += sum(prices[p].price for p in t["give"]) - sum(prices[p].price for p in t["take"])
        return A.Accept(s) if gain >= 0 and rng.random() < 0.7 else A.Refuse(s)
    return rng.choice(legal)
