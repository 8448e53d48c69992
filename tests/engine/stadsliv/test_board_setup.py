"""STA-01 to STA-05: the ring, the cards, the starting poäng, the banker, Stadskassan."""

from __future__ import annotations

from collections import Counter

import pytest

from stadsliv_qt.engine import IllegalAction, Kind, registry
from stadsliv_qt.games.stadsliv import StadslivGame, data
from stadsliv_qt.games.stadsliv.actions import Roll, Volunteer

from .helpers import NAMES, english, log_texts, new_game


@pytest.mark.rule("STA-01")
def test_sta01_ring_of_81_squares_in_playing_order():
    g = new_game()
    assert g.length == 81
    assert g.ring[0].kind == "start" and g.ring[0].number == 1 and g.ring[0].colour == "white"
    assert [sq.number for sq in g.ring] == list(range(1, 82))
    assert Counter(sq.kind for sq in g.ring) == {
        "start": 1,
        "residential": 39,
        "office": 16,
        "building": 11,
        "stortorget": 1,
        "council": 1,
        "fate": 6,
        "neutral": 6,
    }
    res = sorted(int(sq.code[2:]) for sq in g.ring if sq.kind == "residential")
    off = sorted(int(sq.code[2:]) for sq in g.ring if sq.kind == "office")
    assert res == list(range(1, 40)) and off == list(range(40, 56))
    assert "".join(sorted(sq.code for sq in g.ring if sq.kind == "building")) == "ABCDEFGHIJK"
    colours = {sq.kind: sq.colour for sq in g.ring}
    assert colours == {
        "start": "white",
        "residential": "orange",
        "office": "violet",
        "building": "turquoise",
        "stortorget": "silver",
        "council": "gold",
        "fate": "lightblue",
        "neutral": "yellow",
    }
    names = {sq.code: sq.name for sq in g.ring if sq.kind == "building"}
    assert names["A"] == "Varuhus 1" and names["B"] == "Banken" and names["D"] == "Domstolen"
    assert names["H"] == "Hotell 1" and names["J"] == "Hotell 3" and names["K"] == "Museum"
    # the special squares are spread evenly: never more than 7 squares apart, round the ring
    specials = [i for i, sq in enumerate(g.ring) if sq.kind in ("fate", "neutral")]
    gaps = [b - a for a, b in zip(specials, specials[1:] + [specials[0] + 81], strict=True)]
    assert set(gaps) <= {6, 7}
    kinds = [g.ring[i].kind for i in specials]
    assert all(a != b for a, b in zip(kinds, kinds[1:], strict=False))
    assert data.layout(6, 6) == data.load().squares
    view = g.view(None)["squares"]
    assert len(view) == 81 and view[1] == {
        "n": 2,
        "kind": "residential",
        "code": "Kv1",
        "name": "Kvarter 1",
        "colour": "orange",
        "price": 1,
        "fee": 2,
        "hoghus": False,
        "owner": -1,
        "group": "",
    }


@pytest.mark.rule("STA-01")
def test_sta01_odet_and_nz_counts_are_options():
    g = StadslivGame(["Anna", "Björn"], {"odet_squares": 3, "nz_squares": 8}, seed=1)
    assert g.length == 80
    kinds = Counter(sq.kind for sq in g.ring)
    assert kinds["fate"] == 3 and kinds["neutral"] == 8
    others = [sq.code for sq in g.ring if sq.kind not in ("fate", "neutral")]
    default = [sq.code for sq in data.load().squares if sq.kind not in ("fate", "neutral")]
    assert others == default
    g0 = StadslivGame(["Anna", "Björn"], {"odet_squares": 0, "nz_squares": 0}, seed=1)
    assert g0.length == 69
    assert not any(sq.kind in ("fate", "neutral") for sq in g0.ring)


@pytest.mark.rule("STA-01")
def test_sta01_uneven_odet_and_nz_counts_interleave_in_proportion():
    def specials(odet: int, nz: int) -> tuple[str, list[int]]:
        ring = data.layout(odet, nz)
        at = [i for i, sq in enumerate(ring) if sq.kind in ("fate", "neutral")]
        return "".join("O" if ring[i].kind == "fate" else "N" for i in at), at

    order, at = specials(2, 6)
    assert order == "NNNONNNO"
    assert {b - a for a, b in zip(at, at[1:], strict=False)} <= {9, 10}  # even slots
    assert specials(6, 2)[0] == "NOOONOOO"
    assert specials(6, 6)[0] == "NO" * 6


@pytest.mark.rule("STA-02")
def test_sta02_every_block_has_a_card_in_the_seed_ranges():
    d = data.load()
    blocks = {sq.code for sq in d.squares if sq.kind not in ("start", "council", "fate", "neutral")}
    assert set(d.cards) == blocks and len(blocks) == 39 + 16 + 11 + 1
    for c in d.cards.values():
        (plo, phi), (flo, fhi) = data.RANGES[c.kind]
        assert plo <= c.price <= phi and flo <= c.fee <= fhi, c
    assert (d.cards["D"].price, d.cards["D"].fee) == (10, 7)
    assert (d.cards["T"].price, d.cards["T"].fee) == (15, 10)
    for kind in ("residential", "office"):
        high = [c for c in d.cards.values() if c.kind == kind and c.hoghus]
        low = [c for c in d.cards.values() if c.kind == kind and not c.hoghus]
        assert high and low
        assert min(c.price for c in high) >= max(c.price for c in low)
        assert min(c.fee for c in high) >= max(c.fee for c in low)
    assert {c.code for c in d.cards.values() if c.group == "varuhus"} == {"A", "C"}
    assert {c.code for c in d.cards.values() if c.group == "hotel"} == {"H", "I", "J"}


@pytest.mark.rule("STA-02")
def test_sta02_bad_data_is_refused_naming_the_entry():
    card = {"code": "Kv7", "name": "Kvarter 7", "kind": "residential", "price": 7, "fee": 2}
    with pytest.raises(data.DataError, match=r"'Kv7'.*price 7 is outside 1-3"):
        data._cards({"cards": [card]})
    dom = {"code": "D", "name": "Domstolen", "kind": "building", "price": 9, "fee": 7}
    with pytest.raises(data.DataError, match=r"'D'.*fix price/fee"):
        data._cards({"cards": [dom]})
    low_high = [
        {"code": "Kv1", "name": "a", "kind": "residential", "price": 3, "fee": 3},
        {"code": "Kv2", "name": "b", "kind": "residential", "price": 2, "fee": 4, "hoghus": True},
    ]
    with pytest.raises(data.DataError, match=r"'Kv2': a höghus must cost the most"):
        data._cards({"cards": low_high})
    squares = [dict(n=1, kind="start", code="Start", name="Start", colour="white")]
    squares.append(dict(n=2, kind="office", code="Kv40", name="Kvarter 40", colour="orange"))
    with pytest.raises(data.DataError, match=r"square 2 \(Kv40\): a office square is violet"):
        data._squares({"squares": squares})
    faces = [
        {"code": c, "name": c, "positive": True, "effect": "boom", "amount": 1, "text": "x"}
        for c in ("GB", "IU", "GK", "F", "N", "KH")
    ]
    with pytest.raises(data.DataError, match=r"face 'GB': unknown effect 'boom'"):
        data._faces({"faces": faces})


@pytest.mark.rule("STA-03")
def test_sta03_ten_poang_each_and_stadskassan_unlimited():
    g = new_game(players=8)
    assert g.money == [10] * 8 and g.kassa == 0
    assert StadslivGame.info.money == "poäng" and StadslivGame.info.second_currency == ""
    assert (StadslivGame.info.min_seats, StadslivGame.info.max_seats) == (2, 8)
    assert registry.get("stadsliv") is StadslivGame
    p = g.view(None)["players"][3]
    assert p["money"] == 10 and str(p["money_text"]) == "10 poäng" and p["second"] == ""
    assert "Everyone starts with 10 poäng" in log_texts(g)[0]


@pytest.mark.rule("STA-03")
def test_sta03_views_follow_the_table_convention_and_hold_no_secret():
    g = new_game(players=3)
    g.owner["Kv1"] = 1
    g.loan[1], g.loan_left[1] = 4, 2
    g.money[1] += 4
    g.kassa -= 4
    for seat in (None, 0, 1, 2):
        v = g.view(seat)
        assert len(v["players"]) == 3 and v["game"] == "stadsliv"
        p = v["players"][1]
        assert {"name", "money", "money_text", "second", "holdings", "notes", "active"} <= set(p)
        assert str(p["money_text"]) == "14 poäng" and p["second"] == ""
        assert english(p["holdings"]) == ["Kv1 Kvarter 1", "loan 4 (due in 2 passages)"]
        assert v["players"][0]["active"] and not p["active"]
        assert v["pending"]["tag"] == "roll" and v["pending"]["seats"] == [0]
        assert v == g.view(None)  # nothing in Stadsliv is private outside a vote


@pytest.mark.rule("STA-04")
def test_sta04_a_volunteer_becomes_banker_with_the_banks_share():
    g = StadslivGame(["Anna", "Björn", "Cecilia"], seed=2)
    d = g.decision()
    assert d.kind is Kind.SEAT and d.seat == 0 and d.tag == "banker"
    g.apply(Volunteer(0, False))
    g.apply(Volunteer(1, True))
    assert g.banker == 1 and g.owner["B"] == 1
    assert "Björn volunteers and is the banker" in log_texts(g)[-2]
    view = g.view(None)
    assert "banker" in english(view["players"][1]["notes"])
    assert "Bank's share" in english(view["players"][1]["holdings"])
    assert g.decision().tag == "roll" and g.decision().seat == 0
    with pytest.raises(IllegalAction, match="not Björn's turn"):
        g.apply(Roll(1, 2))


@pytest.mark.rule("STA-04")
def test_sta04_without_volunteer_lowest_two_dice_with_re_rolls_of_ties():
    g = StadslivGame(["Anna", "Björn", "Cecilia"], seed=2)
    for s in range(3):
        g.apply(Volunteer(s, False))
    d = g.decision()
    assert d.kind is Kind.CHANCE and d.chance == "dice" and d.tag == "banker"
    g.chance.script("dice", (3, 4), (1, 2), (2, 1))
    events = g.resolve_chance()
    assert [e.text for e in events] == [
        "Anna rolls 3+4 = 7",
        "Björn rolls 1+2 = 3",
        "Cecilia rolls 2+1 = 3",
        "Björn and Cecilia tie on 3 and roll again",
    ]
    assert g.banker == -1 and g.decision().kind is Kind.CHANCE
    g.chance.script("dice", (5, 5), (1, 1))
    g.resolve_chance()
    assert g.banker == 2 and g.owner["B"] == 2
    assert "Cecilia rolled the lowest sum (2) and is the banker" in log_texts(g)[-2]


@pytest.mark.rule("STA-05")
def test_sta05_stadskassan_holds_the_seats_and_the_guldbonus():
    g = StadslivGame(list(NAMES[:3]), seed=1)
    assert g.view(None)["kassa"] == {"net": 0, "seats": 3, "guldbonus": 3, "bank_share": True}
    g.apply(Volunteer(0, True))
    assert g.view(None)["kassa"] == {"net": 0, "seats": 3, "guldbonus": 3, "bank_share": False}
    assert g.sf == [0, 0, 0] and g.gb == [0, 0, 0]
