"""Every automatic payment of Stadsliv says its reason and its arithmetic in the log (issue 18),
in English, Swedish and German, while the saved state keeps the reasons it always kept."""

from __future__ import annotations

import pytest

from stadsliv_qt.engine import Event, Kind
from stadsliv_qt.games.stadsliv.actions import SellToKassa, TakeLoan
from stadsliv_qt.games.stadsliv.state import PayFrame

from .helpers import at, give_turn, land, new_game, nth, set_money


def said(events: list[Event], kind: str, lang: str = "en") -> str:
    """The last line of a kind of event, in a language."""
    return [e for e in events if e.kind == kind][-1].say(lang, strict=True)


def throw(g, face: str, seat: int = 0) -> list[Event]:
    land(g, seat, nth(g, "fate"), roll=(3, 4))
    assert g.decision().kind is Kind.CHANCE
    g.chance.script("fate", face)
    return g.resolve_chance()


@pytest.mark.rule("STA-07")
def test_sta07_a_fee_says_its_figure_and_block_and_names_the_block_for_the_board() -> None:
    g = new_game()
    g.owner["Kv10"] = 1
    events = land(g, 0, at(g, "Kv10"))
    assert (
        said(events, "pay") == "Anna pays 4 poäng to Björn: fee 4 for Kv10 Kvarter 10, as printed"
    )
    assert said(events, "pay", "sv") == (
        "Anna betalar 4 poäng till Björn: avgift 4 för Kv10 Kvarter 10, som tryckt"
    )
    assert "Gebühr 4 für Kv10 Kvarter 10, wie aufgedruckt" in said(events, "pay", "de")
    assert [e for e in events if e.kind == "pay"][-1].data["code"] == "Kv10"


@pytest.mark.rule("STA-22")
def test_sta22_a_fee_changed_by_vote_shows_printed_plus_change() -> None:
    g = new_game()
    g.owner["Kv10"] = 1
    g.rules["fees"]["Kv10"] = -1
    events = land(g, 0, at(g, "Kv10"))
    assert said(events, "pay").endswith(
        "fee for Kv10 Kvarter 10: 4 as printed -1 by rule change = 3"
    )
    assert said(events, "pay", "sv").endswith("tryckt 4 -1 genom regeländring = 3")
    assert said(events, "pay", "de").endswith("aufgedruckt 4 -1 durch Regeländerung = 3")


@pytest.mark.rule("STA-15")
def test_sta15_a_loan_caught_on_an_nz_shows_loan_plus_interest_rounded_up() -> None:
    g = new_game()
    give_turn(g, 1)
    g.apply(TakeLoan(1, 7))
    g.rules["nz_interest"] = 30
    events = land(g, 1, nth(g, "neutral"), roll=(1,))
    assert said(events, "pay").endswith(
        "loan 7 + 30 % interest rounded up (3) = 10, repaid on an NZ"
    )
    assert "lån 7 + 30 % ränta avrundad uppåt (3) = 10" in said(events, "pay", "sv")
    assert "Kredit 7 + 30 % Zinsen aufgerundet (3) = 10" in said(events, "pay", "de")


@pytest.mark.rule("STA-12")
@pytest.mark.parametrize(
    ("face", "words"),
    [
        ("F", "Farsot, 3 from every player not on an NZ"),
        ("N", "Naturkatastrof, 5 from every player but the banker and those on an NZ"),
        ("KH", "Krigshot, 4 from the player whose throw it is"),
    ],
)
def test_sta12_a_face_that_costs_says_how_much_and_from_whom(face: str, words: str) -> None:
    g = new_game(players=3, banker=2)
    events = throw(g, face)
    assert said(events, "pay").endswith(words)
    assert said(events, "pay", "sv") and said(events, "pay", "de")


@pytest.mark.rule("STA-22")
def test_sta22_farsot_changed_by_vote_shows_printed_plus_change() -> None:
    g = new_game(players=3, banker=2)
    g.rules["F"] = 4
    events = throw(g, "F")
    lines = [e.text for e in events if e.kind == "pay"]
    assert "Anna pays 4 poäng to Stadskassan: Farsot: 3 as printed +1 by rule change = 4" in lines
    assert len(lines) == 3  # the banker pays Farsot too


@pytest.mark.rule("STA-10")
def test_sta10_varvslon_adds_up_its_parts() -> None:
    g = new_game()  # Anna is the banker
    g.owner["T"] = 0
    g.rules["varvslon"] = -1
    events = land(g, 0, 2, roll=(3, 4))
    line = said(events, "varvslon")
    assert (
        line
        == "Anna passes Start: varvslön 19 poäng = 10 (banker) + 10 (owner of Stortorget) − 1 (rule change)"
    )
    assert said(events, "varvslon", "sv").endswith(
        "= 10 (bankir) + 10 (äger Stortorget) − 1 (regeländring)"
    )
    assert "= 10 (Bankier) + 10 (besitzt Stortorget) − 1 (Regeländerung)" in said(
        events, "varvslon", "de"
    )


@pytest.mark.rule("STA-10")
def test_sta10_varvslon_of_one_part_keeps_its_short_form() -> None:
    g = new_game()
    g.owner["Kv1"] = 1
    events = land(g, 1, 2, roll=(3, 4))
    assert said(events, "varvslon") == "Björn passes Start: varvslön 5 poäng (owns an investment)"


@pytest.mark.rule("STA-17")
def test_sta17_selling_back_to_stadskassan_shows_half_the_price_rounded_down() -> None:
    g = new_game()
    g.owner["Kv5"] = 0
    g.owner["Kv10"] = 1
    set_money(g, 0, 1)
    land(g, 0, at(g, "Kv10"))
    frame = g.stack[-1]
    assert (
        isinstance(frame, PayFrame) and frame.why == "fee for Kv10 Kvarter 10"
    )  # as saves keep it
    events = g.apply(SellToKassa(0, "Kv5"))
    assert (
        said(events, "sell")
        == "Anna sells Kv5 back to Stadskassan for 1 poäng: half of 3, rounded down"
    )
    assert said(events, "sell", "sv").endswith("hälften av 3, avrundat nedåt")
    assert "die Hälfte von 3, abgerundet" in said(events, "sell", "de")


@pytest.mark.rule("STA-13")
def test_sta13_a_doubled_loan_shows_the_multiplication() -> None:
    g = new_game()
    give_turn(g, 1)
    g.apply(TakeLoan(1, 6))
    events = throw(g, "IU", seat=1)
    d = g.decision()
    assert d.tag == "loan_throw", d
    from stadsliv_qt.games.stadsliv.actions import LoanThrow

    g.apply(LoanThrow(1, True))
    g.chance.script("fate", "F")
    events = g.resolve_chance()
    assert said(events, "loan") == "Björn's loan is doubled: 6 × 2 = 12"
    assert said(events, "loan", "sv") == "Lånet för Björn fördubblas: 6 × 2 = 12"
    assert said(events, "loan", "de") == "Der Kredit von Björn verdoppelt sich: 6 × 2 = 12"
