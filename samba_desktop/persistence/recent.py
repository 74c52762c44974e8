"""The list of recently opened or saved games (newest first, at most eight)."""

from __future__ import annotations

import os
from collections.abc import Iterable
from pathlib import Path

MAX_RECENT_FILES = 8


def _key(path: str) -> str:
    return os.path.normcase(os.path.abspath(path))


def normalize_recent_files(recent: Iterable[str], limit: int = MAX_RECENT_FILES) -> tuple[str, ...]:
    """Absolute paths, duplicates removed (first one kept), at most ``limit``."""
    result: list[str] = []
    seen: set[str] = set()
    for entry in recent:
        if not isinstance(entry, str) or not entry or "\0" in entry:
            continue
        absolute = os.path.abspath(entry)
        if _key(absolute) in seen:
            continue
        seen.add(_key(absolute))
        result.append(absolute)
        if len(result) == limit:
            break
    return tuple(result)


def add_recent_file(
    recent: Iterable[str], path: str | Path, limit: int = MAX_RECENT_FILES
) -> tuple[str, ...]:
    """``path`` first, then the others without it, trimmed to ``limit``."""
    return normalize_recent_files([os.fspath(path), *recent], limit)


def remove_recent_file(recent: Iterable[str], path: str | Path) -> tuple[str, ...]:
    """The list without ``path``."""
    gone = _key(os.fspath(path))
    return tuple(entry for entry in normalize_recent_files(recent) if _key(entry) != gone)


def existing_recent_files(recent: Iterable[str]) -> tuple[str, ...]:
    """The list without files that no longer exist."""
    return tuple(entry for entry in normalize_recent_files(recent) if os.path.isfile(entry))
