"""``samba-desktop --self-test``: a smoke test of an installed or frozen Samba Desktop.

Runs without a screen (Qt's offscreen platform unless ``QT_QPA_PLATFORM`` is set) and never
touches the player's own files: everything is written below a temporary folder. Checks that the
bundled resources are there, Qt draws the cards, the main window opens, computer players play a
few moves, and a game survives a save and a load. Prints one line per check and returns 0 when
all pass, 1 (with the reason) otherwise::

    $ samba-desktop --self-test
    ok    resources: /opt/samba-desktop/_internal/resources (svg-cards, 3 fonts, icon, 0 translations)
    ...
    self-test passed: 7 checks in 1.9 s

Options: ``--self-test-report FILE`` also writes the lines to FILE (a windowed Windows program
has no console to print to); ``--self-test-moves N`` sets how many moves the computers play;
``--self-test-screenshot FILE.png`` saves a picture of the main window.
"""

from __future__ import annotations

import argparse
import contextlib
import inspect
import os
import platform
import sys
import tempfile
import time
import traceback
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # imported where it is used (the checks load Qt one by one)
    from PySide6.QtWidgets import QApplication

LEVELS = ("random", "easy", "normal", "hard")


class SelfTestError(Exception):
    """A check found something wrong; the message says what."""


def _parse(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="samba-desktop --self-test", add_help=False)
    parser.add_argument("--self-test", action="store_true")
    parser.add_argument("--self-test-report", type=Path)
    parser.add_argument("--self-test-moves", type=int, default=40)
    parser.add_argument("--self-test-screenshot", type=Path)
    args, _unknown = parser.parse_known_args(sys.argv[1:] if argv is None else argv)
    return args


class _Report:
    def __init__(self, path: Path | None) -> None:
        self.lines: list[str] = []
        self.path = path

    def say(self, line: str) -> None:
        self.lines.append(line)
        print(line, flush=True)  # print() does nothing when a windowed program has no stdout
        if self.path is not None:
            self.path.write_text("\n".join(self.lines) + "\n", encoding="utf-8")


def run_self_test(argv: list[str] | None = None) -> int:
    """Run every check; 0 if all passed, 1 otherwise. ``argv`` excludes the program name."""
    args = _parse(argv)
    report = _Report(args.self_test_report)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    started = time.perf_counter()
    with (
        tempfile.TemporaryDirectory(
            prefix="samba-self-test-", ignore_cleanup_errors=True
        ) as folder,
        _away_from_player_files(Path(folder)),
    ):
        base = Path(folder)
        state: dict[str, Any] = {}  # what one check hands to the next (the played game)
        checks: list[tuple[str, Callable[[], str]]] = [
            ("environment", _check_environment),
            ("resources", _check_resources),
            ("qt", _check_qt),
            ("main window", lambda: _check_main_window(base, args.self_test_screenshot)),
            ("computer players", lambda: _check_computer_players(args.self_test_moves, state)),
            ("save and load", lambda: _check_save_and_load(base, state)),
            ("settings and history", lambda: _check_settings_and_history(base)),
        ]
        for name, check in checks:
            try:
                detail = check()
            except Exception as error:  # noqa: BLE001 - every failure must end in a message
                report.say(f"FAIL  {name}: {type(error).__name__}: {error}")
                for line in traceback.format_exc().rstrip().splitlines():
                    report.say(f"      {line}")
                report.say(f"self-test FAILED at '{name}'")
                return 1
            report.say(f"ok    {name}: {detail}")
    report.say(f"self-test passed: {len(checks)} checks in {time.perf_counter() - started:.1f} s")
    return 0


@contextlib.contextmanager
def _away_from_player_files(base: Path) -> Iterator[None]:
    """Point platformdirs below ``base`` for the duration, then restore the environment."""
    # platformdirs follows these on Linux and the BSDs; elsewhere the base folder passed to
    # persistence (and to the main window, if it takes one) keeps the test's files apart.
    names = ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME")
    saved = {name: os.environ.get(name) for name in names}
    try:
        for name in names:
            os.environ[name] = str(base / "xdg" / name.split("_")[1].lower())
        yield
    finally:
        for name, value in saved.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value


def _check_environment() -> str:
    frozen = "frozen" if getattr(sys, "frozen", False) else "from source"
    return (
        f"Python {platform.python_version()} on {platform.system()} {platform.machine()}, {frozen}"
    )


def _check_resources() -> str:
    from samba_desktop.qtmodel.sounds import SoundEvent
    from samba_desktop.ui.assets import font_files, resources_dir

    root = resources_dir()
    needed = [
        root / "cards" / "svg-cards" / "svg-cards.svg",
        root / "cards" / "svg-cards" / "LICENSE",
        root / "icons" / "samba-desktop.svg",
        root / "CREDITS.md",
        *font_files(),
        *(root / "sounds" / f"{event.value}.wav" for event in SoundEvent),
    ]
    missing = [str(path) for path in needed if not path.is_file()]
    if missing:
        raise SelfTestError(f"missing from {root}: {', '.join(missing)}")
    translations = sorted((root / "translations").glob("*.qm"))
    return (f"{root} (svg-cards, {len(font_files())} fonts, icon, {len(SoundEvent)} sounds, "
            f"{len(translations)} translations)")


def _application() -> QApplication:
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    if app is None:
        return QApplication([sys.argv[0] if sys.argv else "samba-desktop"])
    if not isinstance(app, QApplication):
        raise SelfTestError(f"a {type(app).__name__} is running, so no window can be opened")
    return app


def _wait(milliseconds: int) -> None:
    from PySide6.QtCore import QEventLoop, QTimer

    loop = QEventLoop()
    QTimer.singleShot(milliseconds, loop.quit)
    loop.exec()


def _check_qt() -> str:
    from PySide6 import __version__ as pyside_version
    from PySide6.QtGui import QGuiApplication

    from samba_desktop.ui.assets import register_fonts
    from samba_desktop.ui.cards import CardRenderer

    _application()
    family = register_fonts()
    renderer = CardRenderer()
    images = {"AS": renderer.image("AS", 90), "back": renderer.back_pixmap(90).toImage()}
    for card, image in images.items():
        if image.isNull() or image.width() < 80:
            raise SelfTestError(f"the card {card!r} was not drawn")
        if len({image.pixel(x, image.height() // 3) for x in range(0, image.width(), 3)}) < 2:
            raise SelfTestError(f"the card {card!r} was drawn blank")
    return (
        f"PySide6 {pyside_version}, platform {QGuiApplication.platformName()}, "
        f"font {family!r}, the ace of spades and the card back drawn"
    )


def _check_main_window(base: Path, screenshot: Path | None) -> str:
    app = _application()
    window, source = _build_main_window(app, base)
    try:
        window.show()
        _wait(300)
        if not window.isVisible():
            raise SelfTestError(f"{source} did not become visible")
        shot = window.grab()
        if shot.isNull() or shot.width() < 100 or shot.height() < 100:
            raise SelfTestError(f"{source} drew nothing ({shot.width()} x {shot.height()})")
        title = window.windowTitle()
        if screenshot is not None and not shot.save(str(screenshot)):
            raise SelfTestError(f"could not save the screenshot {screenshot}")
    finally:
        window.close()
        window.deleteLater()
        _wait(50)
    return f"{source} shown at {shot.width()} x {shot.height()}, title {title!r}"


def _build_main_window(app: Any, base: Path) -> tuple[Any, str]:
    """The main window as the composition root builds it, or the views' MainWindow itself."""
    from samba_desktop import __main__ as composition_root

    factory = getattr(composition_root, "build_main_window", None)
    if callable(factory):
        return _call_with_known(factory, app=app, base=base), "__main__.build_main_window"
    from samba_desktop.ui.window.main_window import MainWindow

    return _call_with_known(MainWindow, app=app, base=base), "ui.window.main_window.MainWindow"


def _call_with_known(factory: Callable[..., Any], *, app: Any, base: Path) -> Any:
    """Call ``factory`` with those of the arguments we can give that it names."""
    providers: dict[str, Callable[[], Any]] = {
        "app": lambda: app,
        "application": lambda: app,
        "base": lambda: base,
        "base_dir": lambda: base,
        "data_dir": lambda: base,
        "model": _new_game_model,
    }
    kwargs = {}
    for name, parameter in inspect.signature(factory).parameters.items():
        if parameter.kind in (parameter.VAR_POSITIONAL, parameter.VAR_KEYWORD):
            continue
        if name in providers:
            kwargs[name] = providers[name]()
        elif parameter.default is parameter.empty:
            raise SelfTestError(
                f"{factory.__qualname__} needs an argument {name!r} the self-test cannot give; "
                "offer samba_desktop.__main__.build_main_window(app, base_dir=None)"
            )
    return factory(**kwargs)


def _new_game_model() -> Any:
    """A four-player table as the composition root sets one up (not started)."""
    from samba_desktop.qtmodel import GameModel, TableConfig

    return GameModel(TableConfig.default(players=4, level="normal"))


def _check_computer_players(moves: int, state: dict[str, Any]) -> str:
    from samba_desktop.ai import create_player
    from samba_desktop.engine import Game, Rules

    game = Game.new(Rules(players=4), seed=2024)
    players = [create_player(level, seed=seat) for seat, level in enumerate(LEVELS)]
    played = 0
    while played < moves and game.in_play:
        seat = game.turn
        move = players[seat].choose(game.view(seat))
        game.apply(move)  # IllegalMove here means an AI chose an illegal move
        played += 1
    if played == 0:
        raise SelfTestError("no move was played")
    state["game"] = game
    return (
        f"{played} moves by {', '.join(LEVELS)} players, phase {game.phase}, "
        f"{game.stock_size} cards in the stock"
    )


def _check_save_and_load(base: Path, state: dict[str, Any]) -> str:
    game = state.get("game")
    if game is None:
        raise SelfTestError("no game to save")
    from samba_desktop.persistence import load_game, save_game

    path = base / "data" / "saves" / "self-test.samba"
    path.parent.mkdir(parents=True, exist_ok=True)
    seats = [{"kind": "computer", "level": "normal", "name": f"Player {n}"} for n in range(4)]
    save_game(path, game, seats)
    loaded = load_game(path).game
    if loaded.to_dict() != game.to_dict():
        raise SelfTestError("the loaded game differs from the saved one")
    return f"{path.name}, {path.stat().st_size:,} bytes, the loaded game equals the saved one"


def _check_settings_and_history(base: Path) -> str:
    from samba_desktop.persistence import HistoryDB, Settings, load_settings, save_settings

    settings = Settings(players=6, target_score=5000)
    save_settings(settings, base)
    loaded, notice = load_settings(base)
    if notice is not None or loaded != settings:
        raise SelfTestError(f"the settings did not survive a save and a load ({notice})")
    db, notice = HistoryDB.open(base=base)
    try:
        if notice is not None:
            raise SelfTestError(notice)
        games = db.games()
    finally:
        db.close()
    return f"settings round trip, score history opened (SQLite, {len(games)} games)"
