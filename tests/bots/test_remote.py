"""bots/remote.py, the worker's loop: a decision there equals one at home, a bot's bug comes back
as its exception without ending the loop, and STOP or a closed pipe ends it."""

from __future__ import annotations

import pickle
import threading
from multiprocessing import Pipe

from stadsliv_qt.bots import Bot, Choice, Sampler, make_bot, observe, remote, title
from stadsliv_qt.engine import Kind, registry


class Broken(Bot):
    """A bot with a bug."""

    level = "broken"

    def choose(self, obs, sampler) -> Choice:
        raise ValueError("a bug")


def _position(game_id: str, seed: int):
    game = registry.get(game_id)(["Anna", "Björn", "Cecilia"], {}, seed=seed)
    while game.decision().kind is Kind.CHANCE:
        game.resolve_chance()
    return game, game.decision().seats[0]


def _serve():
    here, there = Pipe()
    loop = threading.Thread(target=remote.serve, args=(there,), daemon=True)
    loop.start()
    return here, loop


def test_the_worker_loop_answers_as_a_thought_at_home_would(monkeypatch):
    monkeypatch.setattr(remote, "lower_priority", lambda: None)  # a thread here, not a process
    here, loop = _serve()
    here.send((1, (remote.WARM, "gladopolis")))
    assert here.recv() == (1, True)
    for game_id in ("gladopolis", "borgata", "stadsliv"):
        game, seat = _position(game_id, 8)
        obs = observe(game, seat)
        bot = make_bot(game_id, "hard", seat, seed=5, simulations=8, seconds=None)
        sent = pickle.loads(pickle.dumps(bot))
        home = bot.choose(obs, Sampler(game.clone(), obs, title(game_id).determinize))
        here.send((2, (sent, obs, game.clone())))
        number, (choice, after) = here.recv()
        assert number == 2 and choice == home
        assert after.rng.getstate() == bot.rng.getstate()
    # a bot's bug comes back as its exception, and the loop goes on
    game, seat = _position("stadsliv", 3)
    here.send((3, (Broken(seat), observe(game, seat), game.clone())))
    number, answer = here.recv()
    assert number == 3 and isinstance(answer, ValueError)
    here.send((4, (remote.WARM, "stadsliv")))
    assert here.recv() == (4, True)
    here.send(remote.STOP)
    loop.join(10)
    assert not loop.is_alive()


def test_a_bot_sent_back_leaves_its_sampler_behind():
    """The Sampler reaches the real game: it never travels with the bot."""
    game, seat = _position("borgata", 4)
    obs = observe(game, seat)
    bot = make_bot("borgata", "hard", seat, seed=2, simulations=4, seconds=None)
    bot.choose(obs, Sampler(game.clone(), obs, title("borgata").determinize))
    back = pickle.loads(pickle.dumps(bot))
    assert "sampler" not in vars(back)


def test_the_worker_loop_ends_when_the_table_is_gone(monkeypatch):
    monkeypatch.setattr(remote, "lower_priority", lambda: None)
    here, loop = _serve()
    here.close()
    loop.join(10)
    assert not loop.is_alive()
