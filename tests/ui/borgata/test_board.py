"""Choosing on Borgata's board: steps, every active contact, responses, blocks, police lots and
contract naming, each by clicks on lit lots, with the engine's sentence for a lot not offered."""

from __future__ import annotations

import pytest

from stadsliv_qt.games.borgata.grid import index
from tests.engine.borgata.helpers import arrange

from ..conftest import settle
from .drive import click_contact, click_lot, new_game, press, start


def city(qtbot, window, members, phase: int = 4, **kw):
    """A dealt 3-family game arranged as given, at the start of a phase, on the table."""
    game = new_game(3)
    game.resolve_chance()
    arrange(game, members, **kw)
    getattr(game, f"_phase{phase}")()
    start(qtbot, window, game)
    return game


def at(game, pos):
    return list(game.members[index(pos)])


def lit(window, role: str = "target") -> set:
    return {p for p, item in window.table.scene.lots.items() if item.role == role}


@pytest.mark.rule("BOR-13")
def test_bor13_step_targets_lit_and_unlit_lots_explained(qtbot, window):
    game = city(qtbot, window, {(3, 3): {0: 2}, (3, 2): {1: 1}})
    assert game.decision().seat == 0
    assert lit(window, "source") == {(3, 3)}
    click_lot(qtbot, window, (3, 3))
    assert lit(window) == {(2, 2), (2, 3), (3, 2)}
    scene = window.table.scene
    assert "Nobody walks into Fängelset (BOR-13)." in scene.lots[(4, 4)].toolTip()
    assert "onto a face-down lot (BOR-13)" in scene.lots[(3, 4)].toolTip()
    click_lot(qtbot, window, (4, 4))
    assert window.table.bar.panel.error.text() == "Nobody walks into Fängelset (BOR-13)."
    click_lot(qtbot, window, (2, 2))
    assert at(game, (2, 2)) == [1, 0, 0] and at(game, (3, 3)) == [1, 0, 0]


@pytest.mark.rule("BOR-19")
def test_bor19_bor20_fbi_picks_the_family_and_the_target_may_answer(qtbot, window):
    game = city(
        qtbot,
        window,
        {(1, 1): {0: 2}, (2, 1): {1: 1, 2: 1}},
        holders={"fbi": 0, "domaren": 1},
    )
    click_contact(qtbot, window, "fbi")
    assert (2, 1) in lit(window) and (4, 4) not in lit(window)
    click_lot(qtbot, window, (2, 1))
    assert lit(window, "selected") == {(2, 1)}
    press(qtbot, window, "Strike Björn")
    assert game.decision().tag == "response" and game.decision().seat == 1
    press(qtbot, window, "Let it happen")
    assert at(game, (2, 1)) == [0, 0, 1] and at(game, (4, 4)) == [0, 1, 0]
    assert game.holder["fbi"] is None and game.holder["domaren"] == 1


@pytest.mark.rule("BOR-19")
def test_bor19_fbi_strikes_a_contract_member_waiting_on_a_face_down_lot_by_clicks(qtbot, window):
    game = city(qtbot, window, {(1, 1): {0: 2}, (2, 1): {2: 1}, (0, 1): {1: 1}}, holders={"fbi": 0})
    assert not game.face_up[index((0, 1))]
    click_contact(qtbot, window, "fbi")
    assert {(0, 1), (2, 1)} <= lit(window)
    click_lot(qtbot, window, (0, 1))  # one family there: the click strikes
    assert at(game, (0, 1)) == [0, 0, 0] and at(game, (4, 4)) == [0, 1, 0]
    assert not game.face_up[index((0, 1))]


@pytest.mark.rule("BOR-21")
def test_bor21_mordbrannaren_burns_a_lit_district_never_a_value5_lot(qtbot, window):
    game = city(
        qtbot,
        window,
        {(1, 1): {0: 2}, (1, 3): {1: 2}, (3, 2): {2: 1}},
        holders={"mordbrannaren": 0},
    )
    click_contact(qtbot, window, "mordbrannaren")
    assert (1, 3) in lit(window) and (2, 2) not in lit(window)
    assert "cannot be burnt (BOR-21)" in window.table.scene.lots[(2, 2)].toolTip()
    click_lot(qtbot, window, (1, 3))
    assert at(game, (1, 3)) == [0, 0, 0] and not game.face_up[index((1, 3))]
    assert game.dead[1] == 2
    assert window.table.scene.lots[(1, 3)].lot["face_up"] is False


@pytest.mark.rule("BOR-22")
def test_bor22_bor26_police_cars_placed_moved_and_removed_on_the_board(qtbot, window):
    game = city(
        qtbot,
        window,
        {(1, 1): {0: 1}},
        holders={"polisbilen": 0, "polischefen": 0},
        police=((2, 3),),
    )
    click_contact(qtbot, window, "polisbilen")
    assert lit(window, "source") == {(2, 3)} and (1, 2) in lit(window)
    click_lot(qtbot, window, (2, 3))  # pick the car up …
    click_lot(qtbot, window, (1, 2))  # … and drive it
    assert game.police[index((1, 2))] and not game.police[index((2, 3))]
    assert game.decision().seat == 0  # the others have nothing to move and pass
    click_contact(qtbot, window, "polischefen")
    assert lit(window) == {(1, 2)}
    click_lot(qtbot, window, (1, 2))
    assert not any(game.police)


@pytest.mark.rule("BOR-23")
def test_bor23_advokaten_frees_two_members_to_the_same_lot(qtbot, window):
    game = city(qtbot, window, {(1, 1): {0: 1}, (4, 4): {0: 2}}, holders={"advokaten": 0})
    click_contact(qtbot, window, "advokaten")
    assert {(1, 1), (3, 3)} <= lit(window)
    click_lot(qtbot, window, (1, 1))
    assert window.table.scene.lots[(1, 1)].role == "marked"
    click_lot(qtbot, window, (1, 1))
    assert at(game, (1, 1)) == [3, 0, 0] and at(game, (4, 4)) == [0, 0, 0]


@pytest.mark.rule("BOR-25")
def test_bor25_smugglaren_reaches_a_face_down_lot_two_steps_away(qtbot, window):
    game = city(qtbot, window, {(1, 1): {0: 1}}, holders={"smugglaren": 0})
    click_contact(qtbot, window, "smugglaren")
    assert lit(window, "source") == {(1, 1)}
    click_lot(qtbot, window, (1, 1))
    assert {(0, 1), (3, 3)} <= lit(window) and (4, 4) not in lit(window)
    click_lot(qtbot, window, (0, 1))
    assert at(game, (0, 1)) == [1, 0, 0] and game.face_up[index((0, 1))]
    assert window.table.scene.lots[(0, 1)].lot["name"] == "Stålverket"


@pytest.mark.rule("BOR-11")
def test_bor11_bor12_block_police_collection_and_naming_on_the_board(qtbot, window):
    game = city(
        qtbot,
        window,
        {(2, 2): {0: 1}, (2, 1): {0: 2}, (1, 1): {1: 1}, (3, 1): {2: 1}},
        phase=2,
        police=((2, 1),),
    )
    assert game.decision().tag == "block" and lit(window) == {(2, 2)}
    click_lot(qtbot, window, (2, 2))
    assert game.blocked == ["Kontorskomplex", "Lägenhetskomplex"]
    assert game.decision().tag == "collect" and lit(window) == {(2, 1)}
    cash = game.cash[0]
    click_lot(qtbot, window, (2, 1))
    assert game.cash[0] == cash + 600 and at(game, (4, 4)) == [1, 0, 0]
    assert game.decision().tag == "name_contract" and game.decision().seat == 0
    assert (0, 2) in lit(window) and (1, 1) not in lit(window)
    click_lot(qtbot, window, (0, 2))  # Saluhallen: no contract mark, it just turns up
    assert game.face_up[index((0, 2))] and game.decision().tag == "mobilise"


@pytest.mark.rule("BOR-13")
def test_the_kept_board_panel_still_explains_the_next_familys_refusals(qtbot, window):
    """The bar's Borgata panel is kept from one family's step to the next (not built anew), and
    the board still gives the engine's sentence for a lot the next family may not choose."""
    game = city(qtbot, window, {(3, 3): {0: 2}, (3, 2): {1: 1}})
    panel = window.table.bar.panel
    click_lot(qtbot, window, (3, 3))
    click_lot(qtbot, window, (2, 2))
    assert game.decision().tag == "mobilise" and game.decision().seat == 1
    assert window.table.bar.panel is panel and panel.isVisible()
    assert lit(window, "source") == {(3, 2)}
    click_lot(qtbot, window, (3, 2))
    far = "A member moves one step, to one of the 8 lots around it (BOR-13)."
    assert far in window.table.scene.lots[(4, 4)].toolTip()  # the panel explains it beforehand
    click_lot(qtbot, window, (4, 4))  # two steps away
    assert panel.error.text() == far
    assert all(b.isVisible() for b in panel.buttons)


@pytest.mark.rule("BOR-13")
def test_many_contacts_and_pass_keep_to_one_row_in_a_small_german_window(qtbot, window):
    """Five contacts in hand and Pass took two rows of the bar in German at 1000x680, Pass under
    its edge: there the contacts go by their names alone; with room, 'Lönnmördaren spielen'."""
    from stadsliv_qt.ui import i18n

    i18n.install("de")
    hand = {"lonnmordaren": 0, "fbi": 0, "polisbilen": 0, "informatoren": 0, "smugglaren": 0}
    window.resize(1000, 680)
    game = city(qtbot, window, {(3, 3): {0: 2}, (3, 2): {1: 1}}, holders=hand)
    assert game.decision().tag == "mobilise" and game.decision().seat == 0
    settle(qtbot, 20)
    panel = window.table.bar.panel
    texts = [b.text() for b in panel.buttons]
    assert texts[-1] == "Passen" and "Lönnmördaren" in texts and "FBI" in texts
    tops = {b.geometry().top() for b in panel.buttons}
    assert len(tops) == 1  # one row
    bar = window.table.bar
    passen = panel.buttons[-1]
    corner = passen.mapTo(bar, passen.rect().bottomRight())
    assert bar.rect().contains(corner)  # in sight, not under the bar's edge
    window.resize(1600, 1000)
    settle(qtbot, 20)
    assert "Lönnmördaren spielen" in [b.text() for b in panel.buttons]


@pytest.mark.rule("BOR-07")
def test_the_status_panel_reads_in_the_smallest_window_with_six_families(
    qtbot, window, monkeypatch
):
    """At 1000x680 with six families the panel's heading, win line, the bank's plate and the
    foot line, and each contact card's last line, were boxes too low for the least readable
    text, so they were left out (an empty plate showed): every one of them is drawn now."""
    from PySide6.QtGui import QImage, QPainter

    from stadsliv_qt.engine import Seat
    from stadsliv_qt.games.borgata import BorgataGame
    from stadsliv_qt.ui.scenes import legible
    from stadsliv_qt.ui.titles.borgata.side import ContactItem, RaceBoard

    window.resize(1000, 680)
    names = ["Anna", "Björn", "Cecilia", "Dag", "Elin", "Fredrik"]
    colours = ["#E69F00", "#56B4E9", "#009E73", "#F0E442", "#0072B2", "#D55E00"]
    game = BorgataGame([Seat(n, c, "circle") for n, c in zip(names, colours, strict=True)])
    game.resolve_chance()
    start(qtbot, window, game)
    settle(qtbot, 20)
    board = next(i for i in window.table.scene.items() if isinstance(i, RaceBoard))
    drawn, left_out = [], []
    real = legible.paint_text

    def spy(painter, rect, string, f, colour, flags):
        shown = real(painter, rect, string, f, colour, flags)
        (drawn if not shown.isEmpty() else left_out).append(string)
        return shown

    monkeypatch.setattr(legible, "paint_text", spy)
    scale = window.table.board.transform().m11()
    assert scale < 0.45  # the board is drawn small here
    image = QImage(int(board.w * scale) + 2, int(board.h * scale) + 2, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    painter.scale(scale, scale)
    board.paint(painter, None)
    painter.end()
    assert left_out == []
    assert len(board.looks) == 6 and len(drawn) == 4 + 6  # heading, win, bank, foot, six ranks
    # the contact cards' last line: "on the table" (or the holder's name) was left out too
    cards = [i for i in window.table.scene.items() if isinstance(i, ContactItem)]
    assert len(cards) == 10
    for card in cards:
        image = QImage(
            int(card.w * scale) + 2, int(card.h * scale) + 2, QImage.Format.Format_ARGB32
        )
        painter = QPainter(image)
        painter.scale(scale, scale)
        card.paint(painter, None)
        painter.end()
    assert left_out == [] and drawn.count("on the table") == 10
