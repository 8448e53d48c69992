"""The turn windows: what the player on turn may do before rolling and after the field (GLA-04, GLA-05)."""

from __future__ import annotations

from stadsliv_qt.engine import Action

from . import actions as A
from .building import board_facts, redemption
from .context import Ctx
from .hinterzimmer import leave_hz
from .ledger import euro, move_money
from .money import debt_progress
from .state import KASSE
from .trade import offer_choices


def window_actions(c: Ctx, s: int, pre: bool) -> list[Action]:
    """The turn windows (GLA-04, GLA-05), in one pass over the board for speed.

    Mirrors why_not_build/sell/mortgage/redeem, which check() uses; the random playout tests
    apply every listed action, so the two cannot drift apart unnoticed.
    """
    st, p = c.st, c.p
    cash = st.cash[s]
    out: list[Action] = [A.Roll(s) if pre else A.EndTurn(s)]
    if pre:
        if not st.bg_bought and cash >= p["bg_price"]:
            out.append(A.BuyBG(s))
        if st.in_hz[s]:
            if cash >= p["hinterzimmer_fee"]:
                out.append(A.PayFee(s))
            if st.formfehler == s:
                out.append(A.PlayFormfehler(s))
    owner, level, mortgaged = st.owner, st.level, st.mortgaged
    facts = board_facts(c)
    built = facts[0]
    members_of, fields = c.b.members_of, c.d.fields
    percent = p["build_percent"]
    for pos in facts[3].get(s, ()):
        members = members_of[pos]
        if mortgaged[pos]:
            if pre and cash >= redemption(c, pos):
                out.append(A.Redeem(s, pos))
            continue
        if members and all(owner[m] == s and not mortgaged[m] for m in members):
            lv = level[pos]
            levels = [level[m] for m in members]
            price = c.d.groups[fields[pos].group].build_price * percent // 100 // 10 * 10
            if lv < 5 and lv == min(levels) and cash >= price:
                out.append(A.Build(s, pos))
            if pre and lv and lv == max(levels):
                out.append(A.SellBuilding(s, pos))
        if fields[pos].group not in built:
            out.append(A.Mortgage(s, pos))
    out += offer_choices(c, s, facts)
    return out


def buy_bg(c: Ctx, s: int) -> None:
    """1 Bürgergunst for its price into the Stadtkasse, once a turn (GLA-11)."""
    price = c.p["bg_price"]
    move_money(c.st, s, KASSE, price)
    c.st.bg[s] += 1
    c.st.bg_bought = True
    c.emit(
        f"{c.name(s)} pays {euro(price)} into the Stadtkasse for 1 Bürgergunst",
        "GLA-11",
        "bg",
        seat=s,
    )


def pay_fee(c: Ctx, s: int) -> None:
    """Out of the Hinterzimmer for the fee, before rolling (GLA-18)."""
    fee = c.p["hinterzimmer_fee"]
    move_money(c.st, s, KASSE, fee)
    c.emit(f"{c.name(s)} pays {euro(fee)} into the Stadtkasse", "GLA-18", "pay", seat=s)
    leave_hz(c, s, "by paying; rolls as usual")


def play_formfehler(c: Ctx, s: int) -> None:
    """Out of the Hinterzimmer with the card, which goes under the deck (GLA-18)."""
    c.st.formfehler = -1
    c.st.events_deck.append("formfehler")
    leave_hz(c, s, "with Formfehler in der Satzung (the card goes under the deck)")


def window_or_debt(c: Ctx) -> None:
    """After a sale or mortgage: in a debt, see whether it is covered now."""
    if c.st.phase == "debt":
        debt_progress(c)
