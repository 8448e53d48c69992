"""The turn windows: what the player on turn may do before rolling and after the field (GLA-04, GLA-05)."""

from __future__ import annotations

from stadsliv_qt.engine import Action

from . import actions as A
from .money import KASSE, euro


class WindowMixin:
    """Listing the window actions, and the ones that belong to no other mechanic."""

    def _window_actions(self, s: int, pre: bool) -> list[Action]:
        """The turn windows (GLA-04, GLA-05), in one pass over the board for speed.

        Mirrors why_not_build/sell/mortgage/redeem, which check() uses; the random playout tests
        apply every listed action, so the two cannot drift apart unnoticed.
        """
        p = self.p
        cash = self.cash[s]
        out: list[Action] = [A.Roll(s) if pre else A.EndTurn(s)]
        if pre:
            if not self.bg_bought and cash >= p["bg_price"]:
                out.append(A.BuyBG(s))
            if self.in_hz[s]:
                if cash >= p["hinterzimmer_fee"]:
                    out.append(A.PayFee(s))
                if self.formfehler == s:
                    out.append(A.PlayFormfehler(s))
        owner, level, mortgaged = self.owner, self.level, self.mortgaged
        facts = self.board_facts()
        built = facts[0]
        members_of, fields = self.members_of, self.d.fields
        percent = p["build_percent"]
        for pos in facts[3].get(s, ()):
            members = members_of[pos]
            if mortgaged[pos]:
                if pre and cash >= self.redemption(pos):
                    out.append(A.Redeem(s, pos))
                continue
            if members and all(owner[m] == s and not mortgaged[m] for m in members):
                lv = level[pos]
                levels = [level[m] for m in members]
                price = self.d.groups[fields[pos].group].build_price * percent // 100 // 10 * 10
                if lv < 5 and lv == min(levels) and cash >= price:
                    out.append(A.Build(s, pos))
                if pre and lv and lv == max(levels):
                    out.append(A.SellBuilding(s, pos))
            if fields[pos].group not in built:
                out.append(A.Mortgage(s, pos))
        out += self.offer_choices(s, facts)
        return out

    def _buy_bg(self, s: int) -> None:
        price = self.p["bg_price"]
        self._move_money(s, KASSE, price)
        self.bg[s] += 1
        self.bg_bought = True
        self.emit(
            f"{self.name(s)} pays {euro(price)} into the Stadtkasse for 1 Bürgergunst",
            "GLA-11",
            "bg",
            seat=s,
        )

    def _pay_fee(self, s: int) -> None:
        fee = self.p["hinterzimmer_fee"]
        self._move_money(s, KASSE, fee)
        self.emit(f"{self.name(s)} pays {euro(fee)} into the Stadtkasse", "GLA-18", "pay", seat=s)
        self._leave_hz(s, "by paying; rolls as usual")

    def _play_formfehler(self, s: int) -> None:
        self.formfehler = -1
        self.events_deck.append("formfehler")
        self._leave_hz(s, "with Formfehler in der Satzung (the card goes under the deck)")

    def _window_or_debt(self) -> None:
        if self.phase == "debt":
            self._debt_progress()
