"""What moves on the Stadsliv board besides pieces and dice (issue 18): poäng going from payer to
payee (a player's piece, Stadskassan) with the amount, and a passed Röstkort vote arriving on the
card of the rules in force or a won seat on Stadshuset. Each runs at the animation pace of
Settings, after the dice and the walk it follows; nothing runs when animations are off;
`finish()` ends it at once.

`parties(event)` is pure: who pays whom, and how much, read from a public event only.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF

from stadsliv_qt.engine import Event
from stadsliv_qt.text import Money, Msg

from ...scenes import flight

MONEY_MS = 650  # one payment's flight at normal speed
VOTE_MS = 800  # a passed vote's way onto the rules card or Stadshuset
GAP_MS = 120  # between two flights that follow each other
KASSA = -1  # Stadskassan, as the engine names it in payments (creditor -1)


def _amount(event: Event) -> int:
    """The event's amount: its data, else a Money in its message (a purchase's price)."""
    amount = event.data.get("amount")
    if isinstance(amount, int) and not isinstance(amount, bool):
        return amount
    if isinstance(event.message, Msg):
        price = event.message.args.get("price")
        if isinstance(price, Money):
            return price.amount
    return 0


def parties(event: Event) -> list[tuple[int, int, int]]:
    """(payer, payee, amount) for each flow of poäng the event records; KASSA is Stadskassan."""
    d = event.data
    amount = _amount(event)
    seat = d.get("seat")
    if amount <= 0:
        return []
    if event.kind == "pay" and isinstance(seat, int):
        to = d.get("creditor")
        return [(seat, to if isinstance(to, int) and to >= 0 else KASSA, amount)]
    if event.kind == "fate_effect" and d.get("face") in ("IU", "GK"):
        return [(KASSA, s, amount) for s in d.get("seats", []) if isinstance(s, int)]
    if event.kind == "sold" and isinstance(seat, int) and isinstance(d.get("seller"), int):
        return [(seat, d["seller"], amount)]
    if not isinstance(seat, int):
        return []
    if event.kind == "buy":
        return [(seat, KASSA, amount)]
    if event.kind in ("varvslon", "sell"):
        return [(KASSA, seat, amount)]
    borrowed = isinstance(event.message, Msg) and event.message.id == "sta.money.borrowed"
    if event.kind == "loan" and borrowed:
        return [(KASSA, seat, amount)]
    return []


class FlowItem(flight.FlowItem):
    """A coin with an amount, or a small card with a word (ui/scenes/flight.py)."""

    COIN = QRectF(-44, -16, 88, 32)
    CARD = QRectF(-90, -20, 180, 40)
    Z = 60.0
