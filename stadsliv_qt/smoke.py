"""`stadsliv --smoke [--lang sv|de]`: a headless self-check that an install works.

It finds the resources and translations, draws the app icon, finds every title and its table
through their entry points (a bundle without the metadata fails here), plays a few seeded random
moves in a new game of every registered title, saves to a temporary file, loads it back and
compares; then it opens the main window and, for every title, starts a game from the New Game
dialog's defaults, plays its open moves on the table, saves and reopens it through the window,
and quits. With `--lang`, every title's random game is also said in that language with strict
words (a missing translation or an engine text still in plain English fails), and the window's
checks run in that language.
One line per check; the exit code is 0 only when every check passed. The desktop bundle's test
and CI run this inside the built executable, so it exercises what was packed. Preferences and
the autosave go to a temporary folder (STADSLIV_HOME), never the user's.
"""

from __future__ import annotations

import os
import random
import sys
import tempfile
import threading
import time
import traceback
from collections.abc import Callable
from functools import partial
from operator import methodcaller
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # the Qt side is imported inside the checks, after the engine's
    from stadsliv_qt.engine import Event, Game
    from stadsliv_qt.ui.main_window import MainWindow

SEAT_NAMES = ("Anna", "Bertil", "Cecilia", "David", "Elsa", "Filip", "Greta", "Hugo")
ACTIONS = 40  # random legal actions per game before the save
AFTER = 20  # actions played on both the saved and the loaded game, which must stay equal
SEED = 20260
WORD_STEPS = 150  # random steps said in the language of --lang, then played to the end
TABLE_STEPS = 30  # open moves played on the table through its own buttons' slots
TIMEOUT_S = 240  # a hung check (a modal dialog, a loop) ends the run instead of CI


class SmokeFailure(Exception):
    """A check that found what it looked for missing or wrong; reported without a traceback."""


class Checks:
    """Runs named checks, prints one line for each and remembers the failures."""

    def __init__(self, out: Callable[[str], None]) -> None:
        self.out = out
        self.passed = 0
        self.failed: list[str] = []

    def run(self, name: str, fn: Callable[[], Any]) -> Any:
        """Run one check; it returns the detail printed after 'ok', or (detail, something)."""
        start = time.perf_counter()
        try:
            result = fn()
        except SmokeFailure as exc:
            self.failed.append(name)
            self.out(f"FAIL {name}: {exc}")
            return None
        except Exception as exc:  # a smoke test reports every failure and goes on
            self.failed.append(name)
            self.out(f"FAIL {name}: {type(exc).__name__}: {exc}")
            for line in traceback.format_exc().rstrip().splitlines()[-8:]:
                self.out(f"     {line}")
            return None
        self.passed += 1
        ms = (time.perf_counter() - start) * 1000
        detail = result[0] if isinstance(result, tuple) else result
        self.out(f"ok   {name}: {detail} [{ms:.0f} ms]")
        return result


def _where() -> str:
    """How this copy of Stadsliv was installed, for the first line."""
    import stadsliv_qt

    bundle = getattr(sys, "_MEIPASS", None)
    if getattr(sys, "frozen", False) and bundle:
        kind = f"desktop bundle at {Path(sys.executable).resolve().parent}"
    else:
        kind = f"Python {sys.version.split()[0]} package at {Path(stadsliv_qt.__file__).parent}"
    return f"Stadsliv {stadsliv_qt.__version__}, {kind}"


def check_resources() -> str:
    """The resources folder is found and holds the app icon."""
    from stadsliv_qt.paths import resource, resources_dir

    root = resources_dir()
    icon = resource("icons", "stadsliv.svg")
    if not icon.is_file():
        raise SmokeFailure(f"the app icon {icon} is missing")
    files = sum(1 for p in root.rglob("*") if p.is_file())
    return f"{root} ({files} files)"


def check_translations() -> str:
    """Every translation source has its compiled .qm beside it, and Qt can load each one."""
    from PySide6.QtCore import QTranslator

    from stadsliv_qt.paths import resource

    folder = resource("i18n")
    sources = sorted(folder.glob("*.ts")) if folder.is_dir() else []
    compiled = sorted(folder.glob("*.qm")) if folder.is_dir() else []
    if not sources and not compiled:
        raise SmokeFailure(f"no translations in {folder}")
    missing = [ts.name for ts in sources if not ts.with_suffix(".qm").is_file()]
    if missing:
        raise SmokeFailure(f"{', '.join(missing)} not compiled to .qm (run pyside6-lrelease)")
    for qm in compiled:
        translator = QTranslator()
        if not translator.load(str(qm)) or translator.isEmpty():
            raise SmokeFailure(f"Qt cannot load {qm.name}")
    from PySide6.QtCore import QLibraryInfo

    from stadsliv_qt.ui import i18n

    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    codes = [code for code in i18n.LANGUAGE_NAMES if code != "en"]
    for code in codes:
        if not i18n.install(code):
            raise SmokeFailure(f"the app cannot load its {i18n.LANGUAGE_NAMES[code]} catalogue")
        if not QTranslator().load(f"qtbase_{code}", qt_dir):
            raise SmokeFailure(f"Qt's own qtbase_{code}.qm is missing from {qt_dir}")
    i18n.install("en")
    names = ", ".join(q.name for q in compiled)
    return f"{names}; the app installs {', '.join(codes)} with Qt's own catalogues"


def check_icon() -> str:
    """The SVG icon renders, so Qt's SVG support made it into this install."""
    from PySide6.QtGui import QIcon, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    from stadsliv_qt.paths import resource

    path = str(resource("icons", "stadsliv.svg"))
    renderer = QSvgRenderer(path)
    if not renderer.isValid():
        raise SmokeFailure(f"{path} is not a valid SVG for Qt")
    image = QImage(64, 64, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    renderer.render(painter)
    painter.end()
    centre = image.pixelColor(32, 32)
    if centre.alpha() == 0:
        raise SmokeFailure("the icon rendered empty")
    icon = QIcon(path)
    if icon.isNull() or icon.pixmap(32, 32).isNull():
        raise SmokeFailure("QIcon cannot draw the SVG (the svg icon engine plugin is missing)")
    return f"rendered 64x64, centre {centre.name()}"


def default_seats(info: Any) -> list[str]:
    """The seat names a smoke game uses: three players where the title allows it."""
    count = min(max(3, info.min_seats), info.max_seats)
    return list(SEAT_NAMES[:count])


def play(game: Any, rng: random.Random, count: int) -> int:
    """Play up to `count` random legal steps; a seat asked with nothing to do fails the smoke."""
    from stadsliv_qt.engine import IllegalAction
    from stadsliv_qt.engine.playout import play_random

    try:
        return play_random(game, rng, count)
    except IllegalAction as exc:
        raise SmokeFailure(str(exc)) from None


def check_game(cls: Any, folder: Path) -> str:
    """A new game with default seats, random play, save, load, equal, and equal after more play."""
    from stadsliv_qt.engine import save

    seats = default_seats(cls.info)
    game = cls(seats, seed=SEED)
    game.validate()
    played = play(game, random.Random(SEED), ACTIONS)
    game.validate()
    for seat in (None, *range(len(seats))):
        game.view(seat)
    path = folder / f"{cls.info.id}.stadsliv.json"
    save.save(game, path)
    loaded = save.load(path)
    if loaded.to_dict() != game.to_dict():
        raise SmokeFailure("the loaded game differs from the saved one")
    more = play(game, random.Random(SEED + 1), AFTER)
    play(loaded, random.Random(SEED + 1), AFTER)
    if loaded.to_dict() != game.to_dict():
        raise SmokeFailure("the loaded game plays on differently from the saved one")
    size = path.stat().st_size
    return (
        f"{len(seats)} seats, {played}+{more} actions, "
        f"{'over' if game.is_over else 'running'}, saved {size:,} bytes and loaded equal"
    )


def language(argv: list[str] | None) -> str:
    """The language asked for with `--lang xx` (or `--lang=xx`), else ''."""
    args = list(argv or [])
    for i, a in enumerate(args):
        if a == "--lang" and i + 1 < len(args):
            return args[i + 1]
        if a.startswith("--lang="):
            return a.split("=", 1)[1]
    return ""


def check_words(cls: Any, lang: str) -> str:
    """A random game said in `lang` with strict words: every event, prompt, label, refusal and
    the end come from a finished translation, and no engine text is still plain English."""
    from stadsliv_qt.ui import words
    from stadsliv_qt.ui.words_audit import Audit, collect_plain, finish, speak

    audit = Audit()
    words.set_language(lang)
    with words.strict() as state:
        game = cls(default_seats(cls.info), seed=SEED)
        steps = speak(game, random.Random(SEED), WORD_STEPS, audit)
        finish(game, random.Random(SEED + 1), audit)
        collect_plain(audit, state)
    problems = audit.problems()
    if problems:
        shown = "; ".join(problems[:5])
        raise SmokeFailure(f"{len(problems)} problems in {audit.said} texts, e.g. {shown}")
    return f"{steps} steps to the end, {audit.said} texts said in {lang}"


def _unknown(lang: str) -> str:
    raise SmokeFailure(f"no language {lang!r}: use en, sv or de")


def check_games() -> str:
    """The titles are found through their entry points (none found means missing metadata)."""
    from stadsliv_qt.engine import registry

    found = [c.info.id for c in registry.games()]
    if not found:
        raise SmokeFailure("no game is registered: the stadsliv.games entry points are missing")
    return ", ".join(found)


def check_tables() -> str:
    """Each of the project's own titles brings its table: a scene and its panels."""
    from stadsliv_qt.engine import plugins
    from stadsliv_qt.ui import dialogs, scenes

    dialogs.discover()  # imports every table package, which registers its panels
    own = plugins.own_names(plugins.GAMES)
    missing = [gid for gid in own if scenes.factory_for(gid) is None]
    if missing:
        raise SmokeFailure(f"no table (stadsliv.tables entry point) for {', '.join(missing)}")
    return f"{', '.join(own)}: each with its own scene and panels"


def check_window(folder: Path) -> tuple[str, Any]:
    """The main window is created, shown and painted with the app's own style."""
    from PySide6.QtWidgets import QApplication

    from stadsliv_qt.ui import style
    from stadsliv_qt.ui.main_window import MainWindow
    from stadsliv_qt.ui.pump import process_events
    from stadsliv_qt.ui.settings import Preferences

    app = QApplication.instance()
    if not isinstance(app, QApplication):
        raise SmokeFailure("no QApplication is running")
    style.apply(app)
    style.set_app_icon(app)
    prefs = Preferences()
    prefs.speed = "off"  # no animation timers between the smoke's steps
    window = MainWindow(prefs)
    window.show()
    process_events()
    if not window.isVisible():
        raise SmokeFailure("the main window did not show")
    picture = window.grab()
    if picture.isNull() or picture.width() < 100:
        raise SmokeFailure("the main window did not paint")
    if app.windowIcon().isNull():
        raise SmokeFailure("the application icon did not load")
    detail = f"{window.windowTitle()!r} {picture.width()}x{picture.height()}, with window icon"
    return detail, window


def _session_game(window: MainWindow) -> Game:
    """The game running in the window (the smoke has just started or opened one)."""
    if window.session is None:
        raise SmokeFailure("the window has no running game")
    return window.session.game


def check_table(window: MainWindow, game_id: str, folder: Path) -> str:
    """New Game defaults, the table, open moves through it, save and reopen through the window."""

    from stadsliv_qt.engine import Kind
    from stadsliv_qt.ui import dialogs
    from stadsliv_qt.ui.main_window import central
    from stadsliv_qt.ui.new_game import NewGameDialog
    from stadsliv_qt.ui.pump import process_events

    dialog = NewGameDialog(window.prefs, window, game_id)
    dialog.seed.setText(str(SEED))
    dialog.accept()
    game = dialog.game
    dialog.deleteLater()
    if game is None or game.info.id != game_id:
        raise SmokeFailure("the New Game dialog's defaults did not start a game")
    window.start_session(game)
    process_events()
    table = window.table
    if table is None or central(window) is not table:
        raise SmokeFailure("the table did not replace the welcome page")
    rng = random.Random(SEED)
    steps = 0
    step: Callable[[Game], list[Event]]  # what the table is about to do, tried on a copy first
    act: Callable[[], object]  # the same step through the table
    while steps < TABLE_STEPS and not table.frozen:
        current = _session_game(window)
        decision = current.decision()
        if decision.kind is Kind.CHANCE:
            step, act = methodcaller("resolve_chance"), table.roll
        elif (
            decision.kind is Kind.SEAT
            and decision.seat is not None  # (a SEAT decision always names its seat)
            and not dialogs.is_private(game_id, decision)
        ):
            action = rng.choice(current.legal_actions(decision.seat))
            step, act = methodcaller("apply", action), partial(table.choose, action)
        else:
            break  # over, or a private round: the curtain needs the players' own clicks
        trial = current.copy()  # the same chance stream, so the trial draws what the table will
        news = step(trial)
        if any(e.to is not None for e in news) or dialogs.is_private(game_id, trial.decision()):
            break  # this step would bring the curtain up
        act()
        process_events()
        steps += 1
    if table.frozen:
        raise SmokeFailure("the curtain came up during open play")
    path = folder / f"table-{game_id}.json"
    if not window.save_to(path):
        raise SmokeFailure(f"saving through the window failed: {window.last_message}")
    saved = _session_game(window).to_dict()
    if not window.open_path(path):
        raise SmokeFailure(f"reopening through the window failed: {window.last_message}")
    process_events()
    if _session_game(window).to_dict() != saved:
        raise SmokeFailure("the reopened game differs from the saved one")
    seats = ", ".join(s.name for s in game.seats)
    return f"{seats}; {steps} open steps on the table, saved and reopened equal"


def check_bots() -> str:
    """A computer player decides in a worker process (started with "spawn": in the bundle that is
    the program itself, turned into a worker by freeze_support), and closing ends the process."""
    from PySide6.QtWidgets import QApplication

    from stadsliv_qt.bots import make_bot, observe, title
    from stadsliv_qt.engine import Kind, registry
    from stadsliv_qt.ui import bot_workers

    cls = next((c for c in registry.games() if title(c.info.id).bots), None)
    if cls is None:
        raise SmokeFailure("no title has computer players")
    game_id = cls.info.id
    game = cls(default_seats(cls.info), {}, seed=SEED)
    while game.decision().kind is Kind.CHANCE:
        game.resolve_chance()
    seat = game.decision().seats[0]
    obs = observe(game, seat)
    bot = make_bot(game_id, "medium", seat, SEED)
    pool = bot_workers.pool()
    answers: list[object] = []
    pool.done.connect(lambda _n, answer: answers.append(answer))
    pool.submit(1, (bot, obs, game.clone()))
    start = time.perf_counter()
    while not answers and time.perf_counter() - start < 120:
        QApplication.processEvents()
        time.sleep(0.01)
    processes = pool.processes()
    bot_workers.shutdown()
    if not answers:
        raise SmokeFailure("no answer from the worker process within 120 s")
    answer = answers[0]
    if isinstance(answer, Exception):
        raise SmokeFailure(f"the worker process failed: {answer!r}")
    choice = answer[0]  # type: ignore[index]
    game.copy().apply(choice.action)  # a legal move
    if any(p.is_alive() for p in processes):
        raise SmokeFailure("a worker process was left running")
    pids = ", ".join(str(p.pid) for p in processes)
    return f"{game_id} seat {seat + 1} chose {type(choice.action).__name__} in process {pids}"


def run(argv: list[str] | None = None) -> int:
    """Run every check headless; 0 when all passed, 1 otherwise."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    # A windowed Windows build has no console: the lines go to a file in the temp folder there.
    report = (
        None if sys.stdout is not None else (Path(tempfile.gettempdir()) / "stadsliv-smoke.txt")
    )
    if report is not None:
        report.write_text("", encoding="utf-8")

    def out(line: str) -> None:
        if report is None:
            print(line, flush=True)
        else:
            with report.open("a", encoding="utf-8") as fh:
                fh.write(line + "\n")

    def give_up() -> None:
        out(f"smoke: FAILED, still running after {TIMEOUT_S} s (a dialog or a loop hangs)")
        os._exit(3)

    watchdog = threading.Timer(TIMEOUT_S, give_up)
    watchdog.daemon = True
    watchdog.start()
    started = time.perf_counter()
    checks = Checks(out)
    out(f"smoke: {_where()}")
    from stadsliv_qt.ui.settings import APP_NAME, ENV_HOME

    QApplication.setApplicationName(APP_NAME)
    running = QApplication.instance()
    app = (
        running
        if isinstance(running, QApplication)
        else QApplication([sys.argv[0] if sys.argv else "stadsliv"])
    )
    checks.run("qt", lambda: f"PySide6 platform {app.platformName()}")
    checks.run("resources", check_resources)
    checks.run("translations", check_translations)
    checks.run("icon", check_icon)

    from stadsliv_qt.engine import registry

    titles = checks.run("games", check_games)
    checks.run("tables", check_tables)
    if titles:
        checks.run("bots", check_bots)
    lang = language(argv)
    if lang:
        from stadsliv_qt.ui import i18n

        if lang not in i18n.LANGUAGE_NAMES:
            checks.run("language", lambda: _unknown(lang))
        else:
            for cls in registry.games() if titles else []:
                checks.run(f"words {cls.info.id} {lang}", partial(check_words, cls, lang))
            i18n.install(lang)  # the window's checks in that language too
    with tempfile.TemporaryDirectory(prefix="stadsliv-smoke-") as tmp:
        folder = Path(tmp)
        for cls in registry.games() if titles else []:
            checks.run(f"game {cls.info.id}", partial(check_game, cls, folder))
        previous_home = os.environ.get(ENV_HOME)
        os.environ[ENV_HOME] = str(folder / "home")
        try:
            shown = checks.run("window", lambda: check_window(folder))
            window = shown[1] if shown else None
            if window is not None:
                for cls in registry.games() if titles else []:
                    gid = cls.info.id
                    checks.run(f"table {gid}", partial(check_table, window, gid, folder))
                window.close()
                from stadsliv_qt.ui.pump import process_events

                process_events()
        finally:
            if previous_home is None:
                os.environ.pop(ENV_HOME, None)
            else:
                os.environ[ENV_HOME] = previous_home
    app.quit()
    watchdog.cancel()
    total = checks.passed + len(checks.failed)
    secs = time.perf_counter() - started
    if checks.failed:
        out(f"smoke: FAILED {len(checks.failed)} of {total} checks ({', '.join(checks.failed)})")
        return 1
    out(f"smoke: all {total} checks ok in {secs:.1f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(run(sys.argv))
