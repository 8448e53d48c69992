"""The main window: menus and shortcuts, the welcome page, and the table of the running game.

Kept light to import: the table, the New Game dialog, the rules core and the engines' words load
on first use, so the window shows quickly. The first frame needs only the welcome page and the
menu bar's titles: the menus' actions (and their shortcuts) are made by settle(), on the first
turn of the event loop after the window shows.
"""

from __future__ import annotations

import contextlib
import os
import random
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QTimer
from PySide6.QtWidgets import QMainWindow, QStackedWidget, QWidget

from . import i18n, style
from .room import fit_size
from .settings import (
    LANGUAGES,
    SPEEDS,
    TEXT_SIZES,
    Preferences,
    autosave_path,
    documents_dir,
    legacy_autosave_path,
)
from .welcome import WelcomePage

if TYPE_CHECKING:  # loaded on first use (see above)
    from PySide6.QtGui import QAction, QKeySequence
    from PySide6.QtWidgets import QMenu, QMessageBox

    from stadsliv_qt.teach.tutorial import Tutorial

    from .guide.overlay import GuideOverlay
    from .session import Session
    from .table import Table


class MainWindow(QMainWindow):
    """One window: the welcome page or the table."""

    def __init__(self, prefs: Preferences | None = None, settle_later: bool = False) -> None:
        """`settle_later`: the caller calls settle() once the window is shown and has looked for
        a game to resume (app.py); otherwise the window settles on its first event-loop turn."""
        super().__init__()
        self.prefs = prefs or Preferences()
        self._text_factor()
        self.session: Session | None = None
        self.table: Table | None = None
        self.overlay: GuideOverlay | None = None  # the tutorial's card, while one is played
        self.last_message = ""
        self._move_note = ""  # a status message that the next move makes old news
        self.alert_box: QMessageBox | None = None  # the last warning box, while it is open
        self.open_question: QMessageBox | None = None  # "Open another game?" while it is open
        self._broken_autosave: Path | None = (
            None  # an unreadable autosave, moved aside when replaced
        )
        self._check_pending = False  # check_autosave() left the full check for the next turn
        self._actions: dict[str, QAction] | None = None  # the menus' actions, once settle() ran
        self._menus: dict[str, QMenu] = {}  # the menu bar's menus by key
        self.stack = QStackedWidget()
        self.setCentralWidget(self.stack)
        self.welcome = self._make_welcome()
        self.setMinimumSize(1000, 680)
        self.resize(1440, 900)
        self._build_menus(fill=False)
        self._update_title()
        self.statusBar().setSizeGripEnabled(False)
        if not settle_later:
            QTimer.singleShot(0, self, self.settle)

    def take_place(self) -> None:
        """Open where the window was closed last; the first time, at its first size made to fit
        the screen (a laptop's is often smaller than 1440x900), never below its least size."""
        saved = self.prefs.window_place
        if saved and self.restoreGeometry(QByteArray(saved)):
            return
        fit_size(self, self.width(), self.height())  # resize() keeps to the least size

    def settle(self) -> None:
        """Make what the first frame does not show: the menus' actions and their shortcuts."""
        self._fill_menus()

    @property
    def menu_actions(self) -> dict[str, QAction]:
        """Every action of the menus by key (made now if settle() has not run yet)."""
        if self._actions is None:
            self._fill_menus()
        assert self._actions is not None  # (_fill_menus made them)
        return self._actions

    # ----- building -----------------------------------------------------------------------------
    def _make_welcome(self) -> WelcomePage:
        page = WelcomePage()
        page.newGame.connect(self.new_game_dialog)
        page.openFile.connect(self.open_dialog)
        page.resume.connect(self.continue_last)
        page.learn.connect(self.learn)
        self.stack.addWidget(page)
        if self.session is None:
            self.stack.setCurrentWidget(page)
        return page

    def _action(
        self, key: str, text: str, slot, shortcut: QKeySequence.StandardKey | str | None = None
    ) -> QAction:
        from PySide6.QtGui import QAction, QKeySequence

        action = QAction(text, self)
        if isinstance(shortcut, QKeySequence.StandardKey):
            action.setShortcuts(shortcut)
        elif shortcut is not None:
            # From a string, with setShortcuts: setShortcut's overload check and QKeySequence's
            # copy constructor load Qt's whole key enum (~50 ms at start-up).
            action.setShortcuts([QKeySequence(str(shortcut))])
        action.triggered.connect(lambda _checked=False: slot())
        assert self._actions is not None  # (only _fill_menus makes actions)
        self._actions[key] = action
        return action

    def _build_menus(self, fill: bool = True) -> None:
        """The menu bar with its menus' titles; their actions too, with `fill` (else settle(), a
        first use of menu_actions, or the first menu opened makes them)."""
        bar = self.menuBar()
        bar.clear()
        self._actions = None
        titles = {
            "game": self.tr("&Game"),
            "edit": self.tr("&Edit"),
            "view": self.tr("&View"),
            "settings": self.tr("&Settings"),
            "help": self.tr("&Help"),
        }
        self._menus = {key: bar.addMenu(title) for key, title in titles.items()}
        for menu in self._menus.values():
            menu.aboutToShow.connect(self._fill_menus)
        if fill:
            self._fill_menus()

    def _fill_menus(self) -> None:
        """The menus' actions, once per menu bar."""
        if self._actions is not None:
            return
        from PySide6.QtGui import QActionGroup, QKeySequence

        from stadsliv_qt.text import Msg

        from . import words

        self._actions = {}
        game = self._menus["game"]
        game.addAction(
            self._action(
                "new", self.tr("&New game…"), self.new_game_dialog, QKeySequence.StandardKey.New
            )
        )
        game.addAction(
            self._action("open", self.tr("&Open…"), self.open_dialog, QKeySequence.StandardKey.Open)
        )
        game.addAction(
            self._action("save", self.tr("&Save"), self.save, QKeySequence.StandardKey.Save)
        )
        game.addAction(
            self._action("save_as", self.tr("Save &as…"), self.save_as_dialog, "Ctrl+Shift+S")
        )
        game.addSeparator()
        game.addAction(self._action("continue", self.tr("&Continue last game"), self.continue_last))
        game.addSeparator()
        game.addAction(self._action("quit", self.tr("&Quit"), self.close, "Ctrl+Q"))

        edit = self._menus["edit"]
        edit.addAction(
            self._action("undo", self.tr("&Undo"), self.undo, QKeySequence.StandardKey.Undo)
        )

        view = self._menus["view"]
        zoom_in = self._action("zoom_in", self.tr("Zoom &in"), lambda: self._board("zoom_in"))
        zoom_in.setShortcuts([QKeySequence("Ctrl++"), QKeySequence("Ctrl+=")])
        view.addAction(zoom_in)
        view.addAction(
            self._action(
                "zoom_out", self.tr("Zoom &out"), lambda: self._board("zoom_out"), "Ctrl+-"
            )
        )
        view.addAction(
            self._action("fit", self.tr("&Fit the board"), lambda: self._board("fit"), "Ctrl+0")
        )

        settings = self._menus["settings"]
        language = settings.addMenu(self.tr("&Language"))
        group = QActionGroup(self)
        for code in LANGUAGES:
            action = self._action(
                f"lang_{code}", i18n.LANGUAGE_NAMES[code], lambda c=code: self.set_language(c)
            )
            action.setCheckable(True)
            action.setChecked(code == words.language())
            group.addAction(action)
            language.addAction(action)
        speed = settings.addMenu(self.tr("&Animation speed"))
        names = {
            "off": self.tr("Off"),
            "fast": self.tr("Fast"),
            "normal": self.tr("Normal"),
            "slow": self.tr("Slow"),
        }
        group = QActionGroup(self)
        for value in SPEEDS:
            action = self._action(f"speed_{value}", names[value], lambda v=value: self.set_speed(v))
            action.setCheckable(True)
            action.setChecked(value == self.prefs.speed)
            group.addAction(action)
            speed.addAction(action)
        text_size = settings.addMenu(self.tr("&Text size"))
        names = {"small": self.tr("Small"), "normal": self.tr("Normal"), "large": self.tr("Large")}
        group = QActionGroup(self)
        for value in TEXT_SIZES:
            action = self._action(
                f"text_{value}", names[value], lambda v=value: self.set_text_size(v)
            )
            action.setCheckable(True)
            action.setChecked(value == self.prefs.text_size)
            group.addAction(action)
            text_size.addAction(action)
        cards = self._action("rule_cards", words.say(Msg("cards.menu.rule_cards")), self._cards)
        cards.setCheckable(True)
        cards.setChecked(self.prefs.rule_cards)
        cards.setStatusTip(words.say(Msg("cards.menu.rule_cards.tip")))
        cards.setToolTip(cards.statusTip())
        settings.addAction(cards)

        helpmenu = self._menus["help"]
        helpmenu.addAction(
            self._action("rules", self.tr("&Rules of this game"), self.show_rules, "F1")
        )
        self.rules_menu = helpmenu.addMenu(self.tr("Rules of…"))
        self.rules_menu.aboutToShow.connect(self._fill_rules_menu)
        self.learn_menu = helpmenu.addMenu(self.tr("Learn to play"))
        self.learn_menu.aboutToShow.connect(self._fill_learn_menu)
        helpmenu.addSeparator()
        helpmenu.addAction(self._action("about", self.tr("&About Stadsliv"), self.show_about))
        self._update_actions()

    def _fill_rules_menu(self) -> None:
        from stadsliv_qt.engine import registry

        self.rules_menu.clear()
        for cls in registry.games():
            action = self.rules_menu.addAction(cls.info.title)
            action.triggered.connect(lambda _c=False, gid=cls.info.id: self.show_rules(gid))

    def _fill_learn_menu(self) -> None:
        """Learn to play ▸ each title with a tutorial (continue or start over one under way)."""
        from stadsliv_qt.engine import registry

        from . import words
        from .guide.offers import offers

        self.learn_menu.clear()
        for offer in offers(self.prefs, words.language()):
            try:
                title = registry.get(offer.game_id).info.title
            except KeyError:
                title = offer.title
            if offer.left_at is None:
                action = self.learn_menu.addAction(title)
                action.triggered.connect(lambda _c=False, gid=offer.game_id: self.learn(gid))
                continue
            sub = self.learn_menu.addMenu(title)
            go_on = sub.addAction(
                self.tr("Continue the tutorial (step {k} of {n})").format(
                    k=offer.left_at + 1, n=offer.steps
                )
            )
            go_on.triggered.connect(lambda _c=False, gid=offer.game_id: self.learn(gid))
            again = sub.addAction(self.tr("Start it over"))
            again.triggered.connect(lambda _c=False, gid=offer.game_id: self.learn(gid, True))
        if self.learn_menu.isEmpty():
            none = self.learn_menu.addAction(self.tr("No tutorial is installed"))
            none.setEnabled(False)

    @property
    def guided(self) -> bool:
        """True while a tutorial is on the table."""
        return self.overlay is not None

    def _update_actions(self) -> None:
        """Enable, grey and name the menus' actions for what is on the table now."""
        if self._actions is None:
            return  # not made yet: _fill_menus() brings them up to date when it makes them
        from . import words

        session = self.session
        running = session is not None
        for key in ("save", "save_as", "undo", "zoom_in", "zoom_out", "fit", "rules"):
            self.menu_actions[key].setEnabled(running)
        for key in ("save", "save_as"):  # a tutorial keeps its own place; nothing to save
            if self.guided:
                self.menu_actions[key].setEnabled(False)
        waiting = autosave_path().exists() or legacy_autosave_path().exists()
        self.menu_actions["continue"].setEnabled(not running and waiting)
        undo = self.menu_actions["undo"]
        undo.setEnabled(session is not None and session.can_undo)  # greyed when nothing can go back
        last = session.undo_what() if session is not None and session.can_undo else ""
        what = words.undo_text(last)  # the action's own words, in the table's language
        undo.setText(self.tr("&Undo: {what}").format(what=what) if what else self.tr("&Undo"))
        undo.setStatusTip("" if undo.isEnabled() or not running else self._nothing_to_undo())
        undo.setToolTip(undo.statusTip() or undo.text())
        if self.guided:
            undo.setStatusTip(self.tr("Undo is off during the tutorial."))
            undo.setToolTip(undo.statusTip())

    def _update_title(self) -> None:
        if self.session is None:
            self.setWindowTitle("Stadsliv")
            return
        if self.guided:
            self.setWindowTitle(
                self.tr("Learn to play {game} — Stadsliv").format(game=self.session.game.info.title)
            )
            return
        path = self.session.file_path
        where = path.name if path else self.tr("not saved to a file")
        self.setWindowTitle(f"{self.session.game.info.title} — {where} — Stadsliv")

    def _board(self, what: str) -> None:
        if self.table is not None:
            getattr(self.table.board, what)()

    # ----- messages ---------------------------------------------------------------------------------
    def inform(self, text: str, until_next_move: bool = False) -> None:
        """A short message in the status bar (with `until_next_move`, gone at the next move)."""
        self.last_message = text
        self._move_note = text if until_next_move else ""
        self.statusBar().showMessage(text, 10000)

    def alert(self, title: str, text: str) -> None:
        """A warning box that does not block (the game can go on behind it)."""
        self.inform(text)
        if self.alert_box is not None:
            self.alert_box.close()
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(
            QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, self
        )
        box.setTextFormat(Qt.TextFormat.PlainText)  # file names and names: as typed, never HTML
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()
        self.alert_box = box
        box.finished.connect(lambda _r: setattr(self, "alert_box", None))

    # ----- starting and ending games ----------------------------------------------------------------
    def check_autosave(self, glance_first: bool = False) -> None:
        """On start: offer to continue an unfinished autosaved game, or say why it cannot be read.

        The game's state is read and checked in full, its log only counted (engine/autosave.py:
        peek), so this costs the same after 10 moves or 5,000. An older version's autosave.json
        is migrated first. With no autosave at all, the rules core is not even imported.
        `glance_first` (the app's start): the offer is made from the journal's meta rows
        (ui/glance.py) and the full check follows on the next turn of the event loop, so the
        window shows as quickly with a game waiting as without; a game that cannot be continued
        then has its offer replaced by the reason.
        """
        path = autosave_path()
        self._broken_autosave = None
        if glance_first:  # the tutorials' files are read once the window is up
            QTimer.singleShot(0, self, self.offer_tutorials)
        else:
            self.offer_tutorials()
        nothing = not any(p.exists() or p.is_symlink() for p in (path, legacy_autosave_path()))
        if self.session is not None or nothing:
            self.welcome.clear_offer()
            self._update_actions()
            return
        if glance_first and not legacy_autosave_path().exists():
            from .glance import glance

            seen = glance(path)
            if seen is not None:
                self._offer(seen.title, seen.names, seen.saved_at)
                self._update_actions()
                self._check_pending = True
                QTimer.singleShot(0, self, self.finish_autosave_check)
                return
        self._check_pending = True
        self.finish_autosave_check()

    def offer_tutorials(self) -> None:
        """The welcome page's Learn to play buttons, with how far each tutorial is."""
        from . import words
        from .guide.offers import offers

        self.welcome.offer_tutorials(offers(self.prefs, words.language()))

    def finish_autosave_check(self) -> None:
        """The full check of the autosave that check_autosave() left for later (if it did)."""
        from . import words

        if not self._check_pending:
            return
        self._check_pending = False
        from stadsliv_qt.engine import autosave
        from stadsliv_qt.engine import save as saves

        path = autosave_path()
        if self.session is not None:
            return
        try:
            self._migrate()
            if not path.exists() and not path.is_symlink():
                self.welcome.clear_offer()
                self._update_actions()
                return
            found = autosave.peek(path)
        except saves.SaveError as exc:
            self._broken_autosave = path if path.exists() else legacy_autosave_path()
            self.welcome.show_broken(words.refusal(exc))
            self._update_actions()
            return
        game = found.game
        if game.is_over:
            self.welcome.clear_offer()
            self._update_actions()
            return
        self._offer(game.info.title, tuple(s.name for s in game.seats), found.saved_at)
        self._update_actions()

    def _offer(self, title: str, names: tuple[str, ...], saved_at: float) -> None:
        when = time.strftime("%Y-%m-%d %H:%M", time.localtime(saved_at))
        self.welcome.offer_resume(
            self.tr("{game} with {names}, last played {when}.").format(
                game=title, names=", ".join(names), when=when
            )
        )

    def _migrate(self) -> None:
        """An autosave.json of an older version becomes the journal (SaveError if unreadable)."""
        legacy, path = legacy_autosave_path(), autosave_path()
        if path.exists() or not legacy.exists():
            return
        from .session import migrate

        migrate(legacy, path)

    def start_session(
        self,
        game,
        file_path: str | os.PathLike[str] | None = None,
        players: list[str] | None = None,
    ) -> None:
        """Put a game on the table (the previous one stays in its file or autosave); `players`
        says who plays each seat ("person" or a computer level; all people if not given)."""
        from .session import Session

        self._keep_broken_autosave()
        self._put_away()
        self.session = Session(game, autosave_path(), file_path, self, players)
        self.prefs.autosave_of = str(file_path or "")
        self._seat(self.session)

    def _put_away(self) -> None:
        """Take the table and its session off (their game stays in its autosave or journal; a
        tutorial keeps its place)."""
        if self.overlay is not None:
            self._keep_tutorial_place()
            self.overlay.dispose()
            self.overlay = None
        if self.table is not None:
            self.table.dispose()
            self.table = None
        if self.session is not None:
            self.session.close()
            self.session.deleteLater()
            self.session = None

    def _seat(self, session: Session) -> None:
        """Show a new session on the table."""
        session.stepped.connect(lambda _e: self._after_step(moved=True))
        session.replaced.connect(self._after_step)
        session.autosaveFailed.connect(
            lambda why: self.inform(self.tr("The autosave failed: {why}").format(why=why))
        )
        self._show_table()
        self._update_title()
        self._update_actions()

    # ----- the tutorial -------------------------------------------------------------------------
    def learn(self, game_id: str, fresh: bool = False) -> bool:
        """Start (or continue, or with `fresh` start over) a title's tutorial."""
        from stadsliv_qt.teach import tutorial

        try:
            found = tutorial.load(game_id)
        except tutorial.TutorialError as exc:
            self.alert(self.tr("The tutorial cannot be started"), str(exc))
            return False
        return self.start_tutorial(found, fresh)

    def start_tutorial(self, found: Tutorial, fresh: bool = False) -> bool:
        """Put a tutorial on the table: where it was left (unless `fresh`), else from the start.
        A kept place that no longer fits starts over, with a sentence."""
        from stadsliv_qt.engine import IllegalAction
        from stadsliv_qt.teach import tutorial

        from .guide.overlay import GuideOverlay
        from .guide.places import Place, forget, journal_path, load_place
        from .guide.session import GuidedSession

        self._put_away()  # (a tutorial on the table keeps its place first)
        if fresh:
            forget(self.prefs, found.game)
        place = load_place(self.prefs, found)
        said = place if isinstance(place, str) else ""
        try:
            if isinstance(place, Place):
                game, index = place.game, place.index
            else:
                game, index = found.new_game(), 0
                tutorial.settle(game, False)
                forget(self.prefs, found.game)  # an old journal is not this game
        except (tutorial.TutorialError, IllegalAction, ValueError, KeyError) as exc:
            self._show_welcome()
            self.alert(self.tr("The tutorial cannot be started"), str(exc))
            return False
        session = GuidedSession(
            found, tutorial.Guide(found, index), game, journal_path(found.game), self
        )
        self.session = session
        overlay = self.overlay = GuideOverlay(self, session, self.prefs)
        overlay.leave.connect(self.leave_tutorial)
        overlay.realGame.connect(self.real_game_after_tutorial)
        overlay.welcome.connect(self.end_tutorial)
        overlay.open_rule = self._rule_opener()
        session.guided.connect(self._keep_tutorial_place)
        session.stepped.connect(lambda _e: self._keep_tutorial_place())
        self._seat(session)
        self._keep_tutorial_place()
        if said:
            overlay.say_refusal(said)
            self.inform(said)
        return True

    def _rule_opener(self):
        """Opens the rules at a rule id, if the rules browser offers that (else the card shows
        the rule id as plain text): `open_rule(rule)`, or `show_rules(game_id, rule=…)`."""
        import inspect

        opener = getattr(self, "open_rule", None)
        if callable(opener):
            return opener
        show = self.show_rules
        if "rule" in inspect.signature(show).parameters:
            return lambda rule: show(**{"rule": rule})
        return None

    def _keep_tutorial_place(self) -> None:
        """Note the step showing with the tutorial's game (after every step and on leaving)."""
        if self.session is None:
            return  # nothing to note: and quitting from the welcome page imports nothing
        from .guide.places import save_place
        from .guide.session import GuidedSession

        session = self.session
        if isinstance(session, GuidedSession) and not session.guide.done:
            session.flush()
            save_place(self.prefs, session.tutorial, session.guide.index, session.game)

    def leave_tutorial(self) -> None:
        """Leave the tutorial for the welcome page; its place is kept."""
        self._put_away()
        self._show_welcome()

    def end_tutorial(self) -> None:
        """The tutorial is done: forget its place, back to the welcome page."""
        self._finish_tutorial()
        self._show_welcome()

    def real_game_after_tutorial(self) -> None:
        """A real game of the title with the tutorial's players and the game's usual options."""
        from .new_game import GameSetup, build_game

        session = self.session
        if session is None:
            return
        game_id, seats = session.game.info.id, list(session.game.seats)
        self._finish_tutorial()
        self.start_session(build_game(GameSetup(game_id, seats, {}, random.randrange(2**31))))

    def _finish_tutorial(self) -> None:
        from .guide.places import forget
        from .guide.session import GuidedSession

        session = self.session
        if isinstance(session, GuidedSession):
            game_id = session.tutorial.game
            if self.overlay is not None:
                self.overlay.dispose()
                self.overlay = None
            self._put_away()
            forget(self.prefs, game_id)

    def _show_welcome(self) -> None:
        self.stack.setCurrentWidget(self.welcome)
        self.check_autosave()
        self._update_title()
        self._update_actions()

    def _show_table(self) -> None:
        from .table import Table

        session = self.session
        assert session is not None, "a table is shown for a running session only"
        table = Table(session, self.prefs, self)
        table.newGame.connect(self.new_game_dialog)
        table.playAgain.connect(self.play_again)
        self.stack.addWidget(table)
        self.stack.setCurrentWidget(table)
        self.table = table
        table.setFocus()
        if self.overlay is not None:
            self.overlay.attach(table)

    def _keep_broken_autosave(self) -> None:
        """Move an unreadable autosave aside instead of overwriting it."""
        broken, self._broken_autosave = self._broken_autosave, None
        if broken is None:
            return
        from stadsliv_qt.engine import autosave

        with contextlib.suppress(OSError):
            if broken == legacy_autosave_path():
                broken.replace(broken.with_name("autosave.damaged.json"))
            else:
                autosave.move_aside(broken, autosave.damaged_name(broken))

    def _after_step(self, moved: bool = False) -> None:
        if moved and self._move_note:
            if self.statusBar().currentMessage() == self._move_note:
                self.statusBar().clearMessage()  # "Took back …" is old news after a move
            self._move_note = ""
        self._update_actions()
        self._update_title()

    def new_game_dialog(self) -> None:
        """Ask for the game, seats and options, then start it."""
        from .new_game import NewGameDialog

        current = self.session.game.info.id if self.session else ""
        dialog = NewGameDialog(self.prefs, self, current)
        if dialog.exec() == NewGameDialog.DialogCode.Accepted and dialog.game is not None:
            self.start_session(dialog.game, players=dialog.players())

    def play_again(self) -> None:
        """The same game, players and options, with fresh dice."""
        from .new_game import GameSetup, build_game

        if self.session is None:
            return
        old = self.session.game
        setup = GameSetup(old.info.id, list(old.seats), dict(old.options), random.randrange(2**31))
        self.start_session(build_game(setup), players=list(self.session.players))

    def continue_last(self) -> bool:
        """Resume the autosaved game."""
        from stadsliv_qt.engine import autosave
        from stadsliv_qt.engine import save as saves

        from . import words

        if self.session is not None:
            self.inform(self.tr("A game is already on the table."))
            return False
        path = autosave_path()
        try:
            self._migrate()
            if not path.exists():
                self.inform(self.tr("There is no unfinished game to continue."))
                return False
            game, players = autosave.load_table(path)
        except saves.SaveError as exc:
            self.alert(self.tr("The last game cannot be continued"), words.refusal(exc))
            return False
        belongs = self.prefs.autosave_of
        self.start_session(game, belongs if belongs and Path(belongs).is_file() else None, players)
        return True

    # ----- another start of the app ------------------------------------------------------------------
    def answer_start(self, request: dict) -> None:
        """A later start of the app handed over: come to the front, and open its file if any."""
        self.come_forward()
        path = request.get("open")
        if isinstance(path, str) and path:
            self.open_from_elsewhere(path)

    def come_forward(self) -> None:
        """Show the window in front (restored if minimised); the task bar flashes if refused."""
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QApplication

        state = self.windowState() & ~Qt.WindowState.WindowMinimized
        self.setWindowState(state | Qt.WindowState.WindowActive)
        self.show()
        self.raise_()
        self.activateWindow()
        QApplication.alert(self)

    def open_from_elsewhere(self, path: str) -> None:
        """Open a file asked for by another start; ask first if that would drop unsaved moves."""
        session = self.session
        if session is None or session.game.is_over or not session.dirty:
            self.open_path(path)
            return
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QMessageBox

        buttons = QMessageBox.StandardButton
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Open another game?"),
            self.tr(
                "Open {file}? The game on the table has moves that are not saved to a file; "
                "opening another game replaces it."
            ).format(file=Path(path).name),
            buttons.Save | buttons.Discard | buttons.Cancel,
            self,
        )
        box.setTextFormat(Qt.TextFormat.PlainText)  # the file's name as it is, never HTML
        box.button(buttons.Save).setText(self.tr("Save this game, then open"))
        box.button(buttons.Discard).setText(self.tr("Open without saving"))
        box.button(buttons.Cancel).setText(self.tr("Keep playing"))
        box.setDefaultButton(buttons.Cancel)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.open_question = box

        def answered(_result: int) -> None:
            self.open_question = None
            if session is not self.session:
                return  # the table changed meanwhile; the question no longer applies
            choice = box.standardButton(box.clickedButton())
            if choice == buttons.Discard or (choice == buttons.Save and self.save()):
                self.open_path(path)

        box.finished.connect(answered)
        box.open()

    def remove_leftovers(self) -> list[Path]:
        """Remove temporary copies of the autosave that a killed write of an older version left
        (whole games, secrets included): the journal itself leaves none, its write-ahead log is
        part of it. Only the one running copy of the app may do this, at its start."""
        from stadsliv_qt.engine import save as saves

        legacy = legacy_autosave_path()
        removed = saves.remove_leftovers(legacy)
        series = legacy.with_name(legacy.stem + ".series.json.tmp")  # the old chart samples'
        with contextlib.suppress(OSError):
            if series.is_file() and not series.is_symlink():
                series.unlink()
                removed.append(series)
        return removed

    # ----- files -------------------------------------------------------------------------------------
    def _folder(self) -> str:
        folder = self.prefs.last_folder
        return folder if folder and Path(folder).is_dir() else str(documents_dir())

    def open_dialog(self) -> None:
        """Choose a saved game and open it."""
        from PySide6.QtWidgets import QFileDialog

        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Open a saved game"), self._folder(), self.tr("Stadsliv games (*.json)")
        )
        if path:
            self.open_path(path)

    def open_path(self, path: str | os.PathLike[str]) -> bool:
        """Open a save; a broken file is refused with its reason and nothing changes."""
        from stadsliv_qt.engine import save as saves

        from . import words

        try:
            game, players = saves.load_table(path)
        except saves.SaveError as exc:
            self.alert(self.tr("This file cannot be opened"), words.refusal(exc))
            return False
        self.prefs.last_folder = str(Path(path).resolve().parent)
        self.start_session(game, path, players)
        self.inform(self.tr("Opened {file}.").format(file=Path(path).name))
        return True

    def save(self) -> bool:
        """Save to the game's file, or ask for one."""
        if self.session is None:
            return False
        if self.session.file_path is not None:
            return self.save_to(self.session.file_path)
        return self.save_as_dialog()

    def save_as_dialog(self) -> bool:
        """Ask where to save, then save."""
        if self.session is None:
            return False
        game = self.session.game
        name = f"{game.info.title} {time.strftime('%Y-%m-%d %H-%M')}.json"
        start = str(Path(self._folder()) / name)
        from PySide6.QtWidgets import QFileDialog

        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Save the game"), start, self.tr("Stadsliv games (*.json)")
        )
        if not path:
            return False
        if not path.lower().endswith(".json"):
            path += ".json"
        return self.save_to(path)

    def save_to(self, path: str | os.PathLike[str]) -> bool:
        """Save the running game to `path` (written atomically)."""
        from stadsliv_qt.engine import save as saves

        from . import words

        if self.session is None:
            return False
        try:
            self.session.save_to(path)
        except saves.SaveError as exc:
            self.alert(self.tr("The game was not saved"), words.refusal(exc))
            return False
        self.prefs.last_folder = str(Path(path).resolve().parent)
        self.prefs.autosave_of = str(path)
        self._update_title()
        self.inform(self.tr("Saved to {file}.").format(file=Path(path).name))
        return True

    # ----- edit, settings, help ----------------------------------------------------------------------
    def undo(self) -> bool:
        """Take back the last step, or say clearly why play cannot go further back."""
        from . import words

        if self.session is None:
            self.inform(self.tr("No game is running."))
            return False
        if self.guided:
            self.inform(self.tr("Undo is off during the tutorial."))
            return False
        if self.table is not None and self.table.frozen:
            self.inform(self.tr("Undo waits until the screen is uncovered."))
            return False
        if not self.session.can_undo:
            text = self._nothing_to_undo()
            self.inform(text, until_next_move=True)
            if self.table is not None:
                self.table.bar.show_refusal(text)
            return False
        what = words.undo_text(self.session.undo_what())  # said before it is gone
        self.session.undo()
        text = (
            self.tr("Took back: {what}.").format(what=what)
            if what
            else self.tr("Took back the last move.")
        )
        self.inform(text, until_next_move=True)
        return True

    def _nothing_to_undo(self) -> str:
        return self.tr("Nothing to undo: play cannot go back past dice, cards or revealed choices.")

    def set_language(self, code: str) -> None:
        """Switch the language now (kept for later runs): Qt's translators and the engines'
        words; the window is rebuilt, the log of the game on the table re-rendered from its
        messages."""
        self.prefs.language = code
        i18n.install(code)
        self.retranslate()
        self.inform(self.tr("Language: {name}").format(name=i18n.LANGUAGE_NAMES.get(code, code)))

    def set_text_size(self, value: str) -> None:
        """Small, normal or large text on the board and in the window; the table is rebuilt."""
        self.prefs.text_size = value
        self._text_factor()
        self.retranslate()

    def _text_factor(self) -> None:
        """The window's fonts at the player's text size (the board reads it from the prefs)."""
        from PySide6.QtWidgets import QApplication

        app = QApplication.instance()
        if isinstance(app, QApplication):  # (always, in the app: the test is for the type)
            style.set_text_factor(app, self.prefs.text_factor)

    def retranslate(self) -> None:
        """Rebuild menus and pages so every text is in the current language and text size."""
        self._build_menus()
        old = self.welcome
        self.welcome = self._make_welcome()
        self.stack.removeWidget(old)
        old.deleteLater()
        if self.table is not None:
            self.table.dispose()
            self.table = None
            self._show_table()
        else:
            self.check_autosave()
        self._update_title()

    def set_speed(self, value: str) -> None:
        """Animation speed for dice, tokens and automatic draws."""
        self.prefs.speed = value

    def _cards(self) -> None:
        """Rule cards on or off (Settings), remembered in the preferences."""
        self.prefs.rule_cards = self.menu_actions["rule_cards"].isChecked()

    def open_rule(self, rule: str) -> None:
        """The rules browser at a rule id, highlighted: the tutorial card's rule link."""
        teacher = getattr(self.table, "teacher", None)
        if teacher is not None:
            teacher.open_rule(rule)
        else:
            self.show_rules()

    def show_rules(self, game_id: str = "") -> None:
        """The rules text of the running game (or of `game_id`)."""
        from stadsliv_qt.engine import registry

        from . import words
        from .dialogs.help import RulesDialog, rules_file

        game_id = game_id or (self.session.game.info.id if self.session else "")
        if not game_id:
            self.inform(self.tr("Start or open a game to read its rules."))
            return
        try:
            title = registry.get(game_id).info.title
        except KeyError:
            title = game_id
        path = rules_file(game_id, words.language())  # --lang governs this run
        if path is None:
            self.inform(self.tr("The rules of {game} are not written yet.").format(game=title))
            return
        teacher = getattr(self.table, "teacher", None)
        if self.session is None or self.session.game.info.id != game_id:
            teacher = None  # pictures only of the board of the game being played
        dialog = RulesDialog(
            title,
            path.read_text(encoding="utf-8"),
            self,
            pictures=teacher.pictures if teacher is not None else None,
            section_refs=teacher.rule_refs if teacher is not None else None,
        )
        dialog.setAttribute(dialog_attribute())
        dialog.show()

    def show_about(self) -> None:
        """Version and licence."""
        from .dialogs.help import AboutDialog

        dialog = AboutDialog(self)
        dialog.setAttribute(dialog_attribute())
        dialog.show()

    def closeEvent(self, event) -> None:  # noqa: N802 (Qt name)
        """The game is already autosaved (or is now); keep the preferences too."""
        if self.table is not None:
            self.table.bots.shutdown()  # no computer player thinks on after the window
        workers = sys.modules.get("stadsliv_qt.ui.bot_workers")  # only if bots ever played here
        if workers is not None:
            workers.shutdown()  # nor any worker process (they start again if a table needs them)
        self._keep_tutorial_place()
        if self.session is not None:
            self.session.close()
        self.prefs.window_place = bytes(self.saveGeometry().data())
        self.prefs.sync()
        super().closeEvent(event)


def dialog_attribute():
    """Qt's delete-on-close attribute, looked up late: the Qt namespace is slow to load."""
    from PySide6.QtCore import Qt

    return Qt.WidgetAttribute.WA_DeleteOnClose


def central(window: MainWindow) -> QWidget | None:
    """The widget currently shown in the window (for tests and screenshots)."""
    return window.stack.currentWidget()
