"""Small windows stay readable (issue 12): at 1024x700 no board text is under 9 px on screen,
the board keeps its size while prompts and panels change, and texts do not run into each other."""

from __future__ import annotations

import random

import pytest

from stadsliv_qt.ui.main_window import MainWindow
from stadsliv_qt.ui.scenes.legible import MIN_PX
from tests.ui.boards import TITLES, random_step, seeded_game
from tests.ui.conftest import settle
from tests.ui.text_runs import item_runs, view_runs


def on_table(qtbot, prefs, game, size: tuple[int, int]) -> MainWindow:
    """A shown window of `size` with the game on the table."""
    window = MainWindow(prefs)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    window.start_session(game)
    settle(qtbot)
    return window


def too_small(window: MainWindow, least: float = MIN_PX) -> list[str]:
    """The board's texts drawn under `least` screen pixels, with their sizes."""
    runs = view_runs(window.table.board)
    assert runs, "the board drew no text at all"
    return [f"{r.px:.1f} px {r.text!r}" for r in runs if r.px < least - 1e-6]


@pytest.mark.parametrize("game_id", TITLES)
def test_no_board_text_is_under_9_px_at_1024x700(qtbot, prefs, game_id: str) -> None:
    game = seeded_game(game_id, 0)
    window = on_table(qtbot, prefs, game, (1024, 700))
    rng = random.Random(5)
    problems: dict[str, int] = {}
    for checkpoint in range(8):
        for _ in range(45):
            if not random_step(game, rng):
                break
        window.start_session(game)  # the table draws the game as it now stands
        settle(qtbot)
        for text in too_small(window):
            problems[text] = checkpoint
        if game.is_over:
            break
    assert not problems, f"{len(problems)} texts under {MIN_PX} px: {sorted(problems)[:25]}"


def _apart(a, b) -> bool:
    """True if two rectangles on screen do not overlap (half a pixel of anti-aliasing aside)."""
    return not a.adjusted(0.5, 0.5, -0.5, -0.5).intersects(b.adjusted(0.5, 0.5, -0.5, -0.5))


@pytest.mark.parametrize("size", [(1024, 700), (1920, 1080)])
def test_gladopolis_names_prices_and_icons_never_run_into_each_other(qtbot, prefs, size) -> None:
    from stadsliv_qt.ui.titles.gladopolis.fields import ICONS

    window = on_table(qtbot, prefs, seeded_game("gladopolis", 60), size)
    view = window.table.board
    checked = 0
    for field in window.table.scene.fields:
        runs = item_runs(view, field)
        price = field.price_text()
        prices = [r for r in runs if price and r.text == price]
        icons = [r for r in runs if r.text in ICONS.values()]
        names = [r for r in runs if r not in prices and r not in icons]
        assert names, f"{field.name}: its name is not drawn"
        for name in names:
            for other in prices + icons:
                assert _apart(name.rect, other.rect), (field.name, name.text, other.text)
        if field.side != "corner" and field.price and not field.level and size == (1920, 1080):
            assert prices, f"{field.name}: the price is not drawn on a large board"
        checked += bool(prices)
    assert checked >= 20  # most fields show their price at both sizes


@pytest.mark.parametrize("size", [(1024, 700), (1920, 1080)])
def test_gladopolis_tokens_never_stand_on_a_fields_words(qtbot, prefs, size) -> None:
    from PySide6.QtCore import QRectF

    from stadsliv_qt.ui.titles.gladopolis.fields import token_slot

    window = on_table(qtbot, prefs, seeded_game("gladopolis", 0), size)
    view, scene = window.table.board, window.table.scene
    tokens = scene.tokens
    # the game starts with every token on LOS: none covers its words
    los = item_runs(view, scene.fields[0])
    assert {"LOS"} <= {r.text for r in los}
    screen = view.viewportTransform()
    for token in tokens:
        s = token.size
        body = QRectF(token.pos().x() - s / 2, token.pos().y() - s / 2, s, s)
        for run in los:
            assert _apart(screen.mapRect(body), run.rect), (token.toolTip(), run.text)
    # nor on any other field, however many stand there (in the Hinterzimmer too)
    size_ = tokens[0].size
    for field in scene.fields:
        runs = item_runs(view, field)
        places = [False, True] if field.index == 10 else [False]
        for inside in places:
            for count in range(1, 7):
                for k in range(count):
                    at = token_slot(field.index, k, count, inside)
                    box = QRectF(at.x() - size_ / 2, at.y() - size_ / 2, size_, size_)
                    on_screen = screen.mapRect(box)
                    for run in runs:
                        assert _apart(on_screen, run.rect), (field.name, count, k, run.text)


def test_stadsliv_pieces_leave_the_start_square_readable(qtbot, prefs) -> None:
    from PySide6.QtCore import QRectF

    from stadsliv_qt.ui.titles.stadsliv.pieces import slots

    window = on_table(qtbot, prefs, seeded_game("stadsliv", 0), (1024, 700))
    view, scene = window.table.board, window.table.scene
    screen = view.viewportTransform()
    start = scene.squares[0]
    runs = item_runs(view, start)
    assert [r.text for r in runs] == ["Start"]
    for count in range(1, 9):
        spots, size = slots(scene.ring, 0, count)
        for at in spots:
            box = QRectF(at.x() - size / 2, at.y() - size / 2, size, size)
            assert _apart(screen.mapRect(box), runs[0].rect), count


@pytest.mark.parametrize("game_id", TITLES)
def test_the_board_keeps_its_size_while_prompts_and_panels_change(qtbot, prefs, game_id) -> None:
    from stadsliv_qt.engine import Kind
    from stadsliv_qt.ui import dialogs

    window = on_table(qtbot, prefs, seeded_game(game_id, 0, seed=3), (1024, 700))
    table = window.table
    rng = random.Random(2)

    def looks() -> tuple:
        port = table.board.viewport()
        return (port.width(), port.height(), round(table.board.transform().m11(), 6),
                table.bar.height())  # fmt: skip

    first = looks()
    prompts = set()
    for step in range(80):
        game = window.session.game
        d = game.decision()
        if d.kind is Kind.CHANCE:
            table.roll()
        elif d.kind is Kind.SEAT and not dialogs.is_private(game_id, d) and not table.frozen:
            table.choose(rng.choice(game.legal_actions(d.seats[0])))
        else:
            break
        settle(qtbot)
        if step == 5:  # a long refusal as well
            table.bar.show_refusal("That cannot be done now, because " + "and so on " * 60)
            settle(qtbot)
        prompts.add(table.bar.prompt_text)
        assert looks() == first, (step, table.bar.prompt_text)
    assert len(prompts) >= 4, prompts  # the bar did change while the board stood still


def test_text_size_setting_scales_the_window_and_the_board_and_is_kept(qtbot, prefs) -> None:
    from pathlib import Path

    from PySide6.QtWidgets import QApplication

    from stadsliv_qt.ui.settings import Preferences

    window = on_table(qtbot, prefs, seeded_game("gladopolis", 30), (1024, 700))
    normal_font = QApplication.font().pointSizeF()
    normal_prompt = window.table.bar.prompt.font().pointSizeF()
    normal = sorted(r.px for r in view_runs(window.table.board))
    names = [a.text() for a in window.menu_actions.values() if a.isCheckable()]
    assert {"Small", "Normal", "Large"} <= set(names)
    assert window.menu_actions["text_normal"].isChecked()

    window.menu_actions["text_large"].trigger()
    settle(qtbot)
    assert Preferences(Path(prefs._q.fileName())).text_size == "large"  # kept for next time
    assert QApplication.font().pointSizeF() == pytest.approx(normal_font * 1.25)
    assert window.table.bar.prompt.font().pointSizeF() == pytest.approx(normal_prompt * 1.25)
    large = sorted(r.px for r in view_runs(window.table.board))
    assert large[0] >= MIN_PX * 1.25 - 1e-6  # the floor grows with the text
    assert large[len(large) // 2] > normal[len(normal) // 2]  # and the board's texts with it

    window.menu_actions["text_small"].trigger()
    settle(qtbot)
    assert QApplication.font().pointSizeF() == pytest.approx(normal_font * 0.9)
    assert min(r.px for r in view_runs(window.table.board)) >= MIN_PX - 1e-6  # never under 9
    window.menu_actions["text_normal"].trigger()
    assert QApplication.font().pointSizeF() == pytest.approx(normal_font)


def test_every_font_size_in_a_style_sheet_follows_the_text_size() -> None:
    import re
    from pathlib import Path

    import stadsliv_qt.ui

    fixed = re.compile(r"font-size:\s*[\d.]+\s*(pt|px)")
    root = Path(stadsliv_qt.ui.__file__).parent
    found = [
        f"{path.relative_to(root)}:{n}: {line.strip()}"
        for path in sorted(root.rglob("*.py"))
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if fixed.search(line)
    ]
    assert not found, "sizes that ignore the text size setting (use style.pt):\n" + "\n".join(found)
