"""Every level plays whole games of every title: no illegal action, no exception, valid states,
and at Medium and Hard a reason for every action that reads as a sentence."""

from __future__ import annotations

import pytest

from stadsliv_qt.bots import make_bot
from stadsliv_qt.bots.play import play
from stadsliv_qt.bots.reasons import Reason
from stadsliv_qt.engine import Game, Kind, registry

# Short games keep the suite quick: a short Glad-o-polis, a few Borgata rounds, a Stadsliv turn limit.
SHORT = {
    "gladopolis": {"short_game": True},
    "borgata": {"round_limit": 4},
    "stadsliv": {"turn_limit": 48},
}
TINY = {"simulations": 4, "horizon": 12, "seconds": None}


def _check_reason(game: Game, bot, choice) -> None:
    if bot.level in ("medium", "hard"):
        assert isinstance(choice.reason, Reason), (bot.level, choice)
        text = choice.reason.text()
        assert text and "{" not in text


@pytest.mark.parametrize("game_id", sorted(SHORT))
@pytest.mark.parametrize(
    ("levels", "seed"),
    [
        (("easy", "medium", "easy", "random"), 3),
        (("medium", "easy", "medium", "medium"), 8),
        (("hard", "medium", "easy", "random"), 5),
    ],
)
def test_levels_play_whole_games(game_id, levels, seed):
    game = registry.get(game_id)(["A", "B", "C", "D"], SHORT[game_id], seed=seed)
    bots = [
        make_bot(game_id, level, s, seed + s, **(TINY if level == "hard" else {}))
        for s, level in enumerate(levels)
    ]
    record = play(game, bots, on_choice=_check_reason, check=Game.validate)
    assert game.decision().kind is Kind.TERMINAL
    assert record.finished and record.winners
    assert {t.level for t in record.timings} == set(levels)


@pytest.mark.parametrize("game_id", sorted(SHORT))
def test_two_hard_bots_finish_a_two_seat_game(game_id):
    game = registry.get(game_id)(["A", "B"], SHORT[game_id], seed=11)
    bots = [make_bot(game_id, "hard", s, s, **TINY) for s in range(2)]
    record = play(game, bots, on_choice=_check_reason, check=Game.validate)
    assert record.finished
