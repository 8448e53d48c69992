"""Stadsliv Easy and Medium: rules of thumb over the view, one method per decision tag.

Medium values everything at the count (STA-24) plus the fees a block can still collect: it buys
blocks (borrowing the missing poäng when the loan is free), bids up to a block's worth, picks one
die or both by where they land, asks the Röstkort for a free seat, votes against what helps
others, protests when it could collect the fee itself, and appeals a lost victory vote.
`options()` lists the sensible choices with Medium's favourite first; Hard searches among them.
Easy buys what it can pay for, rolls both dice and otherwise keeps it simple.
"""

from __future__ import annotations

import random

from stadsliv_qt.engine import Action
from stadsliv_qt.games.stadsliv import actions as A
from stadsliv_qt.text import Msg

from ..base import Bot, Choice, Observation, RulesBot, Sampler
from ..reasons import Reason
from .model import Town, data


def _item(item: str) -> Msg | str:
    """An item in a reason: Guldbonus and shares as words of the catalogue, a block by its code."""
    return Msg(f"bot.stadsliv.item.{item}") if item in ("GB", "SF", "B") else item


def _name(town: Town, seat: int) -> str:
    return town.view["players"][seat]["name"]


def buy_offer(town: Town, seat: int) -> tuple[str, str, int]:
    """What the buy decision offers: ('block', code, price), ('gb', 'GB', 10) or ('seat', 'SF', 15)."""
    sq = town.squares[town.pos[seat]]
    code = sq["code"]
    if code in town.owner:
        return "block", code, town.price[code]
    if sq["kind"] == "fate":
        return "gb", "GB", data().figures["guldbonus_price"]
    return "seat", "SF", data().figures["council_price"]


def change_gain(town: Town, voter: int, asker: int, q: str, code: str) -> float:
    """Poäng a rule change brings `voter` (relative to the table), roughly (STA-22)."""
    if q == "seat":
        return -15.0 if voter != asker else 15.0
    ch = data().changes[q]
    hits = town.hits()
    if ch.target == "fee":
        owner = town.owner.get(code, -1)
        delta = ch.delta * len(town.others(owner)) * hits
        if owner == voter:
            return delta
        return -delta / max(1, len(town.others(owner)))
    if ch.target == "varvslon":
        laps = town.turns_left * 7 / town.length
        gets = [p for p in range(town.n) if town.alive[p] and town.varvslon[p] > 0]
        share = ch.delta * laps
        mine = share if voter in gets else 0.0
        return mine - share * len(gets) / max(1, sum(town.alive))
    if ch.target in ("F", "N"):
        spared = voter == town.banker and ch.target == "N"
        return 0.5 if spared and ch.delta > 0 else (-0.5 if spared else 0.0)
    return -0.3 if town.loan[voter] else 0.0


class Medium:
    """Medium's rules, as plain functions of an Observation (Hard reuses them)."""

    def __init__(self, seat: int) -> None:
        self.seat = seat

    def options(self, obs: Observation) -> list[Choice]:
        """Sensible choices, Medium's favourite first."""
        town = Town(obs.view, obs.seat, dict(obs.options))
        handler = getattr(self, "_" + obs.decision.tag, None)
        out = handler(obs, town) if handler is not None else []
        legal = set(obs.legal)
        out = [c for c in out if c.action in legal or _free_amount(c.action)]
        if not out:
            out = [Choice(obs.legal[0], Reason("only_choice"))]
        return out

    # ----- setup and the roll (STA-04, STA-06) ---------------------------------------------
    def _banker(self, obs: Observation, t: Town) -> list[Choice]:
        s = obs.seat
        return [
            Choice(A.Volunteer(s, True), Reason("stadsliv.volunteer_banker")),
            Choice(A.Volunteer(s, False), Reason("stadsliv.decline_banker_other")),
        ]

    def _roll(self, obs: Observation, t: Town) -> list[Choice]:
        s = obs.seat
        speed = t.varvslon[s] * 3.5 / t.length
        one, both = t.roll_value(s, 1), t.roll_value(s, 2) + speed
        roll1 = Choice(A.Roll(s, 1), Reason("stadsliv.roll_one"))
        roll2 = Choice(A.Roll(s, 2), Reason("stadsliv.roll_both"))
        out = [roll1, roll2] if one > both else [roll2, roll1]
        gamble = self._gamble(obs, t)
        return ([gamble] if gamble else []) + out

    def _gamble(self, obs: Observation, t: Town) -> Choice | None:
        """Behind the leader, a loan is worth taking: Ödet may cancel it (STA-13, STA-14)."""
        s = obs.seat
        if t.loan[s] or not any(isinstance(a, A.TakeLoan) for a in obs.legal):
            return None
        if t.projected(s) + 5 >= t.projected(t.leader(s)):
            return None
        return Choice(
            A.TakeLoan(s, t.loan_limit), Reason("stadsliv.borrow_behind", amount=t.loan_limit)
        )

    # ----- buying (STA-07, STA-12, STA-18, STA-19) --------------------------------------------
    def _buy(self, obs: Observation, t: Town) -> list[Choice]:
        s = obs.seat
        what, code, price = buy_offer(t, s)
        if what == "block":
            gain = t.block_value(s, code) - price
            reason = Reason("stadsliv.buy_block", code=code, price=price)
        elif what == "gb":
            gain = 15.0
            reason = Reason("stadsliv.buy_guldbonus", price=price)
        else:
            gain = 8.0
            reason = Reason("stadsliv.buy_seat", price=price, seats=t.seats[s] + 1)
        no = Choice(A.Buy(s, False), Reason("stadsliv.skip_buy", item=_item(code), price=price))
        if gain <= 0:
            return [no]
        # money runs short in Stadsliv (a bankrupt player scores nothing): a block earns its
        # fees, so it is bought whenever the poäng are in hand; a seat or a Guldbonus earns
        # nothing until the count, so Medium keeps a little in hand for those
        keep = 0 if what == "block" else 4
        if t.money[s] - price >= keep:
            return [Choice(A.Buy(s, True), reason), no]
        if t.money[s] >= price:
            return [no, Choice(A.Buy(s, True), reason)]
        return [no]

    # ----- auctions (STA-09, STA-12, STA-19) --------------------------------------------------
    def _auction(self, obs: Observation, t: Town) -> list[Choice]:
        s = obs.seat
        a = obs.view["pending"]["auction"]
        value = t.item_value(s, a["item"])
        nxt = a["bid"] + 1
        passing = Choice(
            A.Pass(s), Reason("stadsliv.auction_pass", item=_item(a["item"]), amount=nxt)
        )
        keep = 0 if t.loan[s] == 0 else min(t.loan[s], 3)
        if nxt <= value - 1 and nxt <= t.money[s] - keep:
            bid = Choice(
                A.Bid(s, nxt),
                Reason("stadsliv.bid_more", amount=nxt, item=_item(a["item"])),
            )
            return [bid, passing]
        return [passing]

    def _auction_accept(self, obs: Observation, t: Town) -> list[Choice]:
        s = obs.seat
        bid, item = self._accept_facts(obs)
        # Medium sells only to raise money: a bid below what Stadskassan pays (half) is refused
        half = (t.price[item] if item in t.price else data().figures["guldbonus_price"]) // 2
        enough = "stadsliv.accept_bid_half" if bid >= half else "stadsliv.accept_bid"
        yes = Choice(A.AcceptBid(s, True), Reason(enough, amount=bid))
        no = Choice(A.AcceptBid(s, False), Reason("stadsliv.refuse_bid", amount=bid))
        return [yes, no] if bid >= half else [no, yes]

    def _accept_facts(self, obs: Observation) -> tuple[int, str]:
        """The final bid and the item from the last public auction lines (the view has no frame)."""
        bid, item = 0, "GB"
        for e in reversed(obs.log):
            if e.kind == "bid" and not bid:
                bid = e.data.get("amount", 0)
            if e.kind == "auction" and "item" in e.data:
                item = e.data["item"]
                break
        return bid, item

    # ----- money (STA-14 to STA-17) -----------------------------------------------------------
    def _debt(self, obs: Observation, t: Town) -> list[Choice]:
        s = obs.seat
        debt = obs.view["pending"]["debt"]
        short = debt["amount"] - t.money[s]
        out: list[Choice] = []
        loans = [a for a in obs.legal if isinstance(a, A.TakeLoan)]
        if loans:
            amount = min(t.loan_limit, max(short, 1))
            out.append(Choice(A.TakeLoan(s, amount), Reason("stadsliv.borrow_debt", amount=amount)))
        offers = [a for a in obs.legal if isinstance(a, A.Offer)]
        sells = [a for a in obs.legal if isinstance(a, A.SellToKassa)]

        def keep_value(item: str) -> float:
            return t.item_value(s, item)

        for a in sorted(offers, key=lambda a: keep_value(a.item)):
            out.append(Choice(a, Reason("stadsliv.auction_debt", item=_item(a.item))))
        for sell in sorted(sells, key=lambda a: keep_value(a.item)):
            out.append(Choice(sell, Reason("stadsliv.sell_debt", item=_item(sell.item))))
        return out

    def _turn(self, obs: Observation, t: Town) -> list[Choice]:
        s = obs.seat
        end = Choice(A.EndTurn(s), Reason("stadsliv.end_turn_done"))
        asks = [a for a in obs.legal if isinstance(a, A.Ask)]
        best, best_gain = None, 0.5
        for a in asks:
            gain = 15.0 if a.question == "seat" else change_gain(t, s, s, a.question, a.code)
            if gain > best_gain:
                best, best_gain = a, gain
        if best is None:
            return [end]
        if best.question == "seat":
            ask = Choice(best, Reason("stadsliv.ask_seat"))
        else:
            change = Msg(f"bot.stadsliv.change.{best.question}")
            ask = Choice(best, Reason("stadsliv.ask_change", change=change, code=best.code))
        return [ask, end]

    def _loan_throw(self, obs: Observation, t: Town) -> list[Choice]:
        s = obs.seat
        loan = t.loan[s]
        yes = Choice(A.LoanThrow(s, True), Reason("stadsliv.loan_throw", amount=loan))
        no = Choice(A.LoanThrow(s, False), Reason("stadsliv.keep_loan_risk", amount=loan))
        behind = t.projected(s) < t.projected(t.leader(s))
        return [yes, no] if behind else [no, yes]

    # ----- fees, protests (STA-08) ------------------------------------------------------------
    def _choose_owner(self, obs: Observation, t: Town) -> list[Choice]:
        s = obs.seat
        options = [a for a in obs.legal if isinstance(a, A.ChooseOwner)]
        leader = t.leader(s)

        def cost(a: A.ChooseOwner) -> tuple[int, int, int, float]:
            owner = t.owner[a.code]
            mine = 0 if owner == s else 1
            return (mine, t.fee[a.code] * mine, 1 if owner == leader else 0, t.projected(owner))

        out = []
        for a in sorted(options, key=cost):
            owner = t.owner[a.code]
            if owner == s:
                out.append(Choice(a, Reason("stadsliv.choose_self", code=a.code)))
            else:
                out.append(
                    Choice(
                        a,
                        Reason(
                            "stadsliv.choose_owner",
                            code=a.code,
                            fee=t.fee[a.code],
                            owner=_name(t, owner),
                        ),
                    )
                )
        return out

    def _protest(self, obs: Observation, t: Town) -> list[Choice]:
        s = obs.seat
        choice = obs.view["pending"]["fee_choice"]
        mine = [c for c, o, _ in choice["blocks"] if o == s]
        chosen_owner = t.owner.get(choice["chosen"], -1)
        yes = Choice(A.Protest(s, True), Reason("stadsliv.protest", code=choice["chosen"]))
        if mine and chosen_owner != s:
            return [yes, Choice(A.Protest(s, False), Reason("stadsliv.no_protest"))]
        return [Choice(A.Protest(s, False), Reason("stadsliv.no_protest_nothing")), yes]

    # ----- votes and the end (STA-22, STA-23) -------------------------------------------------
    def _vote(self, obs: Observation, t: Town) -> list[Choice]:
        s = obs.seat
        vote = obs.view["pending"]["vote"]
        asker = vote["asker"]
        if obs.view["pending"]["rule"] == "STA-23":
            rival = _name(t, asker)
            no = Choice(A.Vote(s, False), Reason("stadsliv.vote_no_victory", rival=rival))
            return [no, Choice(A.Vote(s, True), Reason("stadsliv.vote_yes_victory", rival=rival))]
        q, code = self._question(obs)
        gain = change_gain(t, s, asker, q, code)
        yes = Choice(A.Vote(s, True), Reason("stadsliv.vote_yes"))
        no = Choice(A.Vote(s, False), Reason("stadsliv.vote_no", rival=_name(t, asker)))
        return [yes, no] if gain > 0 else [no, yes]

    def _question(self, obs: Observation) -> tuple[str, str]:
        """The question on the table, from the public Röstkort line."""
        for e in reversed(obs.log):
            if e.kind == "question":
                return e.data.get("question", "seat"), e.data.get("code", "")
        return "seat", ""

    def _appeal(self, obs: Observation, t: Town) -> list[Choice]:
        s = obs.seat
        return [
            Choice(A.Appeal(s, True), Reason("stadsliv.appeal")),
            Choice(A.Appeal(s, False), Reason("stadsliv.no_appeal")),
        ]


def _free_amount(action: Action) -> bool:
    """Bids and loans of any allowed amount are accepted even when not listed."""
    return isinstance(action, (A.Bid, A.TakeLoan))


class MediumBot(RulesBot):
    """Medium: values everything at the count plus the fees still to come."""

    level = "medium"

    def make_rules(self, seat: int) -> Medium:
        return Medium(seat)


class EasyBot(Bot):
    """Easy: buys what it can pay for and rolls both dice."""

    level = "easy"

    def choose(self, obs: Observation, sampler: Sampler) -> Choice:
        return Choice(easy_action(obs, self.rng))


def easy_action(obs: Observation, rng: random.Random) -> Action:
    """A beginner's move: no borrowing to buy, no protests, votes at random."""
    s = obs.seat
    tag = obs.decision.tag
    legal = obs.legal
    money = obs.view["players"][s]["money"]
    if tag == "banker":
        return A.Volunteer(s, rng.random() < 0.25)
    if tag == "roll":
        return A.Roll(s, 2)
    if tag == "buy":
        return A.Buy(s, True) if A.Buy(s, True) in legal else A.Buy(s, False)
    if tag == "auction":
        a = obs.view["pending"]["auction"]
        nxt = a["bid"] + 1
        price = a["price"]
        return A.Bid(s, nxt) if nxt <= price // 2 and nxt <= money else A.Pass(s)
    if tag == "auction_accept":
        return A.AcceptBid(s, True)
    if tag == "debt":
        loans = [a for a in legal if isinstance(a, A.TakeLoan)]
        if loans:
            return loans[-1]
        sells = [a for a in legal if isinstance(a, A.SellToKassa)]
        return sells[0] if sells else legal[0]
    if tag == "turn":
        asks = [a for a in legal if isinstance(a, A.Ask) and a.question == "seat"]
        if asks and rng.random() < 0.5:
            return asks[0]
        return A.EndTurn(s)
    if tag == "vote":
        return A.Vote(s, rng.random() < 0.5)
    if tag == "protest":
        return A.Protest(s, False)
    if tag == "loan_throw":
        return A.LoanThrow(s, rng.random() < 0.5)
    if tag == "appeal":
        return A.Appeal(s, True)
    return legal[0]
