"""Money's book-keeping: amounts in words, rounding, and moving euros between two parties.

Every euro is accounted for: the bank has unlimited money, so `bank_net` counts what it paid out
minus what it took in, and at every moment

    sum(player cash) + Stadtkasse == start money of all players + bank_net.
"""

from __future__ import annotations

from .context import Ctx
from .state import BANK, KASSE, GladopolisState


def euro(amount: int) -> str:
    """2000 -> '2,000 €'."""
    return f"{amount:,} €"


def floor10(amount: int) -> int:
    """Round down to a full 10 € (used for every percentage a motion applies)."""
    return amount // 10 * 10


def redemption_cost(mortgage_value: int, interest_percent: int = 10) -> int:
    """Mortgage value plus interest, rounded up to a full 10 € (GLA-26): 1,050 € -> 1,160 €."""
    hundredfold = mortgage_value * (100 + interest_percent)
    return -(-hundredfold // 1000) * 10


def party(c: Ctx, who: int) -> str:
    """A seat's name, or 'the bank' / 'the Stadtkasse'."""
    if who >= 0:
        return c.names[who]
    return "the bank" if who == BANK else "the Stadtkasse"


def move_money(st: GladopolisState, src: int, dst: int, amount: int) -> None:
    """Move money between two parties; the bank's side is booked in bank_net."""
    if src >= 0:
        st.cash[src] -= amount
    elif src == KASSE:
        st.kasse -= amount
    else:
        st.bank_net += amount
    if dst >= 0:
        st.cash[dst] += amount
    elif dst == KASSE:
        st.kasse += amount
    else:
        st.bank_net -= amount
