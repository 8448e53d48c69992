"""Board refs (refs.py) and the scene's light / anchor_rect / picture (issue 18's contract).

The events come from Stadsliv's tutorial walked without a table, so each kind of event a learner
meets is checked to name the places and every seat it concerns.
"""

from __future__ import annotations

import pytest

from stadsliv_qt.engine import Event
from stadsliv_qt.teach import tutorial
from stadsliv_qt.ui.scenes import SceneContext
from stadsliv_qt.ui.titles import stadsliv as title
from stadsliv_qt.ui.titles.stadsliv.scene import StadslivScene, create_scene


@pytest.fixture(scope="module")
def walked() -> tuple[object, dict[str, list[Event]]]:
    t = tutorial.load("stadsliv")
    events: dict[str, list[Event]] = {}
    game = tutorial.play(t, lambda step, g, ev: events.setdefault(step.id, list(ev)))
    return game, events


def _first(events: list[Event], kind: str) -> Event:
    return next(e for e in events if e.kind == kind)


def test_the_package_offers_refs_for() -> None:
    """The shared code finds refs_for on the title package (H18 contract)."""
    assert callable(getattr(title, "refs_for", None))


@pytest.mark.rule("STA-07")
def test_sta07_a_fee_names_the_block_the_payer_and_the_owner(walked) -> None:
    _game, ev = walked
    pay = _first(ev["bo-fee"], "pay")
    assert set(title.refs_for(pay)) == {"block:Kv2", "seat:1", "seat:0"}
    move = _first(ev["bo-fee"], "move")
    assert "square:2" in title.refs_for(move) and "seat:1" in title.refs_for(move)
    bought = _first(ev["buy-kv2"], "buy")
    assert set(title.refs_for(bought)) == {"block:Kv2", "seat:0"}


@pytest.mark.rule("STA-10")
def test_sta10_varvslon_names_start_stadskassan_and_the_seat(walked) -> None:
    _game, ev = walked
    refs = title.refs_for(_first(ev["roll-start"], "varvslon"))
    assert {"square:0", "bank", "seat:0"} <= set(refs)


@pytest.mark.rule("STA-15")
def test_sta15_a_loan_repaid_on_an_nz_names_stadskassan(walked) -> None:
    _game, ev = walked
    refs = title.refs_for(_first(ev["roll-nz"], "pay"))
    assert set(refs) == {"bank", "seat:0"}


@pytest.mark.rule("STA-16")
def test_sta16_a_fate_effect_names_the_die_and_every_seat_it_names(walked) -> None:
    """Farsot hits Bo and spares Ada on her NZ: both are concerned (a digest finds it for both)."""
    _game, ev = walked
    refs = title.refs_for(_first(ev["bo-throw"], "fate_effect"))
    assert {"fate", "seat:1", "seat:0"} <= set(refs)


@pytest.mark.rule("STA-22")
def test_sta22_questions_votes_and_changes_name_council_changes_and_voters(walked) -> None:
    _game, ev = walked
    assert {"council", "seat:0"} <= set(title.refs_for(_first(ev["ask"], "question")))
    assert {"changes", "seat:0"} <= set(title.refs_for(_first(ev["ask-change"], "question")))
    assert "seat:1" in title.refs_for(_first(ev["bo-votes"], "reveal"))
    assert "changes" in title.refs_for(_first(ev["change-throw"], "rule_change"))
    secret = [e for e in ev["bo-votes"] if e.kind == "my_vote"]
    assert secret and title.refs_for(secret[0]) == []  # a private line lights nothing


@pytest.fixture
def scene(qtbot, walked) -> StadslivScene:
    game, _ev = walked
    s = create_scene(SceneContext.for_game(game))
    s.update_from(game.view(None), game.decision(), [])
    return s


def test_light_roles_keep_their_own_light(scene: StadslivScene) -> None:
    """A hovered log line and the guide's card light at once; clearing one keeps the other."""
    scene.light(["square:2"], "guide")
    assert scene.lights.lit("guide") == 2  # the square and its block in the city
    scene.light(["seat:0", "bank"], "hover")
    assert scene.lights.lit("hover") == 2 and scene.lights.lit("guide") == 2
    scene.light([], "hover")
    assert scene.lights.lit("hover") == 0 and scene.lights.lit("guide") == 2
    scene.light(["block:Kv2"], "choice")
    assert scene.lights.lit("choice") == 2
    scene.light([], "guide")
    assert scene.lights.lit("guide") == 0 and scene.lights.lit("choice") == 2


def test_anchor_rect_is_the_things_place_and_none_for_unknown_refs(scene: StadslivScene) -> None:
    square = scene.anchor_rect("square:2")
    assert square is not None
    assert square.contains(scene.squares[2].sceneBoundingRect().center())
    assert scene.anchor_rect("block:Kv2") == square
    piece = scene.anchor_rect("seat:0")
    assert piece is not None and piece.contains(scene.pieces[0].sceneBoundingRect().center())
    for ref in ("bank", "council", "changes", "fate", "dice"):
        rect = scene.anchor_rect(ref)
        assert rect is not None and scene.sceneRect().contains(rect.center()), ref
    for ref in ("square:99", "block:Kv99", "seat:7", "ui:board", "moon", ""):
        assert scene.anchor_rect(ref) is None, ref


def test_every_board_ref_of_the_tutorial_has_a_place_on_the_board(scene: StadslivScene) -> None:
    """Each card's anchor and lights that are board refs resolve on the Stadsliv board."""
    for step in tutorial.load("stadsliv").steps:
        for ref in (step.anchor, *step.light):
            if ref and not ref.startswith("ui:"):
                assert scene.anchor_rect(ref) is not None, (step.id, ref)


def test_a_picture_is_drawn_from_the_board_round_the_things(scene: StadslivScene) -> None:
    pixmap = scene.picture(["square:10", "fate"], 240)
    assert pixmap is not None and pixmap.width() == 240 and pixmap.height() > 20
    image = pixmap.toImage()
    assert (
        len({image.pixel(x, y) for x in range(0, 240, 12) for y in range(0, image.height(), 12)})
        > 5
    )
    assert scene.lights.lit("picture") == 0  # the picture's light is gone afterwards
    assert scene.picture(["ui:board"], 240) is None
