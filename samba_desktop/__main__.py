"""Composition root: build the QApplication, wire the layers, show the main window."""

from __future__ import annotations

import argparse
import gc
import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import (  # QtCore only: --help never loads the widgets
    QCoreApplication,
    QEvent,
    QObject,
)

if TYPE_CHECKING:  # imported where they are used: --help never loads the widgets
    from PySide6.QtWidgets import QMainWindow

    from samba_desktop.qtmodel import GameModel
    from samba_desktop.qtmodel.session import SessionModel
    from samba_desktop.qtmodel.single_instance import Request, SingleInstance
    from samba_desktop.qtmodel.sounds import SoundBoard
    from samba_desktop.ui.cards import CardRenderer
    from samba_desktop.ui.window.main_window import MainWindow

# seconds a thread may hold the GIL while another waits (Python's default is 0.005)
GIL_SWITCH_INTERVAL = 0.0005


def tune_threads() -> None:
    """Let the window's thread get the GIL back quickly from a computer thinking beside it.

    A computer thinking in pure Python holds the GIL; the GUI thread needs it for every Python
    ``paint()`` of the table and waits up to one switch interval for each. 5 ms per hand-over
    times a hundred items would freeze a frame for half a second: hand over sooner. This is a
    setting of the whole process, so only the application's entry points make it.
    """
    if sys.getswitchinterval() > GIL_SWITCH_INTERVAL:
        sys.setswitchinterval(GIL_SWITCH_INTERVAL)


def settle_memory() -> None:
    """Keep Python's full garbage collections short once the window is built.

    A full collection walks every object the cycle collector tracks; after start-up that is
    some 40,000 long-lived ones (modules, Qt wrappers, the table), and walking them holds the
    GIL for 30 ms or more, a visible stall in the middle of an animation. `gc.freeze` moves the
    objects alive now out of the collector's sight (they are still freed by reference
    counting), so later collections walk only what the game made since.
    """
    gc.collect()
    gc.freeze()


def trim_memory() -> None:
    """Give the pages the C heap has freed back to the system (glibc's ``malloc_trim``).

    A hand makes and drops thousands of pictures, texts and positions on two threads; the
    allocator keeps the freed pages for later, so the resident size grew for some games after
    the memory in use had levelled off. Done after each hand (1-2 ms) on Linux; a no-op on other
    systems (their C libraries have no ``malloc_trim``, and Windows cannot open ``CDLL(None)``).
    """
    if not sys.platform.startswith("linux"):
        return
    try:
        import ctypes

        ctypes.CDLL(None).malloc_trim(0)
    except (OSError, AttributeError, TypeError):
        pass


def _tr(text: str) -> str:
    return QCoreApplication.translate("CommandLine", text)


def _version() -> str:
    from samba_desktop import __version__

    return __version__


def _command_line_texts() -> QCoreApplication:
    """A QCoreApplication with the system language's translators, for texts on the console."""
    from samba_desktop.ui import i18n

    app = QCoreApplication.instance() or QCoreApplication(["samba-desktop"])
    i18n.install_translators(app, "system")
    return app


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="samba-desktop",
        description=_tr("Samba Desktop: the three-deck Canasta card game, against computer "
                        "players. Started without options, it opens its window."),
        add_help=False,
    )
    parser.add_argument("-h", "--help", action="store_true",
                        help=_tr("show this help and quit"))
    parser.add_argument("--version", action="store_true",
                        help=_tr("show the version number and quit"))
    parser.add_argument("--self-test", action="store_true",
                        help=_tr("check the installation without a window (offscreen) and quit"))
    parser.add_argument("link", nargs="?", metavar="samba://…",
                        help=_tr("a table's link: open the window to join that table"))
    return parser


def no_display_reason(environ: os._Environ[str] | dict[str, str] | None = None,
                      platform: str | None = None) -> str | None:
    """Why no window can be opened here (no X11 or Wayland display on Linux), or None."""
    env = os.environ if environ is None else environ
    platform = sys.platform if platform is None else platform
    if not platform.startswith("linux") and "bsd" not in platform:
        return None  # Windows and macOS always have their desktop
    qpa = env.get("QT_QPA_PLATFORM", "").split(":")[0].strip().lower()
    if qpa and qpa not in ("xcb", "wayland", "wayland-egl"):
        return None  # offscreen, vnc, eglfs...: Qt does not need a desktop display
    if qpa in ("", "xcb") and env.get("DISPLAY"):
        return None
    if qpa in ("", "wayland", "wayland-egl") and env.get("WAYLAND_DISPLAY"):
        return None
    return _tr("Samba Desktop cannot open its window: there is no display to show it on "
               "(neither DISPLAY nor WAYLAND_DISPLAY is set). Start it from a desktop session, "
               "or use --self-test to check the installation without a window.")


class LinkOpener(QObject):
    """Hands a ``samba:`` link the system opens with the running app (macOS: a file-open
    event with the URL) to ``join(link)``."""

    def __init__(self, join: Callable[[str], object], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._join = join

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        from PySide6.QtGui import QFileOpenEvent

        if event.type() == QEvent.Type.FileOpen and isinstance(event, QFileOpenEvent):
            url = event.url()
            if url.scheme().lower() == "samba":
                self._join(url.toString())
                return True
        return super().eventFilter(watched, event)


def table_link(options: list[str]) -> str | None:
    """A table's ``samba:`` link given on the command line (a clicked link), or None.

    >>> table_link(["samba://example.org:4711/q8Zr2bVw0nYl3CqKk1u2hQ"])
    'samba://example.org:4711/q8Zr2bVw0nYl3CqKk1u2hQ'
    >>> table_link(["--self-test"]) is None
    True
    """
    return next((o for o in options if o.lower().startswith("samba:")), None)


def main(argv: list[str] | None = None) -> int:
    """Start Samba Desktop and return its exit code (``--self-test``: check the install;
    ``--help`` and ``--version`` answer on the command line)."""
    args = sys.argv if argv is None else argv
    options = args[1:]
    if options[:1] == ["serve"]:  # the headless host: no window, no QtWidgets, no app lock
        from samba_desktop.net.serve import serve_main

        return serve_main(options[1:])
    if "--self-test" in options:
        from samba_desktop.selftest import run_self_test

        tune_threads()
        return run_self_test(options)
    if any(o in ("-h", "--help", "--version") for o in options):
        _command_line_texts()
        parser = _parser()
        known, _rest = parser.parse_known_args(options)
        if known.help:
            parser.print_help()
        else:
            print(f"samba-desktop {_version()}")
        return 0
    from samba_desktop.system_libraries import missing_library_reason

    if no_display_reason() is not None or missing_library_reason() is not None:
        _command_line_texts()  # then the same reason again, in the player's language
        print(no_display_reason() or missing_library_reason(), file=sys.stderr)
        return 1

    from PySide6.QtWidgets import QApplication

    tune_threads()
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(args)
    app.setApplicationName("Samba Desktop")
    app.setApplicationVersion(_version())
    app.setDesktopFileName("io.github.sambadesktop.SambaDesktop")  # packaging/project.py APP_ID
    instance = one_copy(app, options)
    if isinstance(instance, int):
        return instance  # handed to the copy that runs, or refused: nothing else is done
    window = build_main_window()
    if instance is not None:  # heard from now on, also while the start asks its questions
        instance.requested.connect(lambda request: bring_forward(window, request))
    settle_memory()
    link = table_link(options)
    if link is None:
        window.commands.start_or_resume()  # the welcome or the resume question, then the table
    else:
        window.model.start()
    window.show()
    window.back_to_table()  # the keyboard at the table (its shortcuts) from the start
    resume_reviews(window)
    if link is not None:  # a samba: link clicked: the Join dialog with it
        window.join_table(link)
    if sys.platform == "darwin":  # macOS hands a clicked link over as an event
        app.installEventFilter(LinkOpener(window.join_table, app))
    return app.exec()


def resume_reviews(window: MainWindow, delay_ms: int = 3000) -> None:
    """The coach's reviews an earlier run left unfinished (the app quit or killed while the coach
    was at a hand): done in the background ``delay_ms`` after the window is up (its table
    drawn first), when Settings ▸ Aids' review is on. Only the app's start calls it, so a
    window built by a test or the self-test (`build_main_window`) never starts reviews of the
    hands in its data folder unasked."""
    from PySide6.QtCore import QTimer

    from samba_desktop.qtmodel.review_worker import catch_up_reviews

    model, session = window.model, window.session
    QTimer.singleShot(delay_ms, window, lambda: catch_up_reviews(model, session))


def one_copy(app: QCoreApplication, options: list[str]) -> SingleInstance | int | None:
    """One copy per data folder: the lock to keep (None: no lock could be taken), or the exit
    code of a start that handed its command line to the running copy (0) or could not (1,
    after saying so)."""
    from PySide6.QtWidgets import QMessageBox

    from samba_desktop.qtmodel.single_instance import Start, claim_or_hand_over, refusal_text
    from samba_desktop.ui import i18n

    start, instance = claim_or_hand_over(options, parent=app)
    if start is Start.FIRST:
        return instance
    if start is Start.REFUSED:
        i18n.install_translators(app, "system")
        QMessageBox.warning(None, *refusal_text())
        return 1
    return 0


def bring_forward(window: MainWindow, request: Request) -> None:
    """A later start's command line: the window comes to the front (with its open dialog)
    and opens the saved game it names, or the Join dialog with the table's link it names."""
    from PySide6.QtCore import QTimer
    from PySide6.QtGui import QGuiApplication

    dialog = QGuiApplication.modalWindow()
    if not window.isVisible():  # still asking at start (welcome, resume): its files after that
        if dialog is not None:
            dialog.raise_()
            dialog.requestActivate()
        QTimer.singleShot(500, lambda: bring_forward(window, request))
        return
    if window.isMinimized():
        window.showNormal()
    window.raise_()
    window.activateWindow()
    if dialog is not None:
        dialog.raise_()
        dialog.requestActivate()
    for path in request.files(".samba"):
        window.commands.open_game(path)
    link = table_link(list(request.arguments))
    if link is not None:  # a samba: link clicked while the game is open: Join with it
        window.join_table(link)


def build_main_window(base_dir: str | Path | None = None) -> MainWindow:
    """The main window with its game model and session (settings, saves, history).

    ``base_dir`` keeps all files under one folder (tests and the self-test).
    """
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from samba_desktop.ai import create_player
    from samba_desktop.qtmodel import GameModel
    from samba_desktop.qtmodel.review_worker import attach_reviewer
    from samba_desktop.qtmodel.session import SessionModel
    from samba_desktop.ui import i18n
    from samba_desktop.ui.dialogs import actions

    app = QApplication.instance()
    if app is not None:  # the system's language for any message while loading the settings
        i18n.install_translators(app, "system")
    session = SessionModel(base=base_dir)
    actions.connect_messages(None, session)
    session.load()
    if app is not None:
        i18n.install_translators(app, session.language)
    model = GameModel(session.table_config(), player_factory=create_player, pace=session.pace)
    model.hand_over.connect(lambda _result: QTimer.singleShot(0, trim_memory))
    session.attach(model)
    attach_reviewer(model, session)  # the coach after every hand (Settings ▸ Aids)
    window = compose_window(model, session)
    window.sound_board = attach_sounds(model, session)
    return window


def attach_sounds(model: GameModel, session: SessionModel) -> SoundBoard:
    """The table's sounds for ``model``, switched and set as the player's settings say, now and
    at each change. The system plays them (``qtmodel.system_sound``); offscreen (tests, the
    self-test, a server) nobody hears the table, so nothing is played there."""
    from PySide6.QtGui import QGuiApplication

    from samba_desktop.qtmodel.sounds import SoundBoard, SoundRecorder, SoundSink
    from samba_desktop.qtmodel.system_sound import SystemSink
    from samba_desktop.ui.assets import resources_dir

    sink: SoundSink = SoundRecorder() if QGuiApplication.platformName() == "offscreen" \
        else SystemSink(resources_dir() / "sounds")
    prefs = session.preferences
    board = SoundBoard(model, sink, prefs.sound_on, prefs.sound_volume)
    session.preferences_changed.connect(board.follow_preferences)
    return board


def compose_window(model: GameModel, session: SessionModel | None = None,
                   renderer: CardRenderer | None = None) -> MainWindow:
    """The main window around ``model``, with everything wired here, one way each:

    - the table (scene and controller) says when its cards rest (``animations_done``) so
      that the next computer may move; the model's changes reach it, the side panel, the tips
      and the status line through the window's one dispatcher (``ui.window.dispatch``), in
      one order;
    - the session's preferences go straight to the model, which takes its pace and the Hard
      level's thinking time from them (``GameModel.follow_preferences``), now and at each
      change; the window shows the others (language, deck, card size, sort, aids);
    - Help ▸ Learn to play opens the lesson's window over it (``ui.lesson.window``).

    The window lays the table out and keeps its status line, menus and dialogs.
    """
    from samba_desktop.ui.window.main_window import MainWindow, build_table

    def open_lesson(main: MainWindow) -> QMainWindow:
        # imported when asked for: the lesson's modules are not needed to start the app
        from samba_desktop.ui.lesson.window import open_lesson

        return open_lesson(main)

    table = build_table(model, renderer)
    # Bound methods: Qt drops them with the table, while the model may outlive it (a worker
    # answering)
    model.thinking_changed.connect(table.scene.set_thinking)
    model.hint_ready.connect(table.controller.follow_hint)  # staged: one action plays it
    table.scene.animations_done.connect(model.animations_done)
    if session is not None:
        model.follow_preferences(session.preferences)
        session.preferences_changed.connect(model.follow_preferences)
    window = MainWindow(model, table, session)
    window.lesson_opener = open_lesson
    model.attach_view(True)
    return window


if __name__ == "__main__":
    sys.exit(main())
