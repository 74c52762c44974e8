"""Crash-safe file writing: a file is either the old version or the new one, never half of each.

``atomic_write_text`` writes a temporary file next to the target, flushes and fsyncs it, keeps
the previous version as ``<name>.bak`` and then atomically renames the new file into place. The
target path always holds a complete file, even if the process is killed at any moment.
"""

from __future__ import annotations

import contextlib
import errno
import os
import re
import time
from datetime import datetime
from pathlib import Path

from samba_desktop.persistence.errors import PersistenceError

BACKUP_SUFFIX = ".bak"
_TEMP_SUFFIX = ".tmp"
# Temporary files older than this are leftovers of a killed writer and may be removed.
_STALE_TEMP_SECONDS = 15 * 60


def backup_path(path: str | Path) -> Path:
    """The path of the one backup kept of ``path`` (``name.ext.bak``)."""
    path = Path(path)
    return path.with_name(path.name + BACKUP_SUFFIX)


def describe_os_error(error: OSError) -> str:
    """A short plain-words reason for an ``OSError``."""
    reasons = {
        errno.ENOSPC: "the disk is full",
        errno.EDQUOT: "the disk quota is exceeded",
        errno.EROFS: "the disk is read-only",
        errno.EACCES: "permission was denied",
        errno.EPERM: "permission was denied",
        errno.ENOENT: "the folder does not exist",
        errno.ENOTDIR: "the folder does not exist (a file is in the way)",
        errno.EISDIR: "a folder of that name is in the way",
        errno.ENAMETOOLONG: "the name is too long",
        errno.EIO: "the disk reported an input/output error",
    }
    if error.errno in reasons:
        return reasons[error.errno]
    return error.strerror or str(error) or type(error).__name__


def atomic_write_text(path: str | Path, text: str, *, keep_backup: bool = True) -> Path:
    """Replace the file at ``path`` with ``text`` (UTF-8, line endings kept as given).

    The previous file, if any, is kept as ``path.bak`` (one generation). Returns the path
    written. Raises ``PersistenceError`` naming the file if anything goes wrong (read-only
    folder, disk full, ...); in that case the previous file is left as it was.
    """
    path = Path(os.path.realpath(path))  # write through a symlink, do not replace it
    try:
        data = text.encode("utf-8")
    except UnicodeEncodeError as error:
        raise PersistenceError(
            f'Could not write "{path}": the text cannot be stored as UTF-8.', path
        ) from error
    try:
        _atomic_write_bytes(path, data, keep_backup)
    except OSError as error:
        raise PersistenceError(
            f'Could not write "{path}": {describe_os_error(error)}.', path
        ) from error
    return path


def _atomic_write_bytes(path: Path, data: bytes, keep_backup: bool) -> None:
    folder = path.parent
    _remove_stale_temp_files(folder, path.name)
    temp = _write_temp_file(folder, path.name, data)
    try:
        if keep_backup and path.is_file():
            _replace_backup(path)
        _replace(temp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp)
        raise
    fsync_directory(folder)


def _write_temp_file(folder: Path, name: str, data: bytes) -> Path:
    """Write ``data`` to a new temporary file in ``folder``, fsync it, return its path."""
    # O_EXCL with a unique name: never reuses (or follows a symlink to) another file.
    for attempt in range(100):
        temp = folder / f".{name}.{os.getpid()}.{time.monotonic_ns()}.{attempt}{_TEMP_SUFFIX}"
        try:
            fd = os.open(
                temp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), 0o644
            )
        except FileExistsError:
            continue
        break
    else:  # pragma: no cover - needs 100 collisions of a nanosecond clock
        raise FileExistsError(errno.EEXIST, "could not create a temporary file", str(folder))
    try:
        with os.fdopen(fd, "wb") as file:
            file.write(data)
            file.flush()
            os.fsync(file.fileno())
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp)
        raise
    return temp


def _replace_backup(path: Path) -> None:
    """Make ``path.bak`` a complete copy of the current ``path``, atomically.

    A hard link costs nothing; where links are not supported (FAT, some network drives) the
    file is copied. Either way the new backup is renamed over the old one in one step, so a
    crash leaves the old or the new backup, never a partial one.
    """
    backup = backup_path(path)
    temp = path.with_name(f".{backup.name}.{os.getpid()}.{time.monotonic_ns()}.0{_TEMP_SUFFIX}")
    try:
        try:
            os.link(path, temp)
        except OSError:
            _write_copy(path, temp)
        _replace(temp, backup)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp)
        raise


def _write_copy(source: Path, target: Path) -> None:
    data = source.read_bytes()
    fd = os.open(target, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), 0o644)
    with os.fdopen(fd, "wb") as file:
        file.write(data)
        file.flush()
        os.fsync(file.fileno())


def _replace(source: Path, target: Path) -> None:
    """``os.replace``, retried briefly on Windows where a virus scanner may hold the file."""
    attempts = 5 if os.name == "nt" else 1
    for attempt in range(attempts):
        try:
            os.replace(source, target)
            return
        except PermissionError:
            if attempt == attempts - 1:
                raise
            time.sleep(0.05 * (attempt + 1))


def fsync_directory(folder: str | Path) -> None:
    """Make a rename, a new file or an unlink in ``folder`` durable (the folder's own entry
    list on disk), where the platform allows opening a directory."""
    if os.name == "nt":
        return
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass  # some file systems do not support fsync on directories; the data is written
    finally:
        os.close(fd)


def remove_durably(path: str | Path) -> bool:
    """Unlink ``path`` and make the removal durable (the folder is synced); False if there was
    nothing to remove. ``OSError`` if it could not be removed."""
    path = Path(path)
    try:
        os.unlink(path)
    except FileNotFoundError:
        return False
    fsync_directory(path.parent)
    return True


# ".<name>.<pid>.<nanoseconds>.<attempt>.tmp": the temporary files this module writes.
_TEMP_NAME = re.compile(r"\..+\.(?P<pid>[0-9]+)\.[0-9]+\.[0-9]+" + re.escape(_TEMP_SUFFIX))


def _process_alive(pid: int) -> bool:
    """Whether a process ``pid`` runs now (on Windows, where it cannot be asked cheaply: yes)."""
    if pid == os.getpid():
        return True
    if os.name == "nt" or pid <= 0:
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:  # it exists, but belongs to someone else
        return True
    return True


def remove_dead_temp_files(folder: str | Path) -> list[Path]:
    """Remove the temporary files in ``folder`` that writers left when they died: those of a
    process that no longer runs, and any older than the time a write can take. Returns the
    files removed. Called at start, so a killed writer's leftovers do not stay."""
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return []
    cutoff = time.time() - _STALE_TEMP_SECONDS
    removed = []
    for entry in entries:
        match = _TEMP_NAME.fullmatch(entry.name)
        if match is None:
            continue
        with contextlib.suppress(OSError):
            if not entry.is_file(follow_symlinks=False):
                continue
            if _process_alive(int(match["pid"])) and entry.stat().st_mtime >= cutoff:
                continue
            os.unlink(entry.path)
            removed.append(Path(entry.path))
    if removed:
        fsync_directory(folder)
    return removed


def _remove_stale_temp_files(folder: Path, name: str) -> None:
    """Remove temporary files of ``name`` left behind by a writer that was killed: those of a
    process that no longer runs, and old ones (a younger file of a live process may belong to
    another writer writing right now).
    """
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return
    cutoff = time.time() - _STALE_TEMP_SECONDS
    prefixes = (f".{name}.", f".{name}{BACKUP_SUFFIX}.")
    for entry in entries:
        if not (entry.name.startswith(prefixes) and entry.name.endswith(_TEMP_SUFFIX)):
            continue
        with contextlib.suppress(OSError):
            match = _TEMP_NAME.fullmatch(entry.name)
            dead = match is not None and not _process_alive(int(match["pid"]))
            if entry.is_file(follow_symlinks=False) and (dead or entry.stat().st_mtime < cutoff):
                os.unlink(entry.path)


def move_aside(path: str | Path, reason: str = "corrupt") -> Path | None:
    """Rename a bad file to ``name.<reason>-YYYYmmdd-HHMMSS`` (never overwriting anything).

    Returns the new path, or ``None`` if the file could not be moved (it is then left alone).
    """
    path = Path(path)
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    for counter in range(1000):
        suffix = f".{reason}-{stamp}" + (f"-{counter}" if counter else "")
        target = path.with_name(path.name + suffix)
        try:
            if os.path.lexists(target):
                continue
            _rename_no_overwrite(path, target)
        except FileExistsError:
            continue
        except OSError:
            return None
        fsync_directory(path.parent)
        return target
    return None


def _rename_no_overwrite(source: Path, target: Path) -> None:
    if os.name == "nt":
        os.rename(source, target)  # raises FileExistsError if the target exists
        return
    try:
        # raises FileExistsError if the target exists; a link itself is moved, not its target
        os.link(source, target, follow_symlinks=False)
    except FileExistsError:
        raise
    except OSError:
        if os.path.lexists(target):
            raise FileExistsError(errno.EEXIST, "exists", str(target)) from None
        os.rename(source, target)
        return
    os.unlink(source)
