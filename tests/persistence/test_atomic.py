"""Atomic writes: the file is always the old or the new version; failures are reported."""

from __future__ import annotations

import errno
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from samba_desktop.persistence import atomic
from samba_desktop.persistence.atomic import (
    atomic_write_text,
    backup_path,
    move_aside,
    remove_dead_temp_files,
)
from samba_desktop.persistence.errors import PersistenceError


def temp_files(folder: Path) -> list[str]:
    return [name for name in os.listdir(folder) if name.endswith(".tmp")]


def test_first_write_creates_the_file_without_backup(tmp_path: Path) -> None:
    target = tmp_path / "a.json"
    assert atomic_write_text(target, "one\n") == target
    assert target.read_text(encoding="utf-8") == "one\n"
    assert not backup_path(target).exists()
    assert temp_files(tmp_path) == []


def test_each_write_keeps_exactly_one_backup_of_the_previous_version(tmp_path: Path) -> None:
    target = tmp_path / "a.json"
    for text in ("one", "two", "three"):
        atomic_write_text(target, text)
    assert target.read_text(encoding="utf-8") == "three"
    assert backup_path(target).read_text(encoding="utf-8") == "two"
    assert sorted(os.listdir(tmp_path)) == ["a.json", "a.json.bak"]


def test_text_is_written_as_utf8_with_line_endings_unchanged(tmp_path: Path) -> None:
    target = tmp_path / "a.txt"
    atomic_write_text(target, "Zdeněk\r\nÅsa\n")
    assert target.read_bytes() == "Zdeněk\r\nÅsa\n".encode()


def test_backup_is_copied_where_hard_links_are_not_supported(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "a.json"
    atomic_write_text(target, "old")

    def no_links(*args: object, **kwargs: object) -> None:
        raise OSError(errno.EPERM, "Operation not permitted")

    monkeypatch.setattr(os, "link", no_links)
    atomic_write_text(target, "new")
    assert target.read_text(encoding="utf-8") == "new"
    assert backup_path(target).read_text(encoding="utf-8") == "old"
    assert temp_files(tmp_path) == []


def test_folder_that_cannot_exist_is_reported_naming_the_file(tmp_path: Path) -> None:
    # Tests run as root, so chmod cannot make a folder read-only: put a file in the way instead.
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("x")
    target = blocker / "settings.json"
    with pytest.raises(PersistenceError) as caught:
        atomic_write_text(target, "{}")
    assert str(target) in str(caught.value)
    assert "folder does not exist" in str(caught.value)
    assert caught.value.path == target


@pytest.mark.parametrize("failing", ["replace", "fsync", "write"])
def test_full_disk_is_reported_and_the_old_file_survives(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, failing: str
) -> None:
    target = tmp_path / "game.samba"
    atomic_write_text(target, "old")

    def disk_full(*args: object, **kwargs: object) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    if failing == "write":
        monkeypatch.setattr(atomic.os, "fdopen", _fdopen_that_fails_on_write(disk_full))
    else:
        monkeypatch.setattr(atomic.os, failing, disk_full)
    with pytest.raises(PersistenceError) as caught:
        atomic_write_text(target, "new")
    monkeypatch.undo()
    assert "disk is full" in str(caught.value)
    assert str(target) in str(caught.value)
    assert target.read_text(encoding="utf-8") == "old"
    assert temp_files(tmp_path) == []


def _fdopen_that_fails_on_write(fail):  # type: ignore[no-untyped-def]
    real_fdopen = os.fdopen

    class Failing:
        def __init__(self, file):  # type: ignore[no-untyped-def]
            self._file = file

        def __enter__(self):  # type: ignore[no-untyped-def]
            return self

        def __exit__(self, *exc):  # type: ignore[no-untyped-def]
            self._file.close()

        def write(self, data):  # type: ignore[no-untyped-def]
            fail()

        def __getattr__(self, name):  # type: ignore[no-untyped-def]
            return getattr(self._file, name)

    return lambda fd, *args, **kwargs: Failing(real_fdopen(fd, *args, **kwargs))


def test_read_only_disk_is_reported(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def read_only(*args: object, **kwargs: object) -> None:
        raise OSError(errno.EROFS, "Read-only file system")

    monkeypatch.setattr(atomic.os, "open", read_only)
    with pytest.raises(PersistenceError, match="read-only"):
        atomic_write_text(tmp_path / "a.json", "{}")


def test_writing_through_a_symlink_updates_the_target(tmp_path: Path) -> None:
    real = tmp_path / "real.json"
    real.write_text("old")
    link = tmp_path / "link.json"
    link.symlink_to(real)
    atomic_write_text(link, "new")
    assert link.is_symlink()
    assert real.read_text() == "new"


def test_stale_temp_files_of_a_killed_writer_are_removed_but_fresh_ones_kept(
    tmp_path: Path,
) -> None:
    target = tmp_path / "a.json"
    live = os.getpid()  # a writer that runs now
    stale = tmp_path / f".a.json.{live}.456.0.tmp"
    fresh = tmp_path / f".a.json.{live}.789.0.tmp"
    unrelated = tmp_path / ".b.json.1.1.0.tmp"
    for path in (stale, fresh, unrelated):
        path.write_text("partial")
    an_hour_ago = time.time() - 3600
    os.utime(stale, (an_hour_ago, an_hour_ago))
    os.utime(unrelated, (an_hour_ago, an_hour_ago))
    atomic_write_text(target, "x")
    assert not stale.exists()
    assert fresh.exists()
    assert unrelated.exists()


def dead_pid() -> int:
    """The id of a process that has ended."""
    child = subprocess.Popen([sys.executable, "-c", "pass"])
    child.wait()
    return child.pid


@pytest.mark.skipif(os.name == "nt", reason="Windows: only the age of a file tells")
def test_temp_files_of_a_dead_writer_are_removed_at_once_and_a_live_ones_kept(
    tmp_path: Path,
) -> None:
    dead = dead_pid()
    left = [tmp_path / f".a.json.{dead}.5.0.tmp", tmp_path / f".a.json.bak.{dead}.6.0.tmp",
            tmp_path / f".settings.json.{dead}.7.3.tmp"]
    writing = tmp_path / f".a.json.{os.getpid()}.8.0.tmp"
    others = [tmp_path / "a.json", tmp_path / "notes.tmp", tmp_path / f".a.json.{dead}.tmp.x"]
    for path in (*left, writing, *others):
        path.write_text("partial")
    removed = remove_dead_temp_files(tmp_path)
    assert sorted(removed) == sorted(left)
    assert not any(path.exists() for path in left)
    assert writing.exists() and all(path.exists() for path in others)


def test_move_aside_never_overwrites_an_earlier_bad_file(tmp_path: Path) -> None:
    kept = []
    for content in ("first", "second", "third"):
        bad = tmp_path / "settings.json"
        bad.write_text(content)
        kept.append(move_aside(bad, "corrupt"))
        assert not bad.exists()
    assert len(set(kept)) == 3
    assert [path.read_text() for path in kept] == ["first", "second", "third"]
    assert all(path.name.startswith("settings.json.corrupt-") for path in kept)


def test_move_aside_of_a_missing_file_gives_none(tmp_path: Path) -> None:
    assert move_aside(tmp_path / "nothing") is None
