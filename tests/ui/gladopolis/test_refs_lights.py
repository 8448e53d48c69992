"""Board refs of Glad-o-polis (ui/titles/gladopolis/refs.py) and the scene's lights, anchors and
pictures, as the tutorial, the log hover and the rule cards use them (issue 18)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QGraphicsView

from stadsliv_qt.engine import Event
from stadsliv_qt.games.gladopolis.actions import Mortgage
from stadsliv_qt.teach import tutorial
from stadsliv_qt.text import msg
from stadsliv_qt.text.message import SeatRef
from stadsliv_qt.ui import words
from stadsliv_qt.ui.scenes import SceneContext
from stadsliv_qt.ui.titles.gladopolis import create_scene, refs_for


@pytest.fixture(scope="module")
def walked() -> list[Event]:
    """Every event of the tutorial's game (a short but complete game, GLA-01 to GLA-29)."""
    events: list[Event] = []
    tutorial.play(tutorial.load("gladopolis"), lambda _s, _g, evs: events.extend(evs))
    return events


@pytest.fixture
def scene(qtbot):
    game = tutorial.load("gladopolis").new_game()
    tutorial.settle(game, False)
    sc = create_scene(SceneContext.for_game(game))
    sc.update_from(game.view(None), game.decision(), [])
    return sc


def test_a_rent_payment_concerns_payer_payee_and_the_field_gla_10(walked: list[Event]) -> None:
    """GLA-10: the rent line lights both seats and the field it was paid for."""
    rents = [e for e in walked if e.kind == "pay" and e.rule == "GLA-10"]
    assert refs_for(rents[0]) == ["seat:2", "seat:0", "field:3"]


def test_taxes_fest_and_the_calendar_name_the_centre_parts_gla_13_gla_15_gla_07(
    walked: list[Event],
) -> None:
    """GLA-13 (tax into the Stadtkasse), GLA-15 (Bürgerfest), GLA-07 (LOS and calendar)."""
    tax = next(e for e in walked if e.rule == "GLA-13")
    assert set(refs_for(tax)) == {"seat:2", "kasse", "field:4"}
    fest = next(e for e in walked if e.kind == "fest")
    assert set(refs_for(fest)) == {"seat:1", "field:20", "kasse"}
    los = next(e for e in walked if e.kind == "los")
    assert set(refs_for(los)) == {"seat:0", "field:0"}
    cal = next(e for e in walked if e.kind == "calendar")
    assert refs_for(cal) == ["calendar"]


def test_every_seat_involved_is_named_so_a_digest_finds_its_events(walked: list[Event]) -> None:
    """Every event whose message names a seat lists that seat's ref (the 'since your turn' digest)."""
    for e in walked:
        named = {a.seat for a in e.message.args.values() if isinstance(a, SeatRef)}
        refs = refs_for(e)
        assert all(f"seat:{s}" in refs for s in named), (e.text, refs)


def test_a_sealed_vote_names_its_voter_only_gla_21(walked: list[Event]) -> None:
    """GLA-21: a private vote event lights only its voter, never a hint of the choice."""
    mine = [e for e in walked if e.kind == "vote" and e.to is not None]
    assert mine and all(refs_for(e) == [f"seat:{e.to[0]}"] for e in mine)


def test_a_trade_offer_names_both_seats_and_its_fields_gla_26() -> None:
    """GLA-26: a trade line lights the two seats and the properties offered."""
    offer = {
        "from": 0,
        "to": 2,
        "give": [1],
        "take": [39],
        "give_money": 0,
        "take_money": 0,
        "give_card": False,
        "take_card": False,
        "back": "pre",
    }
    e = Event(
        msg("gla.trade.offered", seat=SeatRef(0, "A"), to=SeatRef(2, "C"), what="x"),
        "GLA-26",
        "offer",
        data={"offer": offer},
    )
    assert set(refs_for(e)) == {"seat:0", "seat:2", "field:1", "field:39"}


def test_anchor_rects_for_every_kind_of_ref(scene) -> None:
    """Each ref this board names has a rectangle on the board; unknown refs have none."""
    board = scene.sceneRect()
    for ref in (
        "field:0",
        "field:39",
        "group:braun",
        "seat:0",
        "seat:2",
        "kasse",
        "calendar",
        "resolutions",
        "banner",
        "dice",
        "centre",
    ):
        r = scene.anchor_rect(ref)
        assert isinstance(r, QRectF) and not r.isEmpty() and board.contains(r.center()), ref
    assert scene.anchor_rect("group:braun").contains(scene.anchor_rect("field:3"))
    for bad in ("field:40", "seat:7", "lot:3", "kasse:1", "group:lila", ""):
        assert scene.anchor_rect(bad) is None, bad


def test_roles_light_and_clear_without_touching_each_other(scene) -> None:
    """hover, guide and choice are separate lights; empty refs clear only that role."""
    scene.light(["field:3", "seat:0"], "guide")
    scene.light(["field:1"], "hover")
    scene.light(["field:11"], "choice")
    assert scene.lit("guide") == ("field:3", "seat:0")
    assert scene.lit("hover") == ("field:1",) and scene.lit("choice") == ("field:11",)
    scene.light([], "hover")
    assert scene.lit("hover") == () and scene.lit("guide") == ("field:3", "seat:0")
    assert scene.layers["guide"].isVisible() and not scene.layers["hover"].isVisible()
    ring = scene.layers["guide"].boundingRect()
    assert ring.contains(scene.anchor_rect("field:3"))


def test_a_lit_field_stays_clickable_under_the_ring(scene, qtbot) -> None:
    """GLA-26: a field offered for a mortgage and ringed by the guide still takes the click."""
    scene.offer(0, [Mortgage(0, 3)])
    scene.light(["field:3"], "guide")
    scene.light(["field:3"], "choice")
    view = QGraphicsView(scene)
    view.resize(900, 900)
    view.fitInView(scene.sceneRect())
    qtbot.addWidget(view)
    view.show()
    chosen: list[object] = []
    scene.actionChosen.connect(chosen.append)
    point = view.mapFromScene(scene.anchor_rect("field:3").center())
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert chosen == [Mortgage(0, 3)]


def test_picture_is_cut_from_the_board_at_the_asked_width(scene) -> None:
    """A rule card's picture: the board around the refs, its width as asked."""
    pix = scene.picture(["field:1", "field:3"], 240)
    assert pix is not None and pix.width() == 240 and 0 < pix.height() < 240
    assert scene.picture(["nothing"], 240) is None
    scene.light(["field:3"], "guide")
    assert scene.picture(["field:3"], 120) is not None
    assert scene.layers["guide"].isVisible()  # the guide's ring is back after the picture


def test_every_board_ref_of_the_tutorial_has_a_place_on_the_board(scene) -> None:
    """The guide's ring and arrow find every anchor and light the tutorial names (ui: parts aside)."""
    t = tutorial.load("gladopolis")
    refs = {r for s in t.steps for r in (s.anchor, *s.light) if r and not r.startswith("ui:")}
    assert refs and all(scene.anchor_rect(r) is not None for r in refs), sorted(refs)


def test_the_latest_banner_shows_what_happened_not_a_computers_reason(scene) -> None:
    """A computer's reason is logged just before its move's lines; when the move's only line is
    the next turn (an ended turn), the banner must not fall back on "has no other choice"."""
    game = tutorial.load("gladopolis").new_game()
    tutorial.settle(game, False)
    happened = Event(msg("gla.turn.dice", seat=game.ref(0), a=4, b=3, double="no"), kind="dice")
    reason = Event(msg("bot.reason", seat=game.ref(1), reason=msg("bot.only_choice")), kind="bot")
    turn = Event(msg("gla.turn.start", seat=game.ref(2)), kind="turn")
    scene.update_from(game.view(None), game.decision(), [happened, reason, turn])
    assert scene.banner.title == "Latest"
    assert scene.banner.text == words.line(happened)


def test_just_visiting_names_the_hinterzimmer_gla_16() -> None:
    """GLA-16: "just visiting" concerns the Hinterzimmer field, not only the visitor's token."""
    game = tutorial.load("gladopolis").new_game()
    visit = Event(msg("gla.hz.visit", seat=game.ref(1)), rule="GLA-16", kind="visit")
    assert refs_for(visit) == ["seat:1", "field:10"]


def test_a_picture_of_a_token_alone_shows_the_field_round_it(scene) -> None:
    """A card's picture of one token is cut from at least a corner field's worth of board (150
    units and the margins), so at a card's 300 pixels it is not blown up into huge letters."""
    token = scene.anchor_rect("seat:0")
    area = scene.picture_area(["seat:0"])
    assert token.width() < 60
    assert area.width() >= 198 and area.height() >= 198
    assert area.contains(token) and scene.sceneRect().contains(area)
    picture = scene.picture(["seat:0"], 300)
    assert picture is not None and picture.width() == 300
    assert scene.picture_area(["field:10"]).size() == area.size()  # as a corner field is shown
    assert scene.picture_area(["nothing:1"]) is None


@pytest.mark.rule("GLA-07")
@pytest.mark.parametrize(("lang", "said"), [("en", "2,000 € + 1 BG"), ("sv", "2 000 € + 1 BG"),
                                            ("de", "2.000 € + 1 BG")])  # fmt: skip
def test_the_los_corner_says_its_pay_in_the_tables_language(qtbot, lang, said) -> None:
    """The LOS corner printed "2,000 €" on a Swedish or German board, where every price read
    "2 000 €" or "2.000 €"."""
    from stadsliv_qt.ui import i18n

    i18n.install(lang)
    try:
        game = tutorial.load("gladopolis").new_game()
        sc = create_scene(SceneContext.for_game(game))
        shown = sc.fields[0]._corner_plan()["amount"]
        assert shown is not None and shown.text.replace("\u00a0", " ").replace("\n", " ") == said
    finally:
        i18n.install("en")
