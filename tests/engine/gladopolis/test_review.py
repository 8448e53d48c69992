"""Scenario tests from a rules review: each pins down one rule the engine had wrong."""

from __future__ import annotations

import pytest

from .helpers import new, own, roll


def lie(g, *motions):
    """Put resolutions into the Beschlusslage directly (taken from the deck)."""
    for m in motions:
        g.motions_deck.remove(m)
        g.resolutions.append(m)


@pytest.mark.rule("GLA-24")
def test_gla24_rent_cap_and_transit_strike_together_cut_hub_rent_exactly():
    """2,000 € -25 % (rent cap) then halved (strike) is 750 €, not 740 € from a truncated 37 %."""
    g = new(2)
    lie(g, "mietpreisbremse", "verkehrsstreik")
    own(g, 1, 5, 15, 25, 35)
    g.pos[0] = 2
    roll(g, 1, 2)  # onto the Hauptbahnhof
    assert g.cash[0] == 15000 - 750 and g.cash[1] == 15000 + 750
    g.validate()
