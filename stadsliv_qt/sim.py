"""stadsliv-sim: play many games headless with a line-up of bot levels, for balancing and benchmarks.

    stadsliv-sim GAME [--bots LEVEL,...] [--games N] [-o NAME=VALUE] [--csv F] [--json F] [--chart F.png]
    stadsliv-sim tournament GAME [--pairs hard:medium,...] [--games N]

Games run in parallel on every core (`--jobs`), each fully determined by its seed. A shared
victory counts as a fraction of a win for each winner (1/k for k winners), so the win rates of
all seats add up to one game. Intervals are 95 % Wilson score intervals.
"""

from __future__ import annotations

import argparse
import csv
import json
import os
import sys
import time
from collections.abc import Sequence
from typing import Any, TextIO

from stadsliv_qt.bots.batch import GameSpec, rotated, run_many, tournament_specs
from stadsliv_qt.bots.stats import median, percentile, wilson
from stadsliv_qt.bots.titles import levels as title_levels
from stadsliv_qt.bots.titles import title
from stadsliv_qt.engine import OptionError, registry
from stadsliv_qt.text import LANGUAGES, Many, Msg, render

NAMES = ["Anna", "Björn", "Cecilia", "David", "Elin", "Fredrik", "Greta", "Hugo"]
PAIRS = (("easy", "random"), ("medium", "easy"), ("hard", "medium"))


def parse_option(text: str) -> tuple[str, Any]:
    """NAME=VALUE with VALUE read as a whole number, a decimal, true/false, or text."""
    name, sep, raw = text.partition("=")
    if not sep or not name:
        raise argparse.ArgumentTypeError(f"{text!r} is not NAME=VALUE")
    value: Any = raw
    if raw.lower() in ("true", "false"):
        value = raw.lower() == "true"
    elif raw.lstrip("-").isdigit():
        value = int(raw)
    else:
        try:
            value = float(raw)
        except ValueError:
            value = raw
    return name, value


class Progress:
    """A plain-text progress bar on stderr (one line rewritten, or a line per tenth if piped)."""

    def __init__(self, label: str, stream: TextIO | None = None) -> None:
        self.label = label
        self.stream = stream or sys.stderr
        self.start = time.perf_counter()
        self.tty = bool(getattr(self.stream, "isatty", lambda: False)())
        self.shown = -1

    def __call__(self, done: int, total: int) -> None:
        took = time.perf_counter() - self.start
        width = 30
        filled = width * done // max(1, total)
        line = f"{self.label} [{'#' * filled}{'.' * (width - filled)}] {done}/{total} {took:.0f} s"
        if self.tty:
            self.stream.write("\r" + line + ("\n" if done == total else ""))
        elif done == total or done * 10 // max(1, total) > self.shown:
            self.shown = done * 10 // max(1, total)
            self.stream.write(line + "\n")
        self.stream.flush()


def _check(game: str, lineup: Sequence[str], options: dict[str, Any]) -> str | None:
    """A sentence for a bad option or level, before any worker starts."""
    cls = registry.get(game)
    if not cls.info.min_seats <= len(lineup) <= cls.info.max_seats:
        return f"{cls.info.title} is for {cls.info.min_seats} to {cls.info.max_seats} seats."
    try:
        cls(NAMES[: len(lineup)], options, seed=0)
    except OptionError as exc:
        return str(exc)
    known = title_levels(game)
    for level in lineup:
        if level not in known:
            return f"{game} has no level {level!r}; choose from {', '.join(known)}."
    return None


def _pct(x: float, lang: str = "en") -> str:
    return _dec(100 * x, 1, lang) + "\u00a0%"


def _dec(x: float, places: int, lang: str = "en") -> str:
    """A decimal number as the language writes it (12.5 / 12,5)."""
    text = f"{x:.{places}f}"
    return text.replace(".", ",") if lang in ("sv", "de") else text


def _g(x: float, lang: str) -> str:
    """A figure in its shortest form (42, 50.8) as the language writes it."""
    text = f"{x:g}"
    return text.replace(".", ",") if lang in ("sv", "de") else text


def _reason(row: dict[str, Any], lang: str) -> str:
    """Why a game ended, in the report's language (rows of older runs hold only the English)."""
    said = row.get("reason_msg")
    if said is None:
        return str(row.get("reason", ""))
    return render(Msg.from_json(said), lang)


def _say(lang: str, id: str, **args: Any) -> str:
    """One sentence of the simulator's report, from the `sim` catalogue domain."""
    return render(Msg(id, args), lang)


def rates(rows: list[dict[str, Any]]) -> dict[str, Any]:
    """Win rates by level and seat (with Wilson intervals), lengths and first-seat advantage."""
    finished = [r for r in rows if r["finished"]]
    seats = len(rows[0]["levels"]) if rows else 0
    level_wins: dict[str, float] = {}
    level_seats: dict[str, int] = {}
    seat_wins = [0.0] * seats
    for r in finished:
        share = 1 / len(r["winners"]) if r["winners"] else 0.0
        for s, level in enumerate(r["levels"]):
            level_seats[level] = level_seats.get(level, 0) + 1
            level_wins.setdefault(level, 0.0)
            if s in r["winners"]:
                level_wins[level] += share
                seat_wins[s] += share
    n = len(finished)
    by_level = {
        lv: {
            "rate": w / level_seats[lv],
            "ci": wilson(w, level_seats[lv]),
            "seats": level_seats[lv],
        }
        for lv, w in level_wins.items()
    }
    by_seat: list[dict[str, Any]] = [
        {"rate": w / n if n else 0.0, "ci": wilson(w, n)} for w in seat_wins
    ]
    lengths = [r["length"] for r in finished]
    steps = [r["steps"] for r in finished]
    return {
        "games": len(rows),
        "finished": n,
        "by_level": by_level,
        "by_seat": by_seat,
        "length": {"median": median(lengths), "p90": percentile(lengths, 90)},
        "steps": {"median": median(steps), "p90": percentile(steps, 90)},
        "lengths": lengths,
        "first_seat_edge": (by_seat[0]["rate"] - 1 / seats) if seats and n else 0.0,
    }


def timing(rows: list[dict[str, Any]]) -> dict[str, dict[str, float]]:
    """Per level: decisions, median and 95th percentile seconds (wall and CPU)."""
    out: dict[str, dict[str, float]] = {}
    pooled: dict[str, list[list[float]]] = {}
    for r in rows:
        for level, times in r.get("times", {}).items():
            pooled.setdefault(level, []).extend(times)
    for level, times in pooled.items():
        wall = [t[0] for t in times]
        cpu = [t[1] for t in times]
        out[level] = {
            "decisions": len(times),
            "median": median(wall),
            "p95": percentile(wall, 95),
            "cpu_median": median(cpu),
            "cpu_p95": percentile(cpu, 95),
            "max": max(wall, default=0.0),
        }
    return out


def _english(value: Any) -> str:
    """A message in a row (the end's reason) as its English sentence, for --json."""
    if isinstance(value, Msg):
        return str(value)
    raise TypeError(f"{type(value).__name__} cannot be written as JSON")


def write_csv(path: str, rows: list[dict[str, Any]]) -> None:
    """One line per game: seed, seats' levels, winners, finished, steps, length, scores, reason."""
    with open(path, "w", newline="", encoding="utf-8") as fh:
        w = csv.writer(fh)
        w.writerow(
            ["game", "seed", "levels", "winners", "finished", "steps", "length", "scores", "reason"]
        )
        for r in rows:
            w.writerow(
                [
                    r["index"] + 1,
                    r["seed"],
                    "|".join(r["levels"]),
                    "|".join(str(s + 1) for s in r["winners"]),
                    r["finished"],
                    r["steps"],
                    r["length"],
                    "|".join(str(v) for v in r["scores"].values()),
                    r["reason"],
                ]
            )


def _report(
    game: str, rows: list[dict[str, Any]], took: float, jobs: int, lang: str = "en"
) -> list[str]:
    info = title(game)
    st = rates(rows)
    unfinished = st["games"] - st["finished"]
    out = [_say(lang, "sim.games", n=st["games"], seconds=_dec(took, 1, lang), jobs=jobs)]
    if unfinished:
        out.append(_say(lang, "sim.unfinished", n=unfinished))
    if not st["finished"]:
        return out
    out.append(_say(lang, "sim.by_level"))
    for level, d in st["by_level"].items():
        lo, hi = d["ci"]
        out.append(
            _say(
                lang,
                "sim.level_line",
                level=level,
                rate=_pct(d["rate"], lang),
                lo=_pct(lo, lang),
                hi=_pct(hi, lang),
                seats=d["seats"],
            )
        )
    out.append(_say(lang, "sim.by_seat"))
    for s, d in enumerate(st["by_seat"]):
        lo, hi = d["ci"]
        rate, low, high = _pct(d["rate"], lang), _pct(lo, lang), _pct(hi, lang)
        out.append(_say(lang, "sim.seat_line", seat=s + 1, rate=rate, lo=low, hi=high))
    out.append(
        _say(
            lang,
            "sim.length",
            unit=info.length_unit,
            median=_g(st["length"]["median"], lang),
            p90=_g(st["length"]["p90"], lang),
            steps_median=_g(st["steps"]["median"], lang),
            steps_p90=_g(st["steps"]["p90"], lang),
        )
    )
    seats = len(rows[0]["levels"])
    edge = st["first_seat_edge"]
    out.append(
        _say(
            lang,
            "sim.first",
            rate=_pct(st["by_seat"][0]["rate"], lang),
            even=_pct(1 / seats, lang),
            edge=("+" if edge >= 0 else "-") + _dec(abs(100 * edge), 1, lang),
        )
    )
    for level, t in timing(rows).items():
        out.append(
            _say(
                lang,
                "sim.timing",
                level=level,
                median=_dec(1000 * t["median"], 1, lang),
                p95=_dec(1000 * t["p95"], 1, lang),
                cpu_median=_dec(1000 * t["cpu_median"], 1, lang),
                cpu_p95=_dec(1000 * t["cpu_p95"], 1, lang),
            )
        )
    return out


def sim_main(argv: list[str]) -> int:
    """Play N games with one line-up and print the balance figures."""
    ids = [c.info.id for c in registry.games()]
    p = argparse.ArgumentParser(
        prog="stadsliv-sim",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("game", choices=ids)
    p.add_argument("--seats", type=int, default=4)
    p.add_argument("--games", type=int, default=10)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--limit", type=int, default=200_000, help="steps before a game is abandoned")
    p.add_argument(
        "--bots",
        default="random",
        help="one level per seat, or one for all (random, easy, medium, hard)",
    )
    p.add_argument(
        "--rotate", action="store_true", help="turn the line-up one seat further each game"
    )
    p.add_argument("--jobs", type=int, default=0, help="processes (0: every core)")
    p.add_argument(
        "-o",
        "--option",
        type=parse_option,
        action="append",
        default=[],
        help="a game option, NAME=VALUE (repeatable)",
    )
    p.add_argument(
        "-b",
        "--budget",
        type=parse_option,
        action="append",
        default=[],
        help="Hard's search budget, e.g. simulations=40 or seconds=0.5",
    )
    p.add_argument("--csv", help="write one row per game to this CSV file")
    p.add_argument("--json", help="write the figures and one row per game to this JSON file")
    p.add_argument("--chart", help="draw the win-rate and length charts into this PNG file")
    p.add_argument("--quiet", action="store_true", help="no line per game")
    p.add_argument(
        "--lang", choices=LANGUAGES, default="en", help="the language of the report (en, sv, de)"
    )
    args = p.parse_args(argv)
    lineup = [x.strip() for x in args.bots.split(",") if x.strip()]
    if len(lineup) == 1:
        lineup = lineup * args.seats
    options = dict(args.option)
    problem = _check(args.game, lineup, options)
    if problem:
        print(f"stadsliv-sim: {problem}", file=sys.stderr)
        return 2
    specs = [
        GameSpec(
            i,
            args.game,
            rotated(lineup, i) if args.rotate else tuple(lineup),
            args.seed + i,
            options,
            dict(args.budget),
            args.limit,
        )
        for i in range(args.games)
    ]
    start = time.perf_counter()
    rows = run_many(specs, args.jobs, Progress(args.game))
    took = time.perf_counter() - start
    jobs = min(args.jobs or _cores(), len(specs)) or 1
    if not args.quiet:
        for r in rows:
            n = r["index"] + 1
            if not r["finished"]:
                print(_say(args.lang, "sim.game_unfinished", n=n, steps=r["steps"]))
                continue
            names = Many(tuple(f"{NAMES[s]} ({r['levels'][s]})" for s in r["winners"]))
            print(_say(args.lang, "sim.game_won", n=n, names=names, reason=_reason(r, args.lang)))
    for line in _report(args.game, rows, took, jobs, args.lang):
        print(line)
    _write(
        args, rows, {"game": args.game, "lineup": lineup, "options": options, "rotate": args.rotate}
    )
    return 0


def _cores() -> int:
    return os.cpu_count() or 1


def _write(args: argparse.Namespace, rows: list[dict[str, Any]], head: dict[str, Any]) -> None:
    if args.csv:
        write_csv(args.csv, rows)
    figures = rates(rows) if rows else {}
    if args.json:
        doc = {
            **head,
            "figures": {k: v for k, v in figures.items() if k != "lengths"},
            "timing": timing(rows),
            "rows": rows,
        }
        with open(args.json, "w", encoding="utf-8") as fh:
            json.dump(doc, fh, indent=1, ensure_ascii=False, default=_english)
    if getattr(args, "chart", None) and figures:
        from stadsliv_qt.ui.chart import save_sim_chart  # Qt only when a chart is asked for

        save_sim_chart(args.chart, head["game"], figures, title(head["game"]).length_unit)


def tournament_main(argv: list[str]) -> int:
    """One higher level against three of the lower, seats rotated; the higher's win rate."""
    ids = [c.info.id for c in registry.games()]
    p = argparse.ArgumentParser(prog="stadsliv-sim tournament", description=tournament_main.__doc__)
    p.add_argument("game", choices=ids)
    p.add_argument(
        "--pairs", default="easy:random,medium:easy,hard:medium", help="HIGHER:LOWER,..."
    )
    p.add_argument("--games", type=int, default=200)
    p.add_argument("--seats", type=int, default=4)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--jobs", type=int, default=0, help="processes (0: every core)")
    p.add_argument(
        "-o",
        "--option",
        type=parse_option,
        action="append",
        default=[],
        help="a game option (default: the title's tournament options)",
    )
    p.add_argument(
        "-b",
        "--budget",
        type=parse_option,
        action="append",
        default=[],
        help="Hard's search budget, e.g. simulations=40",
    )
    p.add_argument("--json", help="write the figures and every game's row to this JSON file")
    args = p.parse_args(argv)
    options = {**title(args.game).tournament_options, **dict(args.option)}
    pairs = [tuple(x.split(":")) for x in args.pairs.split(",") if x]
    out: dict[str, Any] = {"game": args.game, "options": options, "games": args.games, "pairs": {}}
    for higher, lower in pairs:
        problem = _check(args.game, [higher] + [lower] * (args.seats - 1), options)
        if problem:
            print(f"stadsliv-sim: {problem}", file=sys.stderr)
            return 2
        specs = tournament_specs(
            args.game, higher, lower, args.games, args.seats, args.seed, options, dict(args.budget)
        )
        rows = run_many(specs, args.jobs, Progress(f"{args.game} {higher} vs {lower}"))
        result = pairing(rows, higher)
        out["pairs"][f"{higher}:{lower}"] = {**result, "rows": rows}
        print(pairing_line(args.game, higher, lower, args.seats, result))
    if args.json:
        with open(args.json, "w", encoding="utf-8") as fh:
            json.dump(out, fh, indent=1, ensure_ascii=False, default=_english)
    return 0


def pairing(rows: list[dict[str, Any]], higher: str) -> dict[str, Any]:
    """The higher level's wins (shared wins split), its Wilson interval, lengths and timings."""
    wins = 0.0
    for r in rows:
        seat = r["levels"].index(higher)
        if seat in r["winners"]:
            wins += 1 / len(r["winners"])
    n = len(rows)
    return {
        "wins": wins,
        "games": n,
        "rate": wins / n if n else 0.0,
        "ci": wilson(wins, n),
        "unfinished": sum(1 for r in rows if not r["finished"]),
        "length": {
            "median": median([r["length"] for r in rows]),
            "p90": percentile([r["length"] for r in rows], 90),
        },
        "timing": timing(rows),
    }


def pairing_line(game: str, higher: str, lower: str, seats: int, result: dict[str, Any]) -> str:
    """One sentence per pairing for the terminal and the report."""
    lo, hi = result["ci"]
    t = result["timing"].get(higher, {})
    speed = ""
    if t:
        speed = (
            f"; {higher} per decision median {1000 * t['median']:.1f} ms, p95 {1000 * t['p95']:.1f} ms"
            f" (CPU {1000 * t['cpu_median']:.1f} / {1000 * t['cpu_p95']:.1f} ms)"
        )
    return (
        f"{game}: {higher} vs {seats - 1} x {lower}: {_pct(result['rate'])} of {result['games']} "
        f"[{_pct(lo)} - {_pct(hi)}]{speed}"
    )


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point."""
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and argv[0] == "tournament":
        return tournament_main(argv[1:])
    return sim_main(argv)


if __name__ == "__main__":
    raise SystemExit(main())
