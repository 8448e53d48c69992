"""Every automatic payment's log line states its reason and its arithmetic (issue 18), in en/sv/de.

The rule id follows each line at the table; these tests read the English line of each kind of
payment and check that Swedish and German say the same figures (texts() renders them strictly).
"""

from __future__ import annotations

import pytest

from stadsliv_qt.engine import Event
from stadsliv_qt.games.gladopolis import actions as A
from stadsliv_qt.games.gladopolis.context import params_in_force

from .helpers import build_to, new, own, roll, set_kasse, texts


def land(g, target: int) -> list[Event]:
    """Move the current player onto `target` (>= 3) with a roll of 1 and 2."""
    g.pos[g.cur] = target - 3
    return roll(g, 1, 2)


def line(events: list[Event], kind: str = "pay") -> Event:
    return next(e for e in events if e.kind == kind)


@pytest.mark.rule("GLA-10")
def test_gla10_rent_on_a_full_group_says_two_times_the_base_rent():
    g = new(3)
    own(g, 1, 1, 3)
    events = land(g, 3)
    pay = line(events)
    assert pay.data == {"payer": 0, "payee": 1, "amount": 80}
    assert (
        "Anna pays 80 € to Bernd: rent for Gerberhof, full group, none mortgaged: 2 × 40 €"
        in texts(events)
    )
    for lang, figures in (("sv", "2 × 40 €"), ("de", "2 × 40 €")):
        assert figures in pay.say(lang)


@pytest.mark.rule("GLA-10")
def test_gla10_plain_and_built_rent_say_which_row_of_the_rent_table():
    g = new(3)
    own(g, 1, 3)
    assert "rent for Gerberhof, base rent" in texts(land(g, 3))
    g = new(3)
    own(g, 1, 1, 3)
    build_to(g, 3, 2, 500)
    assert "Anna pays 600 € to Bernd: rent for Gerberhof, 2 Bauvorhaben" in texts(land(g, 3))


@pytest.mark.rule("GLA-24")
def test_gla24_rent_changed_by_a_resolution_shows_base_percent_and_rounding():
    g = new(3)
    own(g, 1, 1, 3)
    g.resolutions = ["mietpreisbremse"]
    g.c.p = params_in_force(g.c.d, g.resolutions)
    events = land(g, 3)
    # 80 € x 75 % = 60 €, exact: no rounding said
    assert (
        "Anna pays 60 € to Bernd: rent for Gerberhof, full group, none mortgaged: 2 × 40 €: "
        "80 € × 75 % by resolution"
    ) in texts(events)
    assert "rounded" not in texts(events)


@pytest.mark.rule("GLA-10")
def test_gla10_utility_rent_says_pips_times_the_multiplier():
    g = new(3)
    own(g, 1, 12)
    g.pos[0] = 5
    events = roll(g, 3, 4)
    assert "Anna pays 280 € to Bernd: rent for Stadtwerke, 7 pips x40" in texts(events)


@pytest.mark.rule("GLA-13")
def test_gla13_a_tax_field_names_the_tax_and_a_steuerreform_shows_the_percent():
    g = new(3)
    events = land(g, 4)
    assert "Anna pays 2,000 € to the Stadtkasse: Gewerbesteuer" in texts(events)
    g = new(3)
    g.resolutions = ["steuerreform"]
    g.c.p = params_in_force(g.c.d, g.resolutions)
    events = land(g, 4)
    assert (
        "Anna pays 3,000 € to the Stadtkasse: Gewerbesteuer: 2,000 € × 150 % by resolution"
        in texts(events)
    )


@pytest.mark.rule("GLA-24")
def test_gla24_grundsteuer_at_los_counts_the_properties_times_the_rate():
    g = new(3)
    own(g, 0, 1, 3, 5)
    g.resolutions = ["grundsteuer"]
    g.c.p = params_in_force(g.c.d, g.resolutions)
    g.pos[0] = 37
    events = roll(g, 1, 2)
    assert "Anna pays 600 € to the Stadtkasse: Grundsteuer: 3 properties × 200 €" in texts(events)


@pytest.mark.rule("GLA-25")
def test_gla25_the_building_levy_multiplies_levels_and_towers():
    g = new(3, events=("bauaufsicht",))
    own(g, 0, 1, 3)
    build_to(g, 1, 2, 500)
    build_to(g, 3, 2, 500)
    g.bank_net -= 2000
    g.cash[0] -= 2000
    g.pos[0] = 4
    events = roll(g, 1, 2)
    assert (
        "Anna pays 1,600 € to the Stadtkasse: Bauaufsicht: 4 Bauvorhaben × 400 € + "
        "0 Leuchtturmprojekte × 1,150 €"
    ) in texts(events)


@pytest.mark.rule("GLA-15")
def test_gla15_the_buergerfest_shows_the_share_of_the_stadtkasse_and_the_rounding():
    g = new(3)
    set_kasse(g, 2350)
    g.pos[0] = 17
    events = roll(g, 1, 2)
    assert (
        "Bürgerfest: Anna takes 1,100 € from the Stadtkasse (2,350 € ÷ 2, rounded down to 100 €) "
        "and 1 BG"
    ) in texts(events)
    assert g.kasse == 1250


@pytest.mark.rule("GLA-26")
def test_gla26_a_mortgage_says_it_is_half_the_price():
    g = new(3)
    own(g, 0, 11)
    events = g.apply(A.Mortgage(0, 11))
    assert "Anna mortgages Lindenplatz for 700 € (half of its price 1,400 €)" in texts(events)
