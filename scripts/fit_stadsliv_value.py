"""Fit Stadsliv Hard's evaluation from games between four Medium players.

    .venv/bin/python scripts/fit_stadsliv_value.py [--games 1400] [--seed 1000] [--jobs 2]
        [--epochs 12] [--out resources/stadsliv/bot_value.json]

Plays `--games` games (turn limit 160, as in the tournament) on all cores, takes about a third of
the turns' starting positions, and records every seat's features (bots/stadsliv/value.py) with
who won in the end. A conditional logit (softmax over the seats still playing) is fitted by
AdaGrad; the last 15 % of games are held out, and their log-loss is printed beside that of a
uniform guess, so a fit that learned nothing shows. Pure Python: no extra packages.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from stadsliv_qt.bots.base import Bot, Choice  # noqa: E402
from stadsliv_qt.bots.batch import NAMES, bot_seed  # noqa: E402
from stadsliv_qt.bots.play import play  # noqa: E402
from stadsliv_qt.bots.stadsliv.model import Town  # noqa: E402
from stadsliv_qt.bots.stadsliv.value import NAMES as FEATURES  # noqa: E402
from stadsliv_qt.bots.stadsliv.value import features  # noqa: E402
from stadsliv_qt.bots.titles import make_bot  # noqa: E402
from stadsliv_qt.engine import Game, registry  # noqa: E402

Sample = tuple[list[list[float] | None], list[int]]


def play_game(seed: int) -> list[Sample]:
    """One game of four Medium players: sampled positions with the final winners."""
    rng = random.Random(seed)
    game = registry.get("stadsliv")(NAMES[:4], {"turn_limit": 160}, seed=seed)
    bots = [make_bot("stadsliv", "medium", s, bot_seed(seed, s)) for s in range(4)]
    positions: list[list[list[float] | None]] = []

    def sample(g: Game, bot: Bot, choice: Choice) -> None:
        if g.decision().tag == "roll" and rng.random() < 0.35:
            town = Town(g.view(bot.seat), bot.seat, g.options)
            positions.append([features(town, s) if town.alive[s] else None for s in range(4)])

    record = play(game, bots, seed=seed, on_choice=sample)
    return [(x, list(record.winners)) for x in positions]


def _probs(w: list[float], xs: list[list[float] | None]) -> list[float]:
    scores = [sum(a * b for a, b in zip(w, x, strict=True)) if x else -math.inf for x in xs]
    top = max(scores)
    e = [math.exp(s - top) if s > -math.inf else 0.0 for s in scores]
    total = sum(e)
    return [v / total for v in e]


def _target(sample: Sample) -> list[float] | None:
    xs, winners = sample
    won = [s for s in winners if xs[s] is not None]
    return [1 / len(won) if s in won else 0.0 for s in range(len(xs))] if won else None


def log_loss(w: list[float], data: list[Sample]) -> float:
    """Mean negative log-likelihood of the winners (lower is better)."""
    total, n = 0.0, 0
    for sample in data:
        t = _target(sample)
        if t is None:
            continue
        p = _probs(w, sample[0])
        total -= sum(ti * math.log(max(pi, 1e-12)) for ti, pi in zip(t, p, strict=True) if ti)
        n += 1
    return total / max(1, n)


def fit(train: list[Sample], epochs: int, rng: random.Random) -> list[float]:
    """AdaGrad on the conditional logit's log-likelihood, with a little L2."""
    k = len(FEATURES)
    w, g2 = [0.0] * k, [1e-8] * k
    data = list(train)
    for _ in range(epochs):
        rng.shuffle(data)
        for sample in data:
            t = _target(sample)
            if t is None:
                continue
            p = _probs(w, sample[0])
            grad = [1e-4 * wi for wi in w]
            for s, x in enumerate(sample[0]):
                if x is not None:
                    d = p[s] - t[s]
                    for j in range(k):
                        grad[j] += d * x[j]
            for j in range(k):
                g2[j] += grad[j] ** 2
                w[j] -= 0.05 * grad[j] / math.sqrt(g2[j])
    return w


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=1400)
    ap.add_argument("--seed", type=int, default=1000)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--epochs", type=int, default=12)
    ap.add_argument("--out", type=Path, default=Path("resources/stadsliv/bot_value.json"))
    args = ap.parse_args()
    if args.games < 20 or args.jobs < 1 or args.epochs < 1:
        ap.error("--games must be at least 20, --jobs and --epochs at least 1")
    seeds = range(args.seed, args.seed + args.games)
    with ProcessPoolExecutor(args.jobs) as pool:
        games = list(pool.map(play_game, seeds, chunksize=8))
    cut = int(len(games) * 0.85)
    train = [s for g in games[:cut] for s in g]
    test = [s for g in games[cut:] for s in g]
    w = fit(train, args.epochs, random.Random(args.seed))
    uniform = log_loss([0.0] * len(FEATURES), test)
    print(f"{len(train)} positions to fit, {len(test)} held out")
    print(f"held-out log-loss: {log_loss(w, test):.4f} (a uniform guess: {uniform:.4f})")
    doc = {
        "note": (
            "Stadsliv Hard's evaluation (stadsliv_qt/bots/stadsliv/value.py): one weight per "
            "feature of a seat's position; a seat's win chance is the softmax of the weighted "
            "sums over the seats still playing. Fitted by scripts/fit_stadsliv_value.py from "
            f"{args.games} games between four Medium players (turn limit 160, seeds from "
            f"{args.seed})."
        ),
        "weights": {n: round(x, 4) for n, x in zip(FEATURES, w, strict=True)},
    }
    args.out.write_text(json.dumps(doc, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
