"""The recent-files list: newest first, no duplicates, at most eight, missing files dropped."""

from __future__ import annotations

import os
from pathlib import Path

from samba_desktop.persistence.recent import (
    MAX_RECENT_FILES,
    add_recent_file,
    existing_recent_files,
    normalize_recent_files,
    remove_recent_file,
)


def test_adding_puts_the_file_first_without_duplicates(tmp_path: Path) -> None:
    a, b = str(tmp_path / "a.samba"), str(tmp_path / "b.samba")
    recent = add_recent_file(add_recent_file((), a), b)
    assert recent == (b, a)
    assert add_recent_file(recent, a) == (a, b)
    assert add_recent_file(recent, tmp_path / "x" / ".." / "a.samba") == (a, b)


def test_list_is_trimmed_to_eight(tmp_path: Path) -> None:
    recent: tuple[str, ...] = ()
    for index in range(20):
        recent = add_recent_file(recent, tmp_path / f"{index}.samba")
    assert len(recent) == MAX_RECENT_FILES
    assert recent[0] == str(tmp_path / "19.samba")


def test_missing_files_are_dropped(tmp_path: Path) -> None:
    there = tmp_path / "there.samba"
    there.write_text("{}")
    gone = tmp_path / "gone.samba"
    assert existing_recent_files([str(gone), str(there), str(tmp_path)]) == (str(there),)


def test_removing_and_junk_entries(tmp_path: Path) -> None:
    a = str(tmp_path / "a.samba")
    assert remove_recent_file([a, 5, "", "x\0y"], a) == ()  # type: ignore[list-item]
    assert normalize_recent_files(["rel.samba"]) == (os.path.abspath("rel.samba"),)
