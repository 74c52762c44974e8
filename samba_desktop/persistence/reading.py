"""Reading a file the player's machine hands us, without trusting anything about it.

`read_capped` opens the file once and asks the open file what it is (so a FIFO, a device, a
folder or a link to one is refused before a single byte is read, and never blocks), reads at
most a limit, and turns every ``OSError`` (permission denied, a name too long, a loop of links)
into `UnreadableFile` with a reason in plain words. `exists` answers without raising for a
folder that cannot be entered or a name that is too long. `decode_text` accepts the UTF-8
byte-order mark that older Windows editors put at the start of a file.
"""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path

from samba_desktop.persistence.atomic import describe_os_error

BOM = "\ufeff"

#: What stops a file being read; `UnreadableFile.kind` is one of these.
MISSING = "missing"  # there is no file of that name
NOT_A_FILE = "not_a_file"  # a folder, FIFO, device or socket is in its place
TOO_LARGE = "too_large"  # larger than the limit
UNREADABLE = "unreadable"  # permission denied, name too long, input/output error...


class UnreadableFile(Exception):
    """A file could not be read; ``reason`` says why in plain words, ``kind`` is one of
    `MISSING`, `NOT_A_FILE`, `TOO_LARGE`, `UNREADABLE`. The file itself was not touched."""

    def __init__(self, kind: str, reason: str) -> None:
        super().__init__(reason)
        self.kind = kind
        self.reason = reason


def _os_problem(error: OSError) -> UnreadableFile:
    if error.errno in (errno.ENOENT, errno.ENOTDIR):
        return UnreadableFile(MISSING, "the file does not exist")
    if error.errno == errno.ELOOP:
        return UnreadableFile(UNREADABLE, "it is a link that leads nowhere (a loop of links)")
    if error.errno == errno.EISDIR:
        return UnreadableFile(NOT_A_FILE, "it is a folder, not a file")
    return UnreadableFile(UNREADABLE, describe_os_error(error))


def read_capped(path: str | Path, limit: int) -> bytes:
    """The bytes of the regular file at ``path`` (links followed), at most ``limit`` of them;
    `UnreadableFile` if there is no such file, it is not a regular file, it is larger than
    ``limit`` or it cannot be read for any other reason."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) \
        | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except OSError as error:
        raise _os_problem(error) from None
    except ValueError:  # a NUL character in the name
        raise UnreadableFile(UNREADABLE, "its name is not valid") from None
    try:
        info = os.fstat(fd)
        if stat.S_ISDIR(info.st_mode):
            raise UnreadableFile(NOT_A_FILE, "it is a folder, not a file")
        if not stat.S_ISREG(info.st_mode):
            raise UnreadableFile(NOT_A_FILE, "it is not a file but a device or a pipe")
        if info.st_size > limit:
            raise UnreadableFile(TOO_LARGE, f"the file is too large ({info.st_size:,} bytes)")
        chunks = []
        total = 0
        while total <= limit:  # the file may have grown since fstat()
            chunk = os.read(fd, min(1 << 20, limit + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
        if total > limit:
            raise UnreadableFile(TOO_LARGE, "the file is too large")
        return b"".join(chunks)
    except OSError as error:
        raise _os_problem(error) from None
    finally:
        os.close(fd)


def exists(path: str | Path) -> bool:
    """Whether anything (a file, a folder, a link even a broken one) is at ``path``.

    Never raises: where the answer cannot be known (a folder that cannot be entered, a name
    too long) it is True, so that the caller goes on to read it and reports why it cannot.
    """
    try:
        os.lstat(path)
    except (FileNotFoundError, NotADirectoryError):
        return False
    except (OSError, ValueError):
        return True
    return True


def is_file(path: str | Path) -> bool:
    """Whether a regular file is at ``path`` (links followed); False where it cannot be known."""
    try:
        return stat.S_ISREG(os.stat(path).st_mode)
    except (OSError, ValueError):
        return False


def decode_text(raw: bytes) -> str:
    """UTF-8 text without its byte-order mark; ``UnicodeDecodeError`` if it is not UTF-8."""
    text = raw.decode("utf-8")
    return text[1:] if text.startswith(BOM) else text
