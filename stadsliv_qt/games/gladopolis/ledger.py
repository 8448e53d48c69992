"""Money's book-keeping: amounts in words, rounding, and moving euros between two parties.

Every euro is accounted for: the bank has unlimited money, so `bank_net` counts what it paid out
minus what it took in, and at every moment

    sum(player cash) + Stadtkasse == start money of all players + bank_net.
"""

from __future__ import annotations

from stadsliv_qt.text import Money, Msg, msg
from stadsliv_qt.text.message import Arg

from .context import Ctx
from .state import BANK, KASSE, GladopolisState


def euro(amount: int) -> str:
    """2000 -> '2,000 €'."""
    return f"{amount:,} €"


# Ids the engine no longer writes (their lines now show the arithmetic under new ids, issue 18) but
# which the logs and pending debts of older saves still hold: the catalogues keep them so those lines
# still read as they did.
OLD_IDS = ("gla.rent.full", "gla.rent.by_resolution", "gla.why.grundsteuer", "gla.why.levy",
           "gla.turn.fest", "gla.build.mortgaged")  # fmt: skip


def eur(amount: int) -> Money:
    """An amount of euros as a message parameter (said '2,000 €', '2 000 €', '2.000 €')."""
    return Money(amount, "eur")


def named(name: str) -> Msg:
    """What a payment is for when a name says it all (a card, a tax field, "Sitzungsgeld")."""
    return msg("gla.why.named", name=name)


def floor10(amount: int) -> int:
    """Round down to a full 10 € (used for every percentage a motion applies)."""
    return amount // 10 * 10


def redemption_cost(mortgage_value: int, interest_percent: int = 10) -> int:
    """Mortgage value plus interest, rounded up to a full 10 € (GLA-26): 1,050 € -> 1,160 €."""
    hundredfold = mortgage_value * (100 + interest_percent)
    return -(-hundredfold // 1000) * 10


def party(c: Ctx, who: int) -> Arg:
    """A seat, or the bank / the Stadtkasse, as a message parameter."""
    if who >= 0:
        return c.ref(who)
    return msg("gla.party.bank") if who == BANK else msg("gla.party.kasse")


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
