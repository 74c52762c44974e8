"""`SavedFiles`: the saved games: the unfinished game of last time and named ``.samba`` files.

It offers the game autosaved last time until the player resumes or discards it, saves and
opens named files (each one put first in the recent files), and hands a game just read to the
session's follower, which carries on its score-history row once the game is on the table.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from samba_desktop.engine import Game
from samba_desktop.persistence import (
    SAVE_SUFFIX,
    PersistenceError,
    SavedGame,
    SaveFileError,
    Seat,
    app_dirs,
    clear_autosave,
    load_autosave,
    load_game,
    save_game,
)
from samba_desktop.persistence.hand_record import MoveReason
from samba_desktop.persistence.reading import exists

from .config import TableConfig, localized_name
from .preferences import SavedGameInfo
from .settings_store import Report, SettingsStore, side_names_for, table_config


def _tr(text: str) -> str:
    return QCoreApplication.translate("SessionModel", text)


class SavedFiles:
    """The saved games below ``base`` (None: the player's own folders); the recent files are
    kept in ``settings``, problems go to ``report``."""

    def __init__(self, base: Path | None, settings: SettingsStore, report: Report) -> None:
        self._base = base
        self._settings = settings
        self._report = report
        self._pending: SavedGame | None = None
        self._loaded: SavedGame | None = None  # the game last opened, until it reaches a table

    def load_pending(self) -> None:
        """Look for the game autosaved last time (``pending_resume``)."""
        try:
            self._pending = load_autosave(self._base)
        except SaveFileError as problem:
            self._pending = None
            self._report(_tr("Could not resume the last game"), problem)

    def pending_resume(self) -> SavedGame | None:
        """The unfinished game autosaved last time, or None."""
        return self._pending

    def settle_pending(self, settle: Callable[[SavedGame], bool]) -> None:
        """Let ``settle`` finish what a crash left of the pending game: it is not offered
        when ``settle`` says it needs no resuming (its end is recorded)."""
        if self._pending is not None and settle(self._pending):
            self._pending = None

    def discard_resume(self) -> None:
        """The player does not want the unfinished game: forget it and its autosave."""
        self._pending = None
        try:
            clear_autosave(self._base)
        except PersistenceError as problem:
            self._report(_tr("Could not remove the autosave"), problem)

    def claim(self, game: Game) -> SavedGame | None:
        """The save ``game`` was read from (the file opened last, or the autosave), now that it
        is on the table; both are forgotten then. None for any other game."""
        loaded = self._loaded if self._loaded is not None and self._loaded.game is game else None
        if loaded is None and self._pending is not None and self._pending.game is game:
            loaded = self._pending
        if loaded is not None:
            self._loaded = None
            self._pending = None
        return loaded

    @staticmethod
    def table_config_for(saved: SavedGame) -> TableConfig:
        """The table of a saved game (its rules and seats)."""
        return table_config(saved.game.rules, saved.seats)

    @staticmethod
    def describe(saved: SavedGame, path: str | Path | None = None) -> SavedGameInfo:
        """What to tell the player about ``saved`` before resuming it."""
        game = saved.game
        names = tuple(localized_name(seat.name) for seat in saved.seats)
        return SavedGameInfo(
            saved_at=saved.saved_at,
            hand_number=game.hand_number,
            names=names,
            side_names=side_names_for(names, game.num_players),
            scores=tuple(game.scores),
            path=None if path is None else os.fspath(path),
        )

    def save_as(self, path: str | Path, game: Game, seats: tuple[Seat, ...],
                history_id: int | None,
                reasons: Mapping[int, MoveReason] | None = None) -> Path | None:
        """Save ``game`` to ``path`` (``.samba`` is added if missing) with its score-history
        row (and the computers' ``reasons`` for its hand's moves); the path written, or None
        (and a report) if it could not be saved."""
        chosen = path = Path(path)
        if path.suffix.lower() != SAVE_SUFFIX:
            path = path.with_name(path.name + SAVE_SUFFIX)
        own = self.own_file(chosen) or self.own_file(path)
        if own is not None:
            self._report(_tr("Could not save the game"), PersistenceError(
                _tr("\"{name}\" is one of the files Samba Desktop keeps for itself (the game "
                    "saved automatically, the score history or the settings): a saved game "
                    "cannot take its place. Choose another name or folder; nothing was "
                    "changed.").format(name=own.name), own))
            return None
        try:
            written = save_game(path, game, seats, history_game_id=history_id, reasons=reasons)
        except PersistenceError as problem:
            self._report(_tr("Could not save the game"), problem)
            return None
        self._settings.remember_recent(written)
        return written

    def own_file(self, path: str | Path) -> Path | None:
        """The app's own file that ``path`` is (the autosave or its backup, the score
        history, the settings or their backup, also through a link), or None."""
        def same(a: Path, b: Path) -> bool:
            if os.path.normcase(os.path.realpath(a)) == os.path.normcase(os.path.realpath(b)):
                return True
            try:
                return os.path.samefile(a, b)
            except (OSError, ValueError):
                return False

        path = Path(path)
        for own in app_dirs(self._base).own_files():
            if same(path, own):
                return own
        return None

    def open_file(self, path: str | Path) -> SavedGame | None:
        """Read a saved game; None (and a report) if it cannot be used."""
        try:
            saved = load_game(path)
        except SaveFileError as problem:
            self._report(_tr("Could not open the saved game"), problem)
            if not exists(path):
                self._settings.forget_recent(path)
            return None
        self._loaded = saved
        self._settings.remember_recent(path)
        return saved

    def saves_folder(self) -> str:
        """The folder to offer in a Save As or Open dialog."""
        try:
            return os.fspath(app_dirs(self._base).saves_dir)
        except PersistenceError:
            return os.path.expanduser("~")
