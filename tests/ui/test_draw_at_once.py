"""A click that asks for the dice is drawn once, with its dice (table.py, _draw_at_once).

Stadsliv's Roll is an action (one die or both, STA-06); the dice are then a draw of their own."""

from __future__ import annotations

from stadsliv_qt.engine import Kind, registry

from .conftest import settle

NAMES = ["Anna", "Björn", "Cecilia"]


def _at_the_roll(window, qtbot, seed: int):
    """A Stadsliv game whose first player is to roll (Anna volunteered as banker)."""
    game = registry.get("stadsliv")(NAMES, seed=seed)
    seat = game.decision().seat
    game.apply(next(a for a in game.legal_actions(seat) if type(a).__name__ == "Volunteer"))
    window.start_session(game)
    settle(qtbot)
    assert game.decision().tag == "roll"
    seat = game.decision().seat
    roll = next(a for a in game.legal_actions(seat) if type(a).__name__ == "Roll")
    return game, roll


def _counting_refreshes(table) -> list[int]:
    drawn: list[int] = []
    scene_update = table.scene.update_from

    def counted(*args, **kwargs):
        drawn.append(len(table.session.game.log))
        return scene_update(*args, **kwargs)

    table.scene.update_from = counted
    return drawn


def test_the_dice_a_roll_asks_for_are_drawn_before_the_table_is(qtbot, window):
    """The draw is made with the click, and the board is drawn once, after it."""
    game, roll = _at_the_roll(window, qtbot, 7)
    table = window.table
    drawn = _counting_refreshes(table)
    before = len(game.log)
    table.choose(roll)  # no turn of the event loop yet
    assert game.decision().kind is not Kind.CHANCE  # the dice were drawn with the click
    assert any(e.kind == "move" for e in game.log[before:])  # "… rolls 3 and moves 3 to …"
    assert drawn == [len(game.log)]  # one picture, the dice in it, none of the moment before
    settle(qtbot)
    assert len(drawn) == 1  # and nothing left waiting on a timer
    assert not window.session.can_undo  # as before: play never goes back past dice


def test_with_animations_on_the_dice_still_come_with_the_click(qtbot, window, prefs):
    """At normal speed, dice a Roll asked for have no pause either: drawn with the click."""
    prefs.speed = "normal"
    game, roll = _at_the_roll(window, qtbot, 8)
    window.table.choose(roll)
    assert game.decision().kind is not Kind.CHANCE


def test_a_rule_cards_picture_shows_the_board_after_the_step(qtbot, window):
    """Glad-o-polis's first roll (GLA-05): its card's picture is drawn once the board shows the
    roll (its odds gone from the fields), not from the board of the moment before."""
    game = registry.get("gladopolis")(NAMES, seed=7)
    window.start_session(game)
    settle(qtbot)
    table = window.table
    assert table.scene.odds.isVisible()  # before the roll: the fields it can reach, shaded
    seen: list[bool] = []
    drawn = table.teacher.pictures.of

    def picture(refs, *args, **kwargs):
        seen.append(table.scene.odds.isVisible())
        return drawn(refs, *args, **kwargs)

    table.teacher.pictures.of = picture
    seat = game.decision().seat
    table.choose(next(a for a in game.legal_actions(seat) if type(a).__name__ == "Roll"))
    assert any(e.rule == "GLA-05" for e in game.log[-4:])
    assert seen and not any(seen)
