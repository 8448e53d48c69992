"""Screen ways of playing a Stadsliv seat that is not the banker's, against three Medium players.

    .venv/bin/python scripts/screen_stadsliv_seats.py --games 300 medium martingale keep5
    .venv/bin/python scripts/screen_stadsliv_seats.py --games 400 --seat 2 --seed 2000 medium safe5

Every variant plays the same seeds (turn limit 160, as in the tournament) in seat 2, 3 or 4 in
turn (or always in `--seat`), so the figures are paired: the variant's win rate and how often it
was still at the table at the end. The variants change Medium's rules one at a time
(docs/bots.md, "Why the Stadsliv bar is blocked"); `medium` is Medium itself.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from stadsliv_qt.bots.base import Choice, Observation  # noqa: E402
from stadsliv_qt.bots.batch import NAMES, bot_seed  # noqa: E402
from stadsliv_qt.bots.play import play  # noqa: E402
from stadsliv_qt.bots.reasons import Reason  # noqa: E402
from stadsliv_qt.bots.stadsliv.model import DICE, Town  # noqa: E402
from stadsliv_qt.bots.stadsliv.policy import Medium, MediumBot, buy_offer  # noqa: E402
from stadsliv_qt.bots.titles import make_bot  # noqa: E402
from stadsliv_qt.engine import registry  # noqa: E402
from stadsliv_qt.games.stadsliv import actions as A  # noqa: E402

# name: (borrow the limit before every roll, aim for Ödet with a loan out, weight of a neutral
# zone, no borrowing above this many poäng in hand, never borrow to gamble, keep this much after
# a purchase)
VARIANTS: dict[str, tuple[bool, bool, float, int, bool, int]] = {
    "medium": (False, False, 0.0, 0, False, 0),
    "martingale": (True, True, 1.0, 0, False, 0),
    "martingale_nz3": (True, True, 3.0, 0, False, 0),
    "martingale_nz3_below30": (True, True, 3.0, 30, False, 0),
    "safe0": (False, False, 0.0, 0, True, 0),
    "safe5": (False, False, 0.0, 0, True, 5),
    "safe10": (False, False, 0.0, 0, True, 10),
    "keep5": (False, False, 0.0, 0, False, 5),
}


def _reach(t: Town, seat: int, dice: int, kind: str) -> float:
    """The chance that `dice` dice end on a square of `kind`."""
    ring = t.squares
    return sum(
        p for k, p in DICE[dice].items() if ring[(t.pos[seat] + k) % t.length]["kind"] == kind
    )


class Variant(Medium):
    """Medium with one way of playing changed."""

    def __init__(self, seat: int, name: str) -> None:
        super().__init__(seat)
        self.name = name
        self.borrow, self.aim, self.nz, self.below, self.safe, self.keep = VARIANTS[name]

    def _roll(self, obs: Observation, t: Town) -> list[Choice]:
        out = super()._roll(obs, t)
        s = obs.seat
        if self.safe:
            out = [c for c in out if not isinstance(c.action, A.TakeLoan)] or out
        free = not t.loan[s] and any(isinstance(a, A.TakeLoan) for a in obs.legal)
        if self.borrow and free and not (self.below and t.money[s] > self.below):
            loan = Choice(
                A.TakeLoan(s, t.loan_limit), Reason("stadsliv.borrow_behind", amount=t.loan_limit)
            )
            return [loan] + [c for c in out if not isinstance(c.action, A.TakeLoan)]
        if self.aim and t.loan[s]:
            rolls = [c for c in out if isinstance(c.action, A.Roll)]

            def score(c: Choice) -> float:
                d = c.action.dice  # type: ignore[attr-defined]
                return (
                    _reach(t, s, d, "fate")
                    - self.nz * _reach(t, s, d, "neutral")
                    + 0.01 * t.roll_value(s, d)
                )

            best = max(rolls, key=score)
            out = [best] + [c for c in out if c is not best]
        return out

    def _buy(self, obs: Observation, t: Town) -> list[Choice]:
        out = super()._buy(obs, t)
        price = buy_offer(t, obs.seat)[2]
        yes = [c for c in out if c.action == A.Buy(obs.seat, True)]
        if yes and t.money[obs.seat] - price < self.keep:
            out = [c for c in out if c not in yes] + yes
        return out

    def _loan_throw(self, obs: Observation, t: Town) -> list[Choice]:
        out = super()._loan_throw(obs, t)
        if self.borrow:
            out.sort(key=lambda c: not c.action.yes)  # type: ignore[attr-defined]
        return out


def variant_bot(name: str) -> type[MediumBot]:
    """A bot class playing one variant (Medium's rules are made when the bot is)."""

    class VariantBot(MediumBot):
        def make_rules(self, seat: int) -> Medium:
            return Variant(seat, name)

    return VariantBot


def screen(name: str, games: int, seed: int, seat: int | None) -> tuple[float, float]:
    """(win rate, share of games still at the table at the end) of the variant."""
    wins = alive = 0.0
    for i in range(games):
        k = seat - 1 if seat else 1 + i % 3
        game = registry.get("stadsliv")(NAMES[:4], {"turn_limit": 160}, seed=seed + i)
        bots = [make_bot("stadsliv", "medium", s, bot_seed(seed + i, s)) for s in range(4)]
        bots[k] = variant_bot(name)(k, bot_seed(seed + i, k))
        record = play(game, bots, seed=seed + i)
        if k in record.winners:
            wins += 1 / len(record.winners)
        alive += bool(game.view(None)["players"][k]["in_game"])
    return wins / games, alive / games


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("variants", nargs="+", choices=sorted(VARIANTS))
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1000)
    parser.add_argument("--seat", type=int, choices=(2, 3, 4), help="always this seat")
    args = parser.parse_args(argv)
    for name in args.variants:
        won, alive = screen(name, args.games, args.seed, args.seat)
        print(
            f"{name:24s} won {won:6.1%}  at the table {alive:6.1%}  ({args.games} games)",
            flush=True,
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
