"""Where Samba Desktop keeps its files.

The folders come from platformdirs (``SambaDesktop``, no vendor folder) and are created on
demand. Every function takes an optional ``base`` folder: given one, everything lives below it
(``base/config`` and ``base/data``), which is how the tests and ``--self-test`` stay away from
the player's real files.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import platformdirs

from samba_desktop.persistence.atomic import backup_path, describe_os_error
from samba_desktop.persistence.errors import PersistenceError

APP_NAME = "SambaDesktop"

SETTINGS_FILE_NAME = "settings.json"
HISTORY_FILE_NAME = "history.sqlite3"
AUTOSAVE_FILE_NAME = "autosave.samba"
SAVES_FOLDER_NAME = "saves"
LOCK_FILE_NAME = "samba-desktop.lock"
#: What SQLite keeps beside the history while it is open (or after a crash).
_SQLITE_COMPANIONS = ("-wal", "-shm", "-journal")


@dataclass(frozen=True)
class AppDirs:
    """The application's folders; the properties create a folder when first asked for it."""

    config_root: Path
    data_root: Path

    @classmethod
    def for_base(cls, base: str | Path | None = None) -> AppDirs:
        """The standard folders, or folders below ``base`` if one is given."""
        if base is not None:
            base = Path(base)
            return cls(base / "config", base / "data")
        return cls(
            Path(platformdirs.user_config_dir(APP_NAME, appauthor=False)),
            Path(platformdirs.user_data_dir(APP_NAME, appauthor=False)),
        )

    @property
    def config_dir(self) -> Path:
        """Settings live here."""
        return ensure_dir(self.config_root)

    @property
    def data_dir(self) -> Path:
        """Saved games, the autosave and the score history live here."""
        return ensure_dir(self.data_root)

    @property
    def saves_dir(self) -> Path:
        """The default folder offered when saving a game."""
        return ensure_dir(self.data_root / SAVES_FOLDER_NAME)

    @property
    def settings_file(self) -> Path:
        return self.config_dir / SETTINGS_FILE_NAME

    @property
    def autosave_file(self) -> Path:
        return self.data_dir / AUTOSAVE_FILE_NAME

    @property
    def history_file(self) -> Path:
        return self.data_dir / HISTORY_FILE_NAME

    @property
    def lock_file(self) -> Path:
        """The lock of the one copy of the app running on these folders."""
        return self.data_dir / LOCK_FILE_NAME

    def own_files(self) -> tuple[Path, ...]:
        """The files the app itself keeps here, which a saved game must never replace: the
        autosave and its backup, the score history (with SQLite's files beside it), the
        settings and their backup, and the lock. No folder is created to name them."""
        autosave = self.data_root / AUTOSAVE_FILE_NAME
        history = self.data_root / HISTORY_FILE_NAME
        settings = self.config_root / SETTINGS_FILE_NAME
        return (autosave, backup_path(autosave), history,
                *(history.with_name(history.name + suffix) for suffix in _SQLITE_COMPANIONS),
                settings, backup_path(settings), self.data_root / LOCK_FILE_NAME)


def ensure_dir(folder: str | Path) -> Path:
    """Create ``folder`` (and its parents) if missing; ``PersistenceError`` if impossible."""
    folder = Path(folder)
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise PersistenceError(
            f'Could not create the folder "{folder}": {describe_os_error(error)}.', folder
        ) from error
    return folder


def app_dirs(base: str | Path | None = None) -> AppDirs:
    """The application's folders (below ``base`` if given)."""
    return AppDirs.for_base(base)


def config_dir(base: str | Path | None = None) -> Path:
    """The settings folder, created if missing."""
    return app_dirs(base).config_dir


def data_dir(base: str | Path | None = None) -> Path:
    """The data folder (saves, autosave, history), created if missing."""
    return app_dirs(base).data_dir


def saves_dir(base: str | Path | None = None) -> Path:
    """The default folder for saved games, created if missing."""
    return app_dirs(base).saves_dir


def settings_path(base: str | Path | None = None) -> Path:
    """The settings file (its folder is created if missing)."""
    return app_dirs(base).settings_file


def autosave_path(base: str | Path | None = None) -> Path:
    """The autosave file (its folder is created if missing)."""
    return app_dirs(base).autosave_file


def history_path(base: str | Path | None = None) -> Path:
    """The score-history database (its folder is created if missing)."""
    return app_dirs(base).history_file
