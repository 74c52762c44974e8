"""The opt-in update check: is there a newer release than this one?

Off by default: the app never talks to the network on its own. When the player turns it on
(Settings ▸ Aids ▸ "Tell me when a newer version is released"), the window asks `UpdateCheck` at
start; it asks the releases API (``RELEASES_API_URL``, the one place the address is set) at most
once a day, through Qt's network access manager (its requests run outside the window's thread;
nothing waits for them), and says ``newer_found(version)`` when the newest release is newer than
this one. Between two checks the answer of the last one is reused without asking again.

Stored: facts only, in ``update-check.json`` in the app's data folder: when the last check was
made and which version it found (``{"checked": "2026-12-05T22:55:43+00:00", "latest": "0.2.0"}``).
A failed request is logged, counts as the day's check and shows nothing.
"""

from __future__ import annotations

import json
import logging
import re
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path

from PySide6.QtCore import QObject, QUrl, Signal
from PySide6.QtNetwork import QNetworkAccessManager, QNetworkReply, QNetworkRequest

from samba_desktop.persistence import PersistenceError, atomic_write_text
from samba_desktop.persistence.paths import data_dir

log = logging.getLogger(__name__)

#: Where players find the releases (Help ▸ About links here).
RELEASES_URL = "https://github.com/sambadesktop/samba-desktop/releases"
#: What the check asks: GitHub's newest release, as JSON with its ``tag_name`` ("v0.2.0").
RELEASES_API_URL = "https://api.github.com/repos/sambadesktop/samba-desktop/releases/latest"
STATE_FILE_NAME = "update-check.json"
#: At most one request per this interval.
CHECK_INTERVAL = timedelta(days=1)
TIMEOUT_MS = 15_000
MAX_REPLY_BYTES = 1 << 20

_VERSION = re.compile(r"v?(\d+(?:\.\d+)*)")


def version_key(text: str) -> tuple[int, ...] | None:
    """(0, 2, 0) for "0.2.0" or "v0.2.0"; None for anything else (a pre-release suffix too)."""
    found = _VERSION.fullmatch(text.strip())
    if not found:
        return None
    numbers = [int(part) for part in found.group(1).split(".")]
    while len(numbers) > 1 and numbers[-1] == 0:
        numbers.pop()
    return tuple(numbers)


def is_newer(candidate: str, current: str) -> bool:
    """Whether the release ``candidate`` is newer than the running ``current`` version."""
    new, old = version_key(candidate), version_key(current)
    return new is not None and old is not None and new > old


def latest_from_reply(data: bytes) -> str:
    """The version of GitHub's "latest release" JSON ("v0.2.0" -> "0.2.0"); ValueError if none."""
    document = json.loads(data.decode("utf-8"))
    tag = document.get("tag_name") if isinstance(document, dict) else None
    if not isinstance(tag, str) or version_key(tag) is None:
        raise ValueError(f"no release version in the reply: {tag!r}")
    return tag.strip().removeprefix("v")


class UpdateCheck(QObject):
    """One check per start, when enabled; see the module docstring.

    ``url``, ``base`` (the data folder's base, as the session's) and ``now`` are for tests."""

    #: a newer version than this one was released ("0.2.0")
    newer_found = Signal(str)
    #: the check is over (asked or answered from the last check), whatever it found
    finished = Signal()

    def __init__(self, current: str, base: str | Path | None = None,
                 url: str | None = None,
                 now: Callable[[], datetime] = lambda: datetime.now(UTC),
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._current = current
        self._base = base
        self._url = url if url is not None else RELEASES_API_URL  # read now: tests set it
        self._now = now
        self._manager: QNetworkAccessManager | None = None
        self._reply: QNetworkReply | None = None
        self.requests = 0  # how many requests this check made (0 when the last one is recent)

    def state_path(self) -> Path:
        return data_dir(self._base) / STATE_FILE_NAME

    def _read_state(self) -> tuple[datetime | None, str | None]:
        try:
            document = json.loads(self.state_path().read_text(encoding="utf-8"))
            checked = datetime.fromisoformat(document["checked"])
            latest = document.get("latest")
            return checked, latest if isinstance(latest, str) else None
        except (OSError, ValueError, KeyError, TypeError, PersistenceError):
            return None, None  # no file yet, or not ours: check again

    def _write_state(self, latest: str | None) -> None:
        document = {"checked": self._now().isoformat(timespec="seconds"), "latest": latest}
        try:
            atomic_write_text(self.state_path(), json.dumps(document) + "\n", keep_backup=False)
        except PersistenceError as problem:
            log.warning("update check: %s", problem)

    def start(self) -> None:
        """Check now, or answer from the last check if it is less than a day old."""
        checked, latest = self._read_state()
        now = self._now()
        if checked is not None and checked.tzinfo is not None and (
            timedelta(0) <= now - checked < CHECK_INTERVAL
        ):
            self._announce(latest)
            return
        self._manager = QNetworkAccessManager(self)
        request = QNetworkRequest(QUrl(self._url))
        request.setRawHeader(b"Accept", b"application/vnd.github+json")
        request.setRawHeader(b"User-Agent", f"SambaDesktop/{self._current}".encode())
        request.setTransferTimeout(TIMEOUT_MS)
        self.requests += 1
        self._reply = self._manager.get(request)
        self._reply.finished.connect(self._on_reply)

    def _on_reply(self) -> None:
        reply, self._reply = self._reply, None
        if reply is None:
            return
        latest: str | None = None
        try:
            if reply.error() != QNetworkReply.NetworkError.NoError:
                raise ValueError(reply.errorString())
            latest = latest_from_reply(bytes(reply.read(MAX_REPLY_BYTES).data()))
        except (ValueError, UnicodeDecodeError) as problem:
            log.info("update check: no answer from %s (%s)", self._url, problem)
        finally:
            reply.deleteLater()
        self._write_state(latest)
        self._announce(latest)

    def _announce(self, latest: str | None) -> None:
        if latest is not None and is_newer(latest, self._current):
            self.newer_found.emit(latest)
        self.finished.emit()
