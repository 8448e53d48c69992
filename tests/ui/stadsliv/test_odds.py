"""The odds the board shades before a roll (STA-06): one die or two, and the passage of Start."""

from __future__ import annotations

from fractions import Fraction

import pytest

from stadsliv_qt.ui.titles.stadsliv.odds import passes_start, reach


@pytest.mark.rule("STA-06")
def test_sta06_one_die_reaches_six_squares_evenly() -> None:
    odds = reach(10, 81, 1)
    assert odds == {11 + k: Fraction(1, 6) for k in range(6)}


@pytest.mark.rule("STA-06")
def test_sta06_two_dice_peak_at_seven_and_sum_to_one() -> None:
    odds = reach(0, 81, 2)
    assert set(odds) == set(range(2, 13))
    assert odds[7] == Fraction(6, 36) and odds[2] == odds[12] == Fraction(1, 36)
    assert sum(odds.values()) == 1


@pytest.mark.rule("STA-10")
def test_sta10_the_ring_wraps_past_start_and_the_passage_is_counted() -> None:
    odds = reach(78, 81, 2)
    assert odds[0] == Fraction(2, 36)  # 3 steps: Start itself
    assert odds[9] == Fraction(1, 36)  # 12 steps
    assert passes_start(78, 81, 2) == Fraction(35, 36)  # all but a double one (to square 80)
    assert passes_start(78, 81, 1) == Fraction(4, 6)
    with pytest.raises(ValueError):
        reach(0, 81, 3)


@pytest.mark.rule("STA-06")
def test_sta06_before_a_roll_the_board_shades_where_one_die_or_two_can_go(qtbot) -> None:
    from stadsliv_qt.games.stadsliv.actions import Roll
    from stadsliv_qt.ui.scenes import SceneContext
    from stadsliv_qt.ui.titles.stadsliv.scene import create_scene
    from tests.engine.stadsliv.helpers import new_game

    game = new_game(players=2)
    scene = create_scene(SceneContext.for_game(game))
    scene.update_from(game.view(None), game.decision(), [])
    scene.offer(0, game.legal_actions(0))
    assert set(scene.odds) == {1, 2} and scene.odds[2][7] == Fraction(1, 6)
    assert len(scene.lights.odds) == 6 + 11  # six squares for one die, eleven for two
    scene.offer(0, [a for a in game.legal_actions(0) if not isinstance(a, Roll)])
    assert scene.lights.odds == []  # no roll on offer, no shading
