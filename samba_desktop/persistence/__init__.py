"""Persistence floor: settings, saved games and the score history.

Standard library, platformdirs and the engine only: no Qt, no pickle, no eval. Every file is
written atomically; every file read is distrusted. Errors reach callers as ``PersistenceError``
(or its subclass ``SaveFileError`` for saved games) with a message for the player.
"""

from samba_desktop.persistence.atomic import atomic_write_text, backup_path, move_aside
from samba_desktop.persistence.errors import PersistenceError, SaveFileError
from samba_desktop.persistence.history import (
    DamagedHistory,
    GameSummary,
    HandScore,
    HistoryConflict,
    HistoryDB,
    Record,
    SharedTable,
    Statistics,
    TableRole,
    finish_from_game,
    hand_record_from_game,
)
from samba_desktop.persistence.paths import AppDirs, app_dirs
from samba_desktop.persistence.recent import (
    add_recent_file,
    existing_recent_files,
    remove_recent_file,
)
from samba_desktop.persistence.saves import (
    SAVE_SUFFIX,
    SavedGame,
    autosave,
    clear_autosave,
    load_autosave,
    load_game,
    save_game,
)
from samba_desktop.persistence.seats import Seat
from samba_desktop.persistence.settings import (
    SettingFields,
    Settings,
    load_settings,
    save_settings,
)

__all__ = [
    "SAVE_SUFFIX",
    "AppDirs",
    "DamagedHistory",
    "GameSummary",
    "SharedTable",
    "TableRole",
    "HandScore",
    "HistoryConflict",
    "HistoryDB",
    "PersistenceError",
    "Record",
    "SaveFileError",
    "SavedGame",
    "Seat",
    "SettingFields",
    "Settings",
    "Statistics",
    "add_recent_file",
    "app_dirs",
    "atomic_write_text",
    "autosave",
    "backup_path",
    "clear_autosave",
    "existing_recent_files",
    "finish_from_game",
    "hand_record_from_game",
    "load_autosave",
    "load_game",
    "load_settings",
    "move_aside",
    "remove_recent_file",
    "save_game",
    "save_settings",
]
