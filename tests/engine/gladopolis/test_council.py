"""The Ratssitzung and the motions: GLA-20 to GLA-24."""

from __future__ import annotations

import pytest

from stadsliv_qt.engine import IllegalAction, Kind
from stadsliv_qt.games.gladopolis import actions as A
from stadsliv_qt.games.gladopolis.data import default_data

from .helpers import end_turn, new, own, roll, set_kasse, texts


def lie(g, *motions):
    """Put resolutions into the Beschlusslage directly (taken from the deck)."""
    for m in motions:
        g.motions_deck.remove(m)
        g.resolutions.append(m)


def to_council(g, field: int = 22):
    g.pos[g.cur] = field - 3
    return roll(g, 1, 2)


@pytest.mark.rule("GLA-20")
def test_gla20_draw_a_motion_and_withdraw_it():
    g = new(3, motions=["mietpreisbremse"])
    events = to_council(g)
    d = g.decision()
    assert d.tag == "council" and d.seats == (0,) and "Mietpreisbremse" in texts(events)
    assert set(g.legal_actions(0)) == {A.BringIn(0), A.Withdraw(0)}
    g.apply(A.Withdraw(0))
    assert g.resolutions == [] and g.motions_deck[-1] == "mietpreisbremse"
    assert g.phase == "post" and g.bg[0] == 3
    g.validate()


@pytest.mark.rule("GLA-21")
def test_gla21_secret_simultaneous_votes_revealed_together():
    g = new(4, motions=["mietpreisbremse"])
    to_council(g, 36)
    g.apply(A.BringIn(0))
    d = g.decision()
    assert d.kind is Kind.SEALED and d.seats == (0, 1, 2, 3) and d.tag == "vote"
    g.apply(A.Vote(2, False))
    d = g.decision()
    assert d.seats == (0, 1, 3) and d.submitted == (2,)
    for seat in (None, 0, 1, 3):
        assert g.view(seat)["council"].get("my_vote") is None
        assert "votes" not in g.view(seat)["council"]
    assert g.view(2)["council"]["my_vote"] is False
    public = texts(g.log_for(None))
    assert "Clara has voted" in public and "You vote" not in public
    assert "You vote no" in texts(g.log_for(2)) and "You vote" not in texts(g.log_for(1))
    with pytest.raises(IllegalAction, match="Clara's sealed entry is already in"):
        g.apply(A.Vote(2, True))
    g.apply(A.Vote(0, True))
    g.apply(A.Vote(1, True))
    events = g.apply(A.Vote(3, True))
    assert "Anna yes, Bernd yes, Clara no, Dieter yes. 3 yes, 1 no" in texts(events)
    assert g.resolutions == ["mietpreisbremse"] and g.bg[0] == 4
    g.validate()


def _tie(bg, yes_seats, active=(True, True, True, True)):
    g = new(4, motions=["amnestie"])
    g.bg = list(bg)
    g.active = list(active)
    to_council(g)
    g.apply(A.BringIn(0))
    for s in range(4):
        g.apply(A.Vote(s, s in yes_seats))
    return g


@pytest.mark.rule("GLA-21")
def test_gla21_tie_goes_to_the_most_bg_and_fails_if_that_is_shared():
    g = _tie([3, 5, 3, 3], {0, 1})
    assert g.resolutions == ["amnestie"]
    assert "Bernd holds the most Bürgergunst (5) and decides: yes" in texts(g.log)
    g = _tie([3, 5, 3, 3], {0, 2})
    assert g.resolutions == []
    g = _tie([5, 5, 3, 3], {0, 1})  # shared top BG: the motion fails
    assert g.resolutions == [] and "is shared: the motion fails" in texts(g.log)


@pytest.mark.rule("GLA-21")
def test_gla21_sachkundige_buerger_still_vote():
    g = _tie([3, 3, 3, 6], {0, 3}, active=(True, True, True, False))
    assert g.resolutions == ["amnestie"]  # Dieter, bankrupt, holds the most BG and decides


@pytest.mark.rule("GLA-21")
def test_gla21_open_vote_variant_one_seat_at_a_time_shown_at_once():
    g = new(3, motions=["amnestie"], open_vote=True)
    to_council(g)
    g.apply(A.BringIn(0))
    assert g.decision().kind is Kind.SEAT and g.decision().seats == (0,)
    events = g.apply(A.Vote(0, True))
    assert "Anna votes yes" in texts(events) and all(e.to is None for e in events)
    assert g.decision().seats == (1,) and g.view(None)["council"]["votes"] == {"0": True}
    g.apply(A.Vote(1, False))
    g.apply(A.Vote(2, False))
    assert g.resolutions == []


@pytest.mark.rule("GLA-22")
def test_gla22_a_sixth_accepted_motion_forces_the_proposer_to_repeal_one():
    g = new(3, motions=["amnestie"])
    five = [
        "mietpreisbremse",
        "baukostenzuschuss",
        "los_abgabe",
        "transparenzgesetz",
        "gunstaufschlag",
    ]
    lie(g, *five)
    to_council(g)
    g.apply(A.BringIn(0))
    for s in range(3):
        g.apply(A.Vote(s, True))
    d = g.decision()
    assert d.tag == "repeal" and d.seats == (0,) and len(g.resolutions) == 6
    assert g.legal_actions(0) == [A.Repeal(0, m) for m in five]
    with pytest.raises(IllegalAction, match="lay before"):
        g.apply(A.Repeal(0, "amnestie"))
    g.apply(A.Repeal(0, "los_abgabe"))
    assert g.resolutions == ["mietpreisbremse", "baukostenzuschuss", "transparenzgesetz",
                             "gunstaufschlag", "amnestie"]  # fmt: skip
    assert g.motions_deck[-1] == "los_abgabe" and g.p["los_treasury_bonus"] == 0
    assert g.bg[0] == 4 and g.phase == "post"
    g.validate()


@pytest.mark.rule("GLA-23")
def test_gla23_two_players_proposer_decides_alone_other_has_one_veto():
    g = new(2, motions=["amnestie", "mietpreisbremse", "grundsteuer"])
    to_council(g)
    g.apply(A.BringIn(0))
    assert g.decision().tag == "veto" and g.decision().seats == (1,)
    g.apply(A.Allow(1))
    assert g.resolutions == ["amnestie"] and not g.veto_used[1]
    end_turn(g)
    end_turn_after_roll = to_council(g, 36)
    assert "Mietpreisbremse" in texts(end_turn_after_roll)
    g.apply(A.BringIn(1))
    g.apply(A.Veto(0))
    assert g.resolutions == ["amnestie"] and g.veto_used[0]
    end_turn(g)
    to_council(g)
    g.apply(A.BringIn(0))
    g.apply(A.Veto(1))
    assert g.veto_used == [True, True]
    g.validate()


@pytest.mark.rule("GLA-23")
def test_gla23_without_a_veto_left_the_motion_passes_at_once():
    g = new(2, motions=["amnestie"])
    g.veto_used[1] = True
    to_council(g)
    g.apply(A.BringIn(0))
    assert g.resolutions == ["amnestie"] and g.phase == "post"


@pytest.mark.rule("GLA-24")
def test_gla24_sixteen_motions_each_set_a_named_parameter_while_they_lie():
    data = default_data()
    assert len(data.motions) == 16
    for mid, m in data.motions.items():
        g = new(2)
        assert g.p[m.param] != m.value
        lie(g, mid)
        assert g.p[m.param] == m.value
        assert g.view(None)["rules_in_force"] == {m.param: m.value}
        g.resolutions.remove(mid)
        assert g.p[m.param] == data.params[m.param]


@pytest.mark.rule("GLA-24")
def test_gla24_the_later_of_two_opposite_resolutions_counts():
    g = new(2)
    lie(g, "transparenzgesetz", "diaetenerhoehung")
    assert g.p["sitzungsgeld"] == 1000
    g.resolutions.remove("diaetenerhoehung")
    assert g.p["sitzungsgeld"] == 0


@pytest.mark.rule("GLA-24")
@pytest.mark.parametrize(
    ("motion", "rent"),
    [(None, 40), ("mietpreisbremse", 30), ("modernisierungsumlage", 50)],
)
def test_gla24_rent_motions_change_the_rent_paid(motion, rent):
    g = new(2)
    if motion:
        lie(g, motion)
    own(g, 1, 3)
    g.pos[0] = 0
    roll(g, 1, 2)
    assert g.cash[0] == 15000 - rent


@pytest.mark.rule("GLA-24")
def test_gla24_building_subsidy_hub_strike_utility_cap():
    g = new(2)
    lie(g, "baukostenzuschuss", "verkehrsstreik", "versorgerdeckel")
    own(g, 0, 1, 3)
    g.apply(A.Build(0, 1))
    assert g.cash[0] == 14630  # 500 € -25 % = 375 €, rounded down to 370 €
    g.apply(A.SellBuilding(0, 1))
    assert g.cash[0] == 14815  # half of what was paid
    own(g, 1, 5, 12)
    amount, why = g.rent(5)
    assert (amount, str(why)) == (
        120,
        "1 Verkehrsknoten held: 250 € × 50 % by resolution, rounded down to 10 €",
    )
    assert g.rent(12, 9)[0] == 180


@pytest.mark.rule("GLA-24")
def test_gla24_los_levy_property_tax_and_start_money_cut():
    g = new(2)
    lie(g, "los_abgabe", "grundsteuer", "startgeldkuerzung")
    own(g, 0, 1, 3, 5)
    g.pos[0] = 38
    roll(g, 2, 3)  # to field 3, passing LOS
    assert g.cash[0] == 15000 + 1500 - 600
    assert g.kasse == 500 + 600 and g.bank_net == 1500 + 500


@pytest.mark.rule("GLA-24")
def test_gla24_transparency_amnesty_fee_bg_price_fest_third_taxes_levy():
    g = new(2)
    lie(g, "transparenzgesetz", "amnestie", "kautionsverschaerfung", "gunstaufschlag")
    set_kasse(g, 1250)
    g.pos[0] = 25
    roll(g, 2, 3)
    g.pos[1] = 0
    roll(g, 3, 1)  # Gewerbesteuer stays 2,000 € here
    end_turn(g)
    assert g.cash[0] == 15000 and g.chips[0] == 0 and g.bg[0] == 2 and g.kasse == 3250
    with pytest.raises(IllegalAction, match="costs 2,000 €"):
        g.cash[0], g.bank_net = 1500, g.bank_net - 13500
        g.apply(A.PayFee(0))
    with pytest.raises(IllegalAction, match="costs 1,500 €"):
        g.cash[0], g.bank_net = 1400, g.bank_net - 100
        g.apply(A.BuyBG(0))
    g = new(3, events=["foerdermittel"])
    lie(g, "festhaushalt", "steuerreform", "solidaritaetsumlage")
    set_kasse(g, 1250)
    g.pos[0] = 17
    roll(g, 1, 2)
    assert g.cash[0] == 15400  # a third, rounded down to 100 €
    end_turn(g)
    roll(g, 3, 1)
    assert g.cash[1] == 12000  # Gewerbesteuer +50 %
    end_turn(g)
    set_kasse(g, 0)
    roll(g, 3, 4)  # Fördermittel from an empty Stadtkasse: 500 € levy each
    assert g.cash == [14900, 11500, 14500]
