"""Where the files go: platformdirs by default, a base folder for tests and --self-test."""

from __future__ import annotations

from pathlib import Path

import pytest

from samba_desktop.persistence import paths
from samba_desktop.persistence.errors import PersistenceError


def test_base_folder_override_keeps_everything_below_it(tmp_path: Path) -> None:
    dirs = paths.app_dirs(tmp_path)
    assert not (tmp_path / "config").exists()  # nothing is created before it is needed
    assert paths.settings_path(tmp_path) == tmp_path / "config" / "settings.json"
    assert paths.autosave_path(tmp_path) == tmp_path / "data" / "autosave.samba"
    assert paths.history_path(tmp_path) == tmp_path / "data" / "history.sqlite3"
    assert paths.saves_dir(tmp_path) == tmp_path / "data" / "saves"
    assert dirs.config_dir.is_dir() and dirs.data_dir.is_dir() and dirs.saves_dir.is_dir()


def test_default_folders_come_from_platformdirs_without_a_vendor_folder() -> None:
    dirs = paths.AppDirs.for_base(None)  # only computes paths; creates nothing
    assert dirs.config_root.name == "SambaDesktop"
    assert dirs.data_root.name == "SambaDesktop"
    assert dirs.config_root.parent.name != "SambaDesktop"


def test_a_folder_that_cannot_be_created_is_reported(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    with pytest.raises(PersistenceError, match="Could not create the folder"):
        paths.data_dir(blocker)
