"""The generic pass-and-play table: board, seat panels, log, action bar, and the curtain flow.

The table holds no game logic. It renders the public view and public events, offers exactly the
engine's legal actions, and routes private input through the curtain in seat order: for each seat
still to choose a card "Pass to <name>", that seat's private page, then "Done"; when all are in,
a neutral card, and only then does the table behind update. Private events (to=(seat,)) appear
only on that seat's private pages.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QGraphicsView,
    QScrollArea,
    QSplitter,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from stadsliv_qt.bots import Choice
from stadsliv_qt.engine import Action, Decision, Event, Game, IllegalAction, Kind
from stadsliv_qt.teach.tutorial import is_dice
from stadsliv_qt.text import Msg

from . import dialogs, tokens, words
from .action_bar import ActionBar
from .board_view import BoardView
from .bot_runner import BotRunner, waiting_bot
from .choose import create_panel, create_scene
from .dialogs.common import label_for
from .dialogs.vote import VoteReveal, outcome_after, votes_in
from .format import format_value
from .handoff import Curtain
from .log_view import LogView
from .panels import SeatPanels
from .reveal import Stepper
from .scenes import SceneContext
from .seats import SeatControls
from .session import Session
from .settings import Preferences
from .teacher import Teacher

if TYPE_CHECKING:
    from .results import ResultsView  # imported when the game ends (start-up stays light)

CHANCE_DELAY_MS = 600  # at normal speed, before a shuffle or other automatic draw
END_DELAY_MS = 1500  # at normal speed, the final position before the end screen
PAGE_GUARD_MS = 400  # at normal speed, a page on the curtain takes no clicks at first
COLUMN = (270, 360)  # the seats and log column: least and most width
BAR_GAP = 8  # between the board and the action bar
COLUMN_SHARE = 0.25  # of the table's width, while the players have not moved the divider
SEATS_SHARE = (3, 2)  # the seats' and the log's usual shares of the column's height
SEATS_MOST = 0.72  # of the column's height the seats may take before they scroll (log: the rest)


class Table(QWidget):
    """One session's table. `host` is the window the curtain covers."""

    newGame = Signal()  # noqa: N815 (Qt signal style)
    playAgain = Signal()  # noqa: N815 (Qt signal style)

    def __init__(self, session: Session, prefs: Preferences, host: QWidget) -> None:
        super().__init__()
        self.session = session
        self.prefs = prefs
        game = session.game
        self.board = BoardView()
        self.scene = create_scene(SceneContext.for_game(game, prefs))
        self.scene.setParent(self)
        self.scene.actionChosen.connect(self.choose)
        self.board.setScene(self.scene)
        # the background is drawn once per size, not on every update
        self.board.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.bar = ActionBar()
        self.bar.chosen.connect(self.choose)
        self.bar.roll.connect(self.roll)
        self.bar.cover.connect(self.start_private)
        self.bar.newGame.connect(self.newGame)
        self.bar.playAgain.connect(self.playAgain)
        self.log = LogView()
        self.panels = SeatPanels(game)
        self.seat_controls = SeatControls(self.panels, session)
        self.bots = BotRunner(session, prefs, self)
        self.bots.act = self._bot_act
        self.bots.thinking.connect(self.seat_controls.set_thinking)
        session.playersChanged.connect(self._players_changed)

        top = self.left = QWidget()  # the board over the action bar
        top_lay = self.left_layout = QVBoxLayout(top)
        top_lay.setContentsMargins(0, 0, 0, 0)  # the bottom one leaves the bar its room
        self.stage = QStackedWidget()  # the board, or the end screen
        self.stage.addWidget(self.board)
        self.results: ResultsView | None = None
        self.reveal: VoteReveal | None = None  # the vote reveal shown over the board, once
        self.board.installEventFilter(self)
        top_lay.addWidget(self.stage, 1)
        # the bar's height follows the window, never its content: the board keeps its scale
        # from one prompt to the next (a panel taller than the bar scrolls inside it). It lies
        # under the board outside the layout, at a fixed size set whenever the column is
        # resized (_place_bar): a prompt, button or panel that changes in it lays out the bar
        # alone, not the column, the splitter and the window above it as well (Qt hands a
        # change of size up only from a widget whose size is not fixed; 0.6 ms a step)
        self.bar.setParent(top)
        self.bar.show()
        self._bar_height = 0
        self._place_bar(700)  # until the column has its size
        top.installEventFilter(self)
        side = QScrollArea()
        side.setWidgetResizable(True)
        side.setWidget(self.panels)
        side.setMinimumWidth(270)
        side.setStyleSheet("QScrollArea > QWidget > QWidget { background: transparent; }")
        # the board takes the whole height; seats and the log share the column beside it
        column = QSplitter(Qt.Orientation.Vertical)
        column.addWidget(side)
        column.addWidget(self.log)
        column.setStretchFactor(0, SEATS_SHARE[0])
        column.setStretchFactor(1, SEATS_SHARE[1])
        column.setSizes([560, 380])
        column.setChildrenCollapsible(False)
        self.column = column
        self._seats_auto = True  # until the players move the divider between seats and log
        column.splitterMoved.connect(lambda _pos, _index: setattr(self, "_seats_auto", False))
        split = self.split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(top)
        split.addWidget(column)
        split.setStretchFactor(0, 1)
        split.setStretchFactor(1, 0)
        split.setSizes([1180, COLUMN[1]])
        split.setChildrenCollapsible(False)
        self._column_auto = True  # until the players move the divider themselves
        split.splitterMoved.connect(lambda _pos, _index: setattr(self, "_column_auto", False))
        lay = QVBoxLayout(self)
        lay.setContentsMargins(10, 8, 10, 8)
        lay.addWidget(split)

        self.curtain = Curtain(host)
        self.curtain.guard = lambda: self.prefs.delay_ms(PAGE_GUARD_MS)
        self.curtain.opened.connect(self._open_seat)
        self.curtain.hidden.connect(self._hidden)
        self.curtain.done.connect(self._next_private)
        self.curtain.revealed.connect(self._lift)
        self.teacher = Teacher(self)  # rule cards, the log's links and lights, the digest
        self.teacher.table_start = len(game.log_for(None))

        self.frozen = False
        self._rolled = False  # the last action asked for the dice: roll them at once
        self._by_bot = False  # the last action was a computer's: the dice it set off roll alone
        self._hold = True  # show the table before a private round begins (after a load or reveal)
        self._mark = len(game.log)  # private events before this were delivered already
        self._pending: dict[int, list[Event]] = {}
        self._held: dict[int, list[str]] = {}  # private lines shown on a seat's open page
        self._flow: tuple[str, int | None] = ("", None)
        self._sealed_in_flow = 0
        self._public_mark = len(game.log_for(None))
        self.staged: Stepper | None = None  # the reveal being shown; the table waits for it
        self._staged_events: list[Event] = []  # reveals already started for the pending events
        self._auto = QTimer(self)
        self._auto.setSingleShot(True)
        self._auto.timeout.connect(self._auto_roll)
        session.stepped.connect(self._on_step)
        session.replaced.connect(self._on_replaced)
        self.refresh(game.log_for(None)[-40:], reveal=False)

    def dispose(self) -> None:
        """Detach from the session and remove the curtain (before the table is replaced)."""
        self._auto.stop()
        self.bots.shutdown()
        self._drop_reveal()
        self.session.stepped.disconnect(self._on_step)
        self.session.replaced.disconnect(self._on_replaced)
        self.session.playersChanged.disconnect(self._players_changed)
        self.curtain.lift()
        self.curtain.deleteLater()
        self.deleteLater()

    # ----- rendering --------------------------------------------------------------------------
    def refresh(
        self, scene_events: list[Event] | None = None, reveal: bool = True, draw: bool = False
    ) -> None:
        """Redraw everything from the public view (not while the curtain is up or a reveal runs).

        A staged reveal among the new public events (envelopes, bids, votes, the Ödestärning)
        is shown first; the panels, the log from the reveal on, the board and the next decision
        wait until it has shown everything, so nothing on the screen runs ahead of it. With
        `draw` (right after a step), a draw that nothing waits for is made first (_draw_at_once).
        """
        if self.frozen or self.staged is not None:
            return
        game = self.session.game
        decision = game.decision()
        view = self.session.public_view()
        public = game.log_for(None)
        if scene_events is None:
            scene_events = public[self._public_mark :] if self._public_mark <= len(public) else []
        if reveal and self._stage(view, scene_events):
            return
        if draw and self._draw_at_once(decision):
            return
        self._staged_events = []
        start, self._public_mark = self._public_mark, len(public)
        self.panels.update_from(game, view, decision)
        self._fit_seats()
        self.log.update_from(game)
        self.scene.update_from(view, decision, scene_events)
        # after the board: a rule card's picture shows the board as it is now, not the moment
        # before (a roll's card showed the odds of the roll still on the fields)
        self.teacher.after_refresh(start)
        self._offer(decision, view)

    # ----- staged reveals ---------------------------------------------------------------------
    def _stage(self, view: dict[str, Any], events: list[Event]) -> bool:
        """Start the first reveal among `events` not shown yet; True if one was started."""
        for k, event in enumerate(events):
            if any(event is e for e in self._staged_events):
                continue
            stepper = self._start_reveal(view, event, events, k)
            if stepper is None:
                continue
            self._staged_events.append(event)
            self.staged = stepper
            self.log.update_from(self.session.game, before=event)  # what led up to it
            self._auto.stop()
            self.scene.offer(None, [])
            self.bar.show_reveal(stepper.show_all)
            stepper.finished.connect(self._reveal_finished)
            stepper.start()  # with animations off it finishes (and the table follows) at once
            return True
        return False

    def _start_reveal(
        self, view: dict[str, Any], event: Event, events: list[Event], k: int
    ) -> Stepper | None:
        """The board's own staged reveal of `event`, or the vote reveal over the board."""
        stage = getattr(self.scene, "stage", None)
        stepper = stage(view, event, events[k + 1 :]) if callable(stage) else None
        if stepper is not None:
            return stepper
        votes = votes_in(event)
        if votes is None:
            return None
        return self._show_vote_reveal(votes, outcome_after(events, event))

    def _reveal_finished(self) -> None:
        """The reveal has shown everything: the table catches up."""
        if self.staged is None:
            return
        self.staged = None
        self.refresh()

    def _drop_reveal(self) -> None:
        """The game under a running reveal was replaced (undo): stop waiting for it."""
        stepper, self.staged = self.staged, None
        self._staged_events = []
        if stepper is not None:
            stepper.finished.disconnect(self._reveal_finished)
            stepper.stop()

    def _show_vote_reveal(self, votes: dict[int, bool], outcome: str) -> Stepper:
        """The reveal of a vote over the board: every seat's vote one by one, then the tally."""
        if self.reveal is not None:
            self.reveal.deleteLater()
        reveal = VoteReveal(self.session.game, votes, outcome, delay=self.prefs.delay_ms)
        reveal.setParent(self.board)
        reveal.closed.connect(lambda: setattr(self, "reveal", None))
        self.reveal = reveal
        reveal.adjustSize()
        self._place_reveal()
        reveal.stepper.stepped.connect(lambda _n: self._place_reveal())
        reveal.show()
        reveal.raise_()
        return reveal.stepper

    def _place_reveal(self) -> None:
        if self.reveal is None:
            return
        size = self.reveal.sizeHint().expandedTo(self.reveal.minimumSizeHint())
        width = min(max(size.width(), 380), self.board.width() - 40)
        self.reveal.resize(
            width,
            self.reveal.heightForWidth(width) if self.reveal.hasHeightForWidth() else size.height(),
        )
        self.reveal.move((self.board.width() - self.reveal.width()) // 2, 24)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt name)
        """Keep the reveal centred over the board; size the bar for the window's height."""
        if event.type() == QEvent.Type.Resize:
            if watched is self.board:
                self._place_reveal()
            elif watched is self.left:
                self._place_bar()
        return False

    def _place_bar(self, available: int | None = None) -> None:
        """The bar across the foot of the board's column, as tall as the column allows
        (ActionBar.budget); the board's layout leaves it that room."""
        left = self.left
        height = self.bar.budget(left.height() if available is None else available)
        if height != self._bar_height:
            self._bar_height = height
            self.left_layout.setContentsMargins(0, 0, 0, height + BAR_GAP)
        self.bar.setFixedSize(max(1, left.width()), height)
        self.bar.move(0, left.height() - height)

    def _fit_seats(self) -> None:
        """The seats get the height their panels need, up to SEATS_MOST of the column, and the
        log the rest (at least its usual two fifths otherwise), until the players move the
        divider: four seats with loans scrolled at 1366x768, the fourth cut in half."""
        if not self._seats_auto:
            return
        sizes = self.column.sizes()
        total = sum(sizes)
        width = self.panels.width()
        lay = self.panels.layout()
        if total <= 0 or width <= 0 or lay is None:
            return
        need = lay.totalHeightForWidth(width) if lay.hasHeightForWidth() else -1
        need = max(need, self.panels.minimumSizeHint().height()) + 4  # the scroll area's frame
        least = round(total * SEATS_SHARE[0] / sum(SEATS_SHARE))
        seats = max(least, min(need, round(total * SEATS_MOST)))
        if abs(sizes[0] - seats) > 1:
            self.column.setSizes([seats, total - seats])

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt name)
        """The seats and log column takes a share of the width, so a small window leaves the
        board as much room as it can (until the players move the divider)."""
        super().resizeEvent(event)
        self._fit_seats()
        if not self._column_auto:
            return
        total = sum(self.split.sizes())
        column = max(COLUMN[0], min(COLUMN[1], round(COLUMN_SHARE * self.width())))
        if total > column and self.split.sizes()[1] != column:
            self.split.setSizes([total - column, column])

    def _seat_look(self, seat: int) -> tuple[str, str, str]:
        s = self.session.game.seats[seat]
        return s.name, tokens.seat_colour(s.colour, seat), tokens.seat_shape(s.token, seat)

    def _offer(self, decision: Decision, view: dict[str, Any]) -> None:
        """Offer the decision on the bar and the board; `view` is the public view just drawn
        (handed on, not computed again: it is a good part of a step in Stadsliv)."""
        game = self.session.game
        # the board is offered once, at the end: clearing it first and lighting the same lots
        # again would draw them twice for nothing
        offered: tuple[int | None, list[Action]] = (None, [])
        private = dialogs.is_private(game.info.id, decision)
        rolled, self._rolled = self._rolled, False
        if decision.kind is not Kind.TERMINAL and self.stage.currentWidget() is not self.board:
            self.show_board()
        if self._pending:
            self.bar.show_private(decision, "", "")
            # news for one seat's eyes comes first, once the board has finished moving
            QTimer.singleShot(self._scene_busy(), self, self.start_private)
        elif (bot := self._bot_waiting(decision)) is not None:
            name, colour, shape = self._seat_look(bot)
            self.bar.show_thinking(
                self.tr("{name} (computer) is thinking…").format(name=name), colour, shape
            )
            secret = decision.kind is Kind.SEALED or dialogs.is_private(game.info.id, decision)
            self.bots.start(bot, secret)
        elif decision.kind is Kind.TERMINAL:
            self.bar.show_end(self._results_text(decision), self.show_results)
            if self.results is None:
                # the final position is drawn first; the end screen follows once it has been seen
                self.board.viewport().repaint()
                wait = max(self._scene_busy(), self.prefs.delay_ms(END_DELAY_MS))
                if wait:
                    QTimer.singleShot(wait, self, self.show_results)
                else:
                    self.show_results()
        elif decision.kind is Kind.CHANCE:
            automatic = not is_dice(decision) or rolled or self._nobody_to_roll(decision)
            self.bar.show_chance(decision, automatic)
            if automatic:
                self._auto.start(self._draw_pause(rolled))
        elif private and decision.seats:
            name, colour, shape = self._seat_look(self._first_person(decision))
            self.bar.show_private(decision, name, colour, shape, alone=self._solo)
            if not self._hold:
                QTimer.singleShot(self._scene_busy(), self, self.start_private)
        elif decision.kind is Kind.SEAT and decision.seat is not None:
            seat = decision.seat
            self.teacher.mark_turn(seat, view)  # "since your turn" starts here
            name, colour, shape = self._seat_look(seat)
            actions = game.legal_actions(seat)
            entry = dialogs.lookup(game.info.id, decision.tag)
            if entry is not None:
                context = dialogs.PanelContext(
                    game, seat, decision, actions, private=False, public=view
                )
                shown = self.bar.kept_panel(entry.factory)
                if isinstance(shown, dialogs.DecisionPanel) and shown.update_from(context):
                    # the same kind of decision again (the next bid, the turn window after an
                    # auction): the panel on the bar or kept hidden is updated in place
                    self.bar.keep_panel(name, colour, decision, shape, shown)
                else:
                    panel = entry.factory(context, None)
                    panel.made_by = entry.factory  # type: ignore[attr-defined]
                    panel.chosen.connect(self.choose)
                    self.bar.show_panel(name, colour, decision, panel, shape)
            else:
                self.bar.show_actions(
                    name,
                    colour,
                    decision,
                    actions,
                    dialogs.amount_spec(actions),
                    lambda a: label_for(game, a),
                    shape,
                )
            offered = (seat, actions)
        self.scene.offer(*offered)

    def _scene_busy(self) -> int:
        """How long the board still animates (ms); the curtain waits for it."""
        busy = getattr(self.scene, "busy_ms", None)
        return max(0, int(busy())) if callable(busy) else 0

    def show_results(self) -> None:
        """The end screen in place of the board: breakdown, chart, play again."""
        from .results import ResultsView

        game = self.session.game
        decision = game.decision()
        if decision.kind is not Kind.TERMINAL:
            return
        if self.results is None:
            self.results = results = ResultsView(game, decision, self.session.series)
            results.playAgain.connect(self.playAgain)
            results.newGame.connect(self.newGame)
            results.showBoard.connect(self.show_board)
            self.stage.addWidget(results)
        self.stage.setCurrentWidget(self.results)

    def show_board(self) -> None:
        """The board again (from the end screen)."""
        self.stage.setCurrentWidget(self.board)

    def _results_text(self, decision: Decision) -> str:
        game = self.session.game
        results = decision.results
        if results is None:
            return self.tr("The game is over.")
        names = [game.seats[w].name for w in results.winners]
        if len(names) == 1:
            head = self.tr("{name} wins").format(name=names[0])
        else:
            head = self.tr("Shared win: {names}").format(names=", ".join(names))
        said = words.say(results.reason)
        reason = f"{said}, {results.rule}" if results.rule else said
        text = f"{head} ({reason})" if reason else head
        if results.scores:
            scores = " · ".join(
                f"{game.seats[s].name} {words.number(v)}" for s, v in sorted(results.scores.items())
            )
            text += "\n" + self.tr("Scores: {scores}").format(scores=scores)
        return text

    # ----- acting in the open -----------------------------------------------------------------
    def choose(self, action: Action) -> None:
        """Send an action chosen on the bar, a panel or the board; show a refusal's sentence."""
        if self.frozen:
            return
        self.teacher.acted()
        self._rolled = type(action).__name__ == "Roll"
        self._by_bot = False
        try:
            self.session.apply(action)
        except IllegalAction as exc:
            self._rolled = False
            if isinstance(self.bar.panel, dialogs.DecisionPanel):
                self.bar.panel.refuse(words.refusal(exc))
            else:
                self.bar.show_refusal(words.refusal(exc))

    def roll(self) -> None:
        """Resolve the CHANCE decision."""
        if self.frozen or self.session.game.decision().kind is not Kind.CHANCE:
            return
        self._auto.stop()
        self.teacher.acted()
        try:
            self.session.resolve_chance()
        except IllegalAction as exc:
            self.bar.show_refusal(words.refusal(exc))

    def _draw_pause(self, rolled: bool) -> int:
        """How long an automatic draw waits (ms): none for the dice a Roll asked for."""
        return 0 if rolled else self.prefs.delay_ms(CHANCE_DELAY_MS)

    def _draw_at_once(self, decision: Decision) -> bool:
        """Make now an automatic draw that nothing waits for (the dice the last action asked
        for, or any draw with animations off); True if it was made. Its own step redraws the
        table, this step's lines and moves included, so a click is drawn once, with its dice,
        not once before them and again a moment later. With animations on, a draw other than
        asked-for dice keeps its pause (the bar's timer, _offer)."""
        rolled = self._rolled
        if decision.kind is not Kind.CHANCE or self._pending or not self.session.draws_at_once:
            return False
        if not (rolled or not is_dice(decision)):
            return False  # dice wait for a click on Roll
        if self._draw_pause(rolled):
            return False
        self._rolled = False
        self._auto.stop()
        try:
            self.session.resolve_chance()
        except IllegalAction:
            self._rolled = rolled  # drawn by the bar's timer instead, as before
            return False
        return True

    def _auto_roll(self) -> None:
        """The bar's timer: it is started only for draws nobody is asked to click (_offer)."""
        decision = self.session.game.decision()
        if not self.frozen and decision.kind is Kind.CHANCE:
            self.roll()

    def _on_step(self, _events: list[Event]) -> None:
        if self.frozen:
            return
        self._hold = False
        self._collect_private()
        self.refresh(draw=True)

    def _on_replaced(self) -> None:
        self._auto.stop()
        self._by_bot = False  # undo lands on a person's decision
        self.bots.cancel()
        self.bots.forget_bots()
        self._drop_reveal()
        self.teacher.cards.clear()
        self._mark = min(self._mark, len(self.session.game.log))
        self._public_mark = len(self.session.game.log_for(None))
        self.refresh([])

    # ----- the curtain ------------------------------------------------------------------------
    def _collect_private(self) -> None:
        log = self.session.game.log
        for event in log[self._mark :]:
            for seat in event.to or ():
                if self.session.is_person(seat):  # a computer reads its news from its view
                    self._pending.setdefault(seat, []).append(event)
        self._mark = len(log)

    def start_private(self) -> None:
        """Cover the window and ask the seats, in seat order, one at a time."""
        game = self.session.game
        if self.staged is not None:
            return  # after the reveal, the table offers the private decision again
        if self.frozen or not (self._pending or dialogs.is_private(game.info.id, game.decision())):
            return
        if self.session.holds_private():
            return  # a tutorial's card is read first; the guide raises the curtain after it
        self._auto.stop()
        finish = getattr(self.scene, "finish_animations", None)
        if callable(finish):
            finish()  # nothing behind the curtain moves while it is up
        self.frozen = True
        self.setEnabled(False)
        self._sealed_in_flow = 0
        self.curtain.set_see_through(self._solo)
        self._next_private()

    def _next_private(self) -> None:
        game = self.session.game
        decision = game.decision()
        private = dialogs.is_private(game.info.id, decision) and bool(decision.seats)
        new_round = decision.kind is Kind.SEALED and not decision.submitted
        if private and new_round and self._sealed_in_flow:
            private = False  # a fresh sealed round after a reveal: show the table first
        candidates = set(self._pending)
        if private and self._bot_waiting(decision) is None:
            candidates.add(self._first_person(decision))
        if not candidates:
            self._flow = ("end", None)
            if self._solo:
                self._lift()  # one person at the table: no hand-off to ask for
                return
            if self._sealed_in_flow:
                self.curtain.show_neutral(
                    self.tr("Everyone has chosen"),
                    self.tr("Gather round: the choices are revealed together."),
                    self.tr("Show the table"),
                )
            else:
                self.curtain.show_neutral(
                    self.tr("Back to the table"),
                    self.tr("Turn the screen so everyone can see it."),
                    self.tr("Show the table"),
                )
            return
        seat = min(candidates)
        name, colour, token = self._seat_look(seat)
        deciding = private and seat == self._first_person(decision)
        self._flow = ("decide" if deciding else "notice", seat)
        if self._solo:
            self._open_seat(seat)  # nobody to pass the screen to
            return
        prompt = words.prompt(decision) if deciding else self.tr("There is news only for you.")
        self.curtain.show_card(seat, name, colour, token, prompt)

    def follow_private(self) -> None:
        """The decision changed while a seat's card is up (a tutorial made that seat's move
        itself): ask again whose turn behind the curtain it is."""
        if self.frozen and self.curtain.card is not None and self._flow[0] == "decide":
            self._next_private()

    def _open_seat(self, seat: int) -> None:
        kind, flow_seat = self._flow
        if seat != flow_seat:
            return
        game = self.session.game
        name, colour, _ = self._seat_look(seat)
        held = self._held.setdefault(seat, [])
        held.extend(words.line(e) for e in self._pending.pop(seat, []))
        if not self._solo and self.session.is_person(seat):  # what changed since its turn
            self.curtain.digest = self.teacher.digest_title(seat)
        if kind == "notice":
            self.curtain.show_done(name, colour, self.tr("Only for you"), self._held.pop(seat))
            return
        decision = game.decision()
        actions = game.legal_actions(seat)
        context = dialogs.PanelContext(
            game, seat, decision, actions, private=True, private_lines=list(held)
        )
        panel = create_panel(context, None)
        panel.chosen.connect(lambda action: self._private_choose(seat, panel, action))
        # a game's own panel shows what it needs of the seat's view; only generic panels get lines
        own = dialogs.lookup(game.info.id, decision.tag) is not None
        extra = [] if own else self._private_view_lines(seat)
        prompt = words.prompt(decision)
        self.curtain.show_private(seat, name, colour, prompt, panel, held + extra)

    def _private_view_lines(self, seat: int) -> list[str]:
        """What this seat's own view holds beyond the public one."""
        game = self.session.game
        mine, public = game.view(seat), game.view(None)
        names: list[str] = []  # (a seat's own lists are not one entry per seat)
        lines = []
        known = _named_ids(public)
        for key, value in mine.items():
            if key in ("players", "viewer") or public.get(key) == value:
                continue  # (the viewer is only the seat itself)
            leaves = _beyond(value, public.get(key))
            if not leaves:
                continue
            if len(leaves) == 1 and leaves[0][0] in ("", "mine"):
                said = format_value(leaves[0][1], names)
            else:  # each part the seat alone sees, by its own name (ids the view names: names)
                said = ", ".join(
                    f"{known.get(k) or words.view_key(k)}: {format_value(v, names, 1)}"
                    for k, v in leaves
                )
            lines.append(f"{words.view_key(key)}: {said}")
        rows, public_rows = mine.get("players"), public.get("players")
        if isinstance(rows, list) and isinstance(public_rows, list) and seat < len(rows):
            own, shared = rows[seat], public_rows[seat] if seat < len(public_rows) else {}
            if isinstance(own, dict) and isinstance(shared, dict):
                heads = {
                    "money_text": self.tr("Money"),
                    "second": self.tr("Second currency"),
                    "holdings": self.tr("Holdings"),
                    "notes": self.tr("Notes"),
                }
                for key, head in heads.items():
                    if own.get(key) != shared.get(key) and own.get(key):
                        lines.append(f"{head}: {format_value(own[key], [])}")
        return lines

    def _private_choose(self, seat: int, panel: dialogs.DecisionPanel, action: Action) -> None:
        game = self.session.game
        was_sealed = game.decision().kind is Kind.SEALED
        try:
            self.session.apply(action)
        except IllegalAction as exc:
            panel.refuse(words.refusal(exc))
            return
        if was_sealed:
            self._sealed_in_flow += 1
        self._collect_private()
        self._held.pop(seat, None)
        lines = [words.line(e) for e in self._pending.pop(seat, [])]
        name, colour, _ = self._seat_look(seat)
        if not was_sealed:
            self.curtain.show_done(name, colour, self.tr("Your choice is made."), lines)
            return
        # that the entry is in, not what it holds: the amounts only while the seat holds a button
        said = getattr(panel, "sealed_summary", None)
        summary = (said() if callable(said) else "") or self.tr(
            "Your choice is in. Nobody sees it before the reveal."
        )
        self.curtain.show_done(
            name, colour, self.tr("Your choice is sealed."), [], sealed=lines, summary=summary
        )

    def _lift(self) -> None:
        self._flow = ("", None)
        self._hold = True
        self.frozen = False
        self.setEnabled(True)
        self.curtain.lift()
        self._collect_private()
        self.refresh()

    def _hidden(self, _seat: int) -> None:
        """A seat hid its page without choosing: the next card (alone at the table: the table)."""
        if self._solo:
            self._lift()
        else:
            self._next_private()

    # ----- computer players -------------------------------------------------------------------
    @property
    def _solo(self) -> bool:
        """One person and computers: no screen to pass, so no hand-off cards."""
        return self.session.people == 1

    def _first_person(self, decision: Decision) -> int:
        """The first person among the seats a decision waits for (the lowest seat if none)."""
        people = [s for s in decision.seats if self.session.is_person(s)]
        return min(people) if people else min(decision.seats)

    def _bot_waiting(self, decision: Decision) -> int | None:
        """The computer seat the game waits for (computers enter sealed rounds first)."""
        return waiting_bot(self.session.game, decision, self.session.players)

    def _nobody_to_roll(self, decision: Decision) -> bool:
        """Dice no person is asked to roll: a table of computers, a computer's own roll, or dice
        a computer's move set off (the Ödestärning for its landing on Ödet, a utility's dice)."""
        if self._by_bot or not self.session.people:
            return True
        seats = decision.seats or ()
        return bool(seats) and not any(self.session.is_person(s) for s in seats)

    def _bot_act(self, seat: int, choice: Choice) -> None:
        """A computer's move, on the GUI thread: applied like a person's, with its reason logged."""
        game = self.session.game
        decision = game.decision()
        if self.frozen or seat not in decision.seats or self.session.is_person(seat):
            self.refresh()  # the table moved on meanwhile; ask again if it still waits
            return
        note = reason_line(game, decision, seat, choice)
        self._rolled = type(choice.action).__name__ == "Roll"
        self._by_bot = True
        try:
            self.session.apply(choice.action, note)
        except IllegalAction as exc:  # a bot's bug: say it, and let a person take the seat
            self._rolled = self._by_bot = False
            self.session.set_player(seat, "person")
            self.bar.show_refusal(str(exc))

    def _players_changed(self) -> None:
        """A seat was handed over: stop a thought in progress and offer the decision again."""
        self.bots.cancel()
        self.seat_controls.update()
        self.refresh()


def _beyond(mine: Any, shared: Any, key: str = "") -> list[tuple[str, Any]]:
    """What a seat's view holds beyond the public one, as (innermost key, value) leaves; parts
    that are empty or nothing (0, none) are left out."""
    if mine == shared:
        return []
    if isinstance(mine, dict):
        other = shared if isinstance(shared, dict) else {}
        return [leaf for k, v in mine.items() for leaf in _beyond(v, other.get(k), str(k))]
    if mine is None or (type(mine) is int and mine == 0) or (not mine and mine is not False):
        return []  # (a vote of no stays)
    return [(key, mine)]


def _named_ids(view: dict[str, Any]) -> dict[str, str]:
    """Every record of a view that has an id and a name (Borgata's contacts, lots …): id -> name."""
    out: dict[str, str] = {}
    for value in view.values():
        if isinstance(value, list):
            for entry in value:
                if isinstance(entry, dict) and isinstance(entry.get("id"), str):
                    name = entry.get("name")
                    if isinstance(name, str) and name:
                        out[entry["id"]] = name
    return out


def reason_line(game: Game, decision: Decision, seat: int, choice: Choice) -> Event | None:
    """The log line of a computer's reason: only its seat's for a sealed or private decision,
    none for a forced move ("has no other choice" before every roll was only noise)."""
    if choice.reason is None or choice.reason.id == "only_choice":
        return None
    secret = decision.kind is Kind.SEALED or dialogs.is_private(game.info.id, decision)
    return Event(
        Msg("bot.reason", {"seat": game.ref(seat), "reason": choice.reason.msg()}),
        kind="bot",
        to=(seat,) if secret else None,
    )
