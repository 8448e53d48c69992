"""Borgata Easy and Medium: rules of thumb over the view, one method per decision tag.

Medium looks one move ahead on its own model of the city (model.py): every step, contact and
recruit is scored by how the families would stand once the conflicts are fought out (lot value,
members, money) less what other families could still take this round. It bids for the contacts
it can use and for contracts at what they are likely to pay. `options()` lists the sensible
choices with Medium's favourite first; Hard searches among them, and its sharper rules also score
a step onto a guarded lot as the first of the members it can bring there this round (`_massed`).
Easy plays like a beginner: spreads out to empty lots, bids a little at random, recruits when rich.
"""

from __future__ import annotations

import random
from collections.abc import Iterable

from stadsliv_qt.engine import Action
from stadsliv_qt.games.borgata import actions as A
from stadsliv_qt.games.borgata.grid import CELLS, NEIGHBOURS, PRISON
from stadsliv_qt.text import Many

from ..base import Bot, Choice, Observation, RulesBot, Sampler
from ..reasons import Reason
from .model import City, data, index

# What each contact is worth to hold for a round, in dollars, before the situation is weighed.
CONTACT_WORTH = {
    "lonnmordaren": 550,
    "fbi": 450,
    "mordbrannaren": 350,
    "smugglaren": 350,
    "advokaten": 150,
    "polisbilen": 120,
    "polischefen": 100,
    "informatoren": 120,
    "livvakterna": 250,
    "domaren": 200,
}
RECRUIT = 500


def R(key: str, **params: object) -> Reason:
    """A Borgata reason (message ids are 'borgata.<key>')."""
    return Reason("borgata." + key, **params)


def _family(city: City, f: int) -> str:
    return city.view["players"][f]["name"]


def _contact(cid: str) -> str:
    return data().contacts[cid].name


def _moved_rows(city: City, frm: int, to: int, seat: int) -> list[list[int]]:
    rows = [list(r) for r in city.members]
    rows[frm][seat] -= 1
    rows[to][seat] += 1
    return rows


class Medium:
    """Medium's rules, as plain functions of an Observation (Hard reuses them)."""

    def __init__(self, seat: int, expert: bool = False) -> None:
        """`expert`: Hard's sharper rules. Medium keeps $300 after a recruit and recruits only
        where it makes the family clearly safer; Hard recruits wherever it helps at all, knows
        that near the round limit only the status order counts (lot value first), and brings
        members together onto a guarded lot (`_massed`)."""
        self.seat = seat
        self.late = expert
        self.mass = expert
        self.recruit_reserve = 0 if expert else 300
        self.recruit_gain = 0.0 if expert else 0.2
        self.rng: random.Random | None = None  # set by the bot: its sealed amounts then vary

    def vary(self, amount: int, cap: int) -> int:
        """A sealed amount moved by up to $50 either way with the bot's own randomness.

        Families in the same position work out the same figure; sealed as it is, two Medium
        families would tie and neither get the contact (BOR-10) or the contract (BOR-12).
        Figures stay in tens, never above `cap`, never a round hundred (also a common tie)."""
        if not amount or self.rng is None:
            return amount
        varied = max(10, min(cap // 10 * 10, amount + 10 * self.rng.randint(-5, 5)))
        if varied % 100:
            return varied
        # a step back towards `amount` (down, where a step up would pass the cap)
        return varied - 10 if varied > amount or varied + 10 > cap else varied + 10

    def options(self, obs: Observation) -> list[Choice]:
        """Sensible choices, Medium's favourite first."""
        city = City(obs.view, obs.seat, self.late)
        handler = getattr(self, "_" + obs.decision.tag, None)
        out = handler(obs, city) if handler is not None else []
        if not out:
            out = [Choice(obs.legal[0], Reason("only_choice"))]
        return out

    # ----- the opening (BOR-06) ---------------------------------------------------------------
    def _place(self, obs: Observation, c: City) -> list[Choice]:
        s = obs.seat
        scored = []
        for a in obs.legal:
            if not isinstance(a, A.Place):  # the opening offers only Place
                continue
            i = index(a.lot)
            others = sum(c.members[i]) - c.members[i][s]
            mine = c.members[i][s]
            score = c.value[i] - 3.0 * others - 1.0 * mine
            if others and mine + 1 > others:
                score += 1.5  # a second member wins the lot's conflict
            if c.value[i] >= 3 and not others and not mine:
                score += 0.5
            scored.append((score, a))
        scored.sort(key=lambda x: -x[0])
        return [Choice(a, self._place_reason(c, index(a.lot))) for _, a in scored[:4]]

    def _place_reason(self, c: City, i: int) -> Reason:
        """Why a starting member goes to lot `i`: taken, outnumbered, held or contested."""
        s = self.seat
        mine = c.members[i][s]
        others = sum(c.members[i]) - mine
        if others:
            rival = max((f for f in range(c.n) if f != s), key=lambda f: c.members[i][f])
            key = "place_outnumber" if mine + 1 > others else "place_contest"
            return R(key, lot=c.name(i), family=_family(c, rival))
        if mine:
            return R("place_join", lot=c.name(i))
        return R("place_take", lot=c.name(i), value=int(round(c.value[i])))

    # ----- Phase 1: envelopes (BOR-10) --------------------------------------------------------
    def contact_worth(self, c: City, cid: str) -> float:
        """What holding a contact this round is worth to this family."""
        s = self.seat
        worth = CONTACT_WORTH.get(cid, 100)
        rows = c.members
        if cid == "advokaten":
            worth += 250 * min(2, rows[PRISON][s])
        if cid == "polischefen" and any(c.police[i] and rows[i][s] for i in range(CELLS)):
            worth += 200
        if cid == "informatoren" and c.controller(12, rows) == s:
            worth += 150
        if cid in ("livvakterna", "domaren"):
            attack = "lonnmordaren" if cid == "livvakterna" else "fbi"
            if c.holder.get(attack) not in (None, s):
                worth += 200
        return worth

    def envelope_plan(self, c: City, contacts: Iterable[str], cash: int) -> dict[str, int]:
        """Amounts per contact: worth, scaled to what the family can spare after recruits."""
        contacts = list(contacts)
        spare = max(0, cash - RECRUIT)
        budget = min(spare, int(cash * 0.45))
        wants = sorted(((self.contact_worth(c, cid), cid) for cid in contacts), reverse=True)
        plan = {cid: 0 for cid in contacts}
        for worth, cid in wants:
            amount = int(min(worth, budget)) // 10 * 10
            # odd figures make ties (which give nobody the contact) less likely
            amount = amount + 10 if amount and amount % 100 == 0 else amount
            if amount < 100:
                break
            amount = self.vary(amount, max(budget, amount))
            plan[cid] = amount
            budget -= amount
        return plan

    def _envelopes(self, obs: Observation, c: City) -> list[Choice]:
        s = obs.seat
        sample = obs.legal[0]
        assert isinstance(sample, A.Envelopes)  # Phase 1 offers only envelope sets
        contacts = [cid for cid, _ in sample.amounts]
        plan = self.envelope_plan(c, contacts, c.cash[s])
        action = A.Envelopes(s, tuple((cid, plan[cid]) for cid in contacts))
        top = max(plan, key=lambda k: plan[k])
        if plan[top]:
            first = Choice(action, R("envelopes", contact=_contact(top), amount=plan[top]))
        else:
            first = Choice(action, R("envelopes_none"))
        out = [first]
        half = A.Envelopes(s, tuple((cid, plan[cid] // 2 // 10 * 10) for cid in contacts))
        if half != action:
            out.append(
                Choice(
                    half, R("envelopes", contact=_contact(top), amount=plan[top] // 2 // 10 * 10)
                )
            )
        none = A.Envelopes(s, tuple((cid, 0) for cid in contacts))
        if none != action:
            out.append(Choice(none, R("envelopes_none")))
        return out

    # ----- Phase 2: blocks and police lots (BOR-11) -------------------------------------------
    def _block(self, obs: Observation, c: City) -> list[Choice]:
        s = obs.seat
        block = obs.legal[0]
        assert isinstance(block, A.Block)  # the block decision offers only Block (no, yes)
        lot = index(block.lot)
        governs = set(data().cornerstones[obs.view["lots"][lot]["id"]].governs)
        mine = theirs = 0
        for i in range(CELLS):
            if c.category[i] in governs and c.face_up[i]:
                f = c.controller(i, c.members)
                if f == s:
                    mine += c.income[i]
                elif f is not None:
                    theirs += c.income[i]
        cats = Many(tuple(sorted(governs)))
        yes = Choice(A.Block(s, block.lot, True), R("block", categories=cats))
        keep = "no_block" if theirs > mine else "no_block_mine"
        no = Choice(A.Block(s, block.lot, False), R(keep, categories=cats))
        return [yes, no] if theirs > mine else [no, yes]

    def _collect(self, obs: Observation, c: City) -> list[Choice]:
        s = obs.seat
        out = []
        done = Choice(A.Done(s), R("collect_none"))
        for a in obs.legal:
            if isinstance(a, A.Collect):
                i = index(a.lot)
                keeps = c.members[i][s] >= 2
                if keeps or c.income[i] >= 500:
                    out.append(Choice(a, R("collect", lot=c.name(i), amount=c.income[i])))
        return out + [done]

    # ----- Phase 3: the contract (BOR-12) -----------------------------------------------------
    def _name_contract(self, obs: Observation, c: City) -> list[Choice]:
        s = obs.seat
        scored = []
        for a in obs.legal:
            if not isinstance(a, A.NameLot):  # naming the contract offers only NameLot
                continue
            i = index(a.lot)
            lot = obs.view["lots"][i]
            near = sum(c.members[j][s] for j in NEIGHBOURS[i])
            score = c.value[i] + 0.5 * near + (1.0 if lot.get("contract_mark") else -3.0)
            if near:
                why = R("name_contract_near", lot=c.label(i))
            else:
                why = R("name_contract_worth", lot=c.label(i), value=int(round(c.value[i])))
            scored.append((score, Choice(a, why)))
        scored.sort(key=lambda x: -x[0])
        return [choice for _, choice in scored[:3]]

    def contract_worth(self, c: City) -> int:
        """What winning the named contract is worth: the contract money and a lot to hold."""
        lot_i = index(c.view["contract_lot"])
        lot = c.view["lots"][lot_i]
        if "contract" in lot:
            money = lot["contract"]
        else:
            pool = [d for d in data().districts.values() if d.contract > 0]
            money = sum(d.contract for d in pool) / len(pool)
        return int(money * 0.6 + 150 * c.value[lot_i])

    def _contract_bid(self, obs: Observation, c: City) -> list[Choice]:
        s = obs.seat
        worth = self.contract_worth(c)
        amount = min(worth, max(0, c.cash[s] - RECRUIT // 2)) // 10 * 10
        amount = amount + 10 if amount and amount % 100 == 0 else amount
        amount = self.vary(min(amount, c.cash[s]), c.cash[s])
        lot = c.label(index(obs.view["contract_lot"]))

        def bid(money: int) -> Choice:
            if not money:
                return Choice(A.ContractBid(s, 0), R("contract_bid_none", lot=lot))
            why = R("contract_bid_worth", amount=money, lot=lot, worth=round(worth, -1))
            return Choice(A.ContractBid(s, money), why)

        out = [bid(amount)]
        for other in (amount // 2 // 10 * 10 + 10, min(c.cash[s], amount + 300), 0):
            if other != amount and 0 <= other <= c.cash[s]:
                out.append(bid(other))
        return out

    # ----- Phase 4: mobilise (BOR-13) ---------------------------------------------------------
    def _mobilise(self, obs: Observation, c: City) -> list[Choice]:
        s = obs.seat
        base = c.edge(c.members) - 0.5 * c.threat(c.members)
        scored: list[tuple[float, Choice]] = []
        for a in obs.legal:
            if isinstance(a, A.Step):
                i, j = index(a.frm), index(a.to)
                rows = _moved_rows(c, i, j, s)
                gain = c.edge(rows) - 0.5 * c.threat(rows) - base
                reason = self._step_reason(c, a, rows)
                massed = self._massed(c, obs.legal, j) if self.mass else None
                if massed is not None:
                    together = c.edge(massed) - 0.5 * c.threat(massed) - base - 0.2
                    if together > gain:
                        gain = together
                        rival = max(range(c.n), key=lambda f: -1 if f == s else c.members[j][f])
                        reason = R(
                            "step_mass",
                            lot=c.name(j),
                            family=_family(c, rival),
                            count=massed[j][s],
                        )
                if i == PRISON:
                    gain += 0.4
                scored.append((gain, Choice(a, reason)))
            elif not isinstance(a, A.Pass):
                gain, why = self._contact_gain(c, a, base)
                if why is not None:
                    scored.append((gain, Choice(a, why)))
        scored.sort(key=lambda x: -x[0])
        passing = Choice(A.Pass(s), R("pass"))
        good = [ch for g, ch in scored if g > 0.15]
        rest = [ch for g, ch in scored if g <= 0.15]
        return good[:5] + [passing] + rest[:2]

    def _massed(self, c: City, legal: Iterable[Action], j: int) -> list[list[int]] | None:
        """The city once this family has stepped enough members onto rival-held lot `j` to win
        its conflict even if every family there brings in all it still can; None if it cannot.

        One step alone into a crowd only loses a member (BOR-08), so Medium's one-move look ahead
        never attacks a guarded lot (four Medium families stand still behind ever taller stacks);
        conflicts are won by members brought in together over one Phase 4 (BOR-13). Hard only:
        in Medium it took most of Hard's margin (docs/bots.md)."""
        s = self.seat
        rows = c.members
        rivals = [f for f in range(c.n) if f != s and rows[j][f]]
        if not rivals:
            return None
        sources = sorted(
            {index(a.frm) for a in legal if isinstance(a, A.Step) and index(a.to) == j},
            key=lambda k: -(rows[k][s] - c.moved[k][s]),
        )

        def free(f: int, k: int) -> int:
            return max(0, rows[k][f] - c.moved[k][f])

        reach = [k for k in NEIGHBOURS[j] if c.face_up[k] or k == PRISON]
        need = max(rows[j][f] + sum(free(f, k) for k in reach) for f in rivals) + 1
        missing = need - rows[j][s]
        if missing <= 0 or sum(free(s, k) for k in sources) < missing:
            return None
        plan = [list(r) for r in rows]
        for k in sources:
            take = min(free(s, k), missing)
            plan[k][s] -= take
            plan[j][s] += take
            missing -= take
            if not missing:
                break
        return plan

    def _step_reason(self, c: City, a: A.Step, rows: list[list[int]]) -> Reason:
        s = self.seat
        i, j = index(a.frm), index(a.to)
        others = [f for f in range(c.n) if f != s and c.members[j][f]]
        if others:
            return R("step_attack", lot=c.name(j), family=_family(c, others[0]))
        if i == PRISON:
            return R("step_out_free", lot=c.name(j))
        if sum(c.members[j]) == 0:
            return R("step_take", lot=c.name(j), value=int(round(c.value[j])))
        return R("step_join", lot=c.name(j))

    def _contact_gain(self, c: City, a: Action, base: float) -> tuple[float, Reason | None]:
        """The gain of playing a contact now (and why), from the same one-move look ahead."""
        s = self.seat
        rows = [list(r) for r in c.members]
        if isinstance(a, (A.Assassinate, A.Arrest)):
            i = index(a.lot)
            rows[i][a.target] -= 1
            if isinstance(a, A.Arrest):
                rows[PRISON][a.target] += 1
            gain = c.edge(rows) - 0.5 * c.threat(rows) - base
            key = "murder_rival" if isinstance(a, A.Assassinate) else "arrest_rival"
            return gain - 0.4, R(key, family=_family(c, a.target), lot=c.name(i))
        if isinstance(a, A.Burn):
            i = index(a.lot)
            rows[i] = [0] * c.n
            saved = c.value[i]
            c.value[i] = 0.0
            gain = c.edge(rows) - 0.5 * c.threat(rows) - base
            c.value[i] = saved
            return gain - 0.6, R("burn", lot=c.name(i))
        if isinstance(a, A.Smuggle):
            i, j = index(a.frm), index(a.to)
            rows[i][s] -= 1
            rows[j][s] += 1
            was = c.face_up[j]
            c.face_up[j] = True
            gain = c.edge(rows) - 0.5 * c.threat(rows) - base
            c.face_up[j] = was
            return gain - 0.5, R("smuggle_far", lot=c.name(j))
        if isinstance(a, A.Lawyer):
            for pos in a.lots:
                rows[PRISON][s] -= 1
                rows[index(pos)][s] += 1
            gain = c.edge(rows) - 0.5 * c.threat(rows) - base + 0.4 * len(a.lots)
            return gain - 0.3, R("lawyer_free", count=len(a.lots))
        if isinstance(a, A.PoliceChief):
            i = index(a.lot)
            if rows[i][s] and c.controller(i, rows) == s:
                return 0.3 + c.income[i] / 1000, R("police_chief_free", lot=c.name(i))
            return -1.0, None
        if isinstance(a, A.PoliceCar):
            i = index(a.lot)
            f = c.controller(i, rows)
            if f is not None and f != s and a.frm is None:
                return c.income[i] / 1500 - 0.1, R(
                    "police_car", lot=c.name(i), family=_family(c, f)
                )
            return -1.0, None
        if isinstance(a, A.Inform):
            return 0.05, R("inform_first")
        return -1.0, None

    def _response(self, obs: Observation, c: City) -> list[Choice]:
        s = obs.seat
        attack = obs.view["pending_attack"]
        i = index(attack["lot"])
        answer = _contact(attack["answer"])
        use = Choice(A.Respond(s, True), R("respond", contact=answer, lot=c.name(i)))
        keep = Choice(A.Respond(s, False), R("no_respond", contact=answer))
        rows = [list(r) for r in c.members]
        before = c.edge(rows)
        rows[i][s] -= 1
        if attack["contact"] == "fbi":
            rows[PRISON][s] += 1
        loss = before - c.edge(rows)
        return [use, keep] if loss > 0.3 else [keep, use]

    # ----- Phase 5: recruiting (BOR-14) -------------------------------------------------------
    def _recruit(self, obs: Observation, c: City) -> list[Choice]:
        s = obs.seat
        done = Choice(A.Done(s), R("recruit_done"))
        scored = []
        for a in obs.legal:
            if not isinstance(a, A.Recruit):
                continue
            i = index(a.lot)
            price = data().figures["prison_recruit_price"] if i == PRISON else RECRUIT
            if c.cash[s] - price < self.recruit_reserve and i != PRISON:
                continue
            rows = [list(r) for r in c.members]
            rows[i][s] += 1
            gain = c.edge(rows) - c.edge(c.members) + 0.6 * (c.threat(c.members) - c.threat(rows))
            scored.append((gain + (1.0 if i == PRISON else 0.0), a))
        scored.sort(key=lambda x: -x[0])
        prison = data().figures["prison_recruit_price"]
        out = [
            Choice(
                a,
                R("recruit_prison", price=prison)
                if index(a.lot) == PRISON
                else R("recruit_hold", lot=c.name(index(a.lot)), price=RECRUIT),
            )
            for g, a in scored
            if g > self.recruit_gain
        ]
        return out[:3] + [done]


class MediumBot(RulesBot):
    """Medium: a one-move look ahead on the city after the conflicts."""

    level = "medium"

    def make_rules(self, seat: int) -> Medium:
        rules = Medium(seat)
        rules.rng = self.rng
        return rules


class EasyBot(Bot):
    """Easy: spreads out to empty lots and bids a little at random."""

    level = "easy"

    def choose(self, obs: Observation, sampler: Sampler) -> Choice:
        return Choice(easy_action(obs, self.rng))


def easy_action(obs: Observation, rng: random.Random) -> Action:
    """A beginner's move: no look ahead, a little chance."""
    s = obs.seat
    tag = obs.decision.tag
    legal = obs.legal
    view = obs.view
    lots = view["lots"]
    cash = view["players"][s]["money"]
    if tag == "place":
        empty = [
            a for a in legal if isinstance(a, A.Place) and not any(lots[index(a.lot)]["members"])
        ]
        return rng.choice(empty or list(legal))
    if tag == "envelopes":
        sample = legal[0]
        assert isinstance(sample, A.Envelopes)  # Phase 1 offers only envelope sets
        contacts = [cid for cid, _ in sample.amounts]
        pick = rng.choice(contacts)
        amount = min(cash // 4, rng.choice((100, 200, 300))) // 10 * 10
        return A.Envelopes(s, tuple((cid, amount if cid == pick else 0) for cid in contacts))
    if tag == "block":
        block = legal[0]
        assert isinstance(block, A.Block)  # the block decision offers only Block
        return A.Block(s, block.lot, False)
    if tag == "collect":
        return A.Done(s)
    if tag == "contract_bid":
        return A.ContractBid(s, min(cash, rng.choice((0, 100, 200, 300))))
    if tag == "mobilise":
        steps = []
        for a in legal:
            if isinstance(a, A.Step):
                i, j = index(a.frm), index(a.to)
                if (lots[i]["members"][s] >= 2 or i == PRISON) and not any(lots[j]["members"]):
                    steps.append(a)
        if steps and rng.random() < 0.8:
            return rng.choice(steps)
        return A.Pass(s)
    if tag == "response":
        return A.Respond(s, True)
    if tag == "recruit":
        recruits = [a for a in legal if isinstance(a, A.Recruit)]
        if recruits and cash >= 900:
            return rng.choice(recruits)
        return A.Done(s)
    return rng.choice(legal)
