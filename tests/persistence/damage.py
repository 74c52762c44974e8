"""Ways a player's file can be damaged, for the loaders' fuzz tests.

Byte-level damage (`mutations`), special files in the file's place (`SPECIAL_FILES`), names
too long for the file system (`long_name_paths`), and `in_child`, which runs a loader in a
forked child: under a time limit and a memory limit (a loader that reads a FIFO or /dev/zero
without a cap hangs or eats the memory: the child dies, not the test run), and optionally as
the unprivileged user ``nobody`` (the tests run as root, whom ``chmod`` does not stop; a real
permission error needs another user).
"""

from __future__ import annotations

import contextlib
import json
import os
import random
import shutil
import signal
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

BOM = b"\xef\xbb\xbf"

#: FIFOs, links to devices and forked children: what the special-file tests need.
needs_posix = pytest.mark.skipif(not (hasattr(os, "fork") and hasattr(os, "mkfifo")),
                                 reason="needs fork, FIFOs and /dev")


def scale() -> int:
    """How many times the usual number of cases the fuzz tests try (``SAMBA_FUZZ_SCALE``, for
    a long run by hand; 1 in the suite)."""
    return max(1, int(os.environ.get("SAMBA_FUZZ_SCALE", "1")))


def mutations(raw: bytes, rng: random.Random, flips: int, cuts: int) -> Iterator[tuple[str, bytes]]:
    """Damaged copies of ``raw``: ``cuts`` truncations, ``flips`` files with 1 to 20 random
    bytes replaced (both times `scale`), bytes that are not UTF-8 (0x85, 0xff) in the middle,
    and the BOM."""
    flips, cuts = flips * scale(), cuts * scale()
    points = sorted({0, 1, len(raw) - 1, *(rng.randrange(len(raw)) for _ in range(cuts))})
    for point in points:
        yield f"cut at {point}", raw[:point]
    for n in range(flips):
        data = bytearray(raw)
        for _ in range(rng.randint(1, 20)):
            data[rng.randrange(len(data))] = rng.randrange(256)
        yield f"flips #{n}", bytes(data)
    middle = len(raw) // 2
    for byte in (0x85, 0xFF, 0x00):
        yield f"byte {byte:#x} in the middle", raw[:middle] + bytes([byte]) + raw[middle + 1:]
    yield "a BOM twice", BOM + BOM + raw
    yield "only a BOM", BOM


def text_mutations(text: str, rng: random.Random, count: int) -> Iterator[tuple[str, str]]:
    """``count`` (times `scale`) copies of ``text`` with one to three edits each that keep it
    text: a character deleted, replaced or inserted (digits, signs and the text's own
    characters), a line deleted, doubled or swapped with the next."""
    alphabet = sorted(set(text) | set("0123456789-+ :#\t"))
    for n in range(count * scale()):
        lines = text.split("\n")
        for _ in range(rng.randint(1, 3)):
            at = rng.randrange(len(lines))
            line = lines[at]
            kind = rng.randrange(6)
            pos = rng.randrange(len(line) + 1)
            if kind == 0 and line:
                lines[at] = line[:pos] + line[pos + 1:]
            elif kind == 1 and line:
                lines[at] = line[:pos] + rng.choice(alphabet) + line[pos + 1:]
            elif kind == 2:
                lines[at] = line[:pos] + rng.choice(alphabet) + line[pos:]
            elif kind == 3:
                del lines[at]
            elif kind == 4:
                lines.insert(at, line)
            elif at + 1 < len(lines):
                lines[at], lines[at + 1] = lines[at + 1], lines[at]
            if not lines:
                lines = [""]
        yield f"edits #{n}", "\n".join(lines)


def _fifo(path: Path) -> None:
    os.mkfifo(path)


def _link(target: str) -> Callable[[Path], None]:
    return lambda path: os.symlink(target, path)


def _loop(path: Path) -> None:
    os.symlink(path.name, path)


#: What may stand where a file is expected: (label, how to make it at a path).
SPECIAL_FILES: tuple[tuple[str, Callable[[Path], None]], ...] = (
    ("a folder", lambda path: path.mkdir()),
    ("a FIFO", _fifo),
    ("a link to /dev/zero", _link("/dev/zero")),
    ("a link to /dev/urandom", _link("/dev/urandom")),
    ("a link to /dev/null", _link("/dev/null")),
    ("a link to nowhere", _link("/nonexistent/nothing")),
    ("a link to itself", _loop),
)


def long_name_paths(folder: Path, suffix: str) -> Iterator[tuple[str, Path]]:
    """Paths whose names are long: 249 and 255 characters (as long as Linux allows, so that
    ``.bak`` or any suffix added to them is too long), 300 characters (ENAMETOOLONG), and a
    path of some 4,200 characters (longer than PATH_MAX)."""
    yield "249-character name", folder / ("n" * (249 - len(suffix)) + suffix)
    yield "255-character name", folder / ("n" * (255 - len(suffix)) + suffix)
    yield "300-character name", folder / ("n" * (300 - len(suffix)) + suffix)
    deep = folder
    while len(str(deep)) < 4200:
        deep = deep / ("d" * 200)
    yield "4200-character path", deep / ("n" + suffix)


def make_long_name(path: Path, data: bytes) -> bool:
    """Write ``data`` at ``path`` if the file system allows the name (False if it does not)."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
    except OSError:
        return False
    return True


@contextlib.contextmanager
def shared_folder() -> Iterator[Path]:
    """A folder the user ``nobody`` can reach (pytest's own temporary folders are 0700)."""
    folder = Path(tempfile.mkdtemp(prefix="samba-fuzz-", dir="/tmp"))
    folder.chmod(0o755)
    try:
        yield folder
    finally:
        for root, dirs, _files in os.walk(folder):
            for name in dirs:
                with contextlib.suppress(OSError):
                    os.chmod(os.path.join(root, name), 0o755)
        shutil.rmtree(folder, ignore_errors=True)


def can_drop_privileges() -> bool:
    return hasattr(os, "fork") and hasattr(os, "geteuid") and os.geteuid() == 0


def in_child(call: Callable[[], Any], *, as_nobody: bool = False, seconds: int = 10,
             memory: int = 1 << 30) -> dict[str, Any]:
    """Run ``call`` in a forked child; what happened, as a dict.

    ``{"outcome": "returned", "value": repr}``, ``{"outcome": "raised", "type": name,
    "message": str}``, or ``{"outcome": "died", "signal": n}`` (SIGALRM: it hung for
    ``seconds``; SIGKILL/SIGSEGV: out of memory or worse).
    """
    read_end, write_end = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: never returns into pytest
        code = 0
        try:
            os.close(read_end)
            import pwd
            import resource

            with contextlib.suppress(ValueError, OSError):  # not every system has the limit
                resource.setrlimit(resource.RLIMIT_AS, (memory, memory))
            if as_nobody:
                user = pwd.getpwnam("nobody")
                os.setgroups([])
                os.setgid(user.pw_gid)
                os.setuid(user.pw_uid)
            signal.alarm(seconds)
            try:
                result = {"outcome": "returned", "value": repr(call())[:2000]}
            except BaseException as error:  # noqa: BLE001 - reported to the parent
                result = {"outcome": "raised", "type": type(error).__name__,
                          "message": str(error)[:2000]}
            signal.alarm(0)
            os.write(write_end, json.dumps(result).encode("utf-8"))
        except BaseException:  # noqa: BLE001
            code = 3
        finally:
            os._exit(code)
    os.close(write_end)
    chunks = []
    while chunk := os.read(read_end, 65536):
        chunks.append(chunk)
    os.close(read_end)
    _pid, status = os.waitpid(pid, 0)
    if os.WIFSIGNALED(status):
        return {"outcome": "died", "signal": os.WTERMSIG(status)}
    if not chunks:
        return {"outcome": "died", "signal": 0, "exit": os.WEXITSTATUS(status)}
    result: dict[str, Any] = json.loads(b"".join(chunks))
    return result


def tally(outcomes: dict[str, int], what: str) -> None:
    """Count one case's outcome (the fuzz tests print their tallies with ``-s``)."""
    outcomes[what] = outcomes.get(what, 0) + 1
