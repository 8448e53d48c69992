"""Odds at a glance on the Glad-o-polis board (issue 18): the fields the next throw can reach,
with their chances out of 36 and the doubles among them (GLA-05, GLA-06, GLA-18), and what the
count would give each candidate now (GLA-29)."""

from __future__ import annotations

import pytest

from stadsliv_qt.games.gladopolis import actions as A
from stadsliv_qt.games.gladopolis.election import breakdown
from stadsliv_qt.text import msg
from stadsliv_qt.ui import words
from stadsliv_qt.ui.scenes import SceneContext
from stadsliv_qt.ui.titles.gladopolis import create_scene
from stadsliv_qt.ui.titles.gladopolis.odds import Reach, lead, reach, reach_from_view
from tests.engine.gladopolis.helpers import new, own


@pytest.mark.rule("GLA-05")
def test_gla05_two_dice_reach_eleven_fields_with_the_triangle_of_chances():
    r = reach(0)
    assert sorted(r) == list(range(2, 13))
    assert [r[f].ways for f in range(2, 13)] == [1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1]
    assert sum(x.ways for x in r.values()) == 36
    assert {f for f, x in r.items() if x.doubles} == {2, 4, 6, 8, 10, 12}
    assert r[7] == Reach(6, 0) and r[7].chance == pytest.approx(1 / 6)
    assert reach(35)[1] == Reach(5, 1)  # round the corner past LOS: 35 + 6, one of them 3+3


@pytest.mark.rule("GLA-06")
def test_gla06_after_two_doubles_the_six_doubles_lead_into_the_hinterzimmer():
    r = reach(20, doubles_so_far=2)
    assert r[10] == Reach(6, 6)
    assert r[24] == Reach(2, 0)  # 1+3, 3+1: the 2+2 now goes inside
    assert 22 not in r and 32 not in r  # 1+1 and 6+6 move nowhere
    assert sum(x.ways for x in r.values()) == 36


@pytest.mark.rule("GLA-18")
def test_gla18_inside_only_doubles_move_until_the_last_try():
    r = reach(10, in_hz=True, hz_turns=1)
    assert r[10] == Reach(30, 0)
    assert all(r[10 + 2 * k] == Reach(1, 1) for k in range(1, 7))
    last = reach(10, in_hz=True, hz_turns=3)
    assert 10 not in last and last[17] == Reach(6, 0)  # pays, then moves by any throw


def test_the_board_asks_only_before_a_roll():
    g = new(3)
    assert reach_from_view(g.view(None)) == reach(0)
    g.apply(A.Roll(0))
    assert reach_from_view(g.view(None)) == {}


@pytest.mark.rule("GLA-29")
def test_gla29_the_projection_is_the_count_now_and_marks_the_lead():
    g = new(3)
    own(g, 1, 39)
    g.cash[1] -= 4000
    g.bg[2] = 5
    v = g.view(None)
    assert v["projection"] == [breakdown(g.c, s)["total"] for s in range(3)] == [24, 24, 30]
    assert lead(v["projection"]) == [2]
    assert lead([24, None, 24]) == [0, 2]
    g.active[0] = False
    assert g.view(None)["projection"][0] is None  # a sachkundiger Bürger cannot win
    assert g.view(0)["projection"] == g.view(None)["projection"]  # public: the same for everyone


@pytest.mark.rule("GLA-05")
def test_gla05_the_scene_shades_the_reachable_fields_then_hides_them(qtbot):
    g = new(3)
    sc = create_scene(SceneContext.for_game(g))
    sc.update_from(g.view(None), g.decision(), [])
    cells = {sc.fields.index(next(f for f in sc.fields if f.rect == r)): (w, d)
             for r, _side, w, d in sc.odds.cells}  # fmt: skip
    assert cells[7] == (6, 0) and cells[2] == (1, 1) and len(cells) == 11
    assert sc.odds.isVisible()
    rows = sc.projection.rows
    assert [(name, votes) for name, _c, votes, _lead, _figure in rows] == [
        ("Anna", words.say(msg("gla.board.votes", votes=24))), ("Bernd", words.say(msg("gla.board.votes", votes=24))),
        ("Clara", words.say(msg("gla.board.votes", votes=24)))]  # fmt: skip
    g.apply(A.Roll(0))
    sc.update_from(g.view(None), g.decision(), [])
    assert not sc.odds.isVisible() and sc.odds.cells == []


@pytest.mark.rule("GLA-29")
@pytest.mark.parametrize(("scale", "compact"), [(0.39, True), (0.6, False)])
def test_gla29_a_small_board_still_shows_each_candidates_votes(qtbot, monkeypatch, scale, compact):
    """At 1000x680 (the board at about 0.39) six rows of names and votes were too low to read,
    so the card showed dots alone: there each candidate's colour and figure show, three to a
    line, with the names in the tooltip; at a larger scale the rows are as before."""
    from PySide6.QtGui import QImage, QPainter

    from stadsliv_qt.ui.scenes import legible

    g = new(6)
    sc = create_scene(SceneContext.for_game(g))
    sc.update_from(g.view(None), g.decision(), [])
    item = sc.projection
    monkeypatch.setattr(sc, "view_scale", scale, raising=False)
    drawn: list[str] = []
    real = legible.text

    def spy(painter, owner, box, string, design, colour=None, **options):
        shown = real(painter, owner, box, string, design, colour, **options)
        if not shown.isEmpty():
            drawn.append(string)
        return shown

    monkeypatch.setattr(legible, "text", spy)
    image = QImage(800, 200, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    painter.scale(scale, scale)
    painter.translate(-item.area.topLeft())
    item.paint(painter, None)
    painter.end()
    figures = [row[4] for row in item.rows]
    if compact:
        assert [d.lstrip("★") for d in drawn[1:]] == figures  # after the title
    else:
        assert len(drawn) == 1 + 2 * len(item.rows)  # the title, each name and its votes
    tip = item.toolTip()
    assert all(row[0] in tip and row[2] in tip for row in item.rows)


@pytest.mark.rule("GLA-29")
def test_gla29_names_too_long_for_their_votes_keep_room_and_show_the_figure(qtbot, monkeypatch):
    """In Swedish at 1366x768 every row read "★ Spelar…" beside "24 röster": four names cut
    alike. Where a name would be cut beside its votes, the figure alone stands there instead and
    each name shows whole; names that fit keep "24 votes"."""
    from PySide6.QtGui import QImage, QPainter

    from stadsliv_qt.games.gladopolis.game import GladopolisGame
    from stadsliv_qt.ui.scenes import legible

    def drawn_rows(names: list[str]) -> tuple[list[str], list]:
        g = GladopolisGame(names, {}, seed=1)
        g.resolve_chance()
        sc = create_scene(SceneContext.for_game(g))
        sc.update_from(g.view(None), g.decision(), [])
        item = sc.projection
        monkeypatch.setattr(sc, "view_scale", 0.5, raising=False)
        fits: list = []
        real = legible.fit

        def spy(owner, string, box, design, **options):
            shown = real(owner, string, box, design, **options)
            fits.append((string, shown))
            return shown

        monkeypatch.setattr(legible, "fit", spy)
        image = QImage(800, 200, QImage.Format.Format_ARGB32)
        painter = QPainter(image)
        painter.scale(0.5, 0.5)
        painter.translate(-item.area.topLeft())
        item.paint(painter, None)
        painter.end()
        monkeypatch.setattr(legible, "fit", real)
        return [r[4] for r in item.rows], [r[2] for r in item.rows], fits

    long = ["Margareta", "Gunnel", "Kristofer", "Ingegerd"]
    figures, _votes, fits = drawn_rows(long)
    shown = {s.lstrip("★ "): f for s, f in fits[-8:]}  # the last pass: each name and its votes
    for name in long:
        assert shown[name] is not None and not shown[name].elided, name
    assert all(fig in shown for fig in figures)
    _figures, votes, fits = drawn_rows(["Ann", "Bo", "Cy", "Di"])
    assert all(v in {s for s, _f in fits} for v in votes)  # short names keep "24 votes"
