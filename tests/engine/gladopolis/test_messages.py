"""Glad-o-polis speaks in messages (issue 17): every event, prompt, action label, refusal and view
text of seeded random games is a `Msg` that renders in English, Swedish and German from a finished
catalogue entry; saves keep ids and parameters, and saves from before the messages still load.
"""

from __future__ import annotations

import gzip
import json
import random
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from stadsliv_qt.engine import Action, IllegalAction, Kind, save
from stadsliv_qt.engine.playout import random_step
from stadsliv_qt.games.gladopolis import GladopolisGame
from stadsliv_qt.games.gladopolis import actions as A
from stadsliv_qt.games.gladopolis.data import default_data
from stadsliv_qt.games.gladopolis.state import After
from stadsliv_qt.text import Many, Msg, render

NAMES = ["Anna", "Björn", "Cecilia", "Dag", "Eva", "Filip"]
GAMES = [  # (seats, options, seed): every seat count, both calendars, both votes, other auctions
    (2, {"short_game": True}, 1),
    (2, {"open_vote": True, "short_game": True}, 2),
    (3, {"short_game": True, "votes_per": "2000"}, 3),
    (4, {"short_game": True, "open_vote": True}, 4),
    (5, {"short_game": True, "auction_opening": 300, "auction_step": 200}, 5),
    (6, {"short_game": True}, 6),
    (3, {}, 7),
]
STEPS = 700
# The game's own words: a rendering made only of these, names and numbers may read the same in
# every language (a field name, "3 BG", "12 Bauvorhaben").
GAME_WORDS = ("Leuchtturmprojekt", "Bauvorhaben", "sachkundiger Bürger", "Bürgergunst", "BG",
              "Klüngel", "LOS", "Formfehler in der Satzung", "Sitzungsgeld", "Nothaushalt")  # fmt: skip
VIEW_TEXTS = ("kasse_text",)
PLAYER_TEXTS = ("money_text", "second")


def names_and_numbers(text: str, game: GladopolisGame) -> bool:
    """True if the text holds nothing but names, the game's words, numbers and signs."""
    d = default_data()
    words = [s.name for s in game.seats] + [f.name for f in d.fields]
    words += [c.name for c in d.events.values()] + [m.name for m in d.motions.values()]
    words += list(GAME_WORDS)
    for w in sorted(words, key=len, reverse=True):
        text = text.replace(w, "")
    return not re.search(r"[^\W\d_]", text)


def check_said(m: object, game: GladopolisGame, seen: set[str]) -> None:
    """The message renders strictly in every language, with no placeholder, id or English left."""
    assert isinstance(m, Msg), f"a plain text left the engine: {m!r}"
    seen |= ids_in(m)
    english = render(m, "en", strict=True)
    for lang in ("en", "sv", "de"):
        text = english if lang == "en" else render(m, lang, strict=True)
        assert text.strip(), m
        assert "{" not in text and "}" not in text, (lang, m.id, text)
        assert not re.search(r"\b(gla|core|unit|list)\.[a-z_]+", text), (lang, m.id, text)
        if lang != "en" and text == english:
            assert names_and_numbers(text, game), f"{lang} {m.id} reads as English: {text!r}"


def ids_in(value: object) -> set[str]:
    """The message's id and those of the messages nested in its parameters."""
    if isinstance(value, Msg):
        return {value.id}.union(*(ids_in(v) for v in value.args.values()))
    if isinstance(value, Many):
        return set().union(*(ids_in(v) for v in value.items))
    return set()


def view_texts(view: dict[str, Any]) -> Iterator[object]:
    """Every value of a view that the table shows as words."""
    for key in VIEW_TEXTS:
        yield view[key]
    for p in view["players"]:
        for key in PLAYER_TEXTS:
            yield p[key]
        yield from p["holdings"]
        yield from p["notes"]
    for r in view["resolutions"]:
        yield r["text"]
    if view["debt"] is not None:
        yield view["debt"]["why"]
    if view["result"] is not None:
        yield view["result"]["reason"]


def provocations(game: GladopolisGame, rng: random.Random) -> list[Action]:
    """Actions that are likely illegal now: other seats, wrong phases, fields, amounts and offers."""
    n = len(game.seats)
    d = game.decision()
    seat = d.seats[0] if d.seats else game.cur
    other = (seat + 1) % n
    field = rng.choice([rng.randrange(40), rng.randrange(-3, 45), 0, 1, 5, 12, 39])
    motion = rng.choice(sorted(default_data().motions))
    out: list[Action] = [
        A.EndTurn(other), A.Roll(seat), A.EndTurn(seat), A.BuyBG(seat), A.PayFee(seat),
        A.PlayFormfehler(seat), A.Build(seat, field), A.SellBuilding(seat, field),
        A.Mortgage(seat, field), A.Redeem(seat, field), A.Buy(seat), A.Bid(seat, 0),
        A.Bid(seat, rng.choice([50, 150, 10**6, game.cash[seat] + 100])), A.Pass(seat),
        A.Repeal(seat, motion), A.Vote(seat, "maybe"),  # type: ignore[arg-type]
        A.Accept(seat), A.Veto(seat),
        A.OfferTrade(seat, seat), A.OfferTrade(seat, other),
        A.OfferTrade(seat, other, give=(field,)), A.OfferTrade(seat, other, take=(field,)),
        A.OfferTrade(seat, other, give=(1, 1)), A.OfferTrade(seat, other, give_money=-5),
        A.OfferTrade(seat, other, give_money=100, take_money=100),
        A.OfferTrade(seat, other, give_money=10**7), A.OfferTrade(seat, other, take_money=10**7),
        A.OfferTrade(seat, other, give_card=True), A.OfferTrade(seat, other, take_card=True),
        A.OfferTrade(seat, other, give=("x",)),  # type: ignore[arg-type]
        A.Build(n + 3, 1),
    ]  # fmt: skip
    return out


def play_and_check(seats: int, options: dict[str, Any], seed: int) -> tuple[set[str], set[str]]:
    """Play a seeded random game, checking every text on the way; (ids said, refusal ids)."""
    game = GladopolisGame(NAMES[:seats], options, seed=seed)
    rng = random.Random(seed * 31 + seats)
    seen: set[str] = set()
    refused: set[str] = set()
    for _ in range(STEPS):
        d = game.decision()
        if d.kind is Kind.TERMINAL:
            assert d.results is not None
            check_said(d.results.reason, game, seen)
            break
        check_said(d.prompt, game, seen)
        for s in d.seats:
            for action in game.legal_actions(s):
                check_said(action.describe(), game, seen)
        if d.kind is not Kind.CHANCE:
            before = json.dumps(game.state_dict(), sort_keys=True)
            for action in provocations(game, rng):
                try:
                    game.check(action) if action.seat in d.seats else game.apply(action)
                except IllegalAction as exc:
                    check_said(exc.message, game, seen)
                    assert isinstance(exc.message, Msg)
                    refused.add(exc.message.id)
            assert json.dumps(game.state_dict(), sort_keys=True) == before
        for viewer in (None, *range(seats)):
            for text in view_texts(game.view(viewer)):
                check_said(text, game, seen)
        random_step(game, rng)
    for viewer in (None, *range(seats)):
        for event in game.log_for(viewer):
            check_said(event.message, game, seen)
    return seen, refused


def test_random_games_speak_every_language_from_finished_catalogues() -> None:
    seen: set[str] = set()
    refused: set[str] = set()
    for seats, options, seed in GAMES:
        s, r = play_and_check(seats, options, seed)
        seen |= s
        refused |= r
    gla = {i for i in seen if i.startswith("gla.")}
    assert len(gla) >= 170, f"only {len(gla)} Glad-o-polis messages came up"
    assert len({i for i in refused if i.startswith("gla.no.")}) >= 20, sorted(refused)
    assert "core.not_your_turn" in refused


def test_a_log_saves_as_ids_and_parameters_and_renders_again_in_any_language() -> None:
    game = GladopolisGame(NAMES[:3], {"short_game": True}, seed=11)
    rng = random.Random(5)
    for _ in range(250):
        random_step(game, rng)
    doc = json.loads(json.dumps(save.to_document(game)))
    assert all("msg" in e and "text" not in e for e in doc["log"])
    loaded = save.from_document(doc)
    assert [e.line() for e in loaded.log] == [e.line() for e in game.log]
    assert [e.line("de") for e in loaded.log] == [e.line("de") for e in game.log]
    assert [e.line("sv") for e in loaded.log] != [e.line() for e in game.log]


def test_a_pending_payment_keeps_its_reason_as_a_message_through_a_save() -> None:
    game = GladopolisGame(NAMES[:2], {}, seed=1)
    game.resolve_chance()
    st = game.st
    st.cash[0] = 100
    st.bank_net += 100 - 15000
    st.owner[1] = 0
    st.todo = [After()]  # the rest of the turn, after the payment
    game._s_pay(0, -2, 400, Msg("gla.why.leave_hz"), "GLA-18")  # cannot pay: a debt
    assert game.phase == "debt"
    doc = json.loads(json.dumps(save.to_document(game)))
    assert doc["state"]["debt"]["why"] == {"msg": {"id": "gla.why.leave_hz"}}
    loaded = save.from_document(doc)
    why = loaded.view(None)["debt"]["why"]
    assert render(why, "de") == "Verlassen des Hinterzimmers"
    assert (
        str(loaded.decision().prompt) == "Anna owes 400 € and has 100 €: sell buildings or mortgage"
    )
    assert render(loaded.decision().prompt, "sv") == (
        "Anna är skyldig 400 € och har 100 €: sälj byggnader eller belåna"
    )


OLD = Path(__file__).with_name("old_saves") / "before_messages.json.gz"


@pytest.mark.parametrize("index", range(4))
def test_saves_written_before_the_messages_load_render_and_play_on(index: int) -> None:
    """Written by the code before issue 17 (events as English lines, reasons as sentences)."""
    entry = json.loads(gzip.decompress(OLD.read_bytes()))[index]
    doc = entry["save"]
    assert all("text" in e for e in doc["log"])
    game = save.from_document(json.loads(json.dumps(doc)))
    assert save.to_document(game) == doc  # saves back unchanged
    assert [e.line("sv") for e in game.log] == [
        e.line() for e in game.log
    ]  # old lines as they were
    if entry["label"] == "debt":
        old_why = doc["state"]["debt"]["why"]
        assert game.view(None)["debt"]["why"] == old_why
        rng = random.Random(index)
        start = len(game.log)
        while game.phase == "debt":
            random_step(game, rng)
        new = game.log[start:]
        assert any(old_why in e.line() for e in new)  # the old sentence goes on into the new log
        for e in new:
            assert isinstance(e.message, Msg)
            render(e.message, "de", strict=True)
    else:
        d = game.decision()
        assert d.kind is Kind.TERMINAL and d.results is not None
        assert str(d.results.reason) == doc["state"]["result"]["reason"]
        assert render(d.results.reason, "de", strict=True).startswith(
            game.name(d.results.winners[0])
        )
