"""Per-game scenes and tag-keyed dialogs plug into the generic table; private news goes behind
the curtain even when it comes from an open action."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QGraphicsSimpleTextItem, QPushButton, QVBoxLayout

from stadsliv_qt.engine import GameInfo, Kind
from stadsliv_qt.ui import dialogs, scenes
from stadsliv_qt.ui.choose import create_panel
from stadsliv_qt.ui.dialogs import DecisionPanel, amount_spec
from stadsliv_qt.ui.dialogs.amount import AmountPanel
from stadsliv_qt.ui.dialogs.choice import ChoicePanel
from stadsliv_qt.ui.scenes.summary import SummaryScene
from tests.toy_game import Bid, Target, ToyGame

from .conftest import bar_button, click, settle, toy


@pytest.fixture
def clean_registries():
    panels, factories = dict(dialogs._PANELS), dict(scenes._FACTORIES)
    yield
    dialogs._PANELS.clear()
    dialogs._PANELS.update(panels)
    scenes._FACTORIES.clear()
    scenes._FACTORIES.update(factories)


class QuickTarget(DecisionPanel):
    """A test panel: two buttons instead of eleven."""

    def __init__(self, context, parent=None):
        super().__init__(context, parent)
        lay = QVBoxLayout(self)
        self.buttons = []
        for value in (7, 13):
            button = QPushButton(f"Target {value}")
            button.clicked.connect(
                lambda _=False, v=value: self.chosen.emit(Target(context.seat, v))
            )
            lay.addWidget(button)
            self.buttons.append(button)
        lay.addWidget(self.error)


def test_open_panel_registered_for_a_tag_replaces_the_buttons(qtbot, window, clean_registries):
    dialogs.register("target", game="toy")(QuickTarget)
    window.start_session(toy())
    settle(qtbot)
    panel = window.table.bar.panel
    assert isinstance(panel, QuickTarget) and not window.table.curtain.is_up
    click(qtbot, panel.buttons[1])
    assert panel.error.text() == "Name a target from 2 to 12."  # the engine's refusal, shown
    click(qtbot, panel.buttons[0])
    assert window.session.game.target == 7


def test_private_panel_sends_a_seat_decision_behind_the_curtain(qtbot, window, clean_registries):
    dialogs.register("target", private=True)(QuickTarget)
    window.start_session(toy())
    settle(qtbot)
    assert dialogs.is_private("toy", window.session.game.decision())
    click(qtbot, bar_button(window, "Pass to Anna"))
    curtain = window.table.curtain
    click(qtbot, curtain.card)
    assert isinstance(curtain.panel, QuickTarget)
    click(qtbot, curtain.panel.buttons[0])
    click(qtbot, curtain.done_button)
    click(qtbot, curtain.reveal_button)
    assert window.session.game.decision().kind is Kind.CHANCE


def test_generic_panels_are_chosen_by_the_shape_of_the_actions(window):
    game = toy()
    spec = amount_spec([Bid(0, a) for a in range(4)])
    assert spec and spec.field == "amount" and (spec.low, spec.high) == (0, 3)
    assert spec.make(99) == Bid(0, 99) and spec.step == 1
    assert amount_spec([Bid(0, a) for a in (100, 300, 600)]).step == 100
    assert amount_spec([Target(0, 2)]) is None
    assert amount_spec(game.legal_actions(0)).field == "value"
    ctx = dialogs.PanelContext(game, 0, game.decision(), game.legal_actions(0), private=True)
    assert isinstance(create_panel(ctx), AmountPanel)
    ctx.private = False
    assert isinstance(create_panel(ctx), ChoicePanel)


class MarkedScene(SummaryScene):
    """A test scene that marks itself and records what the table sends."""

    def __init__(self, context):
        super().__init__(context)
        self.offers = []
        self.addItem(QGraphicsSimpleTextItem("custom board"))

    def offer(self, seat, actions):
        self.offers.append((seat, len(actions)))


def test_scene_for_the_game_is_used(qtbot, window, clean_registries):
    scenes.register("toy", MarkedScene)
    window.start_session(toy())
    settle(qtbot)
    scene = window.table.scene
    assert isinstance(scene, MarkedScene)
    assert scene.offers[-1] == (0, 11)
    scene.actionChosen.emit(Target(0, 4))  # a click on the board
    settle(qtbot)
    assert window.session.game.target == 4


def test_without_a_scene_the_summary_shows_the_public_view(qtbot, window):
    window.start_session(toy(("Anna", "Björn")))
    settle(qtbot)
    text = window.table.scene._text.toPlainText()
    assert "Tärningsduell" in text and "Coins" in text and "Anna 10 · Björn 10" in text
    assert scenes.factory_for("toy") is None


class PeekGame(ToyGame):
    """Naming a target also shows the starter, privately, the next roll."""

    info = GameInfo(
        "peek", "Tittspel", "A test game with a private peek.", 2, 3, ToyGame.info.options
    )

    def _apply(self, action):
        super()._apply(action)
        if isinstance(action, Target):
            self.emit("You peek at the dice: a double six", to=(action.seat,))


def test_private_news_from_an_open_action_is_shown_behind_the_curtain(qtbot, window):
    from stadsliv_qt.engine import registry

    registry.register(PeekGame)
    try:
        window.start_session(PeekGame(["Anna", "Björn"], {"rounds": 1}, seed=1))
        settle(qtbot)
        click(qtbot, bar_button(window, "aims for 4"))
        settle(qtbot)
        curtain = window.table.curtain
        assert curtain.is_up and curtain.seat == 0
        assert "You peek" not in "".join(window.table.log.lines())
        click(qtbot, curtain.card)
        texts = [lab.text() for lab in curtain.page.findChildren(type(window.table.bar.prompt))]
        assert "You peek at the dice: a double six" in texts
        click(qtbot, curtain.done_button)
        click(qtbot, curtain.reveal_button)
        assert not curtain.is_up and window.session.game.decision().kind is Kind.CHANCE
    finally:
        registry._GAMES.pop("peek", None)


def test_many_open_amounts_become_a_number_field(qtbot):
    """An open decision with many amounts (e.g. a bid) gets a spin box instead of 40 buttons."""
    from stadsliv_qt.engine import Decision
    from stadsliv_qt.ui.action_bar import ActionBar

    bar = ActionBar()
    qtbot.addWidget(bar)
    chosen = []
    bar.chosen.connect(chosen.append)
    actions = [Bid(1, a) for a in range(0, 41)] + [Target(1, 2)]
    decision = Decision(Kind.SEAT, (1,), "Bid or pass", rule="TOY-2", tag="bid")
    bar.show_actions("Björn", "#56B4E9", decision, actions, amount_spec(actions))
    assert (bar.amount.minimum(), bar.amount.maximum()) == (0, 40)
    assert [b.text() for b in bar.buttons] == ["seals a bid", "1  aims for 2"]
    assert bar.prompt.text() == "Björn: Bid or pass (TOY-2)"
    bar.amount.setValue(17)
    bar.buttons[0].click()
    assert chosen == [Bid(1, 17)]


def test_command_line_options():
    from stadsliv_qt.app import _parse

    options, rest = _parse([])
    assert (options.open, options.lang, options.smoke, rest) == (None, None, False, [])
    options, rest = _parse(["--open", "kväll.json", "--lang", "de", "-style", "fusion"])
    assert (options.open, options.lang, rest) == ("kväll.json", "de", ["-style", "fusion"])
